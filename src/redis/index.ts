import { PENDING_TTL } from '../core/cache.js';
import type { CacheEntry, Hold, Store, StoreSettings } from '../core/types.js';
import { storeStages } from '../core/store-stages.js';
import { failOpen } from '../core/fail-open.js';
import type { RateLimit } from '../core/rate-limit.js';
import { isDeliveryId, type DeliveryLedger, type FailedDelivery } from '../app/ledger.js';
import type { DeliveryQueue, QueuedDelivery } from '../app/queue.js';

/**
 * A store on a Redis server, shared by every session (in any process) given one: conditional
 * cache entries, with a time to live, and rate budgets updated atomically by Lua scripts.
 * Keys are `<prefix>c:<namespace>:…` and `<prefix>b:<namespace>:<resource>`, the namespace a
 * hash of the session's origin and credentials: never a credential.
 *
 * Nothing of the `redis` package is imported here: the caller passes a connected client.
 */

/** What the store needs of a client: `createClient()` of the `redis` package (v4 or later) fits. */
export interface RedisClientLike {
  sendCommand(args: string[]): Promise<unknown>;
}

export interface RedisStoreOptions {
  /** Prepended to every key. Default `hubops:`. */
  prefix?: string;
  /** How long a cache entry is kept, in seconds. Default one day. */
  ttl?: number;
  /** Entries whose JSON is larger than this many bytes are not stored. Default 1 MB. */
  maxEntryBytes?: number;
}

/** A budget outlives its window by this much, then Redis drops it. */
const BUDGET_TTL = 2 * 3600_000;

// Both scripts apply the rules of `reserveIn` and `updateIn` (src/core/cache.ts) on one hash.
const RESERVE = `
local b = redis.call('HMGET', KEYS[1], 'remaining', 'reset', 'pending', 'pause', 'touched')
local now = tonumber(ARGV[1])
local remaining, reset, pending, pause, touched = tonumber(b[1]) or 0, tonumber(b[2]) or 0, tonumber(b[3]) or 0, tonumber(b[4]) or 0, tonumber(b[5]) or 0
if now - touched > tonumber(ARGV[2]) then pending = 0 end
local wait = 0
local spent = 0
if reset > now and remaining - pending <= 0 then spent = reset end
if pause > now and pause > spent then wait = -pause
elseif spent > 0 then wait = spent
else pending = pending + 1 end
redis.call('HSET', KEYS[1], 'pending', pending, 'touched', now)
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return wait`;

const UPDATE = `
local b = redis.call('HMGET', KEYS[1], 'remaining', 'reset', 'pending', 'pause')
local remaining, reset, pending, pause = tonumber(b[1]) or 0, tonumber(b[2]) or 0, tonumber(b[3]) or 0, tonumber(b[4]) or 0
if ARGV[6] == '1' then pending = math.max(pending - 1, 0) end
pause = math.max(pause, tonumber(ARGV[4]))
if ARGV[1] == '1' then
  local r, t = tonumber(ARGV[2]), tonumber(ARGV[3])
  if t > reset or t == 0 then remaining, reset = r, t
  elseif t == reset then remaining = math.min(remaining, r) end
end
redis.call('HSET', KEYS[1], 'remaining', remaining, 'reset', reset, 'pending', pending, 'pause', pause)
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 0`;

// The rule of `paceIn` (src/core/cache.ts) on one key: the stream's due time, in epoch ms.
const PACE = `
local due = tonumber(redis.call('GET', KEYS[1])) or 0
local now, cost, interval, burst = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local nextdue = math.max(due, now) + cost * interval
redis.call('SET', KEYS[1], nextdue, 'PX', math.max(math.ceil(nextdue - now + 1000), 1000))
return math.max(math.ceil(due - burst - now), 0)`;

// Members of a stream, each scored by when it last paced: those older than the window leave.
const SHARERS = `
local now, window = tonumber(ARGV[2]), tonumber(ARGV[3])
redis.call('ZADD', KEYS[1], now, ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
redis.call('PEXPIRE', KEYS[1], window)
return redis.call('ZCARD', KEYS[1])`;

function checkClient(client: unknown): asserts client is RedisClientLike {
  if (typeof (client as RedisClientLike | null)?.sendCommand !== 'function') {
    throw new TypeError('redisStore needs a connected client of the redis package: redisStore(await createClient({ url }).connect())');
  }
}

