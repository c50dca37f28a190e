import { OWNER_REPO, type Row } from './rows.js';

/** Issue tracking at client and repository level: issue listings, creation, events, labels, milestones, assignees. */
export const rows: Row[] = [
  { operationId: 'issues/create', params: OWNER_REPO },
  { operationId: 'issues/list', query: 'per_page=100' },
  { operationId: 'issues/list-for-authenticated-user', query: 'per_page=100' },
  { operationId: 'issues/list-for-org', params: { org: 'github' }, query: 'per_page=100' },
  { operationId: 'issues/list-events-for-repo', params: OWNER_REPO, query: 'per_page=100' },
  { operationId: 'issues/get-label', params: { ...OWNER_REPO, name: 'bug' } },
  { operationId: 'issues/list-labels-for-repo', params: OWNER_REPO, query: 'per_page=100' },
  { operationId: 'issues/create-label', params: OWNER_REPO },
  { operationId: 'issues/get-milestone', params: { ...OWNER_REPO, milestone_number: '1' } },
  { operationId: 'issues/list-milestones', params: OWNER_REPO, query: 'per_page=100' },
  { operationId: 'issues/create-milestone', params: OWNER_REPO },
  { operationId: 'issues/list-assignees', params: OWNER_REPO, query: 'per_page=100' },
  { operationId: 'issues/check-user-can-be-assigned', params: { ...OWNER_REPO, assignee: 'octocat' }, output: 'issues.is-assignee' },
  { operationId: 'issues/check-user-can-be-assigned', params: { ...OWNER_REPO, assignee: 'hubot' }, status: 404, output: 'issues.is-assignee.404' },
];
