import { PageIterator, type PageOptions } from '../core/page-iterator.js';
import type { NumberedRef } from '../core/refs.js';
import { sendForData, type CallOptions } from '../core/request.js';
import type { Session } from '../core/session.js';
import { nonEmpty, timestamp } from '../core/validate.js';
import type { Infer } from '../schema/model.js';
import { parseReply } from '../schema/objects.js';
import { IssueComment } from '../schemas/issue-comments.js';
import { Issue } from '../schemas/issues.js';
import { pullParams } from './refs.js';

/** Every pull request is also an issue, with the same number: its conversation lives there. */
function issueParams(pullRequest: NumberedRef): { owner: string; repo: string; issue_number: number } {
  const { owner, repo, pull_number } = pullParams(pullRequest);
  return { owner, repo, issue_number: pull_number };
}

export interface PullRequestIssueCommentsOptions extends PageOptions {
  /** Only comments updated at or after this time. */
  since?: Date | string;
}

/** A pull request as an issue (labels, milestone, who closed it). `GET /repos/{owner}/{repo}/issues/{issue_number}` */
export async function getPullRequestIssue(session: Session, pullRequest: NumberedRef, options: CallOptions = {}): Promise<Infer<typeof Issue>> {
  return parseReply(Issue, await sendForData(session, { ...options, path: '/repos/{owner}/{repo}/issues/{issue_number}', params: issueParams(pullRequest) }));
}

/** The conversation of a pull request: its comments that are not on the diff. `GET /repos/{owner}/{repo}/issues/{issue_number}/comments` */
export function listPullRequestIssueComments(session: Session, pullRequest: NumberedRef, options: PullRequestIssueCommentsOptions = {}): PageIterator<Infer<typeof IssueComment>> {
  const { since, ...page } = options;
  const params = issueParams(pullRequest);
  const query = { since: timestamp('since', since) };
  return new PageIterator(session, { path: '/repos/{owner}/{repo}/issues/{issue_number}/comments', params, query, item: IssueComment.wrap }, page);
}

/** Comments on a pull request's conversation (not on its diff); the new comment. `POST /repos/{owner}/{repo}/issues/{issue_number}/comments` */
export async function commentOnPullRequest(session: Session, pullRequest: NumberedRef, body: string, options: CallOptions = {}): Promise<Infer<typeof IssueComment>> {
  nonEmpty('body', body, 'must be non-empty text');
  const reply = await sendForData(session, { ...options, method: 'POST', path: '/repos/{owner}/{repo}/issues/{issue_number}/comments', params: issueParams(pullRequest), body: { body } });
  return parseReply(IssueComment, reply);
}
