import { afterEach, describe, expect, it } from 'vitest';
import { createSession } from '../../src/core/session.js';
import type { SessionOptions } from '../../src/core/types.js';
import { send } from '../../src/core/request.js';
import { RateLimitExceeded, ServerError, TransportError } from '../../src/errors/index.js';
import { createLabel } from '../../src/issues/repository-labels.js';
import { getRepository } from '../../src/repos/get-repository.js';
import { closeLoopbacks, json, loopback, rejection, TOKEN } from '../hardening/loopback.js';
import { logging, watch } from '../../src/core/index.js';

/**
 * Retries by ky with GitHub's rules, against a real server on loopback: which answers are
 * tried again, how often, after how long, and what hooks and state see of it.
 */

const repository = { id: 1296269, name: 'Hello-World', full_name: 'octocat/Hello-World', owner: { login: 'octocat', id: 1 } };
const label = { id: 208045946, node_id: 'MDU6TGFiZWwyMDgwNDU5NDY=', url: 'https://api.github.com/repos/octocat/Hello-World/labels/bug', name: 'bug', description: null, color: 'f29513', default: true };
const SECONDARY = { message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.', documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits' };

/** A session on the loopback server, with short backoffs so that the specs stay quick. */
function session(url: string, options: SessionOptions = {}) {
  return createSession({ baseUrl: url, token: TOKEN, ...options, retry: options.retry ?? { delay: 5 } });
}

afterEach(closeLoopbacks);

describe('idempotent requests are retried', () => {
  it('502 then 200 on a GET → the result, after one retry that hooks and state see', async () => {
    const server = await loopback((_, res, i) => (i === 0 ? json(res, 502, { message: 'Server Error' }) : json(res, 200, repository)));
    const seen: string[] = [];
    const s = session(server.url, { stages: [watch({ beforeRetry: (r) => void seen.push(`${r.attempt} ${r.status} ${r.reason}`) })] });
    expect((await getRepository(s, 'octocat/Hello-World')).id).toBe(1296269);
    expect(server.requests).toHaveLength(2);
    expect(seen).toEqual(['2 502 HTTP 502']);
    expect(s.state).toMatchObject({ requests: 2, retries: 1 });
  });

  it.each([500, 502, 503, 504])('%i every time → ServerError after 1 + limit attempts', async (status) => {
    const server = await loopback((_, res) => json(res, status, { message: 'Server Error' }));
    const s = session(server.url, { retry: { limit: 3, delay: 1 } });
    const error = await rejection(getRepository(s, 'octocat/Hello-World'), ServerError);
    expect(error.status).toBe(status);
    expect(server.requests).toHaveLength(4);
    expect(s.state.retries).toBe(3);
  });

  it('429 with Retry-After: 1 → waits that second, then the result', async () => {
    const server = await loopback((_, res, i) => (i === 0 ? json(res, 429, SECONDARY, { 'retry-after': '1' }) : json(res, 200, repository)));
    const started = Date.now();
    await getRepository(session(server.url), 'octocat/Hello-World');
    expect(server.requests).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('a bare 429 (no Retry-After, no message, limit not spent) is backed off and retried; a 429 with the primary limit spent is not', async () => {
    const bare = await loopback((_, res, i) => (i === 0 ? json(res, 429, { message: 'Too Many Requests' }) : json(res, 200, repository)));
    const seen: string[] = [];
    await getRepository(session(bare.url, { stages: [watch({ beforeRetry: (r) => void seen.push(`${r.status} ${r.reason}`) })] }), 'octocat/Hello-World');
    expect(bare.requests).toHaveLength(2);
    expect(seen).toEqual(['429 HTTP 429']);
    const spent = await loopback((_, res) => json(res, 429, { message: 'Too Many Requests' }, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600) }));
    await rejection(getRepository(session(spent.url), 'octocat/Hello-World'), RateLimitExceeded);
    expect(spent.requests).toHaveLength(1);
  });

  it('a bare 429 on a POST is not retried', async () => {
    const server = await loopback((_, res) => json(res, 429, { message: 'Too Many Requests' }));
    await rejection(createLabel(session(server.url), 'octocat/Hello-World', 'bug', 'f29513'));
    expect(server.requests).toHaveLength(1);
  });

  it('a secondary-limit 403 that says so (no Retry-After) waits a minute: beyond the cap, RateLimitExceeded at once', async () => {
    const server = await loopback((_, res) => json(res, 403, SECONDARY, { 'x-ratelimit-remaining': '4000' }));
    const started = Date.now();
    const error = await rejection(getRepository(session(server.url), 'octocat/Hello-World'), RateLimitExceeded);
    expect(error.status).toBe(403);
    expect(server.requests).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('a secondary-limit 403 with Retry-After within the cap is retried', async () => {
    const server = await loopback((_, res, i) => (i === 0 ? json(res, 403, SECONDARY, { 'retry-after': '0' }) : json(res, 200, repository)));
    await getRepository(session(server.url), 'octocat/Hello-World');
    expect(server.requests).toHaveLength(2);
  });

  it('a Retry-After beyond maxRetryAfter is not waited for', async () => {
    const server = await loopback((_, res) => json(res, 503, { message: 'busy' }, { 'retry-after': '120' }));
    await rejection(getRepository(session(server.url, { retry: { maxRetryAfter: 1000 } }), 'octocat/Hello-World'), ServerError);
    expect(server.requests).toHaveLength(1);
  });

  it('a 403 that is not a rate limit, a 404 and a 422 are never retried', async () => {
    for (const [status, body] of [[403, { message: 'Must have admin rights to Repository.' }], [404, { message: 'Not Found' }], [422, { message: 'Validation Failed' }]] as const) {
      const server = await loopback((_, res) => json(res, status, body));
      await rejection(getRepository(session(server.url), 'octocat/Hello-World'));
      expect(server.requests).toHaveLength(1);
    }
  });

  it('a connection reset on a GET is retried', async () => {
    const server = await loopback((_, res, i) => (i === 0 ? void res.socket?.destroy() : json(res, 200, repository)));
    await getRepository(session(server.url), 'octocat/Hello-World');
    expect(server.requests).toHaveLength(2);
  });

  it('a GET slower than `timeout` is retried; the answer in time is the result', async () => {
    const server = await loopback((_, res, i) => void setTimeout(() => json(res, 200, repository), i === 0 ? 400 : 0));
    const s = session(server.url, { timeout: 150 });
    expect((await getRepository(s, 'octocat/Hello-World')).id).toBe(1296269);
    expect(server.requests).toHaveLength(2);
  });

  it('`retry: false` on the session, or on the call, sends once', async () => {
    const server = await loopback((_, res) => json(res, 502, { message: 'Server Error' }));
    await rejection(getRepository(session(server.url, { retry: false }), 'octocat/Hello-World'), ServerError);
    await rejection(getRepository(session(server.url), 'octocat/Hello-World', { retry: false }), ServerError);
    expect(server.requests).toHaveLength(2);
  });
});

describe('POST and PATCH', () => {
  it('are never retried by default: a 502 to a POST is a ServerError after one request', async () => {
    const server = await loopback((_, res) => json(res, 502, { message: 'Server Error' }));
    await rejection(createLabel(session(server.url), 'octocat/Hello-World', 'bug', 'f29513'), ServerError);
    await rejection(send(session(server.url), { method: 'PATCH', path: '/repos/o/r', body: { name: 'x' } }), ServerError);
    expect(server.requests.map((r) => r.method)).toEqual(['POST', 'PATCH']);
  });

  it('are retried when the call opts in, with the same body to the same origin', async () => {
    const server = await loopback((_, res, i) => (i === 0 ? json(res, 502, { message: 'Server Error' }) : json(res, 201, label)));
    const created = await createLabel(session(server.url), 'octocat/Hello-World', 'bug', 'f29513', { retry: true });
    expect(created.name).toBe('bug');
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]?.body).toBe(server.requests[0]?.body);
    expect(server.requests[1]?.headers.authorization).toBe(`token ${TOKEN}`);
  });

  it('a timeout is not retried even when the call opts in (the first attempt may have done its work)', async () => {
    const server = await loopback((_, res) => void setTimeout(() => json(res, 201, label), 400));
    const error = await rejection(createLabel(session(server.url, { timeout: 100 }), 'octocat/Hello-World', 'bug', 'f29513', { retry: true }), TransportError);
    expect(error.reason).toBe('timeout');
    expect(server.requests).toHaveLength(1);
  });

  it('the call option is checked', async () => {
    const s = session('http://127.0.0.1:9');
    await rejection(createLabel(s, 'octocat/Hello-World', 'bug', 'f29513', { retry: 'yes' as never }));
  });
});

