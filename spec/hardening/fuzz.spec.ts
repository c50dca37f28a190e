import { inspect } from 'node:util';
import type { ServerResponse } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseLink } from '../../src/core/link.js';
import { readRateLimit } from '../../src/core/rate-limit.js';
import { send } from '../../src/core/request.js';
import { retryAfterMs } from '../../src/core/transport.js';
import { createSession } from '../../src/core/session.js';
import { resolveUrl } from '../../src/core/url.js';
import { GitHubError, NotModified, TransportError, UnprocessableResponseBody, ValidationError } from '../../src/errors/index.js';
import type { PageIterator } from '../../src/core/page-iterator.js';
import { listRepositoryIssues } from '../../src/issues/list-repository-issues.js';
import { getRepository } from '../../src/repos/get-repository.js';
import { closeLoopbacks, json, loopback, TOKEN, type Loopback } from './loopback.js';
import { logging, watch } from '../../src/core/index.js';

/**
 * Seeded fuzzing (deterministic, bounded): random fault schedules against a hostile loopback
 * server with retries on, and random input to the parsers, the Link reader and URL building.
 * Invariants: never more than 1 + limit attempts, never a POST retried without the caller's
 * consent, never a credential in an error, hook or log line, never an untyped exception; a 304,
 * a 202 or a body that stops arriving ends in its documented result.
 */

const SEED = 20240611;
const LIMIT = 2;
const repository = { id: 1296269, name: 'Hello-World', full_name: 'octocat/Hello-World', owner: { login: 'octocat', id: 1 } };
const issue = { id: 1, number: 1, title: 'Found a bug', state: 'open', user: { login: 'octocat', id: 1 }, labels: [], created_at: '2011-04-22T13:33:48Z' };

const FAULTS = ['ok', '500', '502', '503', '504', '429', 'secondary', 'primary', '401', '404', '409', '422', 'reset', 'slow', 'invalid-json', 'truncated', 'echo-token', 'cyclic-link', 'foreign-link', '304', '202', 'stalled-body'] as const;
type Fault = (typeof FAULTS)[number];

/** One answer of the hostile server: a fault of the schedule, echoing the token where it can. */
function answer(fault: Fault, res: ServerResponse, origin: string, body: unknown): void {
  const spent = { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000) + 3600) };
  switch (fault) {
    case 'ok': return json(res, 200, body);
    case 'secondary': return json(res, 403, { message: 'You have exceeded a secondary rate limit' }, { 'retry-after': '0' });
    case 'primary': return json(res, 403, { message: 'API rate limit exceeded' }, spent);
    case 'reset': return void res.socket?.destroy();
    // An answer that never comes: only the session's timeout ends the wait, however loaded the machine.
    case 'slow': return;
    case 'invalid-json': return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"id": 1,');
    // Nothing is cached (no answer carries an ETag), so a 304 has no stored copy to stand for.
    case '304': return void res.writeHead(304, { etag: '"unchanged"' }).end();
    // What GitHub answers while it computes statistics: an empty object.
    case '202': return json(res, 202, {});
    // Headers, then part of the body, then nothing: only the session's timeout ends the read.
    case 'stalled-body': return void (res.writeHead(200, { 'content-type': 'application/json', 'content-length': '500' }), res.write('{"id": 1296269, "name": '));
    case 'truncated': return void (res.writeHead(200, { 'content-type': 'application/json', 'content-length': '500' }), res.write('{"id": 12'), setTimeout(() => res.socket?.destroy(), 5));
    case 'echo-token': return json(res, 500, { message: `token ${TOKEN} rejected` }, { 'x-echo': TOKEN });
    case 'cyclic-link': return json(res, 200, Array.isArray(body) ? body : [issue], { link: `<${origin}/repos/o/r/issues?per_page=100>; rel="next"` });
    case 'foreign-link': return json(res, 200, Array.isArray(body) ? body : [issue], { link: `<http://203.0.113.9/steal?token=${TOKEN}>; rel="next"` });
    default: return json(res, Number(fault), { message: `HTTP ${fault}` });
  }
}

type Call = 'get' | 'list' | 'post' | 'post-opt-in' | 'put';

