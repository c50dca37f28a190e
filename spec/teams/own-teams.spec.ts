import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { createClient } from '../../src/client.js';
import { ValidationError } from '../../src/errors/index.js';
import { sameTeam } from '../../src/teams/equality.js';
import { listOwnTeams } from '../../src/teams/own-teams.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { documentedResponse, replay } from '../support/recordings.js';
import { lacks } from '../support/lacks.js';

const authed = () => capturedSession({ token: 'test-token-teams' });

describe('listOwnTeams (user_teams, iter_user_teams)', () => {
  it('yields full Teams, each with its organization', async () => {
    const served = replay('openapi/teams.list-for-authenticated-user');
    const { session, sent } = authed();
    const [team, ...rest] = await listOwnTeams(session).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/user/teams', query: { per_page: '100' } });
    served.done();
    expect(rest).toEqual([]);
    expect([team?.id, team?.name, team?.slug, team?.permission, team?.members_count, team?.repos_count, team?.repositories_url]).toEqual([
      1,
      'Justice League',
      'justice-league',
      'admin',
      3,
      10,
      'https://api.github.com/teams/1/repos',
    ]);
    expect(team?.organization?.login).toBe('github');
    expect(team?.members_urlt?.expand({ member: 'octocat' })).toBe('https://api.github.com/teams/1/members/octocat');
    expect(team?.created_at?.toISOString()).toBe('2017-07-14T16:53:42.000Z');
  });

  it('reads the 2014 representation live recorded (no slug route data beyond the organization)', async () => {
    // octokit.rb sent no per_page; hubops always does, so the recorded answer is served for the request it makes.
    nock('https://api.github.com').get('/user/teams').query({ per_page: '100' }).reply(200, documentedResponse('live/teams.list-for-authenticated-user') as object);
    const { session } = authed();
    const [team] = await listOwnTeams(session).toArray();
    expect([team?.id, team?.name, team?.slug, team?.permission, team?.members_count, team?.repos_count]).toEqual([634151, 'Owners', 'owners', 'admin', 1, 24]);
    expect(team?.organization?.login).toBe('api-playground');
    expect([lacks(team, 'html_url'), lacks(team, 'created_at'), team?.parent]).toEqual([true, true, null]);
    expect(team?.members_urlt?.expand({ member: 'api-padawan' })).toBe('https://api.github.com/teams/634151/members/api-padawan');
  });

  it('needs an authenticated session', () => {
    const { session, sent } = capturedSession();
    expect(() => listOwnTeams(session)).toThrow(ValidationError);
    expect(sent).toHaveLength(0);
  });
});

describe('the facade', () => {
  it('gh.userTeams and its older name gh.iterUserTeams list the same teams', async () => {
    const served = replay('openapi/teams.list-for-authenticated-user');
    nock('https://api.github.com').get('/user/teams').query({ per_page: '100' }).reply(200, documentedResponse('openapi/teams.list-for-authenticated-user') as object);
    const gh = createClient({ token: 'test-token-teams' });
    const [a] = await gh.userTeams().toArray();
    const [b] = await gh.iterUserTeams().toArray();
    served.done();
    expect(a && b && sameTeam(a, b)).toBe(true);
  });

  it('gh.Team operations take the team first, and a team from a listing reaches its slug route', async () => {
    const listed = replay('openapi/teams.list-for-authenticated-user');
    const gh = createClient({ token: 'test-token-teams' });
    const [team] = await gh.userTeams().toArray();
    listed.done();
    const served = replay('openapi/teams.list-repos-in-org');
    const repositories = await gh.Team.repositories(team as NonNullable<typeof team>).toArray();
    served.done();
    expect(repositories.map((r) => r.full_name)).toEqual(['octocat/Hello-World']);
  });
});

describe('sameTeam', () => {
  it('compares by id; what has no id is the same as nothing', () => {
    expect(sameTeam({ id: 1 }, { id: 1 })).toBe(true);
    expect(sameTeam({ id: 1 }, { id: 2 })).toBe(false);
    expect(sameTeam({ id: null }, { id: null })).toBe(false);
    expect(sameTeam(null, { id: 1 })).toBe(false);
  });
});
