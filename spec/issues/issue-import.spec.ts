import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { getImportedIssue, importIssue, IMPORT_MEDIA_TYPE, listImportedIssues } from '../../src/issues/issue-import.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { documentedResponse, replay } from '../support/recordings.js';

const authed = () => capturedSession({ token: 'test-token-import' });
const REPO = 'sigmavirus24/testgh3py';
const preview = { accept: IMPORT_MEDIA_TYPE };

describe('importIssue (Repository.import_issue)', () => {
  it.each([
    ['an ISO 8601 string', '2014-03-16T17:15:42Z'],
    ['a Date', new Date('2014-03-16T17:15:42Z')],
  ])('posts the issue under "issue" with the preview media type, createdAt as %s', async (_, createdAt) => {
    const served = replay('live/issues.import-issue');
    const { session, sent } = authed();
    const imported = await importIssue(session, REPO, 'foo', 'bar', createdAt);
    expectRequest(sent[0], { method: 'POST', path: '/repos/sigmavirus24/testgh3py/import/issues', body: { issue: { title: 'foo', body: 'bar', created_at: '2014-03-16T17:15:42Z' } }, headers: preview });
    served.done();

    expect(imported.id).toBe(1529961);
    expect(imported.status).toBe('pending');
    expect(imported.url).toBe('https://api.github.com/repos/sigmavirus24/testgh3py/import/issues/1529961');
    expect(imported.import_issues_url).toBe('https://api.github.com/repos/sigmavirus24/testgh3py/import/issues');
    expect(imported.repository_url).toBe('https://api.github.com/repos/sigmavirus24/testgh3py');
    expect(imported.created_at).toEqual(new Date('2018-01-04T17:36:06-06:00'));
    expect(imported.updated_at).toEqual(new Date('2018-01-04T17:36:06-06:00'));
    expect(imported.errors).toBeNull();
  });

  it('puts the comments beside the issue', async () => {
    const served = replay('live/issues.import-issue-with-comments');
    const { session, sent } = authed();
    const imported = await importIssue(session, { owner: 'sigmavirus24', repo: 'testgh3py' }, 'foo', 'bar', '2014-03-16T17:15:42Z', { comments: [{ body: 'fake comments' }] });
    expectRequest(sent[0], {
      method: 'POST',
      path: '/repos/sigmavirus24/testgh3py/import/issues',
      body: { issue: { title: 'foo', body: 'bar', created_at: '2014-03-16T17:15:42Z' }, comments: [{ body: 'fake comments' }] },
      headers: preview,
    });
    served.done();
    expect(imported.id).toBe(1530486);
    expect(imported.status).toBe('pending');
  });

  it('sends every optional field under its wire name', async () => {
    const body = {
      issue: { title: 'foo', body: 'bar', created_at: '2014-03-16T17:15:42Z', assignee: 'octocat', milestone: 1, closed: true, labels: ['bug'] },
      comments: [{ body: 'first', created_at: '2014-03-17T00:00:00Z' }],
    };
    nock('https://api.github.com').post('/repos/sigmavirus24/testgh3py/import/issues', body).reply(202, documentedResponse('live/issues.import-issue') as object);
    const { session, sent } = authed();
    const options = { assignee: 'octocat', milestone: 1, closed: true, labels: ['bug'], comments: [{ body: 'first', createdAt: new Date('2014-03-17T00:00:00Z') }] };
    await importIssue(session, REPO, 'foo', 'bar', '2014-03-16T17:15:42Z', options);
    expectRequest(sent[0], { method: 'POST', path: '/repos/sigmavirus24/testgh3py/import/issues', body, headers: preview });
  });

  it.each([
    ['title', ['', 'bar', '2014-03-16T17:15:42Z', {}]],
    ['createdAt', ['foo', 'bar', 'March 16th', {}]],
    ['milestone', ['foo', 'bar', '2014-03-16T17:15:42Z', { milestone: -1 }]],
    ['comments[0].createdAt', ['foo', 'bar', '2014-03-16T17:15:42Z', { comments: [{ body: 'x', createdAt: 'soon' }] }]],
    ['comments[0].body', ['foo', 'bar', '2014-03-16T17:15:42Z', { comments: [{ createdAt: '2014-03-16' }] }]],
    ['comments[0]', ['foo', 'bar', '2014-03-16T17:15:42Z', { comments: ['fake comments'] }]],
    ['comments', ['foo', 'bar', '2014-03-16T17:15:42Z', { comments: { body: 'x' } }]],
    ['labels', ['foo', 'bar', '2014-03-16T17:15:42Z', { labels: 'bug' }]],
    ['closed', ['foo', 'bar', '2014-03-16T17:15:42Z', { closed: 'yes' }]],
    ['body', ['foo', null, '2014-03-16T17:15:42Z', {}]],
    ['createdAt', ['foo', 'bar', undefined, {}]],
  ] as const)('refuses a bad %s before sending', async (name, [title, body, createdAt, options]) => {
    const { session, sent } = authed();
    const create = importIssue as unknown as (...rest: unknown[]) => Promise<unknown>;
    await expect(create(session, REPO, title, body, createdAt, options)).rejects.toThrow(expect.objectContaining({ parameter: name }));
    expect(sent).toHaveLength(0);
  });
});

