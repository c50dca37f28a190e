import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { UnprocessableEntity, ValidationError } from '../../src/errors/index.js';
import { isPullRequestMerged, mergePullRequest } from '../../src/pulls/merge-pull-request.js';
import { getPullRequestDiff, getPullRequestPatch } from '../../src/pulls/pull-diff.js';
import { commentOnPullRequest, getPullRequestIssue, listPullRequestIssueComments } from '../../src/pulls/pull-issue.js';
import { listPullRequestCommits, listPullRequestFiles } from '../../src/pulls/pull-listings.js';
import { listRequestedReviewers, removeRequestedReviewers, requestReviewers } from '../../src/pulls/review-requests.js';
import { closePullRequest, reopenPullRequest, updatePullRequest } from '../../src/pulls/update-pull-request.js';
import { PullRequest } from '../../src/models/pulls.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { documentedResponse, loadRecording, replay } from '../support/recordings.js';

const API = 'https://api.github.com';
const PULL_PATH = '/repos/octocat/Hello-World/pulls/1347';
const REF = { owner: 'octocat', repo: 'Hello-World', number: 1347 };
/** Parsed data works as a reference too: its API url names the pull request. */
const parsed = () => PullRequest.wrap(documentedResponse('openapi/pulls.get'));
const JSON_BODY = { 'content-type': 'application/json; charset=utf-8' };

describe('updatePullRequest (PullRequest.update)', () => {
  it('sends only the fields given; true once changed', async () => {
    const served = replay('openapi/pulls.update');
    const { session, sent } = capturedSession();
    expect(await updatePullRequest(session, parsed(), { title: 'new title', body: 'updated body', state: 'open', base: 'master' })).toBe(true);
    expectRequest(sent[0], { method: 'PATCH', path: PULL_PATH, body: { title: 'new title', body: 'updated body', state: 'open', base: 'master' }, headers: JSON_BODY });
    served.done();
  });

  it('sends maintainer_can_modify under its wire name', async () => {
    nock(API).patch(PULL_PATH, { maintainer_can_modify: false }).reply(200, documentedResponse('openapi/pulls.update') as object);
    const { session, sent } = capturedSession();
    expect(await updatePullRequest(session, REF, { maintainerCanModify: false })).toBe(true);
    expectRequest(sent[0], { method: 'PATCH', path: PULL_PATH, body: { maintainer_can_modify: false } });
  });

  it('throws the typed error when the service refuses (422)', async () => {
    const served = replay('openapi/pulls.update.422');
    const { session } = capturedSession();
    await expect(updatePullRequest(session, REF, { title: 'new title', body: 'updated body', state: 'open', base: 'master' })).rejects.toBeInstanceOf(UnprocessableEntity);
    served.done();
  });

  it('refuses nothing to change, a bad state or an empty base before sending', async () => {
    const { session, sent } = capturedSession();
    await expect(updatePullRequest(session, REF)).rejects.toMatchObject({ parameter: 'options' });
    await expect(updatePullRequest(session, REF, { state: 'merged' as 'open' })).rejects.toMatchObject({ parameter: 'state' });
    await expect(updatePullRequest(session, REF, { base: '' })).rejects.toMatchObject({ parameter: 'base' });
    await expect(updatePullRequest(session, { url: 'https://example.com/nothing', number: 1 })).rejects.toBeInstanceOf(ValidationError);
    await expect(updatePullRequest(session, REF, { title: ' ' })).rejects.toMatchObject({ parameter: 'title' });
    await expect(updatePullRequest(session, REF, null as never)).rejects.toMatchObject({ parameter: 'options' });
    expect(sent).toHaveLength(0);
  });
});

describe('closePullRequest / reopenPullRequest (PullRequest.close, reopen)', () => {
  it('close sends only state closed', async () => {
    nock(API).patch(PULL_PATH, { state: 'closed' }).reply(200, documentedResponse('openapi/pulls.update') as object);
    const { session, sent } = capturedSession();
    expect(await closePullRequest(session, REF)).toBe(true);
    expectRequest(sent[0], { method: 'PATCH', path: PULL_PATH, body: { state: 'closed' } });
  });

  it('reopen sends only state open', async () => {
    nock(API).patch(PULL_PATH, { state: 'open' }).reply(200, documentedResponse('openapi/pulls.update') as object);
    const { session, sent } = capturedSession();
    expect(await reopenPullRequest(session, parsed())).toBe(true);
    expectRequest(sent[0], { method: 'PATCH', path: PULL_PATH, body: { state: 'open' } });
  });
});

