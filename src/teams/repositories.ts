import { required } from '../core/codec.js';
import { type WithDescribed, body, path, type Op, bool, list } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { repository, type RepoRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { ShortRepository } from '../models/repositories.js';
import { teamOperation, type TeamAddress } from './refs.js';
import { addOrUpdateRepoPermissionsInOrgMembers, type AddOrUpdateRepoPermissionsInOrgMembers } from './generated/members/add-or-update-repo-permissions-in-org.js';

/** The repositories a team has access to. */

/** A permission on a repository: one of the service's roles, or a custom repository role of the organization. */
export type TeamPermission = 'pull' | 'triage' | 'push' | 'maintain' | 'admin' | (string & {});

export interface AddTeamRepositoryOptions extends CallOptions {
  /**
   * `pull`, `triage`, `push`, `maintain`, `admin`, or a custom repository role's name (the id
   * route takes `pull`, `push`, `admin`); without it the team's own `permission` applies.
   */
  permission?: TeamPermission;
}

/**
 * Gives a team access to a repository, or changes its permission there: true once given, false
 * when the service answers 404. `PUT /orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}`, `PUT /teams/{team_id}/repos/{owner}/{repo}`
 */
export const addTeamRepository: Op<[team: TeamAddress, repository: RepoRef], WithDescribed<AddTeamRepositoryOptions, AddOrUpdateRepoPermissionsInOrgMembers, 'repository'>, Promise<boolean>> = /*#__PURE__*/ teamOperation('/repos/{owner}/{repo}', {
  described: addOrUpdateRepoPermissionsInOrgMembers,
  method: 'PUT',
  args: ['repository'],
  params: { repository: /*#__PURE__*/ path(repository), permission: /*#__PURE__*/ body(required) },
  result: /*#__PURE__*/ bool(),
});

/**
 * Takes a repository away from a team: true when done, false when the service answers 404.
 * `DELETE /orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}`, `DELETE /teams/{team_id}/repos/{owner}/{repo}`
 */
export const removeTeamRepository: Op<[team: TeamAddress, repository: RepoRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ teamOperation('/repos/{owner}/{repo}', {
  method: 'DELETE',
  args: ['repository'],
  params: { repository: /*#__PURE__*/ path(repository) },
  result: /*#__PURE__*/ bool(),
});

/**
 * Whether a team has access to a repository: 204 yes, 404 no (also what the service answers for
 * a repository the team cannot see). `GET /orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}`, `GET /teams/{team_id}/repos/{owner}/{repo}`
 */
export const hasTeamRepository: Op<[team: TeamAddress, repository: RepoRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ teamOperation('/repos/{owner}/{repo}', {
  args: ['repository'],
  params: { repository: /*#__PURE__*/ path(repository) },
  result: /*#__PURE__*/ bool(),
});

/** The repositories a team has access to. `GET /orgs/{org}/teams/{team_slug}/repos`, `GET /teams/{team_id}/repos` */
export const listTeamRepositories: Op<[team: TeamAddress], PageOptions, PageIterator<ShortRepository>> = /*#__PURE__*/ teamOperation('/repos', {
  result: /*#__PURE__*/ list(ShortRepository),
});
