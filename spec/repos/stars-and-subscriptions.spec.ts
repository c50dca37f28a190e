import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/errors/index.js';
import { bindModule } from '../../src/core/bind-module.js';
import { userOperations } from '../../src/facade/users.js';
import { isStarred, listStarred, listStarredBy, listStarredRepositories } from '../../src/activity/starred.js';
import { isSubscribed, listSubscriptions, listUserSubscriptions } from '../../src/activity/subscriptions.js';
import { capturedSession, queryOf } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { documentedResponse, replay } from '../support/recordings.js';

const authed = () => capturedSession({ token: 'test-token-stars' });

describe('listStarredBy (starred_by)', () => {
  it('yields the repositories a user starred', async () => {
    const served = replay('openapi/activity.list-repos-starred-by-user');
    const { session, sent } = capturedSession();
    const repos = await listStarredBy(session, 'octocat').toArray();
    expectRequest(sent[0], { method: 'GET', path: '/users/octocat/starred', query: { per_page: '100' } });
    expect(repos.map((r) => [r.id, r.full_name])).toEqual([[1296269, 'octocat/Hello-World']]);
    served.done();
  });

  it('sends sort and direction; refuses unknown ones', async () => {
    const { session, sent } = capturedSession();
    await listStarredBy(session, 'octocat', { sort: 'updated', direction: 'asc' })
      .toArray()
      .catch(() => undefined);
    expect(queryOf(sent[0])).toEqual({ sort: 'updated', direction: 'asc', per_page: '100' });
    expect(() => listStarredBy(session, 'octocat', { sort: 'stars' as 'created' })).toThrow(expect.objectContaining({ parameter: 'sort' }));
  });
});

describe('listStarred (the authenticated user’s stars; iter_starred without a login)', () => {
  it('yields repositories; needs authentication', async () => {
    const served = replay('openapi/activity.list-repos-starred-by-authenticated-user');
    const { session, sent } = authed();
    const repos = await listStarred(session).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/user/starred', query: { per_page: '100' } });
    expect(repos.map((r) => r.full_name)).toEqual(['octocat/Hello-World']);
    served.done();
    expect(() => listStarred(capturedSession().session)).toThrow(ValidationError);
  });
});

describe('listStarredRepositories (User.starred_repositories)', () => {
  it('asks for the star media type and yields StarredRepository (starred_at + repository)', async () => {
    const served = replay('scenarios/users-starred-with-timestamps');
    const { session, sent } = capturedSession();
    const stars = await listStarredRepositories(session, { login: 'octocat' }).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/users/octocat/starred', query: { per_page: '100' }, headers: { accept: 'application/vnd.github.star+json' } });
    expect(stars).toHaveLength(1);
    expect(stars[0]?.starred_at).toEqual(new Date('2011-01-16T19:06:43Z'));
    expect([stars[0]?.repository?.id, stars[0]?.repository?.full_name, stars[0]?.repository?.owner?.login]).toEqual([1296269, 'octocat/Hello-World', 'octocat']);
    expect(stars[0]?.repo?.id).toBe(1296269);
    served.done();
  });

  it('sends sort and direction with the star media type on every page', async () => {
    const star = { starred_at: '2011-01-16T19:06:43Z', repo: { id: 1296269, full_name: 'octocat/Hello-World' } };
    const next = 'https://api.github.com/user/1/starred?sort=created&direction=desc&per_page=100&page=2';
    nock('https://api.github.com')
      .get('/users/octocat/starred')
      .query({ sort: 'created', direction: 'desc', per_page: '100' })
      .reply(200, [star], { link: `<${next}>; rel="next"` })
      .get('/user/1/starred')
      .query({ sort: 'created', direction: 'desc', per_page: '100', page: '2' })
      .reply(200, [{ ...star, starred_at: '2010-01-16T19:06:43Z' }]);
    const { session, sent } = capturedSession();
    const stars = await listStarredRepositories(session, 'octocat', { sort: 'created', direction: 'desc' }).toArray();
    expect(queryOf(sent[0])).toEqual({ sort: 'created', direction: 'desc', per_page: '100' });
    expect(sent).toHaveLength(2);
    expect(sent.map((r) => r.headers.accept)).toEqual(['application/vnd.github.star+json', 'application/vnd.github.star+json']);
    expect(stars.map((s) => s.starred_at?.getUTCFullYear())).toEqual([2011, 2010]);
  });
});

