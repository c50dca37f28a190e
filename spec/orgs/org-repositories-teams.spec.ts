import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/errors/index.js';
import { editOrganization } from '../../src/orgs/edit-organization.js';
import { listOrganizationEvents, listOrganizationPublicEvents } from '../../src/activity/organization-events.js';
import { createOrganizationRepository, listOrganizationRepositories } from '../../src/repos/organization-repositories.js';
import { addOrganizationTeamRepository, removeOrganizationTeamRepository } from '../../src/teams/organization-team-repositories.js';
import { createTeam, getOrganizationTeam, listOrganizationTeams } from '../../src/teams/organization-teams.js';
import { asDict } from '../../src/models/library/objects.js';
import { refresh } from '../../src/core/operation.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { documentedResponse, loadRecording, replay } from '../support/recordings.js';
import { lacks } from '../support/lacks.js';

const authed = () => capturedSession({ token: 'test-token-org-repos' });

describe('createOrganizationRepository (Organization.create_repository)', () => {
  it('posts the options given, under their wire names, and parses the Repository', async () => {
    const served = replay('openapi/repos.create-in-org');
    const { session, sent } = authed();
    const repo = await createOrganizationRepository(session, 'github', 'Hello-World', {
      description: 'This is your first repository',
      homepage: 'https://github.com',
      private: false,
      hasIssues: true,
      hasProjects: true,
      hasWiki: true,
    });
    expectRequest(sent[0], {
      method: 'POST',
      path: '/orgs/github/repos',
      body: { name: 'Hello-World', description: 'This is your first repository', homepage: 'https://github.com', private: false, has_issues: true, has_projects: true, has_wiki: true },
    });
    served.done();
    expect([repo.id, repo.full_name, repo.owner?.login]).toEqual([1296269, 'octocat/Hello-World', 'octocat']);
  });

  it('sends team_id, license and gitignore templates; refuses a bad team id or an empty name before sending', async () => {
    nock('https://api.github.com').post('/orgs/github/repos').reply(201, documentedResponse('openapi/repos.create-in-org') as object);
    const { session, sent } = authed();
    await createOrganizationRepository(session, 'github', 'r', { teamId: 7, autoInit: true, licenseTemplate: 'mit', gitignoreTemplate: 'Node' });
    expectRequest(sent[0], { method: 'POST', path: '/orgs/github/repos', body: { name: 'r', team_id: 7, auto_init: true, license_template: 'mit', gitignore_template: 'Node' } });
    await expect(createOrganizationRepository(session, 'github', 'r', { teamId: 0 })).rejects.toThrow(expect.objectContaining({ parameter: 'teamId' }));
    await expect(createOrganizationRepository(session, 'github', ' ')).rejects.toThrow(expect.objectContaining({ parameter: 'name' }));
    expect(sent).toHaveLength(1);
  });
});

describe('listOrganizationRepositories (Organization.repositories)', () => {
  it('yields ShortRepository items (live)', async () => {
    nock('https://api.github.com').get('/orgs/codeforamerica/repos').query({ per_page: '100' }).reply(200, documentedResponse('live/repos.list-for-org') as object[]);
    const { session, sent } = authed();
    const repos = await listOrganizationRepositories(session, 'codeforamerica').toArray();
    expectRequest(sent[0], { method: 'GET', path: '/orgs/codeforamerica/repos', query: { per_page: '100' } });
    expect(repos).toHaveLength(30);
    expect(repos.slice(0, 2).map((r) => [r.full_name, r.id])).toEqual([
      ['codeforamerica/cfahelloworld', 967930],
      ['codeforamerica/shortstack', 1054616],
    ]);
  });

  it.each(['all', 'public', 'private', 'forks', 'sources', 'member'] as const)('sends type=%s', async (type) => {
    nock('https://api.github.com').get('/orgs/github/repos').query({ type, sort: 'full_name', direction: 'asc', per_page: '100' }).reply(200, []);
    const { session, sent } = authed();
    await listOrganizationRepositories(session, 'github', { type, sort: 'full_name', direction: 'asc' }).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/orgs/github/repos', query: { type, sort: 'full_name', direction: 'asc', per_page: '100' } });
  });

  it('refuses an unknown type before sending', () => {
    const { session, sent } = authed();
    expect(() => listOrganizationRepositories(session, 'github', { type: 'owner' as 'all' })).toThrow(expect.objectContaining({ parameter: 'type' }));
    expect(sent).toHaveLength(0);
  });
});

