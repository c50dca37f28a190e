import { OWNER_REPO, type Row } from './rows.js';

/** The first slice: client-level lookups, documents and the issue listing. */
export const rows: Row[] = [
  { operationId: 'meta/get-zen' },
  { operationId: 'meta/get-octocat' },
  { operationId: 'emojis/get' },
  { operationId: 'gitignore/get-all-templates' },
  { operationId: 'gitignore/get-template', params: { name: 'C' } },
  { operationId: 'licenses/get-all-commonly-used', query: 'per_page=100' },
  { operationId: 'licenses/get', params: { license: 'mit' } },
  { operationId: 'markdown/render' },
  { operationId: 'markdown/render-raw' },
  { operationId: 'meta/get' },
  { operationId: 'rate-limit/get' },
  { operationId: 'activity/get-feeds' },
  { operationId: 'users/get-by-username', params: { username: 'octocat' } },
  { operationId: 'users/list', query: 'per_page=100' },
  { operationId: 'repos/get', params: OWNER_REPO },
  { operationId: 'issues/get', params: { ...OWNER_REPO, issue_number: '1347' } },
  { operationId: 'issues/list-for-repo', params: OWNER_REPO, query: 'per_page=100' },
];
