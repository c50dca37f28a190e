import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryStore } from '../../src/core/memory-store.js';
import { send } from '../../src/core/request.js';
import { createSession, deriveSession, newSession } from '../../src/core/session.js';
import type { CredentialProvider } from '../../src/core/types.js';
import { ServerError, ValidationError } from '../../src/errors/index.js';
import { closeLoopbacks, json, loopback, rejection, thrown } from '../hardening/loopback.js';
import { conditionalCache } from '../../src/core/conditional-cache.js';
import { EntryCache } from '../../src/core/entry-cache.js';

afterEach(closeLoopbacks);

const TOKEN = 'test-token-session-rules';
const PASSWORD = 'test-password-session-rules';

/** A credential provider as createAppSession makes one, of the given kind. */
function provider(kind: CredentialProvider['kind']): CredentialProvider {
  return { kind, identity: `${kind}:1`, secrets: ['test-private-key-material'], authorization: () => Promise.resolve('Bearer test-token-provider'), refused: () => Promise.resolve() };
}

describe('a base URL is checked when the session is made', () => {
  it.each([
    ['api.github.com', 'is not a URL: "api.github.com"'],
    [`https://octocat:${PASSWORD}@ghe example.com/api/v3`, 'is not a URL: "https://ghe example.com/api/v3"'],
    [`https://${TOKEN}@ghe example.com`, 'is not a URL: "https://ghe example.com"'],
    ['ftp://ghe.example.com', 'must be http or https'],
    ['https://octocat@ghe.example.com/api/v3', 'must not carry a user name or password: pass them as options'],
    [`https://:${PASSWORD}@ghe.example.com/api/v3`, 'must not carry a user name or password: pass them as options'],
    ['https://ghe.example.com/api/v3?per_page=100', 'must not carry a query or fragment'],
    ['https://ghe.example.com/api/v3#top', 'must not carry a query or fragment'],
  ])('%s → ValidationError: baseUrl %s', (baseUrl, problem) => {
    const error = thrown(() => createSession({ baseUrl }), ValidationError);
    expect(error.parameter).toBe('baseUrl');
    expect(error.message).toBe(`baseUrl: ${problem}`);
  });

  it('loses its trailing slashes, however many', () => {
    expect(createSession({ baseUrl: 'https://ghe.example.com/api/v3//' }).baseUrl).toBe('https://ghe.example.com/api/v3');
    expect(createSession({ baseUrl: 'https://api.github.com/' }).baseUrl).toBe('https://api.github.com');
  });
});

describe('what a session holds', () => {
  it('without options: no credential, a spent rate limit fails, waits of at most 15 minutes', () => {
    const session = createSession();
    expect(session).toMatchObject({ baseUrl: 'https://api.github.com', authKind: 'none', rateLimit: 'fail', maxWait: 15 * 60_000, timeout: 30_000, maxResponseBytes: 100 * 1024 * 1024 });
    expect(session.state).toMatchObject({ authKind: 'none', tokenKind: null });
    expect(session.secrets).toEqual([]);
  });

  it('its default user agent names the package and its version', () => {
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(createSession().userAgent).toBe(`hubops/${version}`);
  });

  it('its secrets are the credentials it was given and the Authorization made of them, nothing else', () => {
    expect(createSession({ token: TOKEN }).secrets).toEqual([TOKEN, `token ${TOKEN}`]);
    const basic = createSession({ username: 'octocat', password: PASSWORD });
    expect(basic.secrets).toEqual([PASSWORD, basic.authorization]);
    expect(createSession({ username: 'octocat' }).secrets).toEqual([]);
  });

  it('a credential provider wins over a token: the provider’s kind, its secrets, and no token kind for an app', () => {
    const installation = createSession({ token: TOKEN, credentials: provider('installation') });
    expect(installation.authKind).toBe('installation');
    expect(installation.state.tokenKind).toBe('installation');
    expect(installation.authorization).toBeNull();
    expect(installation.secrets).toEqual(['test-private-key-material']);
    const app = createSession({ token: TOKEN, credentials: provider('app') });
    expect(app.authKind).toBe('app');
    expect(app.state.tokenKind).toBeNull();
  });

  it('a username without a password sends the token, or nothing', () => {
    expect(createSession({ username: 'octocat', token: TOKEN }).authKind).toBe('token');
    expect(createSession({ username: 'octocat' }).authKind).toBe('none');
  });
});