describe('addOrganizationTeamRepository / removeOrganizationTeamRepository (add_repository, remove_repository)', () => {
  it('puts the repository on the team by id, with a permission: the id route', async () => {
    const served = replay('openapi/teams.add-or-update-repo-permissions-legacy');
    const { session, sent } = authed();
    expect(await addOrganizationTeamRepository(session, 'github', 'octocat/Hello-World', 42, { permission: 'push' })).toBe(true);
    expectRequest(sent[0], { method: 'PUT', path: '/teams/42/repos/octocat/Hello-World', body: { permission: 'push' } });
    served.done();
  });

  it('puts it on the team given as { org, slug }: the slug route', async () => {
    const served = replay('openapi/teams.add-or-update-repo-permissions-in-org');
    const { session, sent } = authed();
    expect(await addOrganizationTeamRepository(session, 'github', 'octocat/Hello-World', { org: 'github', slug: 'justice-league' }, { permission: 'push' })).toBe(true);
    expectRequest(sent[0], { method: 'PUT', path: '/orgs/github/teams/justice-league/repos/octocat/Hello-World', body: { permission: 'push' } });
    served.done();
  });

  it('adds and removes with a parsed Team naming its organization: the slug route', async () => {
    const { session, sent } = authed();
    const team = await getTeamByName(session);
    const add = replay('openapi/teams.add-or-update-repo-permissions-in-org');
    const remove = replay('openapi/teams.remove-repo-in-org');
    expect(await addOrganizationTeamRepository(session, 'GitHub', { owner: 'octocat', repo: 'Hello-World' }, team, { permission: 'push' })).toBe(true);
    expect(await removeOrganizationTeamRepository(session, 'github', 'octocat/Hello-World', team)).toBe(true);
    expectRequest(sent[1], { method: 'PUT', path: '/orgs/github/teams/justice-league/repos/octocat/Hello-World', body: { permission: 'push' } });
    expectRequest(sent[2], { method: 'DELETE', path: '/orgs/github/teams/justice-league/repos/octocat/Hello-World' });
    add.done();
    remove.done();
  });

  it('removes it (live) from the team by its id, the id route; false on 404', async () => {
    const served = replay('live/teams.remove-repo-legacy');
    const { session, sent } = authed();
    const team = await getTeamFromLive(session);
    expect(await removeOrganizationTeamRepository(session, 'api-playground', { owner: 'api-playground', repo: 'api-sandbox' }, team.id as number)).toBe(true);
    expectRequest(sent[1], { method: 'DELETE', path: '/teams/10050505050000/repos/api-playground/api-sandbox' });
    served.done();
    nock('https://api.github.com').put('/teams/7/repos/o/r').reply(404, { message: 'Not Found' });
    expect(await addOrganizationTeamRepository(session, 'api-playground', 'o/r', { id: 7 })).toBe(false);
    expectRequest(sent[2], { method: 'PUT', path: '/teams/7/repos/o/r' });
  });

  it('refuses a team that is no team reference, a team of another organization, a repository with a dot segment, and an unknown permission, sending nothing', async () => {
    const { session, sent } = authed();
    for (const team of [0, -1, 1.5, '7', {}, { id: '7' }, { org: 'github', slug: '..' }, null]) {
      await expect(addOrganizationTeamRepository(session, 'github', 'o/r', team as never)).rejects.toThrow(expect.objectContaining({ parameter: expect.stringMatching(/^team/) }));
    }
    const elsewhere = { org: 'octo-org', slug: 'justice-league' };
    await expect(addOrganizationTeamRepository(session, 'github', 'o/r', elsewhere)).rejects.toThrow(expect.objectContaining({ parameter: 'team', message: expect.stringContaining('octo-org') }));
    await expect(removeOrganizationTeamRepository(session, 'github', 'o/r', elsewhere)).rejects.toThrow(expect.objectContaining({ parameter: 'team' }));
    await expect(removeOrganizationTeamRepository(session, 'github', 'o/..', 7)).rejects.toThrow(expect.objectContaining({ parameter: 'repository.repo' }));
    // A permission is a role's name (GitHub's five, or an organization's own role): text, never empty.
    await expect(addOrganizationTeamRepository(session, 'github', 'o/r', 7, { permission: '' })).rejects.toThrow(expect.objectContaining({ parameter: 'permission' }));
    expect(sent).toHaveLength(0);
  });
});

async function getTeamFromLive(session: ReturnType<typeof authed>['session']) {
  const served = replay('live/teams.get-legacy');
  const team = await getOrganizationTeam(session, 'api-playground', 10050505050000);
  served.done();
  return team;
}

