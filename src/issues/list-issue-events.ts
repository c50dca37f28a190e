import { operation, path, type Op, list } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { issue, type NumberedRef } from '../core/refs.js';
import { IssueEvent } from '../models/issue-events.js';

/** What happened to an issue (closed, labeled, assigned, …), oldest first. `GET /repos/{owner}/{repo}/issues/{issue_number}/events` */
export const listIssueEvents: Op<[issue: NumberedRef], PageOptions, PageIterator<IssueEvent>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/issues/{issue_number}/events',
  target: /*#__PURE__*/ path(issue),
  result: /*#__PURE__*/ list(IssueEvent),
}));