/** Reads a stored entry; anything else (another program's value under the key) is no entry. */
function entryOf(text: unknown): CacheEntry | undefined {
  if (typeof text !== 'string') return undefined;
  try {
    const value = JSON.parse(text) as Partial<CacheEntry> | null;
    if (!value || typeof value !== 'object' || !('data' in value)) return undefined;
    const str = (s: unknown) => (typeof s === 'string' ? s : null);
    return { etag: str(value.etag), lastModified: str(value.lastModified), link: str(value.link), data: value.data, size: text.length };
  } catch {
    return undefined;
  }
}

/**
 * `createSession({ token, store: redisStore(client) })`: sessions sharing one Redis share cache entries and rate budget.
 * @example
 * ```ts
 * import { createClient } from 'redis';
 * import { createSession } from 'hubops';
 * import { redisStore } from 'hubops/redis';
 *
 * const redis = await createClient({ url: 'redis://localhost:6379' }).connect();
 * const session = createSession({ token: process.env.GITHUB_TOKEN, store: redisStore(redis, { prefix: 'my-app:' }) });
 * ```
 */
export function redisStore(client: RedisClientLike, options: RedisStoreOptions = {}): Store {
  checkClient(client);
  const { prefix = 'hubops:', ttl = 86_400, maxEntryBytes = 1024 * 1024 } = options;
  const run = (script: string, key: string, args: (string | number)[]) => client.sendCommand(['EVAL', script, '1', `${prefix}b:${key}`, ...args.map(String)]);
  const store: Store = {
    // A server that goes away costs a session one bounded wait, not its calls.
    forSession: (watch) => failOpen(store, watch),
    stages: (settings: StoreSettings) => storeStages(store, settings),
    async get(key: string): Promise<CacheEntry | undefined> {
      return entryOf(await client.sendCommand(['GET', `${prefix}c:${key}`]));
    },
    async set(key: string, entry: CacheEntry): Promise<void> {
      const text = JSON.stringify({ etag: entry.etag, lastModified: entry.lastModified, link: entry.link, data: entry.data });
      if (text.length > maxEntryBytes) return;
      await client.sendCommand(['SET', `${prefix}c:${key}`, text, 'EX', String(Math.max(1, Math.round(ttl)))]);
    },
    async reserve(key: string, now: number): Promise<0 | Hold> {
      // The script answers a pause as its time negated, a spent limit's reset as it is.
      const wait = Number(await run(RESERVE, key, [now, PENDING_TTL, BUDGET_TTL]));
      return wait === 0 ? 0 : { until: Math.abs(wait), reason: wait < 0 ? 'secondary' : 'spent' };
    },
    async update(key: string, reading: RateLimit | null, pauseUntil: number, release = true): Promise<void> {
      const released = release ? '1' : '0';
      await run(UPDATE, key, reading ? ['1', reading.remaining, reading.resetAt.getTime(), pauseUntil, BUDGET_TTL, released] : ['0', 0, 0, pauseUntil, BUDGET_TTL, released]);
    },
    async pace(key: string, now: number, cost: number, interval: number, burst: number): Promise<number> {
      return Number(await client.sendCommand(['EVAL', PACE, '1', `${prefix}p:${key}`, String(now), String(cost), String(interval), String(burst)]));
    },
    async sharers(key: string, member: string, now: number, window: number): Promise<number> {
      return Number(await client.sendCommand(['EVAL', SHARERS, '1', `${prefix}s:${key}`, member, String(now), String(window)]));
    },
  };
  return store;
}

// A GitHub App's ledger of deliveries (see hubops/app): one key per delivery id, claimed atomically.
const CLAIM = `
local held = redis.call('GET', KEYS[1])
if held then return held end
redis.call('SET', KEYS[1], 'running', 'PX', ARGV[1])
return 'run'`;

/** Failures kept, newest first. */
const MAX_FAILURES = 1000;

/**
 * `createApp({ …, ledger: redisLedger(client) })`: receivers and workers in any process share which
 * deliveries are done, running or failed, so that a delivery runs once whichever of them gets it.
 * Keys are `<prefix>app:d:<delivery id>` (an id of letters, digits and dashes, checked),
 * `<prefix>app:failed` and `<prefix>app:v:<name>`. A failure is kept as its error's name and message.
 * @example
 * ```ts
 * import { createClient } from 'redis';
 * import { createApp } from 'hubops/app';
 * import { redisLedger, redisStore } from 'hubops/redis';
 *
 * const redis = await createClient({ url: 'redis://localhost:6379' }).connect();
 * const app = createApp({ appId: 12345, privateKey: process.env.APP_PRIVATE_KEY ?? '', webhookSecret: process.env.WEBHOOK_SECRET ?? '', store: redisStore(redis), ledger: redisLedger(redis) });
 * ```
 */
