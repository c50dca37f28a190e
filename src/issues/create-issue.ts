import { repoOf, type RepoRef } from '../core/refs.js';
import { sendForData, type CallOptions } from '../core/request.js';
import type { Session } from '../core/session.js';
import { nonEmpty, positive, requireAuthentication } from '../core/validate.js';
import type { Infer } from '../schema/model.js';
import { parseReply } from '../schema/objects.js';
import { ShortIssue } from '../schemas/issues.js';

export interface CreateIssueOptions extends CallOptions {
  /** Markdown text. */
  body?: string;
  /** One login; the older form of `assignees`. */
  assignee?: string;
  /** The milestone's number. */
  milestone?: number;
  /** Label names. */
  labels?: readonly string[];
  /** Logins. */
  assignees?: readonly string[];
}

/** Opens an issue on a repository given as a reference. `POST /repos/{owner}/{repo}/issues` */
export async function createIssue(session: Session, repository: RepoRef, title: string, options: CreateIssueOptions = {}): Promise<Infer<typeof ShortIssue>> {
  const { body, assignee, milestone, labels, assignees, ...call } = options;
  const params = repoOf(repository);
  nonEmpty('title', title, 'is required and must not be empty');
  const payload = { title, body, assignee, milestone: milestone === undefined ? undefined : positive('milestone', milestone), labels, assignees };
  return parseReply(ShortIssue, await sendForData(session, { ...call, method: 'POST', path: '/repos/{owner}/{repo}/issues', params, body: payload }));
}

/**
 * Opens an issue on `owner/repo`; needs an authenticated session. github3.py fetched the
 * repository first and then posted; hubops posts directly (one request: a missing repository
 * is the service's 404 either way). `POST /repos/{owner}/{repo}/issues`
 */
export async function createIssueOn(session: Session, owner: string, repo: string, title: string, options: CreateIssueOptions = {}): Promise<Infer<typeof ShortIssue>> {
  requireAuthentication(session, 'createIssue');
  return createIssue(session, { owner, repo }, title, options);
}
