import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/errors/index.js';
import { listPullRequestReviewComments, listPullRequestReviews } from '../../src/pulls/pull-listings.js';
import { createReviewComment, deleteReviewComment, editReviewComment, replyToReviewComment } from '../../src/pulls/review-comments.js';
import { createPullRequestReview, submitPullRequestReview } from '../../src/pulls/reviews.js';
import { ReviewComment } from '../../src/models/review-comments.js';
import { PullReview } from '../../src/models/reviews.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { documentedResponse, replay } from '../support/recordings.js';

const API = 'https://api.github.com';
const PULL_PATH = '/repos/octocat/Hello-World/pulls/1347';
const REF = { owner: 'octocat', repo: 'Hello-World', number: 1347 };
const JSON_BODY = { 'content-type': 'application/json; charset=utf-8' };
/** The documented review comment: id 10 on pull request 1 (its url ends in /comments/1: the id member is what names it). */
const comment = () => ReviewComment.wrap(documentedResponse('openapi/pulls.update-review-comment'));

describe('listPullRequestReviews (PullRequest.reviews)', () => {
  it('yields PullReview items', async () => {
    const served = replay('openapi/pulls.list-reviews');
    const { session, sent } = capturedSession();
    const reviews = await listPullRequestReviews(session, REF).toArray();
    expectRequest(sent[0], { method: 'GET', path: `${PULL_PATH}/reviews`, query: { per_page: '100' } });
    served.done();
    const [review] = reviews;
    expect(review?.id).toBe(80);
    expect(review?.state).toBe('APPROVED');
    expect(review?.body).toBe('Here is the body for the review.');
    expect(review?.user?.login).toBe('octocat');
    expect(review?.html_url).toBe('https://github.com/octocat/Hello-World/pull/12#pullrequestreview-80');
    expect(review?.pull_request_url).toBe('https://api.github.com/repos/octocat/Hello-World/pulls/12');
    expect(review?.commit_id).toBe('ecdd80bb57125d7ba9641ffaa4d7d2c19d3f3091');
    expect(review?.submitted_at).toEqual(new Date('2019-11-17T17:43:43Z'));
    expect(review?.author_association).toBe('COLLABORATOR');
    expect(review?.links?.pull_request).toEqual({ href: 'https://api.github.com/repos/octocat/Hello-World/pulls/12' });
  });
});

describe('createPullRequestReview (PullRequest.create_review)', () => {
  it('sends body, commit_id, event and draft comments; parses the PullReview', async () => {
    const served = replay('openapi/pulls.create-review');
    const { session, sent } = capturedSession();
    const review = await createPullRequestReview(session, REF, {
      commitId: 'ecdd80bb57125d7ba9641ffaa4d7d2c19d3f3091',
      body: 'This is close to perfect! Please address the suggested inline change.',
      event: 'REQUEST_CHANGES',
      comments: [{ path: 'file.md', position: 6, body: 'Please add more information here, and fix this typo.' }],
    });
    expectRequest(sent[0], {
      method: 'POST',
      path: `${PULL_PATH}/reviews`,
      body: {
        commit_id: 'ecdd80bb57125d7ba9641ffaa4d7d2c19d3f3091',
        body: 'This is close to perfect! Please address the suggested inline change.',
        event: 'REQUEST_CHANGES',
        comments: [{ path: 'file.md', position: 6, body: 'Please add more information here, and fix this typo.' }],
      },
      headers: JSON_BODY,
    });
    served.done();
    expect(review.id).toBe(80);
    expect(review.state).toBe('CHANGES_REQUESTED');
    expect(review.body).toBe('This is close to perfect! Please address the suggested inline change.');
  });

  it('sends line-placed draft comments under their wire names', async () => {
    nock(API).post(`${PULL_PATH}/reviews`).reply(200, documentedResponse('openapi/pulls.create-review') as object);
    const { session, sent } = capturedSession();
    await createPullRequestReview(session, REF, { event: 'APPROVE', comments: [{ path: 'a.ts', body: 'nit', line: 28, side: 'RIGHT', startLine: 26, startSide: 'LEFT' }] });
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({ event: 'APPROVE', comments: [{ path: 'a.ts', body: 'nit', line: 28, side: 'RIGHT', start_line: 26, start_side: 'LEFT' }] });
  });

  it('requires a body with COMMENT and REQUEST_CHANGES, and a known event, before sending', async () => {
    const { session, sent } = capturedSession();
    await expect(createPullRequestReview(session, REF, { event: 'COMMENT' })).rejects.toMatchObject({ parameter: 'body' });
    await expect(createPullRequestReview(session, REF, { event: 'REQUEST_CHANGES', body: ' ' })).rejects.toMatchObject({ parameter: 'body' });
    await expect(createPullRequestReview(session, REF, { event: 'DISMISS' as 'APPROVE' })).rejects.toMatchObject({ parameter: 'event' });
    await expect(createPullRequestReview(session, REF, { event: 'APPROVE', comments: [{ path: 'a', body: '' }] })).rejects.toMatchObject({ parameter: 'comments[0].body' });
    await expect(createPullRequestReview(session, REF, { event: 'APPROVE', comments: [null as never] })).rejects.toMatchObject({ parameter: 'comments[0]' });
    await expect(createPullRequestReview(session, REF, { event: 'APPROVE', comments: [{ path: 'a', body: 'b', start_line: 2 } as never] })).rejects.toMatchObject({ parameter: 'comments[0].start_line' });
    await expect(createPullRequestReview(session, REF, { event: 'APPROVE', comments: [{ path: 'a', body: 'b', side: 'UP' as 'LEFT' }] })).rejects.toMatchObject({ parameter: 'comments[0].side' });
    await expect(createPullRequestReview(session, REF, { event: 'APPROVE', comments: 'a.ts' as never })).rejects.toMatchObject({ parameter: 'comments' });
    expect(sent).toHaveLength(0);
  });
});