export function redisLedger(client: RedisClientLike, options: Pick<RedisStoreOptions, 'prefix'> = {}): DeliveryLedger {
  checkClient(client);
  const prefix = options.prefix ?? 'hubops:';
  const keyOf = (id: string) => {
    if (!isDeliveryId(id)) throw new TypeError('a delivery id is letters, digits and dashes');
    return `${prefix}app:d:${id}`;
  };
  const valueKey = (name: string) => {
    if (!/^[\w:.-]{1,200}$/.test(name)) throw new TypeError('a ledger value is named by letters, digits, dots, colons and dashes');
    return `${prefix}app:v:${name}`;
  };
  return {
    async claim(id, ttl) {
      const held = await client.sendCommand(['EVAL', CLAIM, '1', keyOf(id), String(Math.max(1, Math.round(ttl)))]);
      return held === 'done' ? 'done' : held === 'run' ? 'run' : 'running';
    },
    async state(id) {
      const held = await client.sendCommand(['GET', keyOf(id)]);
      return held === 'done' || held === 'running' ? held : null;
    },
    async done(id, keep) {
      await client.sendCommand(['SET', keyOf(id), 'done', 'PX', String(Math.max(1, Math.round(keep)))]);
    },
    async failed(id, failure) {
      const { error } = failure;
      const kept = { ...failure, failedAt: failure.failedAt.toISOString(), error: error instanceof Error ? { name: error.name, message: error.message } : { name: 'Error', message: String(error) } };
      await client.sendCommand(['DEL', keyOf(id)]);
      await client.sendCommand(['LPUSH', `${prefix}app:failed`, JSON.stringify(kept)]);
      await client.sendCommand(['LTRIM', `${prefix}app:failed`, '0', String(MAX_FAILURES - 1)]);
    },
    async failures() {
      const items = await client.sendCommand(['LRANGE', `${prefix}app:failed`, '0', '-1']);
      const read: FailedDelivery[] = [];
      for (const text of Array.isArray(items) ? items : []) {
        try {
          const value = JSON.parse(String(text)) as Omit<FailedDelivery, 'failedAt' | 'error'> & { failedAt: string; error: { name: string; message: string } };
          read.push(Object.freeze({ ...value, error: Object.assign(new Error(value.error.message), { name: value.error.name }), failedAt: new Date(value.failedAt) }));
        } catch {
          // Another program's value under the key is not a failure of ours.
        }
      }
      return Object.freeze(read);
    },
    async read(name) {
      const value = await client.sendCommand(['GET', valueKey(name)]);
      return typeof value === 'string' ? value : null;
    },
    async write(name, value) {
      await client.sendCommand(['SET', valueKey(name), value]);
    },
  };
}

/** The options of `redisQueue`. */
export interface RedisQueueOptions {
  /** Prepended to the stream's key (`<prefix>app:q:<name>`). Default `hubops:`. */
  prefix?: string;
  /** The queue's name. Default `deliveries`. */
  name?: string;
  /** The consumer group the workers share. Default `workers`. */
  group?: string;
  /** A delivery its worker has not touched for this long (ms; the worker died) is taken by another. Default one minute. */
  minIdle?: number;
  /** How often an idle worker looks for deliveries, in ms. Default 100. */
  poll?: number;
}

type StreamEntry = [id: string, fields: string[] | null];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function entriesOf(value: unknown): StreamEntry[] {
  return Array.isArray(value) ? (value.filter((entry) => Array.isArray(entry) && typeof entry[0] === 'string') as StreamEntry[]) : [];
}