describe('mergePullRequest (PullRequest.merge)', () => {
  const options = { commitTitle: 'Expand enum', commitMessage: 'Add a new value to the merge_method enum' };
  const body = { commit_title: 'Expand enum', commit_message: 'Add a new value to the merge_method enum' };

  it('true when merged (200, merged: true)', async () => {
    const served = replay('openapi/pulls.merge');
    const { session, sent } = capturedSession();
    expect(await mergePullRequest(session, REF, options)).toBe(true);
    expectRequest(sent[0], { method: 'PUT', path: `${PULL_PATH}/merge`, body, headers: JSON_BODY });
    served.done();
  });

  it('false when the pull request is not mergeable (405)', async () => {
    const served = replay('openapi/pulls.merge.405');
    const { session } = capturedSession();
    expect(await mergePullRequest(session, REF, options)).toBe(false);
    served.done();
  });

  it('false when the head moved past sha (409)', async () => {
    const served = replay('openapi/pulls.merge.409');
    const { session } = capturedSession();
    expect(await mergePullRequest(session, REF, options)).toBe(false);
    served.done();
  });

  it('sends sha and merge_method when given; the older squash flag means merge_method squash', async () => {
    const sha = '6dcb09b5b57875f334f61aebed695e2e4193db5e';
    nock(API).put(`${PULL_PATH}/merge`).times(2).reply(200, documentedResponse('openapi/pulls.merge') as object);
    const { session, sent } = capturedSession();
    expect(await mergePullRequest(session, REF, { sha, mergeMethod: 'rebase' })).toBe(true);
    expect(await mergePullRequest(session, REF, { squash: true })).toBe(true);
    expectRequest(sent[0], { method: 'PUT', path: `${PULL_PATH}/merge`, body: { sha, merge_method: 'rebase' } });
    expectRequest(sent[1], { method: 'PUT', path: `${PULL_PATH}/merge`, body: { merge_method: 'squash' } });
  });

  it('other failures throw their typed error', async () => {
    nock(API).put(`${PULL_PATH}/merge`).reply(404, { message: 'Not Found' });
    const { session } = capturedSession();
    await expect(mergePullRequest(session, REF)).rejects.toMatchObject({ status: 404 });
  });

  it('refuses a bad merge method or sha before sending', async () => {
    const { session, sent } = capturedSession();
    await expect(mergePullRequest(session, REF, { mergeMethod: 'fast-forward' as 'merge' })).rejects.toMatchObject({ parameter: 'mergeMethod' });
    await expect(mergePullRequest(session, REF, { sha: 'abc' })).rejects.toMatchObject({ parameter: 'sha' });
    await expect(mergePullRequest(session, REF, { squash: true, mergeMethod: 'merge' })).rejects.toMatchObject({ parameter: 'squash' });
    await expect(mergePullRequest(session, REF, { squash: 'yes' as never })).rejects.toMatchObject({ parameter: 'squash' });
    await expect(mergePullRequest(session, REF, { commitTitle: 7 as never })).rejects.toMatchObject({ parameter: 'commitTitle' });
    await expect(mergePullRequest(session, REF, { mergeMetod: 'squash' } as never)).rejects.toMatchObject({ parameter: 'mergeMetod' });
    expect(sent).toHaveLength(0);
  });
});

describe('isPullRequestMerged (PullRequest.is_merged)', () => {
  it('true on 204', async () => {
    const served = replay('openapi/pulls.check-if-merged');
    const { session, sent } = capturedSession();
    expect(await isPullRequestMerged(session, parsed())).toBe(true);
    expectRequest(sent[0], { method: 'GET', path: `${PULL_PATH}/merge` });
    served.done();
  });

  it('false on 404', async () => {
    const served = replay('openapi/pulls.check-if-merged.404');
    const { session } = capturedSession();
    expect(await isPullRequestMerged(session, REF)).toBe(false);
    served.done();
  });
});

