import { flag, positive, required, text } from '../core/codec.js';
import { type WithDescribed, body, operation, path, type Op, one } from '../core/operation.js';
import { repository, type RepoRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { ShortPullRequest } from '../models/pulls.js';
import { createMembers, type CreateMembers } from './generated/members/create.js';

export interface CreatePullRequestOptions extends CallOptions {
  /** The description, in markdown. */
  body?: string;
  /** Open it as a draft. */
  draft?: boolean;
  /** Let the base repository's maintainers push to the head branch. */
  maintainerCanModify?: boolean;
}

/**
 * Opens a pull request of `head` (a branch, or `owner:branch` from a fork) into `base`.
 * `POST /repos/{owner}/{repo}/pulls`
 */
export const createPullRequest: Op<[repository: RepoRef, title: string, base: string, head: string], WithDescribed<CreatePullRequestOptions, CreateMembers, 'title' | 'base' | 'head'>, Promise<ShortPullRequest>> = /*#__PURE__*/ operation(() => ({
  described: createMembers,
  method: 'POST',
  path: '/repos/{owner}/{repo}/pulls',
  target: /*#__PURE__*/ path(repository),
  args: ['title', 'base', 'head'],
  params: {
    title: /*#__PURE__*/ body(required),
    base: /*#__PURE__*/ body(required),
    head: /*#__PURE__*/ body(required),
    body: /*#__PURE__*/ body(text),
    draft: /*#__PURE__*/ body(flag),
    maintainerCanModify: /*#__PURE__*/ body(flag),
  },
  result: /*#__PURE__*/ one(ShortPullRequest),
}));

/**
 * Turns an issue into a pull request of `head` into `base`; it keeps the issue's number,
 * title and body. `POST /repos/{owner}/{repo}/pulls`
 */
export const createPullRequestFromIssue: Op<[repository: RepoRef, issueNumber: number, base: string, head: string], WithDescribed<CallOptions, CreateMembers, 'issueNumber' | 'base' | 'head'>, Promise<ShortPullRequest>> = /*#__PURE__*/ operation(() => ({
  described: createMembers,
  method: 'POST',
  path: '/repos/{owner}/{repo}/pulls',
  target: /*#__PURE__*/ path(repository),
  args: ['issueNumber', 'base', 'head'],
  params: {
    issueNumber: /*#__PURE__*/ body(positive, 'issue'),
    base: /*#__PURE__*/ body(required),
    head: /*#__PURE__*/ body(required),
  },
  result: /*#__PURE__*/ one(ShortPullRequest),
}));
