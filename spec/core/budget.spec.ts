import { createHash } from 'node:crypto';
import nock from 'nock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PENDING_TTL, updateIn } from '../../src/core/cache.js';
import type { Budget, CacheEntry, CredentialProvider, RequestSpec, SessionOptions } from '../../src/core/types.js';
import { MemoryStore } from '../../src/core/memory-store.js';
import { send } from '../../src/core/request.js';
import { createSession } from '../../src/core/session.js';
import { rateBudget } from '../../src/core/budget.js';
import { resourceOf } from '../../src/core/request.js';
import { namespaceOf } from '../../src/core/namespace.js';
import { RateLimitExceeded, TransportError } from '../../src/errors/index.js';
import { getRepository } from '../../src/repos/get-repository.js';
import { closeLoopbacks, json, loopback, rejection, TOKEN } from '../hardening/loopback.js';
import { logging } from '../../src/core/index.js';

/**
 * The rate budget and the conditional cache a store keeps: who shares them, when a request is
 * held off or waits (and for how long at most), which claims and pauses count, and which
 * answers are kept.
 */

const repository = { id: 1296269, name: 'Hello-World', full_name: 'octocat/Hello-World', owner: { login: 'octocat', id: 1 } };
const search = { total_count: 0, incomplete_results: false, items: [] };

/** A session with a rate budget (what these specs are about), failing at once unless `options` names another. */
function session(url: string, options: SessionOptions = {}) {
  return createSession({ baseUrl: url, token: TOKEN, retry: { delay: 5 }, rateLimit: rateBudget(), ...options });
}

const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Rate-limit headers: `remaining` of 5000 left until `reset` (epoch s), of `resource` when one is named. */
function limit(remaining: number, reset: number, resource?: string): Record<string, string> {
  return { 'x-ratelimit-limit': '5000', 'x-ratelimit-remaining': String(remaining), 'x-ratelimit-used': String(5000 - remaining), 'x-ratelimit-reset': String(reset), ...(resource ? { 'x-ratelimit-resource': resource } : {}) };
}

/** A store whose budget holds requests off for `ms` from its first claim (until `until`), then lets them go; it counts the claims. */
function pausedStore(ms: number): MemoryStore & { claims: number; until: number } {
  const store = Object.assign(new MemoryStore(), { claims: 0, until: 0 });
  return Object.assign(store, {
    reserve: (_key: string, now: number) => {
      if (store.claims++ === 0) store.until = now + ms;
      return now < store.until ? store.until : 0;
    },
  });
}

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await pause(5);
  expect(condition()).toBe(true);
}

afterEach(() => {
  closeLoopbacks();
  vi.unstubAllGlobals();
});

