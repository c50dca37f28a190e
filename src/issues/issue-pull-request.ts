import { isRecord } from '../core/codec.js';
import { composed, operation, path, one } from '../core/operation.js';
import { numbered, type NumberedRef } from '../core/refs.js';
import type { CallOptions, Session } from '../core/types.js';
import { PullRequest } from '../models/pulls.js';

/** An issue and its pull request share the number: the issue names the pull request. */
const pullRequestOf = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/pulls/{pull_number}',
  target: /*#__PURE__*/ path(/*#__PURE__*/ numbered('pull_number', 'issue')),
  result: /*#__PURE__*/ one(PullRequest),
}));

/**
 * The pull request an issue belongs to. Parsed issue data tells whether there is one
 * (`pull_request_urls`): without it the answer is null and nothing is sent. A plain reference
 * cannot tell, so it is looked up (an issue and its pull request share the number).
 * `GET /repos/{owner}/{repo}/pulls/{pull_number}`
 * @example
 * ```ts
 * import { createSession } from 'hubops';
 * import { getIssuePullRequest } from 'hubops/issues';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * const pull = await getIssuePullRequest(session, { owner: 'octocat', repo: 'Hello-World', number: 1347 });
 * console.log(pull ? pull.merged : 'not a pull request');
 * ```
 */
export const getIssuePullRequest = /*#__PURE__*/ composed(function getIssuePullRequest(session: Session, issue: NumberedRef, options?: CallOptions): Promise<PullRequest | null> {
  if (isRecord(issue) && 'pull_request_urls' in issue && !issue.pull_request_urls) return Promise.resolve(null);
  return pullRequestOf(session, issue, options);
}, pullRequestOf);
