import { required } from '../core/codec.js';
import { type WithDescribed, body, operation, path, type Op, bool, done } from '../core/operation.js';
import type { CallOptions } from '../core/types.js';
import { comment, type CommentRef } from './object-refs.js';
import { updateCommentMembers, type UpdateCommentMembers } from './generated/members/update-comment.js';

/** Deletes an issue comment: true on 204, false on 404. `DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}` */
export const deleteIssueComment: Op<[comment: CommentRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  method: 'DELETE',
  path: '/repos/{owner}/{repo}/issues/comments/{comment_id}',
  target: /*#__PURE__*/ path(comment),
  result: /*#__PURE__*/ bool(),
}));

/** Replaces an issue comment's text; true once changed. `PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}` */
export const editIssueComment: Op<[comment: CommentRef, body: string], WithDescribed<CallOptions, UpdateCommentMembers, 'body'>, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  described: updateCommentMembers,
  method: 'PATCH',
  path: '/repos/{owner}/{repo}/issues/comments/{comment_id}',
  target: /*#__PURE__*/ path(comment),
  args: ['body'],
  params: { body: /*#__PURE__*/ body(required) },
  result: done,
}));
