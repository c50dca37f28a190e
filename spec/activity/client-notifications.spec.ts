import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { getThread, listNotifications, markNotificationsRead, NotificationIterator } from '../../src/activity/index.js';
import { createClient } from '../../src/client.js';
import { ServerError } from '../../src/errors/index.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { replayPaged } from '../support/paged.js';
import { documentedResponse, replay } from '../support/recordings.js';
import { rejection } from '../support/rejection.js';
import { conditionalCache } from '../../src/core/conditional-cache.js';

const API = 'https://api.github.com';
const TOKEN = 'test-token-notifications';
const authed = (options: { cache?: boolean } = {}) => capturedSession({ token: TOKEN, cache: options.cache ? conditionalCache() : undefined });
const LISTING = 'openapi/activity.list-notifications-for-authenticated-user';

describe('listNotifications (notifications)', () => {
  it('yields nothing when nothing is unread, and exposes the poll interval the service asks for (live)', async () => {
    const served = replayPaged('live/notifications.notifications');
    const { session, sent } = authed();
    const listing = listNotifications(session);
    expect(listing).toBeInstanceOf(NotificationIterator);
    expect(listing.pollInterval).toBeNull();
    expect(await listing.toArray()).toEqual([]);
    expectRequest(sent[0], { method: 'GET', path: '/notifications', query: { per_page: '100' } });
    served.done();
    expect(listing.pollInterval).toBe(60);
    expect(listing.lastModified).toBeNull();
    expect(listing.etag).toBe('"d751713988987e9331980363e24189ce"');
  });

  it('reads Threads and sends every filter under its wire name, dates as ISO 8601 (documented example)', async () => {
    nock(API)
      .get('/notifications')
      .query({ all: 'true', participating: 'false', since: '2012-10-09T23:39:01Z', before: '2012-10-10T00:00:00Z', per_page: '100' })
      .reply(200, documentedResponse(LISTING) as object);
    const { session, sent } = authed();
    const threads = await listNotifications(session, { all: true, participating: false, since: new Date('2012-10-09T23:39:01Z'), before: '2012-10-10T00:00:00Z' }).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/notifications', query: { all: 'true', participating: 'false', since: '2012-10-09T23:39:01Z', before: '2012-10-10T00:00:00Z', per_page: '100' } });
    expect(threads).toHaveLength(1);
    const [thread] = threads;
    expect(thread?.id).toBe('1');
    expect(thread?.unread).toBe(true);
    expect(thread?.reason).toBe('subscribed');
    expect(thread?.subject?.title).toBe('Greetings');
    expect(thread?.repository?.full_name).toBe('octocat/Hello-World');
    expect(thread?.updated_at?.toISOString()).toBe('2014-11-07T22:01:45.000Z');
    expect(thread?.url).toBe('https://api.github.com/notifications/threads/1');
  });

  it.each([
    ['since', { since: 'yesterday' }],
    ['before', { before: new Date(Number.NaN) }],
    ['participating', { participating: 1 }],
  ])('refuses a bad %s before sending', (parameter, options) => {
    const { session, sent } = authed();
    expect(() => listNotifications(session, options as never)).toThrow(expect.objectContaining({ parameter }));
    expect(sent).toHaveLength(0);
  });

  it('refuses an anonymous session before sending', () => {
    const { session, sent } = capturedSession();
    expect(() => listNotifications(session)).toThrow(expect.objectContaining({ parameter: 'session' }));
    expect(sent).toHaveLength(0);
  });
});

describe('polling notifications with the conditional cache', () => {
  const LAST_MODIFIED = 'Thu, 25 Oct 2012 15:16:27 GMT';
  const limits = (remaining: number) => ({ 'x-ratelimit-limit': '5000', 'x-ratelimit-remaining': String(remaining), 'x-ratelimit-reset': '1372700873' });

  it('a second poll sends If-Modified-Since, is answered 304 and yields the stored threads, costing no rate limit', async () => {
    const body = documentedResponse(LISTING) as object;
    nock(API).get('/notifications').query({ per_page: '100' }).reply(200, body, { 'last-modified': LAST_MODIFIED, 'x-poll-interval': '60', ...limits(4999) });
    // The service does not count a 304 against the limit: the remaining figure stays where the first answer left it.
    nock(API).get('/notifications').query({ per_page: '100' }).matchHeader('if-modified-since', LAST_MODIFIED).reply(304, '', { 'last-modified': LAST_MODIFIED, 'x-poll-interval': '120', ...limits(4999) });
    const { session, sent } = authed({ cache: true });
    const first = listNotifications(session);
    const before = await first.toArray();
    expect(first.lastStatus).toBe(200);
    expect(first.lastModified).toBe(LAST_MODIFIED);
    expect(sent[0]?.headers['if-modified-since']).toBeUndefined();

    const poll = listNotifications(session);
    const again = await poll.toArray();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.headers['if-modified-since']).toBe(LAST_MODIFIED);
    expect(poll.lastStatus).toBe(304);
    expect(again.map((t) => t.id)).toEqual(before.map((t) => t.id));
    expect(again[0]?.subject?.title).toBe('Greetings');
    // The interval the last answer asked for, not the first one's.
    expect(poll.pollInterval).toBe(120);
    expect(session.state.rateLimits.core?.remaining).toBe(4999);
    expect(nock.pendingMocks()).toEqual([]);
  });

  it('an answer with both an ETag and a Last-Modified is revalidated with both', async () => {
    nock(API).get('/notifications').query({ per_page: '100' }).reply(200, [], { etag: '"n1"', 'last-modified': LAST_MODIFIED });
    nock(API).get('/notifications').query({ per_page: '100' }).matchHeader('if-none-match', '"n1"').matchHeader('if-modified-since', LAST_MODIFIED).reply(304, '');
    const { session, sent } = authed({ cache: true });
    await listNotifications(session).toArray();
    const poll = listNotifications(session);
    expect(await poll.toArray()).toEqual([]);
    expect(poll.lastStatus).toBe(304);
    expect(sent[1]?.headers).toMatchObject({ 'if-none-match': '"n1"', 'if-modified-since': LAST_MODIFIED });
  });

  it('a changed listing (200) replaces the stored one', async () => {
    nock(API).get('/notifications').query({ per_page: '100' }).reply(200, [], { 'last-modified': LAST_MODIFIED });
    nock(API).get('/notifications').query({ per_page: '100' }).matchHeader('if-modified-since', LAST_MODIFIED).reply(200, documentedResponse(LISTING) as object, { 'last-modified': 'Fri, 26 Oct 2012 08:00:00 GMT' });
    const { session } = authed({ cache: true });
    expect(await listNotifications(session).toArray()).toEqual([]);
    const poll = listNotifications(session);
    expect(await poll.toArray()).toHaveLength(1);
    expect(poll.lastModified).toBe('Fri, 26 Oct 2012 08:00:00 GMT');
  });
});

