import { operation, path, type Op, bool } from '../core/operation.js';
import { account, repository, type AccountRef, type RepoRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';

/** Whether issues of a repository can be assigned to the user. `GET /repos/{owner}/{repo}/assignees/{assignee}` */
export const isAssigneeOn: Op<[user: AccountRef, repository: RepoRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/assignees/{assignee}',
  target: /*#__PURE__*/ path(account, 'assignee'),
  args: ['repository'],
  params: { repository: /*#__PURE__*/ path(repository) },
  result: /*#__PURE__*/ bool(),
}));
