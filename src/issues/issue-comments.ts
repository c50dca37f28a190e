import { PageIterator, type PageOptions } from '../core/page-iterator.js';
import { numberedOf, type NumberedRef } from '../core/refs.js';
import { sendForData, type CallOptions } from '../core/request.js';
import type { Session } from '../core/session.js';
import { nonEmpty, positive, sortedQuery } from '../core/validate.js';
import type { Infer } from '../schema/model.js';
import { parseReply } from '../schema/objects.js';
import { IssueComment } from '../schemas/issue-comments.js';
import { issueParams } from './object-refs.js';

export interface IssueCommentsOptions extends PageOptions {
  /** `created` (the service's default) or `updated`. */
  sort?: 'created' | 'updated';
  /** `asc` or `desc`; only sent together with `sort`. */
  direction?: 'asc' | 'desc';
  /** Only comments updated at or after this time. */
  since?: Date | string;
}

/** One comment of the issue's repository, by id. `GET /repos/{owner}/{repo}/issues/comments/{comment_id}` */
export async function getIssueComment(session: Session, issue: NumberedRef, id: number, options: CallOptions = {}): Promise<Infer<typeof IssueComment>> {
  const { owner, repo } = numberedOf(issue);
  const params = { owner, repo, comment_id: positive('id', id) };
  return parseReply(IssueComment, await sendForData(session, { ...options, path: '/repos/{owner}/{repo}/issues/comments/{comment_id}', params }));
}

/** The comments on an issue, oldest first unless sorted. `GET /repos/{owner}/{repo}/issues/{issue_number}/comments` */
export function listIssueComments(session: Session, issue: NumberedRef, options: IssueCommentsOptions = {}): PageIterator<Infer<typeof IssueComment>> {
  const { sort, direction, since, ...page } = options;
  const query = sortedQuery(['created', 'updated'], { sort, direction, since });
  const params = issueParams(issue);
  return new PageIterator(session, { path: '/repos/{owner}/{repo}/issues/{issue_number}/comments', params, query, item: IssueComment.wrap }, page);
}

/** Comments on an issue; the new comment. `POST /repos/{owner}/{repo}/issues/{issue_number}/comments` */
export async function createIssueComment(session: Session, issue: NumberedRef, body: string, options: CallOptions = {}): Promise<Infer<typeof IssueComment>> {
  nonEmpty('body', body, 'must be non-empty text');
  const reply = await sendForData(session, { ...options, method: 'POST', path: '/repos/{owner}/{repo}/issues/{issue_number}/comments', params: issueParams(issue), body: { body } });
  return parseReply(IssueComment, reply);
}
