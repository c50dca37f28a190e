import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as root from '../src/index.js';
import { createClient, createSelfHostedClient } from '../src/client.js';
import { answered } from './support/capture.js';
import { facadeEntries, functionRoutes, renderOperationsDoc, unbound } from '../scripts/operations-doc.js';

const entries = facadeEntries();
const routes = functionRoutes();

describe('the facade', () => {
  const gh = createClient();
  const ghe = createSelfHostedClient({ url: 'https://ghe.example.com' });
  const at = (client: object, path: string) => path.split('.').reduce<unknown>((on, key) => (on as Record<string, unknown> | undefined)?.[key], client);

  it.each(entries.map((e) => [e.selfHosted ? 'ghe' : 'gh', e.path, e.fn, e.selfHosted] as const))('%s.%s binds %s, which is importable from the root and its area module', async (_, path, fn, selfHosted) => {
    expect(typeof at(ghe, path)).toBe('function');
    // The site administrator's operations are not offered to api.github.com.
    expect(typeof at(gh, path)).toBe(selfHosted ? 'undefined' : 'function');
    expect(typeof (root as Record<string, unknown>)[fn]).toBe('function');
    const file = routes.get(fn)?.file as string;
    // The per-object utilities live with the model library and are exported with the core.
    const area = /^src\/([\w-]+)\//.exec(file)?.[1]?.replace(/^models$/, 'core');
    const areaModule = (await (area ? import(`../src/${area}/index.ts`) : import('../src/client.js'))) as Record<string, unknown>;
    expect(typeof areaModule[fn]).toBe('function');
  });

  it('uses the session it was given, or one made from options', () => {
    expect(createClient({ baseUrl: 'https://ghe.example.com/api/v3' }).session.baseUrl).toBe('https://ghe.example.com/api/v3');
    expect(createClient(gh.session).session).toBe(gh.session);
    expect(createSelfHostedClient({ url: 'https://ghe.example.com/' }).session.baseUrl).toBe('https://ghe.example.com/api/v3');
  });

  it('refuses a self-hosted installation without an http(s) url, naming it', () => {
    for (const options of [{}, { url: 42 }, { url: 'ghe.example.com' }, null]) {
      expect(() => createSelfHostedClient(options as never)).toThrow(expect.objectContaining({ name: 'ValidationError' }));
    }
    expect(() => createSelfHostedClient({ url: 42 } as never)).toThrow(expect.objectContaining({ parameter: 'url' }));
  });

  it('binds a method or namespace when it is first read, keeps it, and a method taken off the client keeps its session', async () => {
    const { session, sent } = answered({ token: 'lazy-client-token' }, { login: 'octocat', id: 1, node_id: 'MDQ6VXNlcjE=', type: 'User' });
    const client = createClient(session);
    // Made with nothing bound: the client's own entries only.
    expect(Object.keys(client).sort()).toEqual(['asDict', 'asJson', 'login', 'session']);
    const { user } = client;
    expect(client.user).toBe(user);
    expect(client.User).toBe(client.User);
    expect(Object.isFrozen(client.Repository)).toBe(true);
    expect(Object.keys(client)).toEqual(expect.arrayContaining(['user', 'User', 'Repository']));
    expect((await user('octocat')).login).toBe('octocat');
    expect(sent.map((r) => [r.url, r.headers.authorization])).toEqual([['https://api.github.com/users/octocat', 'token lazy-client-token']]);
    // Another client of another session binds its own.
    const other = createClient({ token: 'other-token' });
    expect(other.user).not.toBe(client.user);
    expect(other.session).not.toBe(client.session);
    const ghe = createSelfHostedClient({ url: 'https://ghe.example.com' });
    expect(typeof ghe.User.promote).toBe('function');
    expect(typeof ghe.User.followers).toBe('function');
    expect(typeof ghe.login({ token: 'next' })?.User.promote).toBe('function');
    const frozen = Object.freeze(createClient(session));
    expect((await frozen.user('octocat')).login).toBe('octocat');
  });

  it('accepts the older `login` in place of `username`', () => {
    expect(createClient({ login: 'octocat', password: 'pw' }).session.username).toBe('octocat');
  });
});

describe('docs/operations.md', () => {
  it('is what the code generates (npm run docs:operations)', () => {
    const committed = readFileSync(new URL('../docs/operations.md', import.meta.url), 'utf8');
    expect(committed).toBe(renderOperationsDoc());
  });

  it('lists the functions that make requests without a facade method, with their routes: GitHub App sessions among them', () => {
    const doc = renderOperationsDoc();
    const section = doc.slice(doc.indexOf('## Without a facade method'));
    expect(section).toContain('| `createAppSession` (`hubops/auth`) | `POST /app/installations/{installation_id}/access_tokens` |');
    expect(section).toContain('| `listAppInstallations` (`hubops/auth`) | `GET /app/installations` |');
    // Every exported function that names a request is in one table or the other.
    const bound = new Set(entries.map((e) => e.fn));
    const listed = new Set(unbound(routes).map(([fn]) => fn));
    const missing = [...routes].filter(([fn, info]) => info.routes.length && fn in root && !bound.has(fn) && !listed.has(fn)).map(([fn]) => fn);
    expect(missing).toEqual([]);
    expect(listed.has('getIssue')).toBe(false);
  });

  it('names the HTTP request of every operation, or says it sends none', () => {
    const unnamed = entries.filter((e) => !routes.get(e.fn)?.routes.length && !routes.get(e.fn)?.noRequest).map((e) => e.path);
    expect(unnamed).toEqual([]);
  });
});
