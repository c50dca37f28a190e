import { OWNER_REPO, type Row } from './rows.js';

/** A repository's files, blobs, archives, settings, forks, merges, languages, license, contributors and statistics. */
export const rows: Row[] = [
  { operationId: 'repos/get-content', params: { ...OWNER_REPO, path: 'README.md' } },
  { operationId: 'repos/get-readme', params: OWNER_REPO },
  { operationId: 'repos/create-or-update-file-contents', params: { ...OWNER_REPO, path: 'hello.txt' }, status: 201 },
  { operationId: 'git/get-blob', params: { ...OWNER_REPO, file_sha: '3a0f86fb8db8eea7ccbb9a95f325ddbedfb25e15' } },
  { operationId: 'git/create-blob', params: OWNER_REPO },
  { operationId: 'repos/download-tarball-archive', params: { ...OWNER_REPO, ref: 'main' }, status: 302 },
  { operationId: 'repos/update', params: OWNER_REPO },
  { operationId: 'repos/delete', params: OWNER_REPO },
  { operationId: 'repos/delete', params: OWNER_REPO, status: 404 },
  { operationId: 'repos/create-fork', params: OWNER_REPO },
  { operationId: 'repos/list-forks', params: OWNER_REPO, query: 'per_page=100' },
  { operationId: 'repos/merge', params: OWNER_REPO },
  { operationId: 'repos/merge', params: OWNER_REPO, status: 204 },
  { operationId: 'repos/merge', params: OWNER_REPO, status: 409 },
  { operationId: 'repos/list-languages', params: OWNER_REPO },
  { operationId: 'licenses/get-for-repo', params: OWNER_REPO },
  { operationId: 'repos/list-contributors', params: OWNER_REPO, query: 'per_page=100' },
  { operationId: 'repos/get-code-frequency-stats', params: OWNER_REPO },
  { operationId: 'repos/get-code-frequency-stats', params: OWNER_REPO, status: 202 },
  { operationId: 'repos/get-commit-activity-stats', params: OWNER_REPO },
  { operationId: 'repos/get-contributors-stats', params: OWNER_REPO },
  { operationId: 'repos/get-contributors-stats', params: OWNER_REPO, status: 202 },
];
