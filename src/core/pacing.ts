import { TransportError } from '../errors/transport-error.js';
import { ValidationError } from '../errors/validation-error.js';
import { streamPacer } from './cache.js';
import type { Awaitable, Pacing, PacingOptions, RequestNote, Session, Stage } from './types.js';
import { namespaceOf } from './namespace.js';
import { isNumberIn, MAX_TIMEOUT } from './options.js';
import { redactUrl } from './redact.js';
import { sleep } from './request.js';

type PaceStore = { pace(key: string, now: number, cost: number, interval: number, burst: number): Awaitable<number> };

const localPacers = /*#__PURE__*/ new WeakMap<Session, PaceStore>();

/** Methods GitHub counts as writes: a point cost of 5 and the spacing between them. */
const WRITES = /*#__PURE__*/ new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

/**
 * Waits as the pacing asks before a request is sent: by the points it costs (1 for a read, 5 for
 * a write), and for a write, the spacing since the last write of any session sharing the store
 * (the store's own `pace`, or this session's when there is none).
 */
async function pace(session: Session, pacing: Pacing, shared: PaceStore | null, namespace: string, method: string, url: string, signal: AbortSignal | undefined, note?: RequestNote): Promise<void> {
  let store = shared;
  if (!store) {
    store = localPacers.get(session) ?? null;
    if (!store) localPacers.set(session, (store = streamPacer()));
  }
  const now = Date.now();
  const write = WRITES.has(method);
  const waits = await Promise.all([
    store.pace(`${namespace}:points`, now, write ? 5 : 1, pacing.interval, pacing.burst),
    write ? store.pace(`${namespace}:writes`, now, 1, pacing.writeSpacing, 0) : 0,
  ]);
  const wait = Math.max(...waits);
  if (wait > 0) {
    note?.('pacing wait', { 'hubops.wait_ms': wait });
    await sleep(wait, signal, method, url);
  }
}

/** Requests of one namespace in flight in this process: how many, whether a write is among them, and who waits. */
interface Gate {
  active: number;
  writing: boolean;
  readonly waiting: { readonly write: boolean; readonly go: () => void }[];
}

const gates = /*#__PURE__*/ new Map<string, Gate>();

function fits(gate: Gate, write: boolean, limit: number): boolean {
  return gate.active < limit && !(write && gate.writing);
}

function enter(gate: Gate, write: boolean): void {
  gate.active++;
  if (write) gate.writing = true;
}

/**
 * Holds a place among the requests in flight for a credential (its store namespace) in this
 * process: at most `concurrency`, and one write at a time; waiters go in the order they came,
 * a read not held behind a write that waits for another.
 * Returns what gives the place back.
 */
async function inFlight(pacing: Pacing, namespace: string, method: string, url: string, signal: AbortSignal | undefined): Promise<() => void> {
  const write = WRITES.has(method);
  let gate = gates.get(namespace);
  if (!gate) gates.set(namespace, (gate = { active: 0, writing: false, waiting: [] }));
  const held = gate;
  const leave = () => {
    held.active--;
    if (write) held.writing = false;
    // In the order they came, each that fits now: a read does not wait behind a write held back by another write.
    for (let i = 0; i < held.waiting.length; ) {
      const next = held.waiting[i] as Gate['waiting'][number];
      if (!fits(held, next.write, pacing.concurrency)) {
        i++;
        continue;
      }
      held.waiting.splice(i, 1);
      enter(held, next.write);
      next.go();
    }
    if (held.active === 0 && !held.waiting.length) gates.delete(namespace);
  };
  if (fits(held, write, pacing.concurrency) && !held.waiting.some((w) => w.write === write)) {
    enter(held, write);
    return once(leave);
  }
  await new Promise<void>((resolve, reject) => {
    const entry = { write, go: () => (signal?.removeEventListener('abort', aborted), resolve()) };
    const aborted = () => {
      const at = held.waiting.indexOf(entry);
      if (at >= 0) held.waiting.splice(at, 1);
      reject(new TransportError({ message: `${method} ${url}: the request was aborted while waiting for its turn`, method, url, reason: 'abort' }));
    };
    held.waiting.push(entry);
    if (signal?.aborted) aborted();
    else signal?.addEventListener('abort', aborted, { once: true });
  });
  return once(leave);
}

function once(fn: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    fn();
  };
}

/** Pacing options as numbers a session applies, checked: a wrong one fails with its name. */
export function pacingSettings(options: PacingOptions = {}): Pacing {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) throw new ValidationError('pacing', 'must be { pointsPerMinute, writeSpacing (ms), burst (points), concurrency (1 to 100) }');
  for (const [key, value] of Object.entries(options)) {
    const fits = value === undefined || (key === 'concurrency' ? isNumberIn(value, 1, 100, true) : ['pointsPerMinute', 'writeSpacing', 'burst'].includes(key) && isNumberIn(value, key === 'pointsPerMinute' ? 1 : 0, key === 'pointsPerMinute' ? 100_000 : MAX_TIMEOUT));
    if (!fits) throw new ValidationError(`pacing.${key}`, 'is not a pacing option in its range: pointsPerMinute (1 to 100000), writeSpacing (ms), burst (points), concurrency (1 to 100)');
  }
  const { pointsPerMinute = 900, writeSpacing = 1000, burst = 4, concurrency = 100 } = options;
  const interval = 60_000 / pointsPerMinute;
  return Object.freeze({ interval, writeSpacing, burst: burst * interval, concurrency });
}

/** The pacing stage over `shared` (a store's `pace`, so that a fleet paces as one), or this session's own. */
export function pacedBy(settings: Pacing, shared: PaceStore | null): Stage {
  const stage: Stage = {
    name: 'pacing',
    pacing: settings,
    around: async (session, exchange, next) => {
      const url = redactUrl(exchange.url, exchange.secrets);
      const release = await inFlight(settings, await namespaceOf(session), exchange.method, url, exchange.signal);
      try {
        return await next(exchange);
      } finally {
        release();
      }
    },
    // Paced once admitted, right before it is sent: requests held by a pause (or by a store that
    // hangs) are spread out when they go, not let go all at once. A retry is paced like any request.
    each: async (session, exchange, next) => {
      const namespace = await namespaceOf(session);
      const paced = () => pace(session, settings, shared, namespace, exchange.method, redactUrl(exchange.url, exchange.secrets), exchange.signal, exchange.note);
      await paced();
      return next({ ...exchange, pace: paced });
    },
  };
  return Object.freeze(stage);
}

/**
 * Pacing by GitHub's documented rules against secondary rate limits, as a stage of a session: a
 * write (POST, PATCH, PUT, DELETE) at most every `writeSpacing` ms (default 1000), and requests
 * spread by their points (`pointsPerMinute`, default 900: a GET costs 1, a write 5), with a burst
 * of `burst` points (default 4) ahead. In one process, a credential's writes go one at a time and
 * at most `concurrency` requests (default 100) are in flight at once. A shared store paces its
 * sessions as one without it (its stages bring pacing); this is for a session of its own.
 * @example
 * ```ts
 * import { createSession, pacing } from 'hubops';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN, pacing: pacing({ writeSpacing: 2000 }) });
 * ```
 */
export function pacing(options: PacingOptions = {}): Stage {
  return pacedBy(pacingSettings(options), null);
}
