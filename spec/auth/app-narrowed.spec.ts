import { inspect } from 'node:util';
import type { ServerResponse } from 'node:http';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppSession, type AppSessionOptions } from '../../src/auth/app.js';
import { findInstallation } from '../../src/auth/find-installation.js';
import { MemoryStore } from '../../src/core/memory-store.js';
import { send } from '../../src/core/request.js';
import { createSession } from '../../src/core/session.js';
import { NotFoundError, TransportError, UnprocessableEntity, ValidationError } from '../../src/errors/index.js';
import { closeLoopbacks, json, loopback, rejection, type Loopback, type Received } from '../hardening/loopback.js';
import { generateTestKey, verifyJwt, type TestKey } from './app-key.js';

const APP_ID = 123456;
const OTHER_APP_ID = 654321;
const INSTALLATION = 42;
const TOKEN_PATH = `/app/installations/${INSTALLATION}/access_tokens`;
const WHOLE_TOKEN = 'secret-installation-token-whole';
const NARROW_TOKEN = 'secret-installation-token-narrow';
const HOUR = 3_600_000;

let key: TestKey;
beforeAll(async () => {
  key = await generateTestKey();
});
afterEach(() => {
  closeLoopbacks();
  vi.restoreAllMocks();
});

const bearer = (request: Received | undefined) => /^Bearer (.+)$/.exec(String(request?.headers.authorization ?? ''))?.[1] ?? '';
const bodyOf = (request: Received | undefined): unknown => (request?.body ? JSON.parse(request.body) : undefined);
const installation = (id: number, login: string, type = 'Organization') => ({ id, app_id: APP_ID, account: { login, id: id * 10, type }, target_type: type, repository_selection: 'selected', permissions: { contents: 'read', metadata: 'read' } });

/** The service: a token for each exchange (the narrowed one when the body narrows), and an empty listing. */
async function tokenService(): Promise<Loopback> {
  return loopback((request, response) => {
    if (request.method === 'POST' && request.url === TOKEN_PATH) {
      const narrowed = request.body !== '';
      const permissions = narrowed ? ((bodyOf(request) as { permissions?: object }).permissions ?? { metadata: 'read' }) : { contents: 'write', issues: 'write', metadata: 'read' };
      return json(response, 201, { token: narrowed ? NARROW_TOKEN : WHOLE_TOKEN, expires_at: '2999-01-01T00:00:00Z', permissions, repository_selection: narrowed ? 'selected' : 'all' });
    }
    return json(response, 200, { total_count: 0, repositories: [] });
  });
}

const appSession = (server: Loopback, options: Partial<AppSessionOptions> = {}) => createAppSession({ appId: APP_ID, privateKey: key.pkcs8, baseUrl: server.url, retry: false, ...options });

