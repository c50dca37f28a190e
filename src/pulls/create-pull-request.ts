import { repoOf, type RepoRef } from '../core/refs.js';
import { sendForData, type CallOptions } from '../core/request.js';
import type { Session } from '../core/session.js';
import { nonEmpty, positive } from '../core/validate.js';
import type { Infer } from '../schema/model.js';
import { parseReply } from '../schema/objects.js';
import { ShortPullRequest } from '../schemas/pulls.js';

export interface CreatePullRequestOptions extends CallOptions {
  /** The description, in markdown. */
  body?: string;
  /** Open it as a draft. */
  draft?: boolean;
  /** Let the base repository's maintainers push to the head branch. */
  maintainerCanModify?: boolean;
}

const branch = (name: string, value: string): string => nonEmpty(name, value, 'must name a branch (head may be `owner:branch`)');

/**
 * Opens a pull request of `head` (a branch, or `owner:branch` from a fork) into `base`.
 * `POST /repos/{owner}/{repo}/pulls`
 */
export async function createPullRequest(
  session: Session,
  repository: RepoRef,
  title: string,
  base: string,
  head: string,
  options: CreatePullRequestOptions = {},
): Promise<Infer<typeof ShortPullRequest>> {
  const { body, draft, maintainerCanModify, ...call } = options;
  nonEmpty('title', title, 'must be non-empty text');
  const payload = { title, body, head: branch('head', head), base: branch('base', base), draft, maintainer_can_modify: maintainerCanModify };
  const reply = await sendForData(session, { ...call, method: 'POST', path: '/repos/{owner}/{repo}/pulls', params: repoOf(repository), body: payload });
  return parseReply(ShortPullRequest, reply);
}

/**
 * Turns an issue into a pull request of `head` into `base`; it keeps the issue's number,
 * title and body. `POST /repos/{owner}/{repo}/pulls`
 */
export async function createPullRequestFromIssue(
  session: Session,
  repository: RepoRef,
  issueNumber: number,
  base: string,
  head: string,
  options: CallOptions = {},
): Promise<Infer<typeof ShortPullRequest>> {
  const payload = { issue: positive('issueNumber', issueNumber), head: branch('head', head), base: branch('base', base) };
  const reply = await sendForData(session, { ...options, method: 'POST', path: '/repos/{owner}/{repo}/pulls', params: repoOf(repository), body: payload });
  return parseReply(ShortPullRequest, reply);
}
