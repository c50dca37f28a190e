import { oneOf, positive, required } from '../core/codec.js';
import { type WithDescribed, body, operation, path, query, type Op, bool, list, one } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { account, repository, type AccountRef, type RepoRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { newRepositoryParams, type NewRepositoryOptions } from '../repos/create-repository.js';
import { Repository, ShortRepository } from '../models/repositories.js';
import { organizationTeamOperation, type TeamAddress } from '../teams/refs.js';
import { addOrUpdateRepoPermissionsInOrgMembers, type AddOrUpdateRepoPermissionsInOrgMembers } from '../teams/generated/members/add-or-update-repo-permissions-in-org.js';
import { createInOrgMembers, type CreateInOrgMembers } from '../repos/generated/members/create-in-org.js';
import { listForOrgMembers, type ListForOrgMembers } from '../repos/generated/members/list-for-org.js';

const org = /*#__PURE__*/ path(account, 'org');

export interface NewOrganizationRepositoryOptions extends NewRepositoryOptions {
  /** The id of the team given access to the new repository. */
  teamId?: number;
}

/** Creates a repository owned by an organization; only the options given are sent. `POST /orgs/{org}/repos` */
export const createOrganizationRepository: Op<[org: AccountRef, name: string], WithDescribed<NewOrganizationRepositoryOptions, CreateInOrgMembers, 'name'>, Promise<Repository>> = /*#__PURE__*/ operation({
  described: createInOrgMembers,
  method: 'POST',
  path: '/orgs/{org}/repos',
  target: org,
  args: ['name'],
  params: { ...newRepositoryParams, teamId: /*#__PURE__*/ body(positive) },
  auth: 'create_repository',
  result: /*#__PURE__*/ one(Repository),
});

export interface OrganizationRepositoriesOptions extends PageOptions {
  /** Which repositories: `all` (the default), `public`, `private`, `forks`, `sources` or `member`. */
  type?: 'all' | 'public' | 'private' | 'forks' | 'sources' | 'member';
  /** `created` (the default), `updated`, `pushed` or `full_name`. */
  sort?: 'created' | 'updated' | 'pushed' | 'full_name';
  /** `asc` or `desc`; the service's default is `asc` for `full_name`, otherwise `desc`. */
  direction?: 'asc' | 'desc';
}

/** The repositories of an organization the requester may see. `GET /orgs/{org}/repos` */
export const listOrganizationRepositories: Op<[org: AccountRef], WithDescribed<OrganizationRepositoriesOptions, ListForOrgMembers>, PageIterator<ShortRepository>> = /*#__PURE__*/ operation({
  described: listForOrgMembers,
  path: '/orgs/{org}/repos',
  target: org,
  params: {
    type: /*#__PURE__*/ query(/*#__PURE__*/ oneOf('all', 'public', 'private', 'forks', 'sources', 'member')),
    sort: /*#__PURE__*/ query(/*#__PURE__*/ oneOf('created', 'updated', 'pushed', 'full_name')),
    direction: /*#__PURE__*/ query(/*#__PURE__*/ oneOf('asc', 'desc')),
  },
  result: /*#__PURE__*/ list(ShortRepository),
});

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
  params: { repository: path(repository), permission: body(required) },
  auth: 'add_repository',
  result: bool(),
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
  params: { repository: path(repository) },
  auth: 'remove_repository',
  result: bool(),
});
