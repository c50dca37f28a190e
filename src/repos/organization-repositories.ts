import { oneOf, positive } from '../core/codec.js';
import { type WithDescribed, body, joined, operation, path, query, type Op, list, one } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { account, type AccountRef } from '../core/refs.js';
import { newRepositoryParams, type NewRepositoryOptions } from './create-repository.js';
import { Repository, ShortRepository } from '../models/repositories.js';
import { createInOrgMembers, type CreateInOrgMembers } from './generated/members/create-in-org.js';
import { listForOrgMembers, type ListForOrgMembers } from './generated/members/list-for-org.js';

const org = /*#__PURE__*/ path(account, 'org');

export interface NewOrganizationRepositoryOptions extends NewRepositoryOptions {
  /** The id of the team given access to the new repository. */
  teamId?: number;
}

/** Creates a repository owned by an organization; only the options given are sent. `POST /orgs/{org}/repos` */
export const createOrganizationRepository: Op<[org: AccountRef, name: string], WithDescribed<NewOrganizationRepositoryOptions, CreateInOrgMembers, 'name'>, Promise<Repository>> = /*#__PURE__*/ operation(() => ({
  described: createInOrgMembers,
  method: 'POST',
  path: '/orgs/{org}/repos',
  target: org,
  args: ['name'],
  params: /*#__PURE__*/ joined(newRepositoryParams, { teamId: /*#__PURE__*/ body(positive) }),
  auth: 'create_repository',
  result: /*#__PURE__*/ one(Repository),
}));

export interface OrganizationRepositoriesOptions extends PageOptions {
  /** Which repositories: `all` (the default), `public`, `private`, `forks`, `sources` or `member`. */
  type?: 'all' | 'public' | 'private' | 'forks' | 'sources' | 'member';
  /** `created` (the default), `updated`, `pushed` or `full_name`. */
  sort?: 'created' | 'updated' | 'pushed' | 'full_name';
  /** `asc` or `desc`; the service's default is `asc` for `full_name`, otherwise `desc`. */
  direction?: 'asc' | 'desc';
}

/** The repositories of an organization the requester may see. `GET /orgs/{org}/repos` */
export const listOrganizationRepositories: Op<[org: AccountRef], WithDescribed<OrganizationRepositoriesOptions, ListForOrgMembers>, PageIterator<ShortRepository>> = /*#__PURE__*/ operation(() => ({
  described: listForOrgMembers,
  path: '/orgs/{org}/repos',
  target: org,
  params: {
    type: /*#__PURE__*/ query(/*#__PURE__*/ oneOf('all', 'public', 'private', 'forks', 'sources', 'member')),
    sort: /*#__PURE__*/ query(/*#__PURE__*/ oneOf('created', 'updated', 'pushed', 'full_name')),
    direction: /*#__PURE__*/ query(/*#__PURE__*/ oneOf('asc', 'desc')),
  },
  result: /*#__PURE__*/ list(ShortRepository),
}));
