import type { Session } from '../core/session.js';
import { deleteIssueComment, editIssueComment } from '../issues/comment-objects.js';
import { editIssue } from '../issues/edit-issue.js';
import { addIssueAssignees, assignIssue, removeIssueAssignees } from '../issues/issue-assignees.js';
import { createIssueComment, getIssueComment, listIssueComments } from '../issues/issue-comments.js';
import { addIssueLabels, listIssueLabels, removeAllIssueLabels, removeIssueLabel, replaceIssueLabels } from '../issues/issue-labels.js';
import { getIssuePullRequest } from '../issues/issue-pull-request.js';
import { closeIssue, isIssueClosed, lockIssue, reopenIssue, unlockIssue } from '../issues/issue-state.js';
import { deleteLabel, updateLabel } from '../issues/label-objects.js';
import { listIssueEvents } from '../issues/list-issue-events.js';
import { deleteMilestone, listMilestoneLabels } from '../issues/milestone-objects.js';
import { bind } from './bind.js';

/** Operations on an issue (§4.8). @namespace Issue */
export function issueObjectOperations(session: Session) {
  return {
    addAssignees: bind(session, addIssueAssignees),
    addLabels: bind(session, addIssueLabels),
    /** @deprecated use `addAssignees` */
    assign: bind(session, assignIssue),
    close: bind(session, closeIssue),
    reopen: bind(session, reopenIssue),
    lock: bind(session, lockIssue),
    unlock: bind(session, unlockIssue),
    isClosed: bind(session, isIssueClosed),
    comment: bind(session, getIssueComment),
    comments: bind(session, listIssueComments),
    createComment: bind(session, createIssueComment),
    edit: bind(session, editIssue),
    events: bind(session, listIssueEvents),
    labels: bind(session, listIssueLabels),
    pullRequest: bind(session, getIssuePullRequest),
    removeAllLabels: bind(session, removeAllIssueLabels),
    removeAssignees: bind(session, removeIssueAssignees),
    removeLabel: bind(session, removeIssueLabel),
    replaceLabels: bind(session, replaceIssueLabels),
  };
}

/** Operations on an issue comment (§4.8). @namespace IssueComment */
export function issueCommentObjectOperations(session: Session) {
  return {
    delete: bind(session, deleteIssueComment),
    edit: bind(session, editIssueComment),
  };
}

/** Operations on a repository label (§4.8). @namespace Label */
export function labelObjectOperations(session: Session) {
  return {
    delete: bind(session, deleteLabel),
    update: bind(session, updateLabel),
  };
}

/** Operations on a milestone (§4.8). @namespace Milestone */
export function milestoneObjectOperations(session: Session) {
  return {
    delete: bind(session, deleteMilestone),
    labels: bind(session, listMilestoneLabels),
  };
}
