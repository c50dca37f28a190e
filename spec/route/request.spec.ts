import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { createSession } from '../../src/core/session.js';
import { NotFoundError, UnprocessableResponseBody, ValidationError } from '../../src/errors/index.js';
import { paginate, request } from '../../src/route/index.js';
import { getRepository } from '../../src/repos/index.js';
import { asDict } from '../../src/models/library/objects.js';
import { documentedResponse } from '../support/recordings.js';
import { closeLoopbacks, json, loopback, rejection, thrown, TOKEN, type Received } from '../hardening/loopback.js';

/*
 * `request` and `paginate` by route, octokit's way, against a loopback server answering the
 * description's documented examples.
 */
const { examples } = JSON.parse(readFileSync(new URL('../openapi/generated-examples.json', import.meta.url), 'utf8')) as { examples: Record<string, { body?: unknown }> };
const documented = (operationId: string) => examples[operationId]?.body;
const bodyOf = (r: Received | undefined): unknown => (r?.body ? JSON.parse(r.body) : undefined);

afterEach(closeLoopbacks);

describe('request by route', () => {
  it('answers a documented route as its own function does, by wire-named parameters', async () => {
    const repository = documentedResponse('openapi/repos.get');
    const server = await loopback((_, response) => json(response, 200, repository));
    const session = createSession({ baseUrl: server.url, token: TOKEN });
    const byRoute = await request(session, 'GET /repos/{owner}/{repo}', { owner: 'octocat', repo: 'Hello-World' });
    const byFunction = await getRepository(session, 'octocat/Hello-World');
    expect(byRoute).toEqual(byFunction);
    expect(asDict(byRoute)).toEqual(repository);
    expect(server.requests.map((r) => [r.method, r.url, r.headers.authorization])).toEqual([
      ['GET', '/repos/octocat/Hello-World', `token ${TOKEN}`],
      ['GET', '/repos/octocat/Hello-World', `token ${TOKEN}`],
    ]);
  });

  it('sends query and body members by their wire names, nested ones checked at every depth', async () => {
    const server = await loopback((_, response) => json(response, 201, documented('checks/create')));
    const session = createSession({ baseUrl: server.url, token: TOKEN });
    const output = { title: 'Mighty Readme report', summary: 'There are 0 failures', annotations: [{ path: 'README.md', start_line: 2, end_line: 2, annotation_level: 'warning', message: 'm' }] } as const;
    const run = await request(session, 'POST /repos/{owner}/{repo}/check-runs', { owner: 'octocat', repo: 'Hello-World', name: 'mighty_readme', head_sha: 'ce587453ced02b1526dfb4cb910479d431683101', output });
    expect(run.id).toBe(4);
    expect(bodyOf(server.requests[0])).toEqual({ name: 'mighty_readme', head_sha: 'ce587453ced02b1526dfb4cb910479d431683101', output });
    const refused = async (params: object, parameter: string) => {
      const error = await rejection(request(session, 'POST /repos/{owner}/{repo}/check-runs', params as never), ValidationError);
      expect(error.parameter).toBe(parameter);
    };
    await refused({ owner: 'octocat', repo: 'Hello-World', name: 'n', head_sha: 's', output: { titel: 'x', summary: 's' } }, 'output.titel');
    await refused({ owner: 'octocat', repo: 'Hello-World', name: 'n', head_sha: 's', outptu: {} }, 'outptu');
    await refused({ owner: 'octocat', repo: 'Hello-World', head_sha: 's' }, 'name');
    await refused({ owner: 'octocat', name: 'n', head_sha: 's' }, 'repo');
    await refused({ owner: '..', repo: 'Hello-World', name: 'n', head_sha: 's' }, 'owner');
    expect(server.requests).toHaveLength(1);
  });

  it('refuses a member the session’s API version removed, as the route’s function does', async () => {
    const server = await loopback((_, response) => json(response, 201, {}));
    const session = createSession({ baseUrl: server.url, token: TOKEN, apiVersion: '2026-03-10' });
    const error = await rejection(request(session, 'POST /repos/{owner}/{repo}/issues', { owner: 'o', repo: 'r', title: 't', assignee: 'octocat' }), ValidationError);
    expect(error.message).toContain('removed assignee: give assignees instead');
    expect(server.requests).toEqual([]);
  });

  it('refuses, as the route’s function does, an operation that needs credentials on a session without any, before sending', async () => {
    const server = await loopback((_, response) => json(response, 200, []));
    const anonymous = await rejection(request(createSession({ baseUrl: server.url }), 'GET /user/emails'), ValidationError);
    expect(anonymous.message).toContain('needs an authenticated session');
    expect(server.requests).toEqual([]);
  });

  it('sends null for a member GitHub requires and lets be null', async () => {
    const server = await loopback((_, response) => json(response, 200, documented('repos/update-branch-protection')));
    const session = createSession({ baseUrl: server.url, token: TOKEN });
    await request(session, 'PUT /repos/{owner}/{repo}/branches/{branch}/protection', { owner: 'o', repo: 'r', branch: 'main', required_status_checks: null, enforce_admins: false, required_pull_request_reviews: null, restrictions: null });
    expect(server.requests[0]?.url).toBe('/repos/o/r/branches/main/protection');
    expect(bodyOf(server.requests[0])).toEqual({ required_status_checks: null, enforce_admins: false, required_pull_request_reviews: null, restrictions: null });
  });

  it('takes a route the index does not know, with the session’s rules, and answers its frozen JSON', async () => {
    const server = await loopback((request, response) => (request.url.startsWith('/missing') ? json(response, 404, { message: 'Not Found' }) : json(response, 200, { ok: true, nested: { list: [1] } })));
    const session = createSession({ baseUrl: server.url, token: TOKEN });
    const answer = await request(session, 'GET /future/{thing}/items', { thing: 'a b', state: 'open', labels: ['x', 'y'] });
    expect(answer).toEqual({ ok: true, nested: { list: [1] } });
    expect(Object.isFrozen((answer as { nested: object }).nested)).toBe(true);
    await request(session, 'POST /future/{thing}', { thing: 7, payload: { deep: [true] } });
    await request(session, 'POST /future/{thing}', JSON.parse('{"thing": "x", "__proto__": { "polluted": true }}') as { thing: string });
    expect(server.requests.map((r) => [r.method, r.url, bodyOf(r), r.headers.authorization])).toEqual([
      ['GET', '/future/a%20b/items?state=open&labels=x%2Cy', undefined, `token ${TOKEN}`],
      ['POST', '/future/7', { payload: { deep: [true] } }, `token ${TOKEN}`],
      ['POST', '/future/x', JSON.parse('{"__proto__": { "polluted": true }}'), `token ${TOKEN}`],
    ]);
    await rejection(request(session, 'GET /missing'), NotFoundError);
    // The API's root is a route too, read by its model: a field this answer leaves out throws when read.
    const root = await request(session, 'GET /');
    expect(server.requests.at(-1)?.url).toBe('/');
    expect(() => root.current_user_url).toThrow(UnprocessableResponseBody);
    // Nothing is sent for a route or a parameter that would move the request elsewhere.
    for (const [route, params, parameter] of [
      ['GET /future/../admin', {}, 'route'],
      ['GET /future/{thing}', { thing: '..' }, 'thing'],
      ['GET /future/{thing}', { thing: '%2e%2E' }, 'thing'],
      ['GET /future/{thing}', {}, 'thing'],
      ['GET https://elsewhere.example/x', {}, 'route'],
      ['TRACE /future', {}, 'route'],
      ['GET /future', { q: { nested: 1 } }, 'q'],
      ['GET /future', { headers: { 'x-note': 'a\r\nx-injected: 1' } }, 'headers.x-note'],
      ['GET /repos/{owner}/{repo}', { owner: 'o', repo: 'r', headers: { 'x-note': 'a\nb' } }, 'headers.x-note'],
    ] as const) {
      const error = await rejection(request(session, route as never, params as never), ValidationError);
      expect(error.parameter).toBe(parameter);
    }
    expect(server.requests).toHaveLength(5);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});

describe('paginate by route', () => {
  it('gives the items of a listing route, page after page, read by its model', async () => {
    const issues = documentedResponse('openapi/issues.list-for-repo') as { number: number }[];
    const server = await loopback((request, response) => {
      const page = new URL(request.url, server.url).searchParams.get('page') ?? '1';
      const next: Record<string, string> = page === '1' ? { link: `<${server.url}/repos/o/r/issues?state=open&per_page=2&page=2>; rel="next"` } : {};
      json(response, 200, issues.map((issue) => ({ ...issue, number: Number(page) * 10 + issue.number })), next);
    });
    const session = createSession({ baseUrl: server.url, token: TOKEN });
    const items = await paginate(session, 'GET /repos/{owner}/{repo}/issues', { owner: 'o', repo: 'r', state: 'open', per_page: 2 }).toArray();
    expect(items.map((issue) => issue.number)).toEqual([...issues.map((i) => 10 + i.number), ...issues.map((i) => 20 + i.number)]);
    expect(server.requests.map((r) => r.url)).toEqual(['/repos/o/r/issues?state=open&per_page=2', '/repos/o/r/issues?state=open&per_page=2&page=2']);
  });

  it('gives the items of a wrapped list (total_count and workflow_runs)', async () => {
    const server = await loopback((_, response) => json(response, 200, documented('actions/list-workflow-runs-for-repo')));
    const session = createSession({ baseUrl: server.url, token: TOKEN });
    const runs = await paginate(session, 'GET /repos/{owner}/{repo}/actions/runs', { owner: 'o', repo: 'r', status: 'failure' }).toArray();
    expect(runs.map((run) => run.id)).toEqual((documented('actions/list-workflow-runs-for-repo') as { workflow_runs: { id: number }[] }).workflow_runs.map((run) => run.id));
    expect(server.requests[0]?.url).toBe('/repos/o/r/actions/runs?status=failure&per_page=100');
  });

  it('refuses a route that is no listing, and bad parameters, before sending', async () => {
    const server = await loopback((_, response) => json(response, 200, []));
    const session = createSession({ baseUrl: server.url, token: TOKEN });
    // Refused at the call, as a listing function refuses its arguments.
    expect(thrown(() => paginate(session, 'GET /repos/{owner}/{repo}', { owner: 'o', repo: 'r' }), ValidationError).parameter).toBe('route');
    expect(thrown(() => paginate(session, 'GET /repos/{owner}/{repo}/issues', { owner: 'o', repo: 'r', state: 'any' as never }), ValidationError).parameter).toBe('state');
    expect(thrown(() => paginate(session, 'GET /future/list', { per_page: 500 }), ValidationError).parameter).toBe('per_page');
    expect(thrown(() => paginate(session, 'GET /repos/{owner}/{repo}/issues', { owner: 'o', repo: 'r', page: 2 } as never), ValidationError).message).toContain('walks every page itself');
    expect(() => paginate(session, 'GET /repos/../x' as string)).toThrow(ValidationError);
    expect(server.requests).toEqual([]);
  });

  it('pages a route the index does not know by its Link headers, each item frozen JSON, and never follows a Link to another origin', async () => {
    const other = await loopback((_, response) => json(response, 200, [{ stolen: true }]));
    const server = await loopback((request, response) => {
      if (request.url.includes('page=2')) return json(response, 200, [{ id: 3 }], { link: `<${other.url}/future/list?page=3>; rel="next"` });
      json(response, 200, [{ id: 1 }, { id: 2 }], { link: `<${server.url}/future/list?page=2>; rel="next"` });
    });
    const session = createSession({ baseUrl: server.url, token: TOKEN });
    const seen: unknown[] = [];
    await expect(
      (async () => {
        for await (const item of paginate(session, 'GET /future/list')) seen.push(item);
      })(),
    ).rejects.toThrow();
    expect(seen).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(Object.isFrozen(seen[0])).toBe(true);
    expect(other.requests).toEqual([]);
  });
});
