import { RateLimitExceeded } from '../errors/rate-limit-exceeded.js';
import { TransportError } from '../errors/transport-error.js';
import type { RateBudget, Session } from './types.js';

/**
 * The rate-limit resource a request counts against, from its path: GitHub names it in
 * `x-ratelimit-resource` only in the answer.
 */
export function resourceOf(session: Session, url: string): string {
  const path = url.startsWith(session.baseUrl) ? url.slice(session.baseUrl.length) : new URL(url).pathname;
  if (/^\/search\/code(?:[/?]|$)/.test(path)) return 'code_search';
  if (path.startsWith('/search/')) return 'search';
  // api.github.com's /graphql, and an Enterprise Server's /api/graphql beside its /api/v3.
  if (/^\/(?:api\/)?graphql(?:[/?]|$)/.test(path)) return 'graphql';
  return 'core';
}

/** Waits `ms`, or fails with a TransportError when the caller's signal aborts first. */
export function sleep(ms: number, signal: AbortSignal | undefined, method: string, url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const aborted = () => {
      clearTimeout(timer);
      reject(new TransportError({ message: `${method} ${url}: the request was aborted while waiting for a rate limit`, method, url, reason: 'abort' }));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', aborted);
      resolve();
    }, ms);
    if (signal?.aborted) aborted();
    else signal?.addEventListener('abort', aborted, { once: true });
  });
}

/**
 * Claims one request of the budget; while it is spent (or a secondary limit holds everyone
 * off), fails at once with RateLimitExceeded, or under `rateLimit: 'wait'` waits for the reset,
 * up to `maxWait`. Nothing is sent before this returns.
 */
export async function admit(session: Session, budget: RateBudget, resource: string, method: string, url: string, signal: AbortSignal | undefined): Promise<void> {
  let waitedFor = 0;
  for (;;) {
    const now = Date.now();
    const claim = await budget.reserve(resource, now);
    if (!claim) return;
    const { until, reason } = typeof claim === 'number' ? { until: claim, reason: null } : claim;
    const resetAt = new Date(until);
    const limit = reason === 'secondary' ? "GitHub's secondary rate limit" : `the ${resource} rate limit`;
    if (session.rateLimit !== 'wait' || until - now > session.maxWait) {
      const why = reason === 'secondary' ? `${limit} asked to hold off until ${resetAt.toISOString()}` : reason === 'spent' ? `${limit} is spent until ${resetAt.toISOString()}` : `${limit} holds requests off until ${resetAt.toISOString()}`;
      throw new RateLimitExceeded({ message: `${method} ${url}: not sent: ${why}`, method, url, resetAt });
    }
    // A timer may fire a little before the clock reaches its moment: the rest of the same wait is not a new one.
    if (until !== waitedFor) {
      session.state.rateLimitWaits++;
      session.options.log?.warn?.(`${method} ${url}: waiting ${Math.ceil((until - now) / 1000)} s for ${limit} (until ${resetAt.toISOString()})`);
    }
    waitedFor = until;
    await sleep(until - now + 1, signal, method, url);
  }
}
