import { type Row } from './rows.js';

/** Team operations: the slug routes of api.github.com, and the id routes GHES still serves. */
const TEAM = { org: 'github', team_slug: 'justice-league' };
const MEMBER = { ...TEAM, username: 'octocat' };
const REPO = { ...TEAM, owner: 'octocat', repo: 'Hello-World' };
const LEGACY = { team_id: '1' };

export const rows: Row[] = [
  { operationId: 'teams/get-by-name', params: TEAM },
  { operationId: 'teams/update-in-org', params: TEAM },
  { operationId: 'teams/delete-in-org', params: TEAM },
  { operationId: 'teams/list-members-in-org', params: TEAM, query: 'per_page=100' },
  { operationId: 'teams/list-members-in-org', params: TEAM, query: 'role=maintainer&per_page=100', output: 'teams.list-members-in-org.maintainers' },
  { operationId: 'teams/get-membership-for-user-in-org', params: MEMBER },
  { operationId: 'teams/get-membership-for-user-in-org', params: MEMBER, status: 404 },
  { operationId: 'teams/add-or-update-membership-for-user-in-org', params: MEMBER },
  { operationId: 'teams/remove-membership-for-user-in-org', params: MEMBER },
  { operationId: 'teams/list-repos-in-org', params: TEAM, query: 'per_page=100' },
  { operationId: 'teams/check-permissions-for-repo-in-org', params: REPO, status: 204 },
  { operationId: 'teams/add-or-update-repo-permissions-in-org', params: REPO },
  { operationId: 'teams/remove-repo-in-org', params: REPO },
  { operationId: 'teams/list-for-authenticated-user', query: 'per_page=100' },
  { operationId: 'teams/list-members-legacy', file: 'ghes', params: LEGACY, query: 'per_page=100' },
  { operationId: 'teams/get-member-legacy', file: 'ghes', params: { ...LEGACY, username: 'octocat' } },
  { operationId: 'teams/remove-member-legacy', file: 'ghes', params: { ...LEGACY, username: 'octocat' }, status: 404 },
  { operationId: 'teams/list-repos-legacy', file: 'ghes', params: LEGACY, query: 'per_page=100' },
  { operationId: 'teams/check-permissions-for-repo-legacy', file: 'ghes', params: { ...LEGACY, owner: 'octocat', repo: 'Hello-World' }, status: 204 },
  { operationId: 'teams/add-or-update-repo-permissions-legacy', file: 'ghes', params: { ...LEGACY, owner: 'octocat', repo: 'Hello-World' } },
];