describe('submitPullRequestReview (PullReview.submit)', () => {
  it('sends body and event to the review of its pull request; the submitted review', async () => {
    const served = replay('openapi/pulls.submit-review');
    const { session, sent } = capturedSession();
    const pending = PullReview.wrap(documentedResponse('openapi/pulls.create-review'));
    const review = await submitPullRequestReview(session, pending, 'REQUEST_CHANGES', { body: 'Here is the body for the review.' });
    expectRequest(sent[0], { method: 'POST', path: '/repos/octocat/Hello-World/pulls/12/reviews/80/events', body: { body: 'Here is the body for the review.', event: 'REQUEST_CHANGES' }, headers: JSON_BODY });
    served.done();
    expect(review.id).toBe(80);
    expect(review.state).toBe('APPROVED');
    expect(review.submitted_at).toEqual(new Date('2019-11-17T17:43:43Z'));
  });

  it('takes a plain reference', async () => {
    nock(API).post('/repos/octocat/Hello-World/pulls/12/reviews/80/events', { event: 'APPROVE' }).reply(200, documentedResponse('openapi/pulls.submit-review') as object);
    const { session, sent } = capturedSession();
    await submitPullRequestReview(session, { owner: 'octocat', repo: 'Hello-World', number: 12, id: 80 }, 'APPROVE');
    expectRequest(sent[0], { method: 'POST', path: '/repos/octocat/Hello-World/pulls/12/reviews/80/events', body: { event: 'APPROVE' } });
  });

  it('refuses a missing or unknown event, or a review it cannot place, before sending', async () => {
    const { session, sent } = capturedSession();
    const ref = { owner: 'octocat', repo: 'Hello-World', number: 12, id: 80 };
    await expect(submitPullRequestReview(session, ref, undefined as unknown as 'APPROVE')).rejects.toMatchObject({ parameter: 'event' });
    await expect(submitPullRequestReview(session, ref, '' as 'APPROVE')).rejects.toMatchObject({ parameter: 'event' });
    await expect(submitPullRequestReview(session, ref, 'APPROVE', { body: 7 as unknown as string })).rejects.toMatchObject({ parameter: 'body' });
    await expect(submitPullRequestReview(session, { id: 80, pull_request_url: null }, 'APPROVE')).rejects.toMatchObject({ parameter: 'review' });
    await expect(submitPullRequestReview(session, { ...ref, id: 0 }, 'APPROVE')).rejects.toMatchObject({ parameter: 'review.id' });
    await expect(submitPullRequestReview(session, { id: 80, pull_request_url: 'https://api.github.com/repos/octocat/%2E%2E/pulls/12' }, 'APPROVE')).rejects.toMatchObject({
      parameter: 'review.pull_request_url',
    });
    expect(sent).toHaveLength(0);
  });
});

