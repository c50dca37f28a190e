import { repoOf, type RepoRef } from '../core/refs.js';
import { sendForData, type CallOptions } from '../core/request.js';
import type { Session } from '../core/session.js';
import { positive } from '../core/validate.js';
import type { Infer } from '../schema/model.js';
import { parseReply } from '../schema/objects.js';
import { PullRequest } from '../schemas/pulls.js';

/** One pull request, by its number on the repository. `GET /repos/{owner}/{repo}/pulls/{pull_number}` */
export async function getPullRequest(session: Session, owner: string, repo: string, number: number, options: CallOptions = {}): Promise<Infer<typeof PullRequest>> {
  const params = { owner, repo, pull_number: positive('number', number) };
  return parseReply(PullRequest, await sendForData(session, { ...options, path: '/repos/{owner}/{repo}/pulls/{pull_number}', params }));
}

/** One pull request of a repository. `GET /repos/{owner}/{repo}/pulls/{pull_number}` */
export async function getPullRequestIn(session: Session, repository: RepoRef, number: number, options: CallOptions = {}): Promise<Infer<typeof PullRequest>> {
  const { owner, repo } = repoOf(repository);
  return getPullRequest(session, owner, repo, number, options);
}
