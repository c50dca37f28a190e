import { afterEach, describe, expect, it, vi } from 'vitest';
import { setClientId } from '../../src/auth/app-credentials.js';
import { MemoryStore } from '../../src/core/memory-store.js';
import { send, sendForBool, sendForData } from '../../src/core/request.js';
import { createSession } from '../../src/core/session.js';
import { rateBudget } from '../../src/core/budget.js';
import type { CredentialProvider, SessionOptions } from '../../src/core/types.js';
import { AuthenticationFailed, ForbiddenError, NotFoundError, NotModified, RateLimitExceeded, TransportError, ValidationError } from '../../src/errors/index.js';
import { closeLoopbacks, json, loopback, rejection } from '../hardening/loopback.js';
import { conditionalCache } from '../../src/core/conditional-cache.js';
import { logging, twoFactor } from '../../src/core/index.js';

/**
 * The request pipeline's own rules, through `send`: what a request carries, when a provider's
 * credential is renewed, what the rate budget is told, what a 304 and a yes/no answer give back.
 */

const TOKEN = 'test-token-pipeline-4c1e9a';
const INSTALLATION = `ghs_${'x'.repeat(36)}`;
const RENEWED = `ghs_${'y'.repeat(36)}`;

afterEach(() => {
  closeLoopbacks();
  vi.restoreAllMocks();
});

/** A session whose `fetch` answers every request with `answer()`, and records what it sent. */
function fetched(answer: (index: number) => Response, options: SessionOptions = {}) {
  const sent: { method: string; url: string; headers: Headers }[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const request = new Request(input, init);
    sent.push({ method: request.method, url: request.url, headers: request.headers });
    return Promise.resolve(answer(sent.length - 1));
  };
  return { session: createSession({ retry: false, ...options, fetch }), sent };
}

/** A GitHub App installation's credential: one value, then another once the first is refused. */
function installation(options: { permissions?: () => Readonly<Record<string, string>> | null } = {}) {
  const refused: string[] = [];
  const values = [`token ${INSTALLATION}`, `token ${RENEWED}`];
  const provider: CredentialProvider = {
    kind: 'installation',
    identity: 'app 1 installation 2',
    secrets: [],
    authorization: () => Promise.resolve(values[Math.min(refused.length, 1)] ?? ''),
    refused: (value) => Promise.resolve(void refused.push(value)),
    ...options,
  };
  return { provider, refused };
}

