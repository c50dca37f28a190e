import { describe, expect, it } from 'vitest';
import type { SentRequest } from '../support/capture.js';
import { checkRequest, expectDocumentedRequest, requestAllowList, unlisted } from './request-conformance.js';
import { subset } from './subset.js';

function request(method: string, url: string, body?: unknown, contentType = 'application/json; charset=utf-8'): SentRequest {
  const text = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  return { method, url: new URL(url), headers: text === undefined ? {} : { 'content-type': contentType }, body: text };
}

const REPO = 'https://api.github.com/repos/octocat/Hello-World';

describe('checkRequest', () => {
  it('passes a documented request and names its operation', () => {
    const check = checkRequest(request('GET', `${REPO}/issues?state=all&sort=updated&per_page=100`));
    expect(check).toEqual({ fits: 'api.github.com issues/list-for-repo', description: 'api.github.com', operationId: 'issues/list-for-repo', problems: [] });
  });

  it('finds the operation of a next-page link that addresses the repository by id', () => {
    expect(checkRequest(request('GET', 'https://api.github.com/repositories/1296269/issues?page=2&per_page=100'))).toMatchObject({ operationId: 'issues/list-for-repo', problems: [] });
  });

  it('reads a self-hosted /api/v3 base as GHES', () => {
    expect(checkRequest(request('GET', 'https://ghe.example.com/api/v3/authorizations?per_page=100')).fits).toBe('ghes-3.19 oauth-authorizations/list-authorizations');
  });

  it('names an undocumented query parameter and a value outside the documented enum', () => {
    expect(checkRequest(request('GET', `${REPO}/issues?status=open&state=shut`)).problems).toEqual([
      'query parameter status: not documented (documented: assignee, creator, direction, issue_field_values, labels, mentioned, milestone, page, per_page, since, sort, state, type)',
      'query parameter state=shut: not one of open, closed, all',
    ]);
  });

  it('validates a JSON body against the documented schema, naming the value sent', () => {
    expect(checkRequest(request('PATCH', `${REPO}/issues/1`, { state: 'shut' })).problems).toEqual([
      'body /state must be equal to one of the allowed values ({"allowedValues":["open","closed"]}), sent "shut"',
    ]);
  });

  it('names a body property the schema does not, at any depth', () => {
    const body = { title: 'Found a bug', assignee: 'octocat', asignees: ['octocat'] };
    expect(checkRequest(request('POST', `${REPO}/issues`, body)).problems).toEqual(['body /asignees: not a documented property']);
    const review = { event: 'COMMENT', comments: [{ path: 'file.md', body: 'Nice', positon: 1 }] };
    expect(checkRequest(request('POST', `${REPO}/pulls/1/reviews`, review)).problems).toEqual(['body /comments/0/positon: not a documented property']);
  });

  it('checks a text body against its media type', () => {
    expect(checkRequest(request('POST', 'https://api.github.com/markdown/raw', 'Hello **world**', 'text/plain; charset=utf-8')).problems).toEqual([]);
    expect(checkRequest(request('POST', 'https://api.github.com/markdown/raw', 'Hello', 'text/html')).problems).toEqual(['body sent as text/html; documented: text/plain']);
  });

  it('names a body sent where none is documented, and a required body not sent', () => {
    expect(checkRequest(request('GET', `${REPO}/issues/1`, {})).problems).toEqual(['sends a body, but the operation documents none']);
    expect(checkRequest(request('POST', `${REPO}/issues`)).problems).toEqual(['sends no body, but the operation requires one']);
  });

  it('checks nothing on a legacy route or another host, and names a route the subset lacks', () => {
    expect(checkRequest(request('POST', `${REPO}/import/issues`, { anything: true }))).toEqual({ fits: 'legacy route POST /repos/{owner}/{repo}/import/issues', problems: [] });
    expect(checkRequest(request('GET', 'http://127.0.0.1:8080/zen')).problems).toEqual([]);
    expect(checkRequest(request('GET', `${REPO}/no-such-route`)).problems).toEqual([expect.stringContaining('no operation of api.github.com')]);
  });
});

describe('expectDocumentedRequest', () => {
  it('refuses an opt-out for a request the description documents', () => {
    expect(() => expectDocumentedRequest(request('GET', `${REPO}/issues?state=all`), 'stale reason')).toThrow(/marked undocumented \(stale reason\)/);
  });

  it('accepts an opt-out for a request the description does not document', () => {
    expect(() => expectDocumentedRequest(request('GET', `${REPO}/issues?status=open`), 'on purpose')).not.toThrow();
  });
});

describe('request allow-list', () => {
  it.each(requestAllowList.map((entry) => [entry.operationId, entry] as const))('%s: names the bug, and its example shows exactly the problems listed', (_, entry) => {
    expect(entry.reason.length, 'say which description bug').toBeGreaterThan(0);
    const operations = subset.descriptions[entry.description]?.operations ?? [];
    expect(operations.map((operation) => operation.operationId)).toContain(entry.operationId);
    const { method, url, contentType, body } = entry.example;
    const check = checkRequest(request(method, url, body, contentType));
    expect(check).toMatchObject({ description: entry.description, operationId: entry.operationId });
    expect(check.problems).toEqual(entry.problems);
    expect(unlisted(check)).toEqual([]);
  });
});
