import { PENDING_TTL, reserveIn, streamPacer, updateIn } from './cache.js';
import type { Budget, Hold, Stage, Store, StoreSettings } from './types.js';
import { EntryCache } from './entry-cache.js';
import type { RateLimit } from './rate-limit.js';
import { storeStages } from './store-stages.js';

/**
 * The in-memory store: cache entries bounded by count and by bytes (the least recently used
 * leaves first), and rate budgets. Share one between sessions of a process to share both; as a
 * session's `store` it brings its stages (its cache, the shared budget, pacing).
 */
export class MemoryStore extends EntryCache implements Store {
  readonly #budgets = new Map<string, Budget & { touched: number }>();
  readonly #pacer = streamPacer();

  reserve(key: string, now: number): 0 | Hold {
    let budget = this.#budgets.get(key);
    if (!budget) this.#budgets.set(key, (budget = { remaining: 0, resetAt: 0, pending: 0, pauseUntil: 0, touched: now }));
    if (now - budget.touched > PENDING_TTL) budget.pending = 0;
    budget.touched = now;
    return reserveIn(budget, now);
  }

  update(key: string, reading: RateLimit | null, pauseUntil: number, release?: boolean): void {
    const budget = this.#budgets.get(key);
    if (budget) updateIn(budget, reading, pauseUntil, release);
  }

  pace(key: string, now: number, cost: number, interval: number, burst: number): number {
    return this.#pacer.pace(key, now, cost, interval, burst);
  }

  stages(settings: StoreSettings): readonly Stage[] {
    return storeStages(this, settings);
  }
}

/** The older name of `MemoryStore`. */
export const MemoryCache = MemoryStore;
/** The older name of `MemoryStore`. */
export type MemoryCache = MemoryStore;
