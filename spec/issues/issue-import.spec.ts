import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { getImportedIssue, importIssue, IMPORT_MEDIA_TYPE, listImportedIssues } from '../../src/issues/issue-import.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';

/*
 * The issue import API is a preview that GitHub's OpenAPI descriptions leave out
 * (spec/openapi/legacy-routes.json), and this project has no recorded or documented answer of
 * it. The answers below are therefore not recordings: they are minimal bodies shaped by the
 * attribute names of ImportedIssue (src/models/imported-issues.ts), with values of this spec's
 * own. What the specs hold to is the exact request the client sends and how it reads such a body.
 */
const API = 'https://api.github.com';
const REPO = 'octocat/Hello-World';
const IMPORTS = '/repos/octocat/Hello-World/import/issues';
const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };
const preview = { accept: IMPORT_MEDIA_TYPE };
const authed = () => capturedSession({ token: 'test-token-import' });

/** An import as the model names its attributes; `created_at` keeps an offset, as a timestamp may. */
function importBody(id: number, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    status: 'pending',
    url: `${API}${IMPORTS}/${id}`,
    import_issues_url: `${API}${IMPORTS}`,
    repository_url: `${API}/repos/octocat/Hello-World`,
    created_at: '2014-03-16T11:15:42-06:00',
    updated_at: '2014-03-16T11:15:42-06:00',
    ...fields,
  };
}

/** The service answers only the preview media type: the interceptor insists on it too. */
const service = () => nock(API, { reqheaders: { accept: IMPORT_MEDIA_TYPE } });

describe('importIssue (Repository.import_issue)', () => {
  it.each([
    ['an ISO 8601 string', '2014-03-16T17:15:42Z'],
    ['a Date', new Date('2014-03-16T17:15:42Z')],
  ])('posts the issue under "issue" with the preview media type, createdAt as %s', async (_, createdAt) => {
    const body = { issue: { title: 'foo', body: 'bar', created_at: '2014-03-16T17:15:42Z' } };
    const scope = service().post(IMPORTS, body).reply(202, importBody(1), JSON_TYPE);
    const { session, sent } = authed();
    const imported = await importIssue(session, REPO, 'foo', 'bar', createdAt);
    expectRequest(sent[0], { method: 'POST', path: IMPORTS, body, headers: preview });
    scope.done();

    expect(imported.id).toBe(1);
    expect(imported.status).toBe('pending');
    expect(imported.url).toBe(`${API}${IMPORTS}/1`);
    expect(imported.import_issues_url).toBe(`${API}${IMPORTS}`);
    expect(imported.repository_url).toBe(`${API}/repos/octocat/Hello-World`);
    expect(imported.created_at).toEqual(new Date('2014-03-16T17:15:42Z'));
    expect(imported.updated_at).toEqual(new Date('2014-03-16T17:15:42Z'));
    // Not there until the import is done or has failed: null, never an exception.
    expect(imported.issue_url).toBeNull();
    expect(imported.errors).toBeNull();
    expect(Object.isFrozen(imported)).toBe(true);
  });

  it('puts the comments beside the issue', async () => {
    const body = { issue: { title: 'foo', body: 'bar', created_at: '2014-03-16T17:15:42Z' }, comments: [{ body: 'a comment' }] };
    const scope = service().post(IMPORTS, body).reply(202, importBody(2), JSON_TYPE);
    const { session, sent } = authed();
    const imported = await importIssue(session, { owner: 'octocat', repo: 'Hello-World' }, 'foo', 'bar', '2014-03-16T17:15:42Z', { comments: [{ body: 'a comment' }] });
    expectRequest(sent[0], { method: 'POST', path: IMPORTS, body, headers: preview });
    scope.done();
    expect(imported.id).toBe(2);
    expect(imported.status).toBe('pending');
  });

  it('sends every optional field under its wire name', async () => {
    const body = {
      issue: { title: 'foo', body: 'bar', created_at: '2014-03-16T17:15:42Z', assignee: 'octocat', milestone: 1, closed: true, labels: ['bug'] },
      comments: [{ body: 'first', created_at: '2014-03-17T00:00:00Z' }],
    };
    const scope = service().post(IMPORTS, body).reply(202, importBody(3), JSON_TYPE);
    const { session, sent } = authed();
    const options = { assignee: 'octocat', milestone: 1, closed: true, labels: ['bug'], comments: [{ body: 'first', createdAt: new Date('2014-03-17T00:00:00Z') }] };
    await importIssue(session, REPO, 'foo', 'bar', '2014-03-16T17:15:42Z', options);
    expectRequest(sent[0], { method: 'POST', path: IMPORTS, body, headers: preview });
    scope.done();
    // A comment's time also under its documented (wire) name, created_at.
    const again = service().post(IMPORTS, body).reply(202, importBody(3), JSON_TYPE);
    await importIssue(session, REPO, 'foo', 'bar', '2014-03-16T17:15:42Z', { ...options, comments: [{ body: 'first', created_at: '2014-03-17T00:00:00Z' }] });
    expectRequest(sent[1], { method: 'POST', path: IMPORTS, body, headers: preview });
    again.done();
  });

  it.each([
    ['title', ['', 'bar', '2014-03-16T17:15:42Z', {}]],
    ['createdAt', ['foo', 'bar', 'March 16th', {}]],
    ['milestone', ['foo', 'bar', '2014-03-16T17:15:42Z', { milestone: -1 }]],
    ['comments[0].createdAt', ['foo', 'bar', '2014-03-16T17:15:42Z', { comments: [{ body: 'x', createdAt: 'soon' }] }]],
    ['comments[0].created_at', ['foo', 'bar', '2014-03-16T17:15:42Z', { comments: [{ body: 'x', created_at: 'soon' }] }]],
    ['comments[0].created_at', ['foo', 'bar', '2014-03-16T17:15:42Z', { comments: [{ body: 'x', created_at: '2014-03-16', createdAt: '2014-03-16' }] }]],
    ['comments[0].body', ['foo', 'bar', '2014-03-16T17:15:42Z', { comments: [{ createdAt: '2014-03-16' }] }]],
    ['comments[0]', ['foo', 'bar', '2014-03-16T17:15:42Z', { comments: ['a comment'] }]],
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
    const scope = service().get(`${IMPORTS}/4`).reply(200, importBody(4), JSON_TYPE);
    const { session, sent } = authed();
    const imported = await getImportedIssue(session, REPO, 4);
    expectRequest(sent[0], { method: 'GET', path: `${IMPORTS}/4`, headers: preview });
    scope.done();
    expect(imported.id).toBe(4);
    expect(imported.status).toBe('pending');
    expect(imported.url).toBe(`${API}${IMPORTS}/4`);
    expect(imported.created_at).toEqual(new Date('2014-03-16T17:15:42Z'));
  });

  it('reads the issue a finished import made', async () => {
    const done = importBody(5, { status: 'imported', issue_url: `${API}/repos/octocat/Hello-World/issues/1347` });
    service().get(`${IMPORTS}/5`).reply(200, done, JSON_TYPE);
    const { session } = authed();
    const imported = await getImportedIssue(session, REPO, 5);
    expect(imported.status).toBe('imported');
    expect(imported.issue_url).toBe(`${API}/repos/octocat/Hello-World/issues/1347`);
    expect(imported.errors).toBeNull();
  });

  it('keeps the errors of a failed import as received', async () => {
    // Shaped like the client errors GitHub documents (resource, field, code); values of this spec's own.
    const errors = [{ resource: 'Issue', field: 'assignee', code: 'invalid' }];
    service().get(`${IMPORTS}/6`).reply(200, importBody(6, { status: 'failed', errors }), JSON_TYPE);
    const { session } = authed();
    const imported = await getImportedIssue(session, REPO, 6);
    expect(imported.status).toBe('failed');
    expect(imported.errors).toEqual(errors);
    expect(imported.issue_url).toBeNull();
  });

  it('refuses an id that is not a positive whole number', async () => {
    const { session, sent } = authed();
    await expect(getImportedIssue(session, REPO, 0)).rejects.toThrow(expect.objectContaining({ parameter: 'id' }));
    await expect(getImportedIssue(session, 'octocat/..', 1)).rejects.toThrow(expect.objectContaining({ parameter: 'repository.repo' }));
    expect(sent).toHaveLength(0);
  });
});