describe('listPullRequestReviewComments (PullRequest.review_comments)', () => {
  it('yields ReviewComment items', async () => {
    const served = replay('openapi/pulls.list-review-comments');
    const { session, sent } = capturedSession();
    const comments = await listPullRequestReviewComments(session, REF).toArray();
    expectRequest(sent[0], { method: 'GET', path: `${PULL_PATH}/comments`, query: { per_page: '100' } });
    served.done();
    const [c] = comments;
    expect(c?.id).toBe(10);
    expect(c?.url).toBe('https://api.github.com/repos/octocat/Hello-World/pulls/comments/1');
    expect(c?.body).toBe('Great stuff!');
    expect(c?.path).toBe('file1.txt');
    expect(c?.position).toBe(1);
    expect(c?.original_position).toBe(4);
    expect(c?.commit_id).toBe('6dcb09b5b57875f334f61aebed695e2e4193db5e');
    expect(c?.original_commit_id).toBe('9c48853fa3dc5c1c3d6f1f1cd1f2743e72652840');
    expect(c?.diff_hunk).toBe('@@ -16,33 +16,40 @@ public class Connection : IConnection...');
    expect(c?.pull_request_url).toBe('https://api.github.com/repos/octocat/Hello-World/pulls/1');
    expect(c?.pull_request_review_id).toBe(42);
    expect(c?.in_reply_to_id).toBe(8);
    expect(c?.user?.login).toBe('octocat');
    expect(c?.author_association).toBe('NONE');
    expect(c?.html_url).toBe('https://github.com/octocat/Hello-World/pull/1#discussion-diff-1');
    expect(c?.links?.html).toEqual({ href: 'https://github.com/octocat/Hello-World/pull/1#discussion-diff-1' });
    expect([c?.start_line, c?.line, c?.start_side, c?.side]).toEqual([1, 2, 'RIGHT', 'RIGHT']);
    expect(c?.created_at).toEqual(new Date('2011-04-14T16:00:49Z'));
  });

  it('sends sort, direction and since as given', async () => {
    nock(API).get(`${PULL_PATH}/comments`).query(true).times(2).reply(200, []);
    const { session, sent } = capturedSession();
    await listPullRequestReviewComments(session, REF, { sort: 'updated', direction: 'asc', since: '2011-04-14T16:00:49Z' }).toArray();
    await listPullRequestReviewComments(session, REF, { direction: 'asc' }).toArray();
    expectRequest(sent[0], { method: 'GET', path: `${PULL_PATH}/comments`, query: { sort: 'updated', direction: 'asc', since: '2011-04-14T16:00:49Z', per_page: '100' } });
    expectRequest(sent[1], { method: 'GET', path: `${PULL_PATH}/comments`, query: { direction: 'asc', per_page: '100' } });
  });

  it('refuses a bad sort, direction or since before sending', () => {
    const { session, sent } = capturedSession();
    expect(() => listPullRequestReviewComments(session, REF, { sort: 'popularity' as 'created' })).toThrow(expect.objectContaining({ parameter: 'sort' }));
    expect(() => listPullRequestReviewComments(session, REF, { direction: 'up' as 'asc' })).toThrow(expect.objectContaining({ parameter: 'direction' }));
    expect(() => listPullRequestReviewComments(session, REF, { since: 'soon' })).toThrow(expect.objectContaining({ parameter: 'since' }));
    expect(sent).toHaveLength(0);
  });
});

describe('createReviewComment (PullRequest.create_review_comment)', () => {
  it('sends body, commit_id, path and position; parses the ReviewComment', async () => {
    // The documented request places the comment by line; the document's operation places it by position.
    const sentBody = { body: 'Great stuff!', commit_id: '6dcb09b5b57875f334f61aebed695e2e4193db5e', path: 'file1.txt', position: 1 };
    nock(API).post(`${PULL_PATH}/comments`, sentBody).reply(201, documentedResponse('openapi/pulls.create-review-comment') as object);
    const { session, sent } = capturedSession();
    const created = await createReviewComment(session, REF, 'Great stuff!', '6dcb09b5b57875f334f61aebed695e2e4193db5e', 'file1.txt', 1);
    expectRequest(sent[0], { method: 'POST', path: `${PULL_PATH}/comments`, body: sentBody, headers: JSON_BODY });
    expect(created.id).toBe(10);
    expect(created.body).toBe('Great stuff!');
    expect(created.path).toBe('file1.txt');
    expect(created.position).toBe(1);
  });

  it('refuses an empty body, commit id or path, or a bad position, before sending', async () => {
    const { session, sent } = capturedSession();
    await expect(createReviewComment(session, REF, '', 'sha', 'f', 1)).rejects.toMatchObject({ parameter: 'body' });
    await expect(createReviewComment(session, REF, 'b', '', 'f', 1)).rejects.toMatchObject({ parameter: 'commitId' });
    await expect(createReviewComment(session, REF, 'b', 'sha', '', 1)).rejects.toMatchObject({ parameter: 'path' });
    await expect(createReviewComment(session, REF, 'b', 'sha', 'f', 0)).rejects.toMatchObject({ parameter: 'position' });
    await expect(createReviewComment(session, REF, 'b', 'sha', 'f', Number.NaN)).rejects.toMatchObject({ parameter: 'position' });
    await expect(createReviewComment(session, REF, 'b', 'sha', 'f', 1, { position: 2 } as never)).rejects.toMatchObject({ parameter: 'position' });
    expect(sent).toHaveLength(0);
  });
});

