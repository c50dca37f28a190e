import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { createSelfHostedClient } from '../../src/client.js';
import { graphqlUrl } from '../../src/core/request.js';
import { createSession } from '../../src/core/session.js';
import { EndlessListing, GraphQLError, UnprocessableResponseBody, ValidationError } from '../../src/errors/index.js';
import { graphql, listConnection, type StandardSchema } from '../../src/graphql/index.js';
import { closeLoopbacks, json, loopback, rejection, type Received } from '../hardening/loopback.js';

afterEach(closeLoopbacks);

const TOKEN = 'graphql-spec-token';
const QUERY = 'query ($owner: String!, $name: String!) { repository(owner: $owner, name: $name) { name stargazerCount } }';
const bodyOf = (request: Received | undefined) => JSON.parse(request?.body ?? 'null') as { query: string; variables?: Record<string, unknown> };

describe('graphql', () => {
  it('posts the query and variables to /graphql with the session’s credentials and answers the frozen data', async () => {
    const server = await loopback((_, response) => json(response, 200, { data: { repository: { name: 'Hello-World', stargazerCount: 80 } } }, { 'x-ratelimit-resource': 'graphql', 'x-ratelimit-limit': '5000', 'x-ratelimit-remaining': '4999', 'x-ratelimit-reset': '1900000000', 'x-ratelimit-used': '1' }));
    const session = createSession({ baseUrl: server.url, token: TOKEN });
    const data = await graphql<{ repository: { name: string; stargazerCount: number } }>(session, QUERY, { owner: 'octocat', name: 'Hello-World' });
    expect(data).toEqual({ repository: { name: 'Hello-World', stargazerCount: 80 } });
    expect(Object.isFrozen(data.repository)).toBe(true);
    const [request] = server.requests;
    expect([request?.method, request?.url, request?.headers.authorization, request?.headers['content-type']]).toEqual(['POST', '/graphql', `token ${TOKEN}`, 'application/json; charset=utf-8']);
    expect(bodyOf(request)).toEqual({ query: QUERY, variables: { owner: 'octocat', name: 'Hello-World' } });
    // The answer counts against the graphql resource, apart from REST's core.
    expect(session.state.rateLimits.graphql).toMatchObject({ limit: 5000, remaining: 4999 });
    expect(session.state.rateLimits.core).toBeUndefined();
  });

  it('an answer with errors is a GraphQLError with each error and the partial data', async () => {
    const answer = {
      data: { repository: { name: 'Hello-World', issue: null } },
      errors: [{ type: 'NOT_FOUND', path: ['repository', 'issue'], locations: [{ line: 1, column: 60 }], message: 'Could not resolve to an Issue with the number of 99999.' }],
    };
    const server = await loopback((_, response) => json(response, 200, answer));
    const error = await rejection(graphql(createSession({ baseUrl: server.url, token: TOKEN }), '{ repository(owner: "octocat", name: "Hello-World") { name issue(number: 99999) { title } } }'), GraphQLError);
    expect(error.errors).toEqual([{ type: 'NOT_FOUND', path: ['repository', 'issue'], message: 'Could not resolve to an Issue with the number of 99999.' }]);
    expect(error.data).toEqual({ repository: { name: 'Hello-World', issue: null } });
    expect(error.message).toContain('NOT_FOUND: Could not resolve to an Issue');
    expect(error.status).toBe(200);
  });

  it('checks data against a valibot schema when given one, and names where it fails', async () => {
    const server = await loopback((_, response) => json(response, 200, { data: { viewer: { login: 'octocat' } } }));
    const session = createSession({ baseUrl: server.url, token: TOKEN });
    const schema = v.object({ viewer: v.object({ login: v.string() }) });
    expect(await graphql(session, '{ viewer { login } }', undefined, { schema })).toEqual({ viewer: { login: 'octocat' } });
    const error = await rejection(graphql(session, '{ viewer { login } }', undefined, { schema: v.object({ viewer: v.object({ login: v.number() }) }) }), UnprocessableResponseBody);
    expect(error.path).toBe('viewer.login');
  });

  it('takes any Standard Schema, an asynchronous one too, and types data by its output', async () => {
    const server = await loopback((_, response) => json(response, 200, { data: { viewer: { login: 'octocat' } } }));
    const session = createSession({ baseUrl: server.url, token: TOKEN });
    // A schema written by hand to the Standard Schema interface, as zod or ArkType give one.
    const loginLength: StandardSchema<number> = {
      '~standard': {
        version: 1,
        vendor: 'spec',
        validate: async (value) => {
          const login = (value as { viewer?: { login?: unknown } }).viewer?.login;
          return typeof login === 'string' ? { value: login.length } : { issues: [{ message: 'no login', path: ['viewer', { key: 'login' }] }] };
        },
      },
    };
    const length: number = await graphql(session, '{ viewer { login } }', undefined, { schema: loginLength });
    expect(length).toBe(7);
    const refusing: StandardSchema<never> = { '~standard': { version: 1, vendor: 'spec', validate: () => ({ issues: [{ message: 'not wanted', path: [{ key: 'viewer' }, 'login'] }] }) } };
    const error = await rejection(graphql(session, '{ viewer { login } }', undefined, { schema: refusing }), UnprocessableResponseBody);
    expect([error.path, error.message]).toEqual(['viewer.login', `POST ${server.url}/graphql: data.viewer.login: not wanted`]);
    // A valibot schema's own parse method is not what is called: an object without ~standard is refused.
    const before = server.requests.length;
    await expect(graphql(session, '{ a }', undefined, { schema: { '~run': () => ({}) } as never })).rejects.toBeInstanceOf(ValidationError);
    expect(server.requests.length).toBe(before);
  });

  it('on Enterprise Server, posts to the installation’s /api/graphql, with its credentials', async () => {
    const server = await loopback((_, response) => json(response, 200, { data: { viewer: { login: 'hubot' } } }));
    const ghe = createSelfHostedClient({ url: server.url, token: TOKEN });
    expect(graphqlUrl(ghe.session)).toBe(`${server.url}/api/graphql`);
    await graphql(ghe.session, '{ viewer { login } }');
    expect([server.requests[0]?.url, server.requests[0]?.headers.authorization]).toEqual(['/api/graphql', `token ${TOKEN}`]);
  });

  it('retries a query on a 502, never a mutation', async () => {
    const server = await loopback((_, response, index) => (index === 0 || index === 2 ? json(response, 502, { message: 'Bad Gateway' }) : json(response, 200, { data: { ok: true } })));
    const session = createSession({ baseUrl: server.url, token: TOKEN, retry: { limit: 1, delay: 1 } });
    expect(await graphql(session, 'query { ok }')).toEqual({ ok: true });
    await rejection(graphql(session, 'mutation { addStar(input: { starrableId: "x" }) { clientMutationId } }'));
    expect(server.requests.map((r) => bodyOf(r).query.split(' ')[0])).toEqual(['query', 'query', 'mutation']);
  });

  it('keeps the token out of an error whose answer echoes it', async () => {
    const server = await loopback((_, response) => json(response, 401, { message: `Bad credentials: ${TOKEN}` }));
    const error = await rejection(graphql(createSession({ baseUrl: server.url, token: TOKEN }), '{ viewer { login } }'));
    expect(`${error.message} ${String(error.stack)} ${JSON.stringify(error)}`).not.toContain(TOKEN);
  });

  it('refuses a bad query, variables or option before sending', async () => {
    const server = await loopback((_, response) => json(response, 200, { data: {} }));
    const session = createSession({ baseUrl: server.url, token: TOKEN });
    const refused = async (call: () => Promise<unknown>) => (await rejection(call(), ValidationError)).parameter;
    expect(await refused(() => graphql(session, ''))).toBe('query');
    expect(await refused(() => graphql(session, 7 as never))).toBe('query');
    expect(await refused(() => graphql(session, '{ a }', [] as never))).toBe('variables');
    expect(await refused(() => graphql(session, '{ a }', { when: new Date() }))).toBe('variables.when');
    expect(await refused(() => graphql(session, '{ a }', {}, { schema: 'string' as never }))).toBe('schema');
    expect(await refused(() => graphql(session, '{ a }', {}, { perPage: 3 } as never))).toBe('perPage');
    expect(await refused(() => graphql({} as never, '{ a }'))).toBe('session');
    expect(server.requests).toHaveLength(0);
  });
});