describe('maxWait', () => {
  it("under rateLimit: 'wait', a hold-off longer than maxWait fails at once, naming the resource and the moment; nothing sent", async () => {
    const server = await loopback((_, res) => json(res, 200, search));
    const store = pausedStore(150);
    const s = session(server.url, { store, rateLimit: rateBudget({ wait: true, maxWait: 50 }) });
    const error = await rejection(send(s, { path: '/search/issues', query: { q: 'bug' } }), RateLimitExceeded);
    expect(error.message).toBe(`GET ${server.url}/search/issues?q=bug: not sent: the search rate limit holds requests off until ${new Date(store.until).toISOString()}`);
    expect(error.resetAt).toEqual(new Date(store.until));
    expect(s.state.rateLimitWaits).toBe(0);
    expect(server.requests).toHaveLength(0);
  });

  it('a hold-off within maxWait is waited out, counted and logged once, and the request sent after it', async () => {
    const server = await loopback((_, res) => json(res, 200, repository));
    const lines: string[] = [];
    const store = pausedStore(100);
    const s = session(server.url, { store, rateLimit: rateBudget({ wait: true, maxWait: 1000 }), stages: [logging({ warn: (line) => void lines.push(line) })] });
    await getRepository(s, 'octocat/Hello-World');
    const { until } = store;
    expect(Date.now()).toBeGreaterThanOrEqual(until);
    expect(server.requests).toHaveLength(1);
    // One claim before the wait and one after it: the wait is not spent asking again and again.
    expect(store.claims).toBeLessThanOrEqual(3);
    expect(s.state.rateLimitWaits).toBe(1);
    expect(lines).toEqual([`GET ${server.url}/repos/octocat/Hello-World: waiting 1 s for the core rate limit (until ${new Date(until).toISOString()})`]);
  });

  it('a wait that ends a little early and finds the same moment again is the same wait: counted and logged once', async () => {
    const server = await loopback((_, res) => json(res, 200, repository));
    const until = Date.now() + 40;
    let claims = 0;
    // The budget names the same moment a second time, as when a timer fires a millisecond before the clock reaches it.
    const store = Object.assign(new MemoryStore(), { reserve: () => (++claims <= 2 ? until : 0) });
    const lines: string[] = [];
    const s = session(server.url, { store, rateLimit: rateBudget({ wait: true }), stages: [logging({ warn: (line) => void lines.push(line) })] });
    await getRepository(s, 'octocat/Hello-World');
    expect(claims).toBe(3);
    expect(s.state.rateLimitWaits).toBe(1);
    expect(lines).toHaveLength(1);
    expect(server.requests).toHaveLength(1);
  });

  it('a log without warn is fine when a wait is logged', async () => {
    const server = await loopback((_, res) => json(res, 200, repository));
    const s = session(server.url, { store: pausedStore(30), rateLimit: rateBudget({ wait: true }), stages: [logging({ debug: () => undefined })] });
    await getRepository(s, 'octocat/Hello-World');
    expect(s.state.rateLimitWaits).toBe(1);
  });

  it("without rateLimit: 'wait' a hold-off fails at once, however short", async () => {
    const server = await loopback((_, res) => json(res, 200, repository));
    const s = session(server.url, { store: pausedStore(100), rateLimit: rateBudget({ maxWait: 60_000 }) });
    await rejection(getRepository(s, 'octocat/Hello-World'), RateLimitExceeded);
    expect(server.requests).toHaveLength(0);
  });

  it("a 403 for a limit whose reset is beyond maxWait is not waited for: the service's error at once, sent once", async () => {
    const reset = inSeconds(600);
    const server = await loopback((_, res) => json(res, 403, { message: 'API rate limit exceeded for user ID 1.' }, limit(0, reset, 'core')));
    const s = session(server.url, { rateLimit: rateBudget({ wait: true, maxWait: 5000 }) });
    const started = Date.now();
    const error = await rejection(getRepository(s, 'octocat/Hello-World'), RateLimitExceeded);
    expect(Date.now() - started).toBeLessThan(2500);
    expect(error.status).toBe(403);
    expect(error.message).toBe('API rate limit exceeded for user ID 1.');
    expect(error.resetAt).toEqual(new Date(reset * 1000));
    expect(server.requests).toHaveLength(1);
  });

  it('a 403 for a limit whose reset has come is sent again at once', async () => {
    const server = await loopback((_, res, i) => (i === 0 ? json(res, 403, { message: 'API rate limit exceeded for user ID 1.' }, limit(0, inSeconds(-1), 'core')) : json(res, 200, repository, limit(4999, inSeconds(3600), 'core'))));
    const s = session(server.url, { rateLimit: rateBudget({ wait: true, maxWait: 5000 }) });
    expect((await getRepository(s, 'octocat/Hello-World')).id).toBe(1296269);
    expect(server.requests).toHaveLength(2);
  });
});

