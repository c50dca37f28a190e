import { leavable, positive, required } from '../core/codec.js';
import { leaving, type OpLeaving, type WithDescribed, body, operation, path, type Op, bool, done, one } from '../core/operation.js';
import { pull, type NumberedRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { ReviewComment } from '../models/review-comments.js';
import { reviewComment, reviewCommentInPull, type ReviewCommentRef } from './refs.js';
import { createReviewCommentMembers, type CreateReviewCommentMembers } from './generated/members/create-review-comment.js';
import { updateReviewCommentMembers, type UpdateReviewCommentMembers } from './generated/members/update-review-comment.js';
import { createReplyForReviewCommentMembers, type CreateReplyForReviewCommentMembers } from './generated/members/create-reply-for-review-comment.js';

/**
 * Comments on a line of a pull request's diff: `position` counts lines down from the file's
 * first `@@` hunk header. The new comment. `POST /repos/{owner}/{repo}/pulls/{pull_number}/comments`
 */
export const createReviewComment: OpLeaving<[pullRequest: NumberedRef, body: string, commitId: string, path: string], [position: number], WithDescribed<CallOptions, CreateReviewCommentMembers, 'body' | 'commitId' | 'path' | 'position'>, Promise<ReviewComment>> =
  /*#__PURE__*/ leaving(/*#__PURE__*/ operation(() => ({
    described: createReviewCommentMembers,
    method: 'POST',
    path: '/repos/{owner}/{repo}/pulls/{pull_number}/comments',
    target: /*#__PURE__*/ path(pull),
    args: ['body', 'commitId', 'path', 'position'],
    params: {
      body: /*#__PURE__*/ body(required),
      commitId: /*#__PURE__*/ body(required),
      path: /*#__PURE__*/ body(required),
      position: /*#__PURE__*/ body(/*#__PURE__*/ leavable(positive)),
    },
    result: /*#__PURE__*/ one(ReviewComment),
  })));

/** Deletes a review comment: true on 204, false on 404. `DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}` */
export const deleteReviewComment: Op<[comment: ReviewCommentRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  method: 'DELETE',
  path: '/repos/{owner}/{repo}/pulls/comments/{comment_id}',
  target: /*#__PURE__*/ path(reviewComment),
  result: /*#__PURE__*/ bool(),
}));

/** Replaces a review comment's text. True once changed. `PATCH /repos/{owner}/{repo}/pulls/comments/{comment_id}` */
export const editReviewComment: Op<[comment: ReviewCommentRef, body: string], WithDescribed<CallOptions, UpdateReviewCommentMembers, 'body'>, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  described: updateReviewCommentMembers,
  method: 'PATCH',
  path: '/repos/{owner}/{repo}/pulls/comments/{comment_id}',
  target: /*#__PURE__*/ path(reviewComment),
  args: ['body'],
  params: { body: /*#__PURE__*/ body(required) },
  result: done,
}));

/**
 * Replies to a review comment in its thread; the reply. A plain reference needs the pull
 * request's `number`; parsed data carries it in `pull_request_url`.
 * `POST /repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies`
 */
export const replyToReviewComment: Op<[comment: ReviewCommentRef, body: string], WithDescribed<CallOptions, CreateReplyForReviewCommentMembers, 'body'>, Promise<ReviewComment>> = /*#__PURE__*/ operation(() => ({
  described: createReplyForReviewCommentMembers,
  method: 'POST',
  path: '/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies',
  target: /*#__PURE__*/ path(reviewCommentInPull),
  args: ['body'],
  params: { body: /*#__PURE__*/ body(required) },
  result: /*#__PURE__*/ one(ReviewComment),
}));
