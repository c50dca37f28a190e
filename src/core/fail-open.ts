import type { CacheEntry, Hold, Store, StoreSettings, StoreWatch } from './types.js';
import { MemoryStore } from './memory-store.js';
import type { RateLimit } from './rate-limit.js';
import { sharedStore, storeStages } from './store-stages.js';

/** How long a call of a shared store may take before the session goes on without it. */
export const STORE_TIMEOUT = 500;
/** After a failure, the shared store is left alone this long (each call would wait for its timeout), then tried again. */
export const STORE_RETRY_AFTER = 2_000;

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

/** A sharer is counted while it has paced within this window (ms). */
export const SHARERS_WINDOW = 30_000;
/** How long a stream goes without a burst once every sharer is back on the store (ms). */
export const REJOIN_UNBURST = 2_000;
/** How often a session tells the store it shares a stream, and learns how many do (ms). */
export const SHARERS_EVERY = 5_000;

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** A sharer's name in the store: random, and nothing of the session's. */
function memberName(): string {
  return typeof globalThis.crypto?.randomUUID === 'function' ? globalThis.crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The sharers of each paced stream as the store last counted them (at least 1), asked for at most
 * every SHARERS_EVERY ms while the store answers, and sooner at first (after 250 ms, 500 ms, 1 s,
 * …), while a fleet is still starting; `count` answers 0 when it could not ask.
 */
function sharersOf(count: ((key: string, now: number) => Promise<number>) | null) {
  const seen = new Map<string, { sharers: number; at: number; asked: number; counted: number }>();
  return {
    async refresh(key: string, now: number): Promise<void> {
      const known = seen.get(key);
      if (!count || (known && now - known.at < Math.min(SHARERS_EVERY, 250 * 2 ** known.asked))) return;
      const asked = (known?.asked ?? -1) + 1;
      seen.set(key, { sharers: known?.sharers ?? 1, at: now, asked, counted: known?.counted ?? 0 });
      const sharers = await count(key, now);
      if (sharers > 0) seen.set(key, { sharers, at: now, asked, counted: now });
    },
    last: (key: string): number => Math.max(seen.get(key)?.sharers ?? 1, 1),
    /** The count the store answered after `since`, or 0 if none yet. */
    since: (key: string, since: number): number => ((seen.get(key)?.counted ?? 0) > since ? (seen.get(key)?.sharers ?? 0) : 0),
    /** Asks again soon (after 250 ms, 500 ms, …), as at the start. */
    soon(key: string): void {
      const known = seen.get(key);
      if (known) seen.set(key, { ...known, asked: 0 });
    },
  };
}

/**
 * The moment a store left alone after a failure is tried again: STORE_RETRY_AFTER at least, on a
 * grid of that period, so that the processes of a fleet (on one clock) come back together rather
 * than one at a time, each then pacing on the store while the others still pace on their own.
 */
function retryMoment(now: number): number {
  return Math.ceil((now + STORE_RETRY_AFTER) / STORE_RETRY_AFTER) * STORE_RETRY_AFTER;
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
  let outages = 0;
  const failed = (error: unknown) => {
    if (!down) {
      watch.down(error);
      outages++;
    }
    down = true;
    retryAt = retryMoment(Date.now());
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
  const counted = shared.sharers;
  // Each session paces on its own while the store is away, so each is a sharer of its own.
  const member = memberName();
  const sharing = sharersOf(counted ? (key, now) => guarded(() => counted.call(shared, key, member, now, SHARERS_WINDOW), isCount, () => 0) : null);
  // The outages each paced stream has been claimed on the store since.
  const claimedIn = new Map<string, number>();
  // Streams back on the store after an outage: until every sharer it saw before is back (or a
  // sharer's window has passed), each keeps to its own share too, since the others still pace on
  // their own; then, for a while, without a burst, until the store's stream is the one that paces.
  const rejoining = new Map<string, { since: number; expect: number; allBack: number | null }>();
  const rejoined = (key: string, now: number, cost: number, share: number): number => {
    const back = rejoining.get(key);
    if (!back) return 0;
    if (back.allBack === null && (sharing.since(key, back.since) >= back.expect || now - back.since > SHARERS_WINDOW)) back.allBack = now;
    if (back.allBack !== null && now - back.allBack > REJOIN_UNBURST) rejoining.delete(key);
    return back.allBack === null ? local.pace(key, now, cost, share, 0) : 0;
  };
  return sharedStore({
    ...(paced
      ? {
          pace: async (key: string, now: number, cost: number, interval: number, burst: number) => {
            const back = rejoining.get(key);
            // This session's share of the pace: the shared interval times the sharers it last saw (a
            // restarted store counts them afresh: while rejoining, the count from before holds).
            const share = interval * Math.max(sharing.last(key), back?.expect ?? 1);
            // Back after an outage, the store's stream knows nothing of what each sharer sent on its
            // own (a restarted server, nothing at all): the first claim starts where this
            // session's own stream stands.
            const first = (claimedIn.get(key) ?? outages) < outages;
            const from = first ? now + local.pace(key, now, 0, share, 0) : now;
            const [wait] = await Promise.all([guarded(() => paced.call(shared, key, from, cost, interval, back || first ? 0 : burst), isTime, () => null), sharing.refresh(key, now)]);
            // Without the store: its share, without a burst ahead (the sharers' bursts would add up).
            if (wait === null) return local.pace(key, now, cost, share, 0);
            claimedIn.set(key, outages);
            if (first) {
              rejoining.set(key, { since: now, expect: sharing.last(key), allBack: null });
              sharing.soon(key);
            }
            return Math.max(from - now + wait, first || back ? rejoined(key, now, cost, share) : 0);
          },
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
  });
}

/**
 * A store in another process, made to fail open for each session that uses it: every call bounded,
 * and while the store is away the session goes on with its own budget, cache and a share of the
 * pace, then rejoins it (`redisStore` is one already).
 * @example
 * ```ts
 * import { createSession, failOpenStore, type Store } from 'hubops';
 *
 * declare const myStore: Store; // a store of your own, in another process
 * const session = createSession({ token: process.env.GITHUB_TOKEN, store: failOpenStore(myStore) });
 * ```
 */
export function failOpenStore(store: Store): Store {
  // Checked and bound as a store of one's own; each session then uses it through the fail-open wrapper.
  const shared = sharedStore(store);
  const failing: Store = Object.freeze({ ...shared, forSession: (watch: StoreWatch) => failOpen(shared, watch), stages: (settings: StoreSettings) => storeStages(failing, settings) });
  return failing;
}