describe('createAppSession: an installation token narrowed to repositories and permissions', () => {
  it('sends repositories, repository_ids and permissions, exactly, in the body of the token request with the JWT', async () => {
    const server = await tokenService();
    const session = appSession(server, { installationId: INSTALLATION, repositories: ['Hello-World', 'Spoon-Knife'], repositoryIds: [1296269], permissions: { contents: 'read', issues: 'write' } });
    await send(session, { path: '/installation/repositories' });
    const [exchange, listing] = server.requests;
    expect(exchange?.method).toBe('POST');
    expect(exchange?.url).toBe(TOKEN_PATH);
    expect(bodyOf(exchange)).toEqual({ repositories: ['Hello-World', 'Spoon-Knife'], repository_ids: [1296269], permissions: { contents: 'read', issues: 'write' } });
    expect(await verifyJwt(bearer(exchange), key.publicKey)).not.toBeNull();
    expect(listing?.headers.authorization).toBe(`token ${NARROW_TOKEN}`);
    expect(session.state.permissions).toEqual({ contents: 'read', issues: 'write' });
  });

  it('sends each narrowing alone, and no body for the whole token', async () => {
    const server = await tokenService();
    await send(appSession(server, { installationId: INSTALLATION, repositories: ['Hello-World'] }), { path: '/installation/repositories' });
    await send(appSession(server, { installationId: INSTALLATION, repositoryIds: [1296269, 1300192] }), { path: '/installation/repositories' });
    await send(appSession(server, { installationId: INSTALLATION, permissions: { metadata: 'read' } }), { path: '/installation/repositories' });
    await send(appSession(server, { installationId: INSTALLATION }), { path: '/installation/repositories' });
    const exchanges = server.requests.filter((r) => r.method === 'POST');
    expect(exchanges.map(bodyOf)).toEqual([{ repositories: ['Hello-World'] }, { repository_ids: [1296269, 1300192] }, { permissions: { metadata: 'read' } }, undefined]);
  });

  it('keeps a narrowed token and the whole one apart in a shared store: each session fetches its own, and takes the one it asked for from the store', async () => {
    const server = await tokenService();
    const store = new MemoryStore();
    const whole = () => appSession(server, { installationId: INSTALLATION, store, pacing: false });
    const narrow = (repositories: string[]) => appSession(server, { installationId: INSTALLATION, store, pacing: false, repositories, permissions: { contents: 'read' } });
    await send(whole(), { path: '/installation/repositories' });
    await send(narrow(['Hello-World', 'Spoon-Knife']), { path: '/installation/repositories' });
    // The same narrowing in another order, and the whole token again: both from the store.
    await send(narrow(['Spoon-Knife', 'Hello-World']), { path: '/installation/repositories' });
    const again = whole();
    await send(again, { path: '/installation/repositories' });
    expect(server.requests.map((r) => (r.method === 'POST' ? `POST ${r.body === '' ? 'whole' : 'narrowed'}` : r.headers.authorization))).toEqual([
      'POST whole',
      `token ${WHOLE_TOKEN}`,
      'POST narrowed',
      `token ${NARROW_TOKEN}`,
      `token ${NARROW_TOKEN}`,
      `token ${WHOLE_TOKEN}`,
    ]);
    expect(again.state.permissions).toEqual({ contents: 'write', issues: 'write', metadata: 'read' });
  });

  it('keeps two narrowings apart, also when asked for at once', async () => {
    const server = await tokenService();
    const store = new MemoryStore();
    const a = appSession(server, { installationId: INSTALLATION, store, pacing: false, repositories: ['Hello-World'] });
    const b = appSession(server, { installationId: INSTALLATION, store, pacing: false, repositoryIds: [1296269] });
    await Promise.all([send(a, { path: '/installation/repositories' }), send(b, { path: '/installation/repositories' })]);
    expect(server.requests.filter((r) => r.method === 'POST').map(bodyOf)).toEqual(expect.arrayContaining([{ repositories: ['Hello-World'] }, { repository_ids: [1296269] }]));
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(2);
  });

  const bad: [string, Partial<AppSessionOptions> | Record<string, unknown>, string][] = [
    ['repositories without installationId', { repositories: ['Hello-World'] }, 'repositories'],
    ['permissions without installationId', { permissions: { contents: 'read' } }, 'permissions'],
    ['repositoryIds without installationId', { repositoryIds: [1] }, 'repositoryIds'],
    ['an empty list of repositories', { installationId: INSTALLATION, repositories: [] }, 'repositories'],
    ['a repository with its owner', { installationId: INSTALLATION, repositories: ['octocat/Hello-World'] }, 'repositories[0]'],
    ['an empty name', { installationId: INSTALLATION, repositories: ['Hello-World', ''] }, 'repositories[1]'],
    ['a dot segment', { installationId: INSTALLATION, repositories: ['..'] }, 'repositories[0]'],
    ['a name GitHub does not allow', { installationId: INSTALLATION, repositories: ['hello world'] }, 'repositories[0]'],
    ['a name with a control character', { installationId: INSTALLATION, repositories: ['hello\nworld'] }, 'repositories[0]'],
    ['a name over 100 characters', { installationId: INSTALLATION, repositories: ['a'.repeat(101)] }, 'repositories[0]'],
    ['a name that is no text', { installationId: INSTALLATION, repositories: [7] }, 'repositories[0]'],
    ['repositories as one text', { installationId: INSTALLATION, repositories: 'Hello-World' }, 'repositories'],
    ['501 repositories', { installationId: INSTALLATION, repositories: Array.from({ length: 501 }, (_, i) => `r${i}`) }, 'repositories'],
    ['501 repositories, names and ids together', { installationId: INSTALLATION, repositories: Array.from({ length: 300 }, (_, i) => `r${i}`), repositoryIds: Array.from({ length: 201 }, (_, i) => i + 1) }, 'repositories'],
    ['an id of 0', { installationId: INSTALLATION, repositoryIds: [0] }, 'repositoryIds[0]'],
    ['a fractional id', { installationId: INSTALLATION, repositoryIds: [1, 1.5] }, 'repositoryIds[1]'],
    ['an id given as text', { installationId: INSTALLATION, repositoryIds: ['1'] }, 'repositoryIds[0]'],
    ['an unsafe id', { installationId: INSTALLATION, repositoryIds: [2 ** 53] }, 'repositoryIds[0]'],
    ['an empty list of ids', { installationId: INSTALLATION, repositoryIds: [] }, 'repositoryIds'],
    ['an unknown permission', { installationId: INSTALLATION, permissions: { contents: 'read', sudo: 'write' } }, 'permissions.sudo'],
    ['an unknown level', { installationId: INSTALLATION, permissions: { contents: 'delete' } }, 'permissions.contents'],
    ['a level GitHub does not offer for that permission', { installationId: INSTALLATION, permissions: { workflows: 'read' } }, 'permissions.workflows'],
    ['no permission at all', { installationId: INSTALLATION, permissions: {} }, 'permissions'],
    ['permissions as a list', { installationId: INSTALLATION, permissions: ['contents'] }, 'permissions'],
    ['permissions as null', { installationId: INSTALLATION, permissions: null }, 'permissions'],
  ];
  for (const [what, options, parameter] of bad) {
    it(`refuses ${what} before sending anything, naming ${parameter}`, async () => {
      const server = await tokenService();
      let error: unknown = null;
      try {
        appSession(server, options as Partial<AppSessionOptions>);
      } catch (thrown) {
        error = thrown;
      }
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).parameter).toBe(parameter);
      expect(inspect(error)).not.toContain(key.pkcs8.split('\n')[1]);
      expect(server.requests).toEqual([]);
    });
  }

  it('takes the levels GitHub documents for each permission (admin where it offers it)', async () => {
    const server = await tokenService();
    const session = appSession(server, { installationId: INSTALLATION, permissions: { repository_projects: 'admin', workflows: 'write', organization_plan: 'read' } });
    await send(session, { path: '/installation/repositories' });
    expect(bodyOf(server.requests[0])).toEqual({ permissions: { repository_projects: 'admin', workflows: 'write', organization_plan: 'read' } });
  });

  it('gives GitHub’s 422 (more than the app was granted) as UnprocessableEntity, with neither the key, the JWT nor a token in it', async () => {
    const server = await loopback((request, response) => {
      if (request.method === 'POST') {
        return json(response, 422, { message: `The permissions requested are not granted to this installation. ${String(request.headers.authorization)}`, documentation_url: 'https://docs.github.com/rest/apps/apps#create-an-installation-access-token-for-an-app', status: '422' });
      }
      return json(response, 200, {});
    });
    const session = appSession(server, { installationId: INSTALLATION, permissions: { administration: 'write' } });
    const error = await rejection(send(session, { path: '/installation/repositories' }), UnprocessableEntity);
    expect(error.status).toBe(422);
    expect(error.method).toBe('POST');
    expect(error.url).toBe(`${server.url}${TOKEN_PATH}`);
    expect(error.message).toMatch(/not granted/);
    expect(server.requests.map((r) => r.method)).toEqual(['POST']);
    const jwt = bearer(server.requests[0]);
    expect(jwt).not.toBe('');
    const seen = [inspect(error, { depth: 8 }), JSON.stringify(error), String(error.stack)].join('\n');
    for (const secret of [jwt, key.pkcs8, ...key.pkcs8.split('\n').filter((line) => line.length > 20)]) expect(seen).not.toContain(secret);
    expect(session.state.permissions).toBeNull();
  });
});

