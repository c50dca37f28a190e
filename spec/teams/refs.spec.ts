import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/errors/index.js';
import { fromDict } from '../../src/models/library/objects.js';
import { ShortTeam, Team } from '../../src/models/teams.js';
import { deleteTeam } from '../../src/teams/edit-team.js';
import { teamOf } from '../../src/teams/refs.js';
import { capturedSession } from '../support/capture.js';
import { documentedResponse } from '../support/recordings.js';

/** The team reference: which route each form of it reaches, and what it refuses. */

const fullTeam = () => fromDict(Team, documentedResponse('openapi/teams.update-in-org') as Record<string, unknown>);
const listedTeam = () => fromDict(ShortTeam, (documentedResponse('openapi/teams.list-for-authenticated-user') as Record<string, unknown>[])[0] as Record<string, unknown>);

describe('teamOf: the route a team reference reaches', () => {
  it('reaches the id route with a team id', () => {
    expect(teamOf(42, 'team')).toEqual({ team_id: 42 });
  });

  it('reaches the slug route with { org, slug }, the organization given as a login or parsed', () => {
    expect(teamOf({ org: 'github', slug: 'justice-league' }, 'team')).toEqual({ org: 'github', team_slug: 'justice-league' });
    expect(teamOf({ org: { login: 'github' }, slug: 'justice-league' }, 'team')).toEqual({ org: 'github', team_slug: 'justice-league' });
  });

  it('reaches a full Team by its organization and slug, though its url is the id form', () => {
    const team = fullTeam();
    expect(team.url).toBe('https://api.github.com/teams/1');
    expect(teamOf(team, 'team')).toEqual({ org: 'github', team_slug: 'justice-league' });
  });

  it('reaches a listed ShortTeam, which names no organization, through its html_url', () => {
    const team = listedTeam();
    expect('organization' in team && team.organization).toBeFalsy();
    expect(teamOf(team, 'team')).toEqual({ org: 'github', team_slug: 'justice-league' });
  });

  it('reaches an older team (no organization login, no html_url) by its id', () => {
    const team = fromDict(ShortTeam, { id: 634151, slug: 'owners', url: 'https://api.github.com/teams/634151', name: 'Owners' });
    expect(teamOf(team, 'team')).toEqual({ team_id: 634151 });
  });

  it.each([
    ['team', 0],
    ['team', -1],
    ['team', 1.5],
    ['team', 'justice-league'],
    ['team', null],
    ['team', []],
    ['team', {}],
    ['team.org', { org: '..', slug: 'justice-league' }],
    ['team.org', { org: 'git/hub', slug: 'justice-league' }],
    ['team.slug', { org: 'github', slug: '..' }],
    ['team.slug', { org: 'github', slug: '%2E%2E' }],
    ['team.slug', { org: 'github' }],
    ['team.html_url', { id: 1, html_url: 'https://github.com/orgs/github/teams/%2E%2E' }],
    ['team.html_url', { id: 1, html_url: 'https://github.com/orgs/%2E%2E/teams/justice-league' }],
    ['team.html_url', { id: 1, html_url: 'https://github.com/orgs/git%2Fhub/teams/justice-league' }],
    ['team.organization.login', { id: 1, slug: 'justice-league', organization: { login: '..' } }],
    ['team.slug', { id: 1, slug: '..', organization: { login: 'github' } }],
    ['team.id', { id: 0 }],
    ['team', { url: 'https://api.github.com/teams/1' }],
  ])('refuses %s in %j', (parameter, value) => {
    expect(() => teamOf(value, 'team')).toThrow(ValidationError);
    expect(() => teamOf(value, 'team')).toThrow(expect.objectContaining({ parameter }));
  });

  it('refuses a bad reference before sending anything', async () => {
    const { session, sent } = capturedSession({ token: 'test-token-teams' });
    await expect(deleteTeam(session, { org: 'github', slug: '%2e%2e' })).rejects.toThrow(expect.objectContaining({ parameter: 'team.slug' }));
    await expect(deleteTeam(session, 'justice-league' as never)).rejects.toThrow(ValidationError);
    expect(sent).toHaveLength(0);
  });
});
