import { createIssue } from '../issues/create-issue.js';
import { getIssue } from '../issues/get-issue.js';
import { listIssues, listOrganizationIssues, listUserIssues } from '../issues/list-issues.js';
import { listRepositoryIssues } from '../issues/list-repository-issues.js';
import { ownerRepo, ownerRepoNumber } from './bind.js';

/** Client-level issue operations. */
export const issueOperations = {
  issue: /*#__PURE__*/ ownerRepoNumber(getIssue),
  issuesOn: /*#__PURE__*/ ownerRepo(listRepositoryIssues),
  createIssue: /*#__PURE__*/ ownerRepo(createIssue),
  issues: listIssues,
  userIssues: listUserIssues,
  organizationIssues: listOrganizationIssues,
  /** @deprecated use `issues` */
  iterIssues: listIssues,
  /** @deprecated use `issuesOn` */
  iterRepoIssues: /*#__PURE__*/ ownerRepo(listRepositoryIssues),
  /** @deprecated use `userIssues` */
  iterUserIssues: listUserIssues,
  /** @deprecated use `organizationIssues` */
  iterOrgIssues: listOrganizationIssues,
};
