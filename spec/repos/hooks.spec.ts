import { inspect } from 'node:util';
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../../src/client.js';
import { fromDict } from '../../src/models/library/objects.js';
import { TransportError, UnprocessableEntity, ValidationError } from '../../src/errors/index.js';
import { createHook, deleteHook, editHook, getHook, listRepositoryHooks, pingHook, testHook } from '../../src/repos/hooks.js';
import { Hook } from '../../src/models/hooks.js';
import { closeLoopbacks, json, loopback, TOKEN } from '../hardening/loopback.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { documentedResponse, replay } from '../support/recordings.js';
import { rejection } from '../support/rejection.js';
import { replayPaged } from '../support/paged.js';
import { lacks } from '../support/lacks.js';

const authed = () => capturedSession({ token: 'test-token-hooks' });
const CONFIG = { url: 'https://example.com/webhook', content_type: 'json', insecure_ssl: '0' };

describe('createHook (Repository.create_hook)', () => {
  it('creates a Hook with its settings, events and state', async () => {
    const served = replay('openapi/repos.create-webhook');
    const { session, sent } = authed();
    const hook = await createHook(session, 'octocat/Hello-World', 'web', CONFIG, { events: ['push', 'pull_request'], active: true });
    expectRequest(sent[0], { method: 'POST', path: '/repos/octocat/Hello-World/hooks', body: { name: 'web', config: CONFIG, events: ['push', 'pull_request'], active: true } });
    served.done();
    expect(hook.id).toBe(12345678);
    expect(hook.name).toBe('web');
    expect(hook.active).toBe(true);
    expect(hook.events).toEqual(['push', 'pull_request']);
    expect(hook.config).toEqual(CONFIG);
    expect(hook.ping_url).toBe('https://api.github.com/repos/octocat/Hello-World/hooks/12345678/pings');
    expect(hook.last_response).toEqual({ code: null, status: 'unused', message: null });
    expect(hook.created_at?.toISOString()).toBe('2019-06-03T00:57:16.000Z');
  });

  it('leaves events and active to the service (push, active) when not given', async () => {
    nock('https://api.github.com').post('/repos/octocat/Hello-World/hooks', { name: 'web', config: { url: 'https://example.com/webhook' } }).reply(201, documentedResponse('openapi/repos.create-webhook') as object);
    const { session, sent } = authed();
    await createHook(session, 'octocat/Hello-World', 'web', { url: 'https://example.com/webhook' });
    expectRequest(sent[0], { method: 'POST', path: '/repos/octocat/Hello-World/hooks', body: { name: 'web', config: { url: 'https://example.com/webhook' } } });
  });

  it.each([
    ['config.url', ['web', { content_type: 'json' }]],
    ['config.url', ['web', { url: ' ' }]],
    ['config', ['web', 'https://example.com/webhook']],
    ['config.secret', ['web', { url: 'https://example.com/webhook', secret: { value: 's' } }]],
    ['name', ['', CONFIG]],
    ['events', ['web', CONFIG, { events: [] }]],
    ['events[0]', ['web', CONFIG, { events: [''] }]],
    ['active', ['web', CONFIG, { active: 'yes' }]],
  ] as const)('refuses a bad %s before sending', async (name, args) => {
    const { session, sent } = authed();
    const create = createHook as unknown as (...rest: unknown[]) => Promise<unknown>;
    await expect(create(session, 'octocat/Hello-World', ...args)).rejects.toThrow(ValidationError);
    await expect(create(session, 'octocat/Hello-World', ...args)).rejects.toThrow(expect.objectContaining({ parameter: name }));
    expect(sent).toHaveLength(0);
  });
});

