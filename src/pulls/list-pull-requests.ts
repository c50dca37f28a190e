import { PageIterator, type PageOptions } from '../core/page-iterator.js';
import { repoOf, type RepoRef } from '../core/refs.js';
import type { Session } from '../core/session.js';
import { oneOf } from '../core/validate.js';
import type { Infer } from '../schema/model.js';
import { ShortPullRequest } from '../schemas/pulls.js';

export interface PullRequestsOptions extends PageOptions {
  /** `open` (the service's default), `closed` or `all`. */
  state?: 'open' | 'closed' | 'all';
  /** Only pull requests from this head: `user:branch` (or `org:branch`). */
  head?: string;
  /** Only pull requests into this base branch. */
  base?: string;
  /** `created` (the service's default), `updated`, `popularity` (comment count) or `long-running`. */
  sort?: 'created' | 'updated' | 'popularity' | 'long-running';
  /** `asc` or `desc` (the service's default: desc with sort `created` or none, else asc). */
  direction?: 'asc' | 'desc';
}

/** The pull requests of a repository. `GET /repos/{owner}/{repo}/pulls` */
export function listPullRequests(session: Session, repository: RepoRef, options: PullRequestsOptions = {}): PageIterator<Infer<typeof ShortPullRequest>> {
  const { state, head, base, sort, direction, ...page } = options;
  const query = {
    state: oneOf('state', state, ['open', 'closed', 'all']),
    head,
    base,
    sort: oneOf('sort', sort, ['created', 'updated', 'popularity', 'long-running']),
    direction: oneOf('direction', direction, ['asc', 'desc']),
  };
  const params = repoOf(repository);
  return new PageIterator(session, { path: '/repos/{owner}/{repo}/pulls', params, query, item: ShortPullRequest.wrap }, page);
}
