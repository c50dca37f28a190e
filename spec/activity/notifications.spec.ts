import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { deleteThreadSubscription, getThreadSubscription, listRepositoryNotifications, markRepositoryNotificationsRead, markThreadRead, setThreadSubscription } from '../../src/activity/notifications.js';
import { createClient } from '../../src/client.js';
import { ServerError } from '../../src/errors/index.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { replayPaged } from '../support/paged.js';
import { documentedResponse, replay } from '../support/recordings.js';
import { rejection } from '../support/rejection.js';

const authed = () => capturedSession({ token: 'test-token-notifications' });
const SANDBOX = 'api-padawan/api-sandbox';

describe('listRepositoryNotifications (Repository.notifications)', () => {
  it('yields the Threads, read ones too with all (live)', async () => {
    const served = replayPaged('live/notifications.repository-notifications-all');
    const { session, sent } = authed();
    const threads = await listRepositoryNotifications(session, SANDBOX, { all: true }).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/repos/api-padawan/api-sandbox/notifications', query: { all: 'true', per_page: '100' } });
    served.done();
    expect(threads).toHaveLength(1);
    expect(threads[0]?.id).toBe('27212301');
    expect(threads[0]?.unread).toBe(true);
    expect(threads[0]?.reason).toBe('subscribed');
    expect(threads[0]?.subject?.title).toBe('test');
    expect(threads[0]?.repository?.full_name).toBe(SANDBOX);
    expect(threads[0]?.last_read_at).toBeNull();
  });

  it('sends the filters under their wire names, dates as ISO 8601 (documented example)', async () => {
    nock('https://api.github.com')
      .get('/repos/octocat/Hello-World/notifications')
      .query({ participating: 'false', since: '2014-11-07T00:00:00Z', before: '2014-11-08T00:00:00Z', per_page: '100' })
      .reply(200, documentedResponse('openapi/activity.list-repo-notifications-for-authenticated-user') as object);
    const { session, sent } = authed();
    const threads = await listRepositoryNotifications(session, 'octocat/Hello-World', { participating: false, since: new Date('2014-11-07T00:00:00Z'), before: '2014-11-08T00:00:00Z' }).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/notifications', query: { participating: 'false', since: '2014-11-07T00:00:00Z', before: '2014-11-08T00:00:00Z', per_page: '100' } });
    expect(threads[0]?.url).toBe('https://api.github.com/notifications/threads/1');
    expect(threads[0]?.last_read_at?.toISOString()).toBe('2014-11-07T22:01:45.000Z');
  });

  it('an empty listing (live)', async () => {
    const served = replayPaged('live/notifications.repository-notifications');
    const { session } = authed();
    expect(await listRepositoryNotifications(session, SANDBOX).toArray()).toEqual([]);
    served.done();
  });

  it.each([
    ['since', { since: 'yesterday' }],
    ['all', { all: 'yes' }],
  ])('refuses a bad %s before sending', (parameter, options) => {
    const { session, sent } = authed();
    expect(() => listRepositoryNotifications(session, SANDBOX, options as never)).toThrow(expect.objectContaining({ parameter }));
    expect(sent).toHaveLength(0);
  });
});