async function getTeamByName(session: ReturnType<typeof authed>['session']) {
  const served = replay('openapi/teams.get-by-name');
  const team = await getOrganizationTeam(session, 'github', { org: 'github', slug: 'justice-league' });
  served.done();
  return team;
}

describe('getOrganizationTeam (Organization.team)', () => {
  it('gets the team by id (live): the id route', async () => {
    const { session, sent } = authed();
    const team = await getTeamFromLive(session);
    expectRequest(sent[0], { method: 'GET', path: '/teams/10050505050000' });
    expect([team.id, team.name, team.slug, team.permission, team.members_count, team.repos_count]).toEqual([10050505050000, 'Test Team 1394238664', 'test-team-1394238664', 'pull', 0, 0]);
    expect(team.members_urlt?.expand({ member: 'hubot' })).toBe('https://api.github.com/teams/10050505050000/members/hubot');
    expect(team.repositories_url).toBe('https://api.github.com/teams/10050505050000/repos');
    expect([team.organization?.id, team.organization?.login]).toEqual([6374841, 'api-playground']);
    // Absent in 2014: null, not an error.
    expect([lacks(team, 'created_at'), lacks(team, 'updated_at'), team.parent]).toEqual([true, true, null]);
  });

  it('gets the team given as { org, slug }, or as a parsed Team naming its organization: the slug route', async () => {
    const { session, sent } = authed();
    const team = await getTeamByName(session);
    expectRequest(sent[0], { method: 'GET', path: '/orgs/github/teams/justice-league' });
    expect([team.id, team.name, team.slug, team.organization?.login]).toEqual([1, 'Justice League', 'justice-league', 'github']);
    const again = replay('openapi/teams.get-by-name');
    expect((await getOrganizationTeam(session, 'github', team)).id).toBe(1);
    expectRequest(sent[1], { method: 'GET', path: '/orgs/github/teams/justice-league' });
    again.done();
  });

  it('refuses a team of another organization, and a bad organization, before sending', async () => {
    const { session, sent } = authed();
    const team = await getTeamFromLive(session);
    await expect(getOrganizationTeam(session, 'github', team)).rejects.toThrow(expect.objectContaining({ parameter: 'team', message: expect.stringContaining('api-playground') }));
    await expect(getOrganizationTeam(session, '..', 1)).rejects.toThrow(expect.objectContaining({ parameter: 'org' }));
    expect(sent).toHaveLength(1);
  });
});

describe('createTeam (Organization.create_team)', () => {
  it('posts the team with its options and parses the Team', async () => {
    const served = replay('openapi/teams.create');
    const { session, sent } = authed();
    const team = await createTeam(session, 'github', 'Justice League', { description: 'A great team', permission: 'push', notificationSetting: 'notifications_enabled', privacy: 'closed' });
    expectRequest(sent[0], {
      method: 'POST',
      path: '/orgs/github/teams',
      body: { name: 'Justice League', description: 'A great team', permission: 'push', notification_setting: 'notifications_enabled', privacy: 'closed' },
    });
    served.done();
    expect([team.id, team.slug, team.privacy, team.members_count, team.repos_count]).toEqual([1, 'justice-league', 'closed', 3, 10]);
    expect(team.organization?.login).toBe('github');
    expect(team.created_at).toEqual(new Date('2017-07-14T16:53:42Z'));
    expect(asDict(team)).toEqual(loadRecording('openapi/teams.create').interactions[0]?.response);
  });

  it('sends repo_names, maintainers and parent_team_id (live answer)', async () => {
    nock('https://api.github.com').post('/orgs/api-playground/teams').reply(201, documentedResponse('live/teams.create') as object);
    const { session, sent } = authed();
    const team = await createTeam(session, 'api-playground', 'Test Team 1394238592', { repoNames: ['api-playground/api-sandbox'], maintainers: ['hubot'], parentTeamId: 3, permission: 'pull' });
    expectRequest(sent[0], {
      method: 'POST',
      path: '/orgs/api-playground/teams',
      body: { name: 'Test Team 1394238592', repo_names: ['api-playground/api-sandbox'], maintainers: ['hubot'], parent_team_id: 3, permission: 'pull' },
    });
    expect([team.id, team.slug]).toEqual([10050505050000, 'test-team-1394238592']);
  });

  it('refuses an unknown privacy or permission, and a maintainer that is a dot segment, before sending', async () => {
    const { session, sent } = authed();
    await expect(createTeam(session, 'github', 'T', { privacy: 'open' as 'closed' })).rejects.toThrow(expect.objectContaining({ parameter: 'privacy' }));
    await expect(createTeam(session, 'github', 'T', { permission: 'maintain' as 'pull' })).rejects.toThrow(expect.objectContaining({ parameter: 'permission' }));
    await expect(createTeam(session, 'github', 'T', { maintainers: ['..'] })).rejects.toThrow(expect.objectContaining({ parameter: 'maintainers[0]' }));
    expect(sent).toHaveLength(0);
  });
});

