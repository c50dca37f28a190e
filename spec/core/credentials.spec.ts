import { inspect } from 'node:util';
import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { createSelfHostedClient } from '../../src/client.js';
import { newSession } from '../../src/core/session.js';
import { AuthenticationFailed, type GitHubError, LinkRefused, NotFoundError, TransportError, ValidationError } from '../../src/errors/index.js';
import { ratelimitRemaining } from '../../src/misc/rate-limit.js';
import { getZen } from '../../src/meta/zen.js';
import { getRepository } from '../../src/repos/get-repository.js';
import { fromDict } from '../../src/models/library/objects.js';
import { refresh } from '../../src/core/operation.js';
import { ShortUser } from '../../src/models/users.js';
import { listAllUsers } from '../../src/users/list-all-users.js';
import { capturedSession, capturingFetch } from '../support/capture.js';
import { rejection } from '../support/rejection.js';
import { conditionalCache } from '../../src/core/conditional-cache.js';
import { EntryCache } from '../../src/core/entry-cache.js';
import { twoFactor } from '../../src/core/index.js';
import { twoFactorOf } from '../../src/core/two-factor.js';

const API = 'https://api.github.com';
// The token format of GitHub's documentation examples.
const TOKEN = 'test-token-3f9a1c7e5b2d4086';
const PASSWORD = 'correct horse battery staple';
const ZEN = 'Keep it logically awesome.';

/** Every way an error is commonly shown or stored. */
function renderings(error: GitHubError): string[] {
  return [error.message, String(error.url), String(error), JSON.stringify(error), inspect(error, { depth: 10 }), String(error.stack)];
}

function expectFreeOf(texts: readonly string[], secrets: readonly string[]): void {
  for (const text of texts) for (const secret of secrets) expect(text).not.toContain(secret);
}

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;

