import { type WithDescribed, operation, path, type Op, list } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { repository, type RepoRef } from '../core/refs.js';
import { ShortIssue } from '../models/issues.js';
import { repositoryIssueFilters, type RepositoryIssueFilters } from './filters.js';
import { listForRepoMembers, type ListForRepoMembers } from './generated/members/list-for-repo.js';

export interface RepositoryIssuesOptions extends PageOptions, RepositoryIssueFilters {}

/** The issues (and pull requests) of a repository. `GET /repos/{owner}/{repo}/issues` */
export const listRepositoryIssues: Op<[repository: RepoRef], WithDescribed<RepositoryIssuesOptions, ListForRepoMembers>, PageIterator<ShortIssue>> = /*#__PURE__*/ operation(() => ({
  described: listForRepoMembers,
  path: '/repos/{owner}/{repo}/issues',
  target: /*#__PURE__*/ path(repository),
  params: repositoryIssueFilters,
  result: /*#__PURE__*/ list(ShortIssue),
}));
