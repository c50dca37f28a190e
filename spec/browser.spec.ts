import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReplayServer, type ReplayServer } from 'hubops/testing';

// The README says hubops runs in browsers: the browser Quickstart, bundled for the browser
// platform, runs in headless Chromium against the replay server on another origin (CORS as
// api.github.com answers it). `.ci/run` installs Debian's chromium; without it (and outside CI) this is skipped.
const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));
const root = fileURLToPath(new URL('..', import.meta.url));

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

/** The page and its script, and a place for the page to post what it printed. */
function pageServer(script: string, onReport: (text: string) => void): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/report') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        onReport(Buffer.concat(chunks).toString('utf8'));
        res.end();
      });
      return;
    }
    const [type, body] = req.url?.startsWith('/quickstart.js') ? ['text/javascript', script] : ['text/html', '<!doctype html><meta charset="utf-8"><title>hubops</title><script type="module" src="/quickstart.js"></script>'];
    res.writeHead(200, { 'content-type': `${type}; charset=utf-8` });
    res.end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe.skipIf(!CHROMIUM && !process.env.CI)('in a real browser', () => {
  let api: ReplayServer;
  let page: Server;
  let report: Promise<string>;

  beforeAll(async () => {
    const script = await bundle();
    api = await startReplayServer();
    let deliver: (text: string) => void = () => {};
    report = new Promise((resolve) => (deliver = resolve));
    page = await pageServer(script, deliver);
  }, 60_000);

  afterAll(async () => {
    await api?.close();
    await new Promise((resolve) => page?.close(resolve));
  });

  it('bundles for the browser platform without importing a Node built-in', async () => {
    expect((await bundle()).match(/from\s*["']node:|import\(\s*["']node:/g)).toBeNull();
  }, 60_000);

  it('lists with paging, gets a typed error and aborts a request in headless Chromium', async () => {
    expect(CHROMIUM, 'chromium is installed (.ci/run installs it)').toBeDefined();
    // The API on 127.0.0.1, the page on localhost: two origins, so every API call is cross-origin.
    const origin = `http://localhost:${(page.address() as AddressInfo).port}`;
    const url = `${origin}/?api=${encodeURIComponent(api.url)}&report=${encodeURIComponent(`${origin}/report`)}`;
    const browser = spawn(CHROMIUM as string, ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--user-data-dir=/tmp/hubops-chromium', url], { stdio: 'ignore' });
    try {
      const timeout = new Promise<string>((_, reject) => setTimeout(() => reject(new Error('the page reported nothing in 60 s')), 60_000));
      const printed = await Promise.race([report, timeout]);
      expect(printed).toContain('repository octocat/Hello-World 80');
      expect(printed).toMatch(/page 1: 2\n#1352 [^\n]*\n#1351 [^\n]*\npage 2: 2\n#1350 [\s\S]*page 3: 2\n#1348 [^\n]*\n#1347 Found a bug/);
      expect(printed).toContain('etag kept');
      expect(printed).toContain('NotFoundError 404');
      expect(printed).toContain('TransportError abort');
      expect(printed).not.toContain('failed:');
      // Cross-origin requests were answered; the browser's preflights are not counted as API requests.
      expect(api.requests.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(4);
    } finally {
      browser.kill();
    }
  }, 90_000);
});
