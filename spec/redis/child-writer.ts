/**
 * Another process of the fleet, for redis-pacing.spec.ts: one session on the shared Redis store
 * sends `count` writes, paced by the store. Arguments: API base URL, redis socket path, token, count, spacing (ms).
 */
import { createClient } from 'redis';
import { send } from '../../src/core/request.js';
import { createSession } from '../../src/core/session.js';
import { redisStore } from '../../src/redis/index.js';

const [baseUrl, socket, token, count, spacing] = process.argv.slice(2) as [string, string, string, string, string];
const client = await createClient({ socket: { path: socket, tls: false } }).connect();
const session = createSession({ baseUrl, token, store: redisStore(client), pacing: { writeSpacing: Number(spacing) } });
for (let i = 0; i < Number(count); i++) await send(session, { method: 'POST', path: '/repos/o/r/issues', body: { title: `from another process ${i}` } });
await client.quit();
