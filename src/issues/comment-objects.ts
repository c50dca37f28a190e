import { send, sendForBool, type CallOptions } from '../core/request.js';
import type { Session } from '../core/session.js';
import { nonEmpty, positive } from '../core/validate.js';
import { commentOf, type CommentRef } from './object-refs.js';

const COMMENT = '/repos/{owner}/{repo}/issues/comments/{comment_id}';

function commentParams(comment: CommentRef): { owner: string; repo: string; comment_id: number } {
  const { owner, repo, id } = commentOf(comment);
  return { owner, repo, comment_id: positive('id', id) };
}

/** Deletes an issue comment: true on 204, false on 404. `DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}` */
export async function deleteIssueComment(session: Session, comment: CommentRef, options: CallOptions = {}): Promise<boolean> {
  return sendForBool(session, { ...options, method: 'DELETE', path: COMMENT, params: commentParams(comment) });
}

/** Replaces an issue comment's text; true once changed. `PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}` */
export async function editIssueComment(session: Session, comment: CommentRef, body: string, options: CallOptions = {}): Promise<boolean> {
  nonEmpty('body', body, 'must be non-empty text');
  await send(session, { ...options, method: 'PATCH', path: COMMENT, params: commentParams(comment), body: { body }, as: 'none' });
  return true;
}