describe('a hook secret is a credential', () => {
  afterEach(closeLoopbacks);
  const SECRET = 'hook-signing-secret-value';

  /** Every way an error is shown or kept, down its cause chain. */
  function renderings(error: unknown): string {
    const texts: string[] = [];
    for (let current = error as (Error & { url?: unknown; errors?: unknown }) | undefined, depth = 0; current && depth < 6; depth++) {
      texts.push(String(current.message), String(current.stack), inspect(current, { depth: 10 }), JSON.stringify(current) ?? '', JSON.stringify(current.errors) ?? '', String(current.url));
      current = current.cause as typeof current;
    }
    return texts.join('\n');
  }

  it('is not in the error of a failed create_hook, though the service echoes it', async () => {
    const server = await loopback((request, response) =>
      json(response, 422, { message: `Validation Failed: ${JSON.parse(request.body).config.secret} is too short`, errors: [{ resource: 'Hook', code: 'custom', message: `secret ${SECRET}` }] }),
    );
    const gh = createClient({ baseUrl: server.url, token: TOKEN });
    const error = await rejection(gh.Repository.createHook('octocat/Hello-World', 'web', { url: 'https://example.com/webhook', secret: SECRET }), UnprocessableEntity);
    expect(JSON.parse(server.requests[0]?.body ?? '{}').config.secret).toBe(SECRET);
    expect(error.message).toContain('[REDACTED]');
    expect(renderings(error)).not.toContain(SECRET);
  });

  it('is not in the error when the runtime quotes the request body', async () => {
    const echoing: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      throw new TypeError(`fetch failed: ${request.method} ${request.url} body=${await request.text()}`);
    };
    const gh = createClient({ baseUrl: 'http://127.0.0.1:9', token: TOKEN, fetch: echoing });
    const error = await rejection(gh.Repository.createHook('octocat/Hello-World', 'web', { url: 'https://example.com/webhook', secret: SECRET }), TransportError);
    expect(renderings(error)).toContain('[REDACTED]');
    expect(renderings(error)).not.toContain(SECRET);
  });

  it('is not quoted when given in place of the settings', async () => {
    const { session } = authed();
    const create = createHook as unknown as (...rest: unknown[]) => Promise<unknown>;
    const error = await rejection(create(session, 'octocat/Hello-World', 'web', SECRET), ValidationError);
    expect(renderings(error)).not.toContain(SECRET);
  });
});

describe('getHook and listRepositoryHooks (Repository.hook, Repository.hooks)', () => {
  it('gets a hook recorded live (an older service hook, its token shown as the service masks it)', async () => {
    const served = replay('live/repos.get-webhook');
    const { session, sent } = authed();
    const hook = await getHook(session, { owner: 'api-padawan', repo: 'an-repo', id: 1062052 });
    expectRequest(sent[0], { method: 'GET', path: '/repos/api-padawan/an-repo/hooks/1062052' });
    served.done();
    expect(hook.id).toBe(1062052);
    expect(hook.name).toBe('railsbp');
    expect(hook.events).toEqual(['push']);
    expect(hook.config).toEqual({ railsbp_url: 'http://railsbp.com', token: '********' });
    expect(lacks(hook, 'ping_url')).toBe(true);
    expect(hook.updated_at?.toISOString()).toBe('2013-06-24T18:54:13.000Z');
  });

  it('gets a hook by id through gh.Repository.hook(repo, id)', async () => {
    const served = replay('openapi/repos.get-webhook');
    const gh = createClient({ token: 'test-token-hooks' });
    const hook = await gh.Repository.hook('octocat/Hello-World', 1);
    served.done();
    expect(hook.type).toBe('Repository');
    expect(hook.deliveries_url).toBe('https://api.github.com/repos/octocat/Hello-World/hooks/12345678/deliveries');
  });

  it('lists the hooks of a repository', async () => {
    const served = replay('openapi/repos.list-webhooks');
    const { session, sent } = authed();
    const hooks = await listRepositoryHooks(session, 'octocat/Hello-World').toArray();
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/hooks', query: { per_page: '100' } });
    served.done();
    expect(hooks.map((h) => [h.id, h.name, h.active])).toEqual([[12345678, 'web', true]]);
  });

  it('lists none for a repository without hooks (recorded live)', async () => {
    const served = replayPaged('live/repos.list-webhooks');
    const { session } = authed();
    expect(await listRepositoryHooks(session, 'api-padawan/an-repo').toArray()).toEqual([]);
    expect(served.isDone()).toBe(true);
  });

  it.each([
    ['hook.id', { owner: 'octocat', repo: 'Hello-World', id: 0 }],
    ['hook.owner', { owner: '..', repo: 'Hello-World', id: 1 }],
    ['hook.url', { url: 'https://api.github.com/repos/octocat/%2E%2E/hooks/1' }],
    ['hook.url', { url: 'https://api.github.com/repos/octocat/Hello-World/hooks/latest' }],
    ['hook', { url: 'https://api.github.com/repos/octocat/Hello-World/keys/1' }],
  ])('refuses a bad %s before sending', async (name, hook) => {
    const { session, sent } = authed();
    await expect(getHook(session, hook as never)).rejects.toThrow(expect.objectContaining({ parameter: name }));
    expect(sent).toHaveLength(0);
  });
});

