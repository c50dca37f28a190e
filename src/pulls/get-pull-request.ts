import { operation, path, type Op, one } from '../core/operation.js';
import { pull, type NumberedRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { PullRequest } from '../models/pulls.js';

/** One pull request. `GET /repos/{owner}/{repo}/pulls/{pull_number}` */
export const getPullRequest: Op<[pullRequest: NumberedRef], CallOptions, Promise<PullRequest>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/pulls/{pull_number}',
  target: /*#__PURE__*/ path(pull),
  result: /*#__PURE__*/ one(PullRequest),
}));
