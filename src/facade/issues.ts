import type { Session } from '../core/session.js';
import { getIssue } from '../issues/get-issue.js';
import { listRepositoryIssues } from '../issues/list-repository-issues.js';
import { bind } from './bind.js';

/** Client-level issue operations (§4.2). */
export function issueOperations(session: Session) {
  return {
    issue: bind(session, getIssue),
    issuesOn: bind(session, listRepositoryIssues),
  };
}
