import { required, timestamp } from '../core/codec.js';
import { type WithDescribed, body, operation, path, query, type Op, list, one } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import type { NumberedRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { IssueComment } from '../models/issue-comments.js';
import { Issue } from '../models/issues.js';
import { pullAsIssue } from './refs.js';
import { createCommentMembers, type CreateCommentMembers } from '../issues/generated/members/create-comment.js';
import { listCommentsMembers, type ListCommentsMembers } from '../issues/generated/members/list-comments.js';

export interface PullRequestIssueCommentsOptions extends PageOptions {
  /** Only comments updated at or after this time. */
  since?: Date | string;
}

/** A pull request as an issue (labels, milestone, who closed it). `GET /repos/{owner}/{repo}/issues/{issue_number}` */
export const getPullRequestIssue: Op<[pullRequest: NumberedRef], CallOptions, Promise<Issue>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/issues/{issue_number}',
  target: /*#__PURE__*/ path(pullAsIssue),
  result: /*#__PURE__*/ one(Issue),
}));

/** The conversation of a pull request: its comments that are not on the diff. `GET /repos/{owner}/{repo}/issues/{issue_number}/comments` */
export const listPullRequestIssueComments: Op<[pullRequest: NumberedRef], WithDescribed<PullRequestIssueCommentsOptions, ListCommentsMembers>, PageIterator<IssueComment>> = /*#__PURE__*/ operation(() => ({
  described: listCommentsMembers,
  path: '/repos/{owner}/{repo}/issues/{issue_number}/comments',
  target: /*#__PURE__*/ path(pullAsIssue),
  params: { since: /*#__PURE__*/ query(timestamp) },
  result: /*#__PURE__*/ list(IssueComment),
}));

/** Comments on a pull request's conversation (not on its diff); the new comment. `POST /repos/{owner}/{repo}/issues/{issue_number}/comments` */
export const commentOnPullRequest: Op<[pullRequest: NumberedRef, body: string], WithDescribed<CallOptions, CreateCommentMembers, 'body'>, Promise<IssueComment>> = /*#__PURE__*/ operation(() => ({
  described: createCommentMembers,
  method: 'POST',
  path: '/repos/{owner}/{repo}/issues/{issue_number}/comments',
  target: /*#__PURE__*/ path(pullAsIssue),
  args: ['body'],
  params: { body: /*#__PURE__*/ body(required) },
  result: /*#__PURE__*/ one(IssueComment),
}));
