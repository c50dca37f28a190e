import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createSelfHostedClient } from '../src/client.js';
import { isSession } from '../src/core/codec.js';
import { Lazy } from '../src/core/lazy.js';
import { unreadFields } from './support/lacks.js';
import { rawOfParsed } from '../src/models/library/model.js';
import { facadeEntries } from '../scripts/operations-doc.js';
import { closeLoopbacks, loopback, type Loopback, type Received } from './hardening/loopback.js';
import { answer, recordedAnswers, routeKey, type Answer } from './support/recorded-answers.js';
import { camel, facadePath, type DocumentedOperation, type Kind } from './facade-parity/table.js';
import { documented } from './facade-parity/rows.js';

const TOKEN = 'parity-token';

const recorded = recordedAnswers();

/** What the service answers for a route it does not have (or a resource it does not show). */
const NOT_FOUND: Answer = { status: 404, body: { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' } };

let server: Loopback;
let handle: (request: Received, response: ServerResponse, index: number) => void = () => undefined;

beforeAll(async () => {
  server = await loopback((request, response, index) => handle(request, response, index));
});
afterAll(closeLoopbacks);

/** What a result is, by kind. */
function kindOf(value: unknown): Kind | string {
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'string') return 'text';
  if (typeof value === 'number') return 'number';
  if (value === undefined) return 'none';
  if (value instanceof Uint8Array) return 'bytes';
  if (value instanceof Lazy) return 'collection';
  if (Array.isArray(value)) return Object.isFrozen(value) ? 'list' : 'unfrozen array';
  if (value === null) return 'null';
  if (typeof value === 'object') {
    if (isSession(value)) return 'session';
    if ('session' in value && typeof (value as { repository?: unknown }).repository === 'function') return 'client';
    if (!Object.isFrozen(value)) return 'unfrozen object';
    return rawOfParsed(value) ? 'object' : 'mapping';
  }
  return typeof value;
}

function at(client: object, path: string): unknown {
  let on: unknown = client;
  for (const key of path.split('.')) on = (on as Record<string, unknown> | undefined)?.[key];
  return on;
}

/** A request as the row writes it: the path alone, or with its query sorted. */
function written(request: Received, base: string, withQuery: boolean): string {
  const url = new URL(request.url, 'http://stub.invalid');
  const path = url.pathname.startsWith(base) ? url.pathname.slice(base.length) : url.pathname;
  const query = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${request.method} ${path}${withQuery && query.length ? `?${new URLSearchParams(query).toString()}` : ''}`;
}

function sortedQuery(sends: string): string {
  const [path, query] = sends.split('?') as [string, string | undefined];
  if (query === undefined) return path;
  const pairs = [...new URLSearchParams(query)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${path}?${new URLSearchParams(pairs).toString()}`;
}

const title = (row: DocumentedOperation) => `${row.selfHosted ? 'ghe' : 'gh'}.${facadePath(row)}(${row.params.join(', ')}) — ${row.on}.${row.name}${row.older ? ' (older)' : ''} → ${row.returns}`;

describe('the facade, called as the interface documents each operation', () => {
  it.each(documented.map((row) => [title(row), row] as const))('%s', async (_, row) => {
    const base = row.selfHosted ? '/api/v3' : '';
    const scope = row.selfHosted ? 'https://ghe.invalid' : 'https://api.github.com';
    const unanswered: string[] = [];
    let lastAnswer: object | undefined;
    const start = server.requests.length;
    handle = (request, response, index) => {
      const given = row.answers?.[index - start];
      const key = routeKey(scope, request.method, new URL(request.url, 'http://stub.invalid').pathname);
      const found = row.unrecorded ? NOT_FOUND : (given ?? (key ? recorded.get(key) : undefined));
      if (!found) unanswered.push(`${request.method} ${request.url} (${key ?? 'no documented route'})`);
      lastAnswer = found?.body !== null && typeof found?.body === 'object' && !Array.isArray(found.body) ? (found.body as object) : undefined;
      answer(response, found ?? { status: 599, body: { message: 'no recorded answer for this route: give the row an answer' } });
    };
    const options = { token: TOKEN, retry: false as const, ...row.session };
    const client = row.selfHosted ? createSelfHostedClient({ url: server.url, ...options }) : createClient({ baseUrl: server.url, ...options });
    row.before?.(client as never);
    const method = at(client, facadePath(row));
    expect(typeof method, `${facadePath(row)} is not a facade method`).toBe('function');
    const call = async () => {
      const args = typeof row.args === 'function' ? row.args(client.session.baseUrl) : row.args;
      const value = await (method as (...args: readonly unknown[]) => unknown)(...args);
      return { value, kind: kindOf(value), items: value instanceof Lazy ? ((await value.toArray()) as unknown[]) : null };
    };
    const failure = row.rejects ?? (row.unrecorded ? 'NotFoundError' : undefined);
    const outcome = failure ? await call().then((done) => expect.fail(`expected ${failure}, got ${done.kind}`), (error: unknown) => error) : await call();
    expect(unanswered).toEqual([]);
    const sent = server.requests.slice(start);
    expect(sent.map((request, i) => written(request, base, row.sends[i]?.includes('?') ?? false))).toEqual(row.sends.map(sortedQuery));
    if (row.body) expect(JSON.parse(sent[0]?.body || 'null')).toMatchObject(row.body);
    if (failure) return void expect((outcome as Error).name).toBe(failure);
    const { value, kind, items } = outcome as Awaited<ReturnType<typeof call>>;
    // A mapping is a frozen record of the service's keys: parsed or not, every key of the answer is its own.
    expect(row.returns === 'mapping' && kind === 'object' ? 'mapping' : kind).toBe(row.returns);
    if (row.returns === 'mapping') expect(Object.keys(value as object)).toEqual(expect.arrayContaining(Object.keys(lastAnswer ?? {})));
    if (row.returns === 'collection') expect(items?.length).toBeGreaterThan(0);
    if ('result' in row) expect(items ?? value).toEqual(row.result);
    // Every field the recorded answer has reads; only a promised field it lacks (an answer older than the field) reads as its error.
    expect(unreadFields(items ?? value).filter((field) => !BROKEN_EXAMPLES[facadePath(row)]?.includes(field))).toEqual([]);
  });
});

/**
 * Fields of GitHub's documented examples (recordings/openapi/) that break their own schema, by
 * the row reading them: the example of GET /repos/{owner}/{repo}/contents/{path} writes its
 * base64 content with a literal `\\n`, which no base64 reader takes.
 */
const BROKEN_EXAMPLES: Record<string, string[]> = {
  'Repository.fileContents': ['.decoded: content: expected base64 text', '.text: content: expected base64 text'],
  'PullFile.contents': ['.decoded: content: expected base64 text', '.text: content: expected base64 text'],
};

describe('the table of documented operations', () => {
  it('names every documented name the facade binds: each facade method with a documented name has a row', () => {
    const rows = new Set(documented.map(facadePath));
    const bound = facadeEntries()
      .map((entry) => entry.path)
      .filter((path) => !rows.has(path));
    // Facade methods with no documented name of their own: hubops's additions, listed so that a new one is a decision.
    expect(bound.sort()).toEqual([...beyondTheDocument].sort());
  });

  it('has one row per documented name', () => {
    const names = documented.map((row) => `${row.on}.${row.name}${row.selfHosted ? ' (self-hosted)' : ''}${row.older ? ' (older form)' : ''}`);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('writes facade paths that are the camelCase of the documented name, or says otherwise', () => {
    const odd = documented.filter((row) => row.facade !== undefined && row.facade === (row.on === 'client' ? camel(row.name) : `${row.on}.${camel(row.name)}`));
    expect(odd.map(facadePath)).toEqual([]);
  });
});

/**
 * Facade methods with no row: the operations of types whose operations the document names
 * without their parameters (releases, hooks, gists, projects, threads, the repository operations
 * after `pages_builds`), the client-level ones the document's tables leave out (`star`,
 * `userIssues`, the self-hosted `createUser`) and hubops's additions (`saveArchive`). Listed so
 * that a new facade method without a row is a decision.
 */
const beyondTheDocument: readonly string[] = [
  'Asset.delete', 'Asset.download', 'Asset.edit',
  'Deployment.createStatus', 'Deployment.statuses',
  'Gist.comments', 'Gist.commits', 'Gist.createComment', 'Gist.delete', 'Gist.edit', 'Gist.files', 'Gist.fork', 'Gist.forks', 'Gist.isStarred', 'Gist.star', 'Gist.unstar',
  'GistComment.delete', 'GistComment.edit',
  'GistFile.content',
  'GistHistory.gist',
  'Hook.delete', 'Hook.edit', 'Hook.ping', 'Hook.test',
  'Invitation.delete', 'Invitation.update',
  'Project.columns', 'Project.createColumn', 'Project.delete', 'Project.update',
  'ProjectCard.delete', 'ProjectCard.move', 'ProjectCard.retrieveIssueFromContent', 'ProjectCard.retrievePullRequestFromContent', 'ProjectCard.update',
  'ProjectColumn.cards', 'ProjectColumn.createCard', 'ProjectColumn.delete', 'ProjectColumn.move', 'ProjectColumn.update',
  'PullReview.submit',
  'Release.asset', 'Release.assets', 'Release.delete', 'Release.edit', 'Release.uploadAsset',
  'RepoComment.delete', 'RepoComment.update',
  'Repository.combinedStatus', 'Repository.commitComments', 'Repository.matchingRefs', 'Repository.projects', 'Repository.pullRequest', 'Repository.pullRequests', 'Repository.readme', 'Repository.ref', 'Repository.release', 'Repository.releaseFromTag', 'Repository.releases', 'Repository.removeCollaborator', 'Repository.saveArchive', 'Repository.stargazers', 'Repository.statuses', 'Repository.subscribers', 'Repository.subscription', 'Repository.tag', 'Repository.tree',
  'Thread.deleteSubscription', 'Thread.mark', 'Thread.setSubscription', 'Thread.subscription',
  'createOrganization', 'createUser', 'markNotifications', 'star', 'starred', 'subscriptions', 'unfollow', 'unstar', 'updateMe', 'userIssues', 'userTeams',
];
