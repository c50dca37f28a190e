import { createPullRequest, createPullRequestFromIssue } from '../pulls/create-pull-request.js';
import { getPullRequest } from '../pulls/get-pull-request.js';
import { listPullRequests } from '../pulls/list-pull-requests.js';
import { inRepository } from './bind.js';

/** Pull requests of a repository. @namespace Repository */
export const repositoryPullOperations = {
  createPull: createPullRequest,
  createPullFromIssue: createPullRequestFromIssue,
  pullRequest: /*#__PURE__*/ inRepository(getPullRequest),
  pullRequests: listPullRequests,
};
