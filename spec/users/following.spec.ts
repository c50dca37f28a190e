import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/errors/index.js';
import { followUser, isFollowing, isUserFollowing, unfollowUser } from '../../src/users/follow.js';
import { listFollowers, listFollowing, listUserFollowers, listUserFollowing } from '../../src/users/followers.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { replay } from '../support/recordings.js';

const TOKEN = 'test-token-following';
const authed = () => capturedSession({ token: TOKEN });

describe('followUser / unfollowUser (follow, unfollow)', () => {
  it.each([
    ['follow', followUser, 'PUT', 'users.follow'],
    ['unfollow', unfollowUser, 'DELETE', 'users.unfollow'],
  ] as const)('%s: true on 204, false on 404', async (_, operation, method, recording) => {
    for (const [suffix, expected] of [['', true], ['.404', false]] as const) {
      const served = replay(`openapi/${recording}${suffix}`);
      const { session, sent } = authed();
      expect(await operation(session, 'octocat')).toBe(expected);
      expectRequest(sent[0], { method, path: '/user/following/octocat', headers: { authorization: `token ${TOKEN}` } });
      served.done();
    }
  });

  it('takes a parsed user as well as a login', async () => {
    const served = replay('openapi/users.follow');
    const { session, sent } = authed();
    expect(await followUser(session, { login: 'octocat' })).toBe(true);
    expect(sent[0]?.url.pathname).toBe('/user/following/octocat');
    served.done();
  });

  it('needs authentication and a login; nothing is sent otherwise', async () => {
    const { session, sent } = capturedSession();
    await expect(followUser(session, 'octocat')).rejects.toThrow(ValidationError);
    await expect(unfollowUser(session, 'octocat')).rejects.toThrow(expect.objectContaining({ parameter: 'session' }));
    await expect(followUser(authed().session, '')).rejects.toThrow(expect.objectContaining({ parameter: 'username' }));
    expect(sent).toHaveLength(0);
  });
});

describe('isFollowing (is_following)', () => {
  it('is true on 204 and false on 404', async () => {
    for (const [name, expected] of [['users.check-person-is-followed-by-authenticated', true], ['users.check-person-is-followed-by-authenticated.404', false]] as const) {
      const served = replay(`openapi/${name}`);
      const { session, sent } = authed();
      expect(await isFollowing(session, 'octocat')).toBe(expected);
      expectRequest(sent[0], { method: 'GET', path: '/user/following/octocat' });
      served.done();
    }
  });

  it('needs authentication', async () => {
    const { session, sent } = capturedSession();
    await expect(isFollowing(session, 'octocat')).rejects.toThrow(ValidationError);
    expect(sent).toHaveLength(0);
  });
});

describe('isUserFollowing (User.is_following)', () => {
  it('is true on 204 and false on 404, anonymously too', async () => {
    for (const [name, expected] of [['users.check-following-for-user', true], ['users.check-following-for-user.404', false]] as const) {
      const served = replay(`openapi/${name}`);
      const { session, sent } = capturedSession();
      expect(await isUserFollowing(session, { login: 'octocat' }, 'hubot')).toBe(expected);
      expectRequest(sent[0], { method: 'GET', path: '/users/octocat/following/hubot' });
      served.done();
    }
  });
});

describe('follower listings', () => {
  it('followers: the authenticated user’s, as ShortUser', async () => {
    const served = replay('openapi/users.list-followers-for-authenticated-user');
    const { session, sent } = authed();
    const users = await listFollowers(session).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/user/followers', query: { per_page: '100' } });
    expect(users.map((u) => [u.login, u.id, u.type, u.site_admin])).toEqual([['octocat', 1, 'User', false]]);
    expect(users[0]?.following_urlt?.expand({ other_user: 'hubot' })).toBe('https://api.github.com/users/octocat/following/hubot');
    served.done();
  });

  it('following: the users the authenticated user follows', async () => {
    const served = replay('openapi/users.list-followed-by-authenticated-user');
    const { session, sent } = authed();
    const users = await listFollowing(session).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/user/following', query: { per_page: '100' } });
    expect(users.map((u) => u.login)).toEqual(['octocat']);
    served.done();
  });

  it('followers_of / User.followers: a user’s followers', async () => {
    const served = replay('openapi/users.list-followers-for-user');
    const { session, sent } = capturedSession();
    const users = await listUserFollowers(session, 'octocat').toArray();
    expectRequest(sent[0], { method: 'GET', path: '/users/octocat/followers', query: { per_page: '100' } });
    expect(users.map((u) => [u.login, u.html_url])).toEqual([['octocat', 'https://github.com/octocat']]);
    served.done();
  });

  it('followed_by / User.following: the users a user follows', async () => {
    const served = replay('openapi/users.list-following-for-user');
    const { session, sent } = capturedSession();
    const users = await listUserFollowing(session, { login: 'octocat' }).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/users/octocat/following', query: { per_page: '100' } });
    expect(users.map((u) => [u.login, u.avatar_service_id])).toEqual([['octocat', '']]);
    served.done();
  });

  it('the authenticated user’s listings refuse an anonymous session before sending', () => {
    const { session, sent } = capturedSession();
    expect(() => listFollowers(session)).toThrow(ValidationError);
    expect(() => listFollowing(session)).toThrow(ValidationError);
    expect(sent).toHaveLength(0);
  });

  it('a user’s listings refuse a bad login before sending', () => {
    const { session, sent } = capturedSession();
    for (const list of [listUserFollowers, listUserFollowing]) {
      expect(() => list(session, '')).toThrow(expect.objectContaining({ parameter: 'username' }));
      expect(() => list(session, '..')).toThrow(expect.objectContaining({ parameter: 'username' }));
      expect(() => list(session, { login: 7 } as never)).toThrow(expect.objectContaining({ parameter: 'username' }));
    }
    expect(sent).toHaveLength(0);
  });
});
