import { describe, expect, it } from 'vitest';
import { createClient } from '../../src/client.js';
import {
  createCommitComment,
  deleteCommitComment,
  getCommitComment,
  listCommitComments,
  listRepositoryCommitComments,
  updateCommitComment,
} from '../../src/repos/commit-comments.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { replay } from '../support/recordings.js';
import { replayPaged } from '../support/paged.js';

const authed = () => capturedSession({ token: 'test-token-commit-comments' });
const refused = (parameter: string) => expect.objectContaining({ name: 'ValidationError', parameter });

describe('listRepositoryCommitComments (Repository.comments)', () => {
  it('yields the RepoComments on every commit (live; the first of the recorded pages)', async () => {
    const served = replayPaged('live/repos.list-commit-comments-for-repo');
    const { session, sent } = capturedSession();
    // The recorded answer links a second page, not recorded: 30 items stop the listing at the first.
    const comments = await listRepositoryCommitComments(session, 'sferik/rails_admin', { number: 30, perPage: 100 }).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/repos/sferik/rails_admin/comments', query: { per_page: '100' } });
    expect(sent).toHaveLength(1);
    served.done();
    expect(comments).toHaveLength(30);
    expect(comments.slice(0, 3).map((c) => [c.id, c.user?.login])).toEqual([
      [128072, 'sferik'],
      [128079, 'hurrycane'],
      [128082, 'sferik'],
    ]);
  });
});

describe('listCommitComments (Repository.commit_comments)', () => {
  it('yields the RepoComments on one commit (live)', async () => {
    const served = replayPaged('live/repos.list-comments-for-commit');
    const { session, sent } = capturedSession();
    const comments = await listCommitComments(session, 'sferik/rails_admin', '629e9fd9d4df25528e84d31afdc8ebeb0f56fbb3').toArray();
    expectRequest(sent[0], { method: 'GET', path: '/repos/sferik/rails_admin/commits/629e9fd9d4df25528e84d31afdc8ebeb0f56fbb3/comments', query: { per_page: '100' } });
    served.done();
    expect(comments.map((c) => c.id)).toEqual([860296, 861577, 861907, expect.any(Number)]);
    expect(comments.every((c) => c.commit_id === '629e9fd9d4df25528e84d31afdc8ebeb0f56fbb3')).toBe(true);
  });

  it('takes the commit as parsed data with its sha', async () => {
    const served = replay('openapi/repos.list-comments-for-commit');
    const { session, sent } = capturedSession();
    const comments = await listCommitComments(session, 'octocat/Hello-World', { sha: '6dcb09b5b57875f334f61aebed695e2e4193db5e' }).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/commits/6dcb09b5b57875f334f61aebed695e2e4193db5e/comments', query: { per_page: '100' } });
    served.done();
    expect(comments.map((c) => [c.id, c.body])).toEqual([[1, 'Great stuff']]);
  });

  it.each([['6dcb09b'], ['../x'], [{ sha: null }]])('refuses the sha %j before sending', (sha) => {
    const { session, sent } = capturedSession();
    expect(() => listCommitComments(session, 'octocat/Hello-World', sha as string)).toThrow(refused('sha'));
    expect(sent).toHaveLength(0);
  });
});

describe('getCommitComment (Repository.commit_comment)', () => {
  it('gets a RepoComment by id (live)', async () => {
    const served = replay('live/repos.get-commit-comment');
    const { session, sent } = capturedSession();
    const comment = await getCommitComment(session, { owner: 'sferik', repo: 'rails_admin', id: 861907 });
    expectRequest(sent[0], { method: 'GET', path: '/repos/sferik/rails_admin/comments/861907' });
    served.done();
    expect(comment.id).toBe(861907);
    expect(comment.commit_id).toBe('629e9fd9d4df25528e84d31afdc8ebeb0f56fbb3');
    expect([comment.path, comment.position, comment.line]).toEqual([null, null, null]);
    expect(comment.body).toMatch(/^ {2}\(1\) I do not agree with 'needs to be fixed'/);
    expect(comment.user?.login).toBe('bbenezech');
    expect(comment.created_at?.toISOString()).toBe('2012-01-12T18:34:03.000Z');
    expect(comment.updated_at?.toISOString()).toBe('2012-01-12T18:35:59.000Z');
  });

  it('is gh.Repository.commitComment(repo, id)', async () => {
    const served = replay('live/repos.get-commit-comment');
    const gh = createClient();
    const comment = await gh.Repository.commitComment('sferik/rails_admin', 861907);
    served.done();
    expect(comment.html_url).toBe('https://github.com/sferik/rails_admin/commit/629e9fd9d4df25528e84d31afdc8ebeb0f56fbb3#commitcomment-861907');
  });

  it.each([
    ['comment.id', { owner: 'o', repo: 'r', id: 0 }],
    ['comment.url', { url: 'https://api.github.com/repos/%2E%2E/r/comments/1' }],
    ['comment', { url: 'https://api.github.com/repos/o/r/issues/comments/1' }],
  ])('refuses a bad reference (%s) before sending', async (name, ref) => {
    const { session, sent } = capturedSession();
    await expect(getCommitComment(session, ref as never)).rejects.toThrow(refused(name));
    expect(sent).toHaveLength(0);
  });
});