describe('listPullRequestCommits (PullRequest.commits)', () => {
  it('yields ShortCommit items', async () => {
    const served = replay('openapi/pulls.list-commits');
    const { session, sent } = capturedSession();
    const commits = await listPullRequestCommits(session, REF).toArray();
    expectRequest(sent[0], { method: 'GET', path: `${PULL_PATH}/commits`, query: { per_page: '100' } });
    served.done();
    expect(commits).toHaveLength(1);
    const [commit] = commits;
    expect(commit?.sha).toBe('6dcb09b5b57875f334f61aebed695e2e4193db5e');
    expect(commit?.url).toBe('https://api.github.com/repos/octocat/Hello-World/commits/6dcb09b5b57875f334f61aebed695e2e4193db5e');
    expect(commit?.html_url).toBe('https://github.com/octocat/Hello-World/commit/6dcb09b5b57875f334f61aebed695e2e4193db5e');
    expect(commit?.comments_url).toBe('https://api.github.com/repos/octocat/Hello-World/commits/6dcb09b5b57875f334f61aebed695e2e4193db5e/comments');
    expect(commit?.commit?.message).toBe('Fix all the bugs');
    expect(commit?.author?.login).toBe('octocat');
    expect(commit?.committer?.login).toBe('octocat');
    expect(commit?.parents).toEqual([{ url: 'https://api.github.com/repos/octocat/Hello-World/commits/6dcb09b5b57875f334f61aebed695e2e4193db5e', sha: '6dcb09b5b57875f334f61aebed695e2e4193db5e' }]);
  });
});

describe('listPullRequestFiles (PullRequest.files)', () => {
  it('yields PullFile items with `_count` names', async () => {
    const served = replay('openapi/pulls.list-files');
    const { session, sent } = capturedSession();
    const files = await listPullRequestFiles(session, REF).toArray();
    expectRequest(sent[0], { method: 'GET', path: `${PULL_PATH}/files`, query: { per_page: '100' } });
    served.done();
    const [file] = files;
    expect(file?.sha).toBe('bbcd538c8e72b8c175046e27cc8f907076331401');
    expect(file?.filename).toBe('file1.txt');
    expect(file?.status).toBe('added');
    expect(file?.additions_count).toBe(103);
    expect(file?.deletions_count).toBe(21);
    expect(file?.changes_count).toBe(124);
    // The older form's names.
    expect([file?.additions, file?.deletions, file?.changes]).toEqual([103, 21, 124]);
    expect(file?.blob_url).toBe('https://github.com/octocat/Hello-World/blob/6dcb09b5b57875f334f61aebed695e2e4193db5e/file1.txt');
    expect(file?.raw_url).toBe('https://github.com/octocat/Hello-World/raw/6dcb09b5b57875f334f61aebed695e2e4193db5e/file1.txt');
    expect(file?.contents_url).toBe('https://api.github.com/repos/octocat/Hello-World/contents/file1.txt?ref=6dcb09b5b57875f334f61aebed695e2e4193db5e');
    expect(file?.patch).toBe('@@ -132,7 +132,7 @@ module Test @@ -1000,7 +1000,7 @@ module Test');
  });

  it('reads a patch GitHub left out (too large) as null', async () => {
    const items = documentedResponse('openapi/pulls.list-files') as Record<string, unknown>[];
    delete items[0]?.patch;
    nock(API).get(`${PULL_PATH}/files`).query({ per_page: '100' }).reply(200, items);
    const { session } = capturedSession();
    const [file] = await listPullRequestFiles(session, REF).toArray();
    expect(file?.patch).toBeNull();
    expect(file?.filename).toBe('file1.txt');
  });
});

