import { OWNER_REPO, type Row } from './rows.js';

const USER = { username: 'octocat' };

/**
 * GitHub Enterprise Server, from its description (served under /api/v3 of the stand-in host):
 * the site administrator's operations, and one everyday operation of each area as a
 * self-hosted client sends it.
 */
export const rows: Row[] = [
  { operationId: 'enterprise-admin/get-all-stats', file: 'ghes' },
  { operationId: 'enterprise-admin/promote-user-to-be-site-administrator', file: 'ghes', params: USER },
  { operationId: 'enterprise-admin/demote-site-administrator', file: 'ghes', params: USER },
  { operationId: 'enterprise-admin/suspend-user', file: 'ghes', params: USER },
  { operationId: 'enterprise-admin/unsuspend-user', file: 'ghes', params: USER },
  { operationId: 'enterprise-admin/update-username-for-user', file: 'ghes', params: USER },
  { operationId: 'enterprise-admin/delete-user', file: 'ghes', params: USER },
  { operationId: 'enterprise-admin/create-impersonation-o-auth-token', file: 'ghes', params: USER, status: 201 },
  { operationId: 'enterprise-admin/delete-impersonation-o-auth-token', file: 'ghes', params: USER },
  { operationId: 'enterprise-admin/create-user', file: 'ghes' },
  { operationId: 'enterprise-admin/create-org', file: 'ghes' },
  // One operation of each area through a self-hosted client.
  { operationId: 'users/get-by-username', file: 'ghes', params: USER },
  { operationId: 'users/get-authenticated', file: 'ghes' },
  { operationId: 'repos/get', file: 'ghes', params: OWNER_REPO },
  { operationId: 'issues/get', file: 'ghes', params: { ...OWNER_REPO, issue_number: '1347' } },
  { operationId: 'pulls/get', file: 'ghes', params: { ...OWNER_REPO, pull_number: '1347' } },
  { operationId: 'orgs/get', file: 'ghes', params: { org: 'github' } },
  { operationId: 'git/get-ref', file: 'ghes', params: { ...OWNER_REPO, ref: 'heads/featureA' } },
  { operationId: 'activity/list-repo-events', file: 'ghes', params: OWNER_REPO, query: 'per_page=100' },
  { operationId: 'emojis/get', file: 'ghes' },
  { operationId: 'gists/get', file: 'ghes', params: { gist_id: '2decf6c462d9b4418f2' } },
  { operationId: 'search/repos', file: 'ghes', query: 'q=tetris&per_page=100' },
];