describe('the cache and the store', () => {
  it('cache: false leaves a given store to the rate budget: nothing is cached or revalidated', async () => {
    const server = await loopback((_, res) => json(res, 200, { n: 1 }, { etag: '"a"' }));
    const store = new MemoryStore();
    const session = createSession({ baseUrl: server.url, store, cache: false });
    expect(session.state.cache).toBeNull();
    expect(session.stages.map((stage) => stage.name)).toEqual(['store', 'pacing']);
    await send(session, { path: '/repos/o/r' });
    await send(session, { path: '/repos/o/r' });
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]?.headers['if-none-match']).toBeUndefined();
  });

  it('a store’s cache is the cache of a derived session too (sessions share it)', async () => {
    const server = await loopback((_, res, i) => (i === 0 ? json(res, 200, { n: 1 }, { etag: '"a"' }) : json(res, 304, undefined)));
    const store = new MemoryStore();
    const first = createSession({ baseUrl: server.url, store });
    expect(first.state.cache).toBe(store);
    await send(first, { path: '/repos/o/r' });
    const derived = deriveSession(first, { timeout: 5_000 });
    expect(derived.state.cache).toBe(store);
    const reply = await send(derived, { path: '/repos/o/r' });
    expect(server.requests[1]?.headers['if-none-match']).toBe('"a"');
    expect(reply).toMatchObject({ fromCache: true, data: { n: 1 } });
  });

  it('a derived session of one without a cache has none; one with conditionalCache() gets a fresh one', () => {
    expect(deriveSession(createSession({ cache: false }), {}).state.cache).toBeNull();
    const cached = createSession({ cache: conditionalCache() });
    const fresh = newSession(cached);
    expect(fresh.state.cache).toBeInstanceOf(EntryCache);
    expect(fresh.state.cache).not.toBe(cached.state.cache);
  });

  it.each([undefined, 42, () => ({})])('refuses overrides that are not an object (%s)', (overrides) => {
    expect(thrown(() => deriveSession(createSession(), overrides as never), ValidationError).message).toBe('overrides: must be an object of session options');
  });
});

describe('how a session sends', () => {
  it('retry: false sends an idempotent request once, whatever the answer', async () => {
    const server = await loopback((_, res) => json(res, 503, { message: 'Service Unavailable' }));
    await rejection(send(createSession({ baseUrl: server.url, retry: false }), { method: 'PUT', path: '/user/starred/o/r' }), ServerError);
    expect(server.requests).toHaveLength(1);
  });

  it('a streamed upload is sent once, never retried (its body cannot be read twice)', async () => {
    const server = await loopback((_, res) => json(res, 502, { message: 'Server Error' }));
    const session = createSession({ baseUrl: server.url, retry: { limit: 2, delay: 1 } });
    const body = new ReadableStream<Uint8Array>({ pull: (c) => (c.enqueue(new TextEncoder().encode('release file')), c.close()) });
    await rejection(send(session, { method: 'PUT', path: '/upload', rawBody: body, contentType: 'application/octet-stream', headers: { 'content-length': '12' } }), ServerError);
    expect(server.requests.map((r) => [r.method, r.body])).toEqual([['PUT', 'release file']]);
  });

  it('the timeout bounds an answer that is slow, not one that is merely not instant', async () => {
    const server = await loopback((_, res) => void setTimeout(() => json(res, 200, { ok: true }), 30));
    expect((await send(createSession({ baseUrl: server.url, timeout: 5_000, retry: false }), { path: '/zen' })).data).toEqual({ ok: true });
    const slow = await loopback((_, res) => void setTimeout(() => json(res, 200, { ok: true }), 150));
    const error = await rejection(send(createSession({ baseUrl: slow.url, timeout: 20, retry: false }), { path: '/zen' }));
    expect(error).toMatchObject({ reason: 'timeout' });
  });
});

