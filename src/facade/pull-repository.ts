import { createPullRequest, createPullRequestFromIssue } from '../pulls/create-pull-request.js';
import { getPullRequestIn } from '../pulls/get-pull-request.js';
import { listPullRequests } from '../pulls/list-pull-requests.js';

/** Pull requests of a repository (§4.6). @namespace Repository */
export const repositoryPullOperations = {
  createPull: createPullRequest,
  createPullFromIssue: createPullRequestFromIssue,
  pullRequest: getPullRequestIn,
  pullRequests: listPullRequests,
};
