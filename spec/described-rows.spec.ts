import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/core/session.js';
import type { Session } from '../src/core/types.js';
import { createGist } from '../src/gists/index.js';
import { createTagObject } from '../src/git/index.js';
import { listRepositoryIssues } from '../src/issues/index.js';
import { createPullRequest, createReviewComment, removeRequestedReviewers } from '../src/pulls/index.js';
import { createFile, createRepository, deleteFile, editRepository, listRepositories } from '../src/repos/index.js';
import { readFileSync } from 'node:fs';
import { closeLoopbacks, loopback, type Loopback } from './hardening/loopback.js';
import { answer, recordedAnswers, routeKey } from './support/recorded-answers.js';

/*
 * Calls that GitHub documents and that were refused before sending or answered wrongly, each
 * against a loopback server answering with the route's recorded answer (recordings/): what goes
 * on the wire, and that the answer reads.
 */

let server: Loopback;
let session: Session;
const NO_CONTENT = new Set(['DELETE /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers']);
// A route no recording covers answers its documented example (GitHub's description, through spec/openapi/generated-examples.json).
const examples = (JSON.parse(readFileSync(new URL('./openapi/generated-examples.json', import.meta.url), 'utf8')) as { examples: Record<string, { status: number; body: unknown }> }).examples;
const DOCUMENTED: Record<string, string> = { 'DELETE /repos/{owner}/{repo}/contents/{path}': 'repos/delete-file' };

beforeAll(async () => {
  const recorded = recordedAnswers();
  server = await loopback((request, response) => {
    const path = new URL(request.url, 'http://x').pathname;
    const key = routeKey('https://api.github.com', request.method, path);
    // A pull request's reviewers removed: GitHub answers 204 where 200 is documented.
    if (key && NO_CONTENT.has(key)) return void response.writeHead(204).end();
    const example = key && DOCUMENTED[key] ? examples[DOCUMENTED[key]] : undefined;
    const found = key ? (recorded.get(key) ?? (example && { status: example.status, body: example.body })) : undefined;
    answer(response, found ?? { status: 404, body: { message: `no recorded answer for ${request.method} ${path}` } });
  });
  session = createSession({ baseUrl: server.url, token: 'rows-token', retry: false });
});
afterAll(closeLoopbacks);

const last = () => {
  const request = server.requests[server.requests.length - 1];
  if (!request) throw new Error('nothing was sent');
  return { method: request.method, url: decodeURIComponent(request.url), body: request.body ? (JSON.parse(request.body) as Record<string, unknown>) : undefined };
};

