import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/errors/index.js';
import { bindModule } from '../../src/core/bind-module.js';
import { repositoryIssueOperations } from '../../src/facade/issue-repository.js';
import { issueOperations } from '../../src/facade/issues.js';
import { createIssue } from '../../src/issues/create-issue.js';
import { listRepositoryIssueEvents } from '../../src/issues/list-repository-issue-events.js';
import { listRepositoryIssues } from '../../src/issues/list-repository-issues.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { documentedResponse, replay } from '../support/recordings.js';

const TOKEN = 'test-token-repository-issues';
const authed = () => capturedSession({ token: TOKEN });
const documentedIssue = { title: 'Found a bug', body: "I'm having a problem with this.", assignees: ['octocat'], milestone: 1, labels: ['bug'] };

describe('createIssue (Repository.create_issue)', () => {
  it('posts the issue and parses the ShortIssue', async () => {
    const served = replay('openapi/issues.create');
    const { session, sent } = authed();
    const { title, ...options } = documentedIssue;
    const issue = await createIssue(session, { owner: 'octocat', repo: 'Hello-World' }, title, options);
    expectRequest(sent[0], { method: 'POST', path: '/repos/octocat/Hello-World/issues', body: documentedIssue, headers: { 'content-type': 'application/json; charset=utf-8' } });
    served.done();

    expect(issue.number).toBe(1347);
    expect(issue.title).toBe('Found a bug');
    expect(issue.body).toBe("I'm having a problem with this.");
    expect(issue.state).toBe('open');
    expect(issue.user?.login).toBe('octocat');
    expect(issue.assignees?.map((u) => u.login)).toEqual(['octocat']);
    expect(issue.milestone?.number).toBe(1);
    expect(issue.original_labels?.map((l) => l.name)).toEqual(['bug']);
    expect(issue.html_url).toBe('https://github.com/octocat/Hello-World/issues/1347');
  });

  it.each([
    ['"owner/repo"', 'octocat/Hello-World'],
    ['a parsed repository', { full_name: 'octocat/Hello-World' }],
  ])('takes the repository as %s', async (_, repository) => {
    nock('https://api.github.com').post('/repos/octocat/Hello-World/issues', { title: 'Only a title' }).reply(201, documentedResponse('openapi/issues.create') as object);
    const { session, sent } = authed();
    expect((await createIssue(session, repository, 'Only a title')).number).toBe(1347);
    expectRequest(sent[0], { method: 'POST', path: '/repos/octocat/Hello-World/issues', body: { title: 'Only a title' } });
  });

  it('sends the older single assignee as given', async () => {
    nock('https://api.github.com').post('/repos/octocat/Hello-World/issues', { title: 'T', assignee: 'octocat' }).reply(201, documentedResponse('openapi/issues.create') as object);
    const { session, sent } = authed();
    await createIssue(session, 'octocat/Hello-World', 'T', { assignee: 'octocat' });
    expectRequest(sent[0], { method: 'POST', path: '/repos/octocat/Hello-World/issues', body: { title: 'T', assignee: 'octocat' } });
  });

  it.each([
    ['title', 'octocat/Hello-World', '', {}],
    ['milestone', 'octocat/Hello-World', 'T', { milestone: 0 }],
    ['repository', 'not-a-repository', 'T', {}],
    ['repository.repo', { owner: 'octocat', repo: '..' }, 'T', {}],
    ['labels', 'octocat/Hello-World', 'T', { labels: 'bug' }],
    ['assignees[0]', 'octocat/Hello-World', 'T', { assignees: [''] }],
  ])('refuses a bad %s before sending', async (name, repository, title, options) => {
    const { session, sent } = authed();
    await expect(createIssue(session, repository as string, title, options as object)).rejects.toThrow(expect.objectContaining({ parameter: name }));
    expect(sent).toHaveLength(0);
  });
});

describe('createIssue (create_issue, client level: gh.createIssue(owner, repo, title))', () => {
  it('posts directly to the repository: one request, no lookup first', async () => {
    const served = replay('openapi/issues.create');
    const { session, sent } = authed();
    const { title, ...options } = documentedIssue;
    const issue = await bindModule(session, issueOperations).createIssue('octocat', 'Hello-World', title, options);
    expect(sent).toHaveLength(1);
    expectRequest(sent[0], { method: 'POST', path: '/repos/octocat/Hello-World/issues', body: documentedIssue, headers: { authorization: `token ${TOKEN}` } });
    served.done();
    expect(issue.number).toBe(1347);
    expect(issue.title).toBe('Found a bug');
  });

  it('needs an authenticated session: nothing is sent without one', async () => {
    const { session, sent } = capturedSession();
    await expect(createIssue(session, { owner: 'octocat', repo: 'Hello-World' }, 'T')).rejects.toThrow(ValidationError);
    await expect(bindModule(session, issueOperations).createIssue('octocat', 'Hello-World', 'T')).rejects.toThrow(expect.objectContaining({ parameter: 'session' }));
    expect(sent).toHaveLength(0);
  });

  it('refuses an empty owner before sending', async () => {
    const { session, sent } = authed();
    await expect(bindModule(session, issueOperations).createIssue('', 'Hello-World', 'T')).rejects.toThrow(expect.objectContaining({ parameter: 'repository.owner' }));
    expect(sent).toHaveLength(0);
  });
});

