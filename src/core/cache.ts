import type { RateLimit } from './rate-limit.js';
import type { RateBudget, Stage } from './stage.js';
import type { StoreSettings } from './store-stages.js';

/** A value, or a promise of it: a store may answer at once (memory) or over the network (Redis). */
export type Awaitable<T> = T | Promise<T>;

/** One stored representation for conditional requests. */
export interface CacheEntry {
  readonly etag: string | null;
  readonly lastModified: string | null;
  readonly link: string | null;
  readonly data: unknown;
  /** Bytes of the JSON text it was read from, for stores bounded by size. */
  readonly size?: number;
}

/** Where a session keeps representations for conditional requests; a `Map` fits. */
export interface ConditionalCache {
  get(key: string): Awaitable<CacheEntry | undefined | null>;
  set(key: string, entry: CacheEntry): unknown;
}

/**
 * What a fleet of sessions shares: conditional-cache entries and the rate budget. Keys come
 * namespaced by the session (a hash of its origin and credentials, never a credential).
 */
export interface Store extends ConditionalCache {
  /**
   * Claims one request of a budget (`<namespace>:<resource>`): 0 to send now, else a `Hold`
   * saying until when (epoch ms) nothing may be sent and why: the limit is spent until its reset,
   * or a secondary limit asked every session to pause. A bare time (the older form) is read as a
   * hold whose reason is not known.
   */
  reserve(key: string, now: number): Awaitable<number | Hold>;
  /**
   * Releases a claim with what the answer reported: a reading (kept when it is the latest), and
   * until when (epoch ms) a secondary limit asks every session to hold off, or 0. With `release`
   * false it only records a pause, at once, while the request is still being retried.
   */
  update(key: string, reading: RateLimit | null, pauseUntil: number, release?: boolean): Awaitable<void>;
  /**
   * Paces a stream of requests (`<namespace>:<kind>`): claims `cost` units at `interval` ms each,
   * allowing a burst of `burst` ms ahead of time, and answers how long (ms) to wait before
   * sending; 0 to send now. A store without it paces each session on its own.
   */
  pace?(key: string, now: number, cost: number, interval: number, burst: number): Awaitable<number>;
  /**
   * Counts who shares a paced stream: records `member` as active at `now` and answers how many
   * members were active within the last `window` ms (itself included). A session asks now and
   * then, so that while the store is away it paces at the shared rate divided among the sharers
   * it last saw, instead of at the whole rate on its own.
   */
  sharers?(key: string, member: string, now: number, window: number): Awaitable<number>;
  /**
   * The stage a store brings: the store as one session uses it, told of the session's outages
   * through `watch`. A store in another process answers one that goes on without it while it is
   * away (`failOpenStore`); without this, a session uses the store as it is.
   */
  forSession?(watch: StoreWatch): Store;
  /**
   * The stages the store brings a session: its rate budget, its conditional cache and pacing
   * through it, as the session asks (`sharedStore(store)` adds them to a store of your own).
   * A session's `store` must bring them.
   */
  stages?(settings: StoreSettings): readonly Stage[];
}

/** What a session is told of its shared store. */
export interface StoreWatch {
  /** The store failed, timed out or answered what no store answers (once per outage). */
  down(error: unknown): void;
  /** A call succeeded again after an outage. */
  back(): void;
}

/**
 * The pacing rule every store applies atomically (a generic cell rate: a virtual time at which
 * the stream is next due): the wait, and the new due time to keep.
 */
export function paceIn(due: number, now: number, cost: number, interval: number, burst: number): { wait: number; due: number } {
  // A request may go once the stream is due (less the burst); the next one is due after its cost.
  return { wait: Math.max(due - burst - now, 0), due: Math.max(due, now) + cost * interval };
}

/** Streams paced each by its due time, by the rule of `paceIn`: the pace a process keeps on its own. */
export function streamPacer(): { pace(key: string, now: number, cost: number, interval: number, burst: number): number } {
  const dues = new Map<string, number>();
  return {
    pace(key, now, cost, interval, burst) {
      const { wait, due } = paceIn(dues.get(key) ?? 0, now, cost, interval, burst);
      dues.set(key, due);
      return wait;
    },
  };
}

/** Why a budget refuses a request for now, and until when (epoch ms). */
export interface Hold {
  readonly until: number;
  /** `spent`: the primary limit has no request left until its reset; `secondary`: a secondary limit's pause. */
  readonly reason: 'spent' | 'secondary';
}

/** A budget as a store keeps it; times in epoch ms. */
export interface Budget {
  remaining: number;
  resetAt: number;
  /** Claims not yet answered. */
  pending: number;
  pauseUntil: number;
}

/** A claim left unanswered this long (a crashed worker) no longer counts. */
export const PENDING_TTL = 60_000;

/**
 * The budget rule every store applies atomically (see `Store.reserve`): 0 when a request may go
 * (and claims it), else the later of a spent limit's reset and a pause, with its reason.
 */
export function reserveIn(budget: Budget, now: number): 0 | Hold {
  const spent = budget.resetAt > now && budget.remaining - budget.pending <= 0 ? budget.resetAt : 0;
  const paused = budget.pauseUntil > now ? budget.pauseUntil : 0;
  if (paused > spent) return { until: paused, reason: 'secondary' };
  if (spent) return { until: spent, reason: 'spent' };
  budget.pending++;
  return 0;
}

/** The budget rule every store applies atomically: see `Store.update`. */
export function updateIn(budget: Budget, reading: RateLimit | null, pauseUntil: number, release = true): void {
  if (release) budget.pending = Math.max(budget.pending - 1, 0);
  budget.pauseUntil = Math.max(budget.pauseUntil, pauseUntil);
  if (!reading) return;
  const reset = reading.resetAt.getTime();
  // A later window replaces the reading; within one, answers arrive in any order and the lowest count is the latest.
  if (reset > budget.resetAt || reset === 0) Object.assign(budget, { remaining: reading.remaining, resetAt: reset });
  else if (reset === budget.resetAt) budget.remaining = Math.min(budget.remaining, reading.remaining);
}

/** A session's own rate budget, by resource, when no store shares one: the rules every store applies. */
export function localBudget(): RateBudget {
  const budgets = new Map<string, Budget>();
  return {
    reserve(resource, now) {
      let budget = budgets.get(resource);
      if (!budget) budgets.set(resource, (budget = { remaining: 0, resetAt: 0, pending: 0, pauseUntil: 0 }));
      return reserveIn(budget, now);
    },
    update(resource, reading, pauseUntil, release) {
      const budget = budgets.get(resource);
      if (budget) updateIn(budget, reading, pauseUntil, release);
    },
  };
}
