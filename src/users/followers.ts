import { operation, path, type Op, list } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { account, type AccountRef } from '../core/refs.js';
import { ShortUser } from '../models/users.js';

/** The followers of the authenticated user. `GET /user/followers` */
export const listFollowers: Op<[], PageOptions, PageIterator<ShortUser>> = /*#__PURE__*/ operation(() => ({
  path: '/user/followers',
  auth: 'followers',
  result: /*#__PURE__*/ list(ShortUser),
}));

/** The users the authenticated user follows. `GET /user/following` */
export const listFollowing: Op<[], PageOptions, PageIterator<ShortUser>> = /*#__PURE__*/ operation(() => ({
  path: '/user/following',
  auth: 'following',
  result: /*#__PURE__*/ list(ShortUser),
}));

/** The followers of a user. `GET /users/{username}/followers` */
export const listUserFollowers: Op<[user: AccountRef], PageOptions, PageIterator<ShortUser>> = /*#__PURE__*/ operation(() => ({
  path: '/users/{username}/followers',
  target: /*#__PURE__*/ path(account, 'username'),
  result: /*#__PURE__*/ list(ShortUser),
}));

/** The users a user follows. `GET /users/{username}/following` */
export const listUserFollowing: Op<[user: AccountRef], PageOptions, PageIterator<ShortUser>> = /*#__PURE__*/ operation(() => ({
  path: '/users/{username}/following',
  target: /*#__PURE__*/ path(account, 'username'),
  result: /*#__PURE__*/ list(ShortUser),
}));
