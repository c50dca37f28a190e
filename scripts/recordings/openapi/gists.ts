import type { Row } from './rows.js';

const GIST = { gist_id: 'aa5a315d61ae9438b18d' };
const COMMENT = { ...GIST, comment_id: '1' };

/** Gists: the documented examples beside the live recordings (comments, forks and revisions in today's shape). */
export const rows: Row[] = [
  { operationId: 'gists/get', params: GIST },
  { operationId: 'gists/create' },
  { operationId: 'gists/update', params: GIST },
  { operationId: 'gists/list-comments', params: GIST, query: 'per_page=100' },
  { operationId: 'gists/update-comment', params: COMMENT },
  { operationId: 'gists/list-forks', params: GIST, query: 'per_page=100' },
  { operationId: 'gists/list-commits', params: GIST, query: 'per_page=100' },
];
