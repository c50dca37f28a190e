import { afterEach, describe, expect, it } from 'vitest';
import { reserveIn, updateIn } from '../../src/core/cache.js';
import type { Budget, Session, SessionOptions } from '../../src/core/types.js';
import { MemoryStore } from '../../src/core/memory-store.js';
import { isNewer, readRateLimit, recordRateLimit, type RateLimit } from '../../src/core/rate-limit.js';
import { send } from '../../src/core/request.js';
import { DEFAULT_RETRY, retryAfterMs, retryDecision } from '../../src/core/transport.js';
import { createSession } from '../../src/core/session.js';
import { RateLimitExceeded, ServerError, TransportError } from '../../src/errors/index.js';
import { createLabel } from '../../src/issues/repository-labels.js';
import { getRepository } from '../../src/repos/get-repository.js';
import { closeLoopbacks, json, loopback, rejection, TOKEN, type Loopback } from '../hardening/loopback.js';
import { logging, watch } from '../../src/core/index.js';

/**
 * What the client reads of GitHub's rate-limit answers: `X-RateLimit-*` readings (and which of
 * two is the latest), `Retry-After`, and which refusals are retried, waited for or shared.
 */

const repository = { id: 1296269, name: 'Hello-World', full_name: 'octocat/Hello-World', owner: { login: 'octocat', id: 1 } };
const label = { id: 208045946, name: 'bug', color: 'f29513', default: true };
const SECONDARY = { message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.' };

function session(url: string, options: SessionOptions = {}) {
  return createSession({ baseUrl: url, token: TOKEN, ...options, retry: options.retry ?? { delay: 5 } });
}

/** Rate-limit headers of the core resource: `remaining` of 5000, resetting at `reset` (epoch s). */
function limit(remaining: number, reset: number): Record<string, string> {
  return { 'x-ratelimit-limit': '5000', 'x-ratelimit-remaining': String(remaining), 'x-ratelimit-used': String(5000 - remaining), 'x-ratelimit-reset': String(reset), 'x-ratelimit-resource': 'core' };
}

const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A promise the spec resolves when it chooses. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/**
 * Sends `/repos/o/slow`, then `/repos/o/fast` once the first is on the server; the server holds
 * the first answer back until `held` opens, which happens once the second answer has been read.
 */
async function outOfOrder(s: Session, server: Loopback, held: { opened: Promise<void>; open: () => void }): Promise<void> {
  const slow = send(s, { path: '/repos/o/slow' });
  for (let i = 0; i < 200 && server.requests.length === 0; i++) await pause(5);
  await send(s, { path: '/repos/o/fast' });
  held.open();
  await slow;
}

function reading(remaining: number, resetSeconds: number, used = 5000 - remaining): RateLimit {
  return { resource: 'core', limit: 5000, remaining, used, resetAt: new Date(resetSeconds * 1000) };
}

afterEach(closeLoopbacks);

describe('readRateLimit', () => {
  const read = (headers: Record<string, string>, fallback?: string) => readRateLimit(new Headers(headers), fallback);

  it('reads the four figures and the resource', () => {
    const found = read({ 'x-ratelimit-limit': '5000', 'x-ratelimit-remaining': '4999', 'x-ratelimit-used': '1', 'x-ratelimit-reset': '1691591363', 'x-ratelimit-resource': 'search' });
    expect(found).toEqual({ resource: 'search', limit: 5000, remaining: 4999, used: 1, resetAt: new Date(1691591363 * 1000) });
    expect(Object.isFrozen(found)).toBe(true);
  });

  it('without x-ratelimit-limit, the limit is remaining + used', () => {
    expect(read({ 'x-ratelimit-remaining': '10', 'x-ratelimit-used': '5', 'x-ratelimit-reset': '100' })).toMatchObject({ limit: 15, remaining: 10, used: 5 });
  });

  it('without x-ratelimit-used (older Enterprise Server), used is limit − remaining, never negative', () => {
    expect(read({ 'x-ratelimit-limit': '60', 'x-ratelimit-remaining': '59', 'x-ratelimit-reset': '100' })).toMatchObject({ limit: 60, remaining: 59, used: 1 });
    expect(read({ 'x-ratelimit-limit': '60', 'x-ratelimit-remaining': '61', 'x-ratelimit-reset': '100' })).toMatchObject({ limit: 60, remaining: 61, used: 0 });
  });

  it('with remaining alone: limit = remaining, nothing used, no reset time (epoch 0)', () => {
    expect(read({ 'x-ratelimit-remaining': '7' })).toEqual({ resource: 'core', limit: 7, remaining: 7, used: 0, resetAt: new Date(0) });
  });

  it('without x-ratelimit-remaining there is no reading', () => {
    expect(read({ 'x-ratelimit-limit': '5000', 'x-ratelimit-used': '1', 'x-ratelimit-reset': '100' })).toBeNull();
  });

  it('a whole number of up to 15 digits is a count, with the blanks around it ignored', () => {
    expect(read({ 'x-ratelimit-remaining': ' 42 ', 'x-ratelimit-limit': '123456789012345' })).toMatchObject({ remaining: 42, limit: 123456789012345 });
  });

  it.each(['-5', '1e3', 'abc', '1.5', '', '0x10', '+5', '4 2', '1234567890123456'])('%j in any figure gives no reading', (garbled) => {
    const good = { 'x-ratelimit-limit': '5000', 'x-ratelimit-remaining': '4999', 'x-ratelimit-used': '1', 'x-ratelimit-reset': '1691591363' };
    for (const name of Object.keys(good)) expect(read({ ...good, [name]: garbled }), name).toBeNull();
  });

  it('the resource is the header’s, trimmed; without one (or a blank one) the fallback', () => {
    expect(read({ 'x-ratelimit-remaining': '1', 'x-ratelimit-resource': ' code_search ' })?.resource).toBe('code_search');
    expect(read({ 'x-ratelimit-remaining': '1', 'x-ratelimit-resource': '  ' }, 'search')?.resource).toBe('search');
    expect(read({ 'x-ratelimit-remaining': '1' }, 'graphql')?.resource).toBe('graphql');
    expect(read({ 'x-ratelimit-remaining': '1' })?.resource).toBe('core');
  });

  it('garbled counts (-5, 1e3) leave the session’s reading as it was', async () => {
    const reset = inSeconds(3600);
    const answers = [limit(4999, reset), { ...limit(4998, reset), 'x-ratelimit-remaining': '-5' }, { ...limit(4998, reset), 'x-ratelimit-remaining': '1e3' }, { ...limit(4998, reset), 'x-ratelimit-used': '-5' }];
    const server = await loopback((_, res, i) => json(res, 200, repository, answers[i]));
    const s = session(server.url);
    for (let i = 0; i < answers.length; i++) await getRepository(s, 'octocat/Hello-World');
    expect(server.requests).toHaveLength(4);
    expect(s.state.rateLimits.core).toEqual({ resource: 'core', limit: 5000, remaining: 4999, used: 1, resetAt: new Date(reset * 1000) });
    expect(s.state.lastRateLimit).toBe(s.state.rateLimits.core);
  });
});

describe('the latest of two readings', () => {
  const reset = 2_000_000_000;

  it('within one window, the lower remaining wins in whichever order they arrive', () => {
    expect(isNewer(reading(9, reset), reading(10, reset))).toBe(true);
    expect(isNewer(reading(10, reset), reading(9, reset))).toBe(false);
    expect(isNewer(reading(10, reset), undefined)).toBe(true);
  });

  it('within one window, with remaining equal, more used is later; the same reading again is taken', () => {
    expect(isNewer(reading(10, reset, 7), reading(10, reset, 6))).toBe(true);
    expect(isNewer(reading(10, reset, 6), reading(10, reset, 7))).toBe(false);
    expect(isNewer(reading(10, reset), reading(10, reset))).toBe(true);
    // A larger limit (more remaining) with more used still tells of more requests made.
    expect(isNewer(reading(11, reset, 8), reading(10, reset, 7))).toBe(true);
    // A smaller limit (less remaining, no more used): still less left, so later.
    expect(isNewer(reading(9, reset, 5), reading(10, reset, 5))).toBe(true);
    expect(isNewer(reading(10, reset, 5), reading(9, reset, 5))).toBe(false);
  });

  it('a later window replaces, whatever it has left; an earlier one does not', () => {
    expect(isNewer(reading(4999, reset + 3600), reading(3, reset))).toBe(true);
    expect(isNewer(reading(3, reset - 3600), reading(4999, reset))).toBe(false);
  });

  it('a reading without a reset time (0) is taken as the latest, and so is any after it', () => {
    expect(isNewer(reading(4999, 0), reading(3, reset))).toBe(true);
    expect(isNewer(reading(4999, reset), reading(3, 0))).toBe(true);
  });

  it('recordRateLimit keeps the latest per resource and as lastRateLimit, and ignores the rest', () => {
    const state = { rateLimits: {} as Record<string, RateLimit>, lastRateLimit: null as RateLimit | null };
    const [first, stale, search] = [reading(9, reset), reading(10, reset), { ...reading(29, reset), resource: 'search' }];
    recordRateLimit(state, first);
    recordRateLimit(state, stale);
    recordRateLimit(state, null);
    expect(state).toEqual({ rateLimits: { core: first }, lastRateLimit: first });
    recordRateLimit(state, search);
    expect(state.rateLimits).toEqual({ core: first, search });
    expect(state.lastRateLimit).toBe(search);
  });

  it('a budget keeps the lower remaining of one window, whatever the order; a later window or no reset replaces', () => {
    const budget: Budget = { remaining: 0, resetAt: 0, pending: 0, pauseUntil: 0 };
    updateIn(budget, reading(9, reset), 0);
    updateIn(budget, reading(10, reset), 0);
    expect(budget).toMatchObject({ remaining: 9, resetAt: reset * 1000 });
    updateIn(budget, reading(8, reset), 0);
    expect(budget.remaining).toBe(8);
    updateIn(budget, reading(1, reset - 60), 0);
    expect(budget).toMatchObject({ remaining: 8, resetAt: reset * 1000 });
    updateIn(budget, reading(4999, reset + 3600), 0);
    expect(budget).toMatchObject({ remaining: 4999, resetAt: (reset + 3600) * 1000 });
    updateIn(budget, reading(5000, 0), 0);
    expect(budget).toMatchObject({ remaining: 5000, resetAt: 0 });
  });

  it('answers that arrive out of order: the session and a shared budget keep the lower count', async () => {
    const reset = inSeconds(600);
    const held = gate();
    const server = await loopback(async (request, res) => {
      // The request sent first is answered last, with the earlier count (one left).
      if (request.url.endsWith('/slow')) await held.opened;
      json(res, 200, repository, limit(request.url.endsWith('/slow') ? 1 : 0, reset));
    });
    const store = new MemoryStore();
    const s = session(server.url, { store });
    await outOfOrder(s, server, held);
    expect(s.state.rateLimits.core?.remaining).toBe(0);
    const error = await rejection(send(session(server.url, { store }), { path: '/repos/o/r' }), RateLimitExceeded);
    expect(error.resetAt).toEqual(new Date(reset * 1000));
    expect(server.requests).toHaveLength(2);
  });

  it('an answer without a reset time that arrives last is taken: it releases a budget spent by the earlier one', async () => {
    const held = gate();
    const server = await loopback(async (request, res) => {
      if (request.url.endsWith('/slow')) {
        await held.opened;
        return json(res, 200, repository, { 'x-ratelimit-remaining': '4000' });
      }
      json(res, 200, repository, limit(0, inSeconds(600)));
    });
    const store = new MemoryStore();
    const s = session(server.url, { store });
    await outOfOrder(s, server, held);
    expect(s.state.rateLimits.core).toMatchObject({ remaining: 4000, resetAt: new Date(0) });
    await send(session(server.url, { store }), { path: '/repos/o/r' });
    expect(server.requests).toHaveLength(3);
  });
});

describe('reserveIn', () => {
  it('holds off until a pause ends, and while the window’s count minus the claims in flight is spent', () => {
    const now = 1_000_000;
    expect(reserveIn({ remaining: 5, resetAt: now + 9000, pending: 0, pauseUntil: now + 1 }, now)).toEqual({ until: now + 1, reason: 'secondary' });
    expect(reserveIn({ remaining: 5, resetAt: now + 9000, pending: 0, pauseUntil: now }, now)).toBe(0);
    expect(reserveIn({ remaining: 2, resetAt: now + 9000, pending: 2, pauseUntil: 0 }, now)).toEqual({ until: now + 9000, reason: 'spent' });
    // Once the window is over, its count no longer holds anyone back.
    expect(reserveIn({ remaining: 0, resetAt: now, pending: 0, pauseUntil: 0 }, now)).toBe(0);
    const budget = { remaining: 2, resetAt: now + 9000, pending: 1, pauseUntil: 0 };
    expect(reserveIn(budget, now)).toBe(0);
    expect(budget.pending).toBe(2);
  });
});

describe('retryAfterMs', () => {
  const now = Date.UTC(2024, 0, 1, 12, 0, 0);

  it('reads seconds, with blanks around them', () => {
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs(' 5 ', now)).toBe(5000);
    expect(retryAfterMs('0', now)).toBe(0);
    expect(retryAfterMs('999999999', now)).toBe(999_999_999_000);
  });

  it('reads an HTTP date as the time until then; a date passed is 0', () => {
    expect(retryAfterMs(new Date(now + 90_000).toUTCString(), now)).toBe(90_000);
    expect(retryAfterMs('Mon, 01 Jan 2024 11:00:00 GMT', now)).toBe(0);
  });

  it.each([null, '', 'soon', '-1', '1.5', '1e3', '0x10', '1234567890', '2030-01-01'])('%j → null', (garbage) => {
    expect(retryAfterMs(garbage, now)).toBeNull();
  });
});