describe('a signal aborted before the wait', () => {
  it('does not wait out a hold-off: TransportError "abort" at once, nothing sent', async () => {
    const server = await loopback((_, res) => json(res, 200, repository));
    const s = session(server.url, { store: pausedStore(20_000), rateLimit: rateBudget({ wait: true }) });
    const started = Date.now();
    const error = await rejection(getRepository(s, 'octocat/Hello-World', { signal: AbortSignal.abort() }), TransportError);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(error.reason).toBe('abort');
    expect(error.message).toBe(`GET ${server.url}/repos/octocat/Hello-World: the request was aborted while waiting for a rate limit`);
    expect(server.requests).toHaveLength(0);
  });

  it('nor does one aborted during the wait', async () => {
    const server = await loopback((_, res) => json(res, 200, repository));
    const s = session(server.url, { store: pausedStore(20_000), rateLimit: rateBudget({ wait: true }) });
    const started = Date.now();
    const error = await rejection(getRepository(s, 'octocat/Hello-World', { signal: AbortSignal.timeout(30) }), TransportError);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(error.reason).toBe('abort');
    expect(server.requests).toHaveLength(0);
  });
});

describe('the conditional cache keeps', () => {
  /** A server answering 200 with `headers` (and 304 to a matching validator). */
  async function cachingServer(headers: Record<string, string>, status = 200) {
    return loopback((request, res) => {
      const matches = (headers.etag && request.headers['if-none-match'] === headers.etag) || (headers['last-modified'] && request.headers['if-modified-since'] === headers['last-modified']);
      if (matches) return json(res, 304, undefined, headers);
      json(res, status, repository, headers);
    });
  }

  /** Sends `spec` twice through one session on a fresh store: what the store kept, and what the second request carried. */
  async function twice(url: string, spec: RequestSpec, options: SessionOptions = {}) {
    const store = new MemoryStore();
    const s = session(url, { store, ...options });
    await send(s, spec);
    const size = store.size;
    const second = await send(s, spec);
    return { size, second };
  }

  it('a GET answer with an ETag: revalidated with If-None-Match, a 304 served from the store', async () => {
    const server = await cachingServer({ etag: '"v1"' });
    const { size, second } = await twice(server.url, { path: '/repos/o/r' });
    expect(size).toBe(1);
    expect(server.requests[1]?.headers['if-none-match']).toBe('"v1"');
    expect(second).toMatchObject({ status: 304, fromCache: true, data: repository });
  });

  it('a GET answer with only Last-Modified: revalidated with If-Modified-Since', async () => {
    const date = 'Wed, 21 Oct 2015 07:28:00 GMT';
    const server = await cachingServer({ 'last-modified': date });
    const { size, second } = await twice(server.url, { path: '/repos/o/r' });
    expect(size).toBe(1);
    expect(server.requests[1]?.headers['if-modified-since']).toBe(date);
    expect(server.requests[1]?.headers['if-none-match']).toBeUndefined();
    expect(second).toMatchObject({ status: 304, fromCache: true });
  });

  it('not a GET answer without ETag or Last-Modified', async () => {
    const server = await cachingServer({});
    const { size } = await twice(server.url, { path: '/repos/o/r' });
    expect(server.requests).toHaveLength(2);
    expect(size).toBe(0);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('not the answer to a %s', async (method) => {
    const server = await cachingServer({ etag: '"v1"' });
    const { size } = await twice(server.url, { method, path: '/repos/o/r', body: { name: 'r' } });
    expect(server.requests.map((r) => r.method)).toEqual([method, method]);
    expect(server.requests[1]?.headers['if-none-match']).toBeUndefined();
    expect(size).toBe(0);
  });

  it.each(['text', 'bytes', 'none'] as const)('not a GET read as %s', async (as) => {
    const server = await cachingServer({ etag: '"v1"' });
    const { size } = await twice(server.url, { path: '/repos/o/r', as });
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]?.headers['if-none-match']).toBeUndefined();
    expect(size).toBe(0);
  });

  it('not an answer other than 200 (a 202 while statistics are computed)', async () => {
    const server = await cachingServer({ etag: '"v1"' }, 202);
    const { size } = await twice(server.url, { path: '/repos/o/r/stats/contributors' });
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]?.headers['if-none-match']).toBeUndefined();
    expect(size).toBe(0);
  });

  it('not an answer to a request that brought its own validator', async () => {
    const server = await loopback((_, res) => json(res, 200, repository, { etag: '"v2"' }));
    for (const header of ['If-None-Match', 'If-Modified-Since']) {
      const { size } = await twice(server.url, { path: '/repos/o/r', headers: { [header]: '"v1"' } });
      expect(size, header).toBe(0);
    }
    expect(server.requests).toHaveLength(4);
  });

  it('not an answer to other credentials than the session’s, nor to a URL carrying a secret', async () => {
    const server = await cachingServer({ etag: '"v1"' });
    expect((await twice(server.url, { path: '/repos/o/r', headers: { authorization: 'token test-token-of-the-call' } })).size).toBe(0);
    expect((await twice(server.url, { path: `/repos/o/r?access_token=${TOKEN}` })).size).toBe(0);
    expect(server.requests).toHaveLength(4);
    expect(server.requests.every((r) => r.headers['if-none-match'] === undefined)).toBe(true);
  });
});