describe('markRepositoryNotificationsRead (Repository.mark_notifications)', () => {
  it('is true on 205 (live)', async () => {
    const served = replay('live/notifications.mark-repository-notifications');
    const { session, sent } = authed();
    expect(await markRepositoryNotificationsRead(session, SANDBOX)).toBe(true);
    expectRequest(sent[0], { method: 'PUT', path: '/repos/api-padawan/api-sandbox/notifications' });
    served.done();
  });

  it.each([
    ['202 (marking in the background)', 'openapi/activity.mark-repo-notifications-as-read'],
    ['205', 'openapi/activity.mark-repo-notifications-as-read.205'],
  ])('is true on %s, sending last_read_at (documented example)', async (_, recording) => {
    const served = replay(recording);
    const { session, sent } = authed();
    expect(await markRepositoryNotificationsRead(session, 'octocat/Hello-World', { lastRead: new Date('2019-01-01T00:00:00Z') })).toBe(true);
    expectRequest(sent[0], { method: 'PUT', path: '/repos/octocat/Hello-World/notifications', body: { last_read_at: '2019-01-01T00:00:00Z' } });
    served.done();
  });

  it('is false on 404; another failure throws', async () => {
    nock('https://api.github.com').put('/repos/octocat/Hello-World/notifications').reply(404, { message: 'Not Found' });
    nock('https://api.github.com').put('/repos/octocat/Hello-World/notifications').reply(500, { message: 'boom' });
    const { session } = authed();
    expect(await markRepositoryNotificationsRead(session, 'octocat/Hello-World')).toBe(false);
    await rejection(markRepositoryNotificationsRead(session, 'octocat/Hello-World'), ServerError);
  });

  it('refuses a last read time that is not a date, and an anonymous session, before sending', async () => {
    const { session, sent } = authed();
    await expect(markRepositoryNotificationsRead(session, SANDBOX, { lastRead: '07/03/2014' })).rejects.toThrow(expect.objectContaining({ parameter: 'lastRead' }));
    const anonymous = capturedSession();
    await expect(markRepositoryNotificationsRead(anonymous.session, SANDBOX)).rejects.toThrow(expect.objectContaining({ parameter: 'session' }));
    expect([...sent, ...anonymous.sent]).toHaveLength(0);
  });
});

describe('Thread operations', () => {
  it('markThreadRead (Thread.mark) is true on 205 (live)', async () => {
    const served = replay('live/notifications.mark-thread');
    const { session, sent } = authed();
    expect(await markThreadRead(session, '27212301')).toBe(true);
    expectRequest(sent[0], { method: 'PATCH', path: '/notifications/threads/27212301' });
    served.done();
  });

  it('getThreadSubscription (Thread.subscription) reads a ThreadSubscription (live)', async () => {
    const served = replay('live/notifications.thread-subscription');
    const { session, sent } = authed();
    const subscription = await getThreadSubscription(session, { id: '27212301' });
    expectRequest(sent[0], { method: 'GET', path: '/notifications/threads/27212301/subscription' });
    served.done();
    expect(subscription.subscribed).toBe(true);
    expect(subscription.reason).toBe('manual');
    expect(subscription.thread_url).toBe('https://api.github.com/notifications/threads/27212301');
  });

  it('setThreadSubscription (Thread.set_subscription) sends ignored (documented example)', async () => {
    const served = replay('openapi/activity.set-thread-subscription');
    const { session, sent } = authed();
    const subscription = await setThreadSubscription(session, { url: 'https://api.github.com/notifications/threads/1' }, { ignored: false });
    expectRequest(sent[0], { method: 'PUT', path: '/notifications/threads/1/subscription', body: { ignored: false } });
    served.done();
    expect(subscription.ignored).toBe(false);
  });

  it('deleteThreadSubscription (Thread.delete_subscription) is true on 204 (live)', async () => {
    const served = replay('live/notifications.delete-thread-subscription');
    const { session, sent } = authed();
    expect(await deleteThreadSubscription(session, 27212301)).toBe(true);
    expectRequest(sent[0], { method: 'DELETE', path: '/notifications/threads/27212301/subscription' });
    served.done();
  });

  it('the facade takes a parsed Thread (documented examples)', async () => {
    const listing = replay('openapi/activity.list-repo-notifications-for-authenticated-user');
    const mark = replay('openapi/activity.mark-thread-as-read');
    const gh = createClient({ token: 'test-token-notifications' });
    const [thread] = await gh.Repository.notifications('octocat/Hello-World').toArray();
    expect(await gh.Thread.mark(thread as NonNullable<typeof thread>)).toBe(true);
    listing.done();
    mark.done();
  });

  it.each([
    [0, 'thread'],
    ['abc', 'thread'],
    [{ id: null }, 'thread.id'],
    [{ url: 'https://api.github.com/notifications/threads/%2E%2E' }, 'thread.url'],
    [{ url: 'https://api.github.com/repos/o/r/issues/1' }, 'thread.url'],
  ])('refuses the thread %j before sending', async (ref, parameter) => {
    const { session, sent } = authed();
    await expect(markThreadRead(session, ref as never)).rejects.toThrow(expect.objectContaining({ parameter }));
    expect(sent).toHaveLength(0);
  });
});