describe('listOrganizationTeams (Organization.teams)', () => {
  it('yields ShortTeam items (live) that refresh to a Team', async () => {
    nock('https://api.github.com').get('/orgs/api-playground/teams').query({ per_page: '100' }).reply(200, documentedResponse('live/teams.list') as object[]);
    const { session, sent } = authed();
    const teams = await listOrganizationTeams(session, 'api-playground').toArray();
    expectRequest(sent[0], { method: 'GET', path: '/orgs/api-playground/teams', query: { per_page: '100' } });
    expect(teams.map((t) => [t.id, t.name, t.slug, t.permission])).toEqual([[634151, 'Owners', 'owners', 'admin']]);
    nock('https://api.github.com').get('/teams/634151').reply(200, documentedResponse('live/teams.get-legacy') as object);
    const full = await refresh(session, teams[0] as NonNullable<(typeof teams)[0]>);
    expect((full as { members_count?: number | null }).members_count).toBe(0);
  });
});

describe('editOrganization (Organization.edit)', () => {
  it('patches only the fields given (live): true on 200', async () => {
    const served = replay('live/orgs.update');
    const { session, sent } = authed();
    expect(await editOrganization(session, 'api-playground', { name: 'API Playground' })).toBe(true);
    expectRequest(sent[0], { method: 'PATCH', path: '/orgs/api-playground', body: { name: 'API Playground' } });
    served.done();
  });

  it('sends every documented field under its wire name; false on 404', async () => {
    nock('https://api.github.com').patch('/orgs/gone').reply(404, { message: 'Not Found' });
    const { session, sent } = authed();
    const changes = { billingEmail: 'b@example.com', company: 'C', email: 'e@example.com', location: 'L', description: 'D', defaultRepositoryPermission: 'write', hasOrganizationProjects: false, membersCanCreateRepositories: true } as const;
    expect(await editOrganization(session, 'gone', changes)).toBe(false);
    expectRequest(sent[0], {
      method: 'PATCH',
      path: '/orgs/gone',
      body: { billing_email: 'b@example.com', company: 'C', email: 'e@example.com', location: 'L', description: 'D', default_repository_permission: 'write', has_organization_projects: false, members_can_create_repositories: true },
    });
  });

  it('refuses no change at all, and a bad permission, before sending', async () => {
    const { session, sent } = authed();
    await expect(editOrganization(session, 'github')).rejects.toThrow(expect.objectContaining({ parameter: 'changes' }));
    await expect(editOrganization(session, 'github', {})).rejects.toThrow(ValidationError);
    await expect(editOrganization(session, 'github', { defaultRepositoryPermission: 'maintain' as 'read' })).rejects.toThrow(expect.objectContaining({ parameter: 'defaultRepositoryPermission' }));
    expect(sent).toHaveLength(0);
  });
});

describe('listOrganizationPublicEvents / listOrganizationEvents (public_events, all_events)', () => {
  it('lists the public events', async () => {
    const served = replay('openapi/activity.list-public-org-events');
    const { session, sent } = authed();
    const events = await listOrganizationPublicEvents(session, 'github').toArray();
    expectRequest(sent[0], { method: 'GET', path: '/orgs/github/events', query: { per_page: '100' } });
    served.done();
    expect(events[0]?.type).toBe('WatchEvent');
    expect(events.length).toBeGreaterThan(1);
  });

  it('lists the authenticated user’s organization dashboard, the organization first', async () => {
    const served = replay('openapi/activity.list-org-events-for-authenticated-user');
    const { session, sent } = authed();
    const events = await listOrganizationEvents(session, 'github', 'octocat').toArray();
    expectRequest(sent[0], { method: 'GET', path: '/users/octocat/events/orgs/github', query: { per_page: '100' } });
    served.done();
    expect(events.length).toBeGreaterThan(0);
  });

  it('refuses a missing username and an anonymous session before sending', () => {
    const { session, sent } = authed();
    expect(() => listOrganizationEvents(session, 'github', undefined as never)).toThrow(ValidationError);
    expect(() => listOrganizationEvents(capturedSession().session, 'github', 'octocat')).toThrow(ValidationError);
    expect(sent).toHaveLength(0);
  });
});
