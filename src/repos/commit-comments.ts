import { positive, required } from '../core/codec.js';
import { type WithDescribed, body, operation, path, type Op, bool, list, one } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { repository, type RepoRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { RepoComment } from '../models/repo-comments.js';
import { objectSha } from '../core/codec.js';
import { commitComment, type CommitCommentRef } from './codecs.js';
import { createCommitCommentMembers, type CreateCommitCommentMembers } from './generated/members/create-commit-comment.js';
import { updateCommitCommentMembers, type UpdateCommitCommentMembers } from './generated/members/update-commit-comment.js';

/** The comments on every commit of a repository, oldest first. `GET /repos/{owner}/{repo}/comments` */
export const listRepositoryCommitComments: Op<[repository: RepoRef], PageOptions, PageIterator<RepoComment>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/comments',
  target: /*#__PURE__*/ path(repository),
  result: /*#__PURE__*/ list(RepoComment),
}));

/** The comments on one commit. `GET /repos/{owner}/{repo}/commits/{commit_sha}/comments` */
export const listCommitComments: Op<[repository: RepoRef, sha: string | { readonly sha: string | null }], PageOptions, PageIterator<RepoComment>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/commits/{commit_sha}/comments',
  target: /*#__PURE__*/ path(repository),
  args: ['sha'],
  params: { sha: /*#__PURE__*/ path(objectSha, 'commit_sha') },
  result: /*#__PURE__*/ list(RepoComment),
}));

/** One commit comment: `{ owner, repo, id }` or a parsed comment. `GET /repos/{owner}/{repo}/comments/{comment_id}` */
export const getCommitComment: Op<[comment: CommitCommentRef], CallOptions, Promise<RepoComment>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/comments/{comment_id}',
  target: /*#__PURE__*/ path(commitComment),
  result: /*#__PURE__*/ one(RepoComment),
}));

export interface CommitCommentOptions extends CallOptions {
  /** The file to comment on, relative to the repository root; without it the comment is on the whole commit. */
  path?: string;
  /** The line of the file's diff to comment on (lines down from its first `@@` hunk header). */
  position?: number;
  /** The line of the file (the service is closing this one down in favour of `position`). */
  line?: number;
}

/** Comments on a commit (given by its full sha, or parsed data with one). `POST /repos/{owner}/{repo}/commits/{commit_sha}/comments` */
export const createCommitComment: Op<[repository: RepoRef, body: string, sha: string | { readonly sha: string | null }], WithDescribed<CommitCommentOptions, CreateCommitCommentMembers, 'body' | 'sha'>, Promise<RepoComment>> =
  /*#__PURE__*/ operation(() => ({
  described: createCommitCommentMembers,
    method: 'POST',
    path: '/repos/{owner}/{repo}/commits/{commit_sha}/comments',
    target: /*#__PURE__*/ path(repository),
    args: ['body', 'sha'],
    params: {
      body: /*#__PURE__*/ body(required),
      sha: /*#__PURE__*/ path(objectSha, 'commit_sha'),
      path: /*#__PURE__*/ body(required),
      position: /*#__PURE__*/ body(positive),
      line: /*#__PURE__*/ body(positive),
    },
    auth: 'create_comment',
    result: /*#__PURE__*/ one(RepoComment),
  }));

/** Replaces a commit comment's text; gives the comment as changed. `PATCH /repos/{owner}/{repo}/comments/{comment_id}` */
export const updateCommitComment: Op<[comment: CommitCommentRef, body: string], WithDescribed<CallOptions, UpdateCommitCommentMembers, 'body'>, Promise<RepoComment>> = /*#__PURE__*/ operation(() => ({
  described: updateCommitCommentMembers,
  method: 'PATCH',
  path: '/repos/{owner}/{repo}/comments/{comment_id}',
  target: /*#__PURE__*/ path(commitComment),
  args: ['body'],
  params: { body: /*#__PURE__*/ body(required) },
  result: /*#__PURE__*/ one(RepoComment),
}));

/** Deletes a commit comment: true on 204, false on 404. `DELETE /repos/{owner}/{repo}/comments/{comment_id}` */
export const deleteCommitComment: Op<[comment: CommitCommentRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  method: 'DELETE',
  path: '/repos/{owner}/{repo}/comments/{comment_id}',
  target: /*#__PURE__*/ path(commitComment),
  result: /*#__PURE__*/ bool(),
}));
