import { afterEach, describe, expect, it } from 'vitest';
import { MemoryStore } from '../../src/core/memory-store.js';
import { send } from '../../src/core/request.js';
import { createSession } from '../../src/core/session.js';
import { createClient } from '../../src/client.js';
import { rateBudget } from '../../src/core/budget.js';
import type { SessionOptions } from '../../src/core/types.js';
import { RateLimitExceeded, TransportError } from '../../src/errors/index.js';
import { getRepository } from '../../src/repos/get-repository.js';
import { searchIssues } from '../../src/search/index.js';
import { closeLoopbacks, json, loopback, rejection, TOKEN } from '../hardening/loopback.js';
import { logging } from '../../src/core/index.js';

/**
 * The primary rate limit, per resource: once an answer says `x-ratelimit-remaining: 0`, the
 * next request to that resource is not sent before the reset — it fails at once, or waits.
 */

const repository = { id: 1296269, name: 'Hello-World', full_name: 'octocat/Hello-World', owner: { login: 'octocat', id: 1 } };
const search = { total_count: 0, incomplete_results: false, items: [] };

/** Rate-limit headers: `remaining` left of the resource, resetting `inSeconds` from now. */
function limit(resource: string, remaining: number, inSeconds: number): Record<string, string> {
  const reset = Math.ceil(Date.now() / 1000) + inSeconds;
  return { 'x-ratelimit-limit': '5000', 'x-ratelimit-remaining': String(remaining), 'x-ratelimit-used': String(5000 - remaining), 'x-ratelimit-reset': String(reset), 'x-ratelimit-resource': resource };
}

/** A session with a rate budget (what these specs are about), failing at once unless `options` names another. */
function session(url: string, options: SessionOptions = {}) {
  return createSession({ baseUrl: url, token: TOKEN, retry: { delay: 5 }, rateLimit: rateBudget(), ...options });
}

afterEach(closeLoopbacks);

describe('a session that names no rate budget', () => {
  it('sends while the limit is spent and reads what the answers report: the service’s refusal is the RateLimitExceeded', async () => {
    let spent = false;
    const server = await loopback((_, res) => (spent ? json(res, 403, { message: 'API rate limit exceeded for user ID 1.' }, limit('core', 0, 600)) : ((spent = true), json(res, 200, repository, limit('core', 0, 600)))));
    const s = createSession({ baseUrl: server.url, token: TOKEN, retry: false });
    expect(s.budget).toBeNull();
    await getRepository(s, 'octocat/Hello-World');
    expect(s.state.rateLimits.core?.remaining).toBe(0);
    const error = await rejection(getRepository(s, 'octocat/Hello-World'), RateLimitExceeded);
    expect(server.requests).toHaveLength(2);
    expect(error.message).toMatch(/API rate limit exceeded/);
  });

  it('a client names one unless told not to: it fails at once by default, waits under rateLimit: wait, and sends under rateLimit: false', async () => {
    const server = await loopback((_, res) => json(res, 200, repository, limit('core', 0, 600)));
    const failing = createClient({ baseUrl: server.url, token: TOKEN });
    await failing.repository('octocat', 'Hello-World');
    await rejection(failing.repository('octocat', 'Hello-World'), RateLimitExceeded);
    expect(server.requests).toHaveLength(1);
    expect(createClient({ baseUrl: server.url, rateLimit: 'wait', maxWait: 1000 }).session).toMatchObject({ rateLimit: 'wait', maxWait: 1000 });
    const unbudgeted = createClient({ baseUrl: server.url, token: TOKEN, rateLimit: false });
    expect(unbudgeted.session.budget).toBeNull();
    await unbudgeted.repository('octocat', 'Hello-World');
    await unbudgeted.repository('octocat', 'Hello-World');
    expect(server.requests).toHaveLength(3);
  });
});

