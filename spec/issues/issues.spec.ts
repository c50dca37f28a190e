import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { getIssue } from '../../src/issues/get-issue.js';
import { listRepositoryIssues } from '../../src/issues/list-repository-issues.js';
import { ValidationError } from '../../src/errors/index.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { loadRecording, replay } from '../support/recordings.js';

describe('getIssue (issue)', () => {
  it('parses an Issue under its documented names', async () => {
    const served = replay('openapi/issues.get');
    const { session, sent } = capturedSession();
    const issue = await getIssue(session, { owner: 'octocat', repo: 'Hello-World', number: 1347 });
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/issues/1347' });
    served.done();

    expect(issue.id).toBe(1);
    expect(issue.number).toBe(1347);
    expect(issue.title).toBe('Found a bug');
    expect(issue.body).toBe("I'm having a problem with this.");
    expect(issue.state).toBe('open');
    expect(issue.locked).toBe(true);
    expect(issue.comments_count).toBe(0);
    expect(issue.author_association).toBe('COLLABORATOR');
    expect(issue.closed_at).toBeNull();
    expect(issue.created_at).toEqual(new Date('2011-04-22T13:33:48Z'));
    expect(issue.user?.login).toBe('octocat');
    expect(issue.assignee?.id).toBe(1);
    expect(issue.assignees?.map((u) => u.login)).toEqual(['octocat']);
    expect(issue.closed_by?.login).toBe('octocat');
    expect(issue.original_labels?.[0]?.name).toBe('bug');
    expect(issue.original_labels?.[0]?.color).toBe('f29513');
    expect(issue.labels_urlt?.expand({ name: 'bug' })).toBe('https://api.github.com/repos/octocat/Hello-World/issues/1347/labels/bug');
    expect(issue.milestone?.number).toBe(1);
    expect(issue.milestone?.title).toBe('v1.0');
    expect(issue.milestone?.creator?.login).toBe('octocat');
    expect(issue.milestone?.open_issues_count).toBe(4);
    expect(issue.milestone?.closed_issues_count).toBe(8);
    expect(issue.milestone?.due_on).toEqual(new Date('2012-10-09T23:39:01Z'));
    expect(issue.pull_request_urls?.url).toBe('https://api.github.com/repos/octocat/Hello-World/pulls/1347');
    // Rendered bodies come only with the full media type; absent here.
    expect(issue.body_html).toBeNull();
  });

  it('refuses a number that is not a positive whole number', async () => {
    const { session, sent } = capturedSession();
    await expect(getIssue(session, { owner: 'octocat', repo: 'Hello-World', number: 0 })).rejects.toThrow(ValidationError);
    await expect(getIssue(session, { owner: 'octocat', repo: 'Hello-World', number: 1.5 })).rejects.toThrow(expect.objectContaining({ parameter: 'issue.number' }));
    expect(sent).toHaveLength(0);
  });

  it.each([
    ['issue', 'octocat/Hello-World/1347'],
    ['issue', null],
    ['issue.owner', { owner: '..', repo: 'Hello-World', number: 1347 }],
    ['issue.url', { url: 'https://api.github.com/repos/octocat/%2E%2E/issues/1347', number: 1347 }],
  ])('refuses a bad reference (%s) before sending', async (name, ref) => {
    const { session, sent } = capturedSession();
    await expect(getIssue(session, ref as { owner: string; repo: string; number: number })).rejects.toThrow(expect.objectContaining({ parameter: name }));
    expect(sent).toHaveLength(0);
  });
});

