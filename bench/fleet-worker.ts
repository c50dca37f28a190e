/**
 * One worker of `npm run bench:fleet`: lists, then re-lists, the issues of every repository of
 * the stand-in, with the shared Redis store or a store of its own. Prints what it got as JSON.
 * Arguments: stand-in URL, repositories, `redis:<socket>` (`nopace:<socket>`: without pacing) or `own`.
 */
import { createClient } from 'redis';
import { createSession, MemoryStore, rateBudget, type Store } from '../src/core/index.js';
import { listRepositoryIssues } from '../src/issues/list-repository-issues.js';
import { redisStore } from '../src/redis/index.js';

const [baseUrl, repos, where] = process.argv.slice(2) as [string, string, string];
// Reconnects every 50 ms while the server is away (the restart run); its errors are the store's outages, counted by the session.
const socket = /^(?:redis|nopace):(.*)$/.exec(where)?.[1];
const client = socket ? await createClient({ socket: { path: socket, tls: false, reconnectStrategy: () => 50 } }).on('error', () => undefined).connect() : null;
const store: Store = client ? redisStore(client) : new MemoryStore();
const session = createSession({ baseUrl, token: 'fleet-token', store, rateLimit: rateBudget({ wait: true }), retry: { limit: 5, maxRetryAfter: 5_000 }, ...(where.startsWith('nopace:') ? { pacing: false } : {}) });
const ids: number[] = [];
let errors = 0;
for (let round = 0; round < 2; round++) {
  for (let r = 0; r < Number(repos); r++) {
    try {
      for await (const issue of listRepositoryIssues(session, `fleet/repo-${r}`)) ids.push(issue.id);
    } catch (error) {
      errors++;
      process.stderr.write(`worker: fleet/repo-${r}: ${String(error)}\n`);
    }
  }
}
await client?.quit().catch(() => undefined);
const { requests, retries, rateLimitWaits, storeOutages } = session.state;
process.stdout.write(JSON.stringify({ ids, requests, retries, rateLimitWaits, storeOutages, errors }));
