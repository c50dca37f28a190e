import { oneOf, required, timestamp } from '../core/codec.js';
import { type WithDescribed, body, operation, path, query, type Op, list, one } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { issue, type NumberedRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { IssueComment } from '../models/issue-comments.js';
import { comment, type CommentRef } from './object-refs.js';
import { createCommentMembers, type CreateCommentMembers } from './generated/members/create-comment.js';
import { listCommentsMembers, type ListCommentsMembers } from './generated/members/list-comments.js';

export interface IssueCommentsOptions extends PageOptions {
  /** `created` (the service's default) or `updated`. */
  sort?: 'created' | 'updated';
  direction?: 'asc' | 'desc';
  /** Only comments updated at or after this time. */
  since?: Date | string;
}

/** One issue comment: `{ owner, repo, id }` or a parsed comment. `GET /repos/{owner}/{repo}/issues/comments/{comment_id}` */
export const getIssueComment: Op<[comment: CommentRef], CallOptions, Promise<IssueComment>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/issues/comments/{comment_id}',
  target: /*#__PURE__*/ path(comment),
  result: /*#__PURE__*/ one(IssueComment),
}));

/** The comments on an issue, oldest first unless sorted. `GET /repos/{owner}/{repo}/issues/{issue_number}/comments` */
export const listIssueComments: Op<[issue: NumberedRef], WithDescribed<IssueCommentsOptions, ListCommentsMembers>, PageIterator<IssueComment>> = /*#__PURE__*/ operation(() => ({
  described: listCommentsMembers,
  path: '/repos/{owner}/{repo}/issues/{issue_number}/comments',
  target: /*#__PURE__*/ path(issue),
  params: {
    sort: /*#__PURE__*/ query(/*#__PURE__*/ oneOf('created', 'updated')),
    direction: /*#__PURE__*/ query(/*#__PURE__*/ oneOf('asc', 'desc')),
    since: /*#__PURE__*/ query(timestamp),
  },
  result: /*#__PURE__*/ list(IssueComment),
}));

/** Comments on an issue; the new comment. `POST /repos/{owner}/{repo}/issues/{issue_number}/comments` */
export const createIssueComment: Op<[issue: NumberedRef, body: string], WithDescribed<CallOptions, CreateCommentMembers, 'body'>, Promise<IssueComment>> = /*#__PURE__*/ operation(() => ({
  described: createCommentMembers,
  method: 'POST',
  path: '/repos/{owner}/{repo}/issues/{issue_number}/comments',
  target: /*#__PURE__*/ path(issue),
  args: ['body'],
  params: { body: /*#__PURE__*/ body(required) },
  result: /*#__PURE__*/ one(IssueComment),
}));