describe('getImportedIssue (Repository.imported_issue)', () => {
  it('gets the status of one import with the preview media type', async () => {
    const served = replay('live/issues.imported-issue');
    const { session, sent } = authed();
    const imported = await getImportedIssue(session, REPO, 1530485);
    expectRequest(sent[0], { method: 'GET', path: '/repos/sigmavirus24/testgh3py/import/issues/1530485', headers: preview });
    served.done();
    expect(imported.id).toBe(1530485);
    expect(imported.status).toBe('pending');
    expect(imported.url).toBe('https://api.github.com/repos/sigmavirus24/testgh3py/import/issues/1530485');
    expect(imported.created_at).toEqual(new Date('2018-01-05T00:04:26Z'));
  });

  it('refuses an id that is not a positive whole number', async () => {
    const { session, sent } = authed();
    await expect(getImportedIssue(session, REPO, 0)).rejects.toThrow(expect.objectContaining({ parameter: 'id' }));
    await expect(getImportedIssue(session, 'sigmavirus24/..', 1)).rejects.toThrow(expect.objectContaining({ parameter: 'repository.repo' }));
    expect(sent).toHaveLength(0);
  });
});

describe('listImportedIssues (Repository.imported_issues)', () => {
  it('lists the imports of a repository with the preview media type', async () => {
    const served = replay('live/issues.imported-issues');
    const { session, sent } = authed();
    const imports = await listImportedIssues(session, REPO).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/repos/sigmavirus24/testgh3py/import/issues', query: { per_page: '100' }, headers: preview });
    served.done();
    expect(imports.map((i) => [i.id, i.status])).toEqual([[1530486, 'pending']]);
    expect(imports[0]?.repository_url).toBe('https://api.github.com/repos/sigmavirus24/testgh3py');
  });

  it.each([
    ['a Date', new Date('2018-01-04T00:00:00Z'), '2018-01-04T00:00:00Z'],
    ['an ISO 8601 string', '2018-01-04T12:30:00Z', '2018-01-04T12:30:00Z'],
    ['a day (YYYY-MM-DD)', '2018-01-04', '2018-01-04'],
  ])('sends since given as %s', async (_, since, sentSince) => {
    nock('https://api.github.com').get('/repos/sigmavirus24/testgh3py/import/issues').query({ since: sentSince, per_page: '100' }).reply(200, documentedResponse('live/issues.imported-issues') as object[]);
    const { session, sent } = authed();
    expect(await listImportedIssues(session, REPO, { since }).toArray()).toHaveLength(1);
    expectRequest(sent[0], { method: 'GET', path: '/repos/sigmavirus24/testgh3py/import/issues', query: { since: sentSince, per_page: '100' }, headers: preview });
  });

  it('an unreadable import names the request it came from', async () => {
    nock('https://api.github.com').get('/repos/sigmavirus24/testgh3py/import/issues').query({ per_page: '100' }).reply(200, [{ id: 'one' }]);
    const { session } = authed();
    await expect(listImportedIssues(session, REPO).toArray()).rejects.toMatchObject({ path: '[0].id', url: 'https://api.github.com/repos/sigmavirus24/testgh3py/import/issues?per_page=100' });
  });

  it('refuses a since that is no date before sending', () => {
    const { session, sent } = authed();
    expect(() => listImportedIssues(session, REPO, { since: '04/01/2018' })).toThrow(expect.objectContaining({ parameter: 'since' }));
    expect(sent).toHaveLength(0);
  });
});
