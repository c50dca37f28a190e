import type { Session } from '../core/session.js';
import { createPullRequest, createPullRequestFromIssue } from '../pulls/create-pull-request.js';
import { getPullRequestIn } from '../pulls/get-pull-request.js';
import { listPullRequests } from '../pulls/list-pull-requests.js';
import { bind } from './bind.js';

/** Pull requests of a repository (§4.6). @namespace Repository */
export function repositoryPullOperations(session: Session) {
  return {
    createPull: bind(session, createPullRequest),
    createPullFromIssue: bind(session, createPullRequestFromIssue),
    pullRequest: bind(session, getPullRequestIn),
    pullRequests: bind(session, listPullRequests),
  };
}
