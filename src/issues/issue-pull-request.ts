import type { NumberedRef } from '../core/refs.js';
import { sendForData, type CallOptions } from '../core/request.js';
import type { Session } from '../core/session.js';
import type { Infer } from '../schema/model.js';
import { parseReply } from '../schema/objects.js';
import { PullRequest } from '../schemas/pulls.js';
import { issueParams } from './object-refs.js';

/**
 * The pull request an issue belongs to. Parsed issue data tells whether there is one
 * (`pull_request_urls`): without it the answer is null and nothing is sent. A plain reference
 * cannot tell, so it is looked up (an issue and its pull request share the number).
 * `GET /repos/{owner}/{repo}/pulls/{pull_number}`
 */
export async function getIssuePullRequest(session: Session, issue: NumberedRef, options: CallOptions = {}): Promise<Infer<typeof PullRequest> | null> {
  if ('pull_request_urls' in issue && !issue.pull_request_urls) return null;
  const { owner, repo, issue_number } = issueParams(issue);
  const params = { owner, repo, pull_number: issue_number };
  return parseReply(PullRequest, await sendForData(session, { ...options, path: '/repos/{owner}/{repo}/pulls/{pull_number}', params }));
}
