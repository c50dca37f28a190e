import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/errors/index.js';
import { createPullRequest, createPullRequestFromIssue } from '../../src/pulls/create-pull-request.js';
import { getPullRequest } from '../../src/pulls/get-pull-request.js';
import { listPullRequests } from '../../src/pulls/list-pull-requests.js';
import { asDict } from '../../src/models/library/objects.js';
import { PullRequest, ShortPullRequest } from '../../src/models/pulls.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { documentedResponse, loadRecording, replay } from '../support/recordings.js';

const PULL_PATH = '/repos/octocat/Hello-World/pulls/1347';
const REF = { owner: 'octocat', repo: 'Hello-World', number: 1347 };

describe('getPullRequest (pull_request)', () => {
  it('parses a PullRequest under its documented names', async () => {
    const served = replay('openapi/pulls.get');
    const { session, sent } = capturedSession();
    const pr = await getPullRequest(session, REF);
    expectRequest(sent[0], { method: 'GET', path: PULL_PATH });
    served.done();

    expect(pr.url).toBe('https://api.github.com/repos/octocat/Hello-World/pulls/1347');
    expect(pr.id).toBe(1);
    expect(pr.number).toBe(1347);
    expect(pr.state).toBe('open');
    expect(pr.title).toBe('Amazing new feature');
    expect(pr.body).toBe('Please pull these awesome changes in!');
    // Rendered bodies come only with the full media type; absent here.
    expect(pr.body_html).toBeNull();
    expect(pr.body_text).toBeNull();
    expect(pr.html_url).toBe('https://github.com/octocat/Hello-World/pull/1347');
    expect(pr.diff_url).toBe('https://github.com/octocat/Hello-World/pull/1347.diff');
    expect(pr.patch_url).toBe('https://github.com/octocat/Hello-World/pull/1347.patch');
    expect(pr.issue_url).toBe('https://api.github.com/repos/octocat/Hello-World/issues/1347');
    expect(pr.commits_url).toBe('https://api.github.com/repos/octocat/Hello-World/pulls/1347/commits');
    expect(pr.comments_url).toBe('https://api.github.com/repos/octocat/Hello-World/issues/1347/comments');
    expect(pr.review_comments_url).toBe('https://api.github.com/repos/octocat/Hello-World/pulls/1347/comments');
    expect(pr.review_comment_urlt?.expand({ number: 7 })).toBe('https://api.github.com/repos/octocat/Hello-World/pulls/comments/7');
    expect(pr.statuses_url).toBe('https://api.github.com/repos/octocat/Hello-World/statuses/6dcb09b5b57875f334f61aebed695e2e4193db5e');
    expect(pr.created_at).toEqual(new Date('2011-01-26T19:01:12Z'));
    expect(pr.updated_at).toEqual(new Date('2011-01-26T19:01:12Z'));
    expect(pr.closed_at).toEqual(new Date('2011-01-26T19:01:12Z'));
    expect(pr.merged_at).toEqual(new Date('2011-01-26T19:01:12Z'));
    expect(pr.merge_commit_sha).toBe('e5bd3914e2e596debea16f433f57875b5b90bcd6');
    expect(pr.user?.login).toBe('octocat');
    expect(pr.assignee?.login).toBe('octocat');
    expect(pr.assignees?.map((u) => u.login)).toEqual(['octocat', 'hubot']);
    expect(pr.requested_reviewers?.map((u) => u.login)).toEqual(['other_user']);
    expect(pr.requested_teams?.map((t) => [t.slug, t.name])).toEqual([['justice-league', 'Justice League']]);
    expect(pr.labels?.map((l) => l.name)).toEqual(['bug']);
    expect(pr.milestone?.title).toBe('v1.0');
    expect(pr.links?.self).toEqual({ href: 'https://api.github.com/repos/octocat/Hello-World/pulls/1347' });
    expect(pr.links?.review_comment).toEqual({ href: 'https://api.github.com/repos/octocat/Hello-World/pulls/comments{/number}' });
    expect(pr.locked).toBe(true);
    expect(pr.author_association).toBe('OWNER');
    expect(pr.draft).toBe(false);
    // The full type's counts, under their `_count` names.
    expect(pr.additions_count).toBe(100);
    expect(pr.deletions_count).toBe(3);
    expect(pr.changed_files_count).toBe(5);
    expect(pr.comments_count).toBe(10);
    expect(pr.commits_count).toBe(3);
    expect(pr.review_comments_count).toBe(0);
    expect(pr.mergeable).toBe(true);
    expect(pr.mergeable_state).toBe('clean');
    expect(pr.merged).toBe(false);
    expect(pr.merged_by?.login).toBe('octocat');
    expect(pr.maintainer_can_modify).toBe(true);
    expect(asDict(pr)).toEqual(loadRecording('openapi/pulls.get').interactions[0]?.response);
  });

  it('reads head and base as PullDestinations, repo as [owner, name], repository from base.repo', async () => {
    replay('openapi/pulls.get');
    const { session } = capturedSession();
    const pr = await getPullRequest(session, REF);
    expect(pr.head?.ref).toBe('new-topic');
    expect(pr.head?.label).toBe('octocat:new-topic');
    expect(pr.head?.sha).toBe('6dcb09b5b57875f334f61aebed695e2e4193db5e');
    expect(pr.head?.user?.login).toBe('octocat');
    expect(pr.head?.repo).toEqual(['octocat', 'Hello-World']);
    expect(pr.head?.repository?.full_name).toBe('octocat/Hello-World');
    expect(pr.base?.ref).toBe('master');
    expect(pr.base?.label).toBe('octocat:master');
    expect(pr.base?.repo).toEqual(['octocat', 'Hello-World']);
    expect(pr.base?.repository?.id).toBe(1296269);
    expect(pr.repository?.full_name).toBe('octocat/Hello-World');
    expect(pr.repository?.owner?.login).toBe('octocat');
    expect(Object.isFrozen(pr.head?.repo)).toBe(true);
    // The older form's direction: which end each destination is.
    expect([pr.head?.direction, pr.base?.direction]).toEqual(['Head', 'Base']);
  });

  it('reads a head whose repository is gone (a deleted fork) as null repo and repository', () => {
    const raw = documentedResponse('openapi/pulls.get') as { head: Record<string, unknown>; base: Record<string, unknown> };
    raw.head.repo = null;
    delete raw.base.repo;
    const pr = PullRequest.wrap(raw);
    expect(pr.head?.repo).toBeNull();
    expect(pr.head?.repository).toBeNull();
    expect(pr.head?.ref).toBe('new-topic');
    expect(pr.repository).toBeNull();
  });

  it('reads a head repository whose owner account is gone as owner null, an erratum of the description, not an error', () => {
    const raw = documentedResponse('openapi/pulls.get') as { head: { repo: Record<string, unknown> } };
    raw.head.repo.owner = null;
    const pr = PullRequest.wrap(raw);
    expect(pr.head?.repository?.owner).toBeNull();
    expect(pr.head?.repository?.full_name).toBe('octocat/Hello-World');
    expect(pr.base.repository.owner?.login).toBe('octocat');
  });

  it('refreshes a summary into the full type', () => {
    expect(ShortPullRequest.full).toBe(PullRequest);
  });

  it('refuses a number that is not a positive whole number', async () => {
    const { session, sent } = capturedSession();
    await expect(getPullRequest(session, { ...REF, number: 0 })).rejects.toThrow(ValidationError);
    await expect(getPullRequest(session, { ...REF, number: 2.5 })).rejects.toThrow(/number/);
    expect(sent).toHaveLength(0);
  });

  it('takes parsed data as the reference: its API url names the pull request', async () => {
    const served = replay('openapi/pulls.get');
    const { session, sent } = capturedSession();
    const pr = await getPullRequest(session, PullRequest.wrap(documentedResponse('openapi/pulls.get')));
    expectRequest(sent[0], { method: 'GET', path: PULL_PATH });
    expect(pr.number).toBe(1347);
    served.done();
  });

  it('refuses a reference it cannot place, or a dot segment in a parsed url, before sending', async () => {
    const { session, sent } = capturedSession();
    await expect(getPullRequest(session, { owner: 'octocat', repo: '..', number: 1347 })).rejects.toMatchObject({ parameter: 'pullRequest.repo' });
    await expect(getPullRequest(session, { url: 'https://api.github.com/repos/octocat/%2E%2E/pulls/1347', number: 1347 })).rejects.toMatchObject({ parameter: 'pullRequest.url' });
    await expect(getPullRequest(session, null as never)).rejects.toMatchObject({ parameter: 'pullRequest' });
    expect(sent).toHaveLength(0);
  });
});

