/**
 * A worker process of the queue spec: an app on the spec's redis-server (its unix socket, and a key
 * prefix of the spec's own) running the queued deliveries. Each run records, in Redis, that it
 * started and that it finished (and a stalled worker, what it stalls on), so the spec can count what
 * ran where a killed worker cannot.
 */
import { createClient } from 'redis';
import { createApp } from '../../src/app/index.js';
import { redisLedger, redisQueue } from '../../src/redis/index.js';

const [socket = '', prefix = '', stallAfter = ''] = process.argv.slice(2);
// A worker told to stall stops finishing what it starts after that many: it is killed holding them.
let finishedHere = 0;
const client = (await createClient({ socket: { path: socket, tls: false } }).connect()) as unknown as { sendCommand(args: string[]): Promise<unknown> };
const app = createApp({
  appId: 1,
  privateKey: process.env.HUBOPS_TEST_APP_KEY ?? '',
  webhookSecret: 'queue-spec',
  baseUrl: 'http://127.0.0.1:9',
  retryDelay: 0,
  queue: redisQueue(client, { prefix, minIdle: 1000, poll: 20 }),
  ledger: redisLedger(client, { prefix }),
});
app.on('issues', async ({ delivery }) => {
  await client.sendCommand(['HINCRBY', `${prefix}started`, delivery.id, '1']);
  if (stallAfter !== '' && finishedHere >= Number(stallAfter)) {
    // Recorded as it stalls: what the spec counts as held can no longer finish here.
    await client.sendCommand(['HSET', `${prefix}stalledBy`, delivery.id, String(process.pid)]);
    await new Promise(() => undefined);
  }
  await new Promise((resolve) => setTimeout(resolve, 20));
  await client.sendCommand(['HINCRBY', `${prefix}finished`, delivery.id, '1']);
  finishedHere++;
});
await app.process({ concurrency: 4 });
