import { MemoryStore, type CacheEntry, type Hold, type Store } from './cache.js';
import type { RateLimit } from './rate-limit.js';

/** How long a call of a shared store may take before the session goes on without it. */
export const STORE_TIMEOUT = 500;
/** After a failure, the shared store is left alone this long (each call would wait for its timeout), then tried again. */
export const STORE_RETRY_AFTER = 2_000;

/** What a session is told of its shared store. */
export interface StoreWatch {
  /** The store failed, timed out or answered what no store answers (once per outage). */
  down(error: unknown): void;
  /** A call succeeded again after an outage. */
  back(): void;
}

class StoreTimeout extends Error {
  constructor() {
    super(`the store did not answer within ${STORE_TIMEOUT} ms`);
  }
}

function bounded<T>(call: () => T | PromiseLike<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StoreTimeout()), STORE_TIMEOUT);
  });
  return Promise.race([Promise.resolve().then(call), timeout]).finally(() => clearTimeout(timer));
}

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** What `reserve` may answer: 0, a time, or a hold with its reason. */
function isClaim(value: unknown): boolean {
  if (isTime(value)) return true;
  const hold = value as Partial<Hold> | null;
  return typeof hold === 'object' && hold !== null && isTime(hold.until) && (hold.reason === 'spent' || hold.reason === 'secondary');
}

function isEntry(value: unknown): value is CacheEntry {
  const entry = value as Partial<CacheEntry> | null;
  const text = (x: unknown) => x === null || typeof x === 'string';
  return typeof value === 'object' && value !== null && text(entry?.etag) && text(entry?.lastModified) && text(entry?.link ?? null) && 'data' in value && (entry?.etag !== null || entry?.lastModified !== null);
}

/**
 * A shared store that may fail: every call is bounded by a short timeout, and when the store
 * throws, hangs or answers what no store answers (a foreign or corrupt value), the session goes
 * on with a local store of its own — its budget and cache — and rejoins the shared one on the
 * first call that succeeds. No call of the session fails because of the store.
 */
export function failOpen(shared: Store, watch: StoreWatch): Store {
  const local = new MemoryStore();
  let down = false;
  let retryAt = 0;
  const failed = (error: unknown) => {
    if (!down) watch.down(error);
    down = true;
    retryAt = Date.now() + STORE_RETRY_AFTER;
  };
  const succeeded = () => {
    if (down) watch.back();
    down = false;
  };
  async function guarded<T>(call: () => T | PromiseLike<T>, valid: (value: T) => boolean, fallback: () => T | PromiseLike<T>): Promise<T> {
    if (down && Date.now() < retryAt) return fallback();
    try {
      const value = await bounded(call);
      if (!valid(value)) throw new TypeError('the store answered a value of another kind');
      succeeded();
      return value;
    } catch (error) {
      failed(error);
      return fallback();
    }
  }
  const paced = shared.pace;
  return {
    ...(paced
      ? {
          pace: (key: string, now: number, cost: number, interval: number, burst: number) =>
            guarded(() => paced.call(shared, key, now, cost, interval, burst), isTime, () => local.pace(key, now, cost, interval, burst)),
        }
      : {}),
    get: (key) => guarded(() => shared.get(key), (value) => value === undefined || value === null || isEntry(value), () => local.get(key)).then((entry) => entry ?? local.get(key) ?? undefined),
    set: async (key: string, entry: CacheEntry) => {
      local.set(key, entry);
      await guarded(() => shared.set(key, entry), () => true, () => undefined);
    },
    reserve: (key, now) => guarded(() => shared.reserve(key, now), isClaim, () => local.reserve(key, now)),
    update: async (key: string, reading: RateLimit | null, pauseUntil: number, release?: boolean) => {
      // The local budget learns every answer, so that it is warm when the shared one goes away.
      local.update(key, reading, pauseUntil, false);
      await guarded(() => shared.update(key, reading, pauseUntil, release), () => true, () => local.update(key, reading, pauseUntil, release));
    },
  };
}
