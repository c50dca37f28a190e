import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../../src/errors/index.js';
import { getTeamMembership, inviteToTeam, revokeTeamMembership } from '../../src/teams/memberships.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { documentedResponse, replay } from '../support/recordings.js';
import { rejection } from '../support/rejection.js';

const TEAM = { org: 'github', slug: 'justice-league' };
const authed = () => capturedSession({ token: 'test-token-teams' });

describe('getTeamMembership (Team.membership_for)', () => {
  it('reads the membership on the slug route', async () => {
    const served = replay('openapi/teams.get-membership-for-user-in-org');
    const { session, sent } = authed();
    const membership = await getTeamMembership(session, TEAM, 'octocat');
    expectRequest(sent[0], { method: 'GET', path: '/orgs/github/teams/justice-league/memberships/octocat' });
    served.done();
    expect([membership.state, membership.role, membership.url, membership.active, membership.pending]).toEqual(['active', 'maintainer', 'https://api.github.com/teams/1/memberships/octocat', true, false]);
  });

  it('reads the membership on the id route (live)', async () => {
    const served = replay('live/teams.get-membership');
    const { session, sent } = authed();
    const membership = await getTeamMembership(session, 123456, { login: 'api-padawan' });
    expectRequest(sent[0], { method: 'GET', path: '/teams/123456/memberships/api-padawan' });
    served.done();
    expect([membership.state, membership.role, membership.url]).toEqual(['active', 'maintainer', 'https://api.github.com/teams/123456/memberships/api-padawan']);
  });

  it('throws NotFoundError when there is no membership', async () => {
    const served = replay('openapi/teams.get-membership-for-user-in-org.404');
    const { session } = authed();
    await rejection(getTeamMembership(session, TEAM, 'octocat'), NotFoundError);
    served.done();
  });
});

describe('inviteToTeam (Team.invite)', () => {
  it('gives a pending membership with its url for a user outside the organization (slug route)', async () => {
    const scope = nock('https://api.github.com')
      .put('/orgs/github/teams/justice-league/memberships/octocat')
      .reply(200, documentedResponse('openapi/teams.add-or-update-membership-for-user-in-org') as object);
    const { session, sent } = authed();
    const membership = await inviteToTeam(session, TEAM, 'octocat');
    expectRequest(sent[0], { method: 'PUT', path: '/orgs/github/teams/justice-league/memberships/octocat' });
    expect(scope.isDone()).toBe(true);
    expect([membership.state, membership.pending, membership.url, membership.role]).toEqual(['pending', true, 'https://api.github.com/teams/1/memberships/octocat', 'member']);
  });

  it('gives the membership on the id route; a member of the organization is active at once (live)', async () => {
    const served = replay('live/teams.add-membership');
    const { session, sent } = authed();
    const membership = await inviteToTeam(session, 123456, 'api-padawan');
    expectRequest(sent[0], { method: 'PUT', path: '/teams/123456/memberships/api-padawan' });
    served.done();
    expect([membership.state, membership.active]).toEqual(['active', true]);
  });

  it('takes the role GitHub documents, and refuses any other option before sending', async () => {
    const { session, sent } = authed();
    await expect(inviteToTeam(session, TEAM, 'octocat', { role: 'owner' as 'member' })).rejects.toThrow(expect.objectContaining({ parameter: 'role' }));
    await expect(inviteToTeam(session, TEAM, 'octocat', { rank: 'maintainer' } as never)).rejects.toThrow(expect.objectContaining({ parameter: 'rank' }));
    expect(sent).toHaveLength(0);
  });
});

describe('revokeTeamMembership (Team.revoke_membership)', () => {
  it('deletes the membership on the slug route: true', async () => {
    const served = replay('openapi/teams.remove-membership-for-user-in-org');
    const { session, sent } = authed();
    expect(await revokeTeamMembership(session, TEAM, 'octocat')).toBe(true);
    expectRequest(sent[0], { method: 'DELETE', path: '/orgs/github/teams/justice-league/memberships/octocat' });
    served.done();
  });

  it('deletes the membership on the id route (live): true', async () => {
    const served = replay('live/teams.remove-membership');
    const { session, sent } = authed();
    expect(await revokeTeamMembership(session, 123456, 'api-padawan')).toBe(true);
    expectRequest(sent[0], { method: 'DELETE', path: '/teams/123456/memberships/api-padawan' });
    served.done();
  });

  it('is false on 404', async () => {
    nock('https://api.github.com').delete('/teams/123456/memberships/api-padawan').reply(404, { message: 'Not Found' });
    const { session } = authed();
    expect(await revokeTeamMembership(session, 123456, 'api-padawan')).toBe(false);
  });
});
