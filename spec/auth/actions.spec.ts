import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createActionsSession } from '../../src/auth/actions.js';
import { actionsContext, type ActionsContext, type ActionsEvent, type ActionsPayloads } from '../../src/auth/actions-context.js';
import { graphqlUrl, send } from '../../src/core/request.js';
import { UnprocessableResponseBody, ValidationError } from '../../src/errors/index.js';
import { graphql } from '../../src/graphql/graphql.js';
import { createIssueComment } from '../../src/issues/issue-comments.js';
import type { JsonPayload, WebhookEventPayloads } from '../../src/webhooks/generated/payloads.js';
import type { WebhookPush } from '../../src/webhooks/generated/models/webhook-push.js';
import type { WebhookPullRequestOpened } from '../../src/webhooks/generated/models/webhook-pull-request-opened.js';
import { closeLoopbacks, json, loopback, rejection, thrown, TOKEN } from '../hardening/loopback.js';
import { expectFreeOf } from '../support/renderings.js';

afterEach(closeLoopbacks);

/*
 * Event payloads as a runner writes them to GITHUB_EVENT_PATH: the community examples of
 * `@octokit/webhooks-examples` 7.6.1 (MIT, octokit/webhooks: deliveries GitHub sent), a pinned
 * devDependency, read as they are. A `pull_request_target` run gets the `pull_request` payload.
 * `schedule` has no webhook and no example there: its payload is GitHub's documented
 * `github.event.schedule`, the cron that started the run (the cron of the schedule example in
 * GitHub's "Events that trigger workflows").
 */
type Json = Record<string, unknown> & { action?: string };
const require = createRequire(import.meta.url);
const community = require('@octokit/webhooks-examples/api.github.com/index.json') as { name: string; examples: Json[] }[];
const example = (event: string, index: number): Json => community.find((group) => group.name === event)!.examples[index]!;
const PUSH = example('push', 4); // refs/heads/master
const PR_OPENED = example('pull_request', 0);
const PR_REVIEW_REQUESTED = example('pull_request', 21);
const ISSUE_OPENED = example('issues', 15);
const SCHEDULE: Json = { schedule: '30 5 * * 1,3' };

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'hubops-actions-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
/** Writes a payload where a runner would, and gives its path. */
function eventFile(payload: unknown): string {
  const path = join(dir, `event-${files++}.json`);
  writeFileSync(path, typeof payload === 'string' ? payload : JSON.stringify(payload));
  return path;
}

/** A step's variables, with GitHub's documented example values for the run, over a repository of the examples. */
function runEnv(eventName: string, payload?: unknown, extra: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return {
    GITHUB_REPOSITORY: 'Codertocat/Hello-World',
    GITHUB_EVENT_NAME: eventName,
    GITHUB_REF: 'refs/heads/master',
    GITHUB_SHA: 'ffac537e6cbbf934b08745a378932722df287a53',
    GITHUB_RUN_ID: '1658821493',
    GITHUB_RUN_NUMBER: '3',
    GITHUB_RUN_ATTEMPT: '2',
    GITHUB_ACTOR: 'octocat',
    GITHUB_WORKFLOW: 'My test workflow',
    GITHUB_JOB: 'greeting_job',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: 'https://api.github.com',
    GITHUB_GRAPHQL_URL: 'https://api.github.com/graphql',
    ...(payload === undefined ? {} : { GITHUB_EVENT_PATH: eventFile(payload) }),
    ...extra,
  };
}

/**
 * Every object reachable from a value is frozen. A field read through an accessor (a date-time,
 * handed out as a new Date each read; a field that breaks its promise, which throws) has no setter
 * and is not walked.
 */
function deeplyFrozen(value: unknown, seen = new Set<unknown>()): boolean {
  if (value === null || typeof value !== 'object' || seen.has(value)) return true;
  seen.add(value);
  return Object.isFrozen(value) && Object.values(Object.getOwnPropertyDescriptors(value)).every((member) => !('value' in member) || deeplyFrozen(member.value, seen));
}

