import type { NumberedRef } from '../core/refs.js';
import { send, sendForBool, sendForData, type CallOptions } from '../core/request.js';
import type { Session } from '../core/session.js';
import { ValidationError } from '../errors/validation-error.js';
import type { Infer } from '../schema/model.js';
import { parseReply } from '../schema/objects.js';
import { ReviewComment } from '../schemas/review-comments.js';
import { pullParams, reviewCommentOf, type ReviewCommentRef } from './refs.js';
import { nonEmpty } from '../core/validate.js';

const text = (name: string, value: string): string => nonEmpty(name, value, 'must be non-empty text');

/**
 * Comments on a line of a pull request's diff: `position` counts lines down from the file's
 * first `@@` hunk header. The new comment. `POST /repos/{owner}/{repo}/pulls/{pull_number}/comments`
 */
export async function createReviewComment(
  session: Session,
  pullRequest: NumberedRef,
  body: string,
  commitId: string,
  path: string,
  position: number,
  options: CallOptions = {},
): Promise<Infer<typeof ReviewComment>> {
  if (!Number.isInteger(position) || position < 1) throw new ValidationError('position', `must be a whole number ≥ 1, not ${JSON.stringify(position)}`);
  const payload = { body: text('body', body), commit_id: text('commitId', commitId), path: text('path', path), position };
  const reply = await sendForData(session, { ...options, method: 'POST', path: '/repos/{owner}/{repo}/pulls/{pull_number}/comments', params: pullParams(pullRequest), body: payload });
  return parseReply(ReviewComment, reply);
}

/** Deletes a review comment: true on 204, false on 404. `DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}` */
export async function deleteReviewComment(session: Session, comment: ReviewCommentRef, options: CallOptions = {}): Promise<boolean> {
  const { owner, repo, id } = reviewCommentOf(comment);
  return sendForBool(session, { ...options, method: 'DELETE', path: '/repos/{owner}/{repo}/pulls/comments/{comment_id}', params: { owner, repo, comment_id: id } });
}

/** Replaces a review comment's text. True once changed. `PATCH /repos/{owner}/{repo}/pulls/comments/{comment_id}` */
export async function editReviewComment(session: Session, comment: ReviewCommentRef, body: string, options: CallOptions = {}): Promise<boolean> {
  const { owner, repo, id } = reviewCommentOf(comment);
  const payload = { body: text('body', body) };
  await send(session, { ...options, method: 'PATCH', path: '/repos/{owner}/{repo}/pulls/comments/{comment_id}', params: { owner, repo, comment_id: id }, body: payload, as: 'none' });
  return true;
}

/**
 * Replies to a review comment in its thread; the reply. A plain reference needs the pull
 * request's `number`; parsed data carries it in `pull_request_url`.
 * `POST /repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies`
 */
export async function replyToReviewComment(session: Session, comment: ReviewCommentRef, body: string, options: CallOptions = {}): Promise<Infer<typeof ReviewComment>> {
  const { owner, repo, id, number } = reviewCommentOf(comment);
  if (number === null) throw new ValidationError('comment', 'needs the pull request: { owner, repo, number, id } or a parsed comment with its pull_request_url');
  const params = { ...pullParams({ owner, repo, number }), comment_id: id };
  const reply = await sendForData(session, { ...options, method: 'POST', path: '/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies', params, body: { body: text('body', body) } });
  return parseReply(ReviewComment, reply);
}
