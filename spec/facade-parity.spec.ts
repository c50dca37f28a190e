import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createSelfHostedClient } from '../src/client.js';
import { Lazy } from '../src/core/lazy.js';
import { rawOfParsed } from '../src/schema/model.js';
import { facadeEntries } from '../scripts/operations-doc.js';
import { closeLoopbacks, loopback, type Loopback, type Received } from './hardening/loopback.js';
import { routeFit } from './openapi/subset.js';
import { loadRecording, recordingNames, type Interaction } from './support/recordings.js';
import { camel, facadePath, type Answer, type DocumentedOperation, type Kind } from './facade-parity/table.js';
import { documented } from './facade-parity/rows.js';

const TOKEN = 'parity-token';

/** A route's key whichever description (or legacy list) it fits: `METHOD /template`. */
function routeKey(scope: string, method: string, path: string): string | undefined {
  const { operation, legacy } = routeFit(scope, method, path);
  const route = operation ?? legacy;
  return route && `${route.method} ${route.path}`;
}

// Headers that describe the recorded transfer or point elsewhere (a next page on api.github.com).
const DROPPED = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'link', 'location', 'connection']);

function recordedAnswer(interaction: Interaction): Answer {
  const headers = Object.fromEntries(Object.entries(interaction.rawHeaders ?? {}).filter(([name]) => !DROPPED.has(name.toLowerCase())));
  return { status: interaction.status, body: interaction.response, headers };
}

/** The first successful recorded answer of every route the recordings cover. */
const recorded = new Map<string, Answer>();
for (const name of recordingNames()) {
  for (const interaction of loadRecording(name).interactions) {
    if (interaction.status < 200 || interaction.status > 299) continue;
    const key = routeKey(interaction.scope, interaction.method, interaction.path);
    if (key && !recorded.has(key)) recorded.set(key, recordedAnswer(interaction));
  }
}

function answer(response: ServerResponse, { status, body, headers = {} }: Answer): void {
  const json = body !== undefined && typeof body !== 'string' && !(body instanceof Uint8Array);
  response.writeHead(status, { ...(json ? { 'content-type': 'application/json; charset=utf-8' } : {}), ...headers });
  response.end(body === undefined ? undefined : json ? JSON.stringify(body) : body);
}

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
  if (value === undefined) return 'none';
  if (value instanceof Uint8Array) return 'bytes';
  if (value instanceof Lazy) return 'collection';
  if (Array.isArray(value)) return Object.isFrozen(value) ? 'list' : 'unfrozen array';
  if (value === null) return 'null';
  if (typeof value === 'object') {
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
    handle = (request, response, index) => {
      const given = row.answers?.[index];
      const key = routeKey(scope, request.method, new URL(request.url, 'http://stub.invalid').pathname);
      const found = given ?? (key ? recorded.get(key) : undefined);
      if (!found) unanswered.push(`${request.method} ${request.url} (${key ?? 'no documented route'})`);
      answer(response, found ?? { status: 599, body: { message: 'no recorded answer for this route: give the row an answer' } });
    };
    const start = server.requests.length;
    const options = { token: TOKEN, retry: false as const, ...row.session };
    const client = row.selfHosted ? createSelfHostedClient({ url: server.url, ...options }) : createClient({ baseUrl: server.url, ...options });
    row.before?.(client as never);
    const method = at(client, facadePath(row));
    expect(typeof method, `${facadePath(row)} is not a facade method`).toBe('function');
    let result = await (method as (...args: readonly unknown[]) => unknown)(...row.args);
    const kind = kindOf(result);
    if (result instanceof Lazy) result = await result.toArray();
    expect(unanswered).toEqual([]);
    const sent = server.requests.slice(start);
    expect(sent.map((request, i) => written(request, base, row.sends[i]?.includes('?') ?? false))).toEqual(row.sends.map(sortedQuery));
    if (row.body) expect(JSON.parse(sent[0]?.body || 'null')).toMatchObject(row.body);
    expect(kind).toBe(row.returns);
    if (row.returns === 'collection') expect((result as unknown[]).length).toBeGreaterThan(0);
    if ('result' in row) expect(result).toEqual(row.result);
  });
});

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
    const names = documented.map((row) => `${row.on}.${row.name}${row.selfHosted ? ' (self-hosted)' : ''}`);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('writes facade paths that are the camelCase of the documented name, or says otherwise', () => {
    const odd = documented.filter((row) => row.facade !== undefined && row.facade.split('.').pop() === camel(row.name));
    expect(odd.map(facadePath)).toEqual([]);
  });
});

/** Facade methods the document does not name (hubops's own additions), each deliberate. */
const beyondTheDocument: readonly string[] = [];