describe('a spent primary limit', () => {
  it('→ the next request is not sent: RateLimitExceeded at once, carrying resetAt', async () => {
    const server = await loopback((_, res) => json(res, 200, repository, limit('core', 0, 600)));
    const s = session(server.url);
    await getRepository(s, 'octocat/Hello-World');
    const error = await rejection(getRepository(s, 'octocat/Hello-World'), RateLimitExceeded);
    expect(server.requests).toHaveLength(1);
    expect(error.resetAt?.getTime()).toBe(s.state.rateLimits.core?.resetAt.getTime());
    expect(error.message).toMatch(/not sent: the core rate limit is spent until/);
  });

  it('an answer without x-ratelimit-resource counts for the resource its request did (a search answer is not a core reading)', async () => {
    const noResource = (remaining: number) => Object.fromEntries(Object.entries(limit('search', remaining, 600)).filter(([name]) => name !== 'x-ratelimit-resource'));
    const server = await loopback((req, res) => (req.url.startsWith('/search/') ? json(res, 200, search, noResource(0)) : json(res, 200, repository, noResource(4000))));
    const s = session(server.url);
    await send(s, { path: '/search/issues', query: { q: 'bug' } });
    expect(s.state.rateLimits.search?.remaining).toBe(0);
    expect(s.state.rateLimits.core).toBeUndefined();
    await rejection(send(s, { path: '/search/issues', query: { q: 'bug' } }), RateLimitExceeded);
    await getRepository(s, 'octocat/Hello-World');
    expect(server.requests.map((r) => r.url.split('?')[0])).toEqual(['/search/issues', '/repos/octocat/Hello-World']);
    expect(s.state.rateLimits.core?.remaining).toBe(4000);
  });

  it("a search listing under rateLimit: 'wait' waits for the search reset between pages", async () => {
    const page = (n: number) => `${'http://'}HOST/search/issues?q=bug&per_page=1&page=${n}`;
    const server = await loopback((req, res, i) => {
      const link: Record<string, string> = i === 0 ? { link: `<${page(2).replace('HOST', req.headers.host ?? '')}>; rel="next"` } : {};
      json(res, 200, { total_count: 2, incomplete_results: false, items: [{ id: i + 1, number: i + 1, title: 't' }] }, { ...limit('search', i === 0 ? 0 : 29, 1), ...link });
    });
    const s = session(server.url, { rateLimit: rateBudget({ wait: true }) });
    const started = Date.now();
    const found: number[] = [];
    for await (const issue of searchIssues(s, 'bug', { perPage: 1 })) found.push(issue.id);
    expect(found).toEqual([1, 2]);
    expect(s.state.rateLimitWaits).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    expect(server.requests).toHaveLength(2);
  });

  it('is per resource: a spent search limit does not hold back core requests', async () => {
    const server = await loopback((req, res) => (req.url.startsWith('/search/') ? json(res, 200, search, limit('search', 0, 600)) : json(res, 200, repository, limit('core', 4000, 600))));
    const s = session(server.url);
    await send(s, { path: '/search/issues', query: { q: 'bug' } });
    await rejection(send(s, { path: '/search/repositories', query: { q: 'x' } }), RateLimitExceeded);
    await getRepository(s, 'octocat/Hello-World');
    expect(server.requests.map((r) => r.url.split('?')[0])).toEqual(['/search/issues', '/repos/octocat/Hello-World']);
    expect(Object.keys(s.state.rateLimits).sort()).toEqual(['core', 'search']);
  });

  it('a 403 with the limit spent is not retried, and the budget remembers it', async () => {
    const server = await loopback((_, res) => json(res, 403, { message: 'API rate limit exceeded for user ID 1.' }, limit('core', 0, 600)));
    const s = session(server.url);
    await rejection(getRepository(s, 'octocat/Hello-World'), RateLimitExceeded);
    await rejection(getRepository(s, 'octocat/Hello-World'), RateLimitExceeded);
    expect(server.requests).toHaveLength(1);
  });

  // Waits for a reset about 2 s away: the limit is ten times that.
  it("with rateLimit: 'wait' → waits until the reset, then sends", async () => {
    const server = await loopback((_, res, i) => json(res, 200, repository, i === 0 ? limit('core', 0, 1) : limit('core', 29, 3600)));
    const lines: string[] = [];
    const s = session(server.url, { rateLimit: rateBudget({ wait: true }), stages: [logging({ warn: (l) => void lines.push(l) })] });
    await getRepository(s, 'octocat/Hello-World');
    const resetAt = s.state.rateLimits.core?.resetAt.getTime() ?? 0;
    await getRepository(s, 'octocat/Hello-World');
    expect(Date.now()).toBeGreaterThanOrEqual(resetAt);
    expect(server.requests).toHaveLength(2);
    expect(s.state.rateLimitWaits).toBe(1);
    expect(lines.join('\n')).toMatch(/waiting \d+ s for the core rate limit/);
  }, 20_000);

  // Waits for a reset about 2 s away: the limit is ten times that.
  it("with rateLimit: 'wait', a 403 for the spent limit waits for its reset and is sent again", async () => {
    const server = await loopback((_, res, i) => (i === 0 ? json(res, 403, { message: 'API rate limit exceeded' }, limit('core', 0, 1)) : json(res, 200, repository, limit('core', 29, 3600))));
    const s = session(server.url, { rateLimit: rateBudget({ wait: true }) });
    expect((await getRepository(s, 'octocat/Hello-World')).id).toBe(1296269);
    expect(server.requests).toHaveLength(2);
  }, 20_000);

  it('a wait longer than maxWait fails at once', async () => {
    const server = await loopback((_, res) => json(res, 200, repository, limit('core', 0, 600)));
    const s = session(server.url, { rateLimit: rateBudget({ wait: true, maxWait: 5_000 }) });
    await getRepository(s, 'octocat/Hello-World');
    const started = Date.now();
    await rejection(getRepository(s, 'octocat/Hello-World'), RateLimitExceeded);
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('a wait ends when the caller’s signal aborts: TransportError reason abort, nothing sent', async () => {
    const server = await loopback((_, res) => json(res, 200, repository, limit('core', 0, 600)));
    const s = session(server.url, { rateLimit: rateBudget({ wait: true }) });
    await getRepository(s, 'octocat/Hello-World');
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const error = await rejection(getRepository(s, 'octocat/Hello-World', { signal: controller.signal }), TransportError);
    expect(error.reason).toBe('abort');
    expect(server.requests).toHaveLength(1);
  });

  it('a timer that fires before the clock reaches the reset finishes the same wait: counted and logged once', async () => {
    const server = await loopback((_, res) => json(res, 200, repository));
    const until = Date.now() + 40;
    let claims = 0;
    // The budget still names the same moment once the sleep is over, as when a timer fires a millisecond early.
    const store = Object.assign(new MemoryStore(), { reserve: () => (++claims <= 2 ? until : 0) });
    const lines: string[] = [];
    const s = session(server.url, { store, rateLimit: rateBudget({ wait: true }), stages: [logging({ warn: (line: string) => lines.push(line) })] });
    await getRepository(s, 'octocat/Hello-World');
    expect(claims).toBe(3);
    expect(s.state.rateLimitWaits).toBe(1);
    expect(lines.filter((line) => line.includes('waiting'))).toHaveLength(1);
    expect(server.requests).toHaveLength(1);
  });

  it('a POST refused for a secondary limit is not sent again under wait (not idempotent)', async () => {
    const server = await loopback((_, res) => json(res, 403, { message: 'You have exceeded a secondary rate limit.' }, { 'retry-after': '1' }));
    const s = session(server.url, { rateLimit: rateBudget({ wait: true }) });
    await rejection(send(s, { method: 'POST', path: '/repos/o/r/issues', body: { title: 't' } }), RateLimitExceeded);
    expect(server.requests).toHaveLength(1);
  });
});

describe('a shared budget (one store, two sessions)', () => {
  it('what one session learns holds the other back; other tokens are not affected', async () => {
    const server = await loopback((_, res) => json(res, 200, repository, limit('core', 0, 600)));
    const store = new MemoryStore();
    const [a, b] = [session(server.url, { store }), session(server.url, { store })];
    await getRepository(a, 'octocat/Hello-World');
    await rejection(getRepository(b, 'octocat/Hello-World'), RateLimitExceeded);
    await getRepository(session(server.url, { store, token: 'another-token-value' }), 'octocat/Hello-World');
    expect(server.requests).toHaveLength(2);
  });

  it('claims in flight count: with one request left, two concurrent sessions send one', async () => {
    const server = await loopback((_, res, i) => void setTimeout(() => json(res, 200, repository, limit('core', i === 0 ? 1 : 0, 600)), 20));
    const store = new MemoryStore();
    const [a, b] = [session(server.url, { store }), session(server.url, { store })];
    await getRepository(a, 'octocat/Hello-World');
    const outcomes = await Promise.allSettled([getRepository(a, 'octocat/Hello-World'), getRepository(b, 'octocat/Hello-World')]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(server.requests).toHaveLength(2);
  });

  it('a secondary limit one session meets holds every session off until its Retry-After', async () => {
    const server = await loopback((_, res, i) => (i === 0 ? json(res, 403, { message: 'You have exceeded a secondary rate limit.' }, { 'retry-after': '1' }) : json(res, 200, repository)));
    const store = new MemoryStore();
    const a = session(server.url, { store, retry: false });
    const b = session(server.url, { store, rateLimit: rateBudget({ wait: true }) });
    await rejection(getRepository(a, 'octocat/Hello-World'), RateLimitExceeded);
    const started = Date.now();
    await getRepository(b, 'octocat/Hello-World');
    expect(Date.now() - started).toBeGreaterThanOrEqual(800);
    expect(b.state.rateLimitWaits).toBe(1);
  });
});

describe('after a secondary limit', () => {
  it("the next call is refused naming the secondary limit and when it ends, not the core limit (4999 left)", async () => {
    const server = await loopback((_, res) => json(res, 403, { message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.' }, { 'retry-after': '60', ...limit('core', 4999, 3600) }));
    const s = session(server.url, { retry: false });
    const started = Date.now();
    const first = await rejection(getRepository(s, 'octocat/Hello-World'), RateLimitExceeded);
    expect(first.message).toMatch(/secondary rate limit/);
    const next = await rejection(getRepository(s, 'octocat/Hello-World'), RateLimitExceeded);
    expect(server.requests).toHaveLength(1);
    expect(next.message).toMatch(/^GET .*: not sent: GitHub's secondary rate limit asked to hold off until \d{4}-\d\d-\d\dT/);
    expect(next.message).not.toMatch(/core rate limit|spent/);
    // The Retry-After's minute, not the window's hour.
    const ends = next.resetAt?.getTime() ?? 0;
    expect(ends).toBeGreaterThanOrEqual(started + 59_000);
    expect(ends).toBeLessThanOrEqual(Date.now() + 61_000);
    expect(next.message).toContain(new Date(ends).toISOString());
  });

  it("a session of the same token under rateLimit: 'wait' waits for it, and its log line names the secondary limit", async () => {
    const lines: string[] = [];
    const store = new MemoryStore();
    const server = await loopback((_, res, i) => (i === 0 ? json(res, 403, { message: 'You have exceeded a secondary rate limit.' }, { 'retry-after': '1', ...limit('core', 4999, 3600) }) : json(res, 200, repository, limit('core', 4998, 3600))));
    await rejection(getRepository(session(server.url, { retry: false, store, pacing: false }), 'octocat/Hello-World'), RateLimitExceeded);
    const waiting = session(server.url, { retry: false, store, pacing: false, rateLimit: rateBudget({ wait: true }), stages: [logging({ warn: (line: string) => lines.push(line) })] });
    await getRepository(waiting, 'octocat/Hello-World');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/: waiting 1 s for GitHub's secondary rate limit \(until /);
    expect(server.requests).toHaveLength(2);
  });
});
