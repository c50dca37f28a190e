import { isRecord, shown, text } from '../core/codec.js';
import { composed } from '../core/operation.js';
import { loginOf, repoOf, type AccountRef, type RepoRef } from '../core/refs.js';
import type { CallOptions, Session } from '../core/types.js';
import { ValidationError } from '../errors/validation-error.js';
import type { ShortTeam } from '../models/teams.js';
import { addTeamMember, type AddTeamMemberOptions } from '../teams/members.js';
import { addTeamRepository, removeTeamRepository, type AddTeamRepositoryOptions } from '../teams/repositories.js';
import { listOrganizationTeams } from '../teams/organization-teams.js';

/**
 * The older organization forms that name a team by its name (`add_repo(repo, team)`): the team
 * is looked up among the organization's teams, then addressed by its slug.
 */

/**
 * The team of an organization whose name is `name` (exactly, as shown; not the slug), or null
 * when it has none: lists the organization's teams until it is found. `GET /orgs/{org}/teams`
 * @example
 * ```ts
 * import { createSession } from 'hubops';
 * import { findOrganizationTeam } from 'hubops/orgs';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * const team = await findOrganizationTeam(session, 'github', 'Justice League');
 * console.log(team?.slug); // justice-league
 * ```
 */
export const findOrganizationTeam = /*#__PURE__*/ composed(async function findOrganizationTeam(session: Session, org: AccountRef, name: string, options: CallOptions = {}): Promise<ShortTeam | null> {
  text(name, 'team');
  if (name === '') throw new ValidationError('team', `needs a team's name, not ${shown(name)}`);
  const teams = listOrganizationTeams(session, org, options);
  for await (const team of teams) if (team.name === name) return team;
  return null;
}, listOrganizationTeams);

/** The check run now, as a promise: a bad argument is refused before the team is looked up. */
function checked(check: () => unknown): Promise<void> {
  try {
    check();
    return Promise.resolve();
  } catch (error) {
    return Promise.reject(error as Error);
  }
}

async function withNamedTeam<O extends CallOptions>(session: Session, org: AccountRef, name: string, options: O | undefined, then: (team: { org: AccountRef; slug: string }, options: O | undefined) => Promise<boolean>): Promise<boolean> {
  if (options !== undefined && !isRecord(options)) throw new ValidationError('options', `must be an object (or nothing), not ${shown(options)}`);
  const team = await findOrganizationTeam(session, org, name, { signal: options?.signal, headers: options?.headers });
  // The older forms answered false when the organization has no team of that name.
  if (team === null || typeof team.slug !== 'string') return false;
  return then({ org, slug: team.slug }, options);
}

/**
 * Gives the team of an organization named `teamName` access to a repository: false when the
 * organization has no such team (or the service answers 404).
 * `GET /orgs/{org}/teams`, `PUT /orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}`
 * @example
 * ```ts
 * import { createSession } from 'hubops';
 * import { addNamedTeamRepository } from 'hubops/orgs';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * await addNamedTeamRepository(session, 'github', 'octocat/Hello-World', 'Justice League', { permission: 'push' });
 * ```
 */
export const addNamedTeamRepository = /*#__PURE__*/ composed(function addNamedTeamRepository(session: Session, org: AccountRef, repository: RepoRef, teamName: string, options?: AddTeamRepositoryOptions): Promise<boolean> {
  return checked(() => repoOf(repository)).then(() => withNamedTeam(session, org, teamName, options, (team, rest) => addTeamRepository(session, team, repository, rest)));
}, listOrganizationTeams, addTeamRepository);

/**
 * Takes a repository away from the team of an organization named `teamName`: false when the
 * organization has no such team (or the service answers 404).
 * `GET /orgs/{org}/teams`, `DELETE /orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}`
 * @example
 * ```ts
 * import { createSession } from 'hubops';
 * import { removeNamedTeamRepository } from 'hubops/orgs';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * await removeNamedTeamRepository(session, 'github', 'octocat/Hello-World', 'Justice League');
 * ```
 */
export const removeNamedTeamRepository = /*#__PURE__*/ composed(function removeNamedTeamRepository(session: Session, org: AccountRef, repository: RepoRef, teamName: string, options?: CallOptions): Promise<boolean> {
  return checked(() => repoOf(repository)).then(() => withNamedTeam(session, org, teamName, options, (team, rest) => removeTeamRepository(session, team, repository, rest)));
}, listOrganizationTeams, removeTeamRepository);

/**
 * Adds a user to the team of an organization named `teamName`: false when the organization has
 * no such team (or the service answers 404).
 * `GET /orgs/{org}/teams`, `PUT /orgs/{org}/teams/{team_slug}/memberships/{username}`
 * @example
 * ```ts
 * import { createSession } from 'hubops';
 * import { addNamedTeamMember } from 'hubops/orgs';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * await addNamedTeamMember(session, 'github', 'octocat', 'Justice League');
 * ```
 */
export const addNamedTeamMember = /*#__PURE__*/ composed(function addNamedTeamMember(session: Session, org: AccountRef, username: AccountRef, teamName: string, options?: AddTeamMemberOptions): Promise<boolean> {
  return checked(() => loginOf(username, 'username')).then(() => withNamedTeam(session, org, teamName, options, (team, rest) => addTeamMember(session, team, username, rest)));
}, listOrganizationTeams, addTeamMember);
