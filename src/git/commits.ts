import { required, text } from '../core/codec.js';
import { type WithDescribed, body, operation, path, type Op, one } from '../core/operation.js';
import { repository, type RepoRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { objectSha } from '../core/codec.js';
import { Commit } from '../models/commits.js';
import { gitPerson, parents, type GitPerson } from './codecs.js';
import { createCommitMembers, type CreateCommitMembers } from './generated/members/create-commit.js';

type Sha = string | { readonly sha: string | null };

/** A commit as git stores it: message, author, committer, tree and parents. `GET /repos/{owner}/{repo}/git/commits/{commit_sha}` */
export const getGitCommit: Op<[repository: RepoRef, sha: Sha], CallOptions, Promise<Commit>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/git/commits/{commit_sha}',
  target: /*#__PURE__*/ path(repository),
  args: ['sha'],
  params: { sha: /*#__PURE__*/ path(objectSha, 'commit_sha') },
  result: /*#__PURE__*/ one(Commit),
}));

export interface CreateCommitOptions extends CallOptions {
  /** Who wrote the change; by default the authenticated user, now. */
  author?: GitPerson;
  /** Who made the commit; by default the author. */
  committer?: GitPerson;
  /** An ASCII-armored detached signature of the commit, to be checked and kept with it. */
  signature?: string;
}

/**
 * Writes a commit object (no branch moves: point a ref at it with `createReference`).
 * `parents` is always sent as a list: one sha becomes `[sha]`, an empty list makes a root
 * commit, several a merge. `POST /repos/{owner}/{repo}/git/commits`
 */
export const createCommit: Op<[repository: RepoRef, message: string, tree: Sha, parents: Sha | readonly Sha[]], WithDescribed<CreateCommitOptions, CreateCommitMembers, 'message' | 'tree' | 'parents'>, Promise<Commit>> = /*#__PURE__*/ operation(() => ({
  described: createCommitMembers,
  method: 'POST',
  path: '/repos/{owner}/{repo}/git/commits',
  target: /*#__PURE__*/ path(repository),
  args: ['message', 'tree', 'parents'],
  params: {
    message: /*#__PURE__*/ body(required),
    tree: /*#__PURE__*/ body(objectSha),
    parents: /*#__PURE__*/ body(parents),
    author: /*#__PURE__*/ body(gitPerson),
    committer: /*#__PURE__*/ body(gitPerson),
    signature: /*#__PURE__*/ body(text),
  },
  auth: 'create_commit',
  result: /*#__PURE__*/ one(Commit),
}));