describe('createActionsSession', () => {
  it('sends the step’s GITHUB_TOKEN to GITHUB_API_URL, and GraphQL to GITHUB_GRAPHQL_URL', async () => {
    const server = await loopback((request, response) => json(response, 200, request.url === '/graphql' ? { data: { viewer: { login: 'octocat' } } } : { full_name: 'octocat/Hello-World' }));
    const session = createActionsSession({ env: { GITHUB_TOKEN: TOKEN, GITHUB_API_URL: server.url, GITHUB_GRAPHQL_URL: `${server.url}/graphql` }, allowInsecureHttp: true, retry: false });
    expect(session.authKind).toBe('token');
    expect(session.baseUrl).toBe(server.url);
    expect((await send(session, { path: '/repos/octocat/Hello-World' })).data).toEqual({ full_name: 'octocat/Hello-World' });
    expect(await graphql(session, 'query { viewer { login } }')).toEqual({ viewer: { login: 'octocat' } });
    expect(server.requests.map((r) => [r.method, r.url, r.headers.authorization])).toEqual([
      ['GET', '/repos/octocat/Hello-World', `token ${TOKEN}`],
      ['POST', '/graphql', `token ${TOKEN}`],
    ]);
    expect(JSON.parse(server.requests[1]!.body)).toEqual({ query: 'query { viewer { login } }' });
  });

  it('a self-hosted server: the API under /api/v3, GraphQL at /api/graphql', async () => {
    const server = await loopback((request, response) => json(response, 200, request.url === '/api/graphql' ? { data: { meta: 1 } } : {}));
    const env = { GITHUB_TOKEN: TOKEN, GITHUB_API_URL: `${server.url}/api/v3`, GITHUB_GRAPHQL_URL: `${server.url}/api/graphql`, GITHUB_SERVER_URL: server.url };
    const session = createActionsSession({ env, allowInsecureHttp: true, retry: false });
    expect(graphqlUrl(session)).toBe(`${server.url}/api/graphql`);
    await send(session, { path: '/meta' });
    await graphql(session, '{ meta }');
    expect(server.requests.map((r) => [r.url, r.headers.authorization])).toEqual([
      ['/api/v3/meta', `token ${TOKEN}`],
      ['/api/graphql', `token ${TOKEN}`],
    ]);
  });

  it('without GITHUB_API_URL, api.github.com; a trailing slash in a URL is the same URL', () => {
    expect(createActionsSession({ env: { GITHUB_TOKEN: TOKEN } }).baseUrl).toBe('https://api.github.com');
    const session = createActionsSession({ env: { GITHUB_TOKEN: TOKEN, GITHUB_API_URL: 'https://ghe.example.com/api/v3/', GITHUB_GRAPHQL_URL: 'https://ghe.example.com/api/graphql/' } });
    expect(session.baseUrl).toBe('https://ghe.example.com/api/v3');
  });

  it('refuses a GITHUB_GRAPHQL_URL that is not where the API’s GraphQL goes, naming both, with nothing sent', async () => {
    const server = await loopback((_, response) => json(response, 200, {}));
    const error = thrown(() => createActionsSession({ env: { GITHUB_TOKEN: TOKEN, GITHUB_API_URL: `${server.url}/api/v3`, GITHUB_GRAPHQL_URL: `${server.url}/graphql` } }), ValidationError);
    expect(error.parameter).toBe('GITHUB_GRAPHQL_URL');
    expect(error.message).toContain(`${server.url}/graphql`);
    expect(error.message).toContain(`${server.url}/api/graphql`);
    expect(error.message).toContain(`${server.url}/api/v3`);
    expectFreeOf(error, [TOKEN]);
    const elsewhere = thrown(() => createActionsSession({ env: { GITHUB_TOKEN: TOKEN, GITHUB_GRAPHQL_URL: 'https://graphql.example.com/graphql' } }), ValidationError);
    expect(elsewhere.message).toContain('https://api.github.com/graphql');
    expect(server.requests).toHaveLength(0);
  });

  it('without a token: a ValidationError saying how to pass one, with nothing sent', async () => {
    const server = await loopback((_, response) => json(response, 200, {}));
    const missing = thrown(() => createActionsSession({ env: { GITHUB_API_URL: server.url } }), ValidationError);
    expect(missing.parameter).toBe('token');
    expect(missing.message).toMatch(/^token: GITHUB_TOKEN is not set: .*\$\{\{ github\.token \}\}.*secrets\.GITHUB_TOKEN/);
    // An expression that found nothing (a secret this run cannot read) gives an empty variable.
    const empty = thrown(() => createActionsSession({ env: { GITHUB_TOKEN: '', GITHUB_API_URL: server.url } }), ValidationError);
    expect(empty.message).toMatch(/^token: GITHUB_TOKEN is empty/);
    expect(thrown(() => createActionsSession({ token: '', env: { GITHUB_TOKEN: TOKEN } }), ValidationError).message).toBe('token: is empty');
    expect(server.requests).toHaveLength(0);
  });

  it('reads process.env by default', async () => {
    const server = await loopback((_, response) => json(response, 200, {}));
    vi.stubEnv('GITHUB_TOKEN', TOKEN);
    vi.stubEnv('GITHUB_API_URL', server.url);
    vi.stubEnv('GITHUB_GRAPHQL_URL', `${server.url}/graphql`);
    try {
      await send(createActionsSession({ retry: false }), { path: '/rate_limit' });
    } finally {
      vi.unstubAllEnvs();
    }
    expect(server.requests[0]?.headers.authorization).toBe(`token ${TOKEN}`);
  });

  it('`token` wins over GITHUB_TOKEN; the job’s token goes to no server but GITHUB_API_URL’s', async () => {
    const server = await loopback((_, response) => json(response, 200, {}));
    const env = { GITHUB_TOKEN: TOKEN, GITHUB_API_URL: 'https://api.github.com', GITHUB_GRAPHQL_URL: 'https://api.github.com/graphql' };
    const refused = thrown(() => createActionsSession({ env, baseUrl: server.url }), ValidationError);
    expect(refused.parameter).toBe('baseUrl');
    expect(refused.message).toContain('pass token for another server');
    expectFreeOf(refused, [TOKEN]);
    // With a token of its own, another server (whose GraphQL URL the job's variables do not describe).
    const own = createActionsSession({ env, baseUrl: server.url, token: 'other-server-token', retry: false });
    await send(own, { path: '/user' });
    expect(server.requests.map((r) => r.headers.authorization)).toEqual(['token other-server-token']);
    // The same server named again is no other server.
    expect(createActionsSession({ env, baseUrl: 'https://api.github.com/' }).baseUrl).toBe('https://api.github.com');
  });

  it.each([
    ['options that are not an object', () => createActionsSession(TOKEN as never), 'options'],
    ['a credential of another kind', () => createActionsSession({ env: { GITHUB_TOKEN: TOKEN }, password: TOKEN } as never), 'password'],
    ['a token that is not text', () => createActionsSession({ env: { GITHUB_TOKEN: TOKEN }, token: 42 as never }), 'token'],
    ['env that is not an object', () => createActionsSession({ env: TOKEN as never }), 'env'],
    ['a GITHUB_TOKEN that is not text', () => createActionsSession({ env: { GITHUB_TOKEN: 42 as never } }), 'GITHUB_TOKEN'],
    ['a GITHUB_TOKEN read with its newline', () => createActionsSession({ env: { GITHUB_TOKEN: `${TOKEN}\n` } }), 'token'],
    ['a GITHUB_API_URL that is not a URL', () => createActionsSession({ env: { GITHUB_TOKEN: TOKEN, GITHUB_API_URL: 'api.github.com' } }), 'GITHUB_API_URL'],
    ['a GITHUB_API_URL holding the token', () => createActionsSession({ env: { GITHUB_TOKEN: TOKEN, GITHUB_API_URL: `${TOKEN}` } }), 'GITHUB_API_URL'],
    ['a GITHUB_API_URL with a query', () => createActionsSession({ env: { GITHUB_TOKEN: TOKEN, GITHUB_API_URL: `https://api.github.com/?t=${TOKEN}` } }), 'GITHUB_API_URL'],
    ['a GITHUB_API_URL of another scheme', () => createActionsSession({ env: { GITHUB_TOKEN: TOKEN, GITHUB_API_URL: 'ftp://api.github.com' } }), 'GITHUB_API_URL'],
    ['a GITHUB_GRAPHQL_URL that is not a URL', () => createActionsSession({ env: { GITHUB_TOKEN: TOKEN, GITHUB_GRAPHQL_URL: '/graphql' } }), 'GITHUB_GRAPHQL_URL'],
    ['a baseUrl with user info', () => createActionsSession({ env: { GITHUB_TOKEN: TOKEN }, token: TOKEN, baseUrl: `https://x:${TOKEN}@ghe.example.com/api/v3` }), 'baseUrl'],
    ['a session option of the wrong type', () => createActionsSession({ env: { GITHUB_TOKEN: TOKEN }, timeout: 'soon' as never }), 'timeout'],
    ['an option no session has', () => createActionsSession({ env: { GITHUB_TOKEN: TOKEN }, tokenFile: 'x' } as never), 'tokenFile'],
  ])('%s → a ValidationError naming it, never the token', (_, make, parameter) => {
    const error = thrown(make, ValidationError);
    expect(error.parameter).toBe(parameter);
    expectFreeOf(error, [TOKEN]);
  });
});