describe('getIssue through gh.Repository.issue(repository, number)', () => {
  it('gets the Issue of a repository reference', async () => {
    const served = replay('openapi/issues.get');
    const { session, sent } = capturedSession();
    const issue = await bindModule(session, repositoryIssueOperations).issue('octocat/Hello-World', 1347);
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/issues/1347' });
    served.done();
    expect(issue.number).toBe(1347);
    expect(issue.title).toBe('Found a bug');
    expect(issue.closed_by?.login).toBe('octocat');
    expect(issue.labels_urlt?.expand({ name: 'bug' })).toBe('https://api.github.com/repos/octocat/Hello-World/issues/1347/labels/bug');
  });

  it('refuses a number that is not a positive whole number', async () => {
    const { session, sent } = capturedSession();
    await expect(bindModule(session, repositoryIssueOperations).issue('octocat/Hello-World', -1)).rejects.toThrow(expect.objectContaining({ parameter: 'issue.number' }));
    await expect(bindModule(session, repositoryIssueOperations).issue('octocat', 1)).rejects.toThrow(expect.objectContaining({ parameter: 'repository' }));
    expect(sent).toHaveLength(0);
  });
});

describe('listRepositoryIssues (Repository.issues)', () => {
  it('lists the ShortIssues of a repository reference', async () => {
    const served = replay('openapi/issues.list-for-repo');
    const { session, sent } = capturedSession();
    const issues = await listRepositoryIssues(session, { owner: 'octocat', repo: 'Hello-World' }).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/issues', query: { per_page: '100' } });
    served.done();
    expect(issues.map((i) => [i.number, i.title, i.state])).toEqual([[1347, 'Found a bug', 'open']]);
  });

  it.each([
    ['milestone none, state all', { milestone: 'none' as const, state: 'all' as const }, { milestone: 'none', state: 'all' }],
    ['milestone number, assignee login', { milestone: 2, assignee: 'octocat' }, { milestone: '2', assignee: 'octocat' }],
    ['mentioned, labels, sort, direction, since', { mentioned: 'hubot', labels: ['bug'], sort: 'comments' as const, direction: 'desc' as const, since: new Date('2012-01-01T00:00:00Z') }, { mentioned: 'hubot', labels: 'bug', sort: 'comments', direction: 'desc', since: '2012-01-01T00:00:00Z' }],
  ])('sends the filters: %s', async (_, filters, query) => {
    nock('https://api.github.com').get('/repos/octocat/Hello-World/issues').query({ ...query, per_page: '100' }).reply(200, []);
    const { session, sent } = capturedSession();
    await listRepositoryIssues(session, 'octocat/Hello-World', filters).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/issues', query: { ...query, per_page: '100' } });
  });

  it('refuses a bad state before sending', () => {
    const { session, sent } = capturedSession();
    expect(() => listRepositoryIssues(session, 'octocat/Hello-World', { state: 'merged' as 'open' })).toThrow(expect.objectContaining({ parameter: 'state' }));
    expect(sent).toHaveLength(0);
  });
});

describe('listRepositoryIssueEvents (Repository.issue_events)', () => {
  it('yields RepositoryIssueEvents naming their issue', async () => {
    const served = replay('openapi/issues.list-events-for-repo');
    const { session, sent } = capturedSession();
    const events = await listRepositoryIssueEvents(session, 'octocat/Hello-World').toArray();
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/issues/events', query: { per_page: '100' } });
    served.done();

    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event?.id).toBe(1);
    expect(event?.url).toBe('https://api.github.com/repos/octocat/Hello-World/issues/events/1');
    expect(event?.event).toBe('closed');
    expect(event?.actor?.login).toBe('octocat');
    expect(event?.commit_id).toBe('6dcb09b5b57875f334f61aebed695e2e4193db5e');
    expect(event?.commit_url).toBe('https://api.github.com/repos/octocat/Hello-World/commits/6dcb09b5b57875f334f61aebed695e2e4193db5e');
    expect(event?.created_at).toEqual(new Date('2011-04-14T16:00:49Z'));
    expect(event?.issue?.number).toBe(1347);
    expect(event?.issue?.title).toBe('Found a bug');
    expect(event?.label).toBeNull();
    expect(event?.assignee).toBeNull();
    expect(event?.rename).toBeNull();
  });

  it('refuses a bad repository before sending', () => {
    const { session, sent } = capturedSession();
    expect(() => listRepositoryIssueEvents(session, 'octocat/Hello-World/issues')).toThrow(expect.objectContaining({ parameter: 'repository' }));
    expect(() => listRepositoryIssueEvents(session, { owner: 'octocat', repo: '' })).toThrow(expect.objectContaining({ parameter: 'repository.repo' }));
    expect(sent).toHaveLength(0);
  });
});
