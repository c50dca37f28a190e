import { count, oneOf } from '../core/codec.js';
import { type WithDescribed, operation, path, query, type Op, list } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { account, type AccountRef } from '../core/refs.js';
import type { RequestSpec } from '../core/types.js';
import { ShortRepository } from '../models/repositories.js';
import { listPublicMembers, type ListPublicMembers } from './generated/members/list-public.js';
import { listForAuthenticatedUserMembers, type ListForAuthenticatedUserMembers } from './generated/members/list-for-authenticated-user.js';
import { listForUserMembers, type ListForUserMembers } from './generated/members/list-for-user.js';

type Sort = 'created' | 'updated' | 'pushed' | 'full_name';

interface Ordering {
  sort?: Sort;
  /** Default: `asc` when sorting by `full_name`, otherwise `desc`. */
  direction?: 'asc' | 'desc';
}

export interface OwnRepositoriesOptions extends Ordering, PageOptions {
  /** `all` (the default), `owner`, `public`, `private` or `member`. */
  type?: 'all' | 'owner' | 'public' | 'private' | 'member';
  /** Default `created` (newest first); the service alone would order by `full_name`. */
  sort?: Sort;
}

export interface UserRepositoriesOptions extends Ordering, PageOptions {
  /** `all` (the default; the service alone would list `owner` only), `owner` or `member`. */
  type?: 'all' | 'owner' | 'member';
  /** Not sent unless given: the service then orders by `full_name`. */
  sort?: Sort;
}

export interface AllRepositoriesOptions extends PageOptions {
  /** Only repositories whose id is greater than this (the id of the last one seen). */
  since?: number;
}

const sort = /*#__PURE__*/ oneOf('created', 'updated', 'pushed', 'full_name');
const direction = /*#__PURE__*/ oneOf('asc', 'desc');

/** A sort sent without a direction goes with the direction documented for it. */
function documentedDirection(values: Readonly<Record<string, unknown>>, spec: RequestSpec): RequestSpec {
  if (values.sort === undefined || values.direction !== undefined) return spec;
  return { ...spec, query: { ...spec.query, direction: values.sort === 'full_name' ? 'asc' : 'desc' } };
}

/** The repositories the authenticated user can reach (owns, collaborates on, or reaches through an organization). `GET /user/repos` */
export const listRepositories: Op<[], WithDescribed<OwnRepositoriesOptions, ListForAuthenticatedUserMembers>, PageIterator<ShortRepository>> = /*#__PURE__*/ operation(() => ({
  described: listForAuthenticatedUserMembers,
  path: '/user/repos',
  params: {
    type: /*#__PURE__*/ query(/*#__PURE__*/ oneOf('all', 'owner', 'public', 'private', 'member')),
    // The documented default sort is `created`, which is not the service's (`full_name`): sent.
    sort: /*#__PURE__*/ query(sort, undefined, 'created'),
    direction: /*#__PURE__*/ query(direction),
  },
  auth: 'repositories',
  encode: documentedDirection,
  result: /*#__PURE__*/ list(ShortRepository),
}));

/** A user's public repositories. `GET /users/{username}/repos` */
export const listUserRepositories: Op<[user: AccountRef], WithDescribed<UserRepositoriesOptions, ListForUserMembers>, PageIterator<ShortRepository>> = /*#__PURE__*/ operation(() => ({
  described: listForUserMembers,
  path: '/users/{username}/repos',
  target: /*#__PURE__*/ path(account, 'username'),
  params: {
    // The documented default type is `all`, which is not the service's (`owner`): sent.
    type: /*#__PURE__*/ query(/*#__PURE__*/ oneOf('all', 'owner', 'member'), undefined, 'all'),
    sort: /*#__PURE__*/ query(sort),
    direction: /*#__PURE__*/ query(direction),
  },
  encode: documentedDirection,
  result: /*#__PURE__*/ list(ShortRepository),
}));

/** Every public repository of the service, in the order they were created. `GET /repositories` */
export const listAllRepositories: Op<[], WithDescribed<AllRepositoriesOptions, ListPublicMembers>, PageIterator<ShortRepository>> = /*#__PURE__*/ operation(() => ({
  described: listPublicMembers,
  path: '/repositories',
  params: { since: /*#__PURE__*/ query(count) },
  result: /*#__PURE__*/ list(ShortRepository),
}));
