import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { createClient } from '../../src/client.js';
import { ValidationError } from '../../src/errors/index.js';
import { createDeployKey, getDeployKey, listDeployKeys, removeDeployKey } from '../../src/repos/deploy-keys.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { documentedResponse, replay } from '../support/recordings.js';
import { replayPaged } from '../support/paged.js';

const authed = () => capturedSession({ token: 'test-token-deploy-keys' });
const KEY = { owner: 'octocat', repo: 'Hello-World', id: 1 };

describe('createDeployKey (Repository.create_key)', () => {
  it('adds a read-only DeployKey, the key text sent without surrounding whitespace', async () => {
    const served = replay('openapi/repos.create-deploy-key');
    const { session, sent } = authed();
    const key = await createDeployKey(session, 'octocat/Hello-World', 'octocat@octomac', 'ssh-rsa AAA...\n', { readOnly: true });
    expectRequest(sent[0], { method: 'POST', path: '/repos/octocat/Hello-World/keys', body: { title: 'octocat@octomac', key: 'ssh-rsa AAA...', read_only: true } });
    served.done();
    expect(key.id).toBe(1);
    expect(key.title).toBe('octocat@octomac');
    expect(key.key).toBe('ssh-rsa AAA...');
    expect(key.read_only).toBe(true);
    expect(key.added_by).toBe('octocat');
    expect(key.enabled).toBe(true);
    expect(key.last_used?.toISOString()).toBe('2022-01-10T15:53:42.000Z');
  });

  it('leaves read_only to the service (read and write) when not given', async () => {
    nock('https://api.github.com').post('/repos/octocat/Hello-World/keys', { title: 'ci', key: 'ssh-ed25519 AAAA' }).reply(201, documentedResponse('openapi/repos.create-deploy-key') as object);
    const { session, sent } = authed();
    await createDeployKey(session, 'octocat/Hello-World', 'ci', 'ssh-ed25519 AAAA');
    expectRequest(sent[0], { method: 'POST', path: '/repos/octocat/Hello-World/keys', body: { title: 'ci', key: 'ssh-ed25519 AAAA' } });
  });

  it.each([
    ['title', ['', 'ssh-rsa AAA']],
    ['key', ['ci', '  ']],
    ['key', ['ci', new Uint8Array(3)]],
    ['readOnly', ['ci', 'ssh-rsa AAA', { readOnly: 'yes' }]],
  ] as const)('refuses a bad %s before sending', async (name, args) => {
    const { session, sent } = authed();
    const create = createDeployKey as unknown as (...rest: unknown[]) => Promise<unknown>;
    await expect(create(session, 'octocat/Hello-World', ...args)).rejects.toThrow(ValidationError);
    await expect(create(session, 'octocat/Hello-World', ...args)).rejects.toThrow(expect.objectContaining({ parameter: name }));
    expect(sent).toHaveLength(0);
  });
});

describe('getDeployKey, listDeployKeys (Repository.key, Repository.keys)', () => {
  it('gets a deploy key by { owner, repo, id }', async () => {
    const served = replay('openapi/repos.get-deploy-key');
    const { session, sent } = authed();
    const key = await getDeployKey(session, KEY);
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/keys/1' });
    served.done();
    expect(key.url).toBe('https://api.github.com/repos/octocat/Hello-World/keys/1');
    expect(key.verified).toBe(true);
  });

  it('lists the deploy keys of a repository', async () => {
    const served = replay('openapi/repos.list-deploy-keys');
    const { session, sent } = authed();
    const keys = await listDeployKeys(session, 'octocat/Hello-World').toArray();
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/keys', query: { per_page: '100' } });
    served.done();
    expect(keys.map((k) => [k.id, k.title, k.read_only])).toEqual([[1, 'octocat@octomac', true]]);
  });

  it('lists none for a repository without deploy keys (recorded live)', async () => {
    const served = replayPaged('live/repos.list-deploy-keys');
    const { session } = authed();
    expect(await listDeployKeys(session, 'api-padawan/an-repo').toArray()).toEqual([]);
    expect(served.isDone()).toBe(true);
  });

  it.each([
    ['key.id', { owner: 'octocat', repo: 'Hello-World', id: -1 }],
    ['key.url', { url: 'https://api.github.com/repos/octocat/%2e%2E/keys/1' }],
    ['key', { url: 'https://api.github.com/user/keys/1' }],
  ])('refuses a bad %s before sending', async (name, key) => {
    const { session, sent } = authed();
    await expect(getDeployKey(session, key as never)).rejects.toThrow(expect.objectContaining({ parameter: name }));
    expect(sent).toHaveLength(0);
  });
});

describe('removeDeployKey (Repository.delete_key)', () => {
  it('removes a deploy key: true on 204, false on 404', async () => {
    const served = replay('openapi/repos.delete-deploy-key');
    const { session, sent } = authed();
    expect(await removeDeployKey(session, KEY)).toBe(true);
    expectRequest(sent[0], { method: 'DELETE', path: '/repos/octocat/Hello-World/keys/1' });
    served.done();
    nock('https://api.github.com').delete('/repos/octocat/Hello-World/keys/2').reply(404, { message: 'Not Found' });
    expect(await removeDeployKey(session, { ...KEY, id: 2 })).toBe(false);
  });

  it('is gh.Repository.deleteKey(repo, id), and a parsed deploy key is deleted by gh.Key.delete where its url says', async () => {
    const gh = createClient({ token: 'test-token-deploy-keys' });
    const served = replay('openapi/repos.delete-deploy-key');
    expect(await gh.Repository.deleteKey('octocat/Hello-World', 1)).toBe(true);
    served.done();
    const listed = replay('openapi/repos.list-deploy-keys');
    const [key] = await gh.Repository.keys('octocat/Hello-World').toArray();
    listed.done();
    const again = replay('openapi/repos.delete-deploy-key');
    expect(await gh.Key.delete(key!)).toBe(true);
    again.done();
  });

  it('refuses an id that is not a whole number ≥ 1 before sending', async () => {
    const gh = createClient({ token: 'test-token-deploy-keys' });
    await expect(gh.Repository.deleteKey('octocat/Hello-World', 1.5)).rejects.toThrow(expect.objectContaining({ parameter: 'key.id' }));
  });
});
