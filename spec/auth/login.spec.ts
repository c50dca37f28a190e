import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { authenticateSession } from '../../src/auth/authenticate-session.js';
import { getAuthenticatedUser } from '../../src/auth/get-authenticated-user.js';
import { login } from '../../src/client.js';
import { MemoryCache } from '../../src/core/memory-store.js';
import { createSession } from '../../src/core/session.js';
import { UnprocessableResponseBody, ValidationError } from '../../src/errors/index.js';
import { asDict } from '../../src/models/library/objects.js';
import { capturedSession, capturingFetch } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { documentedResponse, replay } from '../support/recordings.js';
import { basic, GHE, PASSWORD, TOKEN } from './fixtures.js';
import { conditionalCache } from '../../src/core/conditional-cache.js';
import { EntryCache } from '../../src/core/entry-cache.js';
import { twoFactor } from '../../src/core/index.js';
import { twoFactorOf } from '../../src/core/two-factor.js';

describe('login (module-level)', () => {
  it('is null when no credential is given', () => {
    expect(login()).toBeNull();
    expect(login({ username: 'octocat' })).toBeNull();
    expect(login({ password: PASSWORD })).toBeNull();
    expect(login({ username: 'octocat', password: '', token: '' })).toBeNull();
  });

  it('gives a client authenticated by a token, or by username and password, without a request', () => {
    const { fetch, sent } = capturingFetch();
    const byToken = login({ token: TOKEN, fetch });
    const byPassword = login({ username: 'octocat', password: PASSWORD, baseUrl: GHE, fetch });
    const olderName = login({ login: 'octocat', password: PASSWORD, fetch });
    expect(byToken?.session.authKind).toBe('token');
    expect(byPassword?.session.authKind).toBe('basic');
    expect(byPassword?.session.baseUrl).toBe(GHE);
    expect(olderName?.session.username).toBe('octocat');
    expect(typeof byToken?.repository).toBe('function');
    expect(sent).toHaveLength(0);
  });
});

describe('authenticateSession (gh.login)', () => {
  const twoFactorCallback = () => '123456';

  it("is a new session with the settings of this one and the given credentials; this one is unchanged", () => {
    const session = createSession({ baseUrl: GHE, userAgent: 'my-tool/1.0', token: TOKEN, stages: [twoFactor(twoFactorCallback)], timeout: 5000 });
    const next = authenticateSession(session, { username: 'hubot', password: PASSWORD });
    expect(next).not.toBeNull();
    expect(next?.authKind).toBe('basic');
    expect(next?.username).toBe('hubot');
    expect(next?.authorization).toBe(basic('hubot', PASSWORD));
    expect(next?.baseUrl).toBe(GHE);
    expect(next?.userAgent).toBe('my-tool/1.0');
    expect(next?.timeout).toBe(5000);
    expect(next && twoFactorOf(next)).toBe(twoFactorCallback);
    expect(session.authKind).toBe('token');
    expect(session.authorization).toBe(`token ${TOKEN}`);
  });

  it('a token replaces a password; a new callback replaces the old one', () => {
    const other = () => '654321';
    const session = createSession({ username: 'octocat', password: PASSWORD, stages: [twoFactor(twoFactorCallback)] });
    const next = authenticateSession(session, { token: TOKEN, twoFactorCallback: other });
    expect(next?.authKind).toBe('token');
    expect(next?.authorization).toBe(`token ${TOKEN}`);
    expect(next?.username).toBeNull();
    expect(next && twoFactorOf(next)).toBe(other);
  });

  it('a username with a token is kept with the token', () => {
    const next = authenticateSession(createSession(), { username: 'octocat', token: TOKEN });
    expect(next?.authKind).toBe('token');
    expect(next?.username).toBe('octocat');
  });

  it('is null when no credential is given', () => {
    expect(authenticateSession(createSession({ token: TOKEN }))).toBeNull();
    expect(authenticateSession(createSession(), { username: 'octocat' })).toBeNull();
  });

  it('never shares a conditional cache with the session it came from', () => {
    const store = new MemoryCache();
    const session = createSession({ cache: conditionalCache(store) });
    const next = authenticateSession(session, { token: TOKEN });
    expect(next?.state.cache).toBeInstanceOf(EntryCache);
    expect(next?.state.cache).not.toBe(store);
  });
});

