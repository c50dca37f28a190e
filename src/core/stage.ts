import type { CacheEntry, ConditionalCache, Hold } from './cache.js';
import type { Exchange } from './exchange.js';
import type { RateLimit } from './rate-limit.js';
import type { Pacing, Session } from './session.js';

/** What an exchange came back with: the answer (its body unread), the URL it came from, and what may not show in an error. */
export interface Sent {
  readonly response: Response;
  readonly url: string;
  readonly secrets: readonly string[];
  /** The stored copy a 304 answers with (the conditional cache's). */
  readonly cached?: CacheEntry | undefined;
  /** Keeps a 200's parsed body (the conditional cache). */
  readonly keep?: ((data: unknown, size: number) => Promise<void>) | undefined;
}

/** Sends one exchange: the rest of the request path, as a stage sees it. */
export type Send = (exchange: Exchange) => Promise<Sent>;

/**
 * A rate budget as the request path claims it, by resource (`core`, `search`, …): the session's
 * own, or a shared store's (which keys it by the session's credentials).
 */
export interface RateBudget {
  reserve(resource: string, now: number): Promise<number | Hold> | number | Hold;
  update(resource: string, reading: RateLimit | null, pauseUntil: number, release?: boolean): Promise<void> | void;
}

/**
 * A step of a session's request path that the caller names (`cache: conditionalCache()`,
 * `pacing: pacing()`, a store's stages): code no session names is never bundled. Each wraps the
 * rest of the path at one of two places.
 */
export interface Stage {
  /** What it does, for messages: `cache`, `pacing`, `store`. */
  readonly name: string;
  /** Around the whole request, before the rate budget is claimed: held while the request waits for it. */
  readonly around?: ((session: Session, exchange: Exchange, next: Send) => Promise<Sent>) | undefined;
  /** Around each sending, once the budget admitted it: a request that waited for a reset goes through it again. */
  readonly each?: ((session: Session, exchange: Exchange, next: Send) => Promise<Sent>) | undefined;
  /** The conditional cache the stage keeps (the session's `state.cache`). */
  readonly cache?: ConditionalCache | undefined;
  /** The rate budget the stage brings in place of the session's own (a shared store's). */
  readonly budget?: ((session: Session) => RateBudget) | undefined;
  /** How the stage paces requests (the session's `pacing`). */
  readonly pacing?: Pacing | undefined;
  /** The same stage with fresh state, for a derived session (a new cache); absent when it holds none. */
  readonly renew?: (() => Stage) | undefined;
}

/** Runs `exchange` through the stages' `kind` wrappers in order, then `last`. */
export function through(stages: readonly Stage[], kind: 'around' | 'each', session: Session, exchange: Exchange, last: Send): Promise<Sent> {
  const run = (from: number, current: Exchange): Promise<Sent> => {
    for (let i = from; i < stages.length; i++) {
      const wrap = stages[i]?.[kind];
      if (wrap) return wrap(session, current, (next) => run(i + 1, next));
    }
    return last(current);
  };
  return run(0, exchange);
}

/** Whether a value is a stage (what the stage options take). */
export function isStage(value: unknown): value is Stage {
  return typeof value === 'object' && value !== null && typeof (value as Stage).name === 'string' && ['around', 'each', 'budget'].some((k) => typeof (value as Record<string, unknown>)[k] === 'function');
}