describe('listConnection', () => {
  const ISSUES = 'query ($cursor: String) { repository(owner: "octocat", name: "Hello-World") { issues(first: 2, after: $cursor) { totalCount nodes { number } pageInfo { hasNextPage endCursor } } } }';
  /** Three pages of two issues, each page's cursor the next one's `after`. */
  const pages = async () =>
    loopback((request, response) => {
      const cursor = bodyOf(request).variables?.cursor ?? null;
      const page = cursor === null ? 0 : Number(String(cursor).slice(1));
      const nodes = [1, 2].map((i) => ({ number: page * 2 + i }));
      json(response, 200, { data: { repository: { issues: { totalCount: 6, nodes, pageInfo: { hasNextPage: page < 2, endCursor: `c${page + 1}` } } } } });
    });

  it('walks a three-page connection lazily, one query a page, each with the last page’s end cursor', async () => {
    const server = await pages();
    const issues = listConnection<{ number: number }>(createSession({ baseUrl: server.url, token: TOKEN }), ISSUES, {}, 'repository.issues');
    expect(server.requests).toHaveLength(0);
    expect((await issues.toArray()).map((i) => i.number)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(server.requests.map((r) => bodyOf(r).variables?.cursor)).toEqual([null, 'c1', 'c2']);
    expect([issues.totalCount, issues.pages]).toEqual([6, 3]);
  });

  it('stops when it has what it was asked for: take and number leave later pages unread', async () => {
    const server = await pages();
    const session = createSession({ baseUrl: server.url, token: TOKEN });
    expect((await listConnection<{ number: number }>(session, ISSUES, {}, ['repository', 'issues']).take(3).toArray()).map((i) => i.number)).toEqual([1, 2, 3]);
    expect((await listConnection(session, ISSUES, {}, 'repository.issues', { number: 2 }).toArray())).toHaveLength(2);
    expect(server.requests).toHaveLength(3);
  });

  it('reads edges { node } too, refuses a path that names no connection, and stops a cursor that repeats', async () => {
    const edges = await loopback((_, response) => json(response, 200, { data: { viewer: { stars: { edges: [{ node: { id: 'a' } }], pageInfo: { hasNextPage: true, endCursor: 'same' } } } } }));
    const session = createSession({ baseUrl: edges.url, token: TOKEN });
    const query = 'query ($cursor: String) { viewer { stars: starredRepositories(after: $cursor) { edges { node { id } } pageInfo { hasNextPage endCursor } } } }';
    await rejection(listConnection(session, query, {}, 'viewer.stars').toArray(), EndlessListing);
    await rejection(listConnection(session, query, {}, 'viewer.missing').toArray(), UnprocessableResponseBody);
    expect(() => listConnection(session, query, {}, '')).toThrow(ValidationError);
    expect(() => listConnection(session, query, {}, 'viewer.stars', { cursorVariable: '1bad' })).toThrow(ValidationError);
  });
});
