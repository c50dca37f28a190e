import nock from 'nock';
import { inspect } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAppSession, listAppInstallations } from '../../src/auth/app.js';
import { authenticateSession } from '../../src/auth/authenticate-session.js';
import { getAuthenticatedUser } from '../../src/auth/get-authenticated-user.js';
import { listAuthorizations } from '../../src/auth/list-authorizations.js';
import { MemoryStore } from '../../src/core/memory-store.js';
import { send } from '../../src/core/request.js';
import { createSession } from '../../src/core/session.js';
import { starRepository } from '../../src/activity/starring.js';
import { addEmailAddress, listEmails } from '../../src/users/emails.js';
import { AuthenticationFailed, ForbiddenError, ValidationError } from '../../src/errors/index.js';
import { capturingFetch } from '../support/capture.js';
import { rejection } from '../support/rejection.js';
import { generateTestKey, verifyJwt, type TestKey } from './app-key.js';
import { logging, watch } from '../../src/core/index.js';

const API = 'https://api.github.com';
const T0 = Date.UTC(2026, 0, 15, 12, 0, 0);
const APP_ID = 123456;
const INSTALLATION = 42;
const TOKEN_PATH = `/app/installations/${INSTALLATION}/access_tokens`;
const TOKEN_A = 'secret-installation-token-a';
const TOKEN_B = 'secret-installation-token-b';
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

let key: TestKey;
beforeAll(async () => {
  key = await generateTestKey();
});

/** A clock the spec moves by hand. */
function clock(start = T0): { now: () => number; at: number } {
  const c = { at: start, now: () => c.at };
  return c;
}

/** What a synchronous call throws. */
function thrown(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error;
  }
  return new Error('expected the call to throw');
}

const bearer = (value: string | undefined) => /^Bearer (.+)$/.exec(value ?? '')?.[1] ?? '';

describe('createAppSession as the app (JWT)', () => {
  for (const form of ['pkcs8', 'pkcs1'] as const) {
    it(`signs an RS256 JWT with a ${form} key: iss the app id, iat backdated a minute, exp at most ten minutes on`, async () => {
      const time = clock();
      const { fetch, sent } = capturingFetch();
      const session = createAppSession({ appId: APP_ID, privateKey: key[form], now: time.now, fetch, retry: false });
      expect(session.authKind).toBe('app');
      expect(session.state.authKind).toBe('app');
      nock(API).get('/app').reply(200, { id: APP_ID, slug: 'hubops-test' });
      await send(session, { path: '/app' });
      const jwt = bearer(sent[0]?.headers.authorization);
      const verified = await verifyJwt(jwt, key.publicKey);
      expect(verified?.header).toEqual({ alg: 'RS256', typ: 'JWT' });
      const claims = verified?.claims as { iat: number; exp: number; iss: number };
      expect(claims.iss).toBe(APP_ID);
      expect(claims.iat).toBe(T0 / 1000 - 60);
      expect(claims.exp - claims.iat).toBeLessThanOrEqual(600);
      expect(claims.exp).toBeGreaterThan(T0 / 1000);
    });
  }

  it('keeps its JWT while it is valid and signs a new one before it expires', async () => {
    const time = clock();
    const { fetch, sent } = capturingFetch();
    const session = createAppSession({ appId: APP_ID, privateKey: key.pkcs8, now: time.now, fetch, retry: false });
    nock(API).get('/app').times(3).reply(200, {});
    await send(session, { path: '/app' });
    time.at += 60_000;
    await send(session, { path: '/app' });
    time.at += 8 * 60_000;
    await send(session, { path: '/app' });
    const [first, second, third] = sent.map((r) => bearer(r.headers.authorization));
    expect(second).toBe(first);
    expect(third).not.toBe(first);
    expect((await verifyJwt(third ?? '', key.publicKey))?.claims.iat).toBe((T0 + 9 * 60_000) / 1000 - 60);
  });

  it('refuses a key that is not an RSA private key in PEM form, without quoting it', () => {
    const bad = '-----BEGIN PRIVATE KEY-----\nnot*base64\n-----END PRIVATE KEY-----';
    for (const privateKey of ['secret-not-a-pem', bad, key.pkcs8.replace('BEGIN PRIVATE', 'BEGIN RSA PRIVATE')]) {
      const error = thrown(() => createAppSession({ appId: APP_ID, privateKey }));
      expect(error).toBeInstanceOf(ValidationError);
      expect(inspect(error)).not.toContain('secret-not-a-pem');
      expect(inspect(error)).not.toContain('not*base64');
    }
    expect(thrown(() => createAppSession({ appId: 0, privateKey: key.pkcs8 }))).toBeInstanceOf(ValidationError);
    expect(thrown(() => createAppSession({ appId: APP_ID, privateKey: key.pkcs8, installationId: -1 }))).toBeInstanceOf(ValidationError);
  });

  it('lists the app’s installations, every page of them', async () => {
    const session = createAppSession({ appId: APP_ID, privateKey: key.pkcs8, retry: false });
    const installation = (id: number) => ({ id, app_id: APP_ID, account: { login: `octo-org-${id}`, id }, target_type: 'Organization', permissions: { contents: 'read' } });
    nock(API)
      .get('/app/installations')
      .query({ per_page: '100' })
      .reply(200, [installation(INSTALLATION)], { link: `<${API}/app/installations?per_page=100&page=2>; rel="next", <${API}/app/installations?per_page=100&page=2>; rel="last"` });
    nock(API).get('/app/installations').query({ per_page: '100', page: '2' }).reply(200, [installation(43)]);
    const installations = [];
    for await (const found of listAppInstallations(session)) installations.push(found);
    expect(installations.map((i) => i.id)).toEqual([INSTALLATION, 43]);
    expect(Object.isFrozen(installations[0])).toBe(true);
    expect(() => listAppInstallations(createAppSession({ appId: APP_ID, privateKey: key.pkcs8, installationId: INSTALLATION }))).toThrow(ValidationError);
  });
});