describe('listPullRequests (Repository.pull_requests)', () => {
  it('yields ShortPullRequest items', async () => {
    const served = replay('openapi/pulls.list');
    const { session, sent } = capturedSession();
    const pulls = await listPullRequests(session, { owner: 'octocat', repo: 'Hello-World' }).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/pulls', query: { per_page: '100' } });
    served.done();
    expect(pulls.map((p) => [p.number, p.title, p.state])).toEqual([[1347, 'Amazing new feature', 'open']]);
    expect(pulls[0]?.head?.repo).toEqual(['octocat', 'Hello-World']);
    expect(pulls[0]?.repository?.name).toBe('Hello-World');
    // Counts and mergeability belong to the full type only.
    expect('additions_count' in (pulls[0] as object)).toBe(false);
  });

  const filterCases: [string, Parameters<typeof listPullRequests>[2], Record<string, string>][] = [
    ['state all', { state: 'all' }, { state: 'all' }],
    ['state closed', { state: 'closed' }, { state: 'closed' }],
    ['head and base', { head: 'octocat:new-topic', base: 'master' }, { head: 'octocat:new-topic', base: 'master' }],
    ['sort and direction', { sort: 'long-running', direction: 'asc' }, { sort: 'long-running', direction: 'asc' }],
    ['sort popularity', { sort: 'popularity' }, { sort: 'popularity' }],
  ];

  it.each(filterCases)('sends the filter: %s', async (_, filters, query) => {
    const example = loadRecording('openapi/pulls.list').interactions[0];
    nock('https://api.github.com').get('/repos/octocat/Hello-World/pulls').query({ ...query, per_page: '100' }).reply(200, example?.response as object[], example?.rawHeaders);
    const { session, sent } = capturedSession();
    expect(await listPullRequests(session, 'octocat/Hello-World', filters).toArray()).toHaveLength(1);
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/pulls', query: { ...query, per_page: '100' } });
  });

  const invalid: [string, Parameters<typeof listPullRequests>[2]][] = [
    ['state', { state: 'merged' as 'open' }],
    ['sort', { sort: 'comments' as 'created' }],
    ['direction', { direction: 'up' as 'asc' }],
    ['head', { head: '' }],
    ['base', { base: 7 as unknown as string }],
  ];

  it.each(invalid)('refuses a bad %s before sending', (name, filters) => {
    const { session, sent } = capturedSession();
    expect(() => listPullRequests(session, 'octocat/Hello-World', filters)).toThrow(expect.objectContaining({ parameter: name }));
    expect(sent).toHaveLength(0);
  });
});

