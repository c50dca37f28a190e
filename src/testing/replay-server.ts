import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isDeepStrictEqual } from 'node:util';
import { loadRecordings, type Interaction, type Recording } from './recordings.js';
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

function bodyMatches(expected: unknown, text: string): boolean {
  if (expected === undefined) return true;
  if (typeof expected === 'string') {
    if (expected === text) return true;
    const [want, got] = [parseJson(expected), parseJson(text)];
    return want.ok && got.ok && isDeepStrictEqual(want.value, got.value);
  }
  const got = parseJson(text);
  return got.ok && isDeepStrictEqual(expected, got.value);
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
  readonly path: string;
}

function indexInteractions(recordings: readonly Recording[]): Entry[] {
  return recordings.flatMap((recording) =>
    recording.interactions.map((interaction) => ({ interaction, method: interaction.method.toUpperCase(), path: normalisePath(interaction.path) })),
  );
}

/** Rewrites every recorded scope (e.g. `https://api.github.com`) to the server's own URL. */
function scopeRewriter(entries: readonly Entry[], url: string): (text: string) => string {
  const scopes = new Set<string>();
  for (const { interaction } of entries) {
    scopes.add(interaction.scope.replace(/\/+$/, ''));
    try {
      scopes.add(new URL(interaction.scope).origin);
    } catch {
      // A scope that is not a URL is still replaced as written.
    }
  }
  const alternatives = [...scopes].filter(Boolean).sort((a, b) => b.length - a.length).map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (!alternatives.length) return (text) => text;
  // Stop at a host boundary, so `https://api.github.com` does not rewrite `https://api.github.community`.
  const pattern = new RegExp(`(?:${alternatives.join('|')})(?![\\w-]|\\.\\w|:\\d)`, 'g');
  return (text) => text.replace(pattern, url);
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

function notFound(res: ServerResponse, method: string, path: string, extra: Record<string, string>): void {
  const body = JSON.stringify({ message: `No recording for ${method} ${path}`, documentation_url: null });
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
 * of times, a request nothing matches gets a 404 naming it, and an `If-None-Match` naming the
 * recorded ETag gets a 304. Recorded URLs in headers and bodies are rewritten to the server's own.
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
  const entries = indexInteractions(typeof recordings === 'string' ? loadRecordings(recordings) : recordings);
  const requests: ServedRequest[] = [];
  let rewrite: (text: string) => string = (text) => text;

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
        const wanted = normalisePath(path);
        const entry = entries.find((e) => e.method === method && e.path === wanted && bodyMatches(e.interaction.body, text) && headersMatch(e.interaction.reqheaders, req.headers));
        const status = entry ? answer(res, req, entry.interaction, rewrite, extra) : (notFound(res, method, path, extra), 404);
        requests.push({ method, path, headers: withoutCredentials(req.headers), status, interaction: entry?.interaction ?? null });
        log?.(`${method} ${path} → ${status}${entry ? '' : ' (no recording)'}`);
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
