import { operation, path, type Op, list } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { repository, type RepoRef } from '../core/refs.js';
import { RepositoryIssueEvent } from '../models/issue-events.js';

/** Events of every issue of a repository, each naming its issue. `GET /repos/{owner}/{repo}/issues/events` */
export const listRepositoryIssueEvents: Op<[repository: RepoRef], PageOptions, PageIterator<RepositoryIssueEvent>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/issues/events',
  target: /*#__PURE__*/ path(repository),
  result: /*#__PURE__*/ list(RepositoryIssueEvent),
}));
