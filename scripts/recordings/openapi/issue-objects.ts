import { OWNER_REPO, type Row } from './rows.js';

/** Operations on an issue, an issue comment, a label and a milestone. */
const ISSUE = { ...OWNER_REPO, issue_number: '1347' };
const COMMENT = { ...OWNER_REPO, comment_id: '1' };
const LABEL = { ...OWNER_REPO, name: 'bug' };
const MILESTONE = { ...OWNER_REPO, milestone_number: '1' };

export const rows: Row[] = [
  { operationId: 'issues/update', params: ISSUE },
  { operationId: 'issues/update', params: ISSUE, status: 404 },
  { operationId: 'issues/add-assignees', params: ISSUE },
  { operationId: 'issues/remove-assignees', params: ISSUE },
  { operationId: 'issues/lock', params: ISSUE },
  { operationId: 'issues/lock', params: ISSUE, status: 404 },
  { operationId: 'issues/unlock', params: ISSUE },
  { operationId: 'issues/unlock', params: ISSUE, status: 404 },
  { operationId: 'issues/get-comment', params: COMMENT },
  { operationId: 'issues/list-comments', params: ISSUE, query: 'per_page=100' },
  { operationId: 'issues/create-comment', params: ISSUE },
  { operationId: 'issues/list-events', params: ISSUE, query: 'per_page=100' },
  { operationId: 'issues/list-labels-on-issue', params: ISSUE, query: 'per_page=100' },
  { operationId: 'issues/add-labels', params: ISSUE },
  { operationId: 'issues/set-labels', params: ISSUE },
  { operationId: 'issues/remove-label', params: { ...ISSUE, name: 'bug' } },
  { operationId: 'issues/remove-all-labels', params: ISSUE },
  { operationId: 'pulls/get', params: { ...OWNER_REPO, pull_number: '1347' }, output: 'pulls.get.for-issue' },
  { operationId: 'issues/delete-comment', params: COMMENT },
  { operationId: 'issues/update-comment', params: COMMENT },
  { operationId: 'issues/update-comment', params: COMMENT, status: 422 },
  { operationId: 'issues/delete-label', params: LABEL },
  { operationId: 'issues/update-label', params: LABEL },
  { operationId: 'issues/delete-milestone', params: MILESTONE },
  { operationId: 'issues/delete-milestone', params: MILESTONE, status: 404 },
  { operationId: 'issues/list-labels-for-milestone', params: MILESTONE, query: 'per_page=100' },
];
