import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { fromDict } from '../../src/models/library/objects.js';
import { Repository } from '../../src/models/repositories.js';
import { addTeamRepository, hasTeamRepository, listTeamRepositories, removeTeamRepository } from '../../src/teams/repositories.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { replay } from '../support/recordings.js';

const TEAM = { org: 'github', slug: 'justice-league' };
const GHES = 'https://ghe.example.com/api/v3';
const authed = (baseUrl?: string) => capturedSession({ token: 'test-token-teams', ...(baseUrl ? { baseUrl } : {}) });

describe('addTeamRepository (Team.add_repository)', () => {
  it('gives the team the repository with a permission on the slug route: true', async () => {
    const served = replay('openapi/teams.add-or-update-repo-permissions-in-org');
    const { session, sent } = authed();
    expect(await addTeamRepository(session, TEAM, 'octocat/Hello-World', { permission: 'push' })).toBe(true);
    expectRequest(sent[0], { method: 'PUT', path: '/orgs/github/teams/justice-league/repos/octocat/Hello-World', body: { permission: 'push' } });
    served.done();
  });

  it('does the same on the id route (GHES), the repository given parsed', async () => {
    const served = replay('openapi/ghes-3.19/teams.add-or-update-repo-permissions-legacy');
    const { session, sent } = authed(GHES);
    const repository = fromDict(Repository, { id: 1296269, full_name: 'octocat/Hello-World' });
    expect(await addTeamRepository(session, 1, repository, { permission: 'push' })).toBe(true);
    expectRequest(sent[0], { method: 'PUT', path: '/api/v3/teams/1/repos/octocat/Hello-World', body: { permission: 'push' } });
    served.done();
  });

  it('sends no body without a permission (the team’s own applies)', async () => {
    nock('https://api.github.com').put('/orgs/github/teams/justice-league/repos/octocat/Hello-World').reply(204);
    const { session, sent } = authed();
    expect(await addTeamRepository(session, TEAM, { owner: 'octocat', repo: 'Hello-World' })).toBe(true);
    expectRequest(sent[0], { method: 'PUT', path: '/orgs/github/teams/justice-league/repos/octocat/Hello-World' });
  });

  it('refuses a blank permission and a bad repository before sending', async () => {
    const { session, sent } = authed();
    await expect(addTeamRepository(session, TEAM, 'octocat/Hello-World', { permission: ' ' })).rejects.toThrow(expect.objectContaining({ parameter: 'permission' }));
    await expect(addTeamRepository(session, TEAM, '../Hello-World')).rejects.toThrow(expect.objectContaining({ parameter: 'repository.owner' }));
    expect(sent).toHaveLength(0);
  });
});

describe('removeTeamRepository (Team.remove_repository)', () => {
  it('takes the repository away on the slug route: true', async () => {
    const served = replay('openapi/teams.remove-repo-in-org');
    const { session, sent } = authed();
    expect(await removeTeamRepository(session, TEAM, 'octocat/Hello-World')).toBe(true);
    expectRequest(sent[0], { method: 'DELETE', path: '/orgs/github/teams/justice-league/repos/octocat/Hello-World' });
    served.done();
  });

  it('does the same on the id route (live)', async () => {
    const served = replay('live/teams.remove-repo');
    const { session, sent } = authed();
    expect(await removeTeamRepository(session, 10050505050000, 'api-playground/api-sandbox')).toBe(true);
    expectRequest(sent[0], { method: 'DELETE', path: '/teams/10050505050000/repos/api-playground/api-sandbox' });
    served.done();
  });

  it('is false on 404', async () => {
    nock('https://api.github.com').delete('/teams/7/repos/octocat/Hello-World').reply(404, { message: 'Not Found' });
    const { session } = authed();
    expect(await removeTeamRepository(session, 7, 'octocat/Hello-World')).toBe(false);
  });
});

describe('hasTeamRepository (Team.has_repository)', () => {
  it.each([
    ['live/teams.check-repo-in-org', 'test-team-1661541704', true],
    ['live/teams.check-repo-in-org.404', 'test-team-1661541973', false],
  ] as const)('reads 204 as yes and 404 as no on the slug route (%s)', async (recording, slug, answer) => {
    const served = replay(recording);
    const { session, sent } = authed();
    expect(await hasTeamRepository(session, { org: 'api-playground', slug }, 'api-playground/api-sandbox')).toBe(answer);
    expectRequest(sent[0], { method: 'GET', path: `/orgs/api-playground/teams/${slug}/repos/api-playground/api-sandbox` });
    served.done();
  });

  it('is true on 204 from the id route (GHES)', async () => {
    const served = replay('openapi/ghes-3.19/teams.check-permissions-for-repo-legacy.204');
    const { session, sent } = authed(GHES);
    expect(await hasTeamRepository(session, 1, 'octocat/Hello-World')).toBe(true);
    expectRequest(sent[0], { method: 'GET', path: '/api/v3/teams/1/repos/octocat/Hello-World' });
    served.done();
  });

  it('is false on 404 from the id route (live)', async () => {
    const served = replay('live/teams.check-repo.404');
    const { session, sent } = authed();
    expect(await hasTeamRepository(session, 10050505050000, 'api-playground/notateamrepository')).toBe(false);
    expectRequest(sent[0], { method: 'GET', path: '/teams/10050505050000/repos/api-playground/notateamrepository' });
    served.done();
  });
});

describe('listTeamRepositories (Team.repositories)', () => {
  it('yields ShortRepositories on the slug route', async () => {
    const served = replay('openapi/teams.list-repos-in-org');
    const { session, sent } = authed();
    const repositories = await listTeamRepositories(session, TEAM).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/orgs/github/teams/justice-league/repos', query: { per_page: '100' } });
    served.done();
    expect(repositories.map((r) => [r.id, r.full_name, r.owner?.login, r.private])).toEqual([[1296269, 'octocat/Hello-World', 'octocat', false]]);
  });

  it('lists on the id route (GHES)', async () => {
    const served = replay('openapi/ghes-3.19/teams.list-repos-legacy');
    const { session, sent } = authed(GHES);
    const repositories = await listTeamRepositories(session, 1).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/api/v3/teams/1/repos', query: { per_page: '100' } });
    served.done();
    expect(repositories.map((r) => r.full_name)).toEqual(['octocat/Hello-World']);
  });
});
