import { operation, path, type Op, one } from '../core/operation.js';
import { issue, type NumberedRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { Issue } from '../models/issues.js';

/** One issue (pull requests are issues too). `GET /repos/{owner}/{repo}/issues/{issue_number}` */
export const getIssue: Op<[issue: NumberedRef], CallOptions, Promise<Issue>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/issues/{issue_number}',
  target: /*#__PURE__*/ path(issue),
  result: /*#__PURE__*/ one(Issue),
}));