/**
 * The answer to a run's last request decides its outcome; these have one documented reading
 * each, and anything else (an empty object, a half-read body taken as data) would be a silent
 * wrong answer.
 */
function expectDocumented(call: Call, last: Fault, outcome: unknown, listing: PageIterator<unknown> | undefined): void {
  const where = `${call}, last answer ${last}: ${String(outcome)}`;
  if (last === 'stalled-body') {
    expect(outcome, where).toBeInstanceOf(TransportError);
    expect((outcome as TransportError).reason, where).toBe('timeout');
  } else if (last === '304' || last === '202') {
    const status = Number(last);
    // A single object has no empty reading: a 304 with nothing stored is NotModified, a 202 carries no repository.
    if (call === 'get') expect(outcome, where).toBeInstanceOf(last === '304' ? NotModified : UnprocessableResponseBody);
    // A listing ends, yielding nothing more, and says why.
    else if (call === 'list') expect([Array.isArray(outcome), listing?.lastStatus], where).toEqual([true, status]);
    else expect(outcome, where).toMatchObject({ status, fromCache: false });
  } else if (last === 'ok') {
    if (call === 'get') expect((outcome as { id?: unknown }).id, where).toBe(repository.id);
    else if (call === 'list') expect(Array.isArray(outcome) && outcome.every((i: { number?: unknown }) => i.number === issue.number), where).toBe(true);
    else expect(outcome, where).toMatchObject({ status: 200, data: repository });
  }
}

describe('a seeded random fault schedule, retries on', () => {
  let server: Loopback;
  let schedule: Fault[] = [];
  let body: unknown = repository;

  beforeAll(async () => {
    server = await loopback((_, res, i) => answer(schedule[i] ?? 'ok', res, server.url, body));
  });
  afterAll(closeLoopbacks);

  /** One call against the schedule `faults`, then every invariant checked. */
  async function runSchedule(faults: Fault[], call: Call): Promise<void> {
    schedule = faults;
    server.requests.length = 0;
    body = call === 'list' ? [issue] : repository;
    const seen: string[] = [];
    const s = createSession({
      baseUrl: server.url,
      token: TOKEN,
      // Long enough that an answer on a loaded machine is never taken for a fault; the faults that
      // wait for it ('slow', 'stalled-body') never answer at all.
      timeout: 250,
      retry: { limit: LIMIT, delay: 1, maxRetryAfter: 50 },
      stages: [watch({ beforeRequest: (v) => void seen.push(JSON.stringify(v)), afterResponse: (v) => void seen.push(JSON.stringify(v)), beforeRetry: (v) => void seen.push(JSON.stringify(v)) }), logging({ debug: (l) => void seen.push(l), warn: (l) => void seen.push(l) })],
    });
    let listing: PageIterator<unknown> | undefined;
    const outcome = await (async () => {
      if (call === 'get') return getRepository(s, 'octocat/Hello-World');
      if (call === 'list') return (listing = listRepositoryIssues(s, 'o/r', { number: 250 })).toArray();
      if (call === 'put') return send(s, { method: 'PUT', path: '/repos/o/r/subscription', body: { subscribed: true } });
      return send(s, { method: 'POST', path: '/repos/o/r/issues', body: { title: 't' }, retry: call === 'post-opt-in' });
    })().catch((error: unknown) => error);

    // Typed, or a result: never a TypeError, never a raw fetch failure.
    if (outcome instanceof Error) expect(outcome, `${call} ${faults.join(',')}: ${String(outcome)}`).toBeInstanceOf(GitHubError);
    const pages = call === 'list' ? 4 : 1;
    expect(server.requests.length).toBeLessThanOrEqual(pages * (1 + LIMIT));
    if (call === 'post') expect(server.requests.length).toBeLessThanOrEqual(1);
    // Nothing left the loopback origin: the foreign Link is refused, not followed.
    expect(server.requests.every((r) => !r.url.includes('steal'))).toBe(true);
    const shown = [outcome instanceof Error ? `${outcome.message}\n${outcome.stack}\n${inspect(outcome, { depth: 5 })}` : '', ...seen].join('\n');
    expect(shown).not.toContain(TOKEN);
    // State counts every attempt, and the retries among them.
    expect(s.state.requests).toBeGreaterThanOrEqual(server.requests.length);
    expect(s.state.retries).toBeLessThanOrEqual(pages * LIMIT);
    expect(s.state.requests - s.state.retries).toBeLessThanOrEqual(pages);
    expectDocumented(call, faults[server.requests.length - 1] ?? 'ok', outcome, listing);
  }

  const calls = fc.constantFrom<Call>('get', 'list', 'post', 'post-opt-in', 'put');

  it('keeps every invariant', async () => {
    const run = fc.record({ schedule: fc.array(fc.constantFrom(...FAULTS), { minLength: 1, maxLength: 5 }), call: calls });
    await fc.assert(
      fc.asyncProperty(run, async ({ schedule: faults, call }) => runSchedule(faults, call)),
      { seed: SEED, numRuns: 80, interruptAfterTimeLimit: 60_000 },
    );
  }, 90_000);

  it('ends in the documented result when retried faults lead to a 304, a 202 or a stalled body', async () => {
    // Faults a GET or PUT retries (a timeout and a reset too), so that the last one is reached within the limit.
    const retried = fc.array(fc.constantFrom<Fault>('500', '502', '503', '504', '429', 'secondary', 'reset', 'slow'), { maxLength: LIMIT });
    const run = fc.record({ prefix: retried, last: fc.constantFrom<Fault>('304', '202', 'stalled-body'), call: calls });
    await fc.assert(
      fc.asyncProperty(run, async ({ prefix, last, call }) => runSchedule([...prefix, last], call)),
      { seed: SEED, numRuns: 60, interruptAfterTimeLimit: 60_000 },
    );
  }, 90_000);
});

