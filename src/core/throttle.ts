import { RateLimitExceeded } from '../errors/rate-limit-exceeded.js';
import { TransportError } from '../errors/transport-error.js';
import { MemoryStore } from './cache.js';
import type { Session } from './session.js';

const namespaces = new WeakMap<Session, Promise<string>>();

/** A 32-bit string hash, where no Web Crypto is at hand (an insecure browser context): still never the credential itself. */
function fnv(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16);
}

/**
 * The session's namespace in a store: a hash of its origin and credentials, so that sessions of
 * one token share cache entries and budget, sessions of others never do, and no key holds a
 * credential.
 */
export function namespaceOf(session: Session): Promise<string> {
  let namespace = namespaces.get(session);
  if (!namespace) {
    const text = `hubops ${new URL(session.baseUrl).origin} ${session.authorization ?? (session.credentials ? `${session.credentials.kind} ${session.credentials.identity}` : '')}`;
    const subtle = globalThis.crypto?.subtle;
    namespace = subtle
      ? subtle.digest('SHA-256', new TextEncoder().encode(text)).then((d) => Array.from(new Uint8Array(d).slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join(''))
      : Promise.resolve(fnv(text));
    namespaces.set(session, namespace);
  }
  return namespace;
}

/**
 * The rate-limit resource a request counts against, from its path: GitHub names it in
 * `x-ratelimit-resource` only in the answer.
 */
export function resourceOf(session: Session, url: string): string {
  const path = url.startsWith(session.baseUrl) ? url.slice(session.baseUrl.length) : new URL(url).pathname;
  if (/^\/search\/code(?:[/?]|$)/.test(path)) return 'code_search';
  if (path.startsWith('/search/')) return 'search';
  // api.github.com's /graphql, and an Enterprise Server's /api/graphql beside its /api/v3.
  if (/^\/(?:api\/)?graphql(?:[/?]|$)/.test(path)) return 'graphql';
  return 'core';
}

/** Waits `ms`, or fails with a TransportError when the caller's signal aborts first. */
export function sleep(ms: number, signal: AbortSignal | undefined, method: string, url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const aborted = () => {
      clearTimeout(timer);
      reject(new TransportError({ message: `${method} ${url}: the request was aborted while waiting for a rate limit`, method, url, reason: 'abort' }));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', aborted);
      resolve();
    }, ms);
    if (signal?.aborted) aborted();
    else signal?.addEventListener('abort', aborted, { once: true });
  });
}

/**
 * Claims one request of the budget; while it is spent (or a secondary limit holds everyone
 * off), fails at once with RateLimitExceeded, or under `rateLimit: 'wait'` waits for the reset,
 * up to `maxWait`. Nothing is sent before this returns.
 */
export async function admit(session: Session, key: string, resource: string, method: string, url: string, signal: AbortSignal | undefined): Promise<void> {
  let waitedFor = 0;
  for (;;) {
    const now = Date.now();
    const claim = await session.budget.reserve(key, now);
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
      session.options.log?.warn?.(`${method} ${url}: waiting ${Math.ceil((until - now) / 1000)} s for ${limit} (until ${resetAt.toISOString()})`);
    }
    waitedFor = until;
    await sleep(until - now + 1, signal, method, url);
  }
}

const localPacers = new WeakMap<Session, MemoryStore>();

/** Methods GitHub counts as writes: a point cost of 5 and the spacing between them. */
const WRITES = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

/**
 * Waits as the session's pacing asks before a request is sent: by the points it costs (1 for a
 * read, 5 for a write), and for a write, the spacing since the last write of any session sharing
 * the store (the store's own `pace`, or the session's when the store has none).
 */
export async function pace(session: Session, namespace: string, method: string, url: string, signal: AbortSignal | undefined): Promise<void> {
  const { pacing } = session;
  if (!pacing) return;
  let store: Pick<MemoryStore, 'pace'> = session.budget as MemoryStore;
  if (typeof session.budget.pace !== 'function') {
    let local = localPacers.get(session);
    if (!local) localPacers.set(session, (local = new MemoryStore(0)));
    store = local;
  }
  const now = Date.now();
  const write = WRITES.has(method);
  const waits = await Promise.all([
    store.pace(`${namespace}:points`, now, write ? 5 : 1, pacing.interval, pacing.burst),
    write ? store.pace(`${namespace}:writes`, now, 1, pacing.writeSpacing, 0) : 0,
  ]);
  const wait = Math.max(...waits);
  if (wait > 0) await sleep(wait, signal, method, url);
}

/** Requests of one namespace in flight in this process: how many, whether a write is among them, and who waits. */
interface Gate {
  active: number;
  writing: boolean;
  readonly waiting: { readonly write: boolean; readonly go: () => void }[];
}

const gates = new Map<string, Gate>();

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
 * Returns what gives the place back. Nothing waits when pacing is off.
 */
export async function inFlight(session: Session, namespace: string, method: string, url: string, signal: AbortSignal | undefined): Promise<() => void> {
  const { pacing } = session;
  if (!pacing) return () => undefined;
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
