import type { NumberedRef } from '../core/refs.js';
import { issueRepository } from '../issues/object-refs.js';
import { within } from './bind.js';
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

/** Operations on an issue. @namespace Issue */
export const issueObjectOperations = {
  addAssignees: addIssueAssignees,
  addLabels: addIssueLabels,
  /** @deprecated use `addAssignees` */
  assign: assignIssue,
  close: closeIssue,
  reopen: reopenIssue,
  lock: lockIssue,
  unlock: unlockIssue,
  isClosed: isIssueClosed,
  comment: /*#__PURE__*/ within<typeof getIssueComment, NumberedRef, number>(getIssueComment, 'id', issueRepository),
  comments: listIssueComments,
  createComment: createIssueComment,
  edit: editIssue,
  events: listIssueEvents,
  labels: listIssueLabels,
  pullRequest: getIssuePullRequest,
  removeAllLabels: removeAllIssueLabels,
  removeAssignees: removeIssueAssignees,
  removeLabel: removeIssueLabel,
  replaceLabels: replaceIssueLabels,
};

/** Operations on an issue comment. @namespace IssueComment */
export const issueCommentObjectOperations = {
  delete: deleteIssueComment,
  edit: editIssueComment,
};

/** Operations on a repository label. @namespace Label */
export const labelObjectOperations = {
  delete: deleteLabel,
  update: updateLabel,
};

/** Operations on a milestone. @namespace Milestone */
export const milestoneObjectOperations = {
  delete: deleteMilestone,
  labels: listMilestoneLabels,
};
