import { operation, path, type Op, bool, list } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { account, repository, type AccountRef, type RepoRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { ShortUser } from '../models/users.js';

/** The users issues of a repository can be assigned to. `GET /repos/{owner}/{repo}/assignees` */
export const listAssignees: Op<[repository: RepoRef], PageOptions, PageIterator<ShortUser>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/assignees',
  target: /*#__PURE__*/ path(repository),
  result: /*#__PURE__*/ list(ShortUser),
}));

/** Whether issues of a repository can be assigned to a user (true on 204, false on 404). `GET /repos/{owner}/{repo}/assignees/{assignee}` */
export const isAssignee: Op<[repository: RepoRef, user: AccountRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/assignees/{assignee}',
  target: /*#__PURE__*/ path(repository),
  args: ['user'],
  params: { user: /*#__PURE__*/ path(account, 'assignee') },
  result: /*#__PURE__*/ bool(),
}));