describe('markNotificationsRead (mark_notifications)', () => {
  it('is true on 205 (live)', async () => {
    const served = replay('live/notifications.mark-notifications');
    const { session, sent } = authed();
    expect(await markNotificationsRead(session)).toBe(true);
    expectRequest(sent[0], { method: 'PUT', path: '/notifications' });
    served.done();
  });

  it.each([
    ['202 (marking in the background)', 'openapi/activity.mark-notifications-as-read'],
    ['205', 'openapi/activity.mark-notifications-as-read.205'],
  ])('is true on %s, sending last_read_at (documented example)', async (_, recording) => {
    const served = replay(recording);
    const { session, sent } = authed();
    expect(await markNotificationsRead(session, { lastRead: new Date('2022-06-10T00:00:00Z'), read: true })).toBe(true);
    expectRequest(sent[0], { method: 'PUT', path: '/notifications', body: { last_read_at: '2022-06-10T00:00:00Z', read: true } });
    served.done();
  });

  it('is false on 404; another failure throws', async () => {
    nock(API).put('/notifications').reply(404, { message: 'Not Found' });
    nock(API).put('/notifications').reply(502, { message: 'bad gateway' });
    const { session } = authed();
    expect(await markNotificationsRead(session)).toBe(false);
    await rejection(markNotificationsRead(session), ServerError);
  });

  it('refuses a last read time that is not a date, and an anonymous session, before sending', async () => {
    const { session, sent } = authed();
    await expect(markNotificationsRead(session, { lastRead: 'last week' })).rejects.toThrow(expect.objectContaining({ parameter: 'lastRead' }));
    const anonymous = capturedSession();
    await expect(markNotificationsRead(anonymous.session)).rejects.toThrow(expect.objectContaining({ parameter: 'session' }));
    expect([...sent, ...anonymous.sent]).toHaveLength(0);
  });
});

describe('getThread', () => {
  it('reads one Thread (live)', async () => {
    const served = replay('live/notifications.thread');
    const { session, sent } = authed();
    const thread = await getThread(session, '27212301');
    expectRequest(sent[0], { method: 'GET', path: '/notifications/threads/27212301' });
    served.done();
    expect(thread.id).toBe('27212301');
    expect(thread.unread).toBe(true);
    expect(thread.reason).toBe('subscribed');
    expect(thread.last_read_at).toBeNull();
    expect(thread.updated_at?.toISOString()).toBe('2014-03-07T18:57:41.000Z');
    expect(thread.subject?.type).toBe('Issue');
    expect(thread.repository?.full_name).toBe('api-padawan/api-sandbox');
    expect(thread.subscription_url).toBe('https://api.github.com/notifications/threads/27212301/subscription');
  });

  it('reads the documented example, addressed by a parsed thread', async () => {
    const served = replay('openapi/activity.get-thread');
    const { session, sent } = authed();
    const thread = await getThread(session, { url: 'https://api.github.com/notifications/threads/1' });
    expectRequest(sent[0], { method: 'GET', path: '/notifications/threads/1' });
    served.done();
    expect(thread.repository?.owner?.login).toBe('octocat');
  });
});

describe('the facade', () => {
  it('gh.notifications lists the threads, and a listed Thread is the target of gh.Thread operations (documented examples)', async () => {
    const listing = replayPaged(LISTING);
    const subscription = replay('openapi/activity.get-thread-subscription-for-authenticated-user');
    const gh = createClient({ token: TOKEN });
    const [thread] = await gh.notifications().toArray();
    const followed = await gh.Thread.subscription(thread as NonNullable<typeof thread>);
    expect(followed.subscribed).toBe(true);
    listing.done();
    subscription.done();
  });

  it('gh.iterNotifications is the older name of the same listing', async () => {
    const served = replayPaged('live/notifications.notifications');
    const gh = createClient({ token: TOKEN });
    const listing = gh.iterNotifications();
    expect(await listing.toArray()).toEqual([]);
    expect(listing.pollInterval).toBe(60);
    served.done();
  });

  it('gh.markNotifications marks them all', async () => {
    const served = replay('live/notifications.mark-notifications');
    expect(await createClient({ token: TOKEN }).markNotifications()).toBe(true);
    served.done();
  });
});
