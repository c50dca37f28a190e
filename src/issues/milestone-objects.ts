import { operation, path, type Op, bool, list } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import type { CallOptions } from '../core/types.js';
import { ShortLabel } from '../models/labels.js';
import { milestone, type MilestoneRef } from './object-refs.js';

/** Deletes a milestone: true on 204, false on 404. `DELETE /repos/{owner}/{repo}/milestones/{milestone_number}` */
export const deleteMilestone: Op<[milestone: MilestoneRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  method: 'DELETE',
  path: '/repos/{owner}/{repo}/milestones/{milestone_number}',
  target: /*#__PURE__*/ path(milestone),
  result: /*#__PURE__*/ bool(),
}));

/** The labels of every issue in a milestone. `GET /repos/{owner}/{repo}/milestones/{milestone_number}/labels` */
export const listMilestoneLabels: Op<[milestone: MilestoneRef], PageOptions, PageIterator<ShortLabel>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/milestones/{milestone_number}/labels',
  target: /*#__PURE__*/ path(milestone),
  result: /*#__PURE__*/ list(ShortLabel),
}));
