import { OWNER_REPO, type Row } from './rows.js';

/** Notifications of the authenticated user, their threads, and stars given from the client. */
export const rows: Row[] = [
  { operationId: 'activity/list-notifications-for-authenticated-user', query: 'per_page=100' },
  { operationId: 'activity/mark-notifications-as-read' },
  { operationId: 'activity/mark-notifications-as-read', status: 205 },
  { operationId: 'activity/get-thread', params: { thread_id: '1' } },
  { operationId: 'activity/star-repo-for-authenticated-user', params: OWNER_REPO },
  { operationId: 'activity/star-repo-for-authenticated-user', params: OWNER_REPO, status: 404 },
  { operationId: 'activity/unstar-repo-for-authenticated-user', params: OWNER_REPO },
  { operationId: 'activity/unstar-repo-for-authenticated-user', params: OWNER_REPO, status: 404 },
];