describe('secrets never show', () => {
  const secrets = [TOKEN, PASSWORD, basic('octocat', PASSWORD)];

  it.each([
    ['401', () => nock(API).get('/repos/octocat/Hello-World').reply(401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' })],
    ['404', () => nock(API).get('/repos/octocat/Hello-World').reply(404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest/repos/repos#get-a-repository' })],
    ['a reset connection', () => nock(API).get('/repos/octocat/Hello-World').replyWithError({ code: 'ECONNRESET', message: 'read ECONNRESET' })],
    ['invalid JSON', () => nock(API).get('/repos/octocat/Hello-World').reply(200, 'not JSON')],
  ])('in the error for %s, with a token', async (_, serve) => {
    serve();
    const { session } = capturedSession({ token: TOKEN });
    expectFreeOf(renderings(await rejection(getRepository(session, 'octocat/Hello-World'))), secrets);
  });

  it('in a timeout error, whose underlying cause held the request and its headers', async () => {
    nock(API).get('/repos/octocat/Hello-World').delay(500).reply(200, {});
    const { session, sent } = capturedSession({ token: TOKEN, timeout: 50 });
    const error = await rejection(getRepository(session, 'octocat/Hello-World'));
    expect(error).toBeInstanceOf(TransportError);
    expect(sent[0]?.headers.authorization).toBe(`token ${TOKEN}`);
    expectFreeOf([...renderings(error), inspect(error.cause, { depth: 10 })], secrets);
  });

  it('in the error for a username and password', async () => {
    nock(API).get('/repos/octocat/Hello-World').reply(401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' });
    const { session } = capturedSession({ username: 'octocat', password: PASSWORD });
    expectFreeOf(renderings(await rejection(getRepository(session, 'octocat/Hello-World'))), secrets);
  });

  it('in the error for a refused one-time password', async () => {
    const otp = '918273';
    nock(API)
      .get('/repos/octocat/Hello-World')
      .times(2)
      .reply(401, { message: 'Must specify two-factor authentication OTP code.', documentation_url: 'https://docs.github.com/rest' }, { 'X-GitHub-OTP': 'required; app' });
    const { session } = capturedSession({ username: 'octocat', password: PASSWORD, stages: [twoFactor(() => otp)] });
    const error = await rejection(getRepository(session, 'octocat/Hello-World'));
    expect(error).toBeInstanceOf(AuthenticationFailed);
    expectFreeOf(renderings(error), [...secrets, otp]);
  });

  it('when a session is printed or serialised', () => {
    const { session } = capturedSession({ username: 'octocat', password: PASSWORD, token: TOKEN });
    const { session: withToken } = capturedSession({ token: TOKEN });
    for (const s of [session, withToken]) expectFreeOf([inspect(s, { depth: 10 }), JSON.stringify(s), String(s)], secrets);
    expect(inspect(session)).toContain('octocat');
  });

  it('in the error for a plain-http base URL refused', async () => {
    const { session } = capturedSession({ baseUrl: 'http://example.com', token: TOKEN });
    expectFreeOf(renderings(await rejection(getZen(session))), secrets);
  });
});

describe('authorization', () => {
  it('a token is sent as `token <t>`', async () => {
    nock(API).get('/zen').reply(200, ZEN);
    const { session, sent } = capturedSession({ token: TOKEN });
    await getZen(session);
    expect(sent[0]?.headers.authorization).toBe(`token ${TOKEN}`);
  });

  it('a username with a token still sends the token', async () => {
    nock(API).get('/zen').reply(200, ZEN);
    const { session, sent } = capturedSession({ username: 'octocat', token: TOKEN });
    await getZen(session);
    expect(sent[0]?.headers.authorization).toBe(`token ${TOKEN}`);
  });

  it('a username and password are sent as Basic base64(user:pass), UTF-8 encoded', async () => {
    nock(API).get('/zen').times(2).reply(200, ZEN);
    const { session, sent } = capturedSession({ username: 'octocat', password: PASSWORD });
    await getZen(session);
    expect(sent[0]?.headers.authorization).toBe(basic('octocat', PASSWORD));
    const { session: unicode, sent: sentUnicode } = capturedSession({ login: 'mona', password: 'pässwörd✓' });
    await getZen(unicode);
    expect(sentUnicode[0]?.headers.authorization).toBe(basic('mona', 'pässwörd✓'));
  });

  it('no credentials → no Authorization header', async () => {
    nock(API).get('/zen').reply(200, ZEN);
    const { session, sent } = capturedSession();
    await getZen(session);
    expect(sent[0]?.headers).not.toHaveProperty('authorization');
  });
});

describe('credentials stay with their origin', () => {
  const users = (first: number) => [0, 1].map((i) => ({ login: `user${first + i}`, id: first + i, url: `${API}/users/user${first + i}`, type: 'User', site_admin: false }));

  it.each([
    ['another host', 'https://api.github.example.net'],
    ['another port', 'https://api.github.com:8443'],
    ['plain http on the same host', 'http://api.github.com'],
  ])('a Link next URL on %s is not followed: LinkRefused, nothing sent there', async (_, origin) => {
    nock(API)
      .get('/users')
      .query({ per_page: '100' })
      .reply(200, users(1), { link: `<${origin}/users?per_page=100&since=2>; rel="next"` });
    const elsewhere = nock(origin).get('/users').query(true).reply(200, users(3));
    const { session, sent } = capturedSession({ token: TOKEN });
    const logins: (string | null)[] = [];
    const error = await rejection((async () => {
      for await (const user of listAllUsers(session)) logins.push(user.login);
    })());
    expect(error).toBeInstanceOf(LinkRefused);
    expect(logins).toEqual(['user1', 'user2']);
    expect(sent).toHaveLength(1);
    expect(elsewhere.isDone()).toBe(false);
  });

  it('a refresh from a url on another host gets no Authorization', async () => {
    const mirrored = fromDict(ShortUser, { login: 'octocat', id: 1, url: 'https://mirror.example.org/users/octocat' });
    nock('https://mirror.example.org').get('/users/octocat').reply(200, { login: 'octocat', id: 1, url: 'https://mirror.example.org/users/octocat', followers: 20 });
    const { session, sent } = capturedSession({ token: TOKEN });
    const full = await refresh(session, mirrored);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url.href).toBe('https://mirror.example.org/users/octocat');
    expect(sent[0]?.headers).not.toHaveProperty('authorization');
    expect((full as { followers_count?: unknown }).followers_count).toBe(20);
  });
});

describe('plain http', () => {
  it('a non-loopback http base URL with a token → ValidationError, nothing sent', async () => {
    nock('http://example.com').get('/zen').reply(200, ZEN);
    const { session, sent } = capturedSession({ baseUrl: 'http://example.com', token: TOKEN });
    const error = await rejection(getZen(session));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).parameter).toBe('baseUrl');
    expect(sent).toHaveLength(0);
  });

  it('the same with a username and password', async () => {
    const { session, sent } = capturedSession({ baseUrl: 'http://ghe.example.com/api/v3', username: 'octocat', password: PASSWORD });
    expect(await rejection(getZen(session))).toBeInstanceOf(ValidationError);
    expect(sent).toHaveLength(0);
  });

  it.each(['http://127.0.0.1:8123', 'http://localhost:8123'])('a loopback base URL (%s) is allowed', async (base) => {
    nock(base).get('/zen').reply(200, ZEN);
    const { session, sent } = capturedSession({ baseUrl: base, token: TOKEN });
    expect(await getZen(session)).toBe(ZEN);
    expect(sent[0]?.url.href).toBe(`${base}/zen`);
    expect(sent[0]?.headers.authorization).toBe(`token ${TOKEN}`);
  });

  it('allowInsecureHttp: true allows a non-loopback http base URL', async () => {
    nock('http://example.com').get('/zen').reply(200, ZEN);
    const { session, sent } = capturedSession({ baseUrl: 'http://example.com', token: TOKEN, allowInsecureHttp: true });
    expect(await getZen(session)).toBe(ZEN);
    expect(sent[0]?.headers.authorization).toBe(`token ${TOKEN}`);
  });

  it('without credentials there is nothing to protect', async () => {
    nock('http://example.com').get('/zen').reply(200, ZEN);
    const { session, sent } = capturedSession({ baseUrl: 'http://example.com' });
    expect(await getZen(session)).toBe(ZEN);
    expect(sent).toHaveLength(1);
  });

  it('a base URL that is not http(s) → ValidationError at once', () => {
    expect(() => capturedSession({ baseUrl: 'ftp://example.com' })).toThrow(ValidationError);
    expect(() => capturedSession({ baseUrl: 'not a url' })).toThrow(ValidationError);
  });
});

describe('headers', () => {
  it('by default: Accept, X-GitHub-Api-Version and a User-Agent', async () => {
    nock(API).get('/zen').reply(200, ZEN);
    const { session, sent } = capturedSession();
    await getZen(session);
    expect(sent[0]?.headers).toMatchObject({ accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28' });
    expect(sent[0]?.headers['user-agent']).toMatch(/^hubops\/\d+\.\d+\.\d+/);
  });

  it('userAgent and apiVersion options replace the defaults', async () => {
    nock(API).get('/zen').reply(200, ZEN);
    const { session, sent } = capturedSession({ userAgent: 'release-bot/2.1', apiVersion: '2026-03-10' });
    await getZen(session);
    expect(sent[0]?.headers).toMatchObject({ 'user-agent': 'release-bot/2.1', 'x-github-api-version': '2026-03-10' });
  });

  it('`headers` of a call override Accept with a preview media type', async () => {
    nock(API).get('/repos/octocat/Hello-World').reply(200, { id: 1296269, name: 'Hello-World' });
    const { session, sent } = capturedSession();
    await getRepository(session, 'octocat/Hello-World', { headers: { Accept: 'application/vnd.github.mercy-preview+json' } });
    expect(sent[0]?.headers.accept).toBe('application/vnd.github.mercy-preview+json');
  });

  it('apiVersion: null sends no version header', async () => {
    nock(API).get('/zen').reply(200, ZEN);
    const { session, sent } = capturedSession({ apiVersion: null });
    await getZen(session);
    expect(sent[0]?.headers).not.toHaveProperty('x-github-api-version');
    expect(sent[0]?.headers.accept).toBe('application/vnd.github+json');
  });
});

describe('rate limit', () => {
  const limitHeaders = { 'x-ratelimit-limit': '5000', 'x-ratelimit-remaining': '4987', 'x-ratelimit-used': '13', 'x-ratelimit-reset': '1691591363', 'x-ratelimit-resource': 'core' };

  it('the headers are recorded per resource, and ratelimitRemaining answers from them without a request', async () => {
    nock(API).get('/zen').reply(200, ZEN, limitHeaders);
    const { session, sent } = capturedSession({ token: TOKEN });
    expect(await getZen(session)).toBe(ZEN);
    const core = { resource: 'core', limit: 5000, remaining: 4987, used: 13, resetAt: new Date(1691591363 * 1000) };
    expect(session.state.rateLimits.core).toEqual(core);
    expect(session.state.lastRateLimit).toEqual(core);
    expect(await ratelimitRemaining(session)).toBe(4987);
    expect(sent).toHaveLength(1);
  });

  it('a search reading is kept apart from core', async () => {
    nock(API).get('/zen').reply(200, ZEN, limitHeaders);
    nock(API).get('/zen').reply(200, ZEN, { ...limitHeaders, 'x-ratelimit-limit': '30', 'x-ratelimit-remaining': '28', 'x-ratelimit-resource': 'search' });
    const { session, sent } = capturedSession({ token: TOKEN });
    await getZen(session);
    await getZen(session);
    expect(await ratelimitRemaining(session)).toBe(4987);
    expect(await ratelimitRemaining(session, { resource: 'search' })).toBe(28);
    expect(session.state.lastRateLimit?.resource).toBe('search');
    expect(sent).toHaveLength(2);
  });

  it('with nothing seen yet, ratelimitRemaining asks GET /rate_limit', async () => {
    // components.examples.rate-limit-overview
    const overview = {
      resources: {
        core: { limit: 5000, used: 1, remaining: 4999, reset: 1691591363 },
        search: { limit: 30, used: 12, remaining: 18, reset: 1691591091 },
        graphql: { limit: 5000, used: 7, remaining: 4993, reset: 1691593228 },
      },
      rate: { limit: 5000, used: 1, remaining: 4999, reset: 1372700873 },
    };
    nock(API).get('/rate_limit').reply(200, overview);
    const { session, sent } = capturedSession({ token: TOKEN });
    expect(await ratelimitRemaining(session)).toBe(4999);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.url.pathname).toBe('/rate_limit');
  });
});

describe('sessions', () => {
  it('newSession has the same settings and an empty state', async () => {
    nock(API).get('/zen').times(2).reply(200, ZEN, { 'x-ratelimit-remaining': '4999', 'x-ratelimit-reset': '1691591363' });
    const twoFactorCallback = () => '123456';
    const { session, sent } = capturedSession({
      baseUrl: 'https://api.github.com/',
      username: 'octocat',
      password: PASSWORD,
      stages: [twoFactor(twoFactorCallback)],
      userAgent: 'release-bot/2.1',
      apiVersion: null,
      accept: 'application/vnd.github.v3+json',
      timeout: 5000,
      cache: conditionalCache(),
    });
    await getZen(session);
    session.state.app = { clientId: 'Iv1.8a61f9b3a7aba766', clientSecret: 'not-a-real-secret' };

    const fresh = newSession(session);
    expect(fresh).not.toBe(session);
    expect(twoFactorOf(fresh)).toBe(twoFactorCallback);
    for (const key of ['baseUrl', 'username', 'authKind', 'userAgent', 'apiVersion', 'accept', 'timeout', 'allowInsecureHttp', 'authorization'] as const) {
      expect(fresh[key]).toBe(session[key]);
    }
    expect(fresh.state).not.toBe(session.state);
    expect(fresh.state).toMatchObject({ rateLimits: {}, lastRateLimit: null, app: null });
    expect(fresh.state.cache).toBeInstanceOf(EntryCache);
    expect(fresh.state.cache).not.toBe(session.state.cache);
    expect((fresh.state.cache as EntryCache).size).toBe(0);
    expect(Object.isFrozen(fresh)).toBe(true);

    await getZen(fresh);
    expect(sent[1]?.headers).toEqual(sent[0]?.headers);
    expect(session.state.rateLimits.core).toBeDefined();
  });

  it('newSession of a session without a cache has none', () => {
    for (const cache of [undefined, false] as const) {
      const { session } = capturedSession({ token: TOKEN, cache });
      expect(session.state.cache).toBeNull();
      expect(newSession(session).state.cache).toBeNull();
    }
  });

  it('two sessions never share state', async () => {
    nock(API).get('/zen').reply(200, ZEN, { 'x-ratelimit-remaining': '4999', 'x-ratelimit-reset': '1691591363' });
    const { session: a } = capturedSession({ cache: conditionalCache() });
    const { session: b } = capturedSession({ cache: conditionalCache() });
    await getZen(a);
    expect(a.state.rateLimits.core?.remaining).toBe(4999);
    expect(b.state.rateLimits).toEqual({});
    expect(a.state.cache).not.toBe(b.state.cache);
  });

  it('createSelfHostedClient sends to <url>/api/v3', async () => {
    nock('https://ghe.example.com').get('/api/v3/zen').reply(200, ZEN);
    const { fetch, sent } = capturingFetch();
    const ghe = createSelfHostedClient({ url: 'https://ghe.example.com/', token: TOKEN, fetch });
    expect(ghe.session.baseUrl).toBe('https://ghe.example.com/api/v3');
    expect(await ghe.zen()).toBe(ZEN);
    expect(sent[0]?.url.href).toBe('https://ghe.example.com/api/v3/zen');
    expect(sent[0]?.headers.authorization).toBe(`token ${TOKEN}`);
  });

  it('a self-hosted 404 names the installation’s URL', async () => {
    nock('https://ghe.example.com').get('/api/v3/repos/octocat/Hello-World').reply(404, { message: 'Not Found', documentation_url: 'https://docs.github.com/enterprise-server@3.19/rest' });
    const { fetch } = capturingFetch();
    const ghe = createSelfHostedClient({ url: 'https://ghe.example.com', token: TOKEN, fetch });
    const error = await rejection(ghe.repository('octocat', 'Hello-World'));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.url).toBe('https://ghe.example.com/api/v3/repos/octocat/Hello-World');
  });
});
