import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReplayServer, type ReplayServer } from 'hubops/testing';
import { CHROMIUM, openInChromium, pageServer, reportWithin } from '../support/chromium.js';

// The README says hubops runs in browsers: the browser Quickstart, bundled for the browser
// platform, runs in headless Chromium against the replay server on another origin (CORS as
// api.github.com answers it). `.ci/run` installs Debian's chromium; without it (and outside CI) this is skipped.
const root = fileURLToPath(new URL('../..', import.meta.url));

async function bundle(): Promise<string> {
  const result = await build({
    entryPoints: [`${root}examples/browser/quickstart.ts`],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    write: false,
    minify: true,
    tsconfig: `${root}tsconfig.json`,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/** What the slow service saw of the repository request the page aborts. */
interface Held {
  received: boolean;
  /** The browser closed the request before any answer was sent: it was aborted in flight. */
  abortedInFlight: boolean;
}

/**
 * A service on another origin that answers the browser as the replay server does (its CORS
 * headers, copied from it, are api.github.com's), reports its rate limit in `X-RateLimit-*`
 * headers, and holds `GET /repos/octocat/Hello-World` without answering.
 */
async function slowService(api: ReplayServer, held: Held): Promise<Server> {
  const cors = await fetch(`${api.url}/zen`).then((r) => ({ 'access-control-allow-origin': r.headers.get('access-control-allow-origin') ?? '', 'access-control-expose-headers': r.headers.get('access-control-expose-headers') ?? '' }));
  const preflight = await fetch(`${api.url}/zen`, { method: 'OPTIONS', headers: { origin: 'http://localhost', 'access-control-request-method': 'GET' } });
  const preflightHeaders = Object.fromEntries([...preflight.headers].filter(([name]) => name.startsWith('access-control-')));
  const limits = { 'x-ratelimit-limit': '5000', 'x-ratelimit-remaining': '4987', 'x-ratelimit-used': '13', 'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600), 'x-ratelimit-resource': 'core' };
  const server = createServer((req, res) => {
    if (req.method === 'OPTIONS') return void res.writeHead(204, preflightHeaders).end();
    if (req.url === '/zen') return void res.writeHead(200, { ...cors, ...limits, 'content-type': 'text/plain; charset=utf-8' }).end('Design for failure.');
    if (req.url === '/repos/octocat/Hello-World') {
      held.received = true;
      res.on('close', () => (held.abortedInFlight = !res.headersSent));
      return;
    }
    res.writeHead(404, { ...cors, 'content-type': 'application/json' }).end('{"message":"Not Found"}');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe.skipIf(!CHROMIUM && !process.env.CI)('in a real browser', () => {
  let api: ReplayServer;
  let page: Server;
  let slow: Server;
  const held: Held = { received: false, abortedInFlight: false };
  let report: Promise<string>;

  beforeAll(async () => {
    const script = await bundle();
    api = await startReplayServer();
    slow = await slowService(api, held);
    let deliver: (text: string) => void = () => {};
    report = new Promise((resolve) => (deliver = resolve));
    page = await pageServer(script, deliver);
  }, 60_000);

  afterAll(async () => {
    await api?.close();
    slow?.closeAllConnections();
    await new Promise((resolve) => slow?.close(resolve));
    await new Promise((resolve) => page?.close(resolve));
  });

  it('bundles for the browser platform without importing a Node built-in', async () => {
    expect((await bundle()).match(/from\s*["']node:|import\(\s*["']node:/g)).toBeNull();
  }, 60_000);

  it('lists with paging, reads the exposed headers, gets a typed error and aborts requests before and in flight in headless Chromium', async () => {
    expect(CHROMIUM, 'chromium is installed (.ci/run installs it)').toBeDefined();
    // The API on 127.0.0.1, the page on localhost: two origins, so every API call is cross-origin.
    const origin = `http://localhost:${(page.address() as AddressInfo).port}`;
    const slowUrl = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`;
    const url = `${origin}/?api=${encodeURIComponent(api.url)}&slow=${encodeURIComponent(slowUrl)}&report=${encodeURIComponent(`${origin}/report`)}`;
    const browser = openInChromium(url);
    try {
      const printed = await reportWithin(report);
      expect(printed).toContain('repository octocat/Hello-World 80');
      expect(printed).toMatch(/page 1: 2\n#1352 [^\n]*\n#1351 [^\n]*\npage 2: 2\n#1350 [\s\S]*page 3: 2\n#1348 [^\n]*\n#1347 Found a bug/);
      // The listing's ETag and Link headers, read across origins: the first page's recorded ETag.
      const firstPage = api.requests.find((r) => r.path.startsWith('/repos/octocat/Hello-World/issues'))?.interaction?.rawHeaders?.etag;
      expect(firstPage).toMatch(/^W\/"/);
      expect(printed).toContain(`etag kept: ${firstPage}; link read`);
      expect(printed).toContain('NotFoundError 404');
      expect(printed).toContain('TransportError abort');
      // The rate limit, read from the answer's X-RateLimit-* headers (unexposed, the page would have asked GET /rate_limit and failed).
      expect(printed).toContain('zen Design for failure.\nrate limit remaining 4987 of 5000');
      // Aborted after it was sent: the service had the request, and the browser closed it before an answer.
      expect(printed).toContain('in flight: TransportError abort after less than 5 s');
      expect(held.received).toBe(true);
      await expect.poll(() => held.abortedInFlight, { timeout: 5_000 }).toBe(true);
      expect(printed).not.toContain('failed:');
      // Cross-origin requests were answered; the browser's preflights are not counted as API requests.
      expect(api.requests.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(4);
    } finally {
      await browser.close();
    }
  }, 90_000);
});
