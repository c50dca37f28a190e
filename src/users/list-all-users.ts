import { count } from '../core/codec.js';
import { type WithDescribed, operation, query, type Op, list } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { ShortUser } from '../models/users.js';
import { listMembers, type ListMembers } from './generated/members/list.js';

export interface AllUsersOptions extends PageOptions {
  /** Only users whose id is greater than this (the id of the last user seen). */
  since?: number;
}

/** Every user of the service, in the order they signed up. `GET /users` */
export const listAllUsers: Op<[], WithDescribed<AllUsersOptions, ListMembers>, PageIterator<ShortUser>> = /*#__PURE__*/ operation(() => ({
  described: listMembers,
  path: '/users',
  params: { since: /*#__PURE__*/ query(count) },
  result: /*#__PURE__*/ list(ShortUser),
}));
