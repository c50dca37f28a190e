import { describe, expect, it } from 'vitest';
import { getUser } from '../../src/users/get-user.js';
import { listAllUsers } from '../../src/users/list-all-users.js';
import { ValidationError } from '../../src/errors/index.js';
import { asDict } from '../../src/models/library/objects.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { loadRecording, replay } from '../support/recordings.js';

describe('getUser (user)', () => {
  it('parses a User under its documented names', async () => {
    const served = replay('openapi/users.get-by-username');
    const { session, sent } = capturedSession();
    const user = await getUser(session, 'octocat');
    expectRequest(sent[0], { method: 'GET', path: '/users/octocat' });
    expect(user.login).toBe('octocat');
    expect(user.id).toBe(1);
    expect(user.name).toBe('monalisa octocat');
    expect(user.company).toBe('GitHub');
    expect(user.blog).toBe('https://github.com/blog');
    expect(user.location).toBe('San Francisco');
    expect(user.email).toBe('octocat@github.com');
    expect(user.hireable).toBe(false);
    expect(user.bio).toBe('There once was...');
    expect(user.public_repos_count).toBe(2);
    expect(user.public_gists_count).toBe(1);
    expect(user.public_gists).toBe(1);
    expect(user.followers_count).toBe(20);
    expect(user.following_count).toBe(0);
    expect(user.created_at).toEqual(new Date('2008-01-14T04:33:35Z'));
    expect(user.avatar_service_id).toBe('');
    expect(user.following_urlt?.expand({ other_user: 'hubot' })).toBe('https://api.github.com/users/octocat/following/hubot');
    expect(user.following_urlt?.expand()).toBe('https://api.github.com/users/octocat/following');
    expect(user.followers_url).toBe('https://api.github.com/users/octocat/followers');
    // Fields of the older representation that the service no longer sends read as null.
    expect(user.disk_usage).toBeNull();
    expect(user.plan).toBeNull();
    expect(asDict(user)).toEqual(loadRecording('openapi/users.get-by-username').interactions[0]?.response);
    served.done();
  });

  it('takes parsed data as well as a login, like every operation on an account (a ShortUser to its User)', async () => {
    const served = replay('openapi/users.get-by-username');
    const { session, sent } = capturedSession();
    const user = await getUser(session, { login: 'octocat' });
    expect(sent[0]?.url.pathname).toBe('/users/octocat');
    expect(user.id).toBe(1);
    served.done();
    await expect(getUser(session, { login: null })).rejects.toThrow(expect.objectContaining({ parameter: 'username' }));
    expect(sent).toHaveLength(1);
  });

  it('refuses a login that is empty, a dot segment or not text, sending nothing', async () => {
    const { session, sent } = capturedSession();
    for (const bad of ['', '.', '..', null, {}, 1, ['octocat']]) await expect(getUser(session, bad as never)).rejects.toThrow(expect.objectContaining({ parameter: 'username' }));
    await expect(getUser(session, 'octocat', { etag: 'x' } as never)).rejects.toThrow(expect.objectContaining({ parameter: 'etag' }));
    expect(sent).toHaveLength(0);
  });

  it('refuses a login holding a slash, sending nothing', async () => {
    const { session, sent } = capturedSession();
    for (const login of ['a/b', '../user', 'a/..']) await expect(getUser(session, login)).rejects.toThrow(ValidationError);
    expect(sent).toHaveLength(0);
  });
});

describe('listAllUsers (all_users)', () => {
  it('yields ShortUser items and sends since and per_page', async () => {
    const served = replay('openapi/users.list');
    const { session, sent } = capturedSession();
    const users = await listAllUsers(session).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/users', query: { per_page: '100' } });
    expect(users).toHaveLength(1);
    expect(users[0]?.login).toBe('octocat');
    expect(users[0]?.site_admin).toBe(false);
    expect(users[0]?.starred_urlt?.expand({ owner: 'o', repo: 'r' })).toBe('https://api.github.com/users/octocat/starred/o/r');
    served.done();
  });

  it('sends since and a caller per_page; refuses a bad since', async () => {
    const { session, sent } = capturedSession();
    const iterator = listAllUsers(session, { since: 135, perPage: 30 });
    expect(iterator.perPage).toBe(30);
    await iterator.toArray().catch(() => undefined);
    expect(Object.fromEntries(sent[0]?.url.searchParams ?? [])).toEqual({ since: '135', per_page: '30' });
    expect(() => listAllUsers(session, { since: -1 })).toThrow(ValidationError);
    for (const since of [1.5, Number.NaN, '10', null]) expect(() => listAllUsers(session, { since: since as never })).toThrow(expect.objectContaining({ parameter: 'since' }));
    expect(() => listAllUsers(session, 'all' as never)).toThrow(expect.objectContaining({ parameter: 'options' }));
    expect(sent).toHaveLength(1);
  });
});
