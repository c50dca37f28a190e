import { flag } from '../core/codec.js';
import { type WithDescribed, body, operation, path, type Op, bool, list, one } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { repository, type RepoRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { RepositorySubscription } from '../models/notifications.js';
import { ShortUser } from '../models/users.js';
import { setRepoSubscriptionMembers, type SetRepoSubscriptionMembers } from './generated/members/set-repo-subscription.js';

export interface RepositorySubscriptionOptions extends CallOptions {
  /** Receive the repository's notifications. */
  subscribed?: boolean;
  /** Block all of them. */
  ignored?: boolean;
}

/** How the authenticated user watches a repository (404 when they do not). `GET /repos/{owner}/{repo}/subscription` */
export const getRepositorySubscription: Op<[repository: RepoRef], CallOptions, Promise<RepositorySubscription>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/subscription',
  target: /*#__PURE__*/ path(repository),
  auth: 'subscription',
  result: /*#__PURE__*/ one(RepositorySubscription),
}));

/** Sets how the authenticated user watches a repository. `PUT /repos/{owner}/{repo}/subscription` */
export const setRepositorySubscription: Op<[repository: RepoRef], WithDescribed<RepositorySubscriptionOptions, SetRepoSubscriptionMembers>, Promise<RepositorySubscription>> = /*#__PURE__*/ operation(() => ({
  described: setRepoSubscriptionMembers,
  method: 'PUT',
  path: '/repos/{owner}/{repo}/subscription',
  target: /*#__PURE__*/ path(repository),
  params: { subscribed: /*#__PURE__*/ body(flag), ignored: /*#__PURE__*/ body(flag) },
  auth: 'set_subscription',
  result: /*#__PURE__*/ one(RepositorySubscription),
}));

/** Ignores a repository: none of its notifications. `PUT /repos/{owner}/{repo}/subscription` */
export const ignoreRepository: Op<[repository: RepoRef], WithDescribed<CallOptions, SetRepoSubscriptionMembers>, Promise<RepositorySubscription>> = /*#__PURE__*/ operation(() => ({
  described: setRepoSubscriptionMembers,
  method: 'PUT',
  path: '/repos/{owner}/{repo}/subscription',
  target: /*#__PURE__*/ path(repository),
  fixed: { body: { ignored: true } },
  auth: 'ignore',
  result: /*#__PURE__*/ one(RepositorySubscription),
}));

/** Stops watching a repository: true on 204, false on 404. `DELETE /repos/{owner}/{repo}/subscription` */
export const deleteRepositorySubscription: Op<[repository: RepoRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  method: 'DELETE',
  path: '/repos/{owner}/{repo}/subscription',
  target: /*#__PURE__*/ path(repository),
  auth: 'delete_subscription',
  result: /*#__PURE__*/ bool(),
}));

/** The users who starred a repository. `GET /repos/{owner}/{repo}/stargazers` */
export const listStargazers: Op<[repository: RepoRef], PageOptions, PageIterator<ShortUser>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/stargazers',
  target: /*#__PURE__*/ path(repository),
  result: /*#__PURE__*/ list(ShortUser),
}));

/** The users who watch a repository. `GET /repos/{owner}/{repo}/subscribers` */
export const listSubscribers: Op<[repository: RepoRef], PageOptions, PageIterator<ShortUser>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/subscribers',
  target: /*#__PURE__*/ path(repository),
  result: /*#__PURE__*/ list(ShortUser),
}));
