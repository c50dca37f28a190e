import { type Row } from './rows.js';

const MEMBER = { org: 'github', username: 'octocat' };

/** Organizations: memberships, repositories, teams, events (the everyday ones are also live, from octokit.rb's cassettes). */
export const rows: Row[] = [
  { operationId: 'orgs/set-membership-for-user', params: MEMBER },
  { operationId: 'orgs/remove-member', params: MEMBER },
  { operationId: 'orgs/check-membership-for-user', params: MEMBER, status: 404 },
  { operationId: 'orgs/check-public-membership-for-user', params: MEMBER, status: 404 },
  { operationId: 'repos/create-in-org', params: { org: 'github' } },
  { operationId: 'teams/add-or-update-repo-permissions-legacy', params: { team_id: '42', owner: 'octocat', repo: 'Hello-World' } },
  { operationId: 'teams/create', params: { org: 'github' } },
  { operationId: 'orgs/create-invitation', params: { org: 'github' } },
  { operationId: 'activity/list-public-org-events', params: { org: 'github' }, query: 'per_page=100' },
];