describe('listImportedIssues (Repository.imported_issues)', () => {
  it('lists the imports of a repository with the preview media type', async () => {
    const scope = service().get(IMPORTS).query({ per_page: '100' }).reply(200, [importBody(7), importBody(8, { status: 'imported', issue_url: `${API}/repos/octocat/Hello-World/issues/1348` })], JSON_TYPE);
    const { session, sent } = authed();
    const imports = await listImportedIssues(session, REPO).toArray();
    expectRequest(sent[0], { method: 'GET', path: IMPORTS, query: { per_page: '100' }, headers: preview });
    scope.done();
    expect(imports.map((i) => [i.id, i.status])).toEqual([[7, 'pending'], [8, 'imported']]);
    expect(imports[0]?.repository_url).toBe(`${API}/repos/octocat/Hello-World`);
    expect(imports[1]?.issue_url).toBe(`${API}/repos/octocat/Hello-World/issues/1348`);
  });

  it.each([
    ['a Date', new Date('2018-01-04T00:00:00Z'), '2018-01-04T00:00:00Z'],
    ['an ISO 8601 string', '2018-01-04T12:30:00Z', '2018-01-04T12:30:00Z'],
    ['a day (YYYY-MM-DD)', '2018-01-04', '2018-01-04'],
  ])('sends since given as %s', async (_, since, sentSince) => {
    const scope = service().get(IMPORTS).query({ since: sentSince, per_page: '100' }).reply(200, [importBody(7)], JSON_TYPE);
    const { session, sent } = authed();
    expect(await listImportedIssues(session, REPO, { since }).toArray()).toHaveLength(1);
    expectRequest(sent[0], { method: 'GET', path: IMPORTS, query: { since: sentSince, per_page: '100' }, headers: preview });
    scope.done();
  });

  it('an unreadable import names the request it came from', async () => {
    service().get(IMPORTS).query({ per_page: '100' }).reply(200, [{ id: 'one' }]);
    const { session } = authed();
    await expect(listImportedIssues(session, REPO).toArray()).rejects.toMatchObject({ path: '[0].id', url: `${API}${IMPORTS}?per_page=100` });
  });

  it('refuses a since that is no date before sending', () => {
    const { session, sent } = authed();
    expect(() => listImportedIssues(session, REPO, { since: '04/01/2018' })).toThrow(expect.objectContaining({ parameter: 'since' }));
    expect(sent).toHaveLength(0);
  });
});
