import { fromDict } from '../../src/models/library/objects.js';
import { Issue } from '../../src/models/issues.js';
import { PullFile } from '../../src/models/pull-files.js';
import { documentedResponse } from '../support/recordings.js';
import type { DocumentedOperation } from './table.js';

// Plain references, as a user writes them; numbers and ids as the recordings have them.
const pull = { owner: 'octocat', repo: 'Hello-World', number: 1347 };
const issue = { owner: 'octocat', repo: 'Hello-World', number: 1347 };
const reviewComment = { owner: 'octocat', repo: 'Hello-World', id: 10 };
const issueComment = { owner: 'octocat', repo: 'Hello-World', id: 1 };
const label = { owner: 'octocat', repo: 'Hello-World', name: 'bug' };
const milestone = { owner: 'octocat', repo: 'Hello-World', number: 1 };

// Parsed data where the operation reads the object itself (no plain reference will do).
const parsedIssue = fromDict(Issue, documentedResponse('openapi/issues.get'));
const parsedFile = fromDict(PullFile, (documentedResponse('openapi/pulls.list-files') as unknown[])[0]);

const PR = '/repos/octocat/Hello-World/pulls/1347';
const ISSUE = '/repos/octocat/Hello-World/issues/1347';
const HEAD = '6dcb09b5b57875f334f61aebed695e2e4193db5e';