describe('actionsContext', () => {
  // The payload models load with the first payload read: loaded here once, outside any one test's time
  // (transforming them takes seconds on a busy machine).
  beforeAll(() => import('../../src/webhooks/delivery.js'), 120_000);

  it('push: the run from its variables, and the payload read by the push webhook’s model', async () => {
    const context = await actionsContext({ env: runEnv('push', PUSH) });
    expect(context).toMatchObject({
      repository: { owner: 'Codertocat', repo: 'Hello-World', fullName: 'Codertocat/Hello-World' },
      eventName: 'push',
      ref: 'refs/heads/master',
      sha: 'ffac537e6cbbf934b08745a378932722df287a53',
      runId: 1658821493,
      runAttempt: 2,
      runNumber: 3,
      actor: 'octocat',
      workflow: 'My test workflow',
      job: 'greeting_job',
      serverUrl: 'https://github.com',
      apiUrl: 'https://api.github.com',
      graphqlUrl: 'https://api.github.com/graphql',
    });
    if (context.eventName !== 'push' || context.payload === null) throw new Error('expected a push payload');
    const payload = context.payload;
    const sent = PUSH as { ref: string; after: string; commits: { id: string; message: string }[]; repository: { full_name: string; id: number }; head_commit: { id: string } };
    expect(payload.ref).toEqual(sent.ref);
    expect(payload.after).toEqual(sent.after);
    expect(payload.commits.map((commit) => [commit.id, commit.message])).toEqual(sent.commits.map((commit) => [commit.id, commit.message]));
    expect([payload.repository.full_name, payload.repository.id]).toEqual([sent.repository.full_name, sent.repository.id]);
    expect(payload.head_commit?.id).toEqual(sent.head_commit.id);
    expect(deeplyFrozen(context)).toBe(true);
    expect(() => ((context as { sha: string }).sha = 'changed')).toThrow(TypeError);
    // These deliveries predate a field GitHub added since (`has_discussions`): as readWebhook reads
    // them, that field throws when read, naming it, and the rest reads (a clone reads every field).
    expect(() => payload.repository.has_discussions).toThrow(/payload\.repository\.has_discussions: .* is missing/);
    expect(() => structuredClone(context)).toThrow(UnprocessableResponseBody);
    expect(structuredClone({ ...context, payload: null })).toEqual({ ...context, payload: null });
  });

  it('pull_request and pull_request_target: both read by the pull request webhook’s model for their action', async () => {
    const sent = PR_OPENED as { number: number; pull_request: { title: string; created_at: string; head: { sha: string; ref: string }; user: { login: string } } };
    for (const eventName of ['pull_request', 'pull_request_target'] as const) {
      const context = await actionsContext({ env: runEnv(eventName, PR_OPENED, { GITHUB_REF: `refs/pull/${sent.number}/merge` }) });
      expect(context.eventName).toBe(eventName);
      if ((context.eventName !== 'pull_request' && context.eventName !== 'pull_request_target') || context.payload?.action !== 'opened') throw new Error('expected an opened pull request');
      const { payload } = context;
      expect(payload.number).toEqual(sent.number);
      expect([payload.pull_request.title, payload.pull_request.head.sha, payload.pull_request.head.ref, payload.pull_request.user?.login]).toEqual([sent.pull_request.title, sent.pull_request.head.sha, sent.pull_request.head.ref, sent.pull_request.user.login]);
      // Read by the model: a date-time is a Date, not the JSON's text.
      expect(payload.pull_request.created_at).toEqual(new Date(sent.pull_request.created_at));
      expect(deeplyFrozen(context)).toBe(true);
      expect(structuredClone(context).payload).toMatchObject({ number: sent.number });
    }
  });

  it('a pull request action GitHub describes in more than one form reads as its JSON, deep-frozen', async () => {
    const context = await actionsContext({ env: runEnv('pull_request', PR_REVIEW_REQUESTED) });
    expect(context.payload).toEqual(PR_REVIEW_REQUESTED);
    expect(deeplyFrozen(context.payload)).toBe(true);
  });

  it('issues: read by the issues webhook’s model', async () => {
    const sent = ISSUE_OPENED as { issue: { number: number; title: string; created_at: string; user: { login: string } } };
    const context = await actionsContext({ env: runEnv('issues', ISSUE_OPENED) });
    if (context.eventName !== 'issues' || context.payload?.action !== 'opened') throw new Error('expected an opened issue');
    const { issue } = context.payload;
    expect([issue.number, issue.title]).toEqual([sent.issue.number, sent.issue.title]);
    expect(issue.created_at).toEqual(new Date(sent.issue.created_at));
    expect(issue.user?.login).toEqual(sent.issue.user.login);
    expect(deeplyFrozen(context)).toBe(true);
    expect(structuredClone(context).payload).toMatchObject({ action: 'opened' });
  });

  it('schedule (no webhook): its JSON, deep-frozen, plain data', async () => {
    const context = await actionsContext({ env: runEnv('schedule', SCHEDULE, { GITHUB_ACTOR: 'octocat', GITHUB_REF: 'refs/heads/main' }) });
    expect(context.eventName).toBe('schedule');
    expect(context.payload).toEqual(SCHEDULE);
    expect(deeplyFrozen(context)).toBe(true);
    expect(structuredClone(context)).toEqual(context);
    expect(JSON.parse(JSON.stringify(context.payload))).toEqual(SCHEDULE);
  });

  it('a field of another type throws when read, naming it; the rest of the payload reads', async () => {
    const pull = PR_OPENED.pull_request as Record<string, unknown>;
    const context = await actionsContext({ env: runEnv('pull_request', { ...PR_OPENED, pull_request: { ...pull, created_at: 'yesterday' } }) });
    if (context.eventName !== 'pull_request' || context.payload?.action !== 'opened') throw new Error('expected an opened pull request');
    const read = context.payload.pull_request;
    expect(() => read.created_at).toThrow(UnprocessableResponseBody);
    expect(() => read.created_at).toThrow(/payload\.pull_request\.created_at/);
    expect(read.title).toBe(pull.title);
  });

  it('an event file that is not a JSON object: UnprocessableResponseBody naming the file', async () => {
    for (const text of ['{"ref": ', '[1, 2]']) {
      const env = runEnv('push', text);
      const error = await rejection(actionsContext({ env }), UnprocessableResponseBody);
      expect(error.message).toContain(env.GITHUB_EVENT_PATH);
    }
  });

  it('defaults: no GITHUB_EVENT_PATH, no payload; no GITHUB_REF, null; no attempt, 1; GitHub’s URLs', async () => {
    const env = runEnv('workflow_dispatch', undefined, { GITHUB_REF: undefined, GITHUB_RUN_ATTEMPT: undefined, GITHUB_SERVER_URL: undefined, GITHUB_API_URL: undefined, GITHUB_GRAPHQL_URL: '' });
    const context = await actionsContext({ env });
    expect([context.payload, context.ref, context.runAttempt]).toEqual([null, null, 1]);
    expect([context.serverUrl, context.apiUrl, context.graphqlUrl]).toEqual(['https://github.com', 'https://api.github.com', 'https://api.github.com/graphql']);
  });

  it('a self-hosted server’s URLs; its GraphQL URL is the one a session made from the same variables uses', async () => {
    const ghes = { GITHUB_SERVER_URL: 'https://ghe.example.com', GITHUB_API_URL: 'https://ghe.example.com/api/v3', GITHUB_GRAPHQL_URL: undefined };
    const context = await actionsContext({ env: runEnv('push', PUSH, ghes) });
    expect([context.serverUrl, context.apiUrl, context.graphqlUrl]).toEqual(['https://ghe.example.com', 'https://ghe.example.com/api/v3', 'https://ghe.example.com/api/graphql']);
    expect(graphqlUrl(createActionsSession({ env: { ...ghes, GITHUB_TOKEN: TOKEN } }))).toBe(context.graphqlUrl);
  });

  it('reads the event file with readFile when given', async () => {
    const read: string[] = [];
    const readFile = (path: string) => (read.push(path), JSON.stringify(SCHEDULE));
    const context = await actionsContext({ env: { ...runEnv('schedule'), GITHUB_EVENT_PATH: '/github/workflow/event.json' }, readFile });
    expect(read).toEqual(['/github/workflow/event.json']);
    expect(context.payload).toEqual(SCHEDULE);
  });

  it('where node:fs cannot be reached, a ValidationError asking for readFile', async () => {
    const reach = vi.spyOn(process, 'getBuiltinModule').mockImplementation(() => undefined as never);
    try {
      expect((await rejection(actionsContext({ env: runEnv('push', PUSH) }), ValidationError)).parameter).toBe('readFile');
      expect((await actionsContext({ env: runEnv('push') })).payload).toBeNull();
    } finally {
      reach.mockRestore();
    }
  });

  it.each([
    ['GITHUB_REPOSITORY missing', { GITHUB_REPOSITORY: undefined }, 'GITHUB_REPOSITORY', /is not set: actionsContext reads the environment/],
    ['GITHUB_REPOSITORY without its owner', { GITHUB_REPOSITORY: 'Hello-World' }, 'GITHUB_REPOSITORY', /must be owner\/repo/],
    ['GITHUB_REPOSITORY with a dot segment', { GITHUB_REPOSITORY: 'Codertocat/..' }, 'GITHUB_REPOSITORY.repo', /./],
    ['GITHUB_EVENT_NAME missing', { GITHUB_EVENT_NAME: '' }, 'GITHUB_EVENT_NAME', /is not set/],
    ['GITHUB_RUN_ID not a number', { GITHUB_RUN_ID: '16588x' }, 'GITHUB_RUN_ID', /whole number/],
    ['GITHUB_RUN_ATTEMPT zero', { GITHUB_RUN_ATTEMPT: '0' }, 'GITHUB_RUN_ATTEMPT', /whole number ≥ 1/],
    ['GITHUB_SHA missing', { GITHUB_SHA: undefined }, 'GITHUB_SHA', /is not set/],
    ['GITHUB_SERVER_URL not a URL', { GITHUB_SERVER_URL: 'github.com' }, 'GITHUB_SERVER_URL', /is not a URL/],
    ['GITHUB_EVENT_PATH not a file', { GITHUB_EVENT_PATH: '/nonexistent/hubops/event.json' }, 'GITHUB_EVENT_PATH', /cannot be read/],
  ])('%s → a ValidationError naming it', async (_, change, parameter, message) => {
    const error = await rejection(actionsContext({ env: { ...runEnv('push'), ...change } }), ValidationError);
    expect(error.parameter).toBe(parameter);
    expect(error.message).toMatch(message);
  });

  it('refuses options it does not take', async () => {
    expect((await rejection(actionsContext('env' as never), ValidationError)).parameter).toBe('options');
    expect((await rejection(actionsContext({ env: runEnv('push'), token: TOKEN } as never), ValidationError)).parameter).toBe('token');
    expect((await rejection(actionsContext({ env: runEnv('push'), readFile: 'cat' as never }), ValidationError)).parameter).toBe('readFile');
    expect((await rejection(actionsContext({ env: runEnv('push', PUSH), readFile: () => 42 as never }), ValidationError)).parameter).toBe('readFile');
  });

  it('types: comparing eventName narrows the payload; comparing a pull request’s action to one its model reads leaves out the JSON ones', async () => {
    expectTypeOf<Extract<ActionsContext, { eventName: 'push' }>['payload']>().toEqualTypeOf<WebhookPush | null>();
    expectTypeOf<ActionsEvent<'schedule'>['payload']>().toEqualTypeOf<JsonPayload | null>();
    expectTypeOf<ActionsPayloads['pull_request_target']>().toEqualTypeOf<ActionsPayloads['pull_request']>();
    expectTypeOf<ActionsPayloads['issues']>().toEqualTypeOf<WebhookEventPayloads['issues']>();
    const context = await actionsContext({ env: runEnv('push', PUSH) });
    if (context.eventName === 'push') expectTypeOf(context.payload).toEqualTypeOf<WebhookPush | null>();
    if (context.eventName === 'pull_request_target') expectTypeOf(context.payload).toEqualTypeOf<ActionsPayloads['pull_request'] | null>();
    if (context.eventName === 'pull_request_target' && context.payload?.action === 'opened') expectTypeOf(context.payload).toEqualTypeOf<Exclude<WebhookEventPayloads['pull_request'], JsonPayload>>();
    expectTypeOf<WebhookPullRequestOpened>().toMatchTypeOf<ActionsPayloads['pull_request']>();
    if (context.eventName === 'pull_request' && context.payload?.action === 'review_requested') expectTypeOf(context.payload.pull_request).toBeUnknown();
    expectTypeOf(context.repository).toMatchTypeOf<{ readonly owner: string; readonly repo: string }>();
  });
});