describe('getPullRequestDiff / getPullRequestPatch (PullRequest.diff, patch)', () => {
  it('diff: asks for the diff media type and returns the bytes', async () => {
    const served = replay('scenarios/pull-diff');
    const { session, sent } = capturedSession();
    const diff = await getPullRequestDiff(session, REF);
    expectRequest(sent[0], { method: 'GET', path: PULL_PATH, headers: { accept: 'application/vnd.github.diff' } });
    served.done();
    expect(diff).toBeInstanceOf(Uint8Array);
    expect(new TextDecoder().decode(diff)).toBe(loadRecording('scenarios/pull-diff').interactions[0]?.response);
  });

  it('patch: asks for the patch media type, even over a caller Accept', async () => {
    const served = replay('scenarios/pull-patch');
    const { session, sent } = capturedSession();
    const patch = await getPullRequestPatch(session, parsed(), { headers: { Accept: 'application/json' } });
    expectRequest(sent[0], { method: 'GET', path: PULL_PATH, headers: { accept: 'application/vnd.github.patch' } });
    served.done();
    expect(new TextDecoder().decode(patch)).toBe(loadRecording('scenarios/pull-patch').interactions[0]?.response);
  });
});

describe('the pull request as an issue (PullRequest.issue, issue_comments, create_comment)', () => {
  it('getPullRequestIssue: the issue with the same number', async () => {
    const served = replay('openapi/issues.get');
    const { session, sent } = capturedSession();
    const issue = await getPullRequestIssue(session, parsed());
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/issues/1347' });
    served.done();
    expect(issue.number).toBe(1347);
    expect(issue.title).toBe('Found a bug');
    expect(issue.pull_request_urls?.url).toBe('https://api.github.com/repos/octocat/Hello-World/pulls/1347');
  });

  it('listPullRequestIssueComments: IssueComment items of the conversation', async () => {
    const served = replay('openapi/pulls.issue-list-comments');
    const { session, sent } = capturedSession();
    const comments = await listPullRequestIssueComments(session, REF).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/issues/1347/comments', query: { per_page: '100' } });
    served.done();
    expect(comments.map((c) => [c.id, c.body, c.user?.login])).toEqual([[1, 'Me too', 'octocat']]);
    expect(comments[0]?.issue_url).toBe('https://api.github.com/repos/octocat/Hello-World/issues/1347');
  });

  it('listPullRequestIssueComments sends since; refuses a bad one', async () => {
    nock(API).get('/repos/octocat/Hello-World/issues/1347/comments').query({ since: '2011-04-14T16:00:49Z', per_page: '100' }).reply(200, []);
    const { session, sent } = capturedSession();
    await listPullRequestIssueComments(session, REF, { since: new Date('2011-04-14T16:00:49Z') }).toArray();
    expect(Object.fromEntries(sent[0]?.url.searchParams ?? [])).toEqual({ since: '2011-04-14T16:00:49Z', per_page: '100' });
    expect(() => listPullRequestIssueComments(session, REF, { since: 'soon' })).toThrow(ValidationError);
    expect(sent).toHaveLength(1);
  });

  it('commentOnPullRequest: an IssueComment on the conversation', async () => {
    const served = replay('openapi/pulls.issue-create-comment');
    const { session, sent } = capturedSession();
    const comment = await commentOnPullRequest(session, parsed(), 'Me too');
    expectRequest(sent[0], { method: 'POST', path: '/repos/octocat/Hello-World/issues/1347/comments', body: { body: 'Me too' }, headers: JSON_BODY });
    served.done();
    expect(comment.id).toBe(1);
    expect(comment.body).toBe('Me too');
    expect(comment.html_url).toBe('https://github.com/octocat/Hello-World/issues/1347#issuecomment-1');
    expect(comment.author_association).toBe('COLLABORATOR');
    expect(comment.created_at).toEqual(new Date('2011-04-14T16:00:49Z'));
  });

  it('commentOnPullRequest refuses an empty body before sending', async () => {
    const { session, sent } = capturedSession();
    await expect(commentOnPullRequest(session, REF, '  ')).rejects.toMatchObject({ parameter: 'body' });
    await expect(commentOnPullRequest(session, { ...REF, number: Number.NaN }, 'ok')).rejects.toMatchObject({ parameter: 'pullRequest.number' });
    await expect(getPullRequestIssue(session, { url: 'https://api.github.com/repos/%2E%2E/Hello-World/pulls/1347', number: 1347 })).rejects.toMatchObject({ parameter: 'pullRequest.url' });
    expect(sent).toHaveLength(0);
  });
});

