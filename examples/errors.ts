/**
 * How failures look: each is a typed error carrying the service's message, and bad input
 * is refused before anything is sent. Runs offline against the sample recordings of hubops/testing.
 *   npx tsx examples/errors.ts
 */
import { createClient, GitHubError, NotFoundError, ValidationError } from 'hubops';
import { startReplayServer } from 'hubops/testing';

const server = await startReplayServer();
try {
  const gh = createClient({ baseUrl: server.url });

  try {
    await gh.repository('octocat', 'no-such-repository');
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    console.log(`NotFoundError ${error.status}: ${error.message}`);
    console.log(`  request: ${error.method} ${new URL(error.url ?? '').pathname}`);
  }

  try {
    gh.issuesOn('octocat', 'Hello-World', { state: 'merged' as 'open' });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    console.log(`ValidationError on "${error.parameter}": ${error.message}`);
  }

  // Every error of hubops is a GitHubError: one catch can handle them all.
  const zen = await gh.zen().catch((error: unknown) => (error instanceof GitHubError ? `failed: ${error.message}` : Promise.reject(error)));
  console.log(`and a call that works: ${zen}`);
} finally {
  await server.close();
}
