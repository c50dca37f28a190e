/**
 * Listing again without spending rate limit: with `cache: conditionalCache()` the session revalidates
 * each page with If-None-Match, and an unchanged page (304) is served from the cache.
 * Runs offline against the sample recordings of hubops/testing.
 *   npx tsx examples/conditional-listing.ts
 */
import { conditionalCache, createSession, listRepositoryIssues } from 'hubops';
import { startReplayServer } from 'hubops/testing';

const server = await startReplayServer();
try {
  const session = createSession({ baseUrl: server.url, cache: conditionalCache() });
  for (const round of ['first', 'second']) {
    const before = server.requests.length;
    const issues = listRepositoryIssues(session, 'octocat/Hello-World', { state: 'all' });
    const items = await issues.toArray();
    const answers = server.requests.slice(before).map((r) => r.status);
    console.log(`${round} listing: ${items.length} issues; answers ${answers.join(', ')}`);
  }
} finally {
  await server.close();
}
