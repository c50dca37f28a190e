import { operation, path, type Op, bool } from '../core/operation.js';
import { account, type AccountRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';

/*
 * Site administrator operations on a user of a self-hosted installation. As documented, they
 * answer true on success and false when the installation refuses (403: the session is no site
 * administrator, or the change is not allowed, such as demoting one's own account).
 */

/** Makes a user a site administrator. `PUT /users/{username}/site_admin` */
export const promoteUser: Op<[user: AccountRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  method: 'PUT',
  path: '/users/{username}/site_admin',
  target: /*#__PURE__*/ path(account, 'username'),
  auth: 'promote',
  result: /*#__PURE__*/ bool(204, 403),
}));

/** Makes a site administrator an ordinary user again (not one's own account). `DELETE /users/{username}/site_admin` */
export const demoteUser: Op<[user: AccountRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  method: 'DELETE',
  path: '/users/{username}/site_admin',
  target: /*#__PURE__*/ path(account, 'username'),
  auth: 'demote',
  result: /*#__PURE__*/ bool(204, 403),
}));
