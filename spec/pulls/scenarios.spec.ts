import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { UnprocessableEntity } from '../../src/errors/index.js';
import { getPullRequest } from '../../src/pulls/get-pull-request.js';
import { isPullRequestMerged, mergePullRequest } from '../../src/pulls/merge-pull-request.js';
import { getPullFileContents } from '../../src/pulls/pull-file-contents.js';
import { listPullRequestFiles } from '../../src/pulls/pull-listings.js';
import { createPullRequestReview, submitPullRequestReview } from '../../src/pulls/reviews.js';
import { closePullRequest, reopenPullRequest, updatePullRequest } from '../../src/pulls/update-pull-request.js';
import { decodeContents } from '../../src/models/contents.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { loadRecording, replay } from '../support/recordings.js';

const PULL_PATH = '/repos/octocat/Hello-World/pulls/1347';
const read = (session: Parameters<typeof getPullRequest>[0]) => getPullRequest(session, { owner: 'octocat', repo: 'Hello-World', number: 1347 });

describe('pull request state transitions', () => {
  it('open → close() → closed, unmerged → reopen() → open', async () => {
    const served = replay('scenarios/pull-close-reopen');
    const { session, sent } = capturedSession();
    const open = await read(session);
    expect([open.state, open.closed_at, open.merged]).toEqual(['open', null, false]);

    expect(await closePullRequest(session, open)).toBe(true);
    const closed = await read(session);
    expect(closed.state).toBe('closed');
    expect(closed.closed_at).toEqual(new Date('2011-01-26T19:01:12Z'));
    expect([closed.merged, closed.merged_at, closed.merged_by]).toEqual([false, null, null]);

    expect(await reopenPullRequest(session, closed)).toBe(true);
    const reopened = await read(session);
    expect([reopened.state, reopened.closed_at]).toEqual(['open', null]);

    expectRequest(sent[1], { method: 'PATCH', path: PULL_PATH, body: { state: 'closed' } });
    expectRequest(sent[3], { method: 'PATCH', path: PULL_PATH, body: { state: 'open' } });
    served.done();
  });

  it('the same through update({ state })', async () => {
    const served = replay('scenarios/pull-close-reopen');
    const { session } = capturedSession();
    expect((await read(session)).state).toBe('open');
    expect(await updatePullRequest(session, { owner: 'octocat', repo: 'Hello-World', number: 1347 }, { state: 'closed' })).toBe(true);
    expect((await read(session)).state).toBe('closed');
    expect(await updatePullRequest(session, { owner: 'octocat', repo: 'Hello-World', number: 1347 }, { state: 'open' })).toBe(true);
    expect((await read(session)).state).toBe('open');
    served.done();
  });

  it('open → merge({ sha: head }) → merged: merged, merged_at, merged_by, merge_commit_sha set', async () => {
    const served = replay('scenarios/pull-merge-at-head');
    const { session, sent } = capturedSession();
    const open = await read(session);
    expect([open.merged, open.merged_at, open.merged_by]).toEqual([false, null, null]);
    const sha = open.head?.sha as string;

    expect(await mergePullRequest(session, open, { sha })).toBe(true);
    expectRequest(sent[1], { method: 'PUT', path: `${PULL_PATH}/merge`, body: { sha: '6dcb09b5b57875f334f61aebed695e2e4193db5e' } });

    const merged = await read(session);
    expect(merged.merged).toBe(true);
    expect(merged.state).toBe('closed');
    expect(merged.merged_at).toEqual(new Date('2011-01-26T19:01:12Z'));
    expect(merged.merged_by?.login).toBe('octocat');
    expect(merged.merge_commit_sha).toBe('e5bd3914e2e596debea16f433f57875b5b90bcd6');
    expect(await isPullRequestMerged(session, merged)).toBe(true);
    served.done();
  });

  it('open → merge({ sha: stale }) → false (409), still open and unmerged', async () => {
    const served = replay('scenarios/pull-merge-stale-sha');
    const { session, sent } = capturedSession();
    const open = await read(session);
    const stale = '9c48853fa3dc5c1c3d6f1f1cd1f2743e72652840';
    expect(stale).not.toBe(open.head?.sha);

    expect(await mergePullRequest(session, open, { sha: stale })).toBe(false);
    expectRequest(sent[1], { method: 'PUT', path: `${PULL_PATH}/merge`, body: { sha: stale } });

    const after = await read(session);
    expect([after.state, after.merged, after.merged_at]).toEqual(['open', false, null]);
    expect(await isPullRequestMerged(session, after)).toBe(false);
    served.done();
  });
});

