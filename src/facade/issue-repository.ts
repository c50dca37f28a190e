import type { Session } from '../core/session.js';
import { isAssignee, listAssignees } from '../issues/assignees.js';
import { createIssue } from '../issues/create-issue.js';
import { getIssueIn } from '../issues/get-issue.js';
import { getImportedIssue, importIssue, listImportedIssues } from '../issues/issue-import.js';
import { listRepositoryIssueEvents } from '../issues/list-repository-issue-events.js';
import { listIssuesIn } from '../issues/list-repository-issues.js';
import { createLabel, getLabel, listRepositoryLabels } from '../issues/repository-labels.js';
import { createMilestone, getMilestone, listMilestones } from '../issues/repository-milestones.js';
import { bind } from './bind.js';

/** Issue tracking on a repository (§4.6): issues, their events, labels, milestones, assignees, imports. @namespace Repository */
export function repositoryIssueOperations(session: Session) {
  return {
    createIssue: bind(session, createIssue),
    issue: bind(session, getIssueIn),
    issues: bind(session, listIssuesIn),
    issueEvents: bind(session, listRepositoryIssueEvents),
    label: bind(session, getLabel),
    labels: bind(session, listRepositoryLabels),
    createLabel: bind(session, createLabel),
    milestone: bind(session, getMilestone),
    milestones: bind(session, listMilestones),
    createMilestone: bind(session, createMilestone),
    assignees: bind(session, listAssignees),
    isAssignee: bind(session, isAssignee),
    importIssue: bind(session, importIssue),
    importedIssue: bind(session, getImportedIssue),
    importedIssues: bind(session, listImportedIssues),
  };
}