/** Pull requests, issues, and their comments, labels and milestones. */
export const issuePullRows: readonly DocumentedOperation[] = [
  // 4.7 Pull request operations
  { on: 'PullRequest', name: 'close', params: [], returns: 'bool', args: [pull], sends: [`PATCH ${PR}`], body: { state: 'closed' }, result: true },
  { on: 'PullRequest', name: 'reopen', params: [], returns: 'bool', args: [pull], sends: [`PATCH ${PR}`], body: { state: 'open' }, result: true },
  { on: 'PullRequest', name: 'commits', params: [], returns: 'collection', type: 'ShortCommit', args: [pull], sends: [`GET ${PR}/commits?per_page=100`] },
  { on: 'PullRequest', name: 'create_comment', params: ['body'], returns: 'object', type: 'IssueComment', args: [pull, 'Me too'], sends: [`POST ${ISSUE}/comments`], body: { body: 'Me too' } },
  {
    on: 'PullRequest', name: 'create_review', params: ['body', 'commit_id?', 'event?', 'comments?'], returns: 'object', type: 'PullReview',
    args: [pull, 'This is close to perfect! Please address the suggested inline change.', { commitId: 'ecdd80bb57125d7ba9641ffaa4d7d2c19d3f3091', event: 'REQUEST_CHANGES', comments: [{ path: 'file.md', position: 6, body: 'Please add more information here, and fix this typo.' }] }],
    sends: [`POST ${PR}/reviews`],
    body: { body: 'This is close to perfect! Please address the suggested inline change.', commit_id: 'ecdd80bb57125d7ba9641ffaa4d7d2c19d3f3091', event: 'REQUEST_CHANGES', comments: [{ path: 'file.md', position: 6, body: 'Please add more information here, and fix this typo.' }] },
  },
  { on: 'PullRequest', name: 'create_review_comment', params: ['body', 'commit_id', 'path', 'position'], returns: 'object', type: 'ReviewComment', args: [pull, 'Great stuff!', HEAD, 'file1.txt', 1], sends: [`POST ${PR}/comments`], body: { body: 'Great stuff!', commit_id: HEAD, path: 'file1.txt', position: 1 } },
  { on: 'PullRequest', name: 'create_review_requests', params: ['reviewers?', 'team_reviewers?'], returns: 'object', type: 'ShortPullRequest', args: [pull, { reviewers: ['octocat', 'hubot'], teamReviewers: ['justice-league'] }], sends: [`POST ${PR}/requested_reviewers`], body: { reviewers: ['octocat', 'hubot'], team_reviewers: ['justice-league'] } },
  { on: 'PullRequest', name: 'delete_review_requests', params: ['reviewers?', 'team_reviewers?'], returns: 'bool', args: [pull, { reviewers: ['octocat', 'hubot'], teamReviewers: ['justice-league'] }], sends: [`DELETE ${PR}/requested_reviewers`], body: { reviewers: ['octocat', 'hubot'], team_reviewers: ['justice-league'] }, result: true },
  { on: 'PullRequest', name: 'diff', params: [], returns: 'bytes', args: [pull], sends: [`GET ${PR}`] },
  { on: 'PullRequest', name: 'patch', params: [], returns: 'bytes', args: [pull], sends: [`GET ${PR}`] },
  { on: 'PullRequest', name: 'files', params: [], returns: 'collection', type: 'PullFile', args: [pull], sends: [`GET ${PR}/files?per_page=100`] },
  { on: 'PullRequest', name: 'is_merged', params: [], returns: 'bool', args: [pull], sends: [`GET ${PR}/merge`], result: true },
  { on: 'PullRequest', name: 'issue', params: [], returns: 'object', type: 'Issue', args: [pull], sends: [`GET ${ISSUE}`] },
  { on: 'PullRequest', name: 'issue_comments', params: [], returns: 'collection', type: 'IssueComment', args: [pull], sends: [`GET ${ISSUE}/comments?per_page=100`] },
  {
    on: 'PullRequest', name: 'merge', params: ['commit_message?', 'sha?', 'merge_method?', 'commit_title?'], returns: 'bool',
    args: [pull, { commitMessage: 'Add a new value to the merge_method enum', sha: HEAD, mergeMethod: 'squash', commitTitle: 'Expand enum' }],
    sends: [`PUT ${PR}/merge`], body: { commit_message: 'Add a new value to the merge_method enum', sha: HEAD, merge_method: 'squash', commit_title: 'Expand enum' }, result: true,
  },
  { on: 'PullRequest', name: 'review_comments', params: [], returns: 'collection', type: 'ReviewComment', args: [pull], sends: [`GET ${PR}/comments?per_page=100`] },
  { on: 'PullRequest', name: 'review_requests', params: [], returns: 'object', type: 'ReviewRequests', args: [pull], sends: [`GET ${PR}/requested_reviewers`] },
  { on: 'PullRequest', name: 'reviews', params: [], returns: 'collection', type: 'PullReview', args: [pull], sends: [`GET ${PR}/reviews?per_page=100`] },
  {
    on: 'PullRequest', name: 'update', params: ['title?', 'body?', 'state?', 'base?', 'maintainer_can_modify?'], returns: 'bool',
    args: [pull, { title: 'new title', body: 'updated body', state: 'open', base: 'master', maintainerCanModify: true }],
    sends: [`PATCH ${PR}`], body: { title: 'new title', body: 'updated body', state: 'open', base: 'master', maintainer_can_modify: true }, result: true,
  },
  // ReviewComment, PullFile
  { on: 'ReviewComment', name: 'delete', params: [], returns: 'bool', args: [reviewComment], sends: ['DELETE /repos/octocat/Hello-World/pulls/comments/10'], result: true },
  // `markdown` names no member of the service's edit: the body is always Markdown, so the call gives the body alone.
  { on: 'ReviewComment', name: 'edit', params: ['body', 'markdown?'], returns: 'bool', args: [reviewComment, 'I like this too!'], sends: ['PATCH /repos/octocat/Hello-World/pulls/comments/10'], body: { body: 'I like this too!' }, result: true },
  { on: 'ReviewComment', name: 'reply', params: ['body'], returns: 'object', type: 'ReviewComment', args: [{ ...reviewComment, number: 1 }, 'Great stuff!'], sends: ['POST /repos/octocat/Hello-World/pulls/1/comments/10/replies'], body: { body: 'Great stuff!' } },
  { on: 'PullFile', name: 'contents', params: [], returns: 'object', type: 'Contents', args: [parsedFile], sends: [`GET /repos/octocat/Hello-World/contents/file1.txt?ref=${HEAD}`] },

  // 4.8 Issue operations
  { on: 'Issue', name: 'add_assignees', params: ['users'], returns: 'bool', args: [issue, ['hubot', 'other_user']], sends: [`POST ${ISSUE}/assignees`], body: { assignees: ['hubot', 'other_user'] }, result: true },
  { on: 'Issue', name: 'add_labels', params: ['names'], returns: 'list', type: 'ShortLabel', args: [issue, ['bug', 'enhancement']], sends: [`POST ${ISSUE}/labels`], body: { labels: ['bug', 'enhancement'] } },
  { on: 'Issue', name: 'assign', params: ['username'], returns: 'bool', older: true, args: [issue, 'octocat'], sends: [`POST ${ISSUE}/assignees`], body: { assignees: ['octocat'] }, result: true },
  { on: 'Issue', name: 'close', params: [], returns: 'bool', args: [issue], sends: [`PATCH ${ISSUE}`], body: { state: 'closed' }, result: true },
  { on: 'Issue', name: 'reopen', params: [], returns: 'bool', args: [issue], sends: [`PATCH ${ISSUE}`], body: { state: 'open' }, result: true },
  { on: 'Issue', name: 'lock', params: [], returns: 'bool', args: [issue], sends: [`PUT ${ISSUE}/lock`], result: true },
  { on: 'Issue', name: 'unlock', params: [], returns: 'bool', args: [issue], sends: [`DELETE ${ISSUE}/lock`], result: true },
  { on: 'Issue', name: 'is_closed', params: [], returns: 'bool', args: [parsedIssue], sends: [], result: false },
  { on: 'Issue', name: 'comment', params: ['id_num'], returns: 'object', type: 'IssueComment', args: [issue, 1], sends: ['GET /repos/octocat/Hello-World/issues/comments/1'] },
  {
    on: 'Issue', name: 'comments', params: ['sort?', 'direction?', 'since?'], returns: 'collection', type: 'IssueComment',
    args: [issue, { sort: 'updated', direction: 'asc', since: '2011-04-14T16:00:49Z' }],
    sends: [`GET ${ISSUE}/comments?sort=updated&direction=asc&since=2011-04-14T16:00:49Z&per_page=100`],
  },
  { on: 'Issue', name: 'create_comment', params: ['body'], returns: 'object', type: 'IssueComment', args: [issue, 'Me too'], sends: [`POST ${ISSUE}/comments`], body: { body: 'Me too' } },
  {
    on: 'Issue', name: 'edit', params: ['title?', 'body?', 'assignee?', 'state?', 'milestone?', 'labels?', 'assignees?'], returns: 'bool',
    args: [issue, { title: 'Found a bug', body: "I'm having a problem with this.", assignee: 'octocat', state: 'open', milestone: 1, labels: ['bug'], assignees: ['octocat'] }],
    sends: [`PATCH ${ISSUE}`], body: { title: 'Found a bug', body: "I'm having a problem with this.", assignee: 'octocat', state: 'open', milestone: 1, labels: ['bug'], assignees: ['octocat'] }, result: true,
  },
  { on: 'Issue', name: 'events', params: ['number?'], returns: 'collection', type: 'IssueEvent', args: [issue, { number: 1 }], sends: [`GET ${ISSUE}/events?per_page=1`] },
  { on: 'Issue', name: 'labels', params: [], returns: 'collection', type: 'ShortLabel', args: [issue], sends: [`GET ${ISSUE}/labels?per_page=100`] },
  { on: 'Issue', name: 'pull_request', params: [], returns: 'object', type: 'PullRequest', args: [issue], sends: [`GET ${PR}`] },
  { on: 'Issue', name: 'remove_all_labels', params: [], returns: 'list', type: 'ShortLabel', args: [issue], sends: [`DELETE ${ISSUE}/labels`], result: [] },
  { on: 'Issue', name: 'remove_assignees', params: ['users'], returns: 'bool', args: [issue, ['hubot', 'other_user']], sends: [`DELETE ${ISSUE}/assignees`], body: { assignees: ['hubot', 'other_user'] }, result: true },
  { on: 'Issue', name: 'remove_label', params: ['name'], returns: 'list', type: 'ShortLabel', args: [issue, 'bug'], sends: [`DELETE ${ISSUE}/labels/bug`] },
  { on: 'Issue', name: 'replace_labels', params: ['labels'], returns: 'list', type: 'ShortLabel', args: [issue, ['bug', 'enhancement']], sends: [`PUT ${ISSUE}/labels`], body: { labels: ['bug', 'enhancement'] } },
  // IssueComment, Label, Milestone
  { on: 'IssueComment', name: 'delete', params: [], returns: 'bool', args: [issueComment], sends: ['DELETE /repos/octocat/Hello-World/issues/comments/1'], result: true },
  { on: 'IssueComment', name: 'edit', params: ['body'], returns: 'bool', args: [issueComment, 'Me too'], sends: ['PATCH /repos/octocat/Hello-World/issues/comments/1'], body: { body: 'Me too' }, result: true },
  { on: 'Label', name: 'delete', params: [], returns: 'bool', args: [label], sends: ['DELETE /repos/octocat/Hello-World/labels/bug'], result: true },
  { on: 'Label', name: 'update', params: ['name', 'color', 'description?'], returns: 'bool', args: [label, 'bug :bug:', 'b01f26', { description: 'Small bug fix required' }], sends: ['PATCH /repos/octocat/Hello-World/labels/bug'], body: { new_name: 'bug :bug:', color: 'b01f26', description: 'Small bug fix required' }, result: true },
  { on: 'Milestone', name: 'delete', params: [], returns: 'bool', args: [milestone], sends: ['DELETE /repos/octocat/Hello-World/milestones/1'], result: true },
  { on: 'Milestone', name: 'labels', params: [], returns: 'collection', type: 'ShortLabel', args: [milestone], sends: ['GET /repos/octocat/Hello-World/milestones/1/labels?per_page=100'] },
];