describe('property: parsers and URL building take any input', () => {
  const options = { seed: SEED, numRuns: 400 };

  it('readRateLimit: null or a sane reading, never an exception or NaN', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('x-ratelimit-remaining', 'x-ratelimit-limit', 'x-ratelimit-used', 'x-ratelimit-reset', 'x-ratelimit-resource'), fc.string()), (given) => {
        const headers = new Headers();
        for (const [k, v] of Object.entries(given)) {
          try {
            headers.set(k, v);
          } catch {
            return;
          }
        }
        const reading = readRateLimit(headers);
        if (reading) for (const n of [reading.remaining, reading.limit, reading.used, reading.resetAt.getTime()]) expect(Number.isFinite(n)).toBe(true);
      }),
      options,
    );
  });

  it('parseLink: a record of strings for any text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^(<[^>]{0,30}>; ?rel="?[a-z ]{0,10}"?,? ?){0,4}$/)), (text) => {
        for (const value of Object.values(parseLink(text))) expect(typeof value).toBe('string');
      }),
      options,
    );
  });

  it('retryAfterMs: null or a finite wait ≥ 0', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.date({ noInvalidDate: true }).map((d) => d.toUTCString()), fc.nat().map(String)), (text) => {
        const ms = retryAfterMs(text);
        if (ms !== null) expect(Number.isFinite(ms) && ms >= 0).toBe(true);
      }),
      options,
    );
  });

  it('resolveUrl: a URL on the base origin, or a ValidationError', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string(), fc.integer())), (owner, repo, query) => {
        try {
          const url = new URL(resolveUrl('https://api.github.com', '/repos/{owner}/{repo}', { owner, repo }, query));
          expect(url.origin).toBe('https://api.github.com');
          expect(url.pathname.startsWith('/repos/')).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(ValidationError);
        }
      }),
      options,
    );
  });

  it('an operation given any reference: a ValidationError, or a request to the session’s origin only', async () => {
    const sent: string[] = [];
    const s = createSession({ token: TOKEN, retry: false, fetch: async (input) => (sent.push(new Request(input).url), new Response('{}', { status: 404 })) });
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.record({ owner: fc.string(), repo: fc.string() }), fc.anything()), async (ref) => {
        const error = await getRepository(s, ref as never).then(() => null, (e: unknown) => e);
        expect(error).toBeInstanceOf(GitHubError);
        expect(sent.every((u) => new URL(u).origin === 'https://api.github.com')).toBe(true);
      }),
      { seed: SEED, numRuns: 200 },
    );
  });
});
