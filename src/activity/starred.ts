import { oneOf } from '../core/codec.js';
import { type WithDescribed, operation, path, query, type Op, bool, list } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { account, repository, type AccountRef, type RepoRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { ShortRepository } from '../models/repositories.js';
import { StarredRepository } from '../models/starred.js';
import { listReposStarredByAuthenticatedUserMembers, type ListReposStarredByAuthenticatedUserMembers } from './generated/members/list-repos-starred-by-authenticated-user.js';
import { listReposStarredByUserMembers, type ListReposStarredByUserMembers } from './generated/members/list-repos-starred-by-user.js';

/** The media type that adds when each star was given (`starred_at`). */
export const STAR_MEDIA_TYPE = 'application/vnd.github.star+json';

export interface StarredOptions extends PageOptions {
  /** `created` (when the star was given; the service's default) or `updated` (last push). */
  sort?: 'created' | 'updated';
  /** Default `desc`. */
  direction?: 'asc' | 'desc';
}

const ordering = { sort: /*#__PURE__*/ query(/*#__PURE__*/ oneOf('created', 'updated')), direction: /*#__PURE__*/ query(/*#__PURE__*/ oneOf('asc', 'desc')) };

/** The repositories the authenticated user has starred. `GET /user/starred` */
export const listStarred: Op<[], WithDescribed<StarredOptions, ListReposStarredByAuthenticatedUserMembers>, PageIterator<ShortRepository>> = /*#__PURE__*/ operation(() => ({
  described: listReposStarredByAuthenticatedUserMembers,
  path: '/user/starred',
  params: ordering,
  auth: 'starred',
  result: /*#__PURE__*/ list(ShortRepository),
}));

/** The repositories a user has starred. `GET /users/{username}/starred` */
export const listStarredBy: Op<[user: AccountRef], WithDescribed<StarredOptions, ListReposStarredByUserMembers>, PageIterator<ShortRepository>> = /*#__PURE__*/ operation(() => ({
  described: listReposStarredByUserMembers,
  path: '/users/{username}/starred',
  target: /*#__PURE__*/ path(account, 'username'),
  params: ordering,
  result: /*#__PURE__*/ list(ShortRepository),
}));

/**
 * The stars a user has given, each with its time and repository (asks for the `star` media
 * type, which a caller's `headers` may replace). `GET /users/{username}/starred`
 */
export const listStarredRepositories: Op<[user: AccountRef], WithDescribed<StarredOptions, ListReposStarredByUserMembers>, PageIterator<StarredRepository>> = /*#__PURE__*/ operation(() => ({
  described: listReposStarredByUserMembers,
  path: '/users/{username}/starred',
  target: /*#__PURE__*/ path(account, 'username'),
  params: ordering,
  accept: STAR_MEDIA_TYPE,
  result: /*#__PURE__*/ list(StarredRepository),
}));

/** Whether the authenticated user has starred a repository. `GET /user/starred/{owner}/{repo}` */
export const isStarred: Op<[repository: RepoRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  path: '/user/starred/{owner}/{repo}',
  target: /*#__PURE__*/ path(repository),
  auth: 'is_starred',
  result: /*#__PURE__*/ bool(),
}));
