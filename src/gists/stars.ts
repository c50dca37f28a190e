import { operation, path, type Op, bool } from '../core/operation.js';
import type { CallOptions } from '../core/types.js';
import { gist, type GistRef } from './refs.js';

/** Whether the authenticated user has starred a gist: true on 204, false on 404. `GET /gists/{gist_id}/star` */
export const isGistStarred: Op<[gist: GistRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  path: '/gists/{gist_id}/star',
  target: /*#__PURE__*/ path(gist),
  auth: 'Gist.is_starred',
  result: /*#__PURE__*/ bool(),
}));

/** Stars a gist: true on 204, false on 404. `PUT /gists/{gist_id}/star` */
export const starGist: Op<[gist: GistRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  method: 'PUT',
  path: '/gists/{gist_id}/star',
  target: /*#__PURE__*/ path(gist),
  auth: 'Gist.star',
  result: /*#__PURE__*/ bool(),
}));

/** Removes the authenticated user's star from a gist: true on 204, false on 404. `DELETE /gists/{gist_id}/star` */
export const unstarGist: Op<[gist: GistRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  method: 'DELETE',
  path: '/gists/{gist_id}/star',
  target: /*#__PURE__*/ path(gist),
  auth: 'Gist.unstar',
  result: /*#__PURE__*/ bool(),
}));
