import { isAssignee, listAssignees } from '../issues/assignees.js';
import { createIssue } from '../issues/create-issue.js';
import { getIssue } from '../issues/get-issue.js';
import { getImportedIssue, importIssue, listImportedIssues } from '../issues/issue-import.js';
import { listRepositoryIssueEvents } from '../issues/list-repository-issue-events.js';
import { listRepositoryIssues } from '../issues/list-repository-issues.js';
import { createLabel, getLabel, listRepositoryLabels } from '../issues/repository-labels.js';
import { createMilestone, getMilestone, listMilestones } from '../issues/repository-milestones.js';
import { inRepository, within } from './bind.js';
import { repository, type RepoRef } from '../core/refs.js';

/** Issue tracking on a repository: issues, their events, labels, milestones, assignees, imports. @namespace Repository */
export const repositoryIssueOperations = {
  createIssue: createIssue,
  issue: /*#__PURE__*/ inRepository(getIssue),
  issues: listRepositoryIssues,
  issueEvents: listRepositoryIssueEvents,
  label: /*#__PURE__*/ within<typeof getLabel, RepoRef, string>(getLabel, 'name', repository),
  labels: listRepositoryLabels,
  createLabel: createLabel,
  milestone: /*#__PURE__*/ inRepository(getMilestone),
  milestones: listMilestones,
  createMilestone: createMilestone,
  assignees: listAssignees,
  isAssignee: isAssignee,
  importIssue: importIssue,
  importedIssue: getImportedIssue,
  importedIssues: listImportedIssues,
};