describe('isStarred (is_starred)', () => {
  it('is true on 204 and false on 404', async () => {
    for (const [name, expected] of [['activity.check-repo-is-starred-by-authenticated-user', true], ['activity.check-repo-is-starred-by-authenticated-user.404', false]] as const) {
      const served = replay(`openapi/${name}`);
      const { session, sent } = authed();
      expect(await isStarred(session, 'octocat/Hello-World')).toBe(expected);
      expectRequest(sent[0], { method: 'GET', path: '/user/starred/octocat/Hello-World' });
      served.done();
    }
  });

  it('needs authentication', async () => {
    const { session, sent } = capturedSession();
    await expect(isStarred(session, 'octocat/Hello-World')).rejects.toThrow(ValidationError);
    expect(sent).toHaveLength(0);
  });
});

describe('subscriptions', () => {
  it('listUserSubscriptions (subscriptions_for, User.subscriptions): a user’s watched repositories', async () => {
    const served = replay('openapi/activity.list-repos-watched-by-user');
    const { session, sent } = capturedSession();
    const repos = await listUserSubscriptions(session, 'octocat').toArray();
    expectRequest(sent[0], { method: 'GET', path: '/users/octocat/subscriptions', query: { per_page: '100' } });
    expect(repos.map((r) => [r.id, r.full_name])).toEqual([[1296269, 'octocat/Hello-World']]);
    served.done();
  });

  it('listSubscriptions (iter_subscriptions without a login): the authenticated user’s; needs authentication', async () => {
    const served = replay('openapi/activity.list-watched-repos-for-authenticated-user');
    const { session, sent } = authed();
    const repos = await listSubscriptions(session).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/user/subscriptions', query: { per_page: '100' } });
    expect(repos.map((r) => r.full_name)).toEqual(['octocat/Hello-World']);
    served.done();
    expect(() => listSubscriptions(capturedSession().session)).toThrow(ValidationError);
  });
});

describe('isSubscribed (is_subscribed, older)', () => {
  it('asks the repository’s subscription: true on 200 with subscribed, false on 404', async () => {
    for (const [name, expected] of [['activity.get-repo-subscription', true], ['activity.get-repo-subscription.404', false]] as const) {
      const served = replay(`openapi/${name}`);
      const { session, sent } = authed();
      expect(await isSubscribed(session, { owner: 'octocat', repo: 'Hello-World' })).toBe(expected);
      expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/subscription' });
      served.done();
    }
  });

  it('a subscription that only ignores the repository is not a subscription', async () => {
    // The documented example with the two fields an "ignore" setting changes.
    const ignoring = { ...(documentedResponse('openapi/activity.get-repo-subscription') as object), subscribed: false, ignored: true };
    nock('https://api.github.com').get('/repos/octocat/Hello-World/subscription').reply(200, ignoring);
    const { session } = authed();
    expect(await isSubscribed(session, { owner: 'octocat', repo: 'Hello-World' })).toBe(false);
  });

  it('needs authentication; other failures are thrown', async () => {
    const { session, sent } = capturedSession();
    await expect(isSubscribed(session, { owner: 'octocat', repo: 'Hello-World' })).rejects.toThrow(ValidationError);
    expect(sent).toHaveLength(0);
    nock('https://api.github.com').get('/repos/octocat/Hello-World/subscription').reply(403);
    await expect(isSubscribed(authed().session, 'octocat/Hello-World')).rejects.toThrow(expect.objectContaining({ status: 403 }));
  });
});