function queuedOf(fields: readonly string[] | null): QueuedDelivery | null {
  if (!fields) return null;
  const map = new Map<string, string>();
  for (let i = 0; i + 1 < fields.length; i += 2) map.set(String(fields[i]), String(fields[i + 1]));
  const id = map.get('id');
  const event = map.get('event');
  const json = map.get('json');
  if (!isDeliveryId(id) || !event || json === undefined) return null;
  const action = map.get('action');
  return Object.freeze({ id, event, action: action ? action : null, json, receivedAt: Number(map.get('at') ?? Date.now()) });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A worker keeps its claim on a delivery it runs, and only its own: one another worker has taken
// (this one stalled past minIdle) is left to that worker, not claimed back.
const TOUCH = `
local pending = redis.call('XPENDING', KEYS[1], ARGV[1], ARGV[3], ARGV[3], 1)
if pending[1] and pending[1][2] == ARGV[2] then
  return redis.call('XCLAIM', KEYS[1], ARGV[1], ARGV[2], 0, ARGV[3], 'JUSTID')
end
return false
`;

/**
 * `createApp({ …, queue: redisQueue(client), ledger: redisLedger(client) })`: a Redis stream with a
 * consumer group holds the verified deliveries until a worker (`app.process()`, in any process)
 * has run them. A delivery leaves the stream once its handlers settled; one whose worker died stays
 * pending, and after `minIdle` another worker takes it (`XAUTOCLAIM`). A worker touches each
 * delivery it runs every third of `minIdle`, so a long handler is not taken from it.
 * @example
 * ```ts
 * import { createClient } from 'redis';
 * import { createApp } from 'hubops/app';
 * import { redisLedger, redisQueue } from 'hubops/redis';
 *
 * const redis = await createClient({ url: 'redis://localhost:6379' }).connect();
 * const app = createApp({ appId: 12345, privateKey: process.env.APP_PRIVATE_KEY ?? '', webhookSecret: process.env.WEBHOOK_SECRET ?? '', queue: redisQueue(redis), ledger: redisLedger(redis) });
 * await app.process({ concurrency: 8 }); // in each worker process; the receivers answer at once
 * ```
 */
export function redisQueue(client: RedisClientLike, options: RedisQueueOptions = {}): DeliveryQueue {
  checkClient(client);
  const { prefix = 'hubops:', name = 'deliveries', group = 'workers', minIdle = 60_000, poll = 100 } = options;
  if (!/^[\w:.-]{1,100}$/.test(name) || !/^[\w:.-]{1,100}$/.test(group)) throw new TypeError('a queue and its group are named by letters, digits, dots, colons and dashes');
  const key = `${prefix}app:q:${name}`;
  let grouped: Promise<unknown> | undefined;
  const ensureGroup = () =>
    (grouped ??= client.sendCommand(['XGROUP', 'CREATE', key, group, '0', 'MKSTREAM']).catch((error: unknown) => {
      // The group is there already: made by another worker.
      if (!String((error as Error)?.message ?? error).includes('BUSYGROUP')) {
        grouped = undefined;
        throw error;
      }
    }));
  return {
    async add(delivery) {
      await client.sendCommand(['XADD', key, '*', 'id', delivery.id, 'event', delivery.event, 'action', delivery.action ?? '', 'json', delivery.json, 'at', String(delivery.receivedAt)]);
    },
    async consume(work, { concurrency, signal }) {
      await ensureGroup();
      const consumer = `worker-${crypto.randomUUID()}`;
      const running = new Set<Promise<void>>();
      // What this worker runs: one it is slow to touch comes back from XAUTOCLAIM to it, and is not run twice.
      const inHand = new Set<string>();
      const run = (entryId: string, delivery: QueuedDelivery | null, taken: number) => {
        if (inHand.has(entryId)) return;
        inHand.add(entryId);
        const touch = setInterval(() => void client.sendCommand(['EVAL', TOUCH, '1', key, group, consumer, entryId]).catch(() => undefined), Math.max(1, Math.floor(minIdle / 3)));
        const task = (async () => {
          try {
            if (delivery) await work(delivery, taken);
          } finally {
            clearInterval(touch);
          }
          // Settled (done, or given up and kept as failed): it leaves the stream.
          await client.sendCommand(['XACK', key, group, entryId]);
          await client.sendCommand(['XDEL', key, entryId]);
        })()
          .catch(() => undefined)
          .finally(() => {
            running.delete(task);
            inHand.delete(entryId);
          });
        running.add(task);
      };
      while (!signal.aborted) {
        const free = concurrency - running.size;
        if (free <= 0) {
          await Promise.race(running);
          continue;
        }
        // First what a dead worker left, then what is new.
        const claimed = (await client.sendCommand(['XAUTOCLAIM', key, group, consumer, String(minIdle), '0-0', 'COUNT', String(free)]).catch(() => null)) as unknown[] | null;
        let entries: (readonly [StreamEntry, number])[] = entriesOf(claimed?.[1]).map((entry) => [entry, 2] as const);
        if (entries.length === 0) {
          const read: unknown = await client.sendCommand(['XREADGROUP', 'GROUP', group, consumer, 'COUNT', String(free), 'STREAMS', key, '>']);
          // A client answers with the streams as a list of [key, entries] (RESP2) or as a map by key.
          const streamEntries = Array.isArray(read) ? (read[0] as unknown[] | undefined)?.[1] : isObject(read) ? read[key] : undefined;
          entries = entriesOf(streamEntries).map((entry) => [entry, 1] as const);
        }
        for (const [[entryId, fields], taken] of entries) run(entryId, queuedOf(fields), taken);
        if (entries.length === 0) await pause(poll);
      }
      await Promise.all(running);
    },
  };
}
