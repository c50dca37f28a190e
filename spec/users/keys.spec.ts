import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { MethodNotAllowed, ValidationError } from '../../src/errors/index.js';
import { createKey } from '../../src/users/create-key.js';
import { sameKey } from '../../src/users/equality.js';
import { deleteKey, getKey, listKeys, listUserKeys, updateKey } from '../../src/users/keys.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { documentedResponse, replay } from '../support/recordings.js';

const authed = () => capturedSession({ token: 'test-token-keys' });
// The documented request example of POST /user/keys.
const TITLE = 'ssh-rsa AAAAB3NzaC1yc2EAAA';
const KEY = '2Sg8iYjAxxmI2LvUXpJjkYrMxURPc8r+dB7TJyvv1234';

describe('listKeys (keys)', () => {
  it('yields the authenticated user’s Keys', async () => {
    const served = replay('openapi/users.list-public-ssh-keys-for-authenticated-user');
    const { session, sent } = authed();
    const keys = await listKeys(session).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/user/keys', query: { per_page: '100' } });
    expect(keys.map((k) => [k.id, k.title, k.key, k.read_only, k.verified])).toEqual([
      [2, 'ssh-rsa AAAAB3NzaC1yc2EAAA', '2Sg8iYjAxxmI2LvUXpJjkYrMxURPc8r+dB7TJyvv1234', false, false],
      [3, 'ssh-rsa AAAAB3NzaC1yc2EAAB', '2Sg8iYjAxxmI2LvUXpJjkYrMxURPc8r+dB7TJy931234', false, false],
    ]);
    expect(keys[1]?.created_at).toEqual(new Date('2020-07-11T21:31:57Z'));
    expect(sameKey(keys[0] ?? null, keys[1] ?? null)).toBe(false);
    served.done();
  });

  it('needs authentication', () => {
    const { session, sent } = capturedSession();
    expect(() => listKeys(session)).toThrow(ValidationError);
    expect(sent).toHaveLength(0);
  });
});

describe('listUserKeys (User.keys)', () => {
  it('yields a user’s public keys (id and key only, as the service lists them)', async () => {
    const served = replay('openapi/users.list-public-keys-for-user');
    const { session, sent } = capturedSession();
    const keys = await listUserKeys(session, 'octocat').toArray();
    expectRequest(sent[0], { method: 'GET', path: '/users/octocat/keys', query: { per_page: '100' } });
    expect(keys.map((k) => [k.id, k.key, k.title])).toEqual([[1, 'ssh-rsa AAA...', null]]);
    served.done();
  });

  it('refuses a login that is empty, a dot segment or not text, sending nothing', () => {
    const { session, sent } = capturedSession();
    for (const bad of ['', '..', null, {}, 42]) expect(() => listUserKeys(session, bad as never)).toThrow(expect.objectContaining({ parameter: 'username' }));
    expect(sent).toHaveLength(0);
  });
});