describe('review requests (PullRequest.review_requests, create_review_requests, delete_review_requests)', () => {
  it('listRequestedReviewers: ReviewRequests of users and teams', async () => {
    const served = replay('openapi/pulls.list-requested-reviewers');
    const { session, sent } = capturedSession();
    const requests = await listRequestedReviewers(session, REF);
    expectRequest(sent[0], { method: 'GET', path: `${PULL_PATH}/requested_reviewers` });
    served.done();
    expect(requests.users?.map((u) => u.login)).toEqual(['octocat']);
    expect(requests.teams?.map((t) => [t.id, t.slug, t.permission])).toEqual([[1, 'justice-league', 'admin']]);
  });

  it('requestReviewers: logins and team slugs (given as text or parsed data); the ShortPullRequest', async () => {
    const served = replay('openapi/pulls.request-reviewers');
    const { session, sent } = capturedSession();
    const pr = await requestReviewers(session, REF, { reviewers: ['octocat', { login: 'hubot' }, 'other_user'], teamReviewers: [{ slug: 'justice-league' }] });
    expectRequest(sent[0], {
      method: 'POST',
      path: `${PULL_PATH}/requested_reviewers`,
      body: { reviewers: ['octocat', 'hubot', 'other_user'], team_reviewers: ['justice-league'] },
      headers: JSON_BODY,
    });
    served.done();
    expect(pr.number).toBe(1347);
    expect(pr.requested_reviewers?.map((u) => u.login)).toEqual(['octocat', 'hubot', 'other_user']);
  });

  it('removeRequestedReviewers: true on 200', async () => {
    const served = replay('openapi/pulls.remove-requested-reviewers');
    const { session, sent } = capturedSession();
    expect(await removeRequestedReviewers(session, parsed(), { reviewers: ['octocat', 'hubot', 'other_user'], teamReviewers: ['justice-league'] })).toBe(true);
    expectRequest(sent[0], { method: 'DELETE', path: `${PULL_PATH}/requested_reviewers`, body: { reviewers: ['octocat', 'hubot', 'other_user'], team_reviewers: ['justice-league'] } });
    served.done();
  });

  it('removeRequestedReviewers: false on 404; the required reviewers list goes empty when only teams are named', async () => {
    // The description documents no "no" answer for this route; 404 is the service's answer for a pull request it does not know.
    nock(API).delete(`${PULL_PATH}/requested_reviewers`, { reviewers: [], team_reviewers: ['justice-league'] }).reply(404);
    const { session, sent } = capturedSession();
    expect(await removeRequestedReviewers(session, REF, { teamReviewers: ['justice-league'] })).toBe(false);
    expectRequest(sent[0], { method: 'DELETE', path: `${PULL_PATH}/requested_reviewers`, body: { reviewers: [], team_reviewers: ['justice-league'] } });
  });

  it('refuses no reviewers at all, or one without a login, before sending', async () => {
    const { session, sent } = capturedSession();
    await expect(requestReviewers(session, REF)).rejects.toMatchObject({ parameter: 'reviewers' });
    await expect(removeRequestedReviewers(session, REF, { reviewers: [] })).rejects.toMatchObject({ parameter: 'reviewers' });
    await expect(requestReviewers(session, REF, { reviewers: [{ login: null }] })).rejects.toMatchObject({ parameter: 'reviewers[0]' });
    await expect(requestReviewers(session, REF, { teamReviewers: [{ slug: '' }] })).rejects.toMatchObject({ parameter: 'teamReviewers[0]' });
    await expect(requestReviewers(session, REF, { reviewers: 'octocat' as never })).rejects.toMatchObject({ parameter: 'reviewers' });
    await expect(removeRequestedReviewers(session, REF, { teamReviewers: ['..'] })).rejects.toMatchObject({ parameter: 'teamReviewers[0]' });
    expect(sent).toHaveLength(0);
  });
});
