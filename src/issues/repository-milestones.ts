import { PageIterator, type PageOptions } from '../core/page-iterator.js';
import { repoOf, type RepoRef } from '../core/refs.js';
import { sendForData, type CallOptions } from '../core/request.js';
import type { Session } from '../core/session.js';
import { nonEmpty, oneOf, positive, timestamp } from '../core/validate.js';
import type { Infer } from '../schema/model.js';
import { parseReply } from '../schema/objects.js';
import { Milestone } from '../schemas/labels.js';

/** One milestone of a repository, by its number. `GET /repos/{owner}/{repo}/milestones/{milestone_number}` */
export async function getMilestone(session: Session, repository: RepoRef, number: number, options: CallOptions = {}): Promise<Infer<typeof Milestone>> {
  const params = { ...repoOf(repository), milestone_number: positive('number', number) };
  return parseReply(Milestone, await sendForData(session, { ...options, path: '/repos/{owner}/{repo}/milestones/{milestone_number}', params }));
}

export interface MilestonesOptions extends PageOptions {
  /** `open` (the service's default), `closed` or `all`. */
  state?: 'open' | 'closed' | 'all';
  /** `due_on` (the service's default) or `completeness`; `due_date`, the older name, is sent as `due_on`. */
  sort?: 'due_on' | 'due_date' | 'completeness';
  direction?: 'asc' | 'desc';
}

/** The milestones of a repository. `GET /repos/{owner}/{repo}/milestones` */
export function listMilestones(session: Session, repository: RepoRef, options: MilestonesOptions = {}): PageIterator<Infer<typeof Milestone>> {
  const { state, sort, direction, ...page } = options;
  const query = {
    state: oneOf('state', state, ['open', 'closed', 'all']),
    sort: oneOf('sort', sort, ['due_on', 'due_date', 'completeness']) === 'due_date' ? 'due_on' : sort,
    direction: oneOf('direction', direction, ['asc', 'desc']),
  };
  return new PageIterator(session, { path: '/repos/{owner}/{repo}/milestones', params: repoOf(repository), query, item: Milestone.wrap }, page);
}

export interface CreateMilestoneOptions extends CallOptions {
  /** `open` (the service's default) or `closed`. */
  state?: 'open' | 'closed';
  description?: string;
  /** When it is due: a Date or an ISO 8601 string. */
  dueOn?: Date | string;
}

/** Adds a milestone to a repository. `POST /repos/{owner}/{repo}/milestones` */
export async function createMilestone(session: Session, repository: RepoRef, title: string, options: CreateMilestoneOptions = {}): Promise<Infer<typeof Milestone>> {
  const { state, description, dueOn, ...call } = options;
  const params = repoOf(repository);
  nonEmpty('title', title, 'is required and must not be empty');
  const body = { title, state: oneOf('state', state, ['open', 'closed']), description, due_on: timestamp('dueOn', dueOn) };
  return parseReply(Milestone, await sendForData(session, { ...call, method: 'POST', path: '/repos/{owner}/{repo}/milestones', params, body }));
}
