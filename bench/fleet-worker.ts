/**
 * One worker of `npm run bench:fleet`: lists, then re-lists, the issues of every repository of
 * the stand-in, with the shared Redis store or a store of its own. Prints what it got as JSON.
 * Arguments: stand-in URL, repositories, `redis:<socket>` or `own`.
 */
import { createClient } from 'redis';
import { createSession, MemoryStore, type Store } from '../src/core/index.js';
import { listRepositoryIssues } from '../src/issues/list-repository-issues.js';
import { redisStore } from '../src/redis/index.js';

const [baseUrl, repos, where] = process.argv.slice(2) as [string, string, string];
const client = where.startsWith('redis:') ? await createClient({ socket: { path: where.slice(6), tls: false } }).connect() : null;
const store: Store = client ? redisStore(client) : new MemoryStore();
const session = createSession({ baseUrl, token: 'fleet-token', store, rateLimit: 'wait', retry: { limit: 5, maxRetryAfter: 5_000 } });
const ids: number[] = [];
for (let round = 0; round < 2; round++) {
  for (let r = 0; r < Number(repos); r++) {
    for await (const issue of listRepositoryIssues(session, `fleet/repo-${r}`)) ids.push(issue.id);
  }
}
await client?.quit();
const { requests, retries, rateLimitWaits } = session.state;
process.stdout.write(JSON.stringify({ ids, requests, retries, rateLimitWaits }));
