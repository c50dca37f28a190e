import { afterEach, describe, expect, it } from 'vitest';
import { MemoryStore } from '../../src/core/cache.js';
import { send } from '../../src/core/request.js';
import { createSession, deriveSession, newSession, VERSION } from '../../src/core/session.js';
import { ServerError, TransportError, ValidationError } from '../../src/errors/index.js';
import { closeLoopbacks, json, loopback, rejection, thrown } from '../hardening/loopback.js';

afterEach(closeLoopbacks);

describe('what a session says of its credential', () => {
  it.each([
    ['ghp_', 'classic'],
    ['github_pat_', 'fine-grained'],
    ['gho_', 'oauth'],
    ['ghu_', 'user-to-server'],
    ['ghs_', 'installation'],
  ])('a token starting with %s is %s; the prefix elsewhere in it is not', (prefix, kind) => {
    expect(createSession({ token: `${prefix}example0123456789` }).state.tokenKind).toBe(kind);
    expect(createSession({ token: `example0123456789${prefix}` }).state.tokenKind).toBe('other');
  });

  it('a token is sent as `token <t>`, a username and password as Basic, nothing without them', async () => {
    const server = await loopback((_, res) => json(res, 200, {}));
    await send(createSession({ baseUrl: server.url, token: 'test-token-kind' }), { path: '/user' });
    await send(createSession({ baseUrl: server.url, username: 'octocat', password: 'pässword' }), { path: '/user' });
    await send(createSession({ baseUrl: server.url }), { path: '/zen' });
    expect(server.requests.map((r) => r.headers.authorization)).toEqual(['token test-token-kind', `Basic ${Buffer.from('octocat:pässword').toString('base64')}`, undefined]);
  });

  it('the user agent names the client and its version unless one is given', async () => {
    const server = await loopback((_, res) => json(res, 200, {}));
    await send(createSession({ baseUrl: server.url }), { path: '/zen' });
    await send(createSession({ baseUrl: server.url, userAgent: 'my-app/1.0' }), { path: '/zen' });
    expect(server.requests.map((r) => r.headers['user-agent'])).toEqual([`hubops/${VERSION}`, 'my-app/1.0']);
  });
});

describe('timeouts and retries as the session sets them', () => {
  it('timeout: false sends with no time limit (an answer after 60 ms still arrives)', async () => {
    const server = await loopback((_, res) => void setTimeout(() => json(res, 200, { ok: true }), 60));
    const reply = await send(createSession({ baseUrl: server.url, timeout: false, retry: false }), { path: '/zen' });
    expect(reply.data).toEqual({ ok: true });
  });

  it('a call with retry: false is sent once even when the session retries: an error answer, a dropped connection', async () => {
    const server = await loopback((_, res) => json(res, 502, { message: 'Server Error' }));
    const session = createSession({ baseUrl: server.url, retry: { limit: 2, delay: 1 } });
    await rejection(send(session, { path: '/zen', retry: false }), ServerError);
    expect(server.requests).toHaveLength(1);
    await rejection(send(session, { path: '/zen' }), ServerError);
    expect(server.requests).toHaveLength(4);

    const dropping = await loopback((_, res) => void res.socket?.destroy());
    const again = createSession({ baseUrl: dropping.url, retry: { limit: 2, delay: 1 } });
    const error = await rejection(send(again, { path: '/zen', retry: false }), TransportError);
    expect(error.reason).toBe('network');
    expect(dropping.requests).toHaveLength(1);
  });
});

describe('deriveSession and newSession', () => {
  it.each([null, 'token', ['timeout', 1]])('refuse overrides that are not an object (%j)', (overrides) => {
    const error = thrown(() => deriveSession(createSession(), overrides as never), ValidationError);
    expect(error.parameter).toBe('overrides');
  });

  it('a store the caller passed as cache is never shared with the new session', async () => {
    const store = new MemoryStore();
    const server = await loopback((_, res) => json(res, 200, { n: 1 }, { etag: '"a"' }));
    const first = createSession({ baseUrl: server.url, cache: store });
    await send(first, { path: '/repos/o/r' });
    expect(store.size).toBe(1);
    const fresh = newSession(first);
    expect(fresh.state.cache).toBeInstanceOf(MemoryStore);
    expect(fresh.state.cache).not.toBe(store);
    await send(fresh, { path: '/repos/o/r' });
    expect(server.requests[1]?.headers['if-none-match']).toBeUndefined();
  });

  it('cache: true stays a cache of its own; no cache stays none; overrides win', () => {
    const cached = newSession(createSession({ cache: true }));
    expect(cached.state.cache).toBeInstanceOf(MemoryStore);
    expect(newSession(createSession()).state.cache).toBeNull();
    expect(deriveSession(createSession({ timeout: 5000 }), { timeout: 10 }).timeout).toBe(10);
  });
});