describe('a hold-off (pause) in a shared budget', () => {
  it('is not lifted by a later answer of another session', async () => {
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const server = await loopback(async (request, res) => {
      if (request.url.endsWith('/limited')) return json(res, 403, { message: 'Forbidden' }, { 'retry-after': '600' });
      if (request.url.endsWith('/slow')) await gate;
      json(res, 200, repository, limit(4000, inSeconds(3600), 'core'));
    });
    const store = new MemoryStore();
    const [a, b] = [session(server.url, { store, retry: false }), session(server.url, { store })];
    const slow = send(b, { path: '/repos/o/slow' });
    await waitFor(() => server.requests.length === 1);
    await rejection(send(a, { path: '/repos/o/limited' }), RateLimitExceeded);
    // B's answer to a request sent before the pause arrives after it.
    release();
    await slow;
    const error = await rejection(send(b, { path: '/repos/o/r' }), RateLimitExceeded);
    expect(error.message).toMatch(/not sent/);
    expect(server.requests.map((r) => r.url)).toEqual(['/repos/o/slow', '/repos/o/limited']);
  });

  it('is a maximum: a shorter pause or none does not shorten it', () => {
    const budget: Budget = { remaining: 10, resetAt: 0, pending: 1, pauseUntil: 0 };
    updateIn(budget, null, 5000);
    updateIn(budget, null, 1000);
    updateIn(budget, null, 0);
    expect(budget.pauseUntil).toBe(5000);
    updateIn(budget, null, 7000);
    expect(budget.pauseUntil).toBe(7000);
  });
});

describe('a claim in flight', () => {
  it('is released by the answer, not by a pause notice while the request is retried', () => {
    const budget: Budget = { remaining: 10, resetAt: 0, pending: 2, pauseUntil: 0 };
    updateIn(budget, null, 500, false);
    expect(budget).toMatchObject({ pending: 2, pauseUntil: 500 });
    updateIn(budget, null, 0);
    updateIn(budget, null, 0, true);
    expect(budget.pending).toBe(0);
    updateIn(budget, null, 0);
    expect(budget.pending).toBe(0);
  });

  it('still counts while its request is retried after a secondary limit: with one request left, another session is held off', async () => {
    const store = new MemoryStore();
    const reset = inSeconds(600);
    const other = { outcome: undefined as unknown };
    const server = await loopback(async (request, res, i) => {
      if (i === 0) return json(res, 200, repository, limit(1, reset, 'core'));
      if (i === 1) return json(res, 403, { message: 'Forbidden' }, { 'retry-after': '0' });
      // The retry of the second request is on the wire: its claim on the last request of the window still stands.
      if (i === 2) other.outcome = await getRepository(session(server.url, { store }), 'octocat/Hello-World').catch((error: unknown) => error);
      json(res, 200, repository, limit(0, reset, 'core'));
    });
    const s = session(server.url, { store });
    await send(s, { path: '/repos/o/first' });
    await send(s, { path: '/repos/o/retried' });
    expect(server.requests.map((r) => r.url)).toEqual(['/repos/o/first', '/repos/o/retried', '/repos/o/retried']);
    expect(other.outcome).toBeInstanceOf(RateLimitExceeded);
    expect((other.outcome as RateLimitExceeded).resetAt).toEqual(new Date(reset * 1000));
  });
});