describe('createPullRequest (Repository.create_pull)', () => {
  it('sends title, body, head and base; parses a ShortPullRequest', async () => {
    const served = replay('openapi/pulls.create');
    const { session, sent } = capturedSession();
    const pr = await createPullRequest(session, 'octocat/Hello-World', 'Amazing new feature', 'master', 'octocat:new-feature', { body: 'Please pull these awesome changes in!' });
    expectRequest(sent[0], {
      method: 'POST',
      path: '/repos/octocat/Hello-World/pulls',
      body: { title: 'Amazing new feature', body: 'Please pull these awesome changes in!', head: 'octocat:new-feature', base: 'master' },
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    served.done();
    expect(pr.number).toBe(1347);
    expect(pr.title).toBe('Amazing new feature');
    expect(pr.state).toBe('open');
    expect(pr.head?.label).toBe('octocat:new-topic');
  });

  it('sends draft and maintainer_can_modify when given, nothing for what is not', async () => {
    nock('https://api.github.com').post('/repos/octocat/Hello-World/pulls').reply(201, documentedResponse('openapi/pulls.create') as object);
    const { session, sent } = capturedSession();
    await createPullRequest(session, 'octocat/Hello-World', 'T', 'master', 'feature', { draft: true, maintainerCanModify: false });
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({ title: 'T', head: 'feature', base: 'master', draft: true, maintainer_can_modify: false });
  });

  it('refuses an empty title, base or head before sending', async () => {
    const { session, sent } = capturedSession();
    await expect(createPullRequest(session, 'octocat/Hello-World', '', 'master', 'feature')).rejects.toMatchObject({ parameter: 'title' });
    await expect(createPullRequest(session, 'octocat/Hello-World', 'T', ' ', 'feature')).rejects.toMatchObject({ parameter: 'base' });
    await expect(createPullRequest(session, 'octocat/Hello-World', 'T', 'master', '')).rejects.toMatchObject({ parameter: 'head' });
    await expect(createPullRequest(session, 'octocat/Hello-World', 'T', 'master', 'feature', { draft: 'yes' as never })).rejects.toMatchObject({ parameter: 'draft' });
    await expect(createPullRequest(session, 'octocat/../Hello-World', 'T', 'master', 'feature')).rejects.toBeInstanceOf(ValidationError);
    expect(sent).toHaveLength(0);
  });
});

describe('createPullRequestFromIssue (Repository.create_pull_from_issue)', () => {
  it('sends the issue number with head and base', async () => {
    nock('https://api.github.com').post('/repos/octocat/Hello-World/pulls', { issue: 1347, head: 'octocat:new-topic', base: 'master' }).reply(201, documentedResponse('openapi/pulls.create') as object);
    const { session, sent } = capturedSession();
    const pr = await createPullRequestFromIssue(session, 'octocat/Hello-World', 1347, 'master', 'octocat:new-topic');
    expectRequest(sent[0], { method: 'POST', path: '/repos/octocat/Hello-World/pulls', body: { issue: 1347, head: 'octocat:new-topic', base: 'master' } });
    expect(pr.number).toBe(1347);
  });

  it('refuses an issue number that is not positive before sending', async () => {
    const { session, sent } = capturedSession();
    await expect(createPullRequestFromIssue(session, 'octocat/Hello-World', 0, 'master', 'feature')).rejects.toMatchObject({ parameter: 'issueNumber' });
    await expect(createPullRequestFromIssue(session, 'octocat/Hello-World', 1347, 'master', null as never)).rejects.toMatchObject({ parameter: 'head' });
    expect(sent).toHaveLength(0);
  });
});
