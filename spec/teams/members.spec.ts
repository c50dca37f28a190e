import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { ForbiddenError } from '../../src/errors/index.js';
import { addTeamMember, isTeamMember, listTeamMembers, removeTeamMember } from '../../src/teams/members.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { documentedResponse, replay } from '../support/recordings.js';
import { rejection } from '../support/rejection.js';

const TEAM = { org: 'github', slug: 'justice-league' };
const GHES = 'https://ghe.example.com/api/v3';
const authed = (baseUrl?: string) => capturedSession({ token: 'test-token-teams', ...(baseUrl ? { baseUrl } : {}) });

describe('addTeamMember (Team.add_member)', () => {
  it('puts the membership, with its role, on the slug route: true', async () => {
    const served = replay('openapi/teams.add-or-update-membership-for-user-in-org');
    const { session, sent } = authed();
    expect(await addTeamMember(session, TEAM, 'octocat', { role: 'maintainer' })).toBe(true);
    expectRequest(sent[0], { method: 'PUT', path: '/orgs/github/teams/justice-league/memberships/octocat', body: { role: 'maintainer' } });
    served.done();
  });

  it('puts the membership on the id route, without a role when none is given (live)', async () => {
    const served = replay('live/teams.add-membership');
    const { session, sent } = authed();
    expect(await addTeamMember(session, 123456, 'api-padawan')).toBe(true);
    expectRequest(sent[0], { method: 'PUT', path: '/teams/123456/memberships/api-padawan' });
    served.done();
  });

  it('is false when the service answers 404, and throws on a refusal', async () => {
    nock('https://api.github.com').put('/teams/7/memberships/octocat').reply(404, { message: 'Not Found' });
    nock('https://api.github.com').put('/teams/7/memberships/octocat').reply(403, { message: 'Forbidden' });
    const { session } = authed();
    expect(await addTeamMember(session, 7, 'octocat')).toBe(false);
    await rejection(addTeamMember(session, 7, 'octocat'), ForbiddenError);
  });

  it('refuses an unknown role before sending', async () => {
    const { session, sent } = authed();
    await expect(addTeamMember(session, TEAM, 'octocat', { role: 'owner' as never })).rejects.toThrow(expect.objectContaining({ parameter: 'role' }));
    await expect(addTeamMember(session, TEAM, '..')).rejects.toThrow(expect.objectContaining({ parameter: 'username' }));
    expect(sent).toHaveLength(0);
  });
});

describe('removeTeamMember (Team.remove_member)', () => {
  it('removes the membership on the slug route: true', async () => {
    const served = replay('openapi/teams.remove-membership-for-user-in-org');
    const { session, sent } = authed();
    expect(await removeTeamMember(session, TEAM, 'octocat')).toBe(true);
    expectRequest(sent[0], { method: 'DELETE', path: '/orgs/github/teams/justice-league/memberships/octocat' });
    served.done();
  });

  it('removes the member on the id route (live): true', async () => {
    const served = replay('live/teams.remove-member');
    const { session, sent } = authed();
    expect(await removeTeamMember(session, 10050505050000, 'api-padawan')).toBe(true);
    expectRequest(sent[0], { method: 'DELETE', path: '/teams/10050505050000/members/api-padawan' });
    served.done();
  });

  it('is false on 404 (GHES id route)', async () => {
    const served = replay('openapi/ghes-3.19/teams.remove-member-legacy.404');
    const { session, sent } = authed(GHES);
    expect(await removeTeamMember(session, 1, 'octocat')).toBe(false);
    expectRequest(sent[0], { method: 'DELETE', path: '/api/v3/teams/1/members/octocat' });
    served.done();
  });
});

describe('isTeamMember (Team.is_member)', () => {
  it('is true for an active membership on the slug route', async () => {
    const served = replay('openapi/teams.get-membership-for-user-in-org');
    const { session, sent } = authed();
    expect(await isTeamMember(session, TEAM, 'octocat')).toBe(true);
    expectRequest(sent[0], { method: 'GET', path: '/orgs/github/teams/justice-league/memberships/octocat' });
    served.done();
  });

  it('is false for a pending membership: an open invitation is not membership', async () => {
    nock('https://api.github.com').get('/orgs/github/teams/justice-league/memberships/octocat').reply(200, documentedResponse('openapi/teams.add-or-update-membership-for-user-in-org') as object);
    const { session } = authed();
    expect(await isTeamMember(session, TEAM, 'octocat')).toBe(false);
  });

  it('is false when the slug route answers 404', async () => {
    const served = replay('openapi/teams.get-membership-for-user-in-org.404');
    const { session } = authed();
    expect(await isTeamMember(session, TEAM, 'octocat')).toBe(false);
    served.done();
  });

  it('is true on 204 from the id route (GHES)', async () => {
    const served = replay('openapi/ghes-3.19/teams.get-member-legacy');
    const { session, sent } = authed(GHES);
    expect(await isTeamMember(session, 1, 'octocat')).toBe(true);
    expectRequest(sent[0], { method: 'GET', path: '/api/v3/teams/1/members/octocat' });
    served.done();
  });

  it('is false on 404 from the id route (live)', async () => {
    const served = replay('live/teams.check-member.404');
    const { session, sent } = authed();
    expect(await isTeamMember(session, 10050505050000, 'api-padawan')).toBe(false);
    expectRequest(sent[0], { method: 'GET', path: '/teams/10050505050000/members/api-padawan' });
    served.done();
  });
});

describe('listTeamMembers (Team.members)', () => {
  it('yields the members as ShortUsers on the slug route', async () => {
    const served = replay('openapi/teams.list-members-in-org');
    const { session, sent } = authed();
    const members = await listTeamMembers(session, TEAM).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/orgs/github/teams/justice-league/members', query: { per_page: '100' } });
    served.done();
    expect(members.map((m) => [m.login, m.id, m.type, m.site_admin])).toEqual([['octocat', 1, 'User', false]]);
  });

  it('sends the role filter', async () => {
    const served = replay('openapi/teams.list-members-in-org.maintainers');
    const { session, sent } = authed();
    await listTeamMembers(session, TEAM, { role: 'maintainer' }).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/orgs/github/teams/justice-league/members', query: { role: 'maintainer', per_page: '100' } });
    served.done();
  });

  it('lists on the id route (GHES)', async () => {
    const served = replay('openapi/ghes-3.19/teams.list-members-legacy');
    const { session, sent } = authed(GHES);
    const members = await listTeamMembers(session, 1).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/api/v3/teams/1/members', query: { per_page: '100' } });
    served.done();
    expect(members.map((m) => m.login)).toEqual(['octocat']);
  });

  it('refuses an unknown role before sending', () => {
    const { session, sent } = authed();
    expect(() => listTeamMembers(session, TEAM, { role: 'owner' as never })).toThrow(expect.objectContaining({ parameter: 'role' }));
    expect(sent).toHaveLength(0);
  });
});