describe('the client keeps the documented positional form', () => {
  it('gh.isStarred(owner, repo) and gh.isSubscribed(owner, repo)', async () => {
    const served = [replay('openapi/activity.check-repo-is-starred-by-authenticated-user'), replay('openapi/activity.get-repo-subscription')];
    const { session, sent } = authed();
    const gh = bindModule(session, userOperations);
    expect(await gh.isStarred('octocat', 'Hello-World')).toBe(true);
    expect(await gh.isSubscribed('octocat', 'Hello-World')).toBe(true);
    expect(sent.map((r) => r.url.pathname)).toEqual(['/user/starred/octocat/Hello-World', '/repos/octocat/Hello-World/subscription']);
    for (const s of served) s.done();
  });

  it('takes parsed repositories too', async () => {
    const served = replay('openapi/activity.check-repo-is-starred-by-authenticated-user');
    const { session, sent } = authed();
    expect(await isStarred(session, { full_name: 'octocat/Hello-World' })).toBe(true);
    expectRequest(sent[0], { method: 'GET', path: '/user/starred/octocat/Hello-World' });
    served.done();
  });
});

describe('bad input is refused before sending', () => {
  const repositories: [string, unknown, string][] = [
    ['a name without an owner', 'Hello-World', 'repository'],
    ['a dot-segment owner', { owner: '..', repo: 'Hello-World' }, 'repository.owner'],
    ['an empty repository name', { owner: 'octocat', repo: '' }, 'repository.repo'],
    ['three segments', 'octocat/Hello-World/issues', 'repository'],
    ['null', null, 'repository'],
    ['an empty object', {}, 'repository'],
    ['a number', 7, 'repository'],
  ];

  it.each(repositories)('isStarred and isSubscribed refuse %s', async (_, repository, parameter) => {
    const { session, sent } = authed();
    await expect(isStarred(session, repository as never)).rejects.toThrow(expect.objectContaining({ name: 'ValidationError', parameter }));
    await expect(isSubscribed(session, repository as never)).rejects.toThrow(expect.objectContaining({ name: 'ValidationError', parameter }));
    expect(sent).toHaveLength(0);
  });

  it('isStarred refuses an extra argument, a bad option and headers that are not text', async () => {
    const { session, sent } = authed();
    await expect((isStarred as (...args: unknown[]) => Promise<boolean>)(session, 'octocat', 'Hello-World')).rejects.toThrow(expect.objectContaining({ parameter: 'options' }));
    await expect(isStarred(session, 'octocat/Hello-World', { sort: 'created' } as never)).rejects.toThrow(expect.objectContaining({ parameter: 'sort' }));
    await expect(isSubscribed(session, 'octocat/Hello-World', { headers: { accept: 1 } } as never)).rejects.toThrow(expect.objectContaining({ parameter: 'headers.accept' }));
    expect(sent).toHaveLength(0);
  });

  it.each<[string, unknown]>([
    ['an empty login', ''],
    ['a dot-segment login', '..'],
    ['null', null],
    ['an object without a login', {}],
  ])('the listings of a user refuse %s', (_, user) => {
    const { session, sent } = capturedSession();
    for (const listing of [listStarredBy, listStarredRepositories, listUserSubscriptions]) {
      expect(() => listing(session, user as never)).toThrow(expect.objectContaining({ name: 'ValidationError', parameter: 'username' }));
    }
    expect(sent).toHaveLength(0);
  });

  it('the star listings refuse an unknown direction, and the own ones an anonymous session', () => {
    const { session, sent } = authed();
    expect(() => listStarred(session, { direction: 'up' as 'asc' })).toThrow(expect.objectContaining({ parameter: 'direction' }));
    expect(() => listStarredRepositories(session, 'octocat', { sort: 'stars' as 'created' })).toThrow(expect.objectContaining({ parameter: 'sort' }));
    expect(() => listSubscriptions(session, { sort: 'created' } as never)).toThrow(expect.objectContaining({ parameter: 'sort' }));
    expect(sent).toHaveLength(0);
  });
});
