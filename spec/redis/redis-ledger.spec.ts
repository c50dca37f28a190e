import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app/index.js';
import { redisLedger } from '../../src/redis/index.js';
import { signWebhook } from '../../src/webhooks/index.js';
import { generateTestKey, type TestKey } from '../auth/app-key.js';
import { redisServerAvailable, useRedisServer } from './redis-server.js';

// A real issues.opened delivery: the first example of @octokit/webhooks-examples 7.6.1 (MIT, octokit/webhooks).
const require = createRequire(import.meta.url);
const OPENED = (JSON.parse(readFileSync(require.resolve('@octokit/webhooks-examples/api.github.com/index.json'), 'utf8')) as { name: string; examples: { action?: string }[] }[])
  .find((event) => event.name === 'issues')
  ?.examples.find((example) => example.action === 'opened') as Record<string, unknown>;
const SECRET = 'It’s a Secret to Everybody';

async function signed(id: string): Promise<Request> {
  const body = JSON.stringify(OPENED);
  return new Request('http://app.example/webhook', { method: 'POST', body, headers: { 'content-type': 'application/json', 'x-github-event': 'issues', 'x-github-delivery': id, 'x-hub-signature-256': await signWebhook(SECRET, body) } });
}

describe.skipIf(!redisServerAvailable())('redisLedger on a real redis-server: receivers on separate clients run each delivery once', () => {
  const { connect } = useRedisServer();
  let key: TestKey;
  const receivers = async (prefix: string, options: Partial<Parameters<typeof createApp>[0]> = {}) => {
    const make = async () => createApp({ appId: 1, privateKey: key.pkcs8, webhookSecret: SECRET, baseUrl: 'http://127.0.0.1:9', retryDelay: 0, ledger: redisLedger(await connect(), { prefix }), ...options });
    return [await make(), await make()] as const;
  };

  beforeAll(async () => {
    key = await generateTestKey();
  });

  it('runs a delivery sent to two receivers at once one time; afterwards both answer it 204 without running it', async () => {
    const [a, b] = await receivers('t1:');
    let runs = 0;
    for (const app of [a, b]) {
      app.on('issues.opened', async () => {
        runs++;
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
    }
    const id = '0b989ba4-242f-11e5-81e1-c7b6966d2516';
    const statuses = (await Promise.all([a.fetch(await signed(id)), b.fetch(await signed(id))])).map((r) => r.status).sort();
    expect(statuses).toEqual([202, 204]);
    expect(runs).toBe(1);
    expect((await b.fetch(await signed(id))).status).toBe(204);
    expect((await a.fetch(await signed(id))).status).toBe(204);
    expect(runs).toBe(1);
  });

  it('keeps a delivery that failed every attempt where every receiver sees it, and runs it again when it is redelivered', async () => {
    const [a, b] = await receivers('t2:', { attempts: 2 });
    let runs = 0;
    for (const app of [a, b]) {
      app.on('issues', () => {
        runs++;
        throw new TypeError(`attempt ${runs} refused`);
      });
    }
    const id = '1b989ba4-242f-11e5-81e1-c7b6966d2516';
    await expect(a.receive({ event: 'issues', payload: OPENED, id })).rejects.toThrow('attempt 2 refused');
    const [failed] = await b.failedDeliveries();
    expect(failed).toMatchObject({ id, event: 'issues', action: 'opened', attempts: 2 });
    expect(failed?.error).toBeInstanceOf(Error);
    expect((failed?.error as Error).name).toBe('TypeError');
    expect((failed?.error as Error).message).toBe('attempt 2 refused');
    expect(failed?.failedAt).toBeInstanceOf(Date);
    // Redelivered to the other receiver: it runs again (and fails again).
    expect((await b.fetch(await signed(id))).status).toBe(500);
    expect(runs).toBeGreaterThanOrEqual(3);
  });

  it('refuses a delivery id or value name that is not safe as part of a key, before Redis sees it', async () => {
    const ledger = redisLedger(await connect(), { prefix: 't3:' });
    await expect(ledger.claim('a:b*', 1000)).rejects.toThrow(TypeError);
    await expect(ledger.read('../x y')).rejects.toThrow(TypeError);
    expect(await ledger.claim('2b989ba4', 1000)).toBe('run');
    expect(await ledger.claim('2b989ba4', 1000)).toBe('running');
    await ledger.done('2b989ba4', 1000);
    expect(await ledger.claim('2b989ba4', 1000)).toBe('done');
  });
});
