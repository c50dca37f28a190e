import type { CallOptions } from '../core/types.js';
import { operation, path, type Op, bool } from '../core/operation.js';
import { account, type AccountRef } from '../core/refs.js';

/** Follows a user as the authenticated user; false when there is no such user. `PUT /user/following/{username}` */
export const followUser: Op<[username: AccountRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  method: 'PUT',
  path: '/user/following/{username}',
  target: /*#__PURE__*/ path(account, 'username'),
  auth: 'follow',
  result: /*#__PURE__*/ bool(),
}));

/** Stops following a user; false when there is no such user. `DELETE /user/following/{username}` */
export const unfollowUser: Op<[username: AccountRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  method: 'DELETE',
  path: '/user/following/{username}',
  target: /*#__PURE__*/ path(account, 'username'),
  auth: 'unfollow',
  result: /*#__PURE__*/ bool(),
}));

/** Whether the authenticated user follows a user. `GET /user/following/{username}` */
export const isFollowing: Op<[username: AccountRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  path: '/user/following/{username}',
  target: /*#__PURE__*/ path(account, 'username'),
  auth: 'is_following',
  result: /*#__PURE__*/ bool(),
}));

/** Whether one user follows another. `GET /users/{username}/following/{target_user}` */
export const isUserFollowing: Op<[user: AccountRef, other: AccountRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  path: '/users/{username}/following/{target_user}',
  target: /*#__PURE__*/ path(account, 'username'),
  args: ['other'],
  params: { other: /*#__PURE__*/ path(account, 'target_user') },
  result: /*#__PURE__*/ bool(),
}));