describe('a provider’s credential the service refuses', () => {
  it('is renewed once: the refused value is dropped and the request sent again with the new one', async () => {
    const server = await loopback((req, res) => (req.headers.authorization === `token ${RENEWED}` ? json(res, 200, { ok: true }) : json(res, 401, { message: 'Bad credentials' })));
    const { provider, refused } = installation();
    const reply = await send(createSession({ baseUrl: server.url, credentials: provider }), { path: '/installation/repositories' });
    expect(reply.data).toEqual({ ok: true });
    expect(server.requests.map((r) => r.headers.authorization)).toEqual([`token ${INSTALLATION}`, `token ${RENEWED}`]);
    expect(refused).toEqual([`token ${INSTALLATION}`]);
  });

  it('a second refusal is AuthenticationFailed, after two requests (no loop)', async () => {
    const server = await loopback((_, res) => json(res, 401, { message: 'Bad credentials' }));
    const { provider, refused } = installation();
    const error = await rejection(send(createSession({ baseUrl: server.url, credentials: provider }), { path: '/installation/repositories' }), AuthenticationFailed);
    expect(error.message).toBe('Bad credentials');
    expect(server.requests).toHaveLength(2);
    expect(refused).toEqual([`token ${INSTALLATION}`]);
  });

  it('an answer other than 401 renews nothing', async () => {
    const server = await loopback((_, res, i) => (i === 0 ? json(res, 200, { ok: true }) : json(res, 403, { message: 'Resource not accessible by integration' })));
    const { provider, refused } = installation();
    const session = createSession({ baseUrl: server.url, credentials: provider });
    expect((await send(session, { path: '/installation/repositories' })).data).toEqual({ ok: true });
    await rejection(send(session, { path: '/repos/o/r/issues' }), ForbiddenError);
    expect(server.requests).toHaveLength(2);
    expect(refused).toEqual([]);
  });

  it('is not renewed when the call sent its own Authorization instead', async () => {
    const server = await loopback((_, res) => json(res, 401, { message: 'Bad credentials' }));
    const { provider, refused } = installation();
    await rejection(send(createSession({ baseUrl: server.url, credentials: provider }), { path: '/user', headers: { authorization: 'token test-token-of-the-call' } }), AuthenticationFailed);
    expect(server.requests.map((r) => r.headers.authorization)).toEqual(['token test-token-of-the-call']);
    expect(refused).toEqual([]);
  });

  it('a streamed body, already read, is not sent again: AuthenticationFailed after one request', async () => {
    const server = await loopback((_, res) => json(res, 401, { message: 'Bad credentials' }));
    const { provider, refused } = installation();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('asset bytes'));
        controller.close();
      },
    });
    const spec = { method: 'POST' as const, path: '/repos/o/r/releases/1/assets', rawBody: stream, contentType: 'application/octet-stream', headers: { 'content-length': '11' } };
    await rejection(send(createSession({ baseUrl: server.url, credentials: provider }), spec), AuthenticationFailed);
    expect(server.requests.map((r) => r.body)).toEqual(['asset bytes']);
    expect(refused).toEqual([]);
  });

  it('a 401 without a body is renewed all the same', async () => {
    const { provider, refused } = installation();
    const { session, sent } = fetched((i) => (i === 0 ? new Response(null, { status: 401 }) : Response.json({ ok: true })), { credentials: provider });
    expect((await send(session, { path: '/installation/repositories' })).data).toEqual({ ok: true });
    expect(sent.map((r) => r.headers.get('authorization'))).toEqual([`token ${INSTALLATION}`, `token ${RENEWED}`]);
    expect(refused).toEqual([`token ${INSTALLATION}`]);
  });
});

describe('the permissions a provider reports', () => {
  it('are kept in state.permissions once a request was sent with its credential', async () => {
    const server = await loopback((_, res) => json(res, 200, {}));
    const { provider } = installation({ permissions: () => ({ issues: 'write' }) });
    const session = createSession({ baseUrl: server.url, credentials: provider });
    expect(session.state.permissions).toBeNull();
    await send(session, { path: '/installation/repositories' });
    expect(session.state.permissions).toEqual({ issues: 'write' });
  });

  it('a provider without permissions, or a token, leaves state.permissions null', async () => {
    const server = await loopback((_, res) => json(res, 200, {}));
    const bare = createSession({ baseUrl: server.url, credentials: installation().provider });
    await send(bare, { path: '/installation/repositories' });
    expect(bare.state.permissions).toBeNull();
    const none = createSession({ baseUrl: server.url, credentials: installation({ permissions: () => null }).provider });
    await send(none, { path: '/installation/repositories' });
    expect(none.state.permissions).toBeNull();
    const token = createSession({ baseUrl: server.url, token: TOKEN });
    await send(token, { path: '/user' });
    expect(token.state.permissions).toBeNull();
    expect(server.requests).toHaveLength(3);
  });
});

