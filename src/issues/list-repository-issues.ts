import { PageIterator, type PageOptions } from '../core/page-iterator.js';
import { repoOf, type RepoRef } from '../core/refs.js';
import type { Session } from '../core/session.js';
import type { Infer } from '../schema/model.js';
import { ShortIssue } from '../schemas/issues.js';
import { repositoryIssueQuery, type RepositoryIssueFilters } from './filters.js';

export type RepositoryIssuesOptions = RepositoryIssueFilters & PageOptions;

/** The issues (and pull requests) of a repository. `GET /repos/{owner}/{repo}/issues` */
export function listRepositoryIssues(session: Session, owner: string, repo: string, options: RepositoryIssuesOptions = {}): PageIterator<Infer<typeof ShortIssue>> {
  const { milestone, state, assignee, creator, mentioned, labels, sort, direction, since, type, ...page } = options;
  const query = repositoryIssueQuery({ milestone, state, assignee, creator, mentioned, labels, sort, direction, since, type });
  return new PageIterator(session, { path: '/repos/{owner}/{repo}/issues', params: { owner, repo }, query, item: ShortIssue.wrap }, page);
}

/** The issues (and pull requests) of a repository given as a reference. `GET /repos/{owner}/{repo}/issues` */
export function listIssuesIn(session: Session, repository: RepoRef, options: RepositoryIssuesOptions = {}): PageIterator<Infer<typeof ShortIssue>> {
  const { owner, repo } = repoOf(repository);
  return listRepositoryIssues(session, owner, repo, options);
}
