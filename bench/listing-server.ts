/**
 * A loopback stand-in for `GET /repos/o/r/issues`: 10,000 issues derived from the documented
 * example, 100 a page (and `GET /repos/o/r`, the documented repository, for single calls), with GitHub's Link, ETag and X-RateLimit-* headers, answering
 * If-None-Match with 304. Run as a child process (`startListingServer`) so serving does not
 * compete with the measured client for the same event loop.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const TOTAL_ISSUES = 10_000;
export const PER_PAGE = 100;
export const PAGES = TOTAL_ISSUES / PER_PAGE;
const FIXTURE_NUMBER = 1347;
// The hourly request limit of a GitHub App installation on GitHub Enterprise Cloud: every mode of the bench fits in it.
const LIMIT = 15_000;

export interface ServerStats {
  /** Listing requests answered (the stats endpoint itself is not counted). */
  readonly requests: number;
  readonly notModified: number;
  /** Bytes of all page bodies together. */
  readonly totalBytes: number;
}

interface Page {
  readonly body: Buffer;
  readonly etag: string;
  /** The body gzip'd, made when first asked for (under /gzip). */
  gzipped?: Buffer;
}

/** One listed issue: the fixture with its identity and the numbers in its URLs changed. */
function deriveIssue(template: string, n: number): unknown {
  const issue = JSON.parse(template.replaceAll(`/${FIXTURE_NUMBER}`, `/${n}`)) as Record<string, unknown>;
  const id = 2_000_000_000 + n;
  issue.id = id;
  issue.number = n;
  issue.node_id = Buffer.from(`04:Issue${id}`).toString('base64');
  issue.title = `Found a bug (${n})`;
  return issue;
}

/** The page bodies, newest issue first as GitHub lists them; computed once, sent as is. */
export function buildPages(fixturePath: string): Page[] {
  const template = JSON.stringify(JSON.parse(readFileSync(fixturePath, 'utf8')));
  const pages: Page[] = [];
  for (let p = 0; p < PAGES; p++) {
    const items: unknown[] = [];
    for (let i = 0; i < PER_PAGE; i++) items.push(deriveIssue(template, TOTAL_ISSUES - p * PER_PAGE - i));
    const body = Buffer.from(JSON.stringify(items));
    pages.push({ body, etag: `W/"${createHash('sha1').update(body).digest('hex')}"` });
  }
  return pages;
}

/** GitHub's format: `<url>; rel="next", <url>; rel="last"` (plus prev and first after page 1). */
function linkHeader(origin: string, page: number): string {
  const at = (n: number) => `<${origin}/repos/o/r/issues?per_page=${PER_PAGE}&page=${n}>`;
  const rels: string[] = [];
  if (page > 1) rels.push(`${at(page - 1)}; rel="prev"`);
  if (page < PAGES) rels.push(`${at(page + 1)}; rel="next"`, `${at(PAGES)}; rel="last"`);
  if (page > 1) rels.push(`${at(1)}; rel="first"`);
  return rels.join(', ');
}

function serve(pages: Page[], repository: Buffer): void {
  let requests = 0;
  let notModified = 0;
  let remaining = LIMIT;
  const totalBytes = pages.reduce((sum, page) => sum + page.body.length, 0);
  const reset = String(Math.floor(Date.now() / 1000) + 3600);
  let gzippedRepository: Buffer | undefined;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/__stats') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ requests, notModified, totalBytes } satisfies ServerStats));
      return;
    }
    // Under /gzip, every answer as GitHub sends its answers: gzip'd, in chunks, with no length.
    const gzip = url.pathname.startsWith('/gzip/');
    const path = gzip ? url.pathname.slice('/gzip'.length) : url.pathname;
    const send = (headers: Record<string, string>, body: Buffer, gzipped: () => Buffer) => {
      if (!gzip) return void res.writeHead(200, { ...headers, 'content-length': String(body.length) }).end(body);
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip' }).end(gzipped());
    };
    // One repository, for the bench of single calls: counted like any request, never 304.
    if (path === '/repos/o/r') {
      requests++;
      send({ 'content-type': 'application/json; charset=utf-8', 'x-ratelimit-limit': String(LIMIT), 'x-ratelimit-remaining': String(LIMIT - 1), 'x-ratelimit-reset': reset, 'x-ratelimit-resource': 'core' }, repository, () => (gzippedRepository ??= gzipSync(repository)));
      return;
    }
    const pageNo = Number(url.searchParams.get('page') ?? '1');
    const page = pages[pageNo - 1];
    if (path !== '/repos/o/r/issues' || !page) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not Found"}');
      return;
    }
    requests++;
    const origin = `http://${req.headers.host ?? '127.0.0.1'}${gzip ? '/gzip' : ''}`;
    const common = { etag: page.etag, link: linkHeader(origin, pageNo), 'x-ratelimit-limit': String(LIMIT), 'x-ratelimit-reset': reset, 'x-ratelimit-resource': 'core' };
    // A 304 does not count against the rate limit, as on GitHub.
    if (req.headers['if-none-match'] === page.etag) {
      notModified++;
      res.writeHead(304, { ...common, 'x-ratelimit-remaining': String(remaining), 'x-ratelimit-used': String(LIMIT - remaining) }).end();
      return;
    }
    remaining = Math.max(0, remaining - 1);
    send({ ...common, 'content-type': 'application/json; charset=utf-8', 'x-ratelimit-remaining': String(remaining), 'x-ratelimit-used': String(LIMIT - remaining) }, page.body, () => (page.gzipped ??= gzipSync(page.body)));
  });
  // The bench's own process waits idle while each side runs in a process of its own: a kept-alive
  // connection must outlast that, or its next request meets a socket the server has closed.
  server.keepAliveTimeout = 30 * 60_000;
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  });
}

export interface ListingServer {
  readonly origin: string;
  stats(): Promise<ServerStats>;
  close(): void;
}

/** Starts the server in a child process and resolves once it listens. */
export function startListingServer(): Promise<ListingServer> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['--serve'], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`listing server exited early (${String(code)})`)));
    child.once('message', (message) => {
      const origin = `http://127.0.0.1:${(message as { port: number }).port}`;
      child.removeAllListeners('exit');
      resolve({
        origin,
        stats: async () => (await (await fetch(`${origin}/__stats`)).json()) as ServerStats,
        close: () => void child.kill(),
      });
    });
  });
}

if (process.argv.includes('--serve') && process.send) {
  const repository = Buffer.from(JSON.stringify(JSON.parse(readFileSync(fileURLToPath(new URL('./fixtures/repository.json', import.meta.url)), 'utf8'))));
  serve(buildPages(fileURLToPath(new URL('./fixtures/issue.json', import.meta.url))), repository);
}
