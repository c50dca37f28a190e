import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isDeepStrictEqual } from 'node:util';
import { redactText, urlSecrets } from '../core/redact.js';
import { secretsOf } from './recorder.js';
import { loadRecordings, recordingNames, type Interaction, type Recording } from './recordings.js';
import { sampleRecordings } from './samples.js';

export interface ReplayServerOptions {
  /** The recordings to serve, or a folder of recording files. Default: `sampleRecordings`, what the Quickstart and the examples ask for. */
  recordings?: readonly Recording[] | string | undefined;
  /** Default `127.0.0.1`. */
  host?: string | undefined;
  /** 0 (the default) picks a free port. */
  port?: number | undefined;
  /** Called with one line per request served; nothing is logged without it. */
  log?: ((line: string) => void) | undefined;
  /** Answer browsers as api.github.com does (any origin, the headers a client reads exposed, preflights answered). Default true. */
  cors?: boolean | undefined;
}

/** A request the server answered. */
export interface ServedRequest {
  readonly method: string;
  /** The path with its query, as received. */
  readonly path: string;
  /** As received, with any `Authorization` value replaced. */
  readonly headers: IncomingHttpHeaders;
  readonly status: number;
  /** The interaction that answered it; null when none matched (a 404). */
  readonly interaction: Interaction | null;
  /** When none matched: the 404's message, naming the closest recorded interaction and what differed. */
  readonly miss?: string;
}

export interface ReplayServer {
  /** Where it listens, e.g. `http://127.0.0.1:40123`: a client's `baseUrl`. */
  readonly url: string;
  /** Every request answered so far, in order. */
  readonly requests: readonly ServedRequest[];
  close(): Promise<void>;
}

// Hop-by-hop and encoding headers describe the original transfer, not the body served here.
const DROPPED_HEADERS = new Set(['content-length', 'transfer-encoding', 'content-encoding', 'connection', 'keep-alive']);
// Credentials are scrubbed from recordings, so a recorded one can never be matched.
const UNMATCHED_REQUEST_HEADERS = new Set(['authorization']);
// What api.github.com answers to browsers.
const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers':
    'ETag, Link, Location, Retry-After, X-GitHub-OTP, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Used, X-RateLimit-Resource, X-RateLimit-Reset, X-OAuth-Scopes, X-Accepted-OAuth-Scopes, X-Poll-Interval, X-GitHub-Media-Type, X-GitHub-SSO, X-GitHub-Request-Id, Deprecation, Sunset',
};
const PREFLIGHT_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'Authorization, Content-Type, If-Match, If-Modified-Since, If-None-Match, If-Unmodified-Since, Accept-Encoding, X-GitHub-OTP, X-Requested-With, User-Agent, X-GitHub-Api-Version, Accept',
  'access-control-allow-methods': 'GET, POST, PATCH, PUT, DELETE',
  'access-control-max-age': '86400',
};

function sameSegment(segment: string): string {
  try {
    return encodeURIComponent(decodeURIComponent(segment));
  } catch {
    return segment;
  }
}

/**
 * The path with escapes made uniform and the query parameters in a fixed order.
 * @example
 * ```ts
 * import { normalisePath } from 'hubops/testing';
 *
 * console.log(normalisePath('/repos/octocat/Hello-World/issues?state=open&per_page=100'));
 * ```
 */