describe('retryDecision', () => {
  const answer = (status: number, headers: Record<string, string> = {}, body: unknown = { message: 'Server Error' }) => new Response(JSON.stringify(body), { status, headers });
  const decide = (method: string, response: Response, optIn = false, policy = DEFAULT_RETRY) => retryDecision(method, response, policy, optIn);

  it.each([500, 502, 503, 504])('%i is retried for idempotent methods only, unless the call opts in', async (status) => {
    for (const method of ['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS', 'get']) expect(await decide(method, answer(status)), method).toEqual({ retry: true, ms: undefined, reason: `HTTP ${status}`, pause: 0 });
    for (const method of ['POST', 'PATCH']) expect((await decide(method, answer(status))).retry, method).toBe(false);
    expect((await decide('POST', answer(status), true)).retry).toBe(true);
  });

  it('a server error’s Retry-After is waited up to maxRetryAfter (inclusive), no longer', async () => {
    expect(await decide('GET', answer(503, { 'retry-after': '15' }))).toEqual({ retry: true, ms: 15_000, reason: 'HTTP 503', pause: 0 });
    expect((await decide('GET', answer(503, { 'retry-after': '16' }))).retry).toBe(false);
    expect((await decide('GET', answer(503, { 'retry-after': '0' }), false, { ...DEFAULT_RETRY, maxRetryAfter: 0 })).retry).toBe(true);
  });

  it('a 403 with Retry-After is a secondary limit, whatever its message: retried within the cap, and a pause', async () => {
    const before = Date.now();
    const decision = await decide('GET', answer(403, { 'retry-after': '2' }, { message: 'Forbidden' }));
    expect(decision).toMatchObject({ retry: true, ms: 2000, reason: 'HTTP 403 secondary rate limit' });
    expect(decision.pause).toBeGreaterThanOrEqual(before + 2000);
    expect(decision.pause).toBeLessThanOrEqual(Date.now() + 2000);
    // Retry-After wins over a spent count: the service named the time to wait.
    expect((await decide('GET', answer(403, { 'retry-after': '2', 'x-ratelimit-remaining': '0' }, { message: 'Forbidden' }))).reason).toBe('HTTP 403 secondary rate limit');
    expect((await decide('POST', answer(403, { 'retry-after': '2' }))).retry).toBe(false);
    expect((await decide('GET', answer(403, { 'retry-after': '20' }))).retry).toBe(false);
  });

  it('a secondary limit without Retry-After asks for a minute: beyond the default cap, a pause all the same', async () => {
    const before = Date.now();
    const decision = await decide('GET', answer(403, {}, SECONDARY));
    expect(decision).toMatchObject({ retry: false, ms: 60_000, reason: 'HTTP 403 secondary rate limit' });
    expect(decision.pause).toBeGreaterThanOrEqual(before + 60_000);
    expect((await decide('GET', answer(403, {}, SECONDARY), false, { ...DEFAULT_RETRY, maxRetryAfter: 60_000 })).retry).toBe(true);
  });

  it.each([
    ['secondary rate limit', 403, SECONDARY],
    ['Secondary Rate Limit', 429, { message: 'Secondary Rate Limit exceeded' }],
    ['abuse', 403, { message: 'You have triggered an abuse detection mechanism. Please wait a few minutes before you try again.' }],
  ])('a %s message on a %i is a secondary limit', async (_, status, body) => {
    expect((await decide('GET', answer(status, {}, body))).reason).toBe(`HTTP ${status} secondary rate limit`);
  });

  it('a 403 with x-ratelimit-remaining: 0 and no Retry-After is the primary limit, whatever its text: not retried, no pause', async () => {
    const spent = answer(403, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '2000000000' }, { message: 'API rate limit exceeded (not a secondary rate limit)' });
    expect(await decide('GET', spent, false, { ...DEFAULT_RETRY, maxRetryAfter: 120_000 })).toEqual({ retry: false, ms: undefined, reason: '', pause: 0 });
  });

  it('a 403 that is no rate limit, and a secondary-limit text on another status, are not retried', async () => {
    expect(await decide('GET', new Response(null, { status: 403 }))).toEqual({ retry: false, ms: undefined, reason: '', pause: 0 });
    expect(await decide('GET', answer(403, {}, { message: 'Must have admin rights to Repository.' }))).toEqual({ retry: false, ms: undefined, reason: '', pause: 0 });
    expect(await decide('GET', answer(404, { 'retry-after': '1' }, SECONDARY))).toEqual({ retry: false, ms: undefined, reason: '', pause: 0 });
  });

  it('a bare 429 is backed off like a server error (idempotent only); with the limit spent it is not', async () => {
    expect(await decide('GET', answer(429, {}, { message: 'Too Many Requests' }))).toEqual({ retry: true, ms: undefined, reason: 'HTTP 429', pause: 0 });
    expect((await decide('POST', answer(429, {}, { message: 'Too Many Requests' }))).retry).toBe(false);
    expect(await decide('GET', answer(429, { 'x-ratelimit-remaining': '0' }, { message: 'Too Many Requests' }))).toEqual({ retry: false, ms: undefined, reason: '', pause: 0 });
  });
});

