import { afterEach, describe, expect, it } from 'vitest';
import { MemoryStore } from '../../src/core/memory-store.js';
import { send } from '../../src/core/request.js';
import { createSession, deriveSession, newSession, VERSION } from '../../src/core/session.js';
import { AuthenticationFailed, ServerError, TransportError, ValidationError } from '../../src/errors/index.js';
import { closeLoopbacks, json, loopback, rejection, thrown } from '../hardening/loopback.js';
import { conditionalCache } from '../../src/core/conditional-cache.js';
import { EntryCache } from '../../src/core/entry-cache.js';
import { twoFactor } from '../../src/core/index.js';

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
    const first = createSession({ baseUrl: server.url, cache: conditionalCache(store) });
    await send(first, { path: '/repos/o/r' });
    expect(store.size).toBe(1);
    const fresh = newSession(first);
    expect(fresh.state.cache).toBeInstanceOf(EntryCache);
    expect(fresh.state.cache).not.toBe(store);
    await send(fresh, { path: '/repos/o/r' });
    expect(server.requests[1]?.headers['if-none-match']).toBeUndefined();
  });

  it('conditionalCache() stays a cache of its own; no cache stays none; overrides win', () => {
    const cached = newSession(createSession({ cache: conditionalCache() }));
    expect(cached.state.cache).toBeInstanceOf(EntryCache);
    expect(newSession(createSession()).state.cache).toBeNull();
    expect(deriveSession(createSession({ timeout: 5000 }), { timeout: 10 }).timeout).toBe(10);
  });
});

describe('what the service says of itself and of the credential', () => {
  it('keeps a self-hosted release and a token’s scopes; text that is not one is ignored', async () => {
    const headers = [
      { 'x-github-enterprise-version': '3.19.0', 'x-oauth-scopes': 'repo, read:org,, user' },
      { 'x-github-enterprise-version': '3.19.0 <script>', 'x-oauth-scopes': 'repo\u00a0x' },
      { 'x-github-enterprise-version': 'x'.repeat(41), 'x-oauth-scopes': '' },
    ];
    const server = await loopback((_, res, i) => json(res, 200, {}, headers[i]));
    const session = createSession({ baseUrl: server.url, token: 'test-token-scopes' });
    await send(session, { path: '/zen' });
    expect(session.state.enterpriseVersion).toBe('3.19.0');
    expect(session.state.scopes).toEqual(['repo', 'read:org', 'user']);
    expect(Object.isFrozen(session.state.scopes)).toBe(true);
    await send(session, { path: '/zen' });
    expect(session.state.enterpriseVersion).toBe('3.19.0');
    expect(session.state.scopes).toEqual(['repo', 'read:org', 'user']);
    await send(session, { path: '/zen' });
    expect(session.state.enterpriseVersion).toBe('3.19.0');
    expect(session.state.scopes).toEqual([]);
  });
});

describe('a two-factor challenge', () => {
  const challenge = (res: Parameters<Parameters<typeof loopback>[0]>[1]) => json(res, 401, { message: 'Must specify two-factor authentication OTP code.' }, { 'x-github-otp': 'required; app' });

  it('is answered once with the callback’s code, sent as X-GitHub-OTP', async () => {
    const server = await loopback((req, res) => (req.headers['x-github-otp'] ? json(res, 200, { ok: true }) : challenge(res)));
    const session = createSession({ baseUrl: server.url, username: 'octocat', password: 'test-password-otp', stages: [twoFactor(() => '739104')] });
    expect((await send(session, { path: '/authorizations' })).data).toEqual({ ok: true });
    expect(server.requests.map((r) => r.headers['x-github-otp'])).toEqual([undefined, '739104']);
  });

  it('a refused code is AuthenticationFailed that never quotes it; a code no header can carry is refused before sending', async () => {
    const server = await loopback((_, res) => challenge(res));
    const session = createSession({ baseUrl: server.url, username: 'octocat', password: 'test-password-otp', stages: [twoFactor(() => '739104')] });
    const error = await rejection(send(session, { path: '/authorizations' }), AuthenticationFailed);
    expect(error.message).toMatch(/^two-factor code refused: /);
    expect(`${error.message} ${error.stack}`).not.toContain('739104');
    expect(server.requests).toHaveLength(2);

    const badCode = createSession({ baseUrl: server.url, username: 'octocat', password: 'test-password-otp', stages: [twoFactor(() => '739\n104')] });
    expect((await rejection(send(badCode, { path: '/authorizations' }), ValidationError)).parameter).toBe('twoFactorCallback');
    expect(server.requests).toHaveLength(3);
  });

  it('without a callback, or for another 401, the first answer stands', async () => {
    const server = await loopback((_, res, i) => (i === 0 ? challenge(res) : json(res, 401, { message: 'Bad credentials' }, { 'x-github-otp': 'optional' })));
    const plain = createSession({ baseUrl: server.url, username: 'octocat', password: 'test-password-otp' });
    await rejection(send(plain, { path: '/user' }), AuthenticationFailed);
    const asked: string[] = [];
    const withCallback = createSession({ baseUrl: server.url, username: 'octocat', password: 'test-password-otp', stages: [twoFactor(() => (asked.push('asked'), '739104'))] });
    await rejection(send(withCallback, { path: '/user' }), AuthenticationFailed);
    expect(asked).toEqual([]);
    expect(server.requests).toHaveLength(2);
  });
});