/** A service answering each installation route with an installation, or 404 for a target it does not know. */
async function installationService(delay = 0): Promise<Loopback> {
  const known: Record<string, ReturnType<typeof installation>> = {
    '/repos/octocat/Hello-World/installation': installation(1, 'octocat', 'User'),
    '/orgs/github/installation': installation(2, 'github'),
    '/users/octocat/installation': installation(3, 'octocat', 'User'),
  };
  return loopback(async (request: Received, response: ServerResponse) => {
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    const found = known[request.url];
    if (found) return json(response, 200, found);
    return json(response, 404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest/apps/apps', status: '404' });
  });
}

describe('findInstallation', () => {
  const forms: [string, Parameters<typeof findInstallation>[1], string, number][] = [
    ["{ repo: 'owner/name' }", { repo: 'octocat/Hello-World' }, '/repos/octocat/Hello-World/installation', 1],
    ['{ owner, repo }', { owner: 'octocat', repo: 'Hello-World' }, '/repos/octocat/Hello-World/installation', 1],
    ['{ org }', { org: 'github' }, '/orgs/github/installation', 2],
    ['{ user }', { user: 'octocat' }, '/users/octocat/installation', 3],
    ['{ org } from parsed data', { org: { login: 'github' } }, '/orgs/github/installation', 2],
  ];
  for (const [form, target, path, id] of forms) {
    it(`asks ${path} for ${form}, with the app’s JWT, and answers the installation, frozen`, async () => {
      const server = await installationService();
      const found = await findInstallation(appSession(server), target);
      expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([`GET ${path}`]);
      const verified = await verifyJwt(bearer(server.requests[0]), key.publicKey);
      expect(verified?.claims.iss).toBe(APP_ID);
      expect(found.id).toBe(id);
      expect(Object.isFrozen(found) && Object.isFrozen(found.account)).toBe(true);
    });
  }

  it('keeps the answer: a second call, and a second session of the same app, send nothing; another app asks for its own', async () => {
    const server = await installationService();
    const first = await findInstallation(appSession(server), { repo: 'octocat/Hello-World' });
    const again = await findInstallation(appSession(server), { owner: 'octocat', repo: 'Hello-World' });
    const otherCase = await findInstallation(appSession(server), { repo: 'OctoCat/hello-world' });
    expect(again).toBe(first);
    expect(otherCase).toBe(first);
    expect(server.requests).toHaveLength(1);
    // Another app id, or the same id with another key, is another app: its own request.
    const other = await findInstallation(createAppSession({ appId: OTHER_APP_ID, privateKey: key.pkcs8, baseUrl: server.url, retry: false }), { repo: 'octocat/Hello-World' });
    const otherKey = await generateTestKey();
    await findInstallation(createAppSession({ appId: APP_ID, privateKey: otherKey.pkcs8, baseUrl: server.url, retry: false }), { repo: 'octocat/Hello-World' });
    expect(other.id).toBe(1);
    expect(server.requests).toHaveLength(3);
    expect((await verifyJwt(bearer(server.requests[1]), key.publicKey))?.claims.iss).toBe(OTHER_APP_ID);
    // Each target is kept apart.
    await findInstallation(appSession(server), { org: 'github' });
    await findInstallation(appSession(server), { user: 'octocat' });
    expect(server.requests.map((r) => r.url).slice(3)).toEqual(['/orgs/github/installation', '/users/octocat/installation']);
  });

  it('keeps an answer for an hour, and asks again after it or when told to refresh', async () => {
    const server = await installationService();
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    const app = appSession(server, { now: () => now });
    await findInstallation(app, { org: 'github' });
    clock.mockReturnValue(now + HOUR - 1);
    await findInstallation(app, { org: 'github' });
    expect(server.requests).toHaveLength(1);
    clock.mockReturnValue(now + HOUR);
    await findInstallation(app, { org: 'github' });
    expect(server.requests).toHaveLength(2);
    await findInstallation(app, { org: 'github' }, { refresh: true });
    await findInstallation(app, { org: 'github' });
    expect(server.requests).toHaveLength(3);
  });

  it('makes one request for callers asking at once', async () => {
    const server = await installationService(50);
    const [a, b] = [appSession(server), appSession(server)];
    const found = await Promise.all([findInstallation(a, { org: 'github' }), findInstallation(b, { org: 'github' }), findInstallation(a, { org: 'GitHub' })]);
    expect(found.map((f) => f.id)).toEqual([2, 2, 2]);
    expect(server.requests).toHaveLength(1);
  });

  it('lets a caller stop waiting without failing the others', async () => {
    const server = await installationService(50);
    const app = appSession(server);
    const controller = new AbortController();
    const waiting = findInstallation(app, { org: 'github' }, { signal: controller.signal });
    const other = findInstallation(app, { org: 'github' });
    controller.abort();
    const error = await rejection(waiting, TransportError);
    expect(error.reason).toBe('abort');
    expect((await other).id).toBe(2);
    expect(server.requests).toHaveLength(1);
    await rejection(findInstallation(app, { org: 'github' }, { signal: AbortSignal.abort() }), TransportError);
  });

  it('does not keep a failure: a 404 is NotFoundError each time it is asked', async () => {
    let installed = false;
    const server = await loopback((request, response) => (installed ? json(response, 200, installation(9, 'late-org')) : json(response, 404, { message: 'Not Found' })));
    const app = appSession(server);
    const error = await rejection(findInstallation(app, { org: 'late-org' }), NotFoundError);
    expect(error.status).toBe(404);
    expect(error.url).toBe(`${server.url}/orgs/late-org/installation`);
    await rejection(findInstallation(app, { org: 'late-org' }), NotFoundError);
    installed = true;
    expect((await findInstallation(app, { org: 'late-org' })).id).toBe(9);
    await findInstallation(app, { org: 'late-org' });
    expect(server.requests).toHaveLength(3);
  });

  it('refuses an installation session, a token session and a session without credentials, before sending', async () => {
    const server = await installationService();
    const sessions = [appSession(server, { installationId: INSTALLATION }), createSession({ baseUrl: server.url, token: 'secret-user-token' }), createSession({ baseUrl: server.url })];
    for (const session of sessions) {
      const error = await rejection(findInstallation(session, { org: 'github' }), ValidationError);
      expect(error.parameter).toBe('session');
      expect(error.message).toMatch(/authenticated as the app/);
    }
    await rejection(findInstallation({} as never, { org: 'github' }), ValidationError);
    expect(server.requests).toEqual([]);
  });

  const badTargets: [string, unknown][] = [
    ['a dot segment', { repo: '../Hello-World' }],
    ['an encoded dot segment', { org: '%2e%2e' }],
    ['a repository in three parts', { repo: 'octocat/Hello-World/issues' }],
    ['an owner with a slash', { owner: 'octocat/x', repo: 'Hello-World' }],
    ['a repository name with a slash', { owner: 'octocat', repo: 'a/b' }],
    ['a login with a slash', { user: 'octocat/x' }],
    ['a login with a backslash', { org: 'git\\hub' }],
    ['an empty login', { org: '' }],
    ['an empty repository', { repo: '' }],
    ['a control character', { user: 'octo\ncat' }],
    ['a DEL character', { owner: 'octocat', repo: 'Hello\x7fWorld' }],
    ['two targets', { org: 'github', user: 'octocat' }],
    ['an owner alone', { owner: 'octocat' }],
    ['another member', { repo: 'octocat/Hello-World', branch: 'main' }],
    ['no member', {}],
    ['a plain text', 'octocat/Hello-World'],
    ['null', null],
    ['a number as login', { user: 7 }],
  ];
  for (const [what, target] of badTargets) {
    it(`refuses ${what} before sending`, async () => {
      const server = await installationService();
      const error = await rejection(findInstallation(appSession(server), target as never), ValidationError);
      expect(error.parameter).toMatch(/^target/);
      expect(server.requests).toEqual([]);
    });
  }

  it('refuses options it does not know before sending', async () => {
    const server = await installationService();
    const app = appSession(server);
    for (const options of [{ refresh: 'yes' }, { signal: 'stop' }, { headers: {} }, 7]) {
      await rejection(findInstallation(app, { org: 'github' }, options as never), ValidationError);
    }
    expect(server.requests).toEqual([]);
  });

  it('keeps the key and the JWT out of its errors', async () => {
    const server = await loopback((request, response) => json(response, 404, { message: `Not Found for ${String(request.headers.authorization)}` }));
    const error = await rejection(findInstallation(appSession(server), { user: 'ghost' }), NotFoundError);
    const jwt = bearer(server.requests[0]);
    expect(jwt).not.toBe('');
    const seen = [inspect(error, { depth: 8 }), JSON.stringify(error), String(error.stack)].join('\n');
    for (const secret of [jwt, key.pkcs8, ...key.pkcs8.split('\n').filter((line) => line.length > 20)]) expect(seen).not.toContain(secret);
  });
});
