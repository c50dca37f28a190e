import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../../src/client.js';
import { send } from '../../src/core/request.js';
import { RateLimitExceeded, ServerError, TransportError, ValidationError } from '../../src/errors/index.js';
import { closeLoopbacks, json, loopback, rejection, thrown } from './loopback.js';

afterEach(closeLoopbacks);

const REPO = { id: 1296269, name: 'Hello-World', full_name: 'octocat/Hello-World' };

describe('maxResponseBytes', () => {
  /** A small gzip body that expands to `size` bytes of JSON text. */
  function bomb(size: number): Buffer {
    return gzipSync(Buffer.from(`"${' '.repeat(size - 2)}"`), { level: 9 });
  }

  it('a gzip body that expands past the limit → TransportError "too-large", not read whole', async () => {
    const body = bomb(8 * 1024 * 1024);
    expect(body.byteLength).toBeLessThan(64 * 1024);
    const server = await loopback((_, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      response.end(body);
    });
    const gh = createClient({ baseUrl: server.url, maxResponseBytes: 1024 * 1024 });
    const error = await rejection(gh.repository('octocat', 'Hello-World'), TransportError);
    expect(error.reason).toBe('too-large');
    expect(error.message).toContain('maxResponseBytes');
  });

  it('the default is 100 MB: a 1 MB gzip body that expands to 200 MB is refused', async () => {
    const body = gzipSync(Buffer.alloc(200 * 1024 * 1024, 0x20), { level: 1 });
    const server = await loopback((_, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      response.end(body);
    });
    const gh = createClient({ baseUrl: server.url });
    expect(gh.session.maxResponseBytes).toBe(100 * 1024 * 1024);
    expect((await rejection(gh.repository('octocat', 'Hello-World'), TransportError)).reason).toBe('too-large');
  }, 30_000);

  // Streams megabytes past the limit (about 2 s on a quiet machine): the limit is ten times that.
  it('an error body past the limit is not read whole either', async () => {
    const server = await loopback((_, response) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: 'x'.repeat(4096) }));
    });
    const gh = createClient({ baseUrl: server.url, maxResponseBytes: 1024 });
    const error = await rejection(gh.repository('octocat', 'Hello-World'), ServerError);
    expect(error.status).toBe(500);
    expect(error.message.length).toBeLessThan(1024);
  }, 20_000);

  it('an answer within the limit is read', async () => {
    const server = await loopback((_, response) => json(response, 200, REPO));
    const gh = createClient({ baseUrl: server.url, maxResponseBytes: 4096 });
    expect((await gh.repository('octocat', 'Hello-World')).id).toBe(1296269);
  });
});

describe('rate-limit readings', () => {
  it('Retry-After as an HTTP date gives that moment as resetAt', async () => {
    const when = new Date(Math.ceil(Date.now() / 1000) * 1000 + 120_000);
    const server = await loopback((_, response) => json(response, 429, { message: 'You have exceeded a secondary rate limit.' }, { 'retry-after': when.toUTCString() }));
    const gh = createClient({ baseUrl: server.url });
    const error = await rejection(gh.repository('octocat', 'Hello-World'), RateLimitExceeded);
    expect(error.resetAt).toEqual(when);
  });

  it('garbage X-RateLimit-* headers are ignored: no NaN, no Invalid Date in state', async () => {
    const readings = [
      { 'x-ratelimit-limit': '5000', 'x-ratelimit-remaining': '4999', 'x-ratelimit-used': '1', 'x-ratelimit-reset': '1691591363' },
      { 'x-ratelimit-limit': 'lots', 'x-ratelimit-remaining': 'some', 'x-ratelimit-used': '-', 'x-ratelimit-reset': 'soon' },
      { 'x-ratelimit-limit': '5000', 'x-ratelimit-remaining': '4990', 'x-ratelimit-used': '10', 'x-ratelimit-reset': 'tomorrow' },
    ];
    const server = await loopback((_, response, index) => json(response, 200, REPO, readings[index]));
    const gh = createClient({ baseUrl: server.url });
    for (let i = 0; i < readings.length; i++) await gh.repository('octocat', 'Hello-World');
    const core = gh.session.state.rateLimits.core;
    expect(core).toEqual({ resource: 'core', limit: 5000, remaining: 4999, used: 1, resetAt: new Date(1691591363 * 1000) });
    expect(gh.session.state.lastRateLimit).toEqual(core);
  });

  it('under concurrency the state keeps the most recent reading, not the answer that arrived last', async () => {
    const reset = String(Math.floor(Date.now() / 1000) + 3600);
    const server = await loopback(async (request, response) => {
      // The first request's answer carries the earlier reading (more remaining) but arrives last.
      if (request.url.endsWith('/slow')) {
        await new Promise((resolve) => setTimeout(resolve, 150));
        return json(response, 200, REPO, { 'x-ratelimit-limit': '5000', 'x-ratelimit-remaining': '4990', 'x-ratelimit-used': '10', 'x-ratelimit-reset': reset });
      }
      json(response, 200, REPO, { 'x-ratelimit-limit': '5000', 'x-ratelimit-remaining': '4989', 'x-ratelimit-used': '11', 'x-ratelimit-reset': reset });
    });
    const { session } = createClient({ baseUrl: server.url });
    await Promise.all([send(session, { path: '/slow' }), new Promise((resolve) => setTimeout(resolve, 30)).then(() => send(session, { path: '/fast' }))]);
    expect(session.state.rateLimits.core?.remaining).toBe(4989);
    expect(session.state.lastRateLimit?.remaining).toBe(4989);
  });

  it('a new window (a later reset) replaces the old one even with more remaining', async () => {
    const now = Math.floor(Date.now() / 1000);
    const server = await loopback((_, response, index) =>
      json(response, 200, REPO, { 'x-ratelimit-limit': '5000', 'x-ratelimit-remaining': index === 0 ? '3' : '4999', 'x-ratelimit-used': index === 0 ? '4997' : '1', 'x-ratelimit-reset': String(now + (index === 0 ? 60 : 3660)) }),
    );
    const { session } = createClient({ baseUrl: server.url });
    await send(session, { path: '/a' });
    await send(session, { path: '/b' });
    expect(session.state.rateLimits.core?.remaining).toBe(4999);
  });
});

describe('header values a header cannot carry are ValidationErrors, not network errors', () => {
  it.each([
    ['userAgent', { userAgent: 'bot/1.0\r\nX-Injected: 1' }],
    ['accept', { accept: 'application/json\nX-Injected: 1' }],
    ['apiVersion', { apiVersion: '2022-11-28\r\n' as '2022-11-28' }],
  ] as const)('%s with CR/LF → ValidationError at createClient', (name, options) => {
    expect(thrown(() => createClient(options), ValidationError).parameter).toBe(name);
  });

  it('a call header with CR/LF → ValidationError naming it, nothing sent', async () => {
    const server = await loopback((_, response) => json(response, 200, REPO));
    const gh = createClient({ baseUrl: server.url });
    const error = await rejection(gh.repository('octocat', 'Hello-World', { headers: { 'X-Request-Id': 'abc\r\nX-Injected: 1' } }), ValidationError);
    expect(error.parameter).toBe('headers.x-request-id');
    expect(server.requests).toHaveLength(0);
  });
});