describe('MemoryStore budgets', () => {
  const t0 = 1_700_000_000_000;
  const window = { resource: 'core', limit: 5000, used: 4998, remaining: 2, resetAt: new Date(t0 + 3_600_000) };

  /** A store whose budget `k` has 2 left and two claims in flight at `t0 + 2`. */
  function spent(): MemoryStore {
    const store = new MemoryStore();
    expect(store.reserve('k', t0)).toBe(0);
    store.update('k', window, 0);
    expect(store.reserve('k', t0 + 1)).toBe(0);
    expect(store.reserve('k', t0 + 2)).toBe(0);
    expect(store.reserve('k', t0 + 3)).toEqual({ until: window.resetAt.getTime(), reason: 'spent' });
    return store;
  }

  it('claims of a worker that never answers expire after PENDING_TTL without activity', () => {
    expect(PENDING_TTL).toBe(60_000);
    const store = spent();
    expect(store.reserve('k', t0 + 3 + PENDING_TTL)).toEqual({ until: window.resetAt.getTime(), reason: 'spent' });
    expect(store.reserve('k', t0 + 3 + 2 * PENDING_TTL + 1)).toBe(0);
  });

  it('any claim, even one refused, is activity: the claims stand while requests keep coming', () => {
    const store = spent();
    expect(store.reserve('k', t0 + 50_000)).toEqual({ until: window.resetAt.getTime(), reason: 'spent' });
    expect(store.reserve('k', t0 + 100_000)).toEqual({ until: window.resetAt.getTime(), reason: 'spent' });
  });

  it('budgets are per key; an update of a key never claimed is ignored', () => {
    const store = spent();
    expect(store.reserve('other', t0 + 4)).toBe(0);
    store.update('unknown', { ...window, remaining: 0 }, t0 + 9_999_999);
    expect(store.reserve('unknown', t0 + 5)).toBe(0);
  });
});

describe('MemoryStore entries', () => {
  const entry = (size?: number): CacheEntry => ({ etag: '"e"', lastModified: null, link: null, data: {}, size });
  const kept = (store: MemoryStore, ...keys: string[]) => keys.filter((key) => store.get(key) !== undefined);

  it('an entry larger than maxBytes is not kept, and does not push the others out', () => {
    const store = new MemoryStore({ maxBytes: 100 });
    store.set('a', entry(40)).set('b', entry(40));
    store.set('huge', entry(101));
    expect(kept(store, 'a', 'b', 'huge')).toEqual(['a', 'b']);
    expect(store.bytes).toBe(80);
    expect(store.size).toBe(2);
  });

  it('an entry of exactly maxBytes is kept, alone', () => {
    const store = new MemoryStore({ maxBytes: 100 });
    store.set('a', entry(40)).set('whole', entry(100));
    expect(kept(store, 'a', 'whole')).toEqual(['whole']);
    expect(store.bytes).toBe(100);
  });

  it('bounded by count: the least recently used leaves first, a read counts as a use', () => {
    const store = new MemoryStore({ maxEntries: 3 });
    store.set('a', entry(1)).set('b', entry(1)).set('c', entry(1));
    expect(store.size).toBe(3);
    store.get('a');
    store.set('d', entry(1));
    expect(kept(store, 'a', 'b', 'c', 'd')).toEqual(['a', 'c', 'd']);
  });

  it('bounded by bytes: the least recently used leave first, as many as it takes', () => {
    const store = new MemoryStore({ maxBytes: 30 });
    store.set('a', entry(10)).set('b', entry(10)).set('c', entry(10));
    store.get('a');
    store.set('d', entry(20));
    expect(kept(store, 'a', 'b', 'c', 'd')).toEqual(['a', 'd']);
    expect(store.bytes).toBe(30);
  });

  it('setting a key again counts its bytes once and makes it the most recent', () => {
    const single = new MemoryStore({ maxBytes: 100 });
    single.set('a', entry(10)).set('a', entry(10));
    expect(single.bytes).toBe(10);
    const store = new MemoryStore({ maxEntries: 2, maxBytes: 100 });
    store.set('a', entry(30)).set('b', entry(30)).set('a', entry(50));
    expect(store.bytes).toBe(80);
    expect(store.size).toBe(2);
    store.set('c', entry(10));
    expect(kept(store, 'a', 'b', 'c')).toEqual(['a', 'c']);
    expect(store.bytes).toBe(60);
  });

  it('an entry without a size counts no bytes', () => {
    const store = new MemoryStore({ maxBytes: 10 });
    store.set('a', entry()).set('b', entry(10));
    expect(store.bytes).toBe(10);
    expect(kept(store, 'a', 'b')).toEqual(['a', 'b']);
  });

  it('defaults: 500 entries, 64 MB; a number is maxEntries (and capacity)', () => {
    expect(new MemoryStore()).toMatchObject({ maxEntries: 500, maxBytes: 64 * 1024 * 1024, capacity: 500 });
    expect(new MemoryStore(3)).toMatchObject({ maxEntries: 3, maxBytes: 64 * 1024 * 1024, capacity: 3 });
    expect(new MemoryStore({ maxBytes: 5 })).toMatchObject({ maxEntries: 500, maxBytes: 5 });
  });
});

