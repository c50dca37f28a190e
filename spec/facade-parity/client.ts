import { documentedResponse } from '../support/recordings.js';
import type { DocumentedOperation } from './table.js';

// A registered application's credentials, made up (set with `setClientId` before the application's own checks).
const CLIENT_ID = 'Iv1.8a61f9b3a7aba766';
const CLIENT_SECRET = '0123456789abcdef0123456789abcdef01234567';
const setApp = (gh: { setClientId(id: string, secret: string): void }) => gh.setClientId(CLIENT_ID, CLIENT_SECRET);
const BASIC = { token: undefined, username: 'octocat', password: 'x' };
// The live recording of GET /notifications is an empty page: GitHub's documented example instead.
const THREADS = [{ status: 200, body: documentedResponse('openapi/activity.list-notifications-for-authenticated-user') }];


/** The client's own operations. */
export const clientRows: readonly DocumentedOperation[] = [
  { on: 'client', name: 'repository', params: ['owner', 'repository'], returns: 'object', type: 'Repository', args: ['octocat', 'Hello-World'], sends: ['GET /repos/octocat/Hello-World'] },
  { on: 'client', name: 'zen', params: [], returns: 'text', args: [], sends: ['GET /zen'] },
  { on: 'client', name: 'issues_on', params: ['username', 'repository', 'state?'], returns: 'collection', type: 'ShortIssue', args: ['octocat', 'Hello-World', { state: 'all' }], sends: ['GET /repos/octocat/Hello-World/issues?state=all&per_page=100'] },

  // Construction and authentication
  { on: 'client', name: 'login', params: ['username?', 'password?', 'token?', 'two_factor_callback?'], returns: 'client', args: [{ username: 'octocat', password: 'x' }], sends: [] },
  { on: 'client', name: 'authorize', params: ['username', 'password', 'scopes?', 'note?', 'note_url?', 'client_id?', 'client_secret?'], returns: 'object', type: 'Authorization', args: ['octocat', 'x', { scopes: ['public_repo'], note: 'admin script' }], sends: ['POST /authorizations'], body: { scopes: ['public_repo'], note: 'admin script' } },
  { on: 'client', name: 'authorization', params: ['id_num'], returns: 'object', type: 'Authorization', args: [1], sends: ['GET /authorizations/1'], session: BASIC },
  { on: 'client', name: 'authorizations', params: ['number?', 'etag?'], returns: 'collection', type: 'Authorization', args: [], sends: ['GET /authorizations?per_page=100'], session: BASIC },
  { on: 'client', name: 'check_authorization', params: ['access_token'], returns: 'bool', args: ['parity-access-token'], sends: [`POST /applications/${CLIENT_ID}/token`], body: { access_token: 'parity-access-token' }, result: true, before: setApp },
  { on: 'client', name: 'revoke_authorization', params: ['access_token'], returns: 'bool', args: ['parity-access-token'], sends: [`DELETE /applications/${CLIENT_ID}/token`], body: { access_token: 'parity-access-token' }, result: true, before: setApp },
  { on: 'client', name: 'revoke_authorizations', params: ['client_id'], returns: 'bool', args: [CLIENT_ID], sends: [`DELETE /applications/${CLIENT_ID}/tokens`], result: true, before: setApp },
  { on: 'client', name: 'me', params: [], returns: 'object', type: 'AuthenticatedUser', args: [], sends: ['GET /user'] },
  // Mentioned beside the operations above: the application's id and secret, which the revocations need; no request.
  { on: 'client', name: 'set_client_id', params: ['id', 'secret'], returns: 'none', args: [CLIENT_ID, CLIENT_SECRET], sends: [] },
  // The requests left, from the last answer's headers, or else from the rate limit itself.
  { on: 'client', name: 'ratelimit_remaining', params: [], returns: 'number', args: [], sends: ['GET /rate_limit'] },
  { on: 'client', name: 'admin_stats', params: ['type'], returns: 'mapping', selfHosted: true, args: ['issues'], sends: ['GET /enterprise/stats/issues'] },

  // Client-level operations
  { on: 'client', name: 'user', params: ['username'], returns: 'object', type: 'User', args: ['octocat'], sends: ['GET /users/octocat'] },
  { on: 'client', name: 'all_users', params: ['number?', 'since?', 'etag?', 'per_page?'], returns: 'collection', type: 'ShortUser', args: [{ since: 135, perPage: 50 }], sends: ['GET /users?since=135&per_page=50'] },
  { on: 'client', name: 'follow', params: ['username'], returns: 'bool', args: ['octocat'], sends: ['PUT /user/following/octocat'], result: true },
  { on: 'client', name: 'followed_by', params: ['username'], returns: 'collection', type: 'ShortUser', args: ['octocat'], sends: ['GET /users/octocat/following?per_page=100'] },
  { on: 'client', name: 'followers', params: [], returns: 'collection', type: 'ShortUser', args: [], sends: ['GET /user/followers?per_page=100'] },
  { on: 'client', name: 'followers_of', params: ['username'], returns: 'collection', type: 'ShortUser', args: ['octocat'], sends: ['GET /users/octocat/followers?per_page=100'] },
  { on: 'client', name: 'following', params: [], returns: 'collection', type: 'ShortUser', args: [], sends: ['GET /user/following?per_page=100'] },
  { on: 'client', name: 'is_following', params: ['username'], returns: 'bool', args: ['octocat'], sends: ['GET /user/following/octocat'], result: true },
  { on: 'client', name: 'emails', params: [], returns: 'collection', type: 'Email', args: [], sends: ['GET /user/emails?per_page=100'] },
  { on: 'client', name: 'add_email_addresses', params: ['addresses'], returns: 'list', type: 'Email', args: [['octocat@github.com']], sends: ['POST /user/emails'], body: { emails: ['octocat@github.com'] } },
  { on: 'client', name: 'delete_email_addresses', params: ['addresses'], returns: 'bool', args: [['octocat@github.com']], sends: ['DELETE /user/emails'], body: { emails: ['octocat@github.com'] }, result: true },
  { on: 'client', name: 'keys', params: [], returns: 'collection', type: 'Key', args: [], sends: ['GET /user/keys?per_page=100'] },
  { on: 'client', name: 'key', params: ['id_num'], returns: 'object', type: 'Key', args: [2], sends: ['GET /user/keys/2'] },
  { on: 'client', name: 'create_key', params: ['title', 'key', 'read_only?'], returns: 'object', type: 'Key', args: ['octocat@octomac', 'ssh-rsa AAA...'], sends: ['POST /user/keys'], body: { title: 'octocat@octomac', key: 'ssh-rsa AAA...' } },
  { on: 'client', name: 'delete_key', params: ['key_id'], returns: 'bool', older: true, args: [2], sends: ['DELETE /user/keys/2'], result: true },
  { on: 'client', name: 'organization', params: ['username'], returns: 'object', type: 'Organization', args: ['github'], sends: ['GET /orgs/github'] },
  { on: 'client', name: 'all_organizations', params: ['number?', 'since?', 'etag?', 'per_page?'], returns: 'collection', type: 'ShortOrganization', args: [{ since: 135 }], sends: ['GET /organizations?since=135&per_page=100'] },
  { on: 'client', name: 'organizations', params: [], returns: 'collection', type: 'ShortOrganization', args: [], sends: ['GET /user/orgs?per_page=100'] },
  { on: 'client', name: 'organizations_with', params: ['username?'], returns: 'collection', type: 'ShortOrganization', args: ['octocat'], sends: ['GET /users/octocat/orgs?per_page=100'] },
  { on: 'client', name: 'organization_memberships', params: ['state?', 'number?', 'etag?'], returns: 'collection', type: 'Membership', args: [{ state: 'active' }], sends: ['GET /user/memberships/orgs?state=active&per_page=100'] },
  { on: 'client', name: 'membership_in', params: ['organization'], returns: 'object', type: 'Membership', args: ['github'], sends: ['GET /user/memberships/orgs/github'] },
  { on: 'client', name: 'activate_membership', params: ['organization'], returns: 'object', type: 'Membership', args: ['github'], sends: ['PATCH /user/memberships/orgs/github'], body: { state: 'active' } },
  { on: 'client', name: 'create_repository', params: ['name', 'description?', 'homepage?', 'private?', 'has_issues?', 'has_wiki?', 'auto_init?', 'gitignore_template?'], returns: 'object', type: 'Repository', args: ['Hello-World', { description: 'This is your first repository', homepage: 'https://github.com', private: false, hasIssues: true, hasWiki: true, autoInit: true, gitignoreTemplate: 'Node' }], sends: ['POST /user/repos'], body: { name: 'Hello-World', description: 'This is your first repository', homepage: 'https://github.com', private: false, has_issues: true, has_wiki: true, auto_init: true, gitignore_template: 'Node' } },
  { on: 'client', name: 'repositories', params: ['type?', 'sort?', 'direction?'], returns: 'collection', type: 'ShortRepository', args: [{ type: 'owner' }], sends: ['GET /user/repos?type=owner&sort=created&direction=desc&per_page=100'] },
  { on: 'client', name: 'repositories_by', params: ['username', 'type?', 'sort?', 'direction?'], returns: 'collection', type: 'Repository', args: ['octocat'], sends: ['GET /users/octocat/repos?type=all&per_page=100'] },
  { on: 'client', name: 'all_repositories', params: ['number?', 'since?', 'etag?', 'per_page?'], returns: 'collection', type: 'ShortRepository', args: [{ since: 364 }], sends: ['GET /repositories?since=364&per_page=100'] },
  { on: 'client', name: 'starred_by', params: ['username?'], returns: 'collection', type: 'Repository', args: ['octocat'], sends: ['GET /users/octocat/starred?per_page=100'] },
  { on: 'client', name: 'is_starred', params: ['username', 'repo'], returns: 'bool', args: ['octocat', 'Hello-World'], sends: ['GET /user/starred/octocat/Hello-World'], result: true },
  { on: 'client', name: 'subscriptions_for', params: ['username'], returns: 'collection', type: 'Repository', args: ['octocat'], sends: ['GET /users/octocat/subscriptions?per_page=100'] },
  { on: 'client', name: 'issue', params: ['username', 'repository', 'number'], returns: 'object', type: 'Issue', args: ['octocat', 'Hello-World', 1347], sends: ['GET /repos/octocat/Hello-World/issues/1347'] },
  { on: 'client', name: 'create_issue', params: ['owner', 'repository', 'title', 'body?', 'assignee?', 'milestone?', 'labels?', 'assignees?'], returns: 'object', type: 'ShortIssue', args: ['octocat', 'Hello-World', 'Found a bug', { body: "I'm having a problem with this.", milestone: 1, labels: ['bug'], assignees: ['octocat'] }], sends: ['POST /repos/octocat/Hello-World/issues'], body: { title: 'Found a bug', body: "I'm having a problem with this.", milestone: 1, labels: ['bug'], assignees: ['octocat'] } },
  { on: 'client', name: 'issues', params: ['filter?', 'state?', 'labels?', 'sort?', 'direction?', 'since?'], returns: 'collection', type: 'ShortIssue', args: [{ filter: 'created', state: 'all' }], sends: ['GET /issues?filter=created&state=all&per_page=100'] },
  { on: 'client', name: 'organization_issues', params: ['name', 'filter?', 'state?', 'labels?', 'sort?', 'direction?', 'since?'], returns: 'collection', type: 'ShortIssue', args: ['github', { filter: 'created', state: 'closed' }], sends: ['GET /orgs/github/issues?filter=created&state=closed&per_page=100'] },
  { on: 'client', name: 'pull_request', params: ['owner', 'repository', 'number'], returns: 'object', type: 'PullRequest', args: ['octocat', 'Hello-World', 1347], sends: ['GET /repos/octocat/Hello-World/pulls/1347'] },
  { on: 'client', name: 'gist', params: ['id_num'], returns: 'object', type: 'Gist', args: [1], sends: ['GET /gists/1'] },
  { on: 'client', name: 'create_gist', params: ['description', 'files', 'public?'], returns: 'object', type: 'Gist', args: ['Example of a gist', { 'README.md': { content: 'Hello World' } }], sends: ['POST /gists'], body: { description: 'Example of a gist', files: { 'README.md': { content: 'Hello World' } }, public: true } },
  { on: 'client', name: 'gists', params: [], returns: 'collection', type: 'ShortGist', args: [], sends: ['GET /gists?per_page=100'] },
  { on: 'client', name: 'gists_by', params: ['username'], returns: 'collection', type: 'ShortGist', args: ['octocat'], sends: ['GET /users/octocat/gists?per_page=100'] },
  { on: 'client', name: 'public_gists', params: ['number?', 'etag?', 'since?'], returns: 'collection', type: 'ShortGist', args: [{ since: '2011-04-14T16:00:49Z' }], sends: ['GET /gists/public?since=2011-04-14T16%3A00%3A49Z&per_page=100'] },
  { on: 'client', name: 'notifications', params: ['all?', 'participating?'], returns: 'collection', type: 'Thread', args: [{ all: true }], sends: ['GET /notifications?all=true&per_page=100'], answers: THREADS },
  { on: 'client', name: 'project', params: ['number'], returns: 'object', type: 'Project', args: [1002604], sends: ['GET /projects/1002604'] },
  { on: 'client', name: 'project_card', params: ['number'], returns: 'object', type: 'ProjectCard', args: [1478], sends: ['GET /projects/columns/cards/1478'] },
  { on: 'client', name: 'project_column', params: ['number'], returns: 'object', type: 'ProjectColumn', args: [367], sends: ['GET /projects/columns/367'] },
  { on: 'client', name: 'emojis', params: [], returns: 'mapping', args: [], sends: ['GET /emojis'] },
  { on: 'client', name: 'feeds', params: [], returns: 'mapping', args: [], sends: ['GET /feeds'] },
  { on: 'client', name: 'gitignore_template', params: ['language'], returns: 'text', args: ['C'], sends: ['GET /gitignore/templates/C'] },
  { on: 'client', name: 'gitignore_templates', params: [], returns: 'list', args: [], sends: ['GET /gitignore/templates'] },
  { on: 'client', name: 'license', params: ['name'], returns: 'object', type: 'License', args: ['mit'], sends: ['GET /licenses/mit'] },
  { on: 'client', name: 'licenses', params: ['number?', 'etag?'], returns: 'collection', type: 'ShortLicense', args: [], sends: ['GET /licenses?per_page=100'] },
  { on: 'client', name: 'markdown', params: ['text', 'mode?', 'context?', 'raw?'], returns: 'text', args: ['Hello **world**', { mode: 'gfm', context: 'github/hubot' }], sends: ['POST /markdown'], body: { text: 'Hello **world**', mode: 'gfm', context: 'github/hubot' } },
  { on: 'client', name: 'meta', params: [], returns: 'mapping', args: [], sends: ['GET /meta'] },
  { on: 'client', name: 'mascot', params: ['say?'], returns: 'text', args: [{ say: 'Hello, hubops' }], sends: ['GET /octocat?s=Hello%2C+hubops'] },
  { on: 'client', name: 'rate_limit', params: [], returns: 'mapping', args: [], sends: ['GET /rate_limit'] },
  // The hub takes topics on the session's own web address only: here the loopback stub's.
  { on: 'client', name: 'pubsubhubbub', params: ['mode', 'topic', 'callback', 'secret?'], returns: 'bool', args: (base) => ['subscribe', `${new URL(base).origin}/octocat/Hello-World/events/push`, 'https://example.com/hub-callback'], sends: ['POST /hub'], answers: [{ status: 204 }], result: true },
  { on: 'client', name: 'new_session', params: [], returns: 'session', type: 'Session', args: [], sends: [] },

  // Search
  { on: 'client', name: 'search_code', params: ['query', 'sort?', 'order?', 'per_page?', 'text_match?', 'number?', 'etag?'], returns: 'collection', type: 'CodeSearchResult', args: ['addClass in:file language:js repo:jquery/jquery', { sort: 'indexed', order: 'asc', perPage: 50 }], sends: ['GET /search/code?q=addClass+in%3Afile+language%3Ajs+repo%3Ajquery%2Fjquery&sort=indexed&order=asc&per_page=50'] },
  { on: 'client', name: 'search_issues', params: ['query', 'sort?', 'order?', 'per_page?', 'text_match?', 'number?', 'etag?'], returns: 'collection', type: 'IssueSearchResult', args: ['windows label:bug language:python state:open', { sort: 'created', order: 'asc' }], sends: ['GET /search/issues?q=windows+label%3Abug+language%3Apython+state%3Aopen&sort=created&order=asc&per_page=100'] },
  { on: 'client', name: 'search_repositories', params: ['query', 'sort?', 'order?', 'per_page?', 'text_match?', 'number?', 'etag?'], returns: 'collection', type: 'Repository', args: ['tetris language:assembly', { sort: 'stars' }], sends: ['GET /search/repositories?q=tetris+language%3Aassembly&sort=stars&per_page=100'] },
  { on: 'client', name: 'search_users', params: ['query', 'sort?', 'order?', 'per_page?', 'text_match?', 'number?', 'etag?'], returns: 'collection', type: 'UserSearchResult', args: ['tom repos:>42 followers:>1000', { sort: 'followers' }], sends: ['GET /search/users?q=tom+repos%3A%3E42+followers%3A%3E1000&sort=followers&per_page=100'] },

  // The client's own event listing
  { on: 'client', name: 'all_events', params: [], returns: 'collection', type: 'Event', args: [], sends: ['GET /events?per_page=100'] },

  // Older names (before 1.0): each the operation it was renamed to, with the parameters the document gives
  { on: 'client', name: 'iter_all_repos', params: ['number?', 'since?', 'etag?', 'per_page?'], returns: 'collection', type: 'ShortRepository', older: true, args: [{ since: 364 }], sends: ['GET /repositories?since=364&per_page=100'] },
  { on: 'client', name: 'iter_all_users', params: ['number?', 'since?', 'etag?', 'per_page?'], returns: 'collection', type: 'ShortUser', older: true, args: [{ since: 135 }], sends: ['GET /users?since=135&per_page=100'] },
  { on: 'client', name: 'iter_authorizations', params: ['number?', 'etag?'], returns: 'collection', type: 'Authorization', older: true, args: [], sends: ['GET /authorizations?per_page=100'], session: BASIC },
  { on: 'client', name: 'iter_emails', params: [], returns: 'collection', type: 'Email', older: true, args: [], sends: ['GET /user/emails?per_page=100'] },
  { on: 'client', name: 'iter_events', params: [], returns: 'collection', type: 'Event', older: true, args: [], sends: ['GET /events?per_page=100'] },
  { on: 'client', name: 'iter_followers', params: ['login?'], returns: 'collection', type: 'ShortUser', older: true, args: ['octocat'], sends: ['GET /users/octocat/followers?per_page=100'] },
  { on: 'client', name: 'iter_following', params: ['login?'], returns: 'collection', type: 'ShortUser', older: true, args: ['octocat'], sends: ['GET /users/octocat/following?per_page=100'] },
  { on: 'client', name: 'iter_gists', params: ['username?'], returns: 'collection', type: 'ShortGist', older: true, args: ['octocat'], sends: ['GET /users/octocat/gists?per_page=100'] },
  { on: 'client', name: 'iter_issues', params: ['filter?', 'state?', 'labels?', 'sort?', 'direction?', 'since?'], returns: 'collection', type: 'ShortIssue', older: true, args: [{ state: 'closed' }], sends: ['GET /issues?state=closed&per_page=100'] },
  { on: 'client', name: 'iter_keys', params: [], returns: 'collection', type: 'Key', older: true, args: [], sends: ['GET /user/keys?per_page=100'] },
  { on: 'client', name: 'iter_notifications', params: ['all?', 'participating?'], returns: 'collection', type: 'Thread', older: true, args: [{ participating: true }], sends: ['GET /notifications?participating=true&per_page=100'], answers: THREADS },
  { on: 'client', name: 'iter_org_issues', params: ['name', 'filter?', 'state?', 'labels?', 'sort?', 'direction?', 'since?'], returns: 'collection', type: 'ShortIssue', older: true, args: ['github', { state: 'closed' }], sends: ['GET /orgs/github/issues?state=closed&per_page=100'] },
  { on: 'client', name: 'iter_orgs', params: ['login?'], returns: 'collection', type: 'ShortOrganization', older: true, args: ['octocat'], sends: ['GET /users/octocat/orgs?per_page=100'] },
  { on: 'client', name: 'iter_repo_issues', params: ['owner', 'repository', 'milestone?', 'state?', 'assignee?', 'mentioned?', 'labels?', 'sort?', 'direction?', 'since?'], returns: 'collection', type: 'ShortIssue', older: true, args: ['octocat', 'Hello-World', { state: 'closed' }], sends: ['GET /repos/octocat/Hello-World/issues?state=closed&per_page=100'] },
  { on: 'client', name: 'iter_repos', params: ['type?', 'sort?', 'direction?'], returns: 'collection', type: 'ShortRepository', older: true, args: [{ type: 'owner', sort: 'full_name' }], sends: ['GET /user/repos?type=owner&sort=full_name&direction=asc&per_page=100'] },
  { on: 'client', name: 'iter_starred', params: ['login?'], returns: 'collection', type: 'Repository', older: true, args: ['octocat'], sends: ['GET /users/octocat/starred?per_page=100'] },
  { on: 'client', name: 'iter_subscriptions', params: ['login?'], returns: 'collection', type: 'Repository', older: true, args: ['octocat'], sends: ['GET /users/octocat/subscriptions?per_page=100'] },
  { on: 'client', name: 'iter_user_issues', params: ['filter?', 'state?', 'labels?', 'sort?', 'direction?', 'since?'], returns: 'collection', type: 'ShortIssue', older: true, args: [{ filter: 'all' }], sends: ['GET /user/issues?filter=all&per_page=100'] },
  { on: 'client', name: 'iter_user_repos', params: ['login', 'type?', 'sort?', 'direction?'], returns: 'collection', type: 'Repository', older: true, args: ['octocat', { type: 'owner' }], sends: ['GET /users/octocat/repos?type=owner&per_page=100'] },
  { on: 'client', name: 'iter_user_teams', params: [], returns: 'collection', type: 'Team', older: true, args: [], sends: ['GET /user/teams?per_page=100'] },
  { on: 'client', name: 'create_repo', params: ['name', 'description?', 'homepage?', 'private?', 'has_issues?', 'has_wiki?', 'auto_init?', 'gitignore_template?'], returns: 'object', type: 'Repository', older: true, args: ['Hello-World', { description: 'This is your first repository' }], sends: ['POST /user/repos'], body: { name: 'Hello-World', description: 'This is your first repository' } },
  { on: 'client', name: 'is_subscribed', params: ['login', 'repo'], returns: 'bool', older: true, args: ['octocat', 'Hello-World'], sends: ['GET /repos/octocat/Hello-World/subscription'], result: true },
];
