import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Composed, Declaration, Declared } from '../src/core/operation.js';
import { generateKeyPair } from 'node:crypto';
import { createSession } from '../src/core/session.js';
import type { Session } from '../src/core/types.js';
import { exampleCall } from '../scripts/api-examples.js';
import { loadDescription } from '../scripts/lib/openapi.js';
import { ACCESS_TOKEN, CLIENT_ID, CLIENT_SECRET, closeLoopbacks, loopback, type Loopback } from './hardening/loopback.js';

/*
 * The operation index (operations.json) tells the truth: every operationId of both descriptions
 * is in it, and the function it names makes that operation's request — called against a loopback
 * server, its first request is the operationId's method and route. Each function listed under
 * `also` carries a declaration of that request among the requests it makes. The generated
 * operations are called the same way, each against its documented answer, by
 * spec/generated/operations.spec.ts, which checks the operationId of what each sends.
 */

interface Entry {
  method: string;
  route: string;
  module: string;
  function: string;
  also?: { module: string; function: string }[];
  /** Named only where it is not api.github.com's. */
  description?: 'ghes-3.19';
  /** Absent for a generated function; false for a hand-written one. */
  generated?: false;
}

const index = JSON.parse(readFileSync(new URL('../operations.json', import.meta.url), 'utf8')) as { operations: Record<string, Entry> };
const entries = Object.entries(index.operations);

type Fn = ((...args: unknown[]) => unknown) & Partial<Declared & Composed>;
const modules = new Map<string, Promise<Record<string, unknown>>>();
const load = (module: string) => {
  const area = module.replace(/^hubops\/?/, '') || 'index';
  if (!modules.has(area)) modules.set(area, import(area === 'index' ? '../src/index.ts' : `../src/${area}/index.ts`) as Promise<Record<string, unknown>>);
  return modules.get(area) as Promise<Record<string, unknown>>;
};
const fnOf = async (module: string, name: string): Promise<Fn> => (await load(module))[name] as Fn;