describe('the budget a request counts against', () => {
  it('by path: /search/code is code_search, other /search/ is search, /graphql is graphql, the rest core', () => {
    const s = createSession();
    const of = (path: string) => resourceOf(s, `https://api.github.com${path}`);
    expect(['/search/code', '/search/code?q=x', '/search/code/x'].map(of)).toEqual(['code_search', 'code_search', 'code_search']);
    expect(['/search/issues?q=x', '/search/codes', '/search/commits', '/search/'].map(of)).toEqual(['search', 'search', 'search', 'search']);
    expect(['/graphql', '/graphql?x=1', '/graphqlx', '/repos/o/graphql', '/repos/o/r', '/search', '/users/search/code'].map(of)).toEqual(['graphql', 'graphql', 'core', 'core', 'core', 'core', 'core']);
  });

  it('under a base URL with a path, from the path below it; elsewhere from the URL’s own path', () => {
    const s = createSession({ baseUrl: 'https://ghe.example.com/api/v3' });
    expect(resourceOf(s, 'https://ghe.example.com/api/v3/search/code?q=x')).toBe('code_search');
    expect(resourceOf(s, 'https://ghe.example.com/api/v3/search/issues')).toBe('search');
    expect(resourceOf(s, 'https://ghe.example.com/api/v3/repos/o/r')).toBe('core');
    expect(resourceOf(s, 'https://uploads.example.com/search/issues')).toBe('search');
  });

  it('a spent budget holds off its own resource only: search, code_search, graphql and core apart', async () => {
    const server = await loopback((request, res) => {
      const path = request.url.split('?')[0] ?? '';
      // Each spent answer names its resource as GitHub does; the others have plenty left.
      if (path === '/search/code') return json(res, 200, search, limit(0, inSeconds(600), 'code_search'));
      if (path === '/search/issues') return json(res, 200, search, limit(0, inSeconds(600), 'search'));
      if (path === '/graphql') return json(res, 200, { data: {} }, limit(0, inSeconds(600), 'graphql'));
      json(res, 200, repository, limit(0, inSeconds(600), 'core'));
    });
    const s = session(server.url);
    const code: RequestSpec = { path: '/search/code', query: { q: 'x' } };
    const issues: RequestSpec = { path: '/search/issues', query: { q: 'x' } };
    const graphql: RequestSpec = { method: 'POST', path: '/graphql', body: { query: '{ viewer { login } }' } };
    const core: RequestSpec = { path: '/repos/o/r' };
    await send(s, code);
    await rejection(send(s, code), RateLimitExceeded);
    await send(s, issues);
    await rejection(send(s, issues), RateLimitExceeded);
    await rejection(send(s, { path: '/search/repositories', query: { q: 'x' } }), RateLimitExceeded);
    await send(s, graphql);
    await rejection(send(s, graphql), RateLimitExceeded);
    await send(s, core);
    await rejection(send(s, core), RateLimitExceeded);
    expect(server.requests.map((r) => r.url.split('?')[0])).toEqual(['/search/code', '/search/issues', '/graphql', '/repos/o/r']);
    expect(Object.keys(s.state.rateLimits).sort()).toEqual(['code_search', 'core', 'graphql', 'search']);
  });

  it('an answer that names no resource counts for the request’s own: a code search answer is a code_search reading', async () => {
    const server = await loopback((_, res) => json(res, 200, search, limit(0, inSeconds(600))));
    const s = session(server.url);
    await send(s, { path: '/search/code', query: { q: 'x' } });
    expect(Object.keys(s.state.rateLimits)).toEqual(['code_search']);
    await send(s, { path: '/search/issues', query: { q: 'x' } });
    await rejection(send(s, { path: '/search/code', query: { q: 'y' } }), RateLimitExceeded);
    expect(server.requests).toHaveLength(2);
  });
});