describe('a two-factor challenge, beyond the session spec', () => {
  const basic = { username: 'octocat', password: 'test-password-otp' };

  it('only a 401 is a challenge: another refusal carrying X-GitHub-OTP is taken as it is', async () => {
    const server = await loopback((_, res) => json(res, 403, { message: 'Forbidden' }, { 'x-github-otp': 'required; app' }));
    const asked: string[] = [];
    const session = createSession({ baseUrl: server.url, ...basic, stages: [twoFactor(() => (asked.push('asked'), '739104'))] });
    await rejection(send(session, { path: '/authorizations' }), ForbiddenError);
    expect(server.requests).toHaveLength(1);
    expect(asked).toEqual([]);
  });

  it('a challenge without a body is answered all the same', async () => {
    const { session, sent } = fetched((i) => (i === 0 ? new Response(null, { status: 401, headers: { 'x-github-otp': 'required; sms' } }) : Response.json({ ok: true })), { ...basic, stages: [twoFactor(() => '739104')] });
    expect((await send(session, { path: '/authorizations' })).data).toEqual({ ok: true });
    expect(sent.map((r) => r.headers.get('x-github-otp'))).toEqual([null, '739104']);
  });

  it.each([739104, undefined, null])('a callback giving %j instead of text → ValidationError naming it; the code is not sent', async (code) => {
    const server = await loopback((_, res) => json(res, 401, { message: 'Must specify two-factor authentication OTP code.' }, { 'x-github-otp': 'required; app' }));
    const session = createSession({ baseUrl: server.url, ...basic, stages: [twoFactor(() => code as never)] });
    const error = await rejection(send(session, { path: '/authorizations' }), ValidationError);
    expect(error.parameter).toBe('twoFactorCallback');
    expect(error.message).toBe('twoFactorCallback: must give the one-time password as text a header can carry');
    expect(server.requests).toHaveLength(1);
  });

  it('a refusal of the code whose body is too large to read still says the code was refused', async () => {
    const big = { message: 'x'.repeat(500) };
    const server = await loopback((req, res) => json(res, 401, req.headers['x-github-otp'] ? big : { message: 'Must specify two-factor authentication OTP code.' }, { 'x-github-otp': 'required; app' }));
    const session = createSession({ baseUrl: server.url, ...basic, maxResponseBytes: 100, stages: [twoFactor(() => '739104')] });
    const error = await rejection(send(session, { path: '/authorizations' }), AuthenticationFailed);
    expect(error.message).toBe('two-factor code refused: HTTP 401');
    expect(server.requests).toHaveLength(2);
  });
});

describe('an error answer', () => {
  it('too large to read is typed by its status alone', async () => {
    const server = await loopback((_, res) => json(res, 404, { message: 'x'.repeat(500) }));
    const error = await rejection(send(createSession({ baseUrl: server.url, token: TOKEN, maxResponseBytes: 100 }), { path: '/repos/o/r' }), NotFoundError);
    expect(error.message).toBe('HTTP 404');
  });

  it('never shows the client secret of a registered application', async () => {
    const secret = 'test-client-secret-0123456789abcdef01234';
    const server = await loopback((_, res) => json(res, 404, { message: `no application with the secret ${secret}` }));
    const session = createSession({ baseUrl: server.url });
    setClientId(session, 'Iv1.0123456789abcdef', secret);
    const error = await rejection(send(session, { path: '/applications/x/token' }), NotFoundError);
    expect(error.message).toBe('no application with the secret [REDACTED]');
  });
});

describe('what a request spec must be', () => {
  it.each([null, undefined, '/user', 5, {}, { path: 5 }])('%j → ValidationError naming the spec, nothing sent', async (spec) => {
    const { session, sent } = fetched(() => Response.json({}));
    const error = await rejection(send(session, spec as never), ValidationError);
    expect(error.message).toBe('spec: must be a request with a path');
    expect(error.parameter).toBe('spec');
    expect(sent).toEqual([]);
  });

  it.each([undefined, {}])('a session that is not one (%j) → ValidationError, also with no hooks to ask', async (session) => {
    await rejection(send(session as never, { path: '/user' }), ValidationError);
  });
});