describe('what GitHub documents today, sent', () => {
  it('updates a file (its sha) and deletes one', async () => {
    const commit = await createFile(session, 'octocat/Hello-World', 'doc/a.md', 'Update a.md', 'new text', { sha: '95b966ae1c166bd92f8ae7d1c313e738c731dfc3', branch: 'main' });
    expect(last()).toEqual({ method: 'PUT', url: '/repos/octocat/Hello-World/contents/doc/a.md', body: { message: 'Update a.md', content: Buffer.from('new text').toString('base64'), sha: '95b966ae1c166bd92f8ae7d1c313e738c731dfc3', branch: 'main' } });
    expect(commit.commit?.sha).toMatch(/^[0-9a-f]{40}$/);
    await deleteFile(session, 'octocat/Hello-World', 'doc/a.md', 'Remove a.md', '95b966ae1c166bd92f8ae7d1c313e738c731dfc3');
    expect(last()).toEqual({ method: 'DELETE', url: '/repos/octocat/Hello-World/contents/doc/a.md', body: { message: 'Remove a.md', sha: '95b966ae1c166bd92f8ae7d1c313e738c731dfc3' } });
  });

  it('comments on several lines of a pull request’s diff, without the closing-down position', async () => {
    const pr = { owner: 'octocat', repo: 'Hello-World', number: 1347 };
    const sha = '6dcb09b5b57875f334f61aebed695e2e4193db5e';
    const comment = await createReviewComment(session, pr, 'Two lines to look at', sha, 'file1.txt', { line: 10, startLine: 5, side: 'RIGHT', startSide: 'RIGHT' });
    expect(last()).toEqual({ method: 'POST', url: '/repos/octocat/Hello-World/pulls/1347/comments', body: { body: 'Two lines to look at', commit_id: sha, path: 'file1.txt', line: 10, start_line: 5, side: 'RIGHT', start_side: 'RIGHT' } });
    expect(comment.id).toEqual(expect.any(Number));
    await createReviewComment(session, pr, 'A reply', sha, 'file1.txt', { inReplyTo: 426899381, subjectType: 'line' });
    expect(last().body).toEqual({ body: 'A reply', commit_id: sha, path: 'file1.txt', in_reply_to: 426899381, subject_type: 'line' });
    // The older form, with a position, still sends it.
    await createReviewComment(session, pr, 'Here', sha, 'file1.txt', 4);
    expect(last().body).toEqual({ body: 'Here', commit_id: sha, path: 'file1.txt', position: 4 });
  });

  it('creates a repository with its merge settings, and edits a repository’s settings without renaming it', async () => {
    await createRepository(session, 'Hello-World', { allowSquashMerge: false, allowAutoMerge: true, squashMergeCommitTitle: 'PR_TITLE' });
    expect(last()).toEqual({ method: 'POST', url: '/user/repos', body: { name: 'Hello-World', allow_squash_merge: false, allow_auto_merge: true, squash_merge_commit_title: 'PR_TITLE' } });
    const security = { secret_scanning: { status: 'enabled' } };
    const repo = await editRepository(session, 'octocat/Hello-World', { allowAutoMerge: true, isTemplate: true, securityAndAnalysis: security });
    expect(last()).toEqual({ method: 'PATCH', url: '/repos/octocat/Hello-World', body: { allow_auto_merge: true, is_template: true, security_and_analysis: security } });
    expect(repo.full_name).toEqual(expect.any(String));
  });

  it('lists issues of an issue type', async () => {
    const issues = await listRepositoryIssues(session, 'octocat/Hello-World', { type: 'bug', number: 1 }).toArray();
    expect(last().url).toBe('/repos/octocat/Hello-World/issues?type=bug&per_page=1');
    expect(issues.length).toBeLessThanOrEqual(1);
    await listRepositoryIssues(session, 'octocat/Hello-World', { type: '*', number: 1 }).toArray();
    expect(last().url).toContain('type=*');
  });

  it('creates a tag object without a tagger, and a gist without a description', async () => {
    await createTagObject(session, 'octocat/Hello-World', 'v0.0.1', 'initial version', 'c3d0be41ecbe669545ee3e94d31ed9a4bc91ee3c', 'commit');
    expect(last()).toEqual({ method: 'POST', url: '/repos/octocat/Hello-World/git/tags', body: { tag: 'v0.0.1', message: 'initial version', object: 'c3d0be41ecbe669545ee3e94d31ed9a4bc91ee3c', type: 'commit' } });
    await createGist(session, undefined, { 'hello.txt': { content: 'Hello' } });
    expect(last().body).toEqual({ files: { 'hello.txt': { content: 'Hello' } }, public: true });
  });

  it('lists the repositories of a visibility and affiliation, and opens a pull request from a fork named by its repository', async () => {
    await listRepositories(session, { visibility: 'all', affiliation: 'owner', number: 1 }).toArray();
    expect(last().url).toMatch(/^\/user\/repos\?visibility=all&affiliation=owner&/);
    await createPullRequest(session, 'octocat/Hello-World', 'Amazing new feature', 'master', 'octo-org:new-topic', { headRepo: 'octo-org/Hello-World' });
    expect(last().body).toEqual({ title: 'Amazing new feature', base: 'master', head: 'octo-org:new-topic', head_repo: 'octo-org/Hello-World' });
  });

  it('answers yes when reviewers are removed with a 204', async () => {
    await expect(removeRequestedReviewers(session, { owner: 'octocat', repo: 'Hello-World', number: 1347 }, { reviewers: ['octocat'] })).resolves.toBe(true);
  });

  it('still refuses what GitHub does not document, and sends nothing for it', async () => {
    const before = server.requests.length;
    await expect(createFile(session, 'octocat/Hello-World', 'a.md', 'm', 'x', { shaa: 'abc' } as never)).rejects.toMatchObject({ name: 'ValidationError', parameter: 'shaa' });
    await expect(createReviewComment(session, { owner: 'o', repo: 'r', number: 1 }, 'b', 'sha', 'p', { line: 'ten' } as never)).rejects.toMatchObject({ name: 'ValidationError', parameter: 'line' });
    await expect(createPullRequest(session, 'o/r', 't', 'main', 'f', { headRepo: 'o/r', head_repo: 'o/r' } as never)).rejects.toMatchObject({ name: 'ValidationError' });
    expect(server.requests.length).toBe(before);
  });
});