export function normalisePath(path: string): string {
  const url = new URL(path, 'http://replay.invalid');
  const pathname = url.pathname.split('/').map(sameSegment).join('/');
  const pairs = [...url.searchParams].sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  return pairs.length ? `${pathname}?${new URLSearchParams(pairs).toString()}` : pathname;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** A body as a value: JSON text parsed, other text as is, none undefined. */
function bodyValue(body: unknown): unknown {
  const read = typeof body === 'string' ? parseJson(body) : { ok: true, value: body };
  return read.ok ? read.value : body || undefined;
}

function bodyMatches(expected: unknown, text: string): boolean {
  return expected === undefined || expected === text || isDeepStrictEqual(bodyValue(expected), bodyValue(text));
}

function headersMatch(expected: Record<string, string> | undefined, headers: IncomingHttpHeaders): boolean {
  return Object.entries(expected ?? {}).every(([name, value]) => {
    const key = name.toLowerCase();
    return UNMATCHED_REQUEST_HEADERS.has(key) || String(headers[key] ?? '') === String(value);
  });
}

interface Entry {
  readonly interaction: Interaction;
  readonly method: string;
  /** The Enterprise Server API base its path (under its scope's own path, normalised) is under (`/api/v3`), or ''. */
  readonly prefix: string;
  /** The path below that base: what a request's is matched against. */
  readonly rest: string;
  /** The recording it is from, for a miss to name. */
  readonly from: string;
}

// An Enterprise Server serves the REST API under /api/v3; api.github.com at its root.
const API_BASE = /^\/api\/v3(?=[/?]|$)/;

/** A normalised path split into its API base and the path below it. */
function below(path: string): [prefix: string, rest: string] {
  const prefix = API_BASE.exec(path)?.[0] ?? '';
  return [prefix, `/${path.slice(prefix.length).replace(/^\//, '')}`];
}

/** A scope's origin and path (`https://ghe.example.com/api/v3`: both); a scope that is not a URL is an origin as written. */
const scopeUrl = (scope: string): { origin: string; pathname: string } => (URL.canParse(scope) ? new URL(scope) : { origin: scope, pathname: '' });

function indexInteractions(recordings: readonly Recording[], names: readonly string[]): Entry[] {
  return recordings.flatMap((recording, i) =>
    recording.interactions.map((interaction) => {
      const [prefix, rest] = below(normalisePath(scopeUrl(interaction.scope).pathname.replace(/\/+$/, '') + interaction.path));
      return { interaction, method: interaction.method.toUpperCase(), prefix, rest, from: names[i] ?? `recordings[${i}]` };
    }),
  );
}

type Rewrite = (text: string, from: string, to: string) => string;

/**
 * Rewrites every recorded scope's origin (e.g. `https://api.github.com`) to the server's own URL,
 * moving API URLs from the base they were recorded under (`from`) to the one asked for (`to`).
 */
function scopeRewriter(entries: readonly Entry[], url: string): Rewrite {
  const scopes = new Set(entries.map(({ interaction }) => scopeUrl(interaction.scope).origin));
  const alternatives = [...scopes].filter(Boolean).sort((a, b) => b.length - a.length).map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (!alternatives.length) return (text) => text;
  // Stop at a host boundary, so `https://api.github.com` does not rewrite `https://api.github.community`.
  const pattern = new RegExp(`(?:${alternatives.join('|')})(?![\\w-]|\\.\\w|:\\d)(/api/v3(?![\\w-]))?`, 'g');
  // Recorded under /api/v3, only its API URLs move; recorded at the root, every URL of the scope is an API URL.
  return (text, from, to) => text.replace(pattern, (_, api?: string) => url + (from ? (api ? to : '') : to + (api ?? '')));
}

const side = (label: string, value: unknown): string => (value === undefined ? `not ${label}` : `${label} ${JSON.stringify(value)}`);
const isRecord = (value: unknown): value is Record<string, unknown> => (value as object | null)?.constructor === Object;

/** How a sent value differs from the recorded one; given `member`, by the first differing member when both are objects (`body member "title" (…)`). */
function difference(what: string, recorded: unknown, sent: unknown, member?: string): string {
  if (member && isRecord(recorded) && isRecord(sent)) {
    const name = [...Object.keys(recorded), ...Object.keys(sent)].find((key) => !isDeepStrictEqual(recorded[key], sent[key])) ?? '';
    return difference(`${member} "${name}"`, recorded[name], sent[name]);
  }
  return `${what} (${side('recorded', recorded)}, ${side('sent', sent)})`;
}

/**
 * How close a recorded interaction is to a request, and the first thing that differs: a same
 * path beats any other (then method, query, body, headers: the later the difference, the closer);
 * among other paths, the more leading segments shared the closer.
 */
function compare(entry: Entry, method: string, rest: string, text: string, headers: IncomingHttpHeaders): [score: number, difference: string] {
  const [want, wantQuery] = entry.rest.split('?');
  const [got, gotQuery] = rest.split('?');
  const { body, reqheaders = {} } = entry.interaction;
  if (want !== got) {
    const [a, b] = [want, got].map((p) => `${p}`.split('/')) as [string[], string[]];
    let shared = 0;
    while (shared < a.length && a[shared] === b[shared]) shared++;
    return [shared + (entry.method === method ? 0.5 : 0), 'path'];
  }
  if (entry.method !== method) return [100, 'method'];
  const query = (q?: string) => {
    const params = new URLSearchParams(q);
    return Object.fromEntries([...params.keys()].map((name) => [name, params.getAll(name).join('&')]));
  };
  if (wantQuery !== gotQuery) return [101, difference('query', query(wantQuery), query(gotQuery), 'query parameter')];
  if (!bodyMatches(body, text)) return [102, difference('body', bodyValue(body), bodyValue(text), 'body member')];
  const header = Object.keys(reqheaders).find((key) => !headersMatch({ [key]: reqheaders[key] as string }, headers)) ?? '';
  return [103, difference(`header "${header}"`, reqheaders[header], headers[header.toLowerCase()])];
}

/** What a 404 adds to "No recording for …": the closest recorded interaction and what differs ('' when none is recorded). */
function closest(entries: readonly Entry[], method: string, rest: string, text: string, headers: IncomingHttpHeaders): string {
  let best: [number, string, Entry] | undefined;
  for (const entry of entries) {
    const [score, difference] = compare(entry, method, rest, text, headers);
    if (!best || score > best[0]) best = [score, difference, entry];
  }
  return best ? `: the closest, ${best[2].method} ${best[2].prefix}${best[2].rest} in ${best[2].from}, differs in ${best[1]}` : '';
}

function etagMatches(ifNoneMatch: string | undefined, etag: string | undefined): boolean {
  if (!ifNoneMatch || !etag) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(etag));
}

function responseHeaders(interaction: Interaction, rewrite: (text: string) => string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(interaction.rawHeaders ?? {})) {
    const key = name.toLowerCase();
    if (!DROPPED_HEADERS.has(key)) headers[key] = rewrite(String(value));
  }
  return headers;
}

