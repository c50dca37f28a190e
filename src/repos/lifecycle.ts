import { leavable, flag, oneOf, required, text } from '../core/codec.js';
import { leaving, type OpLeaving, type WithDescribed, body, operation, path, query, type Op, bool, list, one, oneOrNone } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { account, repository, type AccountRef, type RepoRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { RepoCommit } from '../models/commits.js';
import { Repository, ShortRepository } from '../models/repositories.js';
import { createForkMembers, type CreateForkMembers } from './generated/members/create-fork.js';
import { updateMembers, type UpdateMembers } from './generated/members/update.js';
import { listForksMembers, type ListForksMembers } from './generated/members/list-forks.js';
import { mergeMembers, type MergeMembers } from './generated/members/merge.js';

/** The settings `editRepository` may change; each one given is sent, the others stay as they are. */
export interface EditRepositoryOptions extends CallOptions {
  description?: string;
  homepage?: string;
  private?: boolean;
  hasIssues?: boolean;
  hasWiki?: boolean;
  /** Read by older Enterprise Server installations; api.github.com no longer documents it. */
  hasDownloads?: boolean;
  /** The branch new pull requests and clones start from. */
  defaultBranch?: string;
  /** true archives the repository (read-only); false unarchives it. */
  archived?: boolean;
  allowMergeCommit?: boolean;
  allowSquashMerge?: boolean;
  allowRebaseMerge?: boolean;
  hasProjects?: boolean;
}

/**
 * Changes a repository's settings: `name` (required; the same name keeps it, another renames
 * it) and the settings given. Answers the repository as it now is (rather than a bare true:
 * the caller usually wants the new state, and a refusal throws either way).
 * `PATCH /repos/{owner}/{repo}`
 */
export const editRepository: OpLeaving<[repository: RepoRef], [name: string], WithDescribed<EditRepositoryOptions, UpdateMembers, 'name'>, Promise<Repository>> = /*#__PURE__*/ leaving(/*#__PURE__*/ operation(() => ({
  described: updateMembers,
  method: 'PATCH',
  path: '/repos/{owner}/{repo}',
  target: /*#__PURE__*/ path(repository),
  args: ['name'],
  params: {
    name: /*#__PURE__*/ body(/*#__PURE__*/ leavable(required)),
    description: /*#__PURE__*/ body(text),
    homepage: /*#__PURE__*/ body(text),
    private: /*#__PURE__*/ body(flag),
    hasIssues: /*#__PURE__*/ body(flag),
    hasWiki: /*#__PURE__*/ body(flag),
    hasDownloads: /*#__PURE__*/ body(flag),
    defaultBranch: /*#__PURE__*/ body(required),
    archived: /*#__PURE__*/ body(flag),
    allowMergeCommit: /*#__PURE__*/ body(flag),
    allowSquashMerge: /*#__PURE__*/ body(flag),
    allowRebaseMerge: /*#__PURE__*/ body(flag),
    hasProjects: /*#__PURE__*/ body(flag),
  },
  auth: 'edit',
  result: /*#__PURE__*/ one(Repository),
})));

/** Deletes a repository: true once deleted, false when there is none (404). `DELETE /repos/{owner}/{repo}` */
export const deleteRepository: Op<[repository: RepoRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  method: 'DELETE',
  path: '/repos/{owner}/{repo}',
  target: /*#__PURE__*/ path(repository),
  auth: 'delete',
  result: /*#__PURE__*/ bool(),
}));

export interface CreateForkOptions extends CallOptions {
  /** The organization to fork into; by default the authenticated user's account. */
  organization?: AccountRef;
}

/**
 * Forks a repository; GitHub answers at once (202) with the fork, whose git data may take a
 * while to appear. `POST /repos/{owner}/{repo}/forks`
 */
export const createFork: Op<[repository: RepoRef], WithDescribed<CreateForkOptions, CreateForkMembers>, Promise<Repository>> = /*#__PURE__*/ operation(() => ({
  described: createForkMembers,
  method: 'POST',
  path: '/repos/{owner}/{repo}/forks',
  target: /*#__PURE__*/ path(repository),
  params: { organization: /*#__PURE__*/ body(account) },
  auth: 'create_fork',
  result: /*#__PURE__*/ one(Repository),
}));

export interface ForksOptions extends PageOptions {
  /** `newest` (the service's default), `oldest`, `stargazers` or `watchers`. */
  sort?: 'newest' | 'oldest' | 'stargazers' | 'watchers';
}

/** The forks of a repository. `GET /repos/{owner}/{repo}/forks` */
export const listForks: Op<[repository: RepoRef], WithDescribed<ForksOptions, ListForksMembers>, PageIterator<ShortRepository>> = /*#__PURE__*/ operation(() => ({
  described: listForksMembers,
  path: '/repos/{owner}/{repo}/forks',
  target: /*#__PURE__*/ path(repository),
  params: { sort: /*#__PURE__*/ query(/*#__PURE__*/ oneOf('newest', 'oldest', 'stargazers', 'watchers')) },
  result: /*#__PURE__*/ list(ShortRepository),
}));

export interface MergeOptions extends CallOptions {
  /** The merge commit's message; by default GitHub writes one. */
  commitMessage?: string;
}

/**
 * Merges `head` (a branch or a commit sha) into the branch `base`: the merge commit, or null
 * when there was nothing to merge. A merge conflict is a Conflict error (409).
 * `POST /repos/{owner}/{repo}/merges`
 */
export const mergeBranch: Op<[repository: RepoRef, base: string, head: string], WithDescribed<MergeOptions, MergeMembers, 'base' | 'head'>, Promise<RepoCommit | null>> = /*#__PURE__*/ operation(() => ({
  described: mergeMembers,
  method: 'POST',
  path: '/repos/{owner}/{repo}/merges',
  target: /*#__PURE__*/ path(repository),
  args: ['base', 'head'],
  params: { base: /*#__PURE__*/ body(required), head: /*#__PURE__*/ body(required), commitMessage: /*#__PURE__*/ body(required) },
  auth: 'merge',
  // 201: the merge commit; 204: `base` already holds `head`, nothing merged.
  result: /*#__PURE__*/ oneOrNone(RepoCommit),
}));
