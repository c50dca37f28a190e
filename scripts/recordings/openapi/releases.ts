import { OWNER_REPO, type Row } from './rows.js';

const RELEASE = { ...OWNER_REPO, release_id: '1' };
const ASSET = { ...OWNER_REPO, asset_id: '1' };
const THREAD = { thread_id: '1' };

/** Releases and assets, GitHub Pages, and repository activity: events, notifications, threads, subscription, stargazers, watchers. */
export const rows: Row[] = [
  { operationId: 'repos/create-release', params: OWNER_REPO },
  { operationId: 'repos/list-releases', params: OWNER_REPO, query: 'per_page=100' },
  { operationId: 'repos/get-latest-release', params: OWNER_REPO },
  { operationId: 'repos/get-release', params: RELEASE },
  { operationId: 'repos/get-release-by-tag', params: { ...OWNER_REPO, tag: 'v1.0.0' } },
  { operationId: 'repos/update-release', params: RELEASE },
  { operationId: 'repos/delete-release', params: RELEASE },
  { operationId: 'repos/list-release-assets', params: RELEASE, query: 'per_page=100' },
  { operationId: 'repos/get-release-asset', params: ASSET },
  { operationId: 'repos/update-release-asset', params: ASSET },
  { operationId: 'repos/delete-release-asset', params: ASSET },
  { operationId: 'repos/upload-release-asset', params: RELEASE, query: 'name=example.zip' },
  { operationId: 'repos/get-pages', params: OWNER_REPO },
  { operationId: 'repos/list-pages-builds', params: OWNER_REPO, query: 'per_page=100' },
  { operationId: 'repos/get-latest-pages-build', params: OWNER_REPO },
  { operationId: 'activity/list-repo-events', params: OWNER_REPO, query: 'per_page=100' },
  { operationId: 'activity/list-public-events-for-repo-network', params: OWNER_REPO, query: 'per_page=100' },
  { operationId: 'activity/list-repo-notifications-for-authenticated-user', params: OWNER_REPO, query: 'per_page=100' },
  { operationId: 'activity/mark-repo-notifications-as-read', params: OWNER_REPO },
  { operationId: 'activity/mark-repo-notifications-as-read', params: OWNER_REPO, status: 205 },
  { operationId: 'activity/mark-thread-as-read', params: THREAD },
  { operationId: 'activity/get-thread-subscription-for-authenticated-user', params: THREAD },
  { operationId: 'activity/set-thread-subscription', params: THREAD },
  { operationId: 'activity/delete-thread-subscription', params: THREAD },
  { operationId: 'activity/set-repo-subscription', params: OWNER_REPO },
  { operationId: 'activity/delete-repo-subscription', params: OWNER_REPO },
  { operationId: 'activity/list-stargazers-for-repo', params: OWNER_REPO, query: 'per_page=100' },
  { operationId: 'activity/list-watchers-for-repo', params: OWNER_REPO, query: 'per_page=100' },
];
