import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { UnprocessableEntity } from '../../src/errors/index.js';
import { fromDict } from '../../src/models/library/objects.js';
import { Team } from '../../src/models/teams.js';
import { deleteTeam, editTeam } from '../../src/teams/edit-team.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { documentedResponse, replay } from '../support/recordings.js';
import { rejection } from '../support/rejection.js';

const TEAM = { org: 'github', slug: 'justice-league' };
const authed = () => capturedSession({ token: 'test-token-teams' });

describe('editTeam (Team.edit)', () => {
  it('sends the name and the settings given on the slug route: true', async () => {
    const served = replay('openapi/teams.update-in-org');
    const { session, sent } = authed();
    const changed = await editTeam(session, TEAM, 'new team name', { description: 'new team description', privacy: 'closed', notificationSetting: 'notifications_enabled' });
    expect(changed).toBe(true);
    expectRequest(sent[0], {
      method: 'PATCH',
      path: '/orgs/github/teams/justice-league',
      body: { name: 'new team name', description: 'new team description', privacy: 'closed', notification_setting: 'notifications_enabled' },
    });
    served.done();
  });

  it('sends only the name on the id route (live)', async () => {
    const served = replay('live/teams.update');
    const { session, sent } = authed();
    expect(await editTeam(session, 10050505050000, 'API Jedi')).toBe(true);
    expectRequest(sent[0], { method: 'PATCH', path: '/teams/10050505050000', body: { name: 'API Jedi' } });
    served.done();
  });

  it('takes the parent team’s id, or null for a team at the top, and the deprecated permission', async () => {
    const body = documentedResponse('openapi/teams.update-in-org') as object;
    nock('https://api.github.com').patch('/orgs/github/teams/justice-league').times(3).reply(200, body);
    const { session, sent } = authed();
    await editTeam(session, TEAM, 'Justice League', { parentTeamId: 2, permission: 'push' });
    await editTeam(session, TEAM, 'Justice League', { parentTeamId: null });
    // The interface and the service's description both name pull, push and admin.
    await editTeam(session, TEAM, 'Justice League', { permission: 'admin' });
    expectRequest(sent[0], { method: 'PATCH', path: '/orgs/github/teams/justice-league', body: { name: 'Justice League', parent_team_id: 2, permission: 'push' } });
    expectRequest(sent[1], { method: 'PATCH', path: '/orgs/github/teams/justice-league', body: { name: 'Justice League', parent_team_id: null } });
    expectRequest(sent[2], { method: 'PATCH', path: '/orgs/github/teams/justice-league', body: { name: 'Justice League', permission: 'admin' } });
  });

  it('throws the service’s refusal', async () => {
    nock('https://api.github.com').patch('/teams/7').reply(422, { message: 'Validation Failed', errors: [{ resource: 'Team', code: 'invalid', field: 'privacy' }] });
    const { session } = authed();
    await rejection(editTeam(session, 7, 'Justice League', { privacy: 'secret' }), UnprocessableEntity);
  });

  it.each([
    ['name', ['  ', {}]],
    ['privacy', ['Justice League', { privacy: 'visible' }]],
    ['permission', ['Justice League', { permission: 'maintain' }]],
    ['parentTeamId', ['Justice League', { parentTeamId: 0 }]],
    ['notificationSetting', ['Justice League', { notificationSetting: 'on' }]],
    ['parent_team_id', ['Justice League', { parent_team_id: 2 }]],
  ] as const)('refuses a bad %s before sending', async (parameter, args) => {
    const { session, sent } = authed();
    const edit = editTeam as unknown as (...rest: unknown[]) => Promise<unknown>;
    await expect(edit(session, TEAM, ...args)).rejects.toThrow(expect.objectContaining({ parameter }));
    expect(sent).toHaveLength(0);
  });
});

describe('deleteTeam (Team.delete)', () => {
  it('deletes a parsed team by its organization and slug: true', async () => {
    const served = replay('openapi/teams.delete-in-org');
    const { session, sent } = authed();
    const team = fromDict(Team, documentedResponse('openapi/teams.update-in-org') as Record<string, unknown>);
    expect(await deleteTeam(session, team)).toBe(true);
    expectRequest(sent[0], { method: 'DELETE', path: '/orgs/github/teams/justice-league' });
    served.done();
  });

  it.each([
    ['live/teams.delete', true],
    ['live/teams.delete.404', false],
  ] as const)('reads the id route’s answer (%s)', async (recording, answer) => {
    const served = replay(recording);
    const { session, sent } = authed();
    expect(await deleteTeam(session, 10050505050000)).toBe(answer);
    expectRequest(sent[0], { method: 'DELETE', path: '/teams/10050505050000' });
    served.done();
  });
});
