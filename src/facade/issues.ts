import type { Session } from '../core/session.js';
import { createIssueOn } from '../issues/create-issue.js';
import { getIssue } from '../issues/get-issue.js';
import { listIssues, listOrganizationIssues, listUserIssues } from '../issues/list-issues.js';
import { listRepositoryIssues } from '../issues/list-repository-issues.js';
import { bind } from './bind.js';

/** Client-level issue operations (§4.2). */
export function issueOperations(session: Session) {
  return {
    issue: bind(session, getIssue),
    issuesOn: bind(session, listRepositoryIssues),
    createIssue: bind(session, createIssueOn),
    issues: bind(session, listIssues),
    userIssues: bind(session, listUserIssues),
    organizationIssues: bind(session, listOrganizationIssues),
    /** @deprecated use `issues` */
    iterIssues: bind(session, listIssues),
    /** @deprecated use `issuesOn` */
    iterRepoIssues: bind(session, listRepositoryIssues),
    /** @deprecated use `userIssues` */
    iterUserIssues: bind(session, listUserIssues),
    /** @deprecated use `organizationIssues` */
    iterOrgIssues: bind(session, listOrganizationIssues),
  };
}
