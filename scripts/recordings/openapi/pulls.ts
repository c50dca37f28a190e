import { OWNER_REPO, type Row } from './rows.js';

/** The documented examples use pull request 1347 of octocat/Hello-World (reviews: pull 12, review 80; review comments: id 10 on pull 1). */
const PULL = { ...OWNER_REPO, pull_number: '1347' };
const PAGE = 'per_page=100';

/** Pull requests: client and repository level, the pull request's own operations, reviews, review comments. */
export const rows: Row[] = [
  { operationId: 'pulls/get', params: PULL },
  { operationId: 'pulls/list', params: OWNER_REPO, query: PAGE },
  { operationId: 'pulls/create', params: OWNER_REPO },
  { operationId: 'pulls/update', params: PULL },
  { operationId: 'pulls/update', params: PULL, status: 422 },
  { operationId: 'pulls/merge', params: PULL },
  { operationId: 'pulls/merge', params: PULL, status: 405 },
  { operationId: 'pulls/merge', params: PULL, status: 409 },
  { operationId: 'pulls/check-if-merged', params: PULL },
  { operationId: 'pulls/check-if-merged', params: PULL, status: 404 },
  { operationId: 'pulls/list-commits', params: PULL, query: PAGE },
  { operationId: 'pulls/list-files', params: PULL, query: PAGE },
  { operationId: 'pulls/list-review-comments', params: PULL, query: PAGE },
  { operationId: 'pulls/create-review-comment', params: PULL },
  { operationId: 'pulls/list-reviews', params: PULL, query: PAGE },
  { operationId: 'pulls/create-review', params: PULL },
  { operationId: 'pulls/submit-review', params: { ...OWNER_REPO, pull_number: '12', review_id: '80' } },
  { operationId: 'pulls/list-requested-reviewers', params: PULL },
  { operationId: 'pulls/request-reviewers', params: PULL },
  { operationId: 'pulls/remove-requested-reviewers', params: PULL },
  { operationId: 'pulls/update-review-comment', params: { ...OWNER_REPO, comment_id: '10' } },
  { operationId: 'pulls/delete-review-comment', params: { ...OWNER_REPO, comment_id: '10' } },
  { operationId: 'pulls/delete-review-comment', params: { ...OWNER_REPO, comment_id: '10' }, status: 404 },
  { operationId: 'pulls/create-reply-for-review-comment', params: { ...OWNER_REPO, pull_number: '1', comment_id: '10' } },
  // A pull request's conversation is its issue's: own files, so the issue area's rows stay theirs.
  { operationId: 'issues/create-comment', params: { ...OWNER_REPO, issue_number: '1347' }, output: 'pulls.issue-create-comment' },
  { operationId: 'issues/list-comments', params: { ...OWNER_REPO, issue_number: '1347' }, query: PAGE, output: 'pulls.issue-list-comments' },
];