describe('getKey (key)', () => {
  it('parses one Key', async () => {
    const served = replay('openapi/users.get-public-ssh-key-for-authenticated-user');
    const { session, sent } = authed();
    const key = await getKey(session, 2);
    expectRequest(sent[0], { method: 'GET', path: '/user/keys/2' });
    expect([key.id, key.title, key.key, key.url, key.read_only, key.verified]).toEqual([2, TITLE, KEY, 'https://api.github.com/user/keys/2', false, false]);
    expect(key.created_at).toEqual(new Date('2020-06-11T21:31:57Z'));
    expect(sameKey(key, { id: 2 })).toBe(true);
    served.done();
  });

  it('refuses an id that is not a positive whole number', async () => {
    const { session, sent } = authed();
    await expect(getKey(session, 0)).rejects.toThrow(expect.objectContaining({ parameter: 'key' }));
    await expect(getKey(session, 1.5)).rejects.toThrow(expect.objectContaining({ parameter: 'key' }));
    await expect(getKey(session, Number.NaN)).rejects.toThrow(expect.objectContaining({ parameter: 'key' }));
    await expect(getKey(session, '2' as never)).rejects.toThrow(expect.objectContaining({ parameter: 'key' }));
    await expect(getKey(session, null as never)).rejects.toThrow(expect.objectContaining({ parameter: 'key' }));
    await expect(getKey(session, {} as never)).rejects.toThrow(expect.objectContaining({ parameter: 'key' }));
    expect(sent).toHaveLength(0);
  });

  it('takes parsed data, read from its own url; a deploy key or a url that is not a key’s is refused', async () => {
    const served = replay('openapi/users.get-public-ssh-key-for-authenticated-user');
    const { session, sent } = authed();
    const key = await getKey(session, { id: 99, url: 'https://api.github.com/user/keys/2' });
    expectRequest(sent[0], { method: 'GET', path: '/user/keys/2' });
    expect(key.id).toBe(2);
    served.done();
    await expect(getKey(session, { id: 5, url: 'https://api.github.com/repos/octocat/Hello-World/keys/5' })).rejects.toThrow(expect.objectContaining({ parameter: 'key' }));
    await expect(getKey(session, { id: 2, url: 'https://api.github.com/user/keys/%2E%2E' })).rejects.toThrow(expect.objectContaining({ parameter: 'key.url' }));
    await expect(getKey(session, { id: 2, url: 'https://api.github.com/users/octocat' })).rejects.toThrow(expect.objectContaining({ parameter: 'key.url' }));
    await expect(getKey(session, 2, { title: 'x' } as never)).rejects.toThrow(expect.objectContaining({ parameter: 'title' }));
    expect(sent).toHaveLength(1);
  });
});

describe('createKey (create_key)', () => {
  it('sends title and key and parses the new Key', async () => {
    const served = replay('openapi/users.create-public-ssh-key-for-authenticated-user');
    const { session, sent } = authed();
    const key = await createKey(session, TITLE, KEY);
    expectRequest(sent[0], { method: 'POST', path: '/user/keys', body: { title: TITLE, key: KEY } });
    expect([key.id, key.title, key.key, key.read_only]).toEqual([2, TITLE, KEY, false]);
    served.done();
  });

  const sources: [string, () => Promise<unknown>][] = [
    ['a Uint8Array', async () => new TextEncoder().encode(`${KEY}\n`)],
    ['a Blob', async () => new Blob([`${KEY}\n`])],
    [
      '{ path } of a file',
      async () => {
        const dir = await mkdtemp(join(tmpdir(), 'hubops-key-'));
        await writeFile(join(dir, 'id.pub'), `${KEY}\n`);
        return { path: join(dir, 'id.pub') };
      },
    ],
  ];

  it.each(sources)('reads the key from %s (surrounding whitespace dropped) and sends read_only when given', async (_, make) => {
    nock('https://api.github.com').post('/user/keys').reply(201, documentedResponse('openapi/users.create-public-ssh-key-for-authenticated-user') as object);
    const { session, sent } = authed();
    await createKey(session, TITLE, (await make()) as Blob, { readOnly: true });
    expectRequest(sent[0], {
      method: 'POST',
      path: '/user/keys',
      body: { title: TITLE, key: KEY, read_only: true },
      undocumented: 'POST /user/keys does not document read_only (the service reads it for deploy keys only), but the interface create_key(title, key, read_only) sends it',
    });
  });

  it('refuses an empty title or key, an unreadable source and an anonymous session before sending', async () => {
    const { session, sent } = authed();
    await expect(createKey(session, '', KEY)).rejects.toThrow(expect.objectContaining({ parameter: 'title' }));
    await expect(createKey(session, TITLE, '  ')).rejects.toThrow(expect.objectContaining({ parameter: 'key' }));
    await expect(createKey(session, TITLE, 42 as unknown as string)).rejects.toThrow(expect.objectContaining({ parameter: 'key' }));
    // A file that is not there is a bad argument, not the runtime's ENOENT.
    const missing = createKey(session, TITLE, { path: join(tmpdir(), 'hubops-no-such-key', 'id.pub') });
    await expect(missing).rejects.toThrow(ValidationError);
    await expect(missing).rejects.toThrow(/ENOENT/);
    await expect(createKey(session, null as never, KEY)).rejects.toThrow(expect.objectContaining({ parameter: 'title' }));
    await expect(createKey(session, TITLE, KEY, { readOnly: 'yes' } as never)).rejects.toThrow(expect.objectContaining({ parameter: 'readOnly' }));
    await expect(createKey(session, TITLE, KEY, { read_only: true } as never)).rejects.toThrow(expect.objectContaining({ parameter: 'read_only' }));
    const anonymous = capturedSession();
    await expect(createKey(anonymous.session, TITLE, KEY)).rejects.toThrow(ValidationError);
    expect([...sent, ...anonymous.sent]).toHaveLength(0);
  });
});

