import { operation, path, type Op, one } from '../core/operation.js';
import { account, type AccountRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { User } from '../models/users.js';

/** One user by login (or parsed data of the user, e.g. a ShortUser from a listing). `GET /users/{username}` */
export const getUser: Op<[username: AccountRef], CallOptions, Promise<User>> = /*#__PURE__*/ operation(() => ({
  path: '/users/{username}',
  target: /*#__PURE__*/ path(account, 'username'),
  result: /*#__PURE__*/ one(User),
}));
