import { errorFromResponse } from '../errors/from-response.js';
import { RateLimitExceeded } from '../errors/rate-limit-exceeded.js';
import { ValidationError } from '../errors/validation-error.js';
import { localBudget } from './cache.js';
import { described, isNumberIn, MAX_TIMEOUT } from './options.js';
import { readRateLimit, recordRateLimit } from './rate-limit.js';
import { redactUrl } from './redact.js';
import { dropped, readText, sleep } from './request.js';
import { DEFAULT_RETRY, IDEMPOTENT, retryAfterMs, retryDecision } from './transport.js';
import type { Exchange, RateBudget, RequestNote, Send, Sent, Session, Stage } from './types.js';

// The rate budget: what a session that names it (`rateLimit: rateBudget()`, or a shared store)
// does around each sending. A session that names none sends, and reads the limits the answers report.

/** The longest wait for a reset by default: 15 minutes. */
const DEFAULT_MAX_WAIT = 15 * 60_000;

export interface RateBudgetOptions {
  /** Wait for a spent limit's reset (up to `maxWait`) rather than fail with `RateLimitExceeded`. Default false. */
  wait?: boolean | undefined;
  /** The longest wait for a reset under `wait`, in ms. Default 15 minutes. */
  maxWait?: number | undefined;
}

/**
 * The session's rate budget, by resource (`core`, `search`, …), as its `rateLimit`: a request
 * a spent limit (or a secondary limit's pause) holds off fails with `RateLimitExceeded` before
 * it is sent, or under `wait: true` waits for the reset, up to `maxWait`; a 403 or 429 for a
 * spent limit under `wait` is sent again after the reset. A shared store brings its own budget,
 * which sessions of one token share; this option then sets how a spent one is met. No request.
 * @example
 * ```ts
 * import { createSession, rateBudget } from 'hubops';
 *
 * // Fail at once while the limit is spent (what createClient does unless told otherwise):
 * const session = createSession({ token: process.env.GITHUB_TOKEN, rateLimit: rateBudget() });
 * // Or wait for its reset, up to five minutes:
 * const patient = createSession({ token: process.env.GITHUB_TOKEN, rateLimit: rateBudget({ wait: true, maxWait: 300_000 }) });
 * ```
 */
export function rateBudget(options: RateBudgetOptions = {}): Stage {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) throw new ValidationError('options', 'must be an object of wait and maxWait');
  const { wait = false, maxWait = DEFAULT_MAX_WAIT } = options;
  for (const name of Object.keys(options)) if (name !== 'wait' && name !== 'maxWait') throw new ValidationError(name, 'is not an option of rateBudget');
  if (typeof wait !== 'boolean') throw new ValidationError('wait', `must be true or false, not ${described(wait)}`);
  if (!isNumberIn(maxWait, 0, MAX_TIMEOUT)) throw new ValidationError('maxWait', `must be a number of milliseconds from 0 to 2147483647, not ${described(maxWait)}`);
  return Object.freeze({ name: 'rate budget', budget: () => localBudget(), throttle: throttled, rateLimit: Object.freeze({ wait, maxWait }) });
}

/**
 * Sends through the rate budget: claims a request of it (waiting or failing while it is spent),
 * then releases the claim with what the answer reported. Under `rateBudget({ wait: true })`, a request
 * that may be resent and is refused for a rate limit waits for the reset and goes again.
 */
export async function throttled(session: Session, exchange: Exchange, resource: string, send: Send): Promise<Sent> {
  const safe = redactUrl(exchange.url, exchange.secrets);
  const budget = session.budget as RateBudget;
  for (;;) {
    // The session's own budget answers at once: a claim it grants is not waited for.
    const claim = budget.reserve(resource, Date.now());
    if (claim !== 0) await admit(session, budget, resource, exchange.method, safe, exchange.signal, exchange.note, claim);
    let pause = 0;
    // Told at once, so that the sessions sharing the budget hold off while this one retries.
    const onPause = (until: number) => {
      pause = Math.max(pause, until);
      void Promise.resolve(budget.update(resource, null, until, false)).catch(() => undefined);
    };
    let sent: Sent;
    try {
      sent = await send({ ...exchange, onPause });
    } catch (error) {
      await budget.update(resource, null, pause);
      throw error;
    }
    const { response } = sent;
    // A Retry-After on a refusal holds every session of the budget off, retried or not.
    const after = response.status === 403 || response.status === 429 ? retryAfterMs(response.headers.get('retry-after')) : null;
    if (after !== null) pause = Math.max(pause, Date.now() + after);
    // So does a secondary limit that names no time, also when no retry looked at it (retries off for the session or the call).
    else if (!pause && (response.status === 403 || response.status === 429)) pause = (await retryDecision(exchange.method, response.clone(), DEFAULT_RETRY, false)).pause;
    const reading = readRateLimit(response.headers, resource);
    recordRateLimit(session.state, reading);
    const resendable = exchange.retry === true || IDEMPOTENT.includes(exchange.method.toLowerCase());
    let until: number | null = null;
    if (session.rateLimit === 'wait' && resendable && (response.status === 403 || response.status === 429)) {
      const text = await readText(session, response.clone(), exchange.method, safe, sent.secrets).catch(() => '');
      until = limitedUntil(errorFromResponse(response.status, response.headers, text, exchange.method, safe));
      if (until !== null && until - Date.now() > session.maxWait) until = null;
    }
    // A wait asked for goes into the budget, so that the next claim (this session's, or another's) waits for it.
    const updated = budget.update(resource, reading?.resource === resource ? reading : null, Math.max(pause, until ?? 0));
    if (updated) await updated;
    if (until === null) return sent;
    await dropped(response);
  }
}

/**
 * Claims one request of the budget; while it is spent (or a secondary limit holds everyone
 * off), fails at once with RateLimitExceeded, or under `rateBudget({ wait: true })` waits for the reset,
 * up to `maxWait`. Nothing is sent before this returns.
 */
async function admit(session: Session, budget: RateBudget, resource: string, method: string, url: string, signal: AbortSignal | undefined, note: RequestNote | undefined, first: ReturnType<RateBudget['reserve']>): Promise<void> {
  let waitedFor = 0;
  for (let answer = first; ; answer = budget.reserve(resource, Date.now())) {
    const now = Date.now();
    const claim = await answer;
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
      session.log?.warn?.(`${method} ${url}: waiting ${Math.ceil((until - now) / 1000)} s for ${limit} (until ${resetAt.toISOString()})`);
      note?.('rate-limit wait', { 'github.rate_limit.resource': resource, 'hubops.wait_ms': until - now, 'hubops.wait_reason': reason ?? 'unknown' });
    }
    waitedFor = until;
    await sleep(until - now + 1, signal, method, url);
  }
}

/** The rate limit an answer reports as spent, and when it resets: a moment to wait for, or null. */
function limitedUntil(error: unknown): number | null {
  return error instanceof RateLimitExceeded && error.resetAt ? error.resetAt.getTime() : null;
}