describe('actionsContext loads the webhook models only for a payload', () => {
  it('src/auth/actions-context.ts imports nothing of src/webhooks but types: the payload models load when read (a dynamic import)', () => {
    const source = readFileSync(join(import.meta.dirname, '../../src/auth/actions-context.ts'), 'utf8');
    expect(source).not.toMatch(/^(?:import|export) (?!type)[^;]*from '\.\.\/webhooks\//m);
    expect(source).toMatch(/^import type [^;]*from '\.\.\/webhooks\//m);
    expect(source).toContain("await import('../webhooks/delivery.js')");
  });

  it('is exported by hubops/auth, and the root hubops carries only its types: no bundle of the root meets its dynamic import', async () => {
    const documented = readFileSync(join(import.meta.dirname, '../../src/auth/documented.ts'), 'utf8');
    expect(documented).not.toMatch(/^export (?!type)[^;]*from '\.\/actions-context\.js'/m);
    expect(documented).toMatch(/^export type [^;]*from '\.\/actions-context\.js'/m);
    expect(Object.keys(await import('../../src/index.js'))).not.toContain('actionsContext');
    expect((await import('../../src/auth/index.js')).actionsContext).toBe(actionsContext);
  });

  it('is async: a context with a payload reads it by its model; one without has none; a bad variable rejects, never throws', async () => {
    const pending = actionsContext({ env: runEnv('pull_request', PR_OPENED) });
    expect(pending).toBeInstanceOf(Promise);
    const context = await pending;
    if (context.eventName !== 'pull_request' || context.payload?.action !== 'opened') throw new Error('expected an opened pull request');
    const sent = PR_OPENED as { pull_request: { created_at: string } };
    // Read by the pull request webhook's model: a date-time is a Date, not the JSON's text.
    expect(context.payload.pull_request.created_at).toEqual(new Date(sent.pull_request.created_at));
    expect((await actionsContext({ env: runEnv('pull_request') })).payload).toBeNull();
    let refused: Promise<unknown> | undefined;
    expect(() => (refused = actionsContext({ env: { ...runEnv('push'), GITHUB_SHA: undefined } }))).not.toThrow();
    expect((await rejection(refused!, ValidationError)).parameter).toBe('GITHUB_SHA');
    expectTypeOf(actionsContext).returns.toEqualTypeOf<Promise<ActionsContext>>();
  });
});

describe('a step, end to end', () => {
  it('comments on the pull request that started the run, with the job’s token, on the job’s server', async () => {
    // The answer: the documented example of POST /repos/{owner}/{repo}/issues/{issue_number}/comments.
    const recording = JSON.parse(readFileSync(join(import.meta.dirname, '../../recordings/openapi/issues.create-comment.json'), 'utf8')) as { interactions: { response: unknown }[] };
    const server = await loopback((_, response) => json(response, 201, recording.interactions[0]!.response));
    const env = runEnv('pull_request', PR_OPENED, { GITHUB_TOKEN: TOKEN, GITHUB_SERVER_URL: server.url, GITHUB_API_URL: server.url, GITHUB_GRAPHQL_URL: `${server.url}/graphql` });
    const context = await actionsContext({ env });
    if (context.eventName !== 'pull_request' || context.payload?.action !== 'opened') throw new Error('expected an opened pull request');
    const comment = await createIssueComment(createActionsSession({ env, retry: false }), { ...context.repository, number: context.payload.number }, 'Me too');
    expect(comment.body).toBe('Me too');
    expect(server.requests.map((r) => [r.method, r.url, r.headers.authorization, JSON.parse(r.body)])).toEqual([
      ['POST', `/repos/Codertocat/Hello-World/issues/${(PR_OPENED as { number: number }).number}/comments`, `token ${TOKEN}`, { body: 'Me too' }],
    ]);
  });
});

describe('a URL holding the token is never quoted', () => {
  it.each([
    ['GITHUB_GRAPHQL_URL', { GITHUB_GRAPHQL_URL: `https://api.github.com/${TOKEN}/graphql` }, {}],
    ['baseUrl', {}, { baseUrl: `https://ghe.example.com/${TOKEN}/api/v3` }],
    ['GITHUB_API_URL', { GITHUB_API_URL: `https://api.github.com/${TOKEN}?per_page=1` }, {}],
  ])('%s', (parameter, env, options) => {
    const error = thrown(() => createActionsSession({ env: { GITHUB_TOKEN: TOKEN, ...env }, ...options }), ValidationError);
    expect(error.parameter).toBe(parameter);
    expect(error.message).toContain('not shown: it holds a token');
    expectFreeOf(error, [TOKEN]);
  });
});