describe('what a request carries', () => {
  it('a JSON body goes as application/json; a raw body as its content type, text/plain by default; none without a body', async () => {
    const server = await loopback((_, res) => json(res, 200, {}));
    const session = createSession({ baseUrl: server.url, token: TOKEN });
    await send(session, { method: 'POST', path: '/markdown', body: { text: 'x' } });
    await send(session, { method: 'POST', path: '/markdown/raw', rawBody: '# x' });
    await send(session, { method: 'POST', path: '/markdown/raw', rawBody: '# x', contentType: 'text/x-markdown' });
    await send(session, { path: '/user' });
    expect(server.requests.map((r) => r.headers['content-type'])).toEqual(['application/json; charset=utf-8', 'text/plain; charset=utf-8', 'text/x-markdown', undefined]);
  });

  it('a body for an address outside the base URL → ValidationError naming the path and where it was going', async () => {
    const { session, sent } = fetched(() => Response.json({}), { token: TOKEN });
    const error = await rejection(send(session, { method: 'POST', path: 'https://elsewhere.example/upload', body: { x: 1 } }), ValidationError);
    expect(error.parameter).toBe('path');
    expect(error.message).toBe('path: refusing to send a request body to https://elsewhere.example/upload, outside the session’s base URL');
    expect(sent).toEqual([]);
  });

  it('credentials for plain http off this machine → ValidationError saying how to allow it', async () => {
    const { session, sent } = fetched(() => Response.json({}), { baseUrl: 'http://ghe.internal/api/v3', token: TOKEN });
    const error = await rejection(send(session, { path: '/user' }), ValidationError);
    expect(error.message).toBe('baseUrl: refusing to send credentials over plain http to a host that is not loopback (set allowInsecureHttp to allow it)');
    expect(sent).toEqual([]);
  });
});

describe('what the service says of itself, beyond the session spec', () => {
  it('github.com names no release: enterpriseVersion stays null; a release once known stays when an answer names none', async () => {
    const server = await loopback((_, res, i) => json(res, 200, {}, i === 1 ? { 'x-github-enterprise-version': '3.19.0' } : {}));
    const session = createSession({ baseUrl: server.url, token: TOKEN });
    await send(session, { path: '/zen' });
    expect(session.state.enterpriseVersion).toBeNull();
    await send(session, { path: '/zen' });
    await send(session, { path: '/zen' });
    expect(session.state.enterpriseVersion).toBe('3.19.0');
    expect(server.requests).toHaveLength(3);
  });
});

