import type { ConditionalCache, Hooks, Logger, PacingOptions, SessionOptions, Stage, TwoFactorCallback } from '../core/types.js';
import { isRecord } from '../core/codec.js';
import { conditionalCache } from '../core/conditional-cache.js';
import { pacing } from '../core/pacing.js';
import { rateBudget } from '../core/budget.js';
import { isStage } from '../core/options.js';
import { sharedStore } from '../core/store-stages.js';
import { twoFactor } from '../core/two-factor.js';
import { logging, watch } from '../core/watch.js';

/**
 * A client's session options: a session's, and the forms the client turns into stages for you
 * (it brings every stage, so it takes what a session took before stages were values).
 */
export interface ClientOptions extends Omit<SessionOptions, 'cache' | 'pacing' | 'rateLimit'> {
  /**
   * A spent rate limit: `'fail'` (default) throws `RateLimitExceeded` before sending, `'wait'`
   * waits for the reset (up to `maxWait`), `false` names no budget; or `rateBudget(options)`.
   */
  rateLimit?: 'fail' | 'wait' | false | Stage | undefined;
  /** The longest wait for a rate limit's reset under `rateLimit: 'wait'`, in ms. Default 15 minutes. */
  maxWait?: number | undefined;
  /** `true` (a cache of the client's own), a store such as a `Map`, `false`, or `conditionalCache(store)`. */
  cache?: boolean | ConditionalCache | Stage | undefined;
  /** `true` or options (through the store when there is one), `false`, or `pacing(options)`. */
  pacing?: boolean | PacingOptions | Stage | undefined;
  /** Observers of every request, answer, retry, error and broken promise (the session's `watch(hooks)`); they never see a credential. */
  hooks?: Hooks | undefined;
  /** One line per request (`debug`), retry and rate-limit wait (`warn`), the session's `logging(log)`; `console` fits. */
  log?: Logger | undefined;
  /** Asked for a one-time password when Basic authentication needs one (the session's `twoFactor(callback)`). */
  twoFactorCallback?: TwoFactorCallback | undefined;
}

/**
 * A client's options as a session's: the earlier forms of `cache`, `pacing`, `store` and
 * `rateLimit` made stages, and the rate budget a client names unless told not to.
 */
export function sessionOptionsOf(options: ClientOptions): SessionOptions {
  if (!isRecord(options)) return options as SessionOptions;
  const { rateLimit, maxWait, hooks, log, twoFactorCallback, ...rest } = options as ClientOptions;
  const { cache, pacing: paced, store } = rest;
  const converted: Record<string, unknown> = rest;
  // What a session names as stages of its own: a log, hooks and a two-factor callback, after the caller's.
  const named = [...(log === undefined ? [] : [logging(log)]), ...(hooks === undefined ? [] : [watch(hooks)]), ...(twoFactorCallback === undefined ? [] : [twoFactor(twoFactorCallback)])];
  if (named.length > 0) converted.stages = Array.isArray(rest.stages) ? [...(rest.stages as Stage[]), ...named] : rest.stages === undefined ? named : rest.stages;
  // A maxWait beside a rate budget of the caller's own (or none) is the session's to refuse, naming rateBudget.
  if (rateLimit === undefined || rateLimit === 'fail' || rateLimit === 'wait') converted.rateLimit = rateBudget({ wait: rateLimit === 'wait', maxWait: maxWait as number | undefined });
  else Object.assign(converted, { rateLimit }, maxWait === undefined ? {} : { maxWait });
  if (cache === true) converted.cache = conditionalCache();
  else if (isRecord(cache) && !isStage(cache) && typeof cache.get === 'function' && typeof cache.set === 'function') converted.cache = conditionalCache(cache as unknown as ConditionalCache);
  if (isRecord(store) && typeof store.stages !== 'function' && ['get', 'set', 'reserve', 'update'].every((m) => typeof store[m] === 'function')) converted.store = sharedStore(store as unknown as Parameters<typeof sharedStore>[0]);
  if (!store && (paced === true || (isRecord(paced) && !isStage(paced)))) converted.pacing = pacing(paced === true ? {} : (paced as PacingOptions));
  return converted as SessionOptions;
}
