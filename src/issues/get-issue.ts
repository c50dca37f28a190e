import type { RepoRef } from '../core/refs.js';
import { repoOf } from '../core/refs.js';
import { sendForData, type CallOptions } from '../core/request.js';
import type { Session } from '../core/session.js';
import { positive } from '../core/validate.js';
import type { Infer } from '../schema/model.js';
import { parseReply } from '../schema/objects.js';
import { Issue } from '../schemas/issues.js';

/** One issue (pull requests are issues too). `GET /repos/{owner}/{repo}/issues/{issue_number}` */
export async function getIssue(session: Session, owner: string, repo: string, number: number, options: CallOptions = {}): Promise<Infer<typeof Issue>> {
  const params = { owner, repo, issue_number: positive('number', number) };
  return parseReply(Issue, await sendForData(session, { ...options, path: '/repos/{owner}/{repo}/issues/{issue_number}', params }));
}

/** One issue of a repository given as a reference. `GET /repos/{owner}/{repo}/issues/{issue_number}` */
export async function getIssueIn(session: Session, repository: RepoRef, number: number, options: CallOptions = {}): Promise<Infer<typeof Issue>> {
  const { owner, repo } = repoOf(repository);
  return getIssue(session, owner, repo, number, options);
}