describe('a caller’s signal', () => {
  /** A server that makes the caller give up once the request has arrived, and answers later. */
  async function abandoned() {
    const caller = new AbortController();
    const server = await loopback((_, res) => {
      caller.abort();
      setTimeout(() => json(res, 200, { ok: true }), 100);
    });
    return { server, signal: caller.signal };
  }

  it('aborts a request whose answer has not come', async () => {
    const { server, signal } = await abandoned();
    const error = await rejection(send(createSession({ baseUrl: server.url, retry: false }), { path: '/zen', signal }));
    expect(server.requests).toHaveLength(1);
    expect(error).toMatchObject({ reason: 'abort' });
  });

  it('aborts a streamed upload whose answer has not come', async () => {
    const { server, signal } = await abandoned();
    const body = new ReadableStream<Uint8Array>({ pull: (c) => (c.enqueue(new TextEncoder().encode('release file')), c.close()) });
    const error = await rejection(send(createSession({ baseUrl: server.url, retry: false }), { method: 'PUT', path: '/upload', rawBody: body, signal, headers: { 'content-length': '12' } }));
    expect(server.requests).toHaveLength(1);
    expect(error).toMatchObject({ reason: 'abort' });
  });
});

describe('a runtime without AbortSignal.any (Node before 20.3)', () => {
  /** Runs `body` with AbortSignal.any missing, as on an older runtime; restores it after. */
  async function withoutAny<T>(body: () => Promise<T>): Promise<T> {
    const any = Object.getOwnPropertyDescriptor(AbortSignal, 'any');
    Object.defineProperty(AbortSignal, 'any', { value: undefined, configurable: true, writable: true });
    try {
      return await body();
    } finally {
      if (any) Object.defineProperty(AbortSignal, 'any', any);
    }
  }

  it('still sends, and the timeout still bounds the wait for the answer', async () => {
    const server = await loopback((req, res) => void setTimeout(() => json(res, 200, { ok: true }), req.url === '/slow' ? 3_000 : 0));
    const session = await withoutAny(async () => createSession({ baseUrl: server.url, timeout: 5_000, retry: false }));
    expect((await withoutAny(() => send(session, { path: '/zen' }))).data).toEqual({ ok: true });
    expect(server.requests.map((r) => r.url)).toEqual(['/zen']);
    // The answer to /slow comes seconds after the timeout: a settled wait must be the timeout's doing. Whether the
    // request reached the server before the timer fired depends on the machine's load, so that is not asserted.
    const quick = await withoutAny(async () => createSession({ baseUrl: server.url, timeout: 100, retry: false }));
    const started = performance.now();
    const error = await withoutAny(() => rejection(send(quick, { path: '/slow' })));
    expect(error).toMatchObject({ reason: 'timeout' });
    expect(performance.now() - started).toBeLessThan(2_500);
  });
});

describe('the session’s transport, called on its own', () => {
  it('sends a request that carries no call context, a streamed body too', async () => {
    const server = await loopback((req, res) => json(res, 200, { got: req.body }));
    const session = createSession({ baseUrl: server.url });
    const plain = await session.ky(`${server.url}/zen`, { method: 'GET', headers: {} });
    expect(await plain.json()).toEqual({ got: '' });
    const body = new ReadableStream<Uint8Array>({ pull: (c) => (c.enqueue(new TextEncoder().encode('file')), c.close()) });
    const streamed = await session.ky(`${server.url}/upload`, { method: 'PUT', headers: {}, body });
    expect(await streamed.json()).toEqual({ got: 'file' });
    expect(server.requests.map((r) => r.method)).toEqual(['GET', 'PUT']);
  });
});