describe('ReviewComment operations (delete, edit, reply)', () => {
  it('deleteReviewComment: true on 204', async () => {
    const served = replay('openapi/pulls.delete-review-comment');
    const { session, sent } = capturedSession();
    expect(await deleteReviewComment(session, comment())).toBe(true);
    expectRequest(sent[0], { method: 'DELETE', path: '/repos/octocat/Hello-World/pulls/comments/10' });
    served.done();
  });

  it('deleteReviewComment: false on 404', async () => {
    const served = replay('openapi/pulls.delete-review-comment.404');
    const { session } = capturedSession();
    expect(await deleteReviewComment(session, { owner: 'octocat', repo: 'Hello-World', id: 10 })).toBe(false);
    served.done();
  });

  it('editReviewComment: sends the new body; true once changed', async () => {
    const served = replay('openapi/pulls.update-review-comment');
    const { session, sent } = capturedSession();
    expect(await editReviewComment(session, comment(), 'I like this too!')).toBe(true);
    expectRequest(sent[0], { method: 'PATCH', path: '/repos/octocat/Hello-World/pulls/comments/10', body: { body: 'I like this too!' }, headers: JSON_BODY });
    served.done();
  });

  it('replyToReviewComment: posts to the thread of its pull request; the reply', async () => {
    const served = replay('openapi/pulls.create-reply-for-review-comment');
    const { session, sent } = capturedSession();
    const reply = await replyToReviewComment(session, comment(), 'Great stuff!');
    expectRequest(sent[0], { method: 'POST', path: '/repos/octocat/Hello-World/pulls/1/comments/10/replies', body: { body: 'Great stuff!' }, headers: JSON_BODY });
    served.done();
    expect(reply.id).toBe(10);
    expect(reply.in_reply_to_id).toBe(426899381);
    expect(reply.body).toBe('Great stuff!');
  });

  it('replyToReviewComment takes a plain reference with the pull request number', async () => {
    nock(API).post('/repos/octocat/Hello-World/pulls/1/comments/10/replies', { body: 'ok' }).reply(201, documentedResponse('openapi/pulls.create-reply-for-review-comment') as object);
    const { session, sent } = capturedSession();
    await replyToReviewComment(session, { owner: 'octocat', repo: 'Hello-World', number: 1, id: 10 }, 'ok');
    expect(sent[0]?.url.pathname).toBe('/repos/octocat/Hello-World/pulls/1/comments/10/replies');
  });

  it('refuses an empty body, or a reply it cannot place, before sending', async () => {
    const { session, sent } = capturedSession();
    await expect(editReviewComment(session, comment(), '')).rejects.toMatchObject({ parameter: 'body' });
    await expect(replyToReviewComment(session, comment(), ' ')).rejects.toMatchObject({ parameter: 'body' });
    await expect(replyToReviewComment(session, { owner: 'octocat', repo: 'Hello-World', id: 10 }, 'ok')).rejects.toMatchObject({ parameter: 'comment' });
    await expect(deleteReviewComment(session, { url: 'https://api.github.com/repos/o/r/issues/comments/1' })).rejects.toBeInstanceOf(ValidationError);
    await expect(deleteReviewComment(session, { owner: 'octocat', repo: 'Hello-World', id: 1.5 })).rejects.toMatchObject({ parameter: 'comment.id' });
    await expect(editReviewComment(session, null as never, 'ok')).rejects.toMatchObject({ parameter: 'comment' });
    expect(sent).toHaveLength(0);
  });

  it('refuses a dot segment hidden in a parsed comment\'s urls before sending', async () => {
    const { session, sent } = capturedSession();
    const escaped = { url: 'https://api.github.com/repos/octocat/%2E%2E/pulls/comments/10', id: 10 };
    await expect(deleteReviewComment(session, escaped)).rejects.toMatchObject({ parameter: 'comment.url' });
    await expect(editReviewComment(session, escaped, 'ok')).rejects.toMatchObject({ parameter: 'comment.url' });
    const pullEscaped = { url: 'https://api.github.com/repos/octocat/Hello-World/pulls/comments/10', id: 10, pull_request_url: 'https://api.github.com/repos/%2e%2E/Hello-World/pulls/1' };
    await expect(replyToReviewComment(session, pullEscaped, 'ok')).rejects.toMatchObject({ parameter: 'comment.pull_request_url' });
    expect(sent).toHaveLength(0);
  });
});
