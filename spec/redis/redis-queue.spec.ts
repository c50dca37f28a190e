import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app/index.js';
import { redisLedger, redisQueue } from '../../src/redis/index.js';
import { signWebhook } from '../../src/webhooks/index.js';
import { generateTestKey, type TestKey } from '../auth/app-key.js';
import { redisServerAvailable, useRedisServer, type RedisSpecClient as Client } from './redis-server.js';

// A real issues.opened delivery: the first example of @octokit/webhooks-examples 7.6.1 (MIT, octokit/webhooks).
const require = createRequire(import.meta.url);
const OPENED = (JSON.parse(readFileSync(require.resolve('@octokit/webhooks-examples/api.github.com/index.json'), 'utf8')) as { name: string; examples: { action?: string }[] }[])
  .find((event) => event.name === 'issues')
  ?.examples.find((example) => example.action === 'opened') as Record<string, unknown>;
const BODY = JSON.stringify(OPENED);
const SECRET = 'queue-spec';
const WORKER = fileURLToPath(new URL('./queue-worker.ts', import.meta.url));

const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const until = async (check: () => Promise<boolean>, ms: number) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe.skipIf(!redisServerAvailable())('redisQueue on a real redis-server: receivers answer at once, workers in other processes run each delivery', () => {
  const redis = useRedisServer();
  const connect = redis.connect;
  let key: TestKey;
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    key = await generateTestKey();
  });
  afterAll(() => {
    for (const worker of workers) worker.kill('SIGKILL');
  });

  const receiver = async (prefix: string) => {
    const client = await connect();
    return createApp({ appId: 1, privateKey: key.pkcs8, webhookSecret: SECRET, baseUrl: 'http://127.0.0.1:9', queue: redisQueue(client, { prefix }), ledger: redisLedger(client, { prefix }) });
  };
  const deliver = async (app: ReturnType<typeof createApp>, id: string) =>
    (await app.fetch(new Request('http://app.example/', { method: 'POST', body: BODY, headers: { 'content-type': 'application/json', 'x-github-event': 'issues', 'x-github-delivery': id, 'x-hub-signature-256': await signWebhook(SECRET, BODY) } }))).status;
  const counts = async (client: Client, hash: string): Promise<Map<string, number>> => {
    // The client answers HGETALL as a flat list of names and values, or as an object.
    const reply = (await client.sendCommand(['HGETALL', hash])) as string[] | Record<string, string>;
    const pairs: [string, string][] = [];
    if (Array.isArray(reply)) for (let i = 0; i + 1 < reply.length; i += 2) pairs.push([reply[i] as string, reply[i + 1] as string]);
    else pairs.push(...Object.entries(reply));
    return new Map(pairs.map(([id, n]) => [id, Number(n)]));
  };

  it('answers 202 as soon as a delivery is kept, runs it in a worker, and answers a done one 204', async () => {
    const prefix = 'q1:';
    const app = await receiver(prefix);
    const handled: string[] = [];
    const worker = createApp({ appId: 1, privateKey: key.pkcs8, webhookSecret: SECRET, baseUrl: 'http://127.0.0.1:9', queue: redisQueue(await connect(), { prefix, poll: 10 }), ledger: redisLedger(await connect(), { prefix }) });
    worker.on('issues.opened', ({ delivery }) => void handled.push(delivery.id));
    expect(await deliver(app, idOf(1))).toBe(202);
    expect(await deliver(app, idOf(1))).toBe(202);
    expect(handled).toEqual([]);
    const stop = new AbortController();
    const processing = worker.process({ concurrency: 2, signal: stop.signal });
    await until(async () => handled.length === 1, 10_000);
    await until(async () => (await deliver(app, idOf(1))) === 204, 10_000);
    stop.abort();
    await processing;
    expect(handled).toEqual([idOf(1)]);
  });

  it('keeps a long handler its own: a worker that touches what it runs is not robbed of it by another, and the delivery runs once', async () => {
    const prefix = 'q3:';
    const app = await receiver(prefix);
    const runs: string[] = [];
    const minIdle = 1500;
    const stop = new AbortController();
    const started: Promise<void>[] = [];
    for (const name of ['first', 'second']) {
      const client = await connect();
      const made = createApp({ appId: 1, privateKey: key.pkcs8, webhookSecret: SECRET, baseUrl: 'http://127.0.0.1:9', queue: redisQueue(client, { prefix, minIdle, poll: 10 }), ledger: redisLedger(client, { prefix }) });
      // Three times minIdle: only its worker's touches keep it from the other.
      made.on('issues.opened', async () => {
        runs.push(name);
        await new Promise((resolve) => setTimeout(resolve, 3 * minIdle));
      });
      started.push(made.process({ concurrency: 1, signal: stop.signal }));
    }
    expect(await deliver(app, idOf(1))).toBe(202);
    await until(async () => (await deliver(app, idOf(1))) === 204, 10_000);
    stop.abort();
    await Promise.all(started);
    expect(runs).toHaveLength(1);
  }, 20_000);

  it('loses none of 500 deliveries through two worker processes when one is killed holding deliveries, and runs again only what the killed one had not finished', async () => {
    const prefix = 'q2:';
    const app = await receiver(prefix);
    const client = await connect();
    const total = 500;
    for (let n = 1; n <= total; n++) expect(await deliver(app, idOf(n))).toBe(202);
    const start = (...extra: string[]) => {
      const child = spawn(process.execPath, ['--import', 'tsx', WORKER, redis.socket(), prefix, ...extra], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, HUBOPS_TEST_APP_KEY: key.pkcs8 } });
      workers.push(child);
      return child;
    };
    // The doomed worker stops finishing after 40 deliveries, as a process hung mid-handler does, and is killed holding what it started.
    const [doomed] = [start('40'), start()];
    // What the doomed worker holds: stalled there (a delivery started before the stall may still
    // finish there in the moment after; a stalled one never does).
    const heldByDoomed = async () => {
      const stalledBy = (await client.sendCommand(['HGETALL', `${prefix}stalledBy`])) as string[] | Record<string, string>;
      return (Array.isArray(stalledBy) ? [] : Object.entries(stalledBy)).filter(([, pid]) => pid === String(doomed?.pid)).map(([id]) => id);
    };
    // Kept as seen when it holds all four: on a loaded machine the other worker may take them at any
    // moment after (a stalled process can miss touching them in time), and it finishes them once.
    let held: string[] = [];
    await until(async () => (held = await heldByDoomed()).length >= 4, 60_000);
    const startedBefore = await counts(client, `${prefix}started`);
    doomed?.kill('SIGKILL');
    await new Promise((resolve) => doomed?.once('exit', resolve));
    expect(held).toHaveLength(4);
    await until(async () => (await counts(client, `${prefix}finished`)).size === total, 90_000);
    const finished = await counts(client, `${prefix}finished`);
    const started = await counts(client, `${prefix}started`);
    // None lost: every delivery ran to its end.
    expect(finished.size).toBe(total);
    // Run again: only deliveries the killed worker had in hand (at most its concurrency), started
    // before the kill. One it finished in the moment before recording it done (a handler's effect
    // is its own; nothing can make it and the record one step) may finish twice: none else does.
    const again = [...started].filter(([, n]) => n > 1).map(([id]) => id);
    expect(again.length).toBeLessThanOrEqual(4);
    for (const id of again) expect(startedBefore.has(id)).toBe(true);
    const twice = [...finished].filter(([, n]) => n > 1).map(([id]) => id);
    for (const id of twice) expect(again).toContain(id);
    expect([...finished.values()].every((n) => n >= 1)).toBe(true);
    // What it held was taken by the other worker and finished there.
    for (const id of held) expect(finished.get(id)).toBe(1);
    // Every delivery is done in the ledger, and the stream is empty.
    for (const n of [1, 250, 500]) expect(await deliver(app, idOf(n))).toBe(204);
    await until(async () => Number(await client.sendCommand(['XLEN', `${prefix}app:q:deliveries`])) === 0, 10_000);
  }, 180_000);
});
