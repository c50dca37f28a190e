/**
 * Another process of the fleet, for redis-store.spec.ts: one session on the shared Redis store
 * gets the repository once. Arguments: API base URL, redis socket path, token.
 */
import { createClient } from 'redis';
import { createSession } from '../../src/core/session.js';
import { redisStore } from '../../src/redis/index.js';
import { getRepository } from '../../src/repos/get-repository.js';

const [baseUrl, socket, token] = process.argv.slice(2) as [string, string, string];
const client = await createClient({ socket: { path: socket, tls: false } }).connect();
await getRepository(createSession({ baseUrl, token, store: redisStore(client) }), 'octocat/Hello-World');
await client.quit();
