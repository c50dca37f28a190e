import { operation, path, type Op, type Result, list } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { account, repository, type AccountRef, type RepoRef } from '../core/refs.js';
import { sendForData } from '../core/request.js';
import type { CallOptions } from '../core/types.js';
import { NotFoundError } from '../errors/not-found-error.js';
import { ShortRepository } from '../models/repositories.js';

/** The repositories the authenticated user watches. `GET /user/subscriptions` */
export const listSubscriptions: Op<[], PageOptions, PageIterator<ShortRepository>> = /*#__PURE__*/ operation(() => ({
  path: '/user/subscriptions',
  auth: 'subscriptions',
  result: /*#__PURE__*/ list(ShortRepository),
}));

/** The repositories a user watches. `GET /users/{username}/subscriptions` */
export const listUserSubscriptions: Op<[user: AccountRef], PageOptions, PageIterator<ShortRepository>> = /*#__PURE__*/ operation(() => ({
  path: '/users/{username}/subscriptions',
  target: /*#__PURE__*/ path(account, 'username'),
  result: /*#__PURE__*/ list(ShortRepository),
}));

/** Yes when the subscription says `subscribed`; no subscription (404), or one that only ignores, is a no. */
const subscribed: Result<Promise<boolean>> = {
  run: async (session, spec) => {
    try {
      const reply = await sendForData<{ subscribed?: unknown } | undefined>(session, spec);
      return reply.data?.subscribed === true;
    } catch (error) {
      if (error instanceof NotFoundError) return false;
      throw error;
    }
  },
};

/**
 * Whether the authenticated user watches a repository (the older `is_subscribed(login, repo)`).
 * Its older route, `/user/subscriptions/{owner}/{repo}`, is gone from both of GitHub's
 * descriptions, so nothing says the service still answers it, and an unanswered route would read
 * as "not subscribed" for everyone. The repository's subscription resource answers the same
 * question on api.github.com and on every Enterprise Server version: 200 with `subscribed: true`
 * is a yes; 404 (no subscription) or a subscription that only ignores the repository is a no.
 * `GET /repos/{owner}/{repo}/subscription`
 */
export const isSubscribed: Op<[repository: RepoRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/subscription',
  target: /*#__PURE__*/ path(repository),
  auth: 'is_subscribed',
  result: subscribed,
}));
