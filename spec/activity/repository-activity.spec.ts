import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { listRepositoryEvents, listRepositoryNetworkEvents } from '../../src/activity/repository-events.js';
import { deleteRepositorySubscription, getRepositorySubscription, ignoreRepository, listStargazers, listSubscribers, setRepositorySubscription } from '../../src/activity/repository-subscription.js';
import { NotFoundError } from '../../src/errors/index.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { replayPaged } from '../support/paged.js';
import { documentedResponse, replay } from '../support/recordings.js';
import { rejection } from '../support/rejection.js';

const authed = () => capturedSession({ token: 'test-token-activity' });

describe('listRepositoryEvents (Repository.events)', () => {
  it('yields the Events of a repository (documented example)', async () => {
    const served = replay('openapi/activity.list-repo-events');
    const { session, sent } = capturedSession();
    const events = await listRepositoryEvents(session, 'octocat/Hello-World').toArray();
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/events', query: { per_page: '100' } });
    served.done();
    expect(events.map((e) => [e.id, e.type, e.actor?.login, e.repo?.name])).toEqual([
      ['22249084964', 'PushEvent', 'octocat', 'octocat/Hello-World'],
      ['22237752260', 'WatchEvent', 'octocat', 'octocat/Hello-World'],
    ]);
    expect(events[0]?.created_at?.toISOString()).toBe('2022-06-09T12:47:28.000Z');
  });
});

describe('listRepositoryNetworkEvents (Repository.network_events)', () => {
  it('yields the Events of a repository’s network (documented example)', async () => {
    const served = replay('openapi/activity.list-public-events-for-repo-network');
    const { session, sent } = capturedSession();
    const events = await listRepositoryNetworkEvents(session, { owner: 'octocat', repo: 'Hello-World' }).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/networks/octocat/Hello-World/events', query: { per_page: '100' } });
    served.done();
    expect(events).toHaveLength(2);
    expect(events[1]?.payload).toEqual({ action: 'started' });
  });

  it('refuses a bad repository before sending', () => {
    const { session, sent } = capturedSession();
    expect(() => listRepositoryNetworkEvents(session, 'octocat/..')).toThrow(expect.objectContaining({ parameter: 'repository.repo' }));
    expect(sent).toHaveLength(0);
  });
});

describe('getRepositorySubscription (Repository.subscription)', () => {
  it('reads the RepositorySubscription (live)', async () => {
    const served = replay('live/repositories.subscription');
    const { session, sent } = authed();
    const subscription = await getRepositorySubscription(session, 'octokit/octokit.rb');
    expectRequest(sent[0], { method: 'GET', path: '/repos/octokit/octokit.rb/subscription' });
    served.done();
    expect(subscription.subscribed).toBe(true);
    expect(subscription.ignored).toBe(false);
    expect(subscription.reason).toBeNull();
    expect(subscription.repository_url).toBe('https://api.github.com/repos/octokit/octokit.rb');
  });

  it('no subscription is a NotFoundError (documented example)', async () => {
    const served = replay('openapi/activity.get-repo-subscription.404');
    const { session } = authed();
    await rejection(getRepositorySubscription(session, 'octocat/Hello-World'), NotFoundError);
    served.done();
  });
});

describe('ignoreRepository (Repository.ignore)', () => {
  it('sends ignored: true and reads the RepositorySubscription', async () => {
    nock('https://api.github.com').put('/repos/octocat/Hello-World/subscription', { ignored: true }).reply(200, { ...(documentedResponse('openapi/activity.set-repo-subscription') as object), subscribed: false, ignored: true });
    const { session, sent } = authed();
    const subscription = await ignoreRepository(session, 'octocat/Hello-World');
    expectRequest(sent[0], { method: 'PUT', path: '/repos/octocat/Hello-World/subscription', body: { ignored: true } });
    expect(subscription.ignored).toBe(true);
  });

  it('refuses options it does not take before sending', async () => {
    const { session, sent } = authed();
    await expect(ignoreRepository(session, 'octocat/Hello-World', { ignored: false } as never)).rejects.toThrow(expect.objectContaining({ parameter: 'ignored' }));
    expect(sent).toHaveLength(0);
  });
});

describe('setRepositorySubscription', () => {
  it('sends what is given (documented example)', async () => {
    const served = replay('openapi/activity.set-repo-subscription');
    const { session, sent } = authed();
    const subscription = await setRepositorySubscription(session, 'octocat/Hello-World', { subscribed: true, ignored: false });
    expectRequest(sent[0], { method: 'PUT', path: '/repos/octocat/Hello-World/subscription', body: { subscribed: true, ignored: false } });
    served.done();
    expect(subscription.created_at?.toISOString()).toBe('2012-10-06T21:34:12.000Z');
  });
});

describe('deleteRepositorySubscription (Repository.delete_subscription)', () => {
  it('is true on 204 (live), false on 404', async () => {
    const served = replay('live/repositories.delete-subscription');
    const { session, sent } = authed();
    expect(await deleteRepositorySubscription(session, 'octokit/octokit.rb')).toBe(true);
    expectRequest(sent[0], { method: 'DELETE', path: '/repos/octokit/octokit.rb/subscription' });
    served.done();
    nock('https://api.github.com').delete('/repos/octokit/octokit.rb/subscription').reply(404, { message: 'Not Found' });
    expect(await deleteRepositorySubscription(session, 'octokit/octokit.rb')).toBe(false);
  });
});

describe('listStargazers (Repository.stargazers) and listSubscribers (Repository.subscribers)', () => {
  it('yields the users who starred a repository (live)', async () => {
    const served = replayPaged('live/repositories.stargazers');
    const { session, sent } = capturedSession();
    const users = [];
    for await (const user of listStargazers(session, 'sferik/rails_admin')) if (users.push(user) === 30) break;
    expectRequest(sent[0], { method: 'GET', path: '/repos/sferik/rails_admin/stargazers', query: { per_page: '100' } });
    served.done();
    expect(users[0]?.login).toBe('wycats');
    expect(users[0]?.id).toBe(4);
  });

  it('yields the users who watch a repository (live)', async () => {
    const served = replayPaged('live/repositories.subscribers');
    const { session, sent } = capturedSession();
    const users = [];
    for await (const user of listSubscribers(session, 'octokit/octokit.rb')) if (users.push(user) === 30) break;
    expectRequest(sent[0], { method: 'GET', path: '/repos/octokit/octokit.rb/subscribers', query: { per_page: '100' } });
    served.done();
    expect(users[0]?.login).toBe('pengwynn');
  });

  it('read the documented examples too', async () => {
    const stars = replay('openapi/activity.list-stargazers-for-repo');
    const watchers = replay('openapi/activity.list-watchers-for-repo');
    const { session } = capturedSession();
    expect((await listStargazers(session, 'octocat/Hello-World').toArray()).map((u) => u.login)).toEqual(['octocat']);
    expect((await listSubscribers(session, 'octocat/Hello-World').toArray()).map((u) => u.login)).toEqual(['octocat']);
    stars.done();
    watchers.done();
  });
});
