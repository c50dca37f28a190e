import { type WithDescribed, body, path, type Op, bool } from '../core/operation.js';
import { required } from '../core/codec.js';
import { account, repository, type AccountRef, type RepoRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { organizationTeamOperation, type TeamAddress } from './refs.js';
import { addOrUpdateRepoPermissionsInOrgMembers, type AddOrUpdateRepoPermissionsInOrgMembers } from './generated/members/add-or-update-repo-permissions-in-org.js';

const org = /*#__PURE__*/ path(account, 'org');

export interface TeamRepositoryOptions extends CallOptions {
  /**
   * What the team may do on the repository: `pull`, `triage`, `push`, `maintain`, `admin`, or the
   * name of an organization's custom repository role; the service's default (the team's own
   * permission) without it.
   */
  permission?: 'pull' | 'triage' | 'push' | 'maintain' | 'admin' | (string & {});
}

/**
 * Gives a team of an organization access to a repository (`'owner/repo'`, `{ owner, repo }` or
 * parsed). The team is a parsed team, `{ org, slug }` (the slug route; a team of another
 * organization is refused) or its id (the id route, which names no organization: the
 * organization is checked, not sent). False on 404.
 * `PUT /orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}`, `PUT /teams/{team_id}/repos/{owner}/{repo}`
 */
export const addOrganizationTeamRepository: Op<[org: AccountRef, repository: RepoRef, team: TeamAddress], WithDescribed<TeamRepositoryOptions, AddOrUpdateRepoPermissionsInOrgMembers, 'repository' | 'team'>, Promise<boolean>> = /*#__PURE__*/ organizationTeamOperation('/repos/{owner}/{repo}', {
  described: addOrUpdateRepoPermissionsInOrgMembers,
  method: 'PUT',
  target: org,
  args: ['repository', 'team'],
  params: { repository: /*#__PURE__*/ path(repository), permission: /*#__PURE__*/ body(required) },
  auth: 'add_repository',
  result: /*#__PURE__*/ bool(),
});

/**
 * Takes a repository away from a team of an organization (the team addressed as for
 * `addOrganizationTeamRepository`). False on 404.
 * `DELETE /orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}`, `DELETE /teams/{team_id}/repos/{owner}/{repo}`
 */
export const removeOrganizationTeamRepository: Op<[org: AccountRef, repository: RepoRef, team: TeamAddress], CallOptions, Promise<boolean>> = /*#__PURE__*/ organizationTeamOperation('/repos/{owner}/{repo}', {
  method: 'DELETE',
  target: org,
  args: ['repository', 'team'],
  params: { repository: /*#__PURE__*/ path(repository) },
  auth: 'remove_repository',
  result: /*#__PURE__*/ bool(),
});
