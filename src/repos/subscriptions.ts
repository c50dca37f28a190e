import { PageIterator, type PageOptions } from '../core/page-iterator.js';
import { sendForData, type CallOptions } from '../core/request.js';
import { loginOf, type AccountRef } from '../core/refs.js';
import type { Session } from '../core/session.js';
import { requireAuthentication } from '../core/validate.js';
import { NotFoundError } from '../errors/not-found-error.js';
import type { Infer } from '../schema/model.js';
import { ShortRepository } from '../schemas/repositories.js';

type Repositories = PageIterator<Infer<typeof ShortRepository>>;

const item = (raw: unknown, path: string) => ShortRepository.wrap(raw, path);

/** The repositories the authenticated user watches. `GET /user/subscriptions` */
export function listSubscriptions(session: Session, options: PageOptions = {}): Repositories {
  requireAuthentication(session, 'subscriptions');
  return new PageIterator(session, { path: '/user/subscriptions', item }, options);
}

/** The repositories a user watches. `GET /users/{username}/subscriptions` */
export function listUserSubscriptions(session: Session, user: AccountRef, options: PageOptions = {}): Repositories {
  return new PageIterator(session, { path: '/users/{username}/subscriptions', params: { username: loginOf(user, 'user') }, item }, options);
}

/**
 * Whether the authenticated user watches a repository (the older `is_subscribed(login, repo)`).
 * Its older route, `/user/subscriptions/{owner}/{repo}`, is gone from both of GitHub's
 * descriptions, so nothing says the service still answers it, and an unanswered route would read
 * as "not subscribed" for everyone. The repository's subscription resource answers the same
 * question on api.github.com and on every Enterprise Server version: 200 with `subscribed: true`
 * is a yes; 404 (no subscription) or a subscription that only ignores the repository is a no.
 * `GET /repos/{owner}/{repo}/subscription`
 */
export async function isSubscribed(session: Session, owner: string, repo: string, options: CallOptions = {}): Promise<boolean> {
  requireAuthentication(session, 'is_subscribed');
  try {
    const reply = await sendForData<{ subscribed?: unknown } | undefined>(session, { ...options, path: '/repos/{owner}/{repo}/subscription', params: { owner, repo } });
    return reply.data?.subscribed === true;
  } catch (error) {
    if (error instanceof NotFoundError) return false;
    throw error;
  }
}
