import type { NumberedRef } from '../core/refs.js';
import { sendForBool, type CallOptions } from '../core/request.js';
import type { Session } from '../core/session.js';
import { oneOf } from '../core/validate.js';
import { editIssue, type IssueStateReason } from './edit-issue.js';
import { issueParams } from './object-refs.js';

export interface CloseIssueOptions extends CallOptions {
  /** `completed` (the service's default), `not_planned` or `duplicate`. */
  stateReason?: Exclude<IssueStateReason, 'reopened'>;
}

export interface LockIssueOptions extends CallOptions {
  /** Shown on the issue: `off-topic`, `too heated`, `resolved` or `spam`. */
  lockReason?: 'off-topic' | 'too heated' | 'resolved' | 'spam';
}

/**
 * Closes an issue: only its state is sent, so nothing else about it changes. True once closed.
 * `PATCH /repos/{owner}/{repo}/issues/{issue_number}`
 */
export async function closeIssue(session: Session, issue: NumberedRef, options: CloseIssueOptions = {}): Promise<boolean> {
  const { stateReason, ...call } = options;
  oneOf('stateReason', stateReason, ['completed', 'not_planned', 'duplicate']);
  return editIssue(session, issue, { ...call, state: 'closed', stateReason });
}

/** Reopens a closed issue. True once open. `PATCH /repos/{owner}/{repo}/issues/{issue_number}` */
export async function reopenIssue(session: Session, issue: NumberedRef, options: CallOptions = {}): Promise<boolean> {
  return editIssue(session, issue, { ...options, state: 'open' });
}

/** Locks an issue's conversation: true on 204, false on 404. `PUT /repos/{owner}/{repo}/issues/{issue_number}/lock` */
export async function lockIssue(session: Session, issue: NumberedRef, options: LockIssueOptions = {}): Promise<boolean> {
  const { lockReason, ...call } = options;
  const reason = oneOf('lockReason', lockReason, ['off-topic', 'too heated', 'resolved', 'spam']);
  const body = reason === undefined ? undefined : { lock_reason: reason };
  return sendForBool(session, { ...call, method: 'PUT', path: '/repos/{owner}/{repo}/issues/{issue_number}/lock', params: issueParams(issue), body });
}

/** Unlocks an issue's conversation: true on 204, false on 404. `DELETE /repos/{owner}/{repo}/issues/{issue_number}/lock` */
export async function unlockIssue(session: Session, issue: NumberedRef, options: CallOptions = {}): Promise<boolean> {
  return sendForBool(session, { ...options, method: 'DELETE', path: '/repos/{owner}/{repo}/issues/{issue_number}/lock', params: issueParams(issue) });
}

/** Issue data that tells whether the issue is closed. */
export type IssueStateData = { readonly state: string | null; readonly closed_at: Date | null };

/** Whether parsed issue data is closed: `closed_at` set or state `closed`. No request. */
export function isIssueClosed(_session: Session, issue: IssueStateData): boolean {
  return issue.closed_at !== null || issue.state === 'closed';
}