function responseBody(interaction: Interaction, headers: Record<string, string>, rewrite: (text: string) => string): Buffer {
  const { response } = interaction;
  if (response === undefined || response === null) return Buffer.alloc(0);
  const isText = typeof response === 'string';
  headers['content-type'] ??= isText ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8';
  return Buffer.from(rewrite(isText ? response : JSON.stringify(response)), 'utf8');
}

function notFound(res: ServerResponse, message: string, extra: Record<string, string>): void {
  const body = JSON.stringify({ message, documentation_url: null });
  res.writeHead(404, { ...extra, 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(body)) });
  res.end(body);
}

function answer(res: ServerResponse, req: IncomingMessage, interaction: Interaction, rewrite: (text: string) => string, extra: Record<string, string>): number {
  const headers = { ...responseHeaders(interaction, rewrite), ...extra };
  const cacheable = (req.method === 'GET' || req.method === 'HEAD') && interaction.status >= 200 && interaction.status < 300;
  if (cacheable && etagMatches(req.headers['if-none-match'], headers.etag)) {
    delete headers['content-type'];
    res.writeHead(304, headers);
    res.end();
    return 304;
  }
  const body = responseBody(interaction, headers, rewrite);
  headers['content-length'] = String(body.length);
  res.writeHead(interaction.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
  return interaction.status;
}

function withoutCredentials(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return headers.authorization === undefined ? headers : { ...headers, authorization: '[redacted]' };
}

function readText(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * Serves recorded interactions over HTTP, so any client (hubops, curl, a browser) can be
 * pointed at it. Each request gets the first interaction that matches it (method, path and
 * query in any order, body, recorded request headers); interactions can be served any number
 * of times, and an `If-None-Match` naming the recorded ETag gets a 304. A request nothing
 * matches gets a 404 naming the closest recorded interaction and what differs (path, method,
 * query parameter, body member or header). Recorded URLs in headers and bodies are rewritten
 * to the server's own.
 *
 * Paths are matched below the API base: a client at `url` (as api.github.com) and one at
 * `url + '/api/v3'` (as an Enterprise Server: `createSelfHostedClient({ url })`) are both
 * served, whichever base a recording was made against (its own preferred), recorded API URLs
 * moved to the base asked for. A `scope` with a path prefixes its paths, as in nock.
 * @example
 * ```ts
 * import { createClient } from 'hubops';
 * import { startReplayServer } from 'hubops/testing';
 * const server = await startReplayServer();   // the samples; or { recordings: 'my/recordings' }
 * const gh = createClient({ baseUrl: server.url });
 * console.log((await gh.repository('octocat', 'Hello-World')).full_name);
 * await server.close();
 * ```
 */
export async function startReplayServer(options: ReplayServerOptions = {}): Promise<ReplayServer> {
  const { recordings = sampleRecordings, host = '127.0.0.1', port = 0, log, cors = true } = options;
  const extra = cors ? CORS_HEADERS : {};
  const folder = typeof recordings === 'string';
  const entries = indexInteractions(folder ? loadRecordings(recordings) : recordings, folder ? recordingNames(recordings) : []);
  const requests: ServedRequest[] = [];
  let rewrite: Rewrite = (text) => text;

  const server = createServer((req, res) => {
    const method = (req.method ?? 'GET').toUpperCase();
    const path = req.url ?? '/';
    if (cors && method === 'OPTIONS' && req.headers['access-control-request-method']) {
      res.writeHead(204, PREFLIGHT_HEADERS);
      res.end();
      return;
    }
    readText(req).then(
      (text) => {
        const [prefix, rest] = below(normalisePath(path));
        const fits = (e: Entry) => e.method === method && e.rest === rest && bodyMatches(e.interaction.body, text) && headersMatch(e.interaction.reqheaders, req.headers);
        const entry = entries.find((e) => e.prefix === prefix && fits(e)) ?? entries.find(fits);
        // What was sent may carry credentials (a token in a body member or a header): never quoted.
        const sentHeaders = new Headers(Object.entries(req.headers).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value] as [string, string]] : [])));
        const secrets = entry ? [] : [...secretsOf({ headers: sentHeaders }, text, []), ...urlSecrets(`http://replay${path}`)];
        const reason = entry ? '' : redactText(closest(entries, method, rest, text, req.headers), secrets);
        const miss = redactText(`No recording for ${method} ${path}${reason}`, secrets);
        const status = entry ? answer(res, req, entry.interaction, (body) => rewrite(body, entry.prefix, prefix), extra) : (notFound(res, miss, extra), 404);
        requests.push({ method, path, headers: withoutCredentials(req.headers), status, interaction: entry?.interaction ?? null, miss: entry ? undefined : miss });
        log?.(`${method} ${path} → ${status}${entry ? '' : ` (no recording${reason})`}`);
      },
      () => res.destroy(),
    );
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
  rewrite = scopeRewriter(entries, url);

  return {
    url,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Clients keep connections alive; end them so the process can exit.
        server.closeAllConnections();
      }),
  };
}
