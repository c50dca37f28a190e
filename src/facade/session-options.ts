import type { ConditionalCache, PacingOptions, SessionOptions, Stage } from '../core/types.js';
import { isRecord } from '../core/codec.js';
import { conditionalCache } from '../core/conditional-cache.js';
import { pacing } from '../core/pacing.js';
import { rateBudget } from '../core/budget.js';
import { isStage } from '../core/options.js';
import { sharedStore } from '../core/store-stages.js';

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
}

/**
 * A client's options as a session's: the earlier forms of `cache`, `pacing`, `store` and
 * `rateLimit` made stages, and the rate budget a client names unless told not to.
 */
export function sessionOptionsOf(options: ClientOptions): SessionOptions {
  if (!isRecord(options)) return options as SessionOptions;
  const { rateLimit, maxWait, ...rest } = options;
  const { cache, pacing: paced, store } = rest;
  const converted: Record<string, unknown> = rest;
  // A maxWait beside a rate budget of the caller's own (or none) is the session's to refuse, naming rateBudget.
  if (rateLimit === undefined || rateLimit === 'fail' || rateLimit === 'wait') converted.rateLimit = rateBudget({ wait: rateLimit === 'wait', maxWait: maxWait as number | undefined });
  else Object.assign(converted, { rateLimit }, maxWait === undefined ? {} : { maxWait });
  if (cache === true) converted.cache = conditionalCache();
  else if (isRecord(cache) && !isStage(cache) && typeof cache.get === 'function' && typeof cache.set === 'function') converted.cache = conditionalCache(cache as unknown as ConditionalCache);
  if (isRecord(store) && typeof store.stages !== 'function' && ['get', 'set', 'reserve', 'update'].every((m) => typeof store[m] === 'function')) converted.store = sharedStore(store as unknown as Parameters<typeof sharedStore>[0]);
  if (!store && (paced === true || (isRecord(paced) && !isStage(paced)))) converted.pacing = pacing(paced === true ? {} : (paced as PacingOptions));
  return converted as SessionOptions;
}
