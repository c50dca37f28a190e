import { isRecord, oneOf } from '../core/codec.js';
import { type WithDescribed, body, operation, path, type Op, bool, done } from '../core/operation.js';
import { issue, type NumberedRef } from '../core/refs.js';
import type { CallOptions, Session } from '../core/types.js';
import { ValidationError } from '../errors/validation-error.js';
import type { IssueStateReason } from './edit-issue.js';
import { updateMembers, type UpdateMembers } from './generated/members/update.js';
import { lockMembers, type LockMembers } from './generated/members/lock.js';

export interface CloseIssueOptions extends CallOptions {
  /** `completed` (the service's default), `not_planned` or `duplicate`. */
  stateReason?: Exclude<IssueStateReason, 'reopened'>;
}

export interface LockIssueOptions extends CallOptions {
  /** Shown on the issue: `off-topic`, `too heated`, `resolved` or `spam`. */
  lockReason?: 'off-topic' | 'too heated' | 'resolved' | 'spam';
}

const ISSUE = '/repos/{owner}/{repo}/issues/{issue_number}';

/**
 * Closes an issue: only its state is sent, so nothing else about it changes. True once closed.
 * `PATCH /repos/{owner}/{repo}/issues/{issue_number}`
 */
export const closeIssue: Op<[issue: NumberedRef], WithDescribed<CloseIssueOptions, UpdateMembers>, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  described: updateMembers,
  method: 'PATCH',
  path: ISSUE,
  target: /*#__PURE__*/ path(issue),
  params: { stateReason: /*#__PURE__*/ body(/*#__PURE__*/ oneOf('completed', 'not_planned', 'duplicate')) },
  fixed: { body: { state: 'closed' } },
  result: done,
}));

/** Reopens a closed issue. True once open. `PATCH /repos/{owner}/{repo}/issues/{issue_number}` */
export const reopenIssue: Op<[issue: NumberedRef], WithDescribed<CallOptions, UpdateMembers>, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  described: updateMembers,
  method: 'PATCH',
  path: ISSUE,
  target: /*#__PURE__*/ path(issue),
  fixed: { body: { state: 'open' } },
  result: done,
}));

/** Locks an issue's conversation: true on 204, false on 404. `PUT /repos/{owner}/{repo}/issues/{issue_number}/lock` */
export const lockIssue: Op<[issue: NumberedRef], WithDescribed<LockIssueOptions, LockMembers>, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  described: lockMembers,
  method: 'PUT',
  path: '/repos/{owner}/{repo}/issues/{issue_number}/lock',
  target: /*#__PURE__*/ path(issue),
  params: { lockReason: /*#__PURE__*/ body(/*#__PURE__*/ oneOf('off-topic', 'too heated', 'resolved', 'spam')) },
  result: /*#__PURE__*/ bool(),
}));

/** Unlocks an issue's conversation: true on 204, false on 404. `DELETE /repos/{owner}/{repo}/issues/{issue_number}/lock` */
export const unlockIssue: Op<[issue: NumberedRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  method: 'DELETE',
  path: '/repos/{owner}/{repo}/issues/{issue_number}/lock',
  target: /*#__PURE__*/ path(issue),
  result: /*#__PURE__*/ bool(),
}));

/** Issue data that tells whether the issue is closed. */
export type IssueStateData = { readonly state: string | null; readonly closed_at: Date | null };

/**
 * Whether parsed issue data is closed: `closed_at` set or state `closed`. No request.
 * @example
 * ```ts
 * import { createSession } from 'hubops';
 * import { getIssue, isIssueClosed } from 'hubops/issues';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * const issue = await getIssue(session, { owner: 'octocat', repo: 'Hello-World', number: 1347 });
 * console.log(isIssueClosed(session, issue)); // no request: read from the issue
 * ```
 */
export function isIssueClosed(_session: Session, issue: IssueStateData): boolean {
  // Without either field there is nothing to tell from: a plain reference is not issue data.
  if (!isRecord(issue) || !('state' in issue || 'closed_at' in issue)) throw new ValidationError('issue', 'must be parsed issue data (with state and closed_at)');
  return (issue.closed_at !== null && issue.closed_at !== undefined) || issue.state === 'closed';
}
