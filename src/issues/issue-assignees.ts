import { listOf } from '../core/codec.js';
import { type WithDescribed, body, operation, path, type Op, done } from '../core/operation.js';
import { account, issue, type AccountRef, type NumberedRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { addAssigneesMembers, type AddAssigneesMembers } from './generated/members/add-assignees.js';
import { removeAssigneesMembers, type RemoveAssigneesMembers } from './generated/members/remove-assignees.js';

const users = /*#__PURE__*/ body(/*#__PURE__*/ listOf(account, { nonEmpty: true }), 'assignees');

/**
 * Adds assignees to an issue, keeping those it has; true once the service has taken them
 * (it silently skips users who cannot be assigned). `POST /repos/{owner}/{repo}/issues/{issue_number}/assignees`
 */
export const addIssueAssignees: Op<[issue: NumberedRef, users: readonly AccountRef[]], WithDescribed<CallOptions, AddAssigneesMembers, 'users'>, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  described: addAssigneesMembers,
  method: 'POST',
  path: '/repos/{owner}/{repo}/issues/{issue_number}/assignees',
  target: /*#__PURE__*/ path(issue),
  args: ['users'],
  params: { users },
  result: done,
}));

/** Removes assignees from an issue; true once done. `DELETE /repos/{owner}/{repo}/issues/{issue_number}/assignees` */
export const removeIssueAssignees: Op<[issue: NumberedRef, users: readonly AccountRef[]], WithDescribed<CallOptions, RemoveAssigneesMembers, 'users'>, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  described: removeAssigneesMembers,
  method: 'DELETE',
  path: '/repos/{owner}/{repo}/issues/{issue_number}/assignees',
  target: /*#__PURE__*/ path(issue),
  args: ['users'],
  params: { users },
  result: done,
}));

/** Assigns one user to an issue (the older form of `addIssueAssignees`). `POST /repos/{owner}/{repo}/issues/{issue_number}/assignees` */
export const assignIssue: Op<[issue: NumberedRef, user: AccountRef], WithDescribed<CallOptions, AddAssigneesMembers, 'user'>, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  described: addAssigneesMembers,
  method: 'POST',
  path: '/repos/{owner}/{repo}/issues/{issue_number}/assignees',
  target: /*#__PURE__*/ path(issue),
  args: ['user'],
  params: { user: /*#__PURE__*/ body(account, 'assignees') },
  // The service takes a list; this older form names one user.
  encode: (values, spec) => ({ ...spec, body: { assignees: [values.user] } }),
  result: done,
}));
