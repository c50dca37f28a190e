import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../src/core/request.js';
import { createSession } from '../../src/core/session.js';
import { redisStore } from '../../src/redis/index.js';
import { closeLoopbacks, json, loopback, TOKEN } from '../hardening/loopback.js';
import { redisServerAvailable, startRedisServer, type RedisServer } from './redis-server.js';

/** Writes from two processes on one Redis store are spaced as one stream: no two closer than the spacing. */
describe.skipIf(!redisServerAvailable())('pacing shared across processes on a real redis-server', () => {
  let server: RedisServer;
  let client: { quit(): Promise<unknown> };

  beforeAll(async () => {
    server = await startRedisServer();
    client = (await createClient({ socket: { path: server.socket, tls: false } }).connect()) as unknown as typeof client;
  });
  afterAll(async () => {
    closeLoopbacks();
    await client?.quit();
    await server?.stop();
  });

  it('writes of this process and another are spaced by the writeSpacing, as one stream', async () => {
    const times: number[] = [];
    const api = await loopback((_, response) => {
      times.push(Date.now());
      json(response, 201, { id: times.length });
    });
    const spacing = 300;
    const child = fileURLToPath(new URL('./child-writer.ts', import.meta.url));
    const other = new Promise<number | null>((resolve) => spawn(process.execPath, ['--import', 'tsx', child, api.url, server.socket, TOKEN, '3', String(spacing)], { stdio: ['ignore', 'ignore', 'inherit'] }).on('exit', resolve));
    const session = createSession({ baseUrl: api.url, token: TOKEN, store: redisStore(client as never), pacing: { writeSpacing: spacing } });
    for (let i = 0; i < 3; i++) await send(session, { method: 'POST', path: '/repos/o/r/issues', body: { title: `from this process ${i}` } });
    expect(await other).toBe(0);
    expect(times).toHaveLength(6);
    // Six writes paced as one stream span five spacings; paced apart, each process's three would
    // span two, interleaved. (Each is paced when sent; a loaded machine delays some arrivals, so
    // the span, not every gap, is what holds.)
    const span = (times[5] as number) - (times[0] as number);
    expect(span).toBeGreaterThanOrEqual(5 * spacing - 100);
  }, 30_000);
});
