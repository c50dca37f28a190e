import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/errors/index.js';
import { listAllEvents, listUserEvents, listUserOrganizationEvents, listUserReceivedEvents } from '../../src/activity/user-events.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { loadRecording, replay } from '../support/recordings.js';

describe('listUserEvents (User.events)', () => {
  it('parses Events: actor, repo, payload as received, public, created_at', async () => {
    const served = replay('openapi/activity.list-events-for-authenticated-user');
    const { session, sent } = capturedSession();
    const events = await listUserEvents(session, { login: 'octocat' }).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/users/octocat/events', query: { per_page: '100' } });
    expect(events.map((e) => [e.id, e.type, e.public])).toEqual([
      ['22249084947', 'WatchEvent', true],
      ['22249084964', 'PushEvent', false],
    ]);
    const [watch, push] = events;
    expect(watch?.created_at).toEqual(new Date('2022-06-09T12:47:28Z'));
    expect([watch?.actor?.id, watch?.actor?.login, watch?.actor?.display_login, watch?.actor?.avatar_service_id]).toEqual([583231, 'octocat', 'octocat', '']);
    expect(watch?.actor?.url).toBe('https://api.github.com/users/octocat');
    expect([watch?.repo?.id, watch?.repo?.name, watch?.repo?.url]).toEqual([1296269, 'octocat/Hello-World', 'https://api.github.com/repos/octocat/Hello-World']);
    expect(watch?.org).toBeNull();
    expect(watch?.payload).toEqual({ action: 'started' });
    const recorded = loadRecording('openapi/activity.list-events-for-authenticated-user').interactions[0]?.response as { payload: unknown }[];
    expect(push?.payload).toEqual(recorded[1]?.payload);
    expect(Object.isFrozen(push?.payload)).toBe(true);
    served.done();
  });

  it('public: true lists public events only', async () => {
    const served = replay('openapi/activity.list-public-events-for-user');
    const { session, sent } = capturedSession();
    const events = await listUserEvents(session, 'octocat', { public: true }).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/users/octocat/events/public', query: { per_page: '100' } });
    expect(events.map((e) => e.type)).toEqual(['WatchEvent', 'PushEvent']);
    served.done();
  });
});

describe('the user event listings refuse bad input before sending', () => {
  it.each([
    ['listUserEvents', listUserEvents],
    ['listUserReceivedEvents', listUserReceivedEvents],
  ] as const)('%s', (_, list) => {
    const { session, sent } = capturedSession();
    expect(() => list(session, '..')).toThrow(expect.objectContaining({ parameter: 'username' }));
    expect(() => list(session, null as never)).toThrow(expect.objectContaining({ parameter: 'username' }));
    expect(() => list(session, 'octocat', { public: 'yes' as never })).toThrow(expect.objectContaining({ parameter: 'public' }));
    expect(() => list(session, 'octocat', null as never)).toThrow(expect.objectContaining({ parameter: 'options' }));
    expect(() => list(session, 'octocat', { since: 1 } as never)).toThrow(expect.objectContaining({ parameter: 'since' }));
    expect(() => list(session, 'octocat', { public: true, perPage: 0 })).toThrow(expect.objectContaining({ parameter: 'perPage' }));
    expect(sent).toHaveLength(0);
  });
});

describe('listUserReceivedEvents (User.received_events)', () => {
  it('lists received events', async () => {
    const served = replay('openapi/activity.list-received-events-for-user');
    const { session, sent } = capturedSession();
    const events = await listUserReceivedEvents(session, 'octocat').toArray();
    expectRequest(sent[0], { method: 'GET', path: '/users/octocat/received_events', query: { per_page: '100' } });
    expect(events.map((e) => [e.id, e.type, e.public])).toEqual([
      ['22249084964', 'PushEvent', true],
      ['22196946742', 'CreateEvent', false],
    ]);
    expect(events[1]?.payload?.ref_type).toBe('repository');
    served.done();
  });

  it('public: true lists public ones only', async () => {
    const served = replay('openapi/activity.list-received-public-events-for-user');
    const { session, sent } = capturedSession();
    const events = await listUserReceivedEvents(session, 'octocat', { public: true }).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/users/octocat/received_events/public', query: { per_page: '100' } });
    expect(events.length).toBeGreaterThan(0);
    served.done();
  });
});

describe('listUserOrganizationEvents (User.organization_events)', () => {
  it('lists an organization’s events for the authenticated user, with the org', async () => {
    const served = replay('openapi/activity.list-org-events-for-authenticated-user');
    const { session, sent } = capturedSession({ token: 'test-token-events' });
    const events = await listUserOrganizationEvents(session, 'octocat', { login: 'github' }).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/users/octocat/events/orgs/github', query: { per_page: '100' } });
    expect(events.map((e) => [e.type, e.public, e.repo?.name])).toEqual([
      ['PushEvent', false, 'octo-org/octo-repo'],
      ['CreateEvent', false, 'octo-org/octo-repo'],
    ]);
    expect([events[0]?.org?.id, events[0]?.org?.login, events[0]?.org?.url]).toEqual([9919, 'octo-org', 'https://api.github.com/orgs/octo-org']);
    served.done();
  });

  it('needs authentication (ValidationError on an anonymous session, nothing sent)', () => {
    const { session, sent } = capturedSession();
    expect(() => listUserOrganizationEvents(session, 'octocat', 'github')).toThrow(ValidationError);
    expect(sent).toHaveLength(0);
  });

  it('refuses a missing or bad org, sending nothing', () => {
    const { session, sent } = capturedSession({ token: 'test-token-events' });
    expect(() => listUserOrganizationEvents(session, 'octocat', undefined as never)).toThrow(expect.objectContaining({ parameter: 'org' }));
    expect(() => listUserOrganizationEvents(session, 'octocat', '.')).toThrow(expect.objectContaining({ parameter: 'org' }));
    expect(() => listUserOrganizationEvents(session, { login: null }, 'github')).toThrow(expect.objectContaining({ parameter: 'username' }));
    expect(sent).toHaveLength(0);
  });
});

describe('listAllEvents (all_events, iter_events)', () => {
  it('lists the public events of the service', async () => {
    const served = replay('openapi/activity.list-public-events');
    const { session, sent } = capturedSession();
    const events = await listAllEvents(session).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/events', query: { per_page: '100' } });
    expect(events.map((e) => [e.id, e.type, e.actor?.login])).toEqual([
      ['22249084947', 'WatchEvent', 'octocat'],
      ['22249084964', 'PushEvent', 'octocat'],
    ]);
    served.done();
  });
});
