import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { authorizeDevice, createUserSession, type UserToken } from '../../src/auth/documented.js';
import { MemoryStore } from '../../src/core/memory-store.js';
import { sharedStore } from '../../src/core/store-stages.js';
import { send } from '../../src/core/request.js';
import type { Store } from '../../src/core/types.js';
import { AuthenticationFailed, NotFoundError, OAuthError, ValidationError } from '../../src/errors/index.js';
import { startSignInStandIn, type SignInStandIn } from '../../src/testing/sign-in-stand-in.js';
import { CLIENT_ID, CLIENT_SECRET, closeLoopbacks, json, loopback, rejection, thrown, type Loopback } from '../hardening/loopback.js';
import { logging } from '../../src/core/index.js';

// GET /user as GitHub documents it (recordings/openapi/users.get-authenticated.json, from GitHub's OpenAPI description).
const USER = (JSON.parse(readFileSync(new URL('../../recordings/openapi/users.get-authenticated.json', import.meta.url), 'utf8')) as { interactions: { response: unknown }[] }).interactions[0]?.response;

const standIns: SignInStandIn[] = [];
afterEach(async () => {
  closeLoopbacks();
  await Promise.all(standIns.splice(0).map((s) => s.close()));
});

/** Two origins: github.com's sign-in stand-in, and an API that accepts only the tokens the stand-in says are live. */
async function origins(time: { now: () => number }, options: Parameters<typeof startSignInStandIn>[0] = {}): Promise<{ web: SignInStandIn; api: Loopback; token: UserToken }> {
  const web = await startSignInStandIn({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, interval: 0, now: time.now, ...options });
  standIns.push(web);
  const api = await loopback((request, response) => {
    const token = /^token (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1] ?? '';
    if (!web.isLive(token)) return json(response, 401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' });
    json(response, 200, USER);
  });
  const token = await authorizeDevice({ clientId: CLIENT_ID, webUrl: web.url, now: time.now, onVerification: ({ userCode }) => web.approve(userCode) });
  return { web, api, token };
}

function clock() {
  const state = { at: Date.UTC(2026, 10, 27, 9) };
  return { state, now: () => state.at };
}

const HOUR = 3_600_000;

describe('createUserSession', () => {
  it('sends the user token to the API only, renews it before it expires at the web origin only, and hands the new one to onRefresh', async () => {
    const time = clock();
    const { web, api, token } = await origins(time);
    const refreshed: UserToken[] = [];
    const session = createUserSession({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, token, webUrl: web.url, baseUrl: api.url, now: time.now, onRefresh: (t) => void refreshed.push(t) });
    expect(session.authKind).toBe('user');
    expect(session.state.tokenKind).toBe('user-to-server');

    await send(session, { path: '/user' });
    expect(api.requests[0]?.headers.authorization).toBe(`token ${token.token}`);
    const beforeRenewal = web.requests.length;

    // Seven hours and 56 minutes later: within five minutes of the eight-hour expiry.
    time.state.at += 8 * HOUR - 4 * 60_000;
    await send(session, { path: '/user' });
    expect(refreshed).toHaveLength(1);
    const renewed = refreshed[0] as UserToken;
    expect(renewed.token).not.toBe(token.token);
    expect(renewed.refreshToken).not.toBe(token.refreshToken);
    expect(api.requests[1]?.headers.authorization).toBe(`token ${renewed.token}`);
    expect(web.requests.slice(beforeRenewal)).toEqual([{ method: 'POST', path: '/login/oauth/access_token', members: ['client_id', 'client_secret', 'grant_type', 'refresh_token'], grantType: 'refresh_token', authorized: false }]);

    // Neither origin saw what belongs to the other.
    const apiSaw = JSON.stringify(api.requests);
    for (const secret of [CLIENT_SECRET, token.refreshToken, renewed.refreshToken]) expect(apiSaw).not.toContain(secret);
    expect(web.requests.every((r) => !r.authorized)).toBe(true);
  });

  it('renews once after a 401 and sends again; a second refusal reaches the caller', async () => {
    const time = clock();
    const { web, api, token } = await origins(time);
    const refreshed: UserToken[] = [];
    const session = createUserSession({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, token, webUrl: web.url, baseUrl: api.url, now: time.now, onRefresh: (t) => void refreshed.push(t) });
    web.revoke(token.token);
    await send(session, { path: '/user' });
    expect(api.requests.map((r) => r.headers.authorization)).toEqual([`token ${token.token}`, `token ${refreshed[0]?.token}`]);

    // The renewed token revoked too, and its refresh token spent elsewhere: bad_refresh_token, typed.
    web.revoke(refreshed[0]?.token ?? '');
    await fetch(`${web.url}/login/oauth/access_token`, { method: 'POST', body: new URLSearchParams({ client_id: CLIENT_ID, client_secret: CLIENT_SECRET, grant_type: 'refresh_token', refresh_token: refreshed[0]?.refreshToken ?? '' }) });
    const error = await rejection(send(session, { path: '/user' }), OAuthError);
    expect(error.code).toBe('bad_refresh_token');
    expect(error.message).not.toContain(refreshed[0]?.refreshToken ?? '');
    expect(error.message).not.toContain(CLIENT_SECRET);
  });

  it('a token that does not expire is sent as it is; its 401 is the caller’s', async () => {
    const time = clock();
    const { web, api, token } = await origins(time, { expiringTokens: false });
    expect(token).toMatchObject({ expiresAt: null, refreshToken: null, refreshTokenExpiresAt: null });
    const session = createUserSession({ clientId: CLIENT_ID, token, webUrl: web.url, baseUrl: api.url, now: time.now });
    expect(session.state.tokenKind).toBe('oauth');
    time.state.at += 365 * 24 * HOUR;
    await send(session, { path: '/user' });
    web.revoke(token.token);
    const sent = web.requests.length;
    await rejection(send(session, { path: '/user' }), AuthenticationFailed);
    expect(web.requests).toHaveLength(sent);
  });

  it('sessions sharing a store renew once: in one process, and across processes through the store', async () => {
    const time = clock();
    const { web, api, token } = await origins(time);
    const shared = new MemoryStore();
    // Two processes: each reaches the one store through its own client object.
    const reach = (): Store => sharedStore({ get: shared.get.bind(shared), set: shared.set.bind(shared), reserve: shared.reserve.bind(shared), update: shared.update.bind(shared) });
    const seen: Record<string, UserToken[]> = { a: [], b: [], c: [] };
    const make = (name: string, store: Store) => createUserSession({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, token, webUrl: web.url, baseUrl: api.url, now: time.now, store, onRefresh: (t) => void seen[name]?.push(t) });
    const first = reach();
    const [a, b, c] = [make('a', first), make('b', first), make('c', reach())];
    time.state.at += 8 * HOUR;
    const renewals = () => web.requests.filter((r) => r.grantType === 'refresh_token').length;

    await Promise.all([send(a, { path: '/user' }), send(b, { path: '/user' })]);
    expect(renewals()).toBe(1);
    await send(c, { path: '/user' });
    expect(renewals()).toBe(1);
    expect(seen.a?.[0]?.token).toBe(seen.c?.[0]?.token);
    expect(seen.b?.[0]?.token).toBe(seen.a?.[0]?.token);

    // A process that kept the first token renews later: it follows the chain of renewals in the store.
    time.state.at += 8 * HOUR;
    await send(a, { path: '/user' });
    expect(renewals()).toBe(2);
    const late = make('late', reach());
    await send(late, { path: '/user' });
    expect(renewals()).toBe(2);
    expect(api.requests.at(-1)?.headers.authorization).toBe(`token ${seen.a?.[1]?.token}`);
  });

  it('takes a token stored as JSON, and refuses what is not a token before anything is sent', async () => {
    const time = clock();
    const { web, api, token } = await origins(time);
    const session = createUserSession({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, token: JSON.parse(JSON.stringify(token)), webUrl: web.url, baseUrl: api.url, now: time.now });
    time.state.at += 8 * HOUR;
    await send(session, { path: '/user' });
    expect(web.requests.filter((r) => r.grantType === 'refresh_token')).toHaveLength(1);

    const sent = api.requests.length + web.requests.length;
    const cases: [object, string][] = [
      [{ token: 'ghu_text' }, 'token'],
      [{ token: { token: '' } }, 'token.token'],
      [{ token: { token: 'ghu_x', expiresAt: 'soon' } }, 'token.expiresAt'],
      [{ token: { token: 'ghu_x', refreshToken: 7 } }, 'token.refreshToken'],
      [{ token, clientId: 'x' }, 'clientId'],
      [{ token, clientSecret: 'short' }, 'clientSecret'],
      [{ token, onRefresh: 'store it' }, 'onRefresh'],
      [{ token, webUrl: 'http://github.example.com' }, 'webUrl'],
    ];
    for (const [options, parameter] of cases) expect(thrown(() => createUserSession({ clientId: CLIENT_ID, ...options } as never), ValidationError).parameter).toBe(parameter);
    expect(api.requests.length + web.requests.length).toBe(sent);
  });

  it('a renewal that fails while the token still works keeps it in use until it expires, and says so', async () => {
    const time = clock();
    const { web, api, token } = await origins(time);
    const warnings: string[] = [];
    const session = createUserSession({ clientId: CLIENT_ID, clientSecret: 'x'.repeat(40), token, webUrl: web.url, baseUrl: api.url, now: time.now, stages: [logging({ warn: (l) => void warnings.push(l) })] });
    // Four minutes before expiry: due for renewal, which the service refuses (a wrong secret).
    time.state.at += 8 * HOUR - 4 * 60_000;
    await send(session, { path: '/user' });
    expect(api.requests.at(-1)?.headers.authorization).toBe(`token ${token.token}`);
    expect(warnings[0]).toMatch(/^renewing the user token failed \(.*\(incorrect_client_credentials\)\): using it until it expires at /);
    expect(warnings.join(' ')).not.toContain('x'.repeat(40));
    // Once it has expired, the refusal reaches the caller.
    time.state.at += 5 * 60_000;
    expect((await rejection(send(session, { path: '/user' }), OAuthError)).code).toBe('incorrect_client_credentials');
  });

  it('renews at an Enterprise Server’s own sign-in service by default, and asks for webUrl where it cannot tell', async () => {
    const time = clock();
    const { web, token } = await origins(time);
    // The server's API at /api/v3 on the stand-in's origin: the renewal goes to that origin, not to github.com.
    const session = createUserSession({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, token, baseUrl: `${web.url}/api/v3`, now: time.now });
    time.state.at += 8 * HOUR;
    await rejection(send(session, { path: '/user' }), NotFoundError);
    expect(web.requests.filter((r) => r.grantType === 'refresh_token')).toHaveLength(1);
    expect(thrown(() => createUserSession({ clientId: CLIENT_ID, token, baseUrl: 'https://proxy.example.com' }), ValidationError).parameter).toBe('webUrl');
  });
});