describe('getAuthenticatedUser (me)', () => {
  const ME = 'openapi/users.get-authenticated';

  it('asks for the authenticated user and parses an AuthenticatedUser', async () => {
    const served = replay(ME);
    const { session, sent } = capturedSession({ token: TOKEN });
    const me = await getAuthenticatedUser(session);
    expectRequest(sent[0], { method: 'GET', path: '/user', headers: { authorization: `token ${TOKEN}` } });
    expect(me.login).toBe('octocat');
    expect(me.id).toBe(1);
    expect(me.name).toBe('monalisa octocat');
    expect(me.email).toBe('octocat@github.com');
    expect(me.twitter_username).toBe('monatheoctocat');
    expect(me.public_repos_count).toBe(2);
    expect(me.followers_count).toBe(20);
    expect(me.created_at).toEqual(new Date('2008-01-14T04:33:35Z'));
    expect(me.private_gists).toBe(81);
    // The older name for the same count: the service has only ever sent it as private_gists.
    expect(me.total_private_gists).toBe(81);
    expect(me.total_private_repos_count).toBe(100);
    expect(me.owned_private_repos_count).toBe(100);
    expect(me.disk_usage).toBe(10000);
    expect(me.collaborators).toBe(8);
    expect(me.two_factor_authentication).toBe(true);
    expect(me.plan?.name).toBe('Medium');
    expect(me.plan?.space).toBe(400);
    expect(me.plan?.private_repos_count).toBe(20);
    expect(me.plan?.collaborators).toBe(0);
    expect(asDict(me)).toEqual(documentedResponse(ME));
    served.done();
  });

  it('reads the public view (what a token that does not see the private one gets) by its own schema: the private fields read null, nothing throws', async () => {
    const PUBLIC = 'openapi/users.get-authenticated.public-view';
    const served = replay(PUBLIC);
    const { session } = capturedSession({ token: TOKEN });
    const me = await getAuthenticatedUser(session);
    // The documented example names no view (today's answers say 'public'): it has none of the private fields.
    expect(me.login).toBe('octocat');
    expect(me.public_repos_count).toBe(2);
    for (const field of ['two_factor_authentication', 'owned_private_repos_count', 'total_private_repos_count', 'private_gists', 'collaborators', 'disk_usage', 'plan'] as const) expect(me[field]).toBeNull();
    // Every field reads (a promise broken would throw on reading it), and the whole is plain data.
    expect(() => structuredClone(me)).not.toThrow();
    expect(asDict(me)).toEqual(documentedResponse(PUBLIC));
    served.done();
  });

  it('reads the private view by its schema: a private field missing from it is still a broken promise', async () => {
    const body: Record<string, unknown> = { ...(documentedResponse(ME) as Record<string, unknown>), user_view_type: 'private' };
    delete body.two_factor_authentication;
    const { session } = capturedSession({ token: TOKEN });
    nock('https://api.github.com').get('/user').reply(200, body);
    const me = await getAuthenticatedUser(session);
    expect(me.private_gists).toBe(81);
    expect(() => me.two_factor_authentication).toThrow(UnprocessableResponseBody);
  });

  it('an answer that names no view (an older Enterprise Server) is the private one when it has a private field, else the public one', async () => {
    const privateBody: Record<string, unknown> = { ...(documentedResponse(ME) as Record<string, unknown>) };
    delete privateBody.user_view_type;
    const publicBody: Record<string, unknown> = { ...(documentedResponse('openapi/users.get-authenticated.public-view') as Record<string, unknown>) };
    delete publicBody.user_view_type;
    nock('https://api.github.com').get('/user').reply(200, privateBody).get('/user').reply(200, publicBody);
    const { session } = capturedSession({ token: TOKEN });
    expect((await getAuthenticatedUser(session)).two_factor_authentication).toBe(true);
    expect((await getAuthenticatedUser(session)).two_factor_authentication).toBeNull();
  });

  it('refuses an anonymous session before sending', async () => {
    const { session, sent } = capturedSession();
    await expect(getAuthenticatedUser(session)).rejects.toThrow(ValidationError);
    expect(sent).toHaveLength(0);
    expect(nock.pendingMocks()).toHaveLength(0);
  });
});

describe('bad input to the authentication helpers', () => {
  it('getAuthenticatedUser refuses an unknown option and an extra argument before sending', async () => {
    const { session, sent } = capturedSession({ token: TOKEN });
    await expect(getAuthenticatedUser(session, { login: 'octocat' } as never)).rejects.toThrow(expect.objectContaining({ parameter: 'login' }));
    await expect((getAuthenticatedUser as (...args: unknown[]) => Promise<unknown>)(session, 'octocat', {})).rejects.toThrow(expect.objectContaining({ parameter: 'arguments' }));
    expect(sent).toHaveLength(0);
  });

  it('authenticateSession refuses credentials that are not an object, and a session that is not one', () => {
    const { session } = capturedSession();
    expect(() => authenticateSession(session, null as never)).toThrow(expect.objectContaining({ name: 'ValidationError', parameter: 'credentials' }));
    expect(() => authenticateSession(session, 'octocat' as never)).toThrow(expect.objectContaining({ parameter: 'credentials' }));
    expect(() => authenticateSession({} as never, { token: TOKEN })).toThrow(expect.objectContaining({ parameter: 'session' }));
  });
});
