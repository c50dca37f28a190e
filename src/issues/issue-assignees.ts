import { loginOf, type AccountRef, type NumberedRef } from '../core/refs.js';
import { send, type CallOptions } from '../core/request.js';
import type { Session } from '../core/session.js';
import { ValidationError } from '../errors/validation-error.js';
import { issueParams } from './object-refs.js';

const ASSIGNEES = '/repos/{owner}/{repo}/issues/{issue_number}/assignees';

function logins(users: readonly AccountRef[]): string[] {
  if (!Array.isArray(users) || users.length === 0) throw new ValidationError('users', 'needs at least one login or user');
  return users.map((user) => loginOf(user, 'users'));
}

/**
 * Adds assignees to an issue, keeping those it has; true once the service has taken them
 * (it silently skips users who cannot be assigned). `POST /repos/{owner}/{repo}/issues/{issue_number}/assignees`
 */
export async function addIssueAssignees(session: Session, issue: NumberedRef, users: readonly AccountRef[], options: CallOptions = {}): Promise<boolean> {
  await send(session, { ...options, method: 'POST', path: ASSIGNEES, params: issueParams(issue), body: { assignees: logins(users) }, as: 'none' });
  return true;
}

/** Removes assignees from an issue; true once done. `DELETE /repos/{owner}/{repo}/issues/{issue_number}/assignees` */
export async function removeIssueAssignees(session: Session, issue: NumberedRef, users: readonly AccountRef[], options: CallOptions = {}): Promise<boolean> {
  await send(session, { ...options, method: 'DELETE', path: ASSIGNEES, params: issueParams(issue), body: { assignees: logins(users) }, as: 'none' });
  return true;
}

/** Assigns one user to an issue (the older form of `addIssueAssignees`). `POST /repos/{owner}/{repo}/issues/{issue_number}/assignees` */
export async function assignIssue(session: Session, issue: NumberedRef, user: AccountRef, options: CallOptions = {}): Promise<boolean> {
  return addIssueAssignees(session, issue, [loginOf(user, 'user')], options);
}
