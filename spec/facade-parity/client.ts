import type { DocumentedOperation } from './table.js';

/** The client's own operations. */
export const clientRows: readonly DocumentedOperation[] = [
  { on: 'client', name: 'repository', params: ['owner', 'repository'], returns: 'object', type: 'Repository', args: ['octocat', 'Hello-World'], sends: ['GET /repos/octocat/Hello-World'] },
  { on: 'client', name: 'zen', params: [], returns: 'text', args: [], sends: ['GET /zen'] },
  { on: 'client', name: 'issues_on', params: ['username', 'repository', 'state?'], returns: 'collection', type: 'ShortIssue', args: ['octocat', 'Hello-World', { state: 'all' }], sends: ['GET /repos/octocat/Hello-World/issues?state=all&per_page=100'] },
];