describe('hooks and log', () => {
  it('see every attempt, never a credential', async () => {
    const server = await loopback((_, res, i) => (i < 2 ? json(res, 503, { message: `echo token ${TOKEN}` }, { 'x-echo': TOKEN }) : json(res, 200, repository)));
    const views: unknown[] = [];
    const lines: string[] = [];
    const s = session(server.url, {
      stages: [watch({ beforeRequest: (v) => void views.push(v), afterResponse: (v) => void views.push(v), beforeRetry: (v) => void views.push(v) }), logging({ debug: (l) => void lines.push(l), warn: (l) => void lines.push(l) })],
    });
    await send(s, { path: `/repos/o/r?access_token=${TOKEN}` });
    expect(views.filter((v) => 'responseHeaders' in (v as object))).toHaveLength(3);
    expect(views.filter((v) => 'reason' in (v as object))).toHaveLength(2);
    expect(lines).toHaveLength(5);
    const text = JSON.stringify([views, lines]);
    expect(text).not.toContain(TOKEN);
    expect(text).not.toMatch(/authorization/i);
  });

  it('beforeError sees the typed error and may replace it', async () => {
    const server = await loopback((_, res) => json(res, 404, { message: 'Not Found' }));
    const replaced = new ServerError({ message: 'mapped' });
    const s = session(server.url, { stages: [watch({ beforeError: (e) => (e.status === 404 ? replaced : undefined) })] });
    expect(await rejection(getRepository(s, 'o/r'))).toBe(replaced);
  });
});
