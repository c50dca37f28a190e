import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_RETRY_AFTER } from '../../src/core/fail-open.js';
import { PageIterator } from '../../src/core/page-iterator.js';
import { send } from '../../src/core/request.js';
import { createSession } from '../../src/core/session.js';
import { rateBudget } from '../../src/core/budget.js';
import { redisStore } from '../../src/redis/index.js';
import { closeLoopbacks, json, loopback, TOKEN } from '../hardening/loopback.js';
import { redisServerAvailable, startRedisServer, type RedisServer } from './redis-server.js';
import { logging } from '../../src/core/index.js';

/**
 * The shared store goes away: a real redis-server is killed in the middle of a listing, comes
 * back empty, and is filled with values no store writes. Every call is answered and every
 * listing complete; the sessions go on with their own budget and cache, then rejoin.
 */

type Client = { sendCommand(args: string[]): Promise<unknown>; quit(): Promise<unknown>; on(event: 'error', listener: (error: unknown) => void): unknown };
const limits = () => ({ 'x-ratelimit-limit': '5000', 'x-ratelimit-remaining': '4000', 'x-ratelimit-used': '1000', 'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000) + 600), 'x-ratelimit-resource': 'core' });

describe.skipIf(!redisServerAvailable())('a shared Redis store that goes away', () => {
  let server: RedisServer;
  let client: Client;

  beforeAll(async () => {
    server = await startRedisServer();
    // A client that keeps reconnecting; its errors are the store's to report, not the process's.
    client = (await createClient({ socket: { path: server.socket, tls: false, reconnectStrategy: () => 50 } }).connect()) as unknown as Client;
    client.on('error', () => undefined);
  });
  afterAll(async () => {
    closeLoopbacks();
    await client?.quit().catch(() => undefined);
    await server?.stop();
  });

  it('a listing completes while the server is killed under it, and the session rejoins the server when it is back', async () => {
    let killed: Promise<void> | null = null;
    const api = await loopback(async (request, response) => {
      const page = Number(new URL(request.url, 'http://x').searchParams.get('page') ?? '1');
      // The store dies between the first page and the second.
      if (page === 2) await (killed ??= server.kill());
      const next: Record<string, string> = page < 3 ? { link: `<${apiUrl}/repos/o/r/issues?page=${page + 1}>; rel="next"` } : {};
      json(response, 200, [{ id: page * 10 + 1 }, { id: page * 10 + 2 }], { ...limits(), ...next });
    });
    const apiUrl = api.url;
    const warnings: string[] = [];
    const session = createSession({ baseUrl: api.url, token: TOKEN, store: redisStore(client), stages: [logging({ warn: (line) => void warnings.push(line) })] });
    const listing = new PageIterator(session, { path: '/repos/o/r/issues', item: (raw) => raw as { id: number } });
    expect((await listing.toArray()).map((issue) => issue.id)).toEqual([11, 12, 21, 22, 31, 32]);
    expect(session.state.storeOutages).toBe(1);
    expect(warnings.filter((w) => w.includes('the shared store failed'))).toHaveLength(1);

    // Back, empty: after the pause the session uses it again (its keys appear in the new server).
    await server.start();
    await new Promise((resolve) => setTimeout(resolve, 2 * STORE_RETRY_AFTER + 200));
    await send(session, { path: '/repos/o/r/issues?page=3' });
    expect(Number(await client.sendCommand(['DBSIZE']))).toBeGreaterThan(0);
    expect(warnings.some((w) => w.includes('answers again'))).toBe(true);
  }, 30_000);

  it('a fleet keeps its pace while the server is away: each session paces at its share, rejoins, and no request goes above the rate', async () => {
    // A stand-in that refuses what goes above 22 requests in any second: the pacing's 15 a second and
    // its burst of 4 fit under it, with three to spare for requests sent in time but arriving late on a
    // loaded machine (four sessions pacing each on its own would send 60 a second).
    const recent: number[] = [];
    let refused = 0;
    const api = await loopback((request, response) => {
      const now = Date.now();
      while (recent.length && now - (recent[0] as number) > 1000) recent.shift();
      recent.push(now);
      if (recent.length > 22) {
        refused++;
        json(response, 403, { message: 'You have exceeded a secondary rate limit.' }, { 'retry-after': '1' });
        return;
      }
      const page = Number(new URL(request.url, 'http://x').searchParams.get('page') ?? '1');
      json(response, 200, [{ id: page }], { ...limits(), ...(page < 30 ? { link: `<${api.url}/repos/o/r/issues?page=${page + 1}>; rel="next"` } : {}) });
    });
    // Four sessions, each with a client of its own: four sharers of one stream, as four processes are.
    const clients = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const c = (await createClient({ socket: { path: server.socket, tls: false, reconnectStrategy: () => 50 } }).connect()) as unknown as Client;
        c.on('error', () => undefined);
        return c;
      }),
    );
    try {
      const sessions = clients.map((c) => createSession({ baseUrl: api.url, token: TOKEN, store: redisStore(c), retry: { limit: 5, maxRetryAfter: 5_000 }, rateLimit: rateBudget({ wait: true }) }));
      const outage = (async () => {
        await new Promise((resolve) => setTimeout(resolve, 2_500));
        await server.kill();
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await server.start();
      })();
      const listings = sessions.map((s) => new PageIterator(s, { path: '/repos/o/r/issues', item: (raw) => raw as { id: number } }).toArray());
      const [lists] = await Promise.all([Promise.all(listings), outage]);
      // Nothing lost, nothing refused, and every session went through the outage.
      for (const list of lists) expect(list.map((item) => item.id)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
      expect(refused).toBe(0);
      expect(sessions.map((s) => s.state.storeOutages)).toEqual([1, 1, 1, 1]);
    } finally {
      await Promise.all(clients.map((c) => c.quit().catch(() => undefined)));
    }
    // Kills and restarts a redis-server and paces a fleet through it, about 8 s on a quiet machine.
  }, 60_000);

  it('values no store writes (a foreign budget, a corrupt cache entry) are never trusted: every call is answered', async () => {
    const api = await loopback((_, response) => json(response, 200, { id: 1 }, { etag: '"x"', ...limits() }));
    const session = createSession({ baseUrl: api.url, token: TOKEN, store: redisStore(client) });
    await send(session, { path: '/repos/o/r' });
    const keys = (await client.sendCommand(['KEYS', 'hubops:*'])) as string[];
    expect(keys.length).toBeGreaterThan(0);
    // Every key the store wrote now holds what it never writes: a plain string where a hash was, text that is no entry.
    for (const key of keys) {
      await client.sendCommand(['DEL', key]);
      await client.sendCommand(['SET', key, '{"etag": 7, "data": "not an entry"']);
    }
    for (let i = 0; i < 3; i++) expect((await send(session, { path: '/repos/o/r' })).data).toEqual({ id: 1 });
    expect(api.requests).toHaveLength(4);
    // The budget's key held a string where the store keeps a hash: the store failed, and the session went on without it.
    expect(session.state.storeOutages).toBe(1);
  }, 20_000);
});
