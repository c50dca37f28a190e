import { oneOf, required } from '../core/codec.js';
import { type WithDescribed, operation, path, query, type Op, list } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { repository, type RepoRef } from '../core/refs.js';
import { ShortPullRequest } from '../models/pulls.js';
import { listMembers, type ListMembers } from './generated/members/list.js';

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
export const listPullRequests: Op<[repository: RepoRef], WithDescribed<PullRequestsOptions, ListMembers>, PageIterator<ShortPullRequest>> = /*#__PURE__*/ operation(() => ({
  described: listMembers,
  path: '/repos/{owner}/{repo}/pulls',
  target: /*#__PURE__*/ path(repository),
  params: {
    state: /*#__PURE__*/ query(/*#__PURE__*/ oneOf('open', 'closed', 'all')),
    head: /*#__PURE__*/ query(required),
    base: /*#__PURE__*/ query(required),
    sort: /*#__PURE__*/ query(/*#__PURE__*/ oneOf('created', 'updated', 'popularity', 'long-running')),
    direction: /*#__PURE__*/ query(/*#__PURE__*/ oneOf('asc', 'desc')),
  },
  result: /*#__PURE__*/ list(ShortPullRequest),
}));