describe('listRepositoryIssues (issues_on)', () => {
  it('yields ShortIssue items', async () => {
    const served = replay('openapi/issues.list-for-repo');
    const { session, sent } = capturedSession();
    const issues = await listRepositoryIssues(session, 'octocat/Hello-World').toArray();
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/issues', query: { per_page: '100' } });
    expect(issues.map((i) => [i.number, i.title, i.state])).toEqual([[1347, 'Found a bug', 'open']]);
    expect(issues[0]?.user?.login).toBe('octocat');
    served.done();
  });

  it('follows the Link header across pages', async () => {
    const served = replay('scenarios/issues-list-paged');
    const { session, sent } = capturedSession();
    const pages: number[] = [];
    const iterator = listRepositoryIssues(session, 'octocat/Hello-World', { state: 'all', onPage: ({ page }) => pages.push(page) });
    const issues = await iterator.toArray();
    expect(issues).toHaveLength(3);
    expect(pages).toEqual([1, 2, 3]);
    expect(sent.map((r) => r.url.pathname + r.url.search)).toEqual([
      '/repos/octocat/Hello-World/issues?state=all&per_page=100',
      '/repositories/1296269/issues?per_page=100&state=all&page=2',
      '/repositories/1296269/issues?per_page=100&state=all&page=3',
    ]);
    expect(iterator.etag).toBe(loadRecording('scenarios/issues-list-paged').interactions[0]?.rawHeaders?.etag);
    expect(iterator.lastStatus).toBe(200);
    served.done();
  });

  const filterCases: [string, Parameters<typeof listRepositoryIssues>[2], Record<string, string>][] = [
    ['milestone none', { milestone: 'none' }, { milestone: 'none' }],
    ['milestone any', { milestone: '*' }, { milestone: '*' }],
    ['milestone number', { milestone: 3 }, { milestone: '3' }],
    ['state all', { state: 'all' }, { state: 'all' }],
    ['state open', { state: 'open' }, { state: 'open' }],
    ['state closed', { state: 'closed' }, { state: 'closed' }],
    ['assignee none', { assignee: 'none' }, { assignee: 'none' }],
    ['assignee any', { assignee: '*' }, { assignee: '*' }],
    ['assignee login', { assignee: 'octocat' }, { assignee: 'octocat' }],
    ['mentioned', { mentioned: 'hubot' }, { mentioned: 'hubot' }],
    ['creator and mentioned', { creator: 'octocat', mentioned: 'hubot' }, { creator: 'octocat', mentioned: 'hubot' }],
    ['labels as a list', { labels: ['bug', 'ui'] }, { labels: 'bug,ui' }],
    ['labels as parsed labels', { labels: [{ name: 'bug' }, { name: 'ui' }] }, { labels: 'bug,ui' }],
    ['no labels (no label filter)', { labels: [] }, {}],
    ['sort created', { sort: 'created' }, { sort: 'created' }],
    ['sort updated, direction desc', { sort: 'updated', direction: 'desc' }, { sort: 'updated', direction: 'desc' }],
    ['sort and direction', { sort: 'comments', direction: 'asc' }, { sort: 'comments', direction: 'asc' }],
    ['every filter at once', { milestone: 'none', state: 'closed', assignee: '*', mentioned: 'hubot', labels: ['bug'], sort: 'updated', direction: 'asc', since: '2011-04-22' }, { milestone: 'none', state: 'closed', assignee: '*', mentioned: 'hubot', labels: 'bug', sort: 'updated', direction: 'asc', since: '2011-04-22' }],
    ['since as a Date', { since: new Date('2011-04-22T13:33:48Z') }, { since: '2011-04-22T13:33:48Z' }],
    ['since as ISO text', { since: '2011-04-22T13:33:48Z' }, { since: '2011-04-22T13:33:48Z' }],
  ];

  it.each(filterCases)('sends the filter: %s', async (_, filters, query) => {
    const example = loadRecording('openapi/issues.list-for-repo').interactions[0];
    nock('https://api.github.com').get('/repos/octocat/Hello-World/issues').query({ ...query, per_page: '100' }).reply(200, example?.response as object[], example?.rawHeaders);
    const { session, sent } = capturedSession();
    const issues = await listRepositoryIssues(session, 'octocat/Hello-World', filters).toArray();
    expect(issues).toHaveLength(1);
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/issues', query: { ...query, per_page: '100' } });
  });

  const invalid: [string, Parameters<typeof listRepositoryIssues>[2]][] = [
    ['state', { state: 'merged' as 'open' }],
    ['sort', { sort: 'popularity' as 'created' }],
    ['direction', { direction: 'up' as 'asc' }],
    ['milestone', { milestone: 'some' as 'none' }],
    ['milestone', { milestone: 0 }],
    ['milestone', { milestone: 1.5 }],
    ['since', { since: 'yesterday' }],
    // A list parameter is a list: comma-separated text is refused, not passed on.
    ['labels', { labels: 'bug,ui' as unknown as string[] }],
    ['labels[0]', { labels: ['..'] }],
    ['assignee', { assignee: '' }],
    ['type', { type: 7 as unknown as string }],
    ['options', 'open' as unknown as { state: 'open' }],
    ['nope', { nope: 1 } as unknown as { state: 'open' }],
  ];

  it.each(invalid)('refuses a bad %s before sending', (name, filters) => {
    const { session, sent } = capturedSession();
    expect(() => listRepositoryIssues(session, 'octocat/Hello-World', filters)).toThrow(expect.objectContaining({ parameter: name }));
    expect(sent).toHaveLength(0);
  });
});