describe('review transitions', () => {
  it('createReview() without an event → PENDING → submit → submitted', async () => {
    const served = replay('scenarios/pull-review-pending-submit');
    const { session, sent } = capturedSession();
    const pending = await createPullRequestReview(session, { owner: 'octocat', repo: 'Hello-World', number: 12 });
    expectRequest(sent[0], { method: 'POST', path: '/repos/octocat/Hello-World/pulls/12/reviews', body: {} });
    expect(pending.state).toBe('PENDING');
    expect(pending.submitted_at).toBeNull();

    const submitted = await submitPullRequestReview(session, pending, 'APPROVE', { body: 'Here is the body for the review.' });
    expectRequest(sent[1], { method: 'POST', path: '/repos/octocat/Hello-World/pulls/12/reviews/80/events', body: { body: 'Here is the body for the review.', event: 'APPROVE' } });
    expect(submitted.id).toBe(pending.id);
    expect(submitted.state).toBe('APPROVED');
    expect(submitted.submitted_at).toEqual(new Date('2019-11-17T17:43:43Z'));
    served.done();
  });

  it("createReview({ event: '' }) is sent, and the 422 comes back as UnprocessableEntity", async () => {
    const served = replay('scenarios/pull-review-blank-event');
    const { session, sent } = capturedSession();
    const error = await createPullRequestReview(session, { owner: 'octocat', repo: 'Hello-World', number: 12 }, { event: '' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnprocessableEntity);
    expect(error).toMatchObject({ status: 422, method: 'POST' });
    expectRequest(sent[0], {
      method: 'POST',
      path: '/repos/octocat/Hello-World/pulls/12/reviews',
      body: { event: '' },
      undocumented: 'a blank event is sent as given so that the service refuses it (422), which is what this spec checks',
    });
    served.done();
  });
});

describe('getPullFileContents (PullFile.contents)', () => {
  it('GETs the file’s contents_url (path and ref) and parses Contents', async () => {
    const served = replay('scenarios/pull-file-contents');
    const { session, sent } = capturedSession();
    const [file] = await listPullRequestFiles(session, { owner: 'octocat', repo: 'Hello-World', number: 1347 }).toArray();
    const contents = await getPullFileContents(session, file as NonNullable<typeof file>);
    expectRequest(sent[1], { method: 'GET', path: '/repos/octocat/Hello-World/contents/file1.txt', query: { ref: '6dcb09b5b57875f334f61aebed695e2e4193db5e' } });
    served.done();
    expect(contents.type).toBe('file');
    expect(contents.encoding).toBe('base64');
    expect(contents.size).toBe(5362);
    expect(contents.name).toBe('README.md');
    expect(contents.path).toBe('README.md');
    expect(contents.sha).toBe('3d21ec53a331a6f037a91c368710b99387d012c1');
    expect(contents.url).toBe('https://api.github.com/repos/octokit/octokit.rb/contents/README.md');
    expect(contents.html_url).toBe('https://github.com/octokit/octokit.rb/blob/master/README.md');
    expect(contents.git_url).toBe('https://api.github.com/repos/octokit/octokit.rb/git/blobs/3d21ec53a331a6f037a91c368710b99387d012c1');
    expect(contents.download_url).toBe('https://raw.githubusercontent.com/octokit/octokit.rb/master/README.md');
    expect(contents.links?.self).toBe('https://api.github.com/repos/octokit/octokit.rb/contents/README.md');
    expect(contents.content?.startsWith('IyBZb2dhIEJv')).toBe(true);
  });

  it('refuses a file without a contents_url before sending', async () => {
    const { session, sent } = capturedSession();
    await expect(getPullFileContents(session, { contents_url: null })).rejects.toMatchObject({ parameter: 'file' });
    await expect(getPullFileContents(session, null as never)).rejects.toMatchObject({ parameter: 'file' });
    expect(sent).toHaveLength(0);
  });

  it('keeps the slashes of a nested path and sends the commit as ref', async () => {
    nock('https://api.github.com').get('/repos/octocat/Hello-World/contents/docs/a%20b.md').query({ ref: '6dcb09b5b57875f334f61aebed695e2e4193db5e' }).reply(200, loadRecording('scenarios/pull-file-contents').interactions[1]?.response as object);
    const { session, sent } = capturedSession();
    const contents_url = 'https://api.github.com/repos/octocat/Hello-World/contents/docs/a%20b.md?ref=6dcb09b5b57875f334f61aebed695e2e4193db5e';
    expect((await getPullFileContents(session, { contents_url })).type).toBe('file');
    expect(sent[0]?.url.pathname).toBe('/repos/octocat/Hello-World/contents/docs/a%20b.md');
    expect(sent[0]?.url.search).toBe('?ref=6dcb09b5b57875f334f61aebed695e2e4193db5e');
  });

  it('refuses a dot segment hidden in the contents_url before sending', async () => {
    const { session, sent } = capturedSession();
    const base = 'https://api.github.com/repos/octocat/Hello-World/contents';
    await expect(getPullFileContents(session, { contents_url: `${base}/docs/%2E%2E/%2e%2e/secrets.txt?ref=6dcb09b5` })).rejects.toMatchObject({ parameter: 'file.contents_url' });
    await expect(getPullFileContents(session, { contents_url: 'https://api.github.com/repos/octocat/%2E%2E/contents/file1.txt' })).rejects.toMatchObject({ parameter: 'file.contents_url' });
    await expect(getPullFileContents(session, { contents_url: `${base}/%E0%A4%A.txt` })).rejects.toMatchObject({ parameter: 'file.contents_url' });
    expect(sent).toHaveLength(0);
  });
});

describe('decodeContents', () => {
  it('decodes base64 content broken into lines; null without content', () => {
    const text = 'hubops\u00e9 \u2713\n';
    const base64 = Buffer.from(text).toString('base64');
    const bytes = decodeContents({ content: `${base64.slice(0, 8)}\n${base64.slice(8)}\n`, encoding: 'base64' });
    expect(new TextDecoder().decode(bytes ?? new Uint8Array())).toBe(text);
    expect(decodeContents({ content: null, encoding: 'none' })).toBeNull();
    expect(() => decodeContents({ content: 'not base64!', encoding: 'base64' })).toThrow(/base64/);
  });
});
