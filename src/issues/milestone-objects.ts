import { PageIterator, type PageOptions } from '../core/page-iterator.js';
import { sendForBool, type CallOptions } from '../core/request.js';
import type { Session } from '../core/session.js';
import { positive } from '../core/validate.js';
import type { Infer } from '../schema/model.js';
import { ShortLabel } from '../schemas/labels.js';
import { milestoneOf, type MilestoneRef } from './object-refs.js';

function milestoneParams(milestone: MilestoneRef): { owner: string; repo: string; milestone_number: number } {
  const { owner, repo, number } = milestoneOf(milestone);
  return { owner, repo, milestone_number: positive('number', number) };
}

/** Deletes a milestone: true on 204, false on 404. `DELETE /repos/{owner}/{repo}/milestones/{milestone_number}` */
export async function deleteMilestone(session: Session, milestone: MilestoneRef, options: CallOptions = {}): Promise<boolean> {
  return sendForBool(session, { ...options, method: 'DELETE', path: '/repos/{owner}/{repo}/milestones/{milestone_number}', params: milestoneParams(milestone) });
}

/** The labels of every issue in a milestone. `GET /repos/{owner}/{repo}/milestones/{milestone_number}/labels` */
export function listMilestoneLabels(session: Session, milestone: MilestoneRef, options: PageOptions = {}): PageIterator<Infer<typeof ShortLabel>> {
  const params = milestoneParams(milestone);
  return new PageIterator(session, { path: '/repos/{owner}/{repo}/milestones/{milestone_number}/labels', params, item: ShortLabel.wrap }, options);
}