describe('the namespace of a session in a store', () => {
  const API = 'https://api.github.com';
  const GHE = 'https://ghe.example.com/api/v3';
  const token = 'test-token-shared-by-two-hosts';
  const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

  /** FNV-1a over UTF-16 code units, 32 bits. */
  function fnv1a(text: string): string {
    let hash = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) hash = Number((BigInt((hash ^ text.charCodeAt(i)) >>> 0) * 0x01000193n) & 0xffffffffn);
    return hash.toString(16);
  }

  it('is a hash of the origin and the credential: 128 bits of SHA-256, never the credential', async () => {
    const provider: CredentialProvider = { kind: 'installation', identity: 'app 1 installation 2', secrets: [], authorization: () => Promise.resolve(`token ghs_${'x'.repeat(36)}`), refused: () => Promise.resolve() };
    expect(await namespaceOf(createSession({ token }))).toBe(digest(`hubops ${API} token ${token}`));
    expect(await namespaceOf(createSession({ baseUrl: GHE, token }))).toBe(digest(`hubops https://ghe.example.com token ${token}`));
    expect(await namespaceOf(createSession({ credentials: provider }))).toBe(digest(`hubops ${API} installation app 1 installation 2`));
    expect(await namespaceOf(createSession())).toBe(digest(`hubops ${API} `));
  });

  it('is worked out once per session', () => {
    const s = createSession({ token });
    expect(namespaceOf(s)).toBe(namespaceOf(s));
  });

  it('without Web Crypto, a 32-bit FNV-1a hash of the same text', async () => {
    expect(fnv1a('foobar')).toBe('bf9cf968');
    vi.stubGlobal('crypto', {});
    const [a, b] = [createSession({ token }), createSession({ baseUrl: GHE, token })];
    expect(await namespaceOf(a)).toBe(fnv1a(`hubops ${API} token ${token}`));
    expect(await namespaceOf(b)).toBe(fnv1a(`hubops https://ghe.example.com token ${token}`));
    expect(await namespaceOf(a)).not.toBe(await namespaceOf(b));
    vi.stubGlobal('crypto', undefined);
    expect(await namespaceOf(createSession({ token }))).toBe(fnv1a(`hubops ${API} token ${token}`));
  });

  it('one token on two hosts has two budgets; two sessions of one token and host share one', async () => {
    const store = new MemoryStore();
    nock(API).get('/repos/octocat/Hello-World').reply(200, repository, limit(0, inSeconds(600), 'core'));
    nock('https://ghe.example.com').get('/api/v3/repos/octocat/Hello-World').reply(200, repository, limit(4999, inSeconds(600), 'core'));
    const [dotcom, ghe, again] = [createSession({ token, store, retry: false }), createSession({ baseUrl: GHE, token, store, retry: false }), createSession({ token, store, retry: false })];
    await getRepository(dotcom, 'octocat/Hello-World');
    expect((await getRepository(ghe, 'octocat/Hello-World')).id).toBe(1296269);
    await rejection(getRepository(again, 'octocat/Hello-World'), RateLimitExceeded);
    expect(nock.isDone()).toBe(true);
  });
});
