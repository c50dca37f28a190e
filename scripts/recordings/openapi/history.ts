import { OWNER_REPO, type Row } from './rows.js';

const PAGE = 'per_page=100';
const SHA = '6dcb09b5b57875f334f61aebed695e2e4193db5e';

/** Repository history: branches, commits and their comments, and the git data (commits, references, tags, trees). */
export const rows: Row[] = [
  { operationId: 'repos/get-branch', params: { ...OWNER_REPO, branch: 'master' } },
  { operationId: 'repos/list-branches', params: OWNER_REPO, query: PAGE },
  { operationId: 'repos/list-commits', params: OWNER_REPO, query: PAGE },
  { operationId: 'repos/list-comments-for-commit', params: { ...OWNER_REPO, commit_sha: SHA }, query: PAGE },
  { operationId: 'repos/create-commit-comment', params: { ...OWNER_REPO, commit_sha: SHA } },
  { operationId: 'repos/compare-commits-with-basehead', params: { ...OWNER_REPO, basehead: 'master...topic' } },
  { operationId: 'git/create-commit', params: OWNER_REPO },
  { operationId: 'git/get-ref', params: { ...OWNER_REPO, ref: 'heads/featureA' } },
  { operationId: 'git/list-matching-refs', params: { ...OWNER_REPO, ref: 'heads/feature' } },
  { operationId: 'git/create-ref', params: OWNER_REPO },
  { operationId: 'git/create-tag', params: OWNER_REPO },
  { operationId: 'git/get-tree', params: { ...OWNER_REPO, tree_sha: '9fb037999f264ba9a7fc6274d15fa3ae2ab98312' }, query: 'recursive=true' },
  { operationId: 'git/create-tree', params: OWNER_REPO },
];