describe('retries on the wire', () => {
  it.each([500, 502, 503, 504])('%i: a GET, PUT and DELETE are sent again; a POST only with retry: true', async (status) => {
    const server = await loopback((_, res) => json(res, status, { message: 'Server Error' }));
    const s = session(server.url, { retry: { limit: 1, delay: 1 } });
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      await rejection(send(s, { method, path: '/repos/o/r/labels/bug' }), ServerError);
    }
    await rejection(send(s, { method: 'POST', path: '/repos/o/r/labels', body: { name: 'bug' } }), ServerError);
    await rejection(send(s, { method: 'POST', path: '/repos/o/r/labels', body: { name: 'bug' }, retry: true }), ServerError);
    await rejection(send(s, { method: 'PATCH', path: '/repos/o/r/labels/bug', body: { color: 'f29513' } }), ServerError);
    await rejection(send(s, { method: 'PATCH', path: '/repos/o/r/labels/bug', body: { color: 'f29513' }, retry: true }), ServerError);
    expect(server.requests.map((r) => r.method)).toEqual(['GET', 'GET', 'PUT', 'PUT', 'DELETE', 'DELETE', 'POST', 'POST', 'POST', 'PATCH', 'PATCH', 'PATCH']);
  });

  it('a 403 whose only sign is Retry-After is retried for a GET, not for a POST', async () => {
    const server = await loopback((_, res, i) => (i % 2 === 0 ? json(res, 403, { message: 'Forbidden' }, { 'retry-after': '0' }) : json(res, 200, repository)));
    expect((await getRepository(session(server.url), 'octocat/Hello-World')).id).toBe(1296269);
    expect(server.requests).toHaveLength(2);
    await rejection(createLabel(session(server.url), 'octocat/Hello-World', 'bug', 'f29513'), RateLimitExceeded);
    expect(server.requests).toHaveLength(3);
  });

  it('a Retry-After equal to maxRetryAfter is waited for', async () => {
    const server = await loopback((_, res, i) => (i === 0 ? json(res, 503, { message: 'busy' }, { 'retry-after': '0' }) : json(res, 200, repository)));
    await getRepository(session(server.url, { retry: { delay: 5, maxRetryAfter: 0 } }), 'octocat/Hello-World');
    expect(server.requests).toHaveLength(2);
  });

  it('a spent primary limit on a 403 is not retried even when its text names a secondary limit and the cap would allow a minute', async () => {
    const reset = inSeconds(600);
    const server = await loopback((_, res) => json(res, 403, { message: 'API rate limit exceeded; this is not a secondary rate limit' }, limit(0, reset)));
    const error = await rejection(getRepository(session(server.url, { retry: { delay: 5, maxRetryAfter: 120_000 } }), 'octocat/Hello-World'), RateLimitExceeded);
    expect(server.requests).toHaveLength(1);
    expect(error.resetAt).toEqual(new Date(reset * 1000));
  });

  it('a 429 that names a secondary limit (no Retry-After) is not backed off like a bare 429: a minute is beyond the cap', async () => {
    const server = await loopback((_, res, i) => (i === 0 ? json(res, 429, SECONDARY) : json(res, 200, repository)));
    await rejection(getRepository(session(server.url), 'octocat/Hello-World'), RateLimitExceeded);
    expect(server.requests).toHaveLength(1);
  });

  it('a bare 429 is backed off and sent again', async () => {
    const server = await loopback((_, res, i) => (i === 0 ? json(res, 429, { message: 'Too Many Requests' }) : json(res, 200, repository)));
    expect((await getRepository(session(server.url), 'octocat/Hello-World')).id).toBe(1296269);
    expect(server.requests).toHaveLength(2);
  });

  it('the backoff doubles from `delay`, jittered to no less than half of it', async () => {
    const server = await loopback((_, res, i) => (i < 3 ? json(res, 502, { message: 'Server Error' }) : json(res, 200, repository)));
    const started = Date.now();
    await getRepository(session(server.url, { retry: { limit: 3, delay: 20 } }), 'octocat/Hello-World');
    const elapsed = Date.now() - started;
    expect(server.requests).toHaveLength(4);
    // 20, 40 and 80 ms, each jittered to between half and all of it: at least 70 ms in all.
    expect(elapsed).toBeGreaterThanOrEqual(65);
  });

  it('the backoff is bounded by backoffLimit', async () => {
    const server = await loopback((_, res, i) => (i === 0 ? json(res, 502, { message: 'Server Error' }) : json(res, 200, repository)));
    const started = Date.now();
    await getRepository(session(server.url, { retry: { delay: 10_000, backoffLimit: 20 } }), 'octocat/Hello-World');
    expect(server.requests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('each attempt and retry is logged: status, attempt and reason', async () => {
    const server = await loopback((_, res, i) => (i === 0 ? json(res, 502, { message: 'Server Error' }) : i === 1 ? void res.socket?.destroy() : json(res, 200, repository)));
    const lines: string[] = [];
    const seen: string[] = [];
    const s = session(server.url, { stages: [logging({ debug: (l) => void lines.push(l), warn: (l) => void lines.push(l) }), watch({ beforeRetry: (r) => void seen.push(`${r.attempt} ${r.status} ${r.reason}`) })] });
    await getRepository(s, 'octocat/Hello-World');
    const url = `${server.url}/repos/octocat/Hello-World`;
    // Each line names the request's own id, the same over its retries; an answer's line, how long it took.
    const id = /\(request (\d+)/.exec(lines[0] ?? '')?.[1];
    expect(lines.map((l) => l.replace(/ in \d+ ms/, ' in N ms'))).toEqual([
      `GET ${url} → 502 in N ms (request ${id})`,
      `GET ${url}: retry 1 after HTTP 502 (request ${id})`,
      `GET ${url}: retry 2 after network (request ${id})`,
      `GET ${url} → 200 in N ms (request ${id}, attempt 3)`,
    ]);
    expect(seen).toEqual(['2 502 HTTP 502', '3 0 network']);
    expect(s.state).toMatchObject({ requests: 3, retries: 2 });
  });

  it('hooks see every attempt, numbered, without the credential', async () => {
    const server = await loopback((_, res, i) => (i === 0 ? json(res, 502, { message: 'Server Error' }, { 'x-echo': TOKEN }) : json(res, 200, repository)));
    const requests: { attempt: number; headers: Readonly<Record<string, string>> }[] = [];
    const answers: { attempt: number; status: number; echo: string | undefined }[] = [];
    const s = session(server.url, {
      stages: [watch({ beforeRequest: (r) => void requests.push(r), afterResponse: (r) => void answers.push({ attempt: r.attempt, status: r.status, echo: r.responseHeaders['x-echo'] }) })],
    });
    await getRepository(s, 'octocat/Hello-World');
    expect(requests.map((r) => r.attempt)).toEqual([1, 2]);
    expect(requests[0]?.headers.accept).toBe('application/vnd.github+json');
    expect(requests[0]?.headers).not.toHaveProperty('authorization');
    expect(server.requests[0]?.headers.authorization).toBe(`token ${TOKEN}`);
    expect(answers).toEqual([{ attempt: 1, status: 502, echo: '[REDACTED]' }, { attempt: 2, status: 200, echo: undefined }]);
  });

  it('a log with only debug, or only warn, is enough', async () => {
    const server = await loopback((_, res, i) => (i % 2 === 0 ? json(res, 502, { message: 'Server Error' }) : json(res, 200, repository)));
    const lines: string[] = [];
    await getRepository(session(server.url, { stages: [logging({ debug: (l) => void lines.push(l) })] }), 'octocat/Hello-World');
    await getRepository(session(server.url, { stages: [logging({ warn: (l) => void lines.push(l) }), watch({ afterResponse: () => undefined })] }), 'octocat/Hello-World');
    const url = `${server.url}/repos/octocat/Hello-World`;
    expect(lines.map((l) => l.replace(/ in \d+ ms \(request \d+/, ' (request N').replace(/ \(request \d+\)$/, ' (request N)'))).toEqual([
      `GET ${url} → 502 (request N)`,
      `GET ${url} → 200 (request N, attempt 2)`,
      `GET ${url}: retry 1 after HTTP 502 (request N)`,
    ]);
  });

  it('a streamed upload (never retried) is counted and shown to the hooks like any attempt', async () => {
    const server = await loopback((_, res) => json(res, 201, { id: 1 }));
    const seen: string[] = [];
    const s = session(server.url, { stages: [watch({ beforeRequest: (r) => void seen.push(`${r.method} ${r.attempt} ${r.headers['content-type']}`), afterResponse: (r) => void seen.push(`${r.status}`) })] });
    const body = new ReadableStream<Uint8Array>({ start: (c) => (c.enqueue(new TextEncoder().encode('data')), c.close()) });
    await send(s, { method: 'POST', path: '/repos/o/r/releases/1/assets', rawBody: body, contentType: 'application/octet-stream', headers: { 'content-length': '4' } });
    expect(server.requests[0]?.body).toBe('data');
    expect(seen).toEqual(['POST 1 application/octet-stream', '201']);
    expect(s.state.requests).toBe(1);
  });

  it('a GET that times out is sent again; a POST the call opted in is not (it may have done its work)', async () => {
    const server = await loopback((_, res, i) => void setTimeout(() => json(res, 200, repository), i === 0 ? 300 : 0));
    const seen: string[] = [];
    const s = session(server.url, { timeout: 100, stages: [watch({ beforeRetry: (r) => void seen.push(`${r.status} ${r.reason}`) })] });
    expect((await getRepository(s, 'octocat/Hello-World')).id).toBe(1296269);
    expect(seen).toEqual(['0 timeout']);
    const slow = await loopback((_, res) => void setTimeout(() => json(res, 201, label), 300));
    const error = await rejection(send(session(slow.url, { timeout: 100 }), { method: 'POST', path: '/repos/o/r/labels', body: { name: 'bug' }, retry: true }), TransportError);
    expect(error.reason).toBe('timeout');
    expect(slow.requests).toHaveLength(1);
  });

  it('a reset connection: a POST is sent again only when the call opts in', async () => {
    const server = await loopback((_, res) => void res.socket?.destroy());
    const s = session(server.url, { retry: { limit: 1, delay: 1 } });
    await rejection(send(s, { method: 'POST', path: '/repos/o/r/labels', body: { name: 'bug' } }), TransportError);
    expect(server.requests).toHaveLength(1);
    await rejection(send(s, { method: 'POST', path: '/repos/o/r/labels', body: { name: 'bug' }, retry: true }), TransportError);
    expect(server.requests).toHaveLength(3);
  });
});

describe('a Retry-After on a refusal holds off every session sharing the store', () => {
  it('a 403 with Retry-After beyond the cap: this session fails, another of the same token is not sent, another token is', async () => {
    const server = await loopback((request, res) => (request.url.endsWith('/limited') ? json(res, 403, { message: 'Forbidden' }, { 'retry-after': '600' }) : json(res, 200, repository)));
    const store = new MemoryStore();
    const before = Date.now();
    await rejection(send(session(server.url, { store }), { path: '/repos/o/limited' }), RateLimitExceeded);
    const error = await rejection(getRepository(session(server.url, { store }), 'octocat/Hello-World'), RateLimitExceeded);
    expect(error.message).toMatch(/not sent: GitHub's secondary rate limit asked to hold off until/);
    expect(error.resetAt?.getTime()).toBeGreaterThanOrEqual(before + 600_000);
    await getRepository(session(server.url, { store, token: 'test-token-other' }), 'octocat/Hello-World');
    expect(server.requests.map((r) => r.url)).toEqual(['/repos/o/limited', '/repos/octocat/Hello-World']);
  });

  it('an HTTP-date Retry-After holds the others off until that moment', async () => {
    const when = new Date(Math.ceil(Date.now() / 1000) * 1000 + 600_000);
    const server = await loopback((_, res) => json(res, 429, { message: 'Too Many Requests' }, { 'retry-after': when.toUTCString() }));
    const store = new MemoryStore();
    await rejection(getRepository(session(server.url, { store, retry: false }), 'octocat/Hello-World'), RateLimitExceeded);
    const error = await rejection(getRepository(session(server.url, { store }), 'octocat/Hello-World'), RateLimitExceeded);
    expect(Math.abs((error.resetAt?.getTime() ?? 0) - when.getTime())).toBeLessThan(50);
    expect(server.requests).toHaveLength(1);
  });

  it.each([
    ['secondary rate limit', {}, {}, SECONDARY],
    ['abuse detection', {}, {}, { message: 'You have triggered an abuse detection mechanism.' }],
    ['secondary rate limit', { retry: false }, {}, SECONDARY],
    ['secondary rate limit', {}, { retry: false }, SECONDARY],
  ])('a 403 naming a %s without Retry-After holds the others off for a minute (session options %j, call options %j)', async (_, options, call, body) => {
    const server = await loopback((_, res) => json(res, 403, body, { 'x-ratelimit-remaining': '4000' }));
    const store = new MemoryStore();
    const before = Date.now();
    expect((await rejection(getRepository(session(server.url, { store, ...options }), 'octocat/Hello-World', call))).status).toBe(403);
    const error = await rejection(getRepository(session(server.url, { store }), 'octocat/Hello-World'), RateLimitExceeded);
    expect(error.message).toMatch(/not sent/);
    expect(error.resetAt?.getTime()).toBeGreaterThanOrEqual(before + 60_000);
    expect(server.requests).toHaveLength(1);
  });

  it('a secondary limit retried after a backoff holds the others off while the retry is on its way', async () => {
    const store = new MemoryStore();
    const other = { outcome: undefined as unknown };
    const server = await loopback(async (_, res, i) => {
      if (i === 0) return json(res, 403, SECONDARY);
      if (i === 1) other.outcome = await getRepository(session(server.url, { store }), 'octocat/Hello-World').catch((error: unknown) => error);
      json(res, 200, repository);
    });
    const s = session(server.url, { store, retry: { delay: 5, maxRetryAfter: 120_000 } });
    expect((await getRepository(s, 'octocat/Hello-World')).id).toBe(1296269);
    expect(server.requests).toHaveLength(2);
    expect(other.outcome).toBeInstanceOf(RateLimitExceeded);
  });

  it('a 403 that is no rate limit holds nobody off', async () => {
    const server = await loopback((_, res) => json(res, 403, { message: 'Must have admin rights to Repository.' }, { 'x-ratelimit-remaining': '4000' }));
    const store = new MemoryStore();
    await rejection(getRepository(session(server.url, { store }), 'octocat/Hello-World'));
    await rejection(getRepository(session(server.url, { store }), 'octocat/Hello-World'));
    expect(server.requests).toHaveLength(2);
  });
});