describe('Hook.edit, delete, ping, test', () => {
  it('edits a hook, sending only what is given (add_events, active); true once taken', async () => {
    const served = replay('openapi/repos.update-webhook');
    const { session, sent } = authed();
    expect(await editHook(session, { owner: 'octocat', repo: 'Hello-World', id: 1 }, { active: true, addEvents: ['pull_request'] })).toBe(true);
    expectRequest(sent[0], { method: 'PATCH', path: '/repos/octocat/Hello-World/hooks/1', body: { active: true, add_events: ['pull_request'] } });
    served.done();
  });

  it('sends new settings, events and remove_events', async () => {
    const body = { config: { url: 'https://example.com/other' }, events: ['push'], remove_events: ['issues'] };
    nock('https://api.github.com').patch('/repos/octocat/Hello-World/hooks/1', body).reply(200, documentedResponse('openapi/repos.update-webhook') as object);
    const { session, sent } = authed();
    await editHook(session, { owner: 'octocat', repo: 'Hello-World', id: 1 }, { config: { url: 'https://example.com/other' }, events: ['push'], removeEvents: ['issues'] });
    expectRequest(sent[0], { method: 'PATCH', path: '/repos/octocat/Hello-World/hooks/1', body });
  });

  it.each([
    ['config.url', { config: {} }],
    ['removeEvents', { removeEvents: 'issues' }],
    ['name', { name: 'web' }],
  ])('refuses a bad %s before sending', async (name, options) => {
    const { session, sent } = authed();
    await expect(editHook(session, { owner: 'octocat', repo: 'Hello-World', id: 1 }, options as never)).rejects.toThrow(expect.objectContaining({ parameter: name }));
    expect(sent).toHaveLength(0);
  });

  it('deletes a hook (204, recorded live), and is false the second time (404, recorded live)', async () => {
    const first = replay('live/repos.delete-webhook');
    const { session, sent } = authed();
    const hook = { owner: 'api-padawan', repo: 'an-repo', id: 1062059 };
    expect(await deleteHook(session, hook)).toBe(true);
    first.done();
    const second = replay('live/repos.delete-webhook.404');
    expect(await deleteHook(session, hook)).toBe(false);
    second.done();
    expectRequest(sent[1], { method: 'DELETE', path: '/repos/api-padawan/an-repo/hooks/1062059' });
  });

  it('pings a hook (204, recorded live), false on 404', async () => {
    const served = replay('live/repos.ping-webhook');
    const { session, sent } = authed();
    expect(await pingHook(session, { owner: 'api-padawan', repo: 'an-repo', id: 6670748 })).toBe(true);
    expectRequest(sent[0], { method: 'POST', path: '/repos/api-padawan/an-repo/hooks/6670748/pings' });
    served.done();
    const missing = replay('openapi/repos.ping-webhook.404');
    expect(await pingHook(session, { owner: 'octocat', repo: 'Hello-World', id: 1 })).toBe(false);
    missing.done();
  });

  it('tests a hook (204, recorded live)', async () => {
    const served = replay('live/repos.test-push-webhook');
    const { session, sent } = authed();
    expect(await testHook(session, { owner: 'api-padawan', repo: 'an-repo', id: 1062055 })).toBe(true);
    expectRequest(sent[0], { method: 'POST', path: '/repos/api-padawan/an-repo/hooks/1062055/tests' });
    served.done();
  });

  it('acts on a parsed hook through its url (gh.Hook.ping)', async () => {
    const hook = fromDict(Hook, documentedResponse('openapi/repos.get-webhook'));
    nock('https://api.github.com').post('/repos/octocat/Hello-World/hooks/12345678/pings').reply(204);
    const gh = createClient({ token: 'test-token-hooks' });
    expect(await gh.Hook.ping(hook)).toBe(true);
    expect(typeof gh.Hook.edit).toBe('function');
    expect(typeof gh.Hook.delete).toBe('function');
    expect(typeof gh.Hook.test).toBe('function');
  });

  it('refuses an anonymous session before sending', async () => {
    const { session, sent } = capturedSession();
    await expect(pingHook(session, { owner: 'octocat', repo: 'Hello-World', id: 1 })).rejects.toThrow(expect.objectContaining({ parameter: 'session' }));
    expect(sent).toHaveLength(0);
  });
});