describe('what the rate budget is told', () => {
  const SECONDARY = { message: 'You have exceeded a secondary rate limit.' };
  const inSeconds = (seconds: number) => String(Math.floor(Date.now() / 1000) + seconds);
  const spent = (reset: string, resource = 'core') => ({ 'x-ratelimit-limit': '5000', 'x-ratelimit-remaining': '0', 'x-ratelimit-used': '5000', 'x-ratelimit-reset': reset, 'x-ratelimit-resource': resource });
  const sharing = (url: string, store: MemoryStore, options: SessionOptions = {}) => createSession({ baseUrl: url, token: TOKEN, store, retry: false, ...options });

  it.each([403, 429])('a %i retried once whose last answer names a longer Retry-After holds the others off', async (status) => {
    const server = await loopback((_, res, i) => json(res, status, SECONDARY, { 'retry-after': i === 0 ? '0' : '60' }));
    const store = new MemoryStore();
    await rejection(send(sharing(server.url, store, { retry: { limit: 1, delay: 1 } }), { path: '/repos/o/r' }), RateLimitExceeded);
    expect(server.requests).toHaveLength(2);
    const error = await rejection(send(sharing(server.url, store), { path: '/repos/o/r' }), RateLimitExceeded);
    expect(error.resetAt!.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(server.requests).toHaveLength(2);
  });

  it('a Retry-After on a server error holds nobody off', async () => {
    const server = await loopback((_, res, i) => (i === 0 ? json(res, 503, { message: 'busy' }, { 'retry-after': '60' }) : json(res, 200, {})));
    const store = new MemoryStore();
    await rejection(send(sharing(server.url, store), { path: '/repos/o/r' }));
    await send(sharing(server.url, store), { path: '/repos/o/r' });
    expect(server.requests).toHaveLength(2);
  });

  it('a 429 naming a secondary limit without Retry-After holds the others off for a minute, also sent once', async () => {
    const server = await loopback((_, res) => json(res, 429, SECONDARY));
    const store = new MemoryStore();
    await rejection(send(sharing(server.url, store), { path: '/repos/o/r' }), RateLimitExceeded);
    const error = await rejection(send(sharing(server.url, store), { path: '/repos/o/r' }), RateLimitExceeded);
    expect(error.resetAt!.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(server.requests).toHaveLength(1);
  });

  it('an answer that names another resource (a spent source_import limit) does not hold back core requests', async () => {
    const server = await loopback((_, res) => json(res, 200, {}, spent(inSeconds(600), 'source_import')));
    const store = new MemoryStore();
    const session = sharing(server.url, store);
    await send(session, { path: '/repos/o/r/import' });
    await send(session, { path: '/repos/o/r' });
    expect(server.requests).toHaveLength(2);
  });

  /** A session that gives up the moment it starts waiting for the rate limit: the wait shows as an abort. */
  function waitingOnce(url: string, maxWait?: number) {
    const controller = new AbortController();
    const session = sharing(url, new MemoryStore(), { rateLimit: rateBudget({ wait: true, maxWait }), stages: [logging({ warn: () => controller.abort() })] });
    return { session, signal: controller.signal };
  }

  it("under rateLimit: 'wait', a spent limit whose reading cannot be kept is still waited for", async () => {
    // A count the reading refuses (x-ratelimit-used: -1) leaves only the refusal's reset to hold the request back.
    const server = await loopback((_, res, i) => (i === 0 ? json(res, 403, { message: 'API rate limit exceeded' }, { ...spent(inSeconds(60)), 'x-ratelimit-used': '-1' }) : json(res, 200, {})));
    const { session, signal } = waitingOnce(server.url, 120_000);
    expect((await rejection(send(session, { path: '/repos/o/r', signal }), TransportError)).reason).toBe('abort');
    expect(session.state.rateLimitWaits).toBe(1);
    expect(server.requests).toHaveLength(1);
  });

  it("under rateLimit: 'wait', a reset exactly maxWait away is waited for", async () => {
    const now = Math.floor(Date.now() / 1000) * 1000;
    vi.spyOn(Date, 'now').mockReturnValue(now);
    const server = await loopback((_, res) => json(res, 403, { message: 'API rate limit exceeded' }, spent(String(now / 1000 + 1))));
    const { session, signal } = waitingOnce(server.url, 1000);
    expect((await rejection(send(session, { path: '/repos/o/r', signal }), TransportError)).reason).toBe('abort');
    expect(session.state.rateLimitWaits).toBe(1);
    expect(server.requests).toHaveLength(1);
  });

  it("under rateLimit: 'wait', a 429 for a limit whose reset has come is sent again at once", async () => {
    const server = await loopback((_, res, i) => (i === 0 ? json(res, 429, { message: 'API rate limit exceeded' }, spent(inSeconds(-1))) : json(res, 200, { ok: true })));
    const session = sharing(server.url, new MemoryStore(), { rateLimit: rateBudget({ wait: true }) });
    expect((await send(session, { path: '/repos/o/r' })).data).toEqual({ ok: true });
    expect(server.requests).toHaveLength(2);
  });

  // Waits for a reset about 2 s away: the limit is ten times that.
  it("under rateLimit: 'wait', a POST the call lets be retried is sent again once the reset has come; without that, once", async () => {
    const server = await loopback((_, res, i) => (i % 2 === 0 ? json(res, 403, { message: 'API rate limit exceeded' }, spent(inSeconds(-1))) : json(res, 201, { id: 1 })));
    const session = sharing(server.url, new MemoryStore(), { rateLimit: rateBudget({ wait: true }) });
    expect((await send(session, { method: 'POST', path: '/repos/o/r/issues', body: { title: 't' }, retry: true })).data).toEqual({ id: 1 });
    expect(server.requests).toHaveLength(2);
    await rejection(send(session, { method: 'POST', path: '/repos/o/r/issues', body: { title: 't' } }), RateLimitExceeded);
    expect(server.requests).toHaveLength(3);
  }, 20_000);

  it("under rateLimit: 'wait', a refusal without a body whose reset has come is sent again", async () => {
    const { session, sent } = fetched((i) => (i === 0 ? new Response(null, { status: 403, headers: spent(inSeconds(-1)) }) : Response.json({ ok: true })), { token: TOKEN, rateLimit: rateBudget({ wait: true }) });
    expect((await send(session, { path: '/repos/o/r' })).data).toEqual({ ok: true });
    expect(sent).toHaveLength(2);
  });

  it("under rateLimit: 'wait', a 403 that is no rate limit, and a limit that names no reset, fail at once", async () => {
    const server = await loopback((_, res, i) => (i === 0 ? json(res, 403, { message: 'Resource not accessible by integration' }) : json(res, 429, { message: 'Too Many Requests' })));
    const session = sharing(server.url, new MemoryStore(), { rateLimit: rateBudget({ wait: true }) });
    await rejection(send(session, { path: '/repos/o/r' }), ForbiddenError);
    const error = await rejection(send(session, { path: '/repos/o/r' }), RateLimitExceeded);
    expect(error.resetAt).toBeNull();
    expect(server.requests).toHaveLength(2);
  });

  it("under rateLimit: 'wait', a download is handed over before its body has arrived", async () => {
    let ended = false;
    let finish = () => {};
    const server = await loopback((_, res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      res.write('first part ');
      // The rest comes once the caller holds the stream (or after 3 s, which a client reading it all first would wait for).
      const late = setTimeout(() => finish(), 3000);
      finish = () => {
        clearTimeout(late);
        ended = true;
        res.end('rest');
      };
    });
    const session = sharing(server.url, new MemoryStore(), { rateLimit: rateBudget({ wait: true }) });
    const reply = await send<ReadableStream<Uint8Array>>(session, { path: '/repos/o/r/tarball/main', as: 'stream' });
    expect(ended).toBe(false);
    finish();
    expect(await new Response(reply.data).text()).toBe('first part rest');
  });
});

describe('the conditional cache, beyond the budget spec', () => {
  it('a request whose answer is not kept does not ask the store', async () => {
    const server = await loopback((_, res) => json(res, 200, { ok: true }, { etag: '"v1"' }));
    const asked: unknown[] = [];
    const cache = { get: (key: string) => (asked.push(key), undefined), set: () => undefined };
    const session = createSession({ baseUrl: server.url, token: TOKEN, cache: conditionalCache(cache) });
    await send(session, { method: 'POST', path: '/markdown', body: { text: 'x' } });
    await send(session, { path: '/repos/o/r', as: 'text' });
    expect(server.requests).toHaveLength(2);
    expect(asked).toEqual([]);
    await send(session, { path: '/repos/o/r' });
    expect(asked).toHaveLength(1);
  });

  it('a 304 served from the store keeps its own Link, else the stored one, else has none', async () => {
    const [second, third] = ['<https://api.github.com/x?page=2>; rel="next"', '<https://api.github.com/x?page=3>; rel="next"'];
    const links: Record<string, { stored?: string; revalidated?: string }> = { '/plain': {}, '/stored': { stored: second }, '/own': { stored: second, revalidated: third } };
    const server = await loopback((req, res) => {
      const revalidating = req.headers['if-none-match'] === '"v1"';
      const link = links[req.url]?.[revalidating ? 'revalidated' : 'stored'];
      json(res, revalidating ? 304 : 200, revalidating ? undefined : { n: 1 }, { etag: '"v1"', ...(link ? { link } : {}) });
    });
    const session = createSession({ baseUrl: server.url, token: TOKEN, cache: conditionalCache() });
    const revalidated = async (path: string) => (await send(session, { path }), send(session, { path }));
    const plain = await revalidated('/plain');
    expect(plain).toMatchObject({ status: 304, fromCache: true, data: { n: 1 } });
    expect(plain.headers.get('link')).toBeNull();
    expect((await revalidated('/stored')).headers.get('link')).toBe(second);
    expect((await revalidated('/own')).headers.get('link')).toBe(third);
    expect(server.requests).toHaveLength(6);
  });
});

describe('sendForData and sendForBool', () => {
  it('a 304 with nothing stored is NotModified, naming the method GET when the spec names none', async () => {
    const server = await loopback((_, res) => json(res, 304, undefined, { etag: '"v1"' }));
    const session = createSession({ baseUrl: server.url, token: TOKEN });
    const error = await rejection(sendForData(session, { path: '/repos/o/r', headers: { 'if-none-match': '"v1"' } }), NotModified);
    expect(error).toMatchObject({ status: 304, method: 'GET', message: 'not modified, and no stored representation to answer with' });
  });

  it('the yes status is true whatever its body; so is any other success (a 204 where a 200 is documented); the no status is false', async () => {
    const server = await loopback((_, res, i) => {
      res.writeHead(i === 2 ? 404 : i === 1 ? 204 : 200, { 'content-type': 'text/plain' });
      res.end(i === 0 ? 'OK, not JSON' : '');
    });
    const session = createSession({ baseUrl: server.url, token: TOKEN });
    expect(await sendForBool(session, { path: '/user/following/octocat' }, 200)).toBe(true);
    expect(await sendForBool(session, { path: '/user/following/octocat' }, 200)).toBe(true);
    expect(await sendForBool(session, { path: '/user/following/octocat' }, 200)).toBe(false);
    expect(server.requests).toHaveLength(3);
  });
});

describe('a reply', () => {
  const body = () => new Response(JSON.stringify({ a: { b: 1 }, list: [{ c: 2 }] }), { status: 200, headers: { 'content-type': 'application/json', etag: '"e1"' } });

  it.each([
    ['without a cache', {}],
    ['with a cache', { cache: conditionalCache() }],
  ] as const)('holds frozen JSON data %s, all the way down', async (_, options) => {
    const { session } = fetched(body, options);
    const reply = await send<{ a: { b: number }; list: { c: number }[] }>(session, { path: '/x' });
    expect(Object.isFrozen(reply)).toBe(true);
    expect(Object.isFrozen(reply.data)).toBe(true);
    expect(Object.isFrozen(reply.data.a)).toBe(true);
    expect(Object.isFrozen(reply.data.list[0])).toBe(true);
    expect(() => {
      (reply.data.a as { b: number }).b = 2;
    }).toThrow(TypeError);
    expect(reply.data).toEqual({ a: { b: 1 }, list: [{ c: 2 }] });
  });

  it('from the cache after a 304 is frozen too', async () => {
    const { session } = fetched((i) => (i === 0 ? body() : new Response(null, { status: 304, headers: { etag: '"e1"' } })), { cache: conditionalCache() });
    await send(session, { path: '/x' });
    const again = await send<{ a: { b: number } }>(session, { path: '/x' });
    expect(again.fromCache).toBe(true);
    expect(Object.isFrozen(again.data.a)).toBe(true);
  });

  it('hands bytes and a stream over as they are (neither can be frozen and still work)', async () => {
    const { session } = fetched(() => new Response(new Uint8Array([1, 2, 3]), { status: 200 }));
    const bytes = await send<Uint8Array>(session, { path: '/x', as: 'bytes' });
    expect([...bytes.data]).toEqual([1, 2, 3]);
    const stream = await send<ReadableStream<Uint8Array>>(session, { path: '/x', as: 'stream' });
    expect([...new Uint8Array(await new Response(stream.data).arrayBuffer())]).toEqual([1, 2, 3]);
  });
});
