import { oneOf, required, text, timestamp } from '../core/codec.js';
import { type WithDescribed, body, operation, path, query, type Op, list, one } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { repository, type RepoRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { Milestone } from '../models/labels.js';
import { milestoneSort } from './codecs.js';
import { milestone, type MilestoneRef } from './object-refs.js';
import { createMilestoneMembers, type CreateMilestoneMembers } from './generated/members/create-milestone.js';
import { listMilestonesMembers, type ListMilestonesMembers } from './generated/members/list-milestones.js';

/** One milestone of a repository. `GET /repos/{owner}/{repo}/milestones/{milestone_number}` */
export const getMilestone: Op<[milestone: MilestoneRef], CallOptions, Promise<Milestone>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/milestones/{milestone_number}',
  target: /*#__PURE__*/ path(milestone),
  result: /*#__PURE__*/ one(Milestone),
}));

export interface MilestonesOptions extends PageOptions {
  /** `open` (the service's default), `closed` or `all`. */
  state?: 'open' | 'closed' | 'all';
  /** `due_on` (the service's default) or `completeness`; `due_date`, the older name, is sent as `due_on`. */
  sort?: 'due_on' | 'due_date' | 'completeness';
  direction?: 'asc' | 'desc';
}

/** The milestones of a repository. `GET /repos/{owner}/{repo}/milestones` */
export const listMilestones: Op<[repository: RepoRef], WithDescribed<MilestonesOptions, ListMilestonesMembers>, PageIterator<Milestone>> = /*#__PURE__*/ operation(() => ({
  described: listMilestonesMembers,
  path: '/repos/{owner}/{repo}/milestones',
  target: /*#__PURE__*/ path(repository),
  params: {
    state: /*#__PURE__*/ query(/*#__PURE__*/ oneOf('open', 'closed', 'all')),
    sort: /*#__PURE__*/ query(milestoneSort),
    direction: /*#__PURE__*/ query(/*#__PURE__*/ oneOf('asc', 'desc')),
  },
  result: /*#__PURE__*/ list(Milestone),
}));

export interface CreateMilestoneOptions extends CallOptions {
  /** `open` (the service's default) or `closed`. */
  state?: 'open' | 'closed';
  description?: string;
  /** When it is due: a Date or an ISO 8601 string. */
  dueOn?: Date | string;
}

/** Adds a milestone to a repository. `POST /repos/{owner}/{repo}/milestones` */
export const createMilestone: Op<[repository: RepoRef, title: string], WithDescribed<CreateMilestoneOptions, CreateMilestoneMembers, 'title'>, Promise<Milestone>> = /*#__PURE__*/ operation(() => ({
  described: createMilestoneMembers,
  method: 'POST',
  path: '/repos/{owner}/{repo}/milestones',
  target: /*#__PURE__*/ path(repository),
  args: ['title'],
  params: {
    title: /*#__PURE__*/ body(required),
    state: /*#__PURE__*/ body(/*#__PURE__*/ oneOf('open', 'closed')),
    description: /*#__PURE__*/ body(text),
    dueOn: /*#__PURE__*/ body(timestamp),
  },
  result: /*#__PURE__*/ one(Milestone),
}));
