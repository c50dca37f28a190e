import { required, segment, text } from '../core/codec.js';
import { type WithDescribed, body, operation, path, type Op, list, one } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { repository, type RepoRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { CombinedStatus, Status } from '../models/statuses.js';
import { commitState } from './collaboration-codecs.js';
import { createCommitStatusMembers, type CreateCommitStatusMembers } from './generated/members/create-commit-status.js';

export interface CreateStatusOptions extends CallOptions {
  /** Where the details are (a build's output). */
  targetUrl?: string;
  description?: string;
  /** Which system reports it. Default `default`: sent as such unless given. */
  context?: string;
}

/**
 * Sets a status on a commit: `state` is `pending`, `success`, `error` or `failure` (any other
 * is refused before sending); `context` is sent as `default` unless given. `POST /repos/{owner}/{repo}/statuses/{sha}`
 */
export const createCommitStatus: Op<[repository: RepoRef, sha: string, state: 'pending' | 'success' | 'error' | 'failure'], WithDescribed<CreateStatusOptions, CreateCommitStatusMembers, 'sha' | 'state'>, Promise<Status>> = /*#__PURE__*/ operation(() => ({
  described: createCommitStatusMembers,
  method: 'POST',
  path: '/repos/{owner}/{repo}/statuses/{sha}',
  target: /*#__PURE__*/ path(repository),
  args: ['sha', 'state'],
  params: { sha: /*#__PURE__*/ path(segment), state: /*#__PURE__*/ body(commitState), targetUrl: /*#__PURE__*/ body(text), description: /*#__PURE__*/ body(text), context: /*#__PURE__*/ body(required, undefined, 'default') },
  auth: 'create_status',
  result: /*#__PURE__*/ one(Status),
}));

/** The statuses of a ref (a sha, branch or tag name), newest first. `GET /repos/{owner}/{repo}/commits/{ref}/statuses` */
export const listCommitStatuses: Op<[repository: RepoRef, ref: string], PageOptions, PageIterator<Status>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/commits/{ref}/statuses',
  target: /*#__PURE__*/ path(repository),
  args: ['ref'],
  params: { ref: /*#__PURE__*/ path(segment) },
  result: /*#__PURE__*/ list(Status),
}));

/** The combined status of a ref: its overall state and the latest status of each context. `GET /repos/{owner}/{repo}/commits/{ref}/status` */
export const getCombinedStatus: Op<[repository: RepoRef, ref: string], CallOptions, Promise<CombinedStatus>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/commits/{ref}/status',
  target: /*#__PURE__*/ path(repository),
  args: ['ref'],
  params: { ref: /*#__PURE__*/ path(segment) },
  result: /*#__PURE__*/ one(CombinedStatus),
}));
