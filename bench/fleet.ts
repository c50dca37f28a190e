/**
 * `npm run bench:fleet`: 4 worker processes list and re-list the same repositories' issues
 * against a loopback GitHub stand-in that enforces a primary limit (per window) and a secondary
 * one (requests per second), with and without one shared Redis store. Prints what each way
 * cost: requests, refusals, 304s, items delivered against expected, wall time against the
 * minimum the limits impose; and the shared store's run again with the Redis server killed and
 * restarted in the middle of it, and once without pacing. Needs `redis-server` (apt-get install -y redis-server).
 */
import { spawn } from 'node:child_process';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { redisServerAvailable, startRedisServer } from '../spec/redis/redis-server.js';

const WORKERS = 4;
const REPOS = 8;
const PAGES = 3;
const PER_PAGE = 100;
const PRIMARY = { limit: 60, windowMs: 5_000 };
const SECONDARY_PER_SECOND = 20;

interface Counts { sent: number; primary: number; secondary: number; notModified: number }

/** The stand-in: issues pages with ETags; 304s do not count against the primary limit, as on GitHub. */
async function standIn(): Promise<{ url: string; counts: Counts; close(): void }> {
  const counts: Counts = { sent: 0, primary: 0, secondary: 0, notModified: 0 };
  let window = { start: Date.now(), used: 0 };
  const recent: number[] = [];
  const server = createServer((req, res: ServerResponse) => {
    counts.sent++;
    const now = Date.now();
    if (now - window.start >= PRIMARY.windowMs) window = { start: now, used: 0 };
    while (recent.length && now - (recent[0] as number) > 1000) recent.shift();
    recent.push(now);
    const reset = String(Math.ceil((window.start + PRIMARY.windowMs) / 1000));
    const limits = () => ({ 'x-ratelimit-limit': String(PRIMARY.limit), 'x-ratelimit-remaining': String(Math.max(PRIMARY.limit - window.used, 0)), 'x-ratelimit-used': String(window.used), 'x-ratelimit-reset': reset, 'x-ratelimit-resource': 'core' });
    if (recent.length > SECONDARY_PER_SECOND) {
      counts.secondary++;
      res.writeHead(403, { 'content-type': 'application/json', 'retry-after': '1' }).end('{"message":"You have exceeded a secondary rate limit."}');
      return;
    }
    const url = new URL(req.url ?? '/', 'http://x');
    const [, , , repo] = url.pathname.split('/');
    const page = Number(url.searchParams.get('page') ?? '1');
    const etag = `"${repo}-${page}"`;
    if (req.headers['if-none-match'] === etag) {
      counts.notModified++;
      res.writeHead(304, { etag, ...limits() }).end();
      return;
    }
    if (window.used >= PRIMARY.limit) {
      counts.primary++;
      res.writeHead(403, { 'content-type': 'application/json', ...limits() }).end('{"message":"API rate limit exceeded"}');
      return;
    }
    window.used++;
    const base = Number(/\d+$/.exec(repo ?? '')?.[0] ?? 0) * PAGES * PER_PAGE + (page - 1) * PER_PAGE;
    const items = Array.from({ length: PER_PAGE }, (_, i) => ({ id: base + i + 1, number: i + 1, title: `Issue ${base + i}`, state: 'open', user: { login: 'octocat', id: 1 }, labels: [], created_at: '2020-01-01T00:00:00Z' }));
    const next = page < PAGES ? { link: `<http://127.0.0.1:${(server.address() as AddressInfo).port}${url.pathname}?per_page=100&page=${page + 1}>; rel="next"` } : {};
    res.writeHead(200, { 'content-type': 'application/json', etag, ...next, ...limits() }).end(JSON.stringify(items));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, counts, close: () => (server.closeAllConnections(), server.close()) };
}

function worker(url: string, where: string): Promise<{ ids: number[]; requests: number; retries: number; rateLimitWaits: number; storeOutages: number; errors: number }> {
  const script = fileURLToPath(new URL('./fleet-worker.ts', import.meta.url));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, url, String(REPOS), where], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`worker exited with ${code}`))));
  });
}

/** One run; `during` acts on the fleet while it works (the Redis server's restart). */
async function run(label: string, where: (i: number) => string, during?: () => Promise<void>): Promise<string[]> {
  const api = await standIn();
  const started = Date.now();
  const [results] = await Promise.all([Promise.all(Array.from({ length: WORKERS }, (_, i) => worker(api.url, where(i)))), during?.()]);
  const ms = Date.now() - started;
  api.close();
  const expected = WORKERS * 2 * REPOS * PAGES * PER_PAGE;
  const ids = results.flatMap((r) => r.ids);
  const perWorker = 2 * REPOS * PAGES * PER_PAGE;
  const exact = results.every((r) => r.ids.length === perWorker && new Set(r.ids).size === perWorker / 2);
  const counted = api.counts.sent - api.counts.notModified - api.counts.primary - api.counts.secondary;
  // The primary limit's full windows, or the secondary limit's pace for every answered request, whichever is longer.
  const minimum = Math.max(Math.max(0, Math.ceil(counted / PRIMARY.limit) - 1) * PRIMARY.windowMs, ((counted + api.counts.notModified) / SECONDARY_PER_SECOND) * 1000);
  const { sent, primary, secondary, notModified } = api.counts;
  return [label, String(sent), String(primary), String(secondary), String(notModified), String(counted), `${ids.length} / ${expected}${exact ? '' : ' (LOST OR DUPLICATED)'}`, `${(ms / 1000).toFixed(1)} s`, `${(minimum / 1000).toFixed(1)} s`, String(results.reduce((n, r) => n + r.retries, 0)), String(results.reduce((n, r) => n + r.rateLimitWaits, 0)), String(results.reduce((n, r) => n + r.storeOutages, 0)), String(results.reduce((n, r) => n + r.errors, 0))];
}

if (!redisServerAvailable()) process.exit(1);
const redis = await startRedisServer();
try {
  console.log(`\n## Fleet: ${WORKERS} worker processes list and re-list ${REPOS} repositories × ${PAGES} pages of issues; stand-in limits: ${PRIMARY.limit} requests per ${PRIMARY.windowMs / 1000} s, more than ${SECONDARY_PER_SECOND} a second → 403 Retry-After: 1\n`);
  const header = ['store', 'sent', 'refused: primary', 'refused: secondary', '304s', 'counted', 'items delivered / expected', 'wall time', 'limit-imposed minimum', 'retries', 'rate-limit waits', 'store outages', 'failed listings'];
  const shared = () => `redis:${redis.socket}`;
  // The server killed (its data gone) a few seconds in, and a new one started on the same socket a second later.
  const restart = async () => {
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    await redis.kill();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await redis.start();
  };
  const rows = [
    header,
    await run('a MemoryStore per worker', () => 'own'),
    await run('one shared Redis store, paced', shared),
    await run('the same, Redis killed and restarted mid-run', shared, restart),
    await run('one shared Redis store, pacing: false', () => `nopace:${redis.socket}`),
  ];
  const widths = header.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
  for (const [i, row] of rows.entries()) {
    console.log(`| ${row.map((cell, c) => cell.padEnd(widths[c] as number)).join(' | ')} |`);
    if (i === 0) console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  }
} finally {
  await redis.stop();
}
