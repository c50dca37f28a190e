import { fromDict } from '../../src/models/library/objects.js';
import { User } from '../../src/models/users.js';
import { documentedResponse } from '../support/recordings.js';
import type { DocumentedOperation } from './table.js';

/** A team as the Team operations take it: its organization and slug (today's routes). */
const team = { org: 'github', slug: 'justice-league' };
const teamPath = '/orgs/github/teams/justice-league';

/** Users, keys, plans, organizations and teams. */
export const userOrgRows: readonly DocumentedOperation[] = [
  // User operations
  { on: 'User', name: 'events', params: ['public?'], returns: 'collection', type: 'Event', args: ['octocat', { public: true }], sends: ['GET /users/octocat/events/public?per_page=100'] },
  { on: 'User', name: 'followers', params: [], returns: 'collection', type: 'User', args: ['octocat'], sends: ['GET /users/octocat/followers?per_page=100'] },
  { on: 'User', name: 'following', params: [], returns: 'collection', type: 'User', args: ['octocat'], sends: ['GET /users/octocat/following?per_page=100'] },
  { on: 'User', name: 'keys', params: [], returns: 'collection', type: 'Key', args: ['octocat'], sends: ['GET /users/octocat/keys?per_page=100'] },
  { on: 'User', name: 'subscriptions', params: [], returns: 'collection', type: 'Repository', args: ['octocat'], sends: ['GET /users/octocat/subscriptions?per_page=100'] },
  { on: 'User', name: 'organization_events', params: ['org'], returns: 'collection', type: 'Event', args: ['octocat', 'github'], sends: ['GET /users/octocat/events/orgs/github?per_page=100'] },
  { on: 'User', name: 'organizations', params: [], returns: 'collection', type: 'ShortOrganization', args: ['octocat'], sends: ['GET /users/octocat/orgs?per_page=100'] },
  { on: 'User', name: 'received_events', params: ['public?'], returns: 'collection', type: 'Event', args: ['octocat'], sends: ['GET /users/octocat/received_events?per_page=100'] },
  { on: 'User', name: 'starred_repositories', params: ['sort?', 'direction?'], returns: 'collection', type: 'StarredRepository', args: ['octocat', { sort: 'created', direction: 'asc' }], sends: ['GET /users/octocat/starred?sort=created&direction=asc&per_page=100'] },
  { on: 'User', name: 'is_following', params: ['username'], returns: 'bool', args: ['octocat', 'hubot'], sends: ['GET /users/octocat/following/hubot'], result: true },
  // Every type's refresh is the client's one `refresh`, given the object.
  { on: 'User', name: 'refresh', params: ['conditional?'], returns: 'object', type: 'User', facade: 'refresh', args: (base) => [fromDict(User, { ...(documentedResponse('openapi/users.get-by-username') as object), url: `${base}/users/octocat` })], sends: ['GET /users/octocat'] },
  // Older forms
  { on: 'User', name: 'add_email_address', params: ['address'], returns: 'list', type: 'Email', older: true, args: ['octocat', 'octocat@github.com'], sends: ['POST /user/emails'], body: { emails: ['octocat@github.com'] } },
  { on: 'User', name: 'delete_email_address', params: ['address'], returns: 'bool', older: true, args: ['octocat', 'octocat@github.com'], sends: ['DELETE /user/emails'], body: { emails: ['octocat@github.com'] }, result: true },
  { on: 'User', name: 'update', params: ['name?', 'email?', 'blog?', 'company?', 'location?', 'hireable?', 'bio?'], returns: 'bool', older: true, args: ['octocat', { name: 'monalisa octocat', email: 'octocat@github.com', blog: 'https://github.com/blog', company: 'GitHub', location: 'San Francisco', hireable: true, bio: 'There once was...' }], sends: ['PATCH /user'], body: { name: 'monalisa octocat', email: 'octocat@github.com', blog: 'https://github.com/blog', company: 'GitHub', location: 'San Francisco', hireable: true, bio: 'There once was...' }, result: true },
  // Administrator operations of a self-hosted installation
  { on: 'User', name: 'delete', params: [], returns: 'bool', selfHosted: true, args: ['octocat'], sends: ['DELETE /admin/users/octocat'], result: true },
  { on: 'User', name: 'demote', params: [], returns: 'bool', selfHosted: true, args: ['octocat'], sends: ['DELETE /users/octocat/site_admin'], result: true },
  { on: 'User', name: 'promote', params: [], returns: 'bool', selfHosted: true, args: ['octocat'], sends: ['PUT /users/octocat/site_admin'], result: true },
  { on: 'User', name: 'suspend', params: [], returns: 'bool', selfHosted: true, args: ['octocat'], sends: ['PUT /users/octocat/suspended'], result: true },
  { on: 'User', name: 'unsuspend', params: [], returns: 'bool', selfHosted: true, args: ['octocat'], sends: ['DELETE /users/octocat/suspended'], result: true },
  { on: 'User', name: 'rename', params: ['login'], returns: 'bool', selfHosted: true, args: ['octocat', 'monalisa'], sends: ['PATCH /admin/users/octocat'], body: { login: 'monalisa' }, result: true },
  { on: 'User', name: 'impersonate', params: ['scopes?'], returns: 'object', type: 'Authorization', selfHosted: true, args: ['octocat', { scopes: ['public_repo'] }], sends: ['POST /admin/users/octocat/authorizations'], body: { scopes: ['public_repo'] } },
  { on: 'User', name: 'revoke_impersonation', params: [], returns: 'bool', selfHosted: true, args: ['octocat'], sends: ['DELETE /admin/users/octocat/authorizations'], result: true },
  // Key and Plan operations
  { on: 'Key', name: 'delete', params: [], returns: 'bool', args: [1], sends: ['DELETE /user/keys/1'], result: true },
  // Keys have been immutable since 20 June 2014: the document has the update refused with MethodNotAllowed, before sending.
  { on: 'Key', name: 'update', params: ['title', 'key'], returns: 'bool', args: [1, 'octocat@octomac', 'ssh-rsa AAA...'], sends: [], rejects: 'MethodNotAllowed' },
  { on: 'Plan', name: 'is_free', params: [], returns: 'bool', args: [{ name: 'free', space: 976562499, collaborators: 0, private_repos: 10000 }], sends: [], result: true },

  // Organization, current form
  { on: 'Organization', name: 'add_repository', params: ['repository', 'team_id'], returns: 'bool', args: ['github', 'octocat/Hello-World', 1], sends: ['PUT /teams/1/repos/octocat/Hello-World'], result: true },
  { on: 'Organization', name: 'all_events', params: ['username'], returns: 'collection', type: 'Event', args: ['github', 'octocat'], sends: ['GET /users/octocat/events/orgs/github?per_page=100'] },
  { on: 'Organization', name: 'conceal_member', params: ['username'], returns: 'bool', args: ['github', 'octocat'], sends: ['DELETE /orgs/github/public_members/octocat'], result: true },
  { on: 'Organization', name: 'publicize_member', params: ['username'], returns: 'bool', args: ['github', 'octocat'], sends: ['PUT /orgs/github/public_members/octocat'], result: true },
  { on: 'Organization', name: 'remove_member', params: ['username'], returns: 'bool', args: ['github', 'octocat'], sends: ['DELETE /orgs/github/members/octocat'], result: true },
  { on: 'Organization', name: 'create_project', params: ['name', 'body?'], returns: 'object', type: 'Project', args: ['github', 'Organization Roadmap', { body: 'High-level roadmap for the upcoming year.' }], sends: ['POST /orgs/github/projects'], body: { name: 'Organization Roadmap', body: 'High-level roadmap for the upcoming year.' } },
  {
    on: 'Organization',
    name: 'create_repository',
    params: ['name', 'description?', 'homepage?', 'private?', 'has_issues?', 'has_wiki?', 'team_id?', 'auto_init?', 'gitignore_template?', 'license_template?'],
    returns: 'object',
    type: 'Repository',
    args: ['github', 'Hello-World', { description: 'This is your first repository', homepage: 'https://github.com', private: false, hasIssues: true, hasWiki: true, teamId: 1, autoInit: true, gitignoreTemplate: 'Node', licenseTemplate: 'mit' }],
    sends: ['POST /orgs/github/repos'],
    body: { name: 'Hello-World', description: 'This is your first repository', homepage: 'https://github.com', private: false, has_issues: true, has_wiki: true, team_id: 1, auto_init: true, gitignore_template: 'Node', license_template: 'mit' },
  },
  { on: 'Organization', name: 'create_team', params: ['name', 'repo_names?', 'permission?'], returns: 'object', type: 'Team', args: ['github', 'Justice League', { repoNames: ['github/Hello-World'], permission: 'push' }], sends: ['POST /orgs/github/teams'], body: { name: 'Justice League', repo_names: ['github/Hello-World'], permission: 'push' } },
  { on: 'Organization', name: 'edit', params: ['billing_email?', 'company?', 'email?', 'location?', 'name?'], returns: 'bool', args: ['github', { billingEmail: 'mona@github.com', company: 'GitHub', email: 'mona@github.com', location: 'San Francisco', name: 'github' }], sends: ['PATCH /orgs/github'], body: { billing_email: 'mona@github.com', company: 'GitHub', email: 'mona@github.com', location: 'San Francisco', name: 'github' }, result: true },
  { on: 'Organization', name: 'events', params: [], returns: 'collection', type: 'Event', older: true, args: ['github'], sends: ['GET /orgs/github/events?per_page=100'] },
  { on: 'Organization', name: 'is_member', params: ['username'], returns: 'bool', args: ['github', 'octocat'], sends: ['GET /orgs/github/members/octocat'], result: true },
  { on: 'Organization', name: 'is_public_member', params: ['username'], returns: 'bool', args: ['github', 'octocat'], sends: ['GET /orgs/github/public_members/octocat'], result: true },
  { on: 'Organization', name: 'members', params: ['filter?', 'role?'], returns: 'collection', type: 'User', args: ['github', { filter: 'all', role: 'admin' }], sends: ['GET /orgs/github/members?filter=all&role=admin&per_page=100'] },
  { on: 'Organization', name: 'project', params: ['id'], returns: 'object', type: 'Project', args: ['github', 1002604], sends: ['GET /projects/1002604'] },
  { on: 'Organization', name: 'projects', params: [], returns: 'collection', type: 'Project', args: ['github'], sends: ['GET /orgs/github/projects?per_page=100'] },
  { on: 'Organization', name: 'public_events', params: [], returns: 'collection', type: 'Event', args: ['github'], sends: ['GET /orgs/github/events?per_page=100'] },
  { on: 'Organization', name: 'public_members', params: [], returns: 'collection', type: 'User', args: ['github'], sends: ['GET /orgs/github/public_members?per_page=100'] },
  { on: 'Organization', name: 'remove_repository', params: ['repository', 'team_id'], returns: 'bool', args: ['github', 'octocat/Hello-World', 1], sends: ['DELETE /teams/1/repos/octocat/Hello-World'], result: true },
  { on: 'Organization', name: 'repositories', params: ['type?'], returns: 'collection', type: 'Repository', args: ['github', { type: 'public' }], sends: ['GET /orgs/github/repos?type=public&per_page=100'] },
  { on: 'Organization', name: 'team', params: ['team_id'], returns: 'object', type: 'Team', args: ['github', 1], sends: ['GET /teams/1'] },
  { on: 'Organization', name: 'teams', params: [], returns: 'collection', type: 'Team', args: ['github'], sends: ['GET /orgs/github/teams?per_page=100'] },
  // Older organization forms (edit, is_member and team(team_id) are the rows above)
  {
    on: 'Organization',
    name: 'create_repo',
    params: ['name', 'description?', 'homepage?', 'private?', 'has_issues?', 'has_wiki?', 'has_downloads?', 'team_id?', 'auto_init?', 'gitignore_template?', 'license_template?'],
    returns: 'object',
    type: 'Repository',
    older: true,
    args: ['github', 'Hello-World', { description: 'This is your first repository', hasDownloads: true }],
    sends: ['POST /orgs/github/repos'],
    body: { name: 'Hello-World', description: 'This is your first repository', has_downloads: true },
  },
  { on: 'Organization', name: 'iter_members', params: [], returns: 'collection', type: 'User', older: true, args: ['github'], sends: ['GET /orgs/github/members?per_page=100'] },
  { on: 'Organization', name: 'iter_public_members', params: [], returns: 'collection', type: 'User', older: true, args: ['github'], sends: ['GET /orgs/github/public_members?per_page=100'] },
  { on: 'Organization', name: 'iter_repos', params: [], returns: 'collection', type: 'Repository', older: true, args: ['github'], sends: ['GET /orgs/github/repos?per_page=100'] },
  { on: 'Organization', name: 'iter_teams', params: [], returns: 'collection', type: 'Team', older: true, args: ['github'], sends: ['GET /orgs/github/teams?per_page=100'] },

  // Team, current form
  { on: 'Team', name: 'add_member', params: ['username'], returns: 'bool', args: [team, 'octocat'], sends: [`PUT ${teamPath}/memberships/octocat`], result: true },
  { on: 'Team', name: 'add_repository', params: ['repository', 'permission?'], returns: 'bool', args: [team, 'octocat/Hello-World', { permission: 'push' }], sends: [`PUT ${teamPath}/repos/octocat/Hello-World`], body: { permission: 'push' }, result: true },
  { on: 'Team', name: 'delete', params: [], returns: 'bool', args: [team], sends: [`DELETE ${teamPath}`], result: true },
  { on: 'Team', name: 'edit', params: ['name', 'permission?'], returns: 'bool', args: [team, 'Justice League', { permission: 'admin' }], sends: [`PATCH ${teamPath}`], body: { name: 'Justice League', permission: 'admin' }, result: true },
  { on: 'Team', name: 'has_repository', params: ['repository'], returns: 'bool', args: [team, 'octocat/Hello-World'], sends: [`GET ${teamPath}/repos/octocat/Hello-World`], result: true },
  { on: 'Team', name: 'invite', params: ['username'], returns: 'mapping', args: [team, 'octocat'], sends: [`PUT ${teamPath}/memberships/octocat`] },
  { on: 'Team', name: 'is_member', params: ['username'], returns: 'bool', args: [team, 'octocat'], sends: [`GET ${teamPath}/memberships/octocat`], result: true },
  { on: 'Team', name: 'members', params: ['role?'], returns: 'collection', type: 'User', args: [team, { role: 'maintainer' }], sends: [`GET ${teamPath}/members?role=maintainer&per_page=100`] },
  { on: 'Team', name: 'membership_for', params: ['username'], returns: 'mapping', args: [team, 'octocat'], sends: [`GET ${teamPath}/memberships/octocat`] },
  { on: 'Team', name: 'remove_member', params: ['username'], returns: 'bool', args: [team, 'octocat'], sends: [`DELETE ${teamPath}/memberships/octocat`], result: true },
  { on: 'Team', name: 'remove_repository', params: ['repository'], returns: 'bool', args: [team, 'octocat/Hello-World'], sends: [`DELETE ${teamPath}/repos/octocat/Hello-World`], result: true },
  { on: 'Team', name: 'repositories', params: [], returns: 'collection', type: 'Repository', args: [team], sends: [`GET ${teamPath}/repos?per_page=100`] },
  { on: 'Team', name: 'revoke_membership', params: ['username'], returns: 'bool', args: [team, 'octocat'], sends: [`DELETE ${teamPath}/memberships/octocat`], result: true },
];