describe('createCommitComment (Repository.create_comment)', () => {
  it('comments on a line of a file of a commit', async () => {
    const served = replay('openapi/repos.create-commit-comment');
    const { session, sent } = authed();
    const comment = await createCommitComment(session, 'octocat/Hello-World', 'Great stuff', '6dcb09b5b57875f334f61aebed695e2e4193db5e', { path: 'file1.txt', position: 4, line: 1 });
    expectRequest(sent[0], {
      method: 'POST',
      path: '/repos/octocat/Hello-World/commits/6dcb09b5b57875f334f61aebed695e2e4193db5e/comments',
      body: { body: 'Great stuff', path: 'file1.txt', position: 4, line: 1 },
    });
    served.done();
    expect([comment.id, comment.path, comment.position, comment.line, comment.body]).toEqual([1, 'file1.txt', 4, 14, 'Great stuff']);
    expect(comment.url).toBe('https://api.github.com/repos/octocat/Hello-World/comments/1');
  });

  it.each([
    ['body', ' ', '6dcb09b5b57875f334f61aebed695e2e4193db5e', {}],
    ['sha', 'Great stuff', 'master', {}],
    ['position', 'Great stuff', '6dcb09b5b57875f334f61aebed695e2e4193db5e', { position: 0 }],
    ['line', 'Great stuff', '6dcb09b5b57875f334f61aebed695e2e4193db5e', { line: 1.5 }],
  ])('refuses a bad %s before sending', async (name, body, sha, options) => {
    const { session, sent } = authed();
    await expect(createCommitComment(session, 'octocat/Hello-World', body, sha, options)).rejects.toThrow(refused(name));
    expect(sent).toHaveLength(0);
  });
});

describe('RepoComment.update and RepoComment.delete', () => {
  it('replaces the text of a parsed comment and gives the comment as changed (live)', async () => {
    const served = replay('live/repos.update-commit-comment');
    const { session, sent } = authed();
    const comment = await updateCommitComment(session, { owner: 'api-padawan', repo: 'api-sandbox', id: 5601012 }, ':penguin:');
    expectRequest(sent[0], { method: 'PATCH', path: '/repos/api-padawan/api-sandbox/comments/5601012', body: { body: ':penguin:' } });
    served.done();
    expect([comment.id, comment.body, comment.path]).toEqual([5601012, ':penguin:', 'README.md']);
  });

  it('deletes a comment: true on 204, false on 404 (live: the same comment deleted twice)', async () => {
    const first = replay('live/repos.delete-commit-comment');
    const gh = createClient({ token: 'test-token-commit-comments' });
    expect(await gh.RepoComment.delete({ owner: 'api-padawan', repo: 'api-sandbox', id: 5601013 })).toBe(true);
    first.done();
    const second = replay('live/repos.delete-commit-comment.404');
    const { session, sent } = authed();
    expect(await deleteCommitComment(session, { owner: 'api-padawan', repo: 'api-sandbox', id: 5601013 })).toBe(false);
    expectRequest(sent[0], { method: 'DELETE', path: '/repos/api-padawan/api-sandbox/comments/5601013' });
    second.done();
  });

  it('addresses a parsed comment through its url', async () => {
    const served = replay('live/repos.get-commit-comment');
    const { session } = capturedSession();
    const comment = await getCommitComment(session, { owner: 'sferik', repo: 'rails_admin', id: 861907 });
    served.done();
    const { session: other, sent } = capturedSession();
    await expect(updateCommitComment(other, comment, '')).rejects.toThrow(refused('body'));
    expect(sent).toHaveLength(0);
    const again = replay('live/repos.get-commit-comment');
    expect((await getCommitComment(other, comment)).id).toBe(861907);
    expect(sent[0]?.url.pathname).toBe('/repos/sferik/rails_admin/comments/861907');
    again.done();
  });
});
