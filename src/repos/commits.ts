import { required, timestamp } from '../core/codec.js';
import { type WithDescribed, operation, path, query, type Op, list, one } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { repository, type RepoRef, refName } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { Comparison, RepoCommit } from '../models/commits.js';
import { listCommitsMembers, type ListCommitsMembers } from './generated/members/list-commits.js';

/** One commit of a repository, with its files and line counts; `ref` is a sha, a branch or a tag. `GET /repos/{owner}/{repo}/commits/{ref}` */
export const getCommit: Op<[repository: RepoRef, ref: string], CallOptions, Promise<RepoCommit>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/commits/{ref}',
  target: /*#__PURE__*/ path(repository),
  args: ['ref'],
  params: { ref: /*#__PURE__*/ path(refName) },
  result: /*#__PURE__*/ one(RepoCommit),
}));

export interface CommitsOptions extends PageOptions {
  /** The sha or branch to list from; by default the default branch. */
  sha?: string;
  /** Only commits that touch this file or directory. */
  path?: string;
  /** Only commits by this author: a login, a name or an email. */
  author?: string;
  /** Only commits committed by this login, name or email. */
  committer?: string;
  /** Only commits after this time: a Date or an ISO 8601 text. */
  since?: Date | string;
  /** Only commits before this time: a Date or an ISO 8601 text. */
  until?: Date | string;
}

/** The commits of a repository, newest first (files and line counts are left out). `GET /repos/{owner}/{repo}/commits` */
export const listCommits: Op<[repository: RepoRef], WithDescribed<CommitsOptions, ListCommitsMembers>, PageIterator<RepoCommit>> = /*#__PURE__*/ operation(() => ({
  described: listCommitsMembers,
  path: '/repos/{owner}/{repo}/commits',
  target: /*#__PURE__*/ path(repository),
  params: {
    sha: /*#__PURE__*/ query(refName),
    path: /*#__PURE__*/ query(required),
    author: /*#__PURE__*/ query(required),
    committer: /*#__PURE__*/ query(required),
    since: /*#__PURE__*/ query(timestamp),
    until: /*#__PURE__*/ query(timestamp),
  },
  result: /*#__PURE__*/ list(RepoCommit),
}));

/**
 * How `head` differs from `base` (each a sha, a branch or a tag; `owner:branch` names a fork's
 * branch): the commits from one to the other and the files they change.
 * `GET /repos/{owner}/{repo}/compare/{basehead}`
 */
export const compareCommits: Op<[repository: RepoRef, base: string, head: string], CallOptions, Promise<Comparison>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/compare/{basehead}',
  target: /*#__PURE__*/ path(repository),
  args: ['base', 'head'],
  params: { base: /*#__PURE__*/ path(refName, 'base'), head: /*#__PURE__*/ path(refName, 'head') },
  // The route takes both in one segment, `base...head`; each part was checked on its own.
  encode: (values, spec) => ({ ...spec, params: { ...spec.params, basehead: `${values.base as string}...${values.head as string}` } }),
  result: /*#__PURE__*/ one(Comparison),
}));
