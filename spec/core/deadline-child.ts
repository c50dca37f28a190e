/*
 * A program the deadline spec starts with `--expose-gc`: a loopback server that accepts and then
 * never answers (after a first listing page, for the listing case), one request of the kind named
 * in argv, and the garbage collector forced while it waits. It prints how the request ended.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSession, send } from '../../src/index.js';
import { createIssue, listRepositoryIssues } from '../../src/issues/index.js';
import { getRepository } from '../../src/repos/index.js';

const [kind = 'get', gcMode = 'once', retries = 'off', timeoutArg = '1200'] = process.argv.slice(2);
// Node and Deno (`--expose-gc`, `--v8-flags=--expose-gc`) expose V8's collector; Bun has its own.
const bun = (globalThis as { Bun?: { gc(force: boolean): void } }).Bun;
const collect = bun ? () => bun.gc(true) : (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error('start this program with --expose-gc');

let server: Server;
const url = await new Promise<string>((resolve) => {
  server = createServer((request, response) => {
    // The listing's first page names a second; every other request waits for ever.
    if (kind === 'page' && !request.url?.includes('page=2')) {
      response.writeHead(200, { 'content-type': 'application/json', link: `<http://${request.headers.host}/repos/o/r/issues?page=2>; rel="next"` });
      response.end('[]');
    }
  }).listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
});

const session = createSession({ baseUrl: url, allowInsecureHttp: true, token: 'deadline-spec-token', timeout: Number(timeoutArg), retry: retries === 'on' ? { limit: 1, delay: 100, backoffLimit: 100 } : false });
const calls: Record<string, () => Promise<unknown>> = {
  get: () => getRepository(session, 'o/r'),
  post: () => createIssue(session, 'o/r', 'a title'),
  page: () => listRepositoryIssues(session, 'o/r').toArray(),
  send: () => send(session, { method: 'GET', path: '/repos/o/r' }),
};
const call = calls[kind];
if (!call) throw new Error(`unknown kind ${kind}`);

const started = Date.now();
const collector = gcMode === 'repeatedly' ? setInterval(collect, 50) : setTimeout(collect, 200);
// Far beyond any deadline the spec allows: a hang is reported, not waited for.
const guard = setTimeout(() => finish({ outcome: 'pending' }), 15_000);
function finish(result: Record<string, unknown>): void {
  clearTimeout(guard);
  clearInterval(collector);
  process.stdout.write(JSON.stringify({ ...result, elapsed: Date.now() - started, requests }));
  process.exit(0);
}
let requests = 0;
server!.on('request', () => requests++);
call().then(
  () => finish({ outcome: 'resolved' }),
  (error: { name?: string; reason?: string }) => finish({ outcome: 'rejected', name: error.name, reason: error.reason }),
);
