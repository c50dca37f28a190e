import { getPullRequest } from '../pulls/get-pull-request.js';
import { ownerRepoNumber } from './bind.js';

/** Client-level pull request operations (§4.2). */
export const pullOperations = {
  pullRequest: ownerRepoNumber(getPullRequest),
};