/** Whether a path (without the base URL's own path) is an instance of a route template (`{name}` one segment, `{+name}` any). */
function fits(route: string, path: string): boolean {
  const pattern = route
    .split(/(\{\+?\w+\})/)
    .map((part) => (part.startsWith('{+') ? '.+' : part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${pattern}$`).test(path);
}
const shape = (route: string) => route.replace(/\{[^}]+\}\.\.\.\{[^}]+\}/g, '{}').replace(/\{[^}]+\}/g, '{}');

type Call = (fn: Fn, session: Session, base: string) => unknown;
/** A call of an application-token operation: the session given the application's client id and secret. */
const asApplication: Call = async (fn, session) => {
  const { setClientId } = await import('../src/auth/index.js');
  setClientId(session, CLIENT_ID, CLIENT_SECRET);
  return fn(session, ACCESS_TOKEN);
};
const team = { org: 'github', slug: 'justice-league' };
const withTeam = (...rest: unknown[]): Call => (fn, session) => fn(session, team, ...rest);

/**
 * The call that makes the route, where the example call of the function's declaration makes
 * another of its routes (a team given by organization and slug, not by id; the public events; raw
 * markdown; an archive's format), or where no one declaration gives the call: a function written
 * around requests, or one that needs credentials of its own (an app's, a client id's).
 */
const CALLS: Record<string, Call> = {
  'teams/add-or-update-membership-for-user-in-org': withTeam('octocat'),
  'teams/add-or-update-repo-permissions-in-org': (fn, session) => fn(session, 'github', 'octocat/Hello-World', team),
  'teams/check-permissions-for-repo-in-org': withTeam('octocat/Hello-World'),
  'teams/delete-in-org': withTeam(),
  'teams/get-by-name': (fn, session) => fn(session, 'github', team),
  'teams/get-membership-for-user-in-org': withTeam('octocat'),
  'teams/list-members-in-org': withTeam(),
  'teams/list-repos-in-org': withTeam(),
  'teams/remove-membership-for-user-in-org': withTeam('octocat'),
  'teams/remove-repo-in-org': (fn, session) => fn(session, 'github', 'octocat/Hello-World', team),
  'teams/update-in-org': withTeam('Justice League'),
  'teams/update-legacy': (fn, session) => fn(session, 42, 'Justice League'),
  'teams/get-legacy': (fn, session) => fn(session, 'github', 42),
  'activity/list-events-for-authenticated-user': (fn, session) => fn(session, 'octocat'),
  'activity/list-public-events-for-user': (fn, session) => fn(session, 'octocat', { public: true }),
  'activity/list-received-events-for-user': (fn, session) => fn(session, 'octocat'),
  'activity/list-received-public-events-for-user': (fn, session) => fn(session, 'octocat', { public: true }),
  'markdown/render-raw': (fn, session) => fn(session, 'Hello **world**', { raw: true }),
  'repos/download-tarball-archive': (fn, session) => fn(session, 'octocat/Hello-World', 'tarball', { ref: 'main' }),
  'repos/download-zipball-archive': (fn, session) => fn(session, 'octocat/Hello-World', 'zipball', { ref: 'main' }),
  'repos/upload-release-asset': (fn, session) => fn(session, { owner: 'octocat', repo: 'Hello-World', id: 1 }, 'application/zip', 'example.zip', new Uint8Array([1, 2, 3])),
  'apps/check-token': asApplication,
  'apps/delete-token': asApplication,
  // The installation's token is fetched on the session's first request.
  'apps/create-installation-access-token': async (fn, _session, base) => {
    const { getRepository } = await import('../src/repos/index.js');
    return getRepository(fn({ appId: 1, privateKey: await privateKey(), installationId: 42, baseUrl: base, retry: false }) as Session, 'octocat/Hello-World');
  },
  'apps/list-installations': async (fn, _session, base) => {
    const { createAppSession } = await import('../src/auth/index.js');
    return fn(createAppSession({ appId: 1, privateKey: await privateKey(), baseUrl: base, retry: false }));
  },
  // findInstallation asks as the app, one route for each kind of target.
  'apps/get-repo-installation': async (fn, _session, base) => fn(await appSession(base), { repo: 'octocat/Hello-World' }),
  'apps/get-org-installation': async (fn, _session, base) => fn(await appSession(base), { org: 'github' }),
  'apps/get-user-installation': async (fn, _session, base) => fn(await appSession(base), { user: 'octocat' }),
  'users/add-email-for-authenticated-user': (fn, session) => fn(session, ['octocat@github.com']),
  'users/create-public-ssh-key-for-authenticated-user': (fn, session) => fn(session, 'octocat@octomac', 'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ'),
  'users/delete-public-ssh-key-for-authenticated-user': (fn, session) => fn(session, 1),
  'oauth-authorizations/create-authorization': (fn, session) => fn('octocat', 'password', { client: session, note: 'operation index' }),
};

/** A session authenticated as an app (with its JWT). */
async function appSession(base: string): Promise<Session> {
  const { createAppSession } = await import('../src/auth/app.js');
  return createAppSession({ appId: 1, privateKey: await privateKey(), baseUrl: base, retry: false });
}

let key: Promise<string> | undefined;
/** An RSA key of the spec's own, for an app's JWT. */
function privateKey(): Promise<string> {
  key ??= new Promise((resolve, reject) => generateKeyPair('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } }, (error, _public, secret) => (error ? reject(error) : resolve(secret))));
  return key;
}

let server: Loopback;
beforeAll(async () => {
  server = await loopback((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{}');
  });
  // Every module the index names, loaded before the tests: on a cold run that transforms close to
  // three thousand files (seconds on a quiet machine, over a minute on a busy one), which no
  // single test's limit should have to cover.
  await Promise.all([...new Set(entries.map(([, entry]) => entry.module)), 'hubops'].map(load));
}, 240_000);
afterAll(closeLoopbacks);

/** The first request a call of `fn` makes (its answer, `{}`, need not be one the function can read). */
async function firstRequest(fn: Fn, call: Call, selfHosted: boolean): Promise<{ method: string; path: string } | undefined> {
  const start = server.requests.length;
  const base = `${server.url}${selfHosted ? '/api/v3' : ''}`;
  const session = createSession({ baseUrl: base, token: 'operation-index-token', retry: false });
  try {
    const result = await call(fn, session, base);
    if (result && typeof (result as PromiseLike<unknown>).then === 'function') await result;
    else if (result && typeof (result as AsyncIterable<unknown>)[Symbol.asyncIterator] === 'function') await (result as AsyncIterable<unknown>)[Symbol.asyncIterator]().next();
  } catch {
    // What the function makes of the answer is not this spec's business: what it sent is.
  }
  const request = server.requests[start];
  if (!request) return undefined;
  // Without the base URL's own path: an installation's API (`/api/v3`) or its upload host (`/api/uploads`).
  const path = decodeURI(new URL(request.url, server.url).pathname).replace(/^\/api\/(?:v3|uploads)(?=\/)/, '');
  return { method: request.method, path };
}

describe('the operation index (operations.json)', () => {
  it('has every operationId of both descriptions, each once, each with a function', () => {
    const ids = new Set((['api.github.com', 'ghes-3.19'] as const).flatMap((name) => loadDescription(name).operations.map((operation) => operation.operationId)));
    expect(ids.size).toBeGreaterThan(1400);
    expect(entries.map(([id]) => id).sort()).toEqual([...ids].sort());
    expect(entries.filter(([, entry]) => !entry.function || !entry.module)).toEqual([]);
  });

  it('names the plain function of an everyday operation, and the helpers that also make it under also', () => {
    const named = (id: string) => `${index.operations[id]?.module} ${index.operations[id]?.function}`;
    expect(named('repos/get')).toBe('hubops/repos getRepository');
    expect(named('pulls/get')).toBe('hubops/pulls getPullRequest');
    expect(named('gists/get')).toBe('hubops/gists getGist');
    expect(named('repos/get-content')).toBe('hubops/repos listDirectoryContents');
    expect(named('teams/list')).toBe('hubops/teams listOrganizationTeams');
    expect(index.operations['repos/get']?.also).toContainEqual({ module: 'hubops/repos', function: 'createBranchReference' });
    expect(index.operations['repos/get-content']?.also).toContainEqual({ module: 'hubops/pulls', function: 'getPullFileContents' });
  });

  it('names, for each route of a function the package declares by hand, that function (as the function or under also)', async () => {
    const named = new Set(entries.flatMap(([, entry]) => [`${entry.module} ${entry.function}`, ...(entry.also ?? []).map((a) => `${a.module} ${a.function}`)]));
    const routes = new Set(entries.map(([, entry]) => `${entry.method} ${shape(entry.route)}`));
    const missing: string[] = [];
    for (const module of [...new Set(entries.filter(([, e]) => e.generated === false).map(([, e]) => e.module))]) {
      for (const [name, value] of Object.entries(await load(module))) {
        const fn = value as Fn;
        if (typeof fn !== 'function' || fn.declaration?.described === undefined) continue;
        const { declaration } = fn;
        // A route of the descriptions (the legacy routes of older installations have no operationId).
        if (routes.has(`${declaration.method ?? 'GET'} ${shape(declaration.path)}`) && !named.has(`${module} ${name}`) && !isReexport(module, name)) missing.push(`${module} ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  describe.each(entries.filter(([, entry]) => entry.generated === false).map(([id, entry]) => [id, entry] as const))('%s', (operationId, entry) => {
    it(`${entry.function} (${entry.module}) makes ${entry.method} ${entry.route} first`, async () => {
      const fn = await fnOf(entry.module, entry.function);
      expect(typeof fn, `${entry.module} exports ${entry.function}`).toBe('function');
      const declaration = fn.declaration;
      const call = CALLS[operationId] ?? (declaration ? (f: Fn, session: Session) => f(session, ...exampleCall(entry.function, declaration)) : undefined);
      expect(call, `a call of ${entry.function}: add it to CALLS`).toBeDefined();
      const sent = await firstRequest(fn, call as Call, entry.description === 'ghes-3.19');
      expect(sent, `a request was sent by ${entry.function}`).toBeDefined();
      expect(sent?.method === entry.method && fits(entry.route, sent.path), `${sent?.method} ${sent?.path} is ${entry.method} ${entry.route}`).toBe(true);
    });

    if (entry.also?.length) {
      it(`each function under also (${entry.also.map((a) => a.function).join(', ')}) declares ${entry.method} ${entry.route}`, async () => {
        for (const also of entry.also ?? []) {
          const fn = await fnOf(also.module, also.function);
          const declarations: readonly Declaration[] = fn.declarations ?? (fn.declaration ? [fn.declaration] : []);
          // The entry's route, each parameter a value, is an instance of a route the function declares.
          const instance = entry.route.replace(/\{[^}]+\}/g, 'x');
          const made = declarations.flatMap((d) => [d.path, ...(d.alias ? [d.alias] : [])].filter((path) => (d.method ?? 'GET') === entry.method && fits(path, instance)));
          expect(made, `${also.module} ${also.function} declares ${entry.method} ${entry.route}`).not.toEqual([]);
        }
      });
    }
  });
});

/** An area module re-exporting another's function (the index names it where it is written). */
function isReexport(module: string, name: string): boolean {
  return entries.some(([, entry]) => entry.function === name && entry.module !== module) || entries.some(([, entry]) => (entry.also ?? []).some((a) => a.function === name && a.module !== module));
}