describe('deleteKey (delete_key, Key.delete)', () => {
  it('is true on 204 and false on 404, by id', async () => {
    for (const [name, expected] of [['users.delete-public-ssh-key-for-authenticated-user', true], ['users.delete-public-ssh-key-for-authenticated-user.404', false]] as const) {
      const served = replay(`openapi/${name}`);
      const { session, sent } = authed();
      expect(await deleteKey(session, 2)).toBe(expected);
      expectRequest(sent[0], { method: 'DELETE', path: '/user/keys/2' });
      served.done();
    }
  });

  it('deletes a parsed key at its own url', async () => {
    const key = await (async () => {
      const served = replay('openapi/users.get-public-ssh-key-for-authenticated-user');
      const found = await getKey(authed().session, 2);
      served.done();
      return found;
    })();
    const served = replay('openapi/users.delete-public-ssh-key-for-authenticated-user');
    const { session, sent } = authed();
    expect(await deleteKey(session, key)).toBe(true);
    expectRequest(sent[0], { method: 'DELETE', path: '/user/keys/2' });
    served.done();
  });

  it('deletes a parsed deploy key at its repository’s route', async () => {
    nock('https://api.github.com').delete('/repos/octocat/Hello-World/keys/7').reply(204);
    const { session, sent } = authed();
    expect(await deleteKey(session, { id: 7, url: 'https://api.github.com/repos/octocat/Hello-World/keys/7' })).toBe(true);
    expectRequest(sent[0], { method: 'DELETE', path: '/repos/octocat/Hello-World/keys/7' });
  });

  it('needs authentication and a key id', async () => {
    const { session, sent } = capturedSession();
    await expect(deleteKey(session, 2)).rejects.toThrow(ValidationError);
    await expect(deleteKey(authed().session, { id: null })).rejects.toThrow(expect.objectContaining({ parameter: 'key' }));
    expect(sent).toHaveLength(0);
  });

  it('refuses a url with a dot segment, a bad id and unknown options, sending nothing', async () => {
    const { session, sent } = authed();
    await expect(deleteKey(session, { id: 7, url: 'https://api.github.com/repos/octocat/%2E%2E/keys/7' })).rejects.toThrow(expect.objectContaining({ parameter: 'key.url' }));
    await expect(deleteKey(session, { id: 7, url: 'https://api.github.com/repos/octocat/Hello-World/keys/x' })).rejects.toThrow(expect.objectContaining({ parameter: 'key.url' }));
    await expect(deleteKey(session, -1)).rejects.toThrow(expect.objectContaining({ parameter: 'key' }));
    await expect(deleteKey(session, 'a' as never)).rejects.toThrow(expect.objectContaining({ parameter: 'key' }));
    await expect(deleteKey(session, 2, { force: true } as never)).rejects.toThrow(expect.objectContaining({ parameter: 'force' }));
    expect(sent).toHaveLength(0);
  });
});

describe('updateKey (Key.update)', () => {
  it('throws MethodNotAllowed without sending: keys are immutable since 2014-06-20', async () => {
    const { session, sent } = authed();
    const error = await updateKey(session, { id: 2 }, 'title', KEY).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MethodNotAllowed);
    expect(error).toMatchObject({ status: 405, method: 'PATCH' });
    expect((error as Error).message).toMatch(/key 2 .*immutable since 2014-06-20/);
    expect(sent).toHaveLength(0);
  });

  it('refuses something that is not a key with a ValidationError', async () => {
    const { session, sent } = authed();
    await expect(updateKey(session, null as never)).rejects.toThrow(expect.objectContaining({ parameter: 'key' }));
    await expect(updateKey(session, 'key' as never)).rejects.toThrow(expect.objectContaining({ parameter: 'key' }));
    expect(sent).toHaveLength(0);
  });
});