/** Three installation sessions sharing one store and one clock, and what they all sent. */
function threeSessionsOnOneStore() {
  const time = clock();
  const store = new MemoryStore();
  const { fetch, sent } = capturingFetch();
  const make = () => createAppSession({ appId: APP_ID, privateKey: key.pkcs8, installationId: INSTALLATION, store, now: time.now, fetch, retry: false });
  return { time, sent, sessions: [make(), make(), make()] as const };
}

describe('createAppSession for an installation', () => {
  const tokenReply = (token: string, expiresAt: number) => [201, { token, expires_at: iso(expiresAt), permissions: { contents: 'read' } }] as const;

  it('fetches the installation token with the JWT on first use, then reuses it', async () => {
    const time = clock();
    const { fetch, sent } = capturingFetch();
    const session = createAppSession({ appId: APP_ID, privateKey: key.pkcs8, installationId: INSTALLATION, now: time.now, fetch, retry: false });
    expect(session.authKind).toBe('installation');
    expect(session.state.authKind).toBe('installation');
    const exchange = nock(API).post(TOKEN_PATH).once().reply(...tokenReply(TOKEN_A, T0 + 3_600_000));
    const repos = nock(API).get('/installation/repositories').times(2).reply(200, { total_count: 0, repositories: [] });
    await send(session, { path: '/installation/repositories' });
    await send(session, { path: '/installation/repositories' });
    expect(exchange.isDone() && repos.isDone()).toBe(true);
    expect(sent.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([`POST ${TOKEN_PATH}`, 'GET /installation/repositories', 'GET /installation/repositories']);
    expect(await verifyJwt(bearer(sent[0]?.headers.authorization), key.publicKey)).not.toBeNull();
    expect(sent[1]?.headers.authorization).toBe(`token ${TOKEN_A}`);
    expect(sent[2]?.headers.authorization).toBe(`token ${TOKEN_A}`);
    expect(session.state.permissions).toEqual({ contents: 'read' });
  });

  it('asks for no token for a request to another origin (it would not be sent there)', async () => {
    const { fetch, sent } = capturingFetch();
    const session = createAppSession({ appId: APP_ID, privateKey: key.pkcs8, installationId: INSTALLATION, fetch, retry: false });
    const raw = nock('https://gist.githubusercontent.com').get('/octocat/1/raw/hello.txt').reply(200, 'hello');
    await send(session, { path: 'https://gist.githubusercontent.com/octocat/1/raw/hello.txt', as: 'text' });
    expect(raw.isDone()).toBe(true);
    expect(sent.map((r) => `${r.method} ${r.url.host}${r.url.pathname}`)).toEqual(['GET gist.githubusercontent.com/octocat/1/raw/hello.txt']);
    expect(sent[0]?.headers.authorization).toBeUndefined();
  });

  it('renews the token five minutes before it expires', async () => {
    const time = clock();
    const { fetch, sent } = capturingFetch();
    const session = createAppSession({ appId: APP_ID, privateKey: key.pkcs8, installationId: INSTALLATION, now: time.now, fetch, retry: false });
    nock(API).post(TOKEN_PATH).reply(...tokenReply(TOKEN_A, T0 + 3_600_000));
    nock(API).post(TOKEN_PATH).reply(...tokenReply(TOKEN_B, T0 + 2 * 3_600_000));
    nock(API).get('/installation/repositories').times(3).reply(200, {});
    await send(session, { path: '/installation/repositories' });
    time.at = T0 + 54 * 60_000;
    await send(session, { path: '/installation/repositories' });
    time.at = T0 + 56 * 60_000;
    await send(session, { path: '/installation/repositories' });
    expect(sent.map((r) => r.headers.authorization).filter((a) => a?.startsWith('token '))).toEqual([`token ${TOKEN_A}`, `token ${TOKEN_A}`, `token ${TOKEN_B}`]);
    expect(nock.isDone()).toBe(true);
  });

  it('shares the renewal before expiry between sessions on one store: one new token for all', async () => {
    const { time, sent, sessions: [a, b, c] } = threeSessionsOnOneStore();
    nock(API).post(TOKEN_PATH).once().reply(...tokenReply(TOKEN_A, T0 + 3_600_000));
    nock(API).post(TOKEN_PATH).once().reply(...tokenReply(TOKEN_B, T0 + 2 * 3_600_000));
    nock(API).get('/installation/repositories').times(6).reply(200, {});
    await Promise.all([a, b, c].map((s) => send(s, { path: '/installation/repositories' })));
    time.at = T0 + 56 * 60_000;
    await Promise.all([send(a, { path: '/installation/repositories' }), send(b, { path: '/installation/repositories' })]);
    await send(c, { path: '/installation/repositories' });
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(2);
    expect(sent.filter((r) => r.method === 'GET').map((r) => r.headers.authorization)).toEqual([...Array(3).fill(`token ${TOKEN_A}`), ...Array(3).fill(`token ${TOKEN_B}`)]);
    expect(nock.isDone()).toBe(true);
  });

  it('shares one token fetch between sessions on one store, at once or one after the other', async () => {
    const { sent, sessions: [a, b, c] } = threeSessionsOnOneStore();
    nock(API).post(TOKEN_PATH).once().reply(...tokenReply(TOKEN_A, T0 + 3_600_000));
    nock(API).get('/installation/repositories').times(3).reply(200, {});
    await Promise.all([send(a, { path: '/installation/repositories' }), send(b, { path: '/installation/repositories' })]);
    await send(c, { path: '/installation/repositories' });
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(c.state.permissions).toEqual({ contents: 'read' });
    expect(sent.filter((r) => r.method === 'GET').map((r) => r.headers.authorization)).toEqual(Array(3).fill(`token ${TOKEN_A}`));
    expect(nock.isDone()).toBe(true);
  });

  it('renews a refused token once and sends the request once more; a second refusal is AuthenticationFailed', async () => {
    const time = clock();
    const { fetch, sent } = capturingFetch();
    const session = createAppSession({ appId: APP_ID, privateKey: key.pkcs8, installationId: INSTALLATION, now: time.now, fetch, retry: false });
    nock(API).post(TOKEN_PATH).reply(...tokenReply(TOKEN_A, T0 + 3_600_000));
    nock(API).get('/installation/repositories').reply(401, { message: 'Bad credentials' });
    nock(API).post(TOKEN_PATH).reply(...tokenReply(TOKEN_B, T0 + 3_600_000));
    nock(API).get('/installation/repositories').reply(200, { total_count: 0 });
    const reply = await send(session, { path: '/installation/repositories' });
    expect(reply.status).toBe(200);
    expect(sent.map((r) => `${r.method} ${r.headers.authorization?.startsWith('token') ? r.headers.authorization : 'jwt'}`)).toEqual(['POST jwt', `GET token ${TOKEN_A}`, 'POST jwt', `GET token ${TOKEN_B}`]);

    nock(API).get('/installation/repositories').reply(401, { message: 'Bad credentials' });
    nock(API).post(TOKEN_PATH).reply(...tokenReply(TOKEN_A, T0 + 3_600_000));
    nock(API).get('/installation/repositories').reply(401, { message: `Bad credentials ${TOKEN_A}` });
    const error = await rejection(send(session, { path: '/installation/repositories' }));
    expect(error).toBeInstanceOf(AuthenticationFailed);
    expect(inspect(error)).not.toContain(TOKEN_A);
    expect(sent).toHaveLength(7);
    expect(nock.isDone()).toBe(true);
  });

  it('drops a refused token from the shared store, so that the next session takes the renewed one', async () => {
    const store = new MemoryStore();
    const { fetch, sent } = capturingFetch();
    const make = () => createAppSession({ appId: APP_ID, privateKey: key.pkcs8, installationId: INSTALLATION, store, now: () => T0, fetch, retry: false });
    nock(API).post(TOKEN_PATH).reply(...tokenReply(TOKEN_A, T0 + 3_600_000));
    nock(API).get('/installation/repositories').reply(200, {});
    await send(make(), { path: '/installation/repositories' });
    nock(API).get('/installation/repositories').reply(401, { message: 'Bad credentials' });
    nock(API).post(TOKEN_PATH).reply(...tokenReply(TOKEN_B, T0 + 3_600_000));
    nock(API).get('/installation/repositories').times(2).reply(200, {});
    await send(make(), { path: '/installation/repositories' });
    await send(make(), { path: '/installation/repositories' });
    expect(sent.map((r) => (r.method === 'POST' ? 'POST' : r.headers.authorization))).toEqual(['POST', `token ${TOKEN_A}`, `token ${TOKEN_A}`, 'POST', `token ${TOKEN_B}`, `token ${TOKEN_B}`]);
    expect(nock.isDone()).toBe(true);
  });

  it('keeps the key, the JWT and the tokens out of errors, hooks, logs and the session’s inspection', async () => {
    const views: unknown[] = [];
    const lines: string[] = [];
    const { fetch, sent } = capturingFetch();
    const hooks = { beforeRequest: (v: unknown) => void views.push(v), afterResponse: (v: unknown) => void views.push(v), beforeError: (e: unknown) => void views.push(e) };
    const session = createAppSession({ appId: APP_ID, privateKey: key.pkcs1, installationId: INSTALLATION, fetch, retry: false, stages: [watch(hooks), logging({ debug: (l) => lines.push(l), warn: (l) => lines.push(l) })] });
    // A service that echoes what it was sent, as a broken proxy might.
    nock(API).post(TOKEN_PATH).reply(401, function () {
      return { message: `Bad JWT ${String(this.req.headers.authorization)}` };
    });
    nock(API).post(TOKEN_PATH).reply(422, function () {
      return { message: `still bad: ${String(this.req.headers.authorization)}` };
    });
    const error = await rejection(send(session, { path: '/installation/repositories' }));
    expect(views.filter((v) => v === error)).toHaveLength(1);
    const jwt = bearer(sent[0]?.headers.authorization);
    expect(jwt).not.toBe('');
    const seen = [inspect(error, { depth: 8 }), JSON.stringify(error), String((error as Error).stack), inspect(views, { depth: 8 }), lines.join('\n'), inspect(session, { depth: 8 }), JSON.stringify(session)].join('\n');
    for (const secret of [key.pkcs1, key.pkcs8, jwt, ...key.pkcs1.split('\n').filter((l) => l.length > 20)]) expect(seen).not.toContain(secret);

    nock(API).post(TOKEN_PATH).reply(201, { token: TOKEN_A, expires_at: '2999-01-01T00:00:00Z' });
    nock(API).get('/installation/repositories').reply(500, { message: `oops ${TOKEN_A}` });
    const failed = await rejection(send(session, { path: '/installation/repositories' }));
    const after = [inspect(failed, { depth: 8 }), inspect(views, { depth: 8 }), lines.join('\n'), inspect(session, { depth: 8 })].join('\n');
    expect(after).not.toContain(TOKEN_A);
    expect(after).not.toContain(key.pkcs1);
  });

  it('surfaces x-accepted-github-permissions on a 403', async () => {
    const session = createAppSession({ appId: APP_ID, privateKey: key.pkcs8, installationId: INSTALLATION, now: () => T0, retry: false });
    nock(API).post(TOKEN_PATH).reply(...tokenReply(TOKEN_A, T0 + 3_600_000));
    nock(API).get('/repos/o/r/issues').reply(403, { message: 'Resource not accessible by integration' }, { 'x-accepted-github-permissions': 'issues=read; pull_requests=read,contents=write' });
    const error = await rejection(send(session, { path: '/repos/o/r/issues' }));
    expect(error).toBeInstanceOf(ForbiddenError);
    expect((error as ForbiddenError).acceptedPermissions).toEqual([{ issues: 'read' }, { pull_requests: 'read', contents: 'write' }]);
  });

  it('gives way to a token or a password given later (authenticateSession), and a plain session says its kind', () => {
    const session = createAppSession({ appId: APP_ID, privateKey: key.pkcs8, installationId: INSTALLATION });
    const byToken = authenticateSession(session, { token: 'secret-user-token' });
    expect(byToken?.authKind).toBe('token');
    expect(byToken?.state.authKind).toBe('token');
    expect(byToken?.credentials).toBeNull();
    expect(authenticateSession(session, { username: 'octocat', password: 'secret-password' })?.authKind).toBe('basic');
  });

  it('says which kind of token is in use, from its documented prefix', () => {
    const kinds = Object.fromEntries(['ghp_example', 'github_pat_example', 'gho_example', 'ghu_example', 'ghs_example', 'a-token-without-prefix'].map((token) => [token, createSession({ token }).state.tokenKind]));
    expect(kinds).toEqual({ ghp_example: 'classic', github_pat_example: 'fine-grained', gho_example: 'oauth', ghu_example: 'user-to-server', ghs_example: 'installation', 'a-token-without-prefix': 'other' });
    expect(createSession({}).state.tokenKind).toBeNull();
    expect(createSession({ username: 'octocat', password: 'secret-password' }).state.tokenKind).toBeNull();
    expect(createAppSession({ appId: APP_ID, privateKey: key.pkcs8 }).state.tokenKind).toBeNull();
    expect(createAppSession({ appId: APP_ID, privateKey: key.pkcs8, installationId: INSTALLATION }).state.tokenKind).toBe('installation');
  });

  it('keeps the scopes the service reports for a classic token (X-OAuth-Scopes), and ignores an unreadable header', async () => {
    const session = createSession({ token: 'secret-user-token', retry: false });
    nock(API).get('/user').reply(200, { login: 'octocat', id: 1 }, { 'x-oauth-scopes': 'repo, read:org, gist' });
    nock(API).get('/user').reply(200, { login: 'octocat', id: 1 }, { 'x-oauth-scopes': 'repo;"evil"' });
    expect(session.state.scopes).toBeNull();
    await getAuthenticatedUser(session);
    expect(session.state.scopes).toEqual(['repo', 'read:org', 'gist']);
    expect(Object.isFrozen(session.state.scopes)).toBe(true);
    await getAuthenticatedUser(session);
    expect(session.state.scopes).toEqual(['repo', 'read:org', 'gist']);
  });

  it('refuses the operations that need a user’s credentials (authorizations, the /user routes), saying why, before sending', async () => {
    const { fetch, sent } = capturingFetch();
    for (const installationId of [undefined, INSTALLATION]) {
      const session = createAppSession({ appId: APP_ID, privateKey: key.pkcs8, installationId, fetch });
      const userRoutes = [(): unknown => listEmails(session), (): unknown => starRepository(session, 'octocat/Hello-World'), (): unknown => addEmailAddress(session, 'octocat@github.com')];
      for (const call of [(): unknown => getAuthenticatedUser(session), (): unknown => listAuthorizations(session), ...userRoutes]) {
        const error = await rejection(Promise.resolve().then(call), ValidationError);
        expect(error).toBeInstanceOf(ValidationError);
        expect((error as Error).message).toMatch(/user's credentials.*GitHub App/);
      }
    }
    expect(sent).toHaveLength(0);
  });
});
