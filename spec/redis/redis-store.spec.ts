import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAppSession } from '../../src/auth/app.js';
import { send } from '../../src/core/request.js';
import { createSession } from '../../src/core/session.js';
import { RateLimitExceeded } from '../../src/errors/index.js';
import { redisStore } from '../../src/redis/index.js';
import { getRepository } from '../../src/repos/get-repository.js';
import { closeLoopbacks, json, loopback, rejection, TOKEN } from '../hardening/loopback.js';
import { generateTestKey } from '../auth/app-key.js';
import { redisServerAvailable, startRedisServer, type RedisServer } from './redis-server.js';

/**
 * The Redis store against a real redis-server (started here on a unix socket, stopped after):
 * sessions on separate clients, and in separate processes, share cache entries and the rate
 * budget, atomically.
 */

const repository = { id: 1296269, name: 'Hello-World', full_name: 'octocat/Hello-World', owner: { login: 'octocat', id: 1 } };
const ETAG = '"644b5b0155e6404a9cc4bd9d8b1ae730"';
/** The calls the specs make of a client. */
type Client = { sendCommand(args: string[]): Promise<unknown>; quit(): Promise<unknown> };

/** Answers the repository with an ETag, and 304 to a request that names it. */
function conditional(remaining = 4000) {
  const headers = { etag: ETAG, 'x-ratelimit-limit': '5000', 'x-ratelimit-remaining': String(remaining), 'x-ratelimit-used': String(5000 - remaining), 'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000) + 600), 'x-ratelimit-resource': 'core' };
  return loopback((req, res) => {
    if (req.headers['if-none-match'] !== ETAG) return json(res, 200, repository, headers);
    res.writeHead(304, headers).end();
  });
}

describe.skipIf(!redisServerAvailable())('redisStore on a real redis-server', () => {
  let server: RedisServer;
  const clients: Client[] = [];
  const connect = async (): Promise<Client> => {
    const client = (await createClient({ socket: { path: server.socket, tls: false } }).connect()) as unknown as Client;
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    server = await startRedisServer();
  });
  afterEach(async () => {
    closeLoopbacks();
    if (clients[0]) await clients[0].sendCommand(['FLUSHALL']);
  });
  afterAll(async () => {
    for (const client of clients.splice(0)) await client.quit();
    await server?.stop();
  });

  it('a representation one session keeps is revalidated by another on another client (304, from the cache)', async () => {
    const api = await conditional();
    const [a, b] = [createSession({ baseUrl: api.url, token: TOKEN, store: redisStore(await connect()) }), createSession({ baseUrl: api.url, token: TOKEN, store: redisStore(await connect()) })];
    await getRepository(a, 'octocat/Hello-World');
    const reply = await send(b, { path: '/repos/octocat/Hello-World' });
    expect(reply).toMatchObject({ status: 304, fromCache: true, data: { id: 1296269 } });
    expect(api.requests[1]?.headers['if-none-match']).toBe(ETAG);
  });

  it('keys are namespaced by a hash: never the token; another token sees nothing of it; entries expire', async () => {
    const api = await conditional();
    const client = await connect();
    await getRepository(createSession({ baseUrl: api.url, token: TOKEN, store: redisStore(client, { ttl: 600 }) }), 'octocat/Hello-World');
    await getRepository(createSession({ baseUrl: api.url, token: 'another-token-value', store: redisStore(client) }), 'octocat/Hello-World');
    expect(api.requests[1]?.headers['if-none-match']).toBeUndefined();
    const keys = (await client.sendCommand(['KEYS', '*'])) as string[];
    expect(keys.some((k) => k.startsWith('hubops:c:'))).toBe(true);
    expect(keys.some((k) => k.startsWith('hubops:b:') && k.endsWith(':core'))).toBe(true);
    expect(keys.join('\n')).not.toContain(TOKEN);
    const entry = keys.find((k) => k.startsWith('hubops:c:')) as string;
    expect(Number(await client.sendCommand(['TTL', entry]))).toBeGreaterThan(500);
    expect(String(await client.sendCommand(['GET', entry]))).not.toContain(TOKEN);
  });

  it('claims are atomic: with 5 requests left, 60 concurrent claims on two clients get exactly 5', async () => {
    const [one, two] = [redisStore(await connect()), redisStore(await connect())];
    const resetAt = new Date(Date.now() + 60_000);
    await one.reserve('ns:core', Date.now());
    await one.update('ns:core', { resource: 'core', limit: 5000, remaining: 5, used: 4995, resetAt }, 0);
    const claims = await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 ? one : two).reserve('ns:core', Date.now())));
    expect(claims.filter((c) => c === 0)).toHaveLength(5);
    expect(claims.filter((c) => c !== 0)).toEqual(Array.from({ length: 55 }, () => ({ until: resetAt.getTime(), reason: 'spent' })));
  });

  it('a spent limit one session learns refuses the other session’s request before it is sent', async () => {
    const api = await conditional(0);
    const [a, b] = [createSession({ baseUrl: api.url, token: TOKEN, store: redisStore(await connect()) }), createSession({ baseUrl: api.url, token: TOKEN, store: redisStore(await connect()) })];
    await getRepository(a, 'octocat/Hello-World');
    const error = await rejection(getRepository(b, 'octocat/Hello-World'), RateLimitExceeded);
    expect(error.resetAt?.getTime()).toBe(a.state.rateLimits.core?.resetAt.getTime());
    expect(api.requests).toHaveLength(1);
  });

  it('a session in another process fills the cache this one revalidates from', async () => {
    const api = await conditional();
    const child = fileURLToPath(new URL('./child-session.ts', import.meta.url));
    const code = await new Promise<number | null>((resolve) => {
      const run = spawn(process.execPath, ['--import', 'tsx', child, api.url, server.socket, TOKEN], { stdio: ['ignore', 'ignore', 'inherit'] });
      run.on('exit', resolve);
    });
    expect(code).toBe(0);
    expect(api.requests).toHaveLength(1);
    const reply = await send(createSession({ baseUrl: api.url, token: TOKEN, store: redisStore(await connect()) }), { path: '/repos/octocat/Hello-World' });
    expect(reply).toMatchObject({ status: 304, fromCache: true, data: { id: 1296269 } });
  });

  it('GitHub App installations on two clients share one installation token, and never store it under a readable key', async () => {
    const key = await generateTestKey();
    const api = await loopback((req, res) => {
      if (req.method === 'POST') return json(res, 201, { token: 'installation-token-in-redis', expires_at: new Date(Date.now() + 3_600_000).toISOString(), permissions: { issues: 'write' } });
      json(res, 200, repository);
    });
    const make = async () => createAppSession({ baseUrl: api.url, appId: 123456, privateKey: key.pkcs8, installationId: 42, store: redisStore(await connect()), retry: false });
    const [a, b] = [await make(), await make()];
    await getRepository(a, 'octocat/Hello-World');
    await getRepository(b, 'octocat/Hello-World');
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /app/installations/42/access_tokens', 'GET /repos/octocat/Hello-World', 'GET /repos/octocat/Hello-World']);
    expect(api.requests.slice(1).map((r) => r.headers.authorization)).toEqual(['token installation-token-in-redis', 'token installation-token-in-redis']);
    expect(b.state.permissions).toEqual({ issues: 'write' });
    const keys = (await clients[0]?.sendCommand(['KEYS', '*'])) as string[];
    for (const name of keys) expect(name).not.toContain('installation-token-in-redis');
  });

  it('an unreadable value under a key is no entry; a client of another kind is refused', async () => {
    const client = await connect();
    const store = redisStore(client);
    await client.sendCommand(['SET', 'hubops:c:x', '{not json']);
    expect(await store.get('x')).toBeUndefined();
    expect(() => redisStore({} as never)).toThrow(/connected client/);
  });
});
