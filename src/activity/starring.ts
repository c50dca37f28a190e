import { operation, path, type Op, bool } from '../core/operation.js';
import { repository, type RepoRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';

/** Stars a repository for the authenticated user: true on 204, false on 404. `PUT /user/starred/{owner}/{repo}` */
export const starRepository: Op<[repository: RepoRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  method: 'PUT',
  path: '/user/starred/{owner}/{repo}',
  target: /*#__PURE__*/ path(repository),
  auth: 'star',
  result: /*#__PURE__*/ bool(),
}));

/** Removes the authenticated user's star from a repository: true on 204, false on 404. `DELETE /user/starred/{owner}/{repo}` */
export const unstarRepository: Op<[repository: RepoRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  method: 'DELETE',
  path: '/user/starred/{owner}/{repo}',
  target: /*#__PURE__*/ path(repository),
  auth: 'unstar',
  result: /*#__PURE__*/ bool(),
}));
