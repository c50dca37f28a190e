import { getPullRequest } from '../pulls/get-pull-request.js';
import { ownerRepoNumber } from './bind.js';

/** Client-level pull request operations. */
export const pullOperations = {
  pullRequest: /*#__PURE__*/ ownerRepoNumber(getPullRequest),
};
