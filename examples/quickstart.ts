/**
 * The README's Quickstart, runnable offline: the replay server of hubops/testing answers from
 * its sample recordings. Against GitHub itself, make the client with
 * `createClient({ token: process.env.GITHUB_TOKEN })` and drop the server.
 *   npx tsx examples/quickstart.ts
 */
import { createClient } from 'hubops';
import { startReplayServer } from 'hubops/testing';

const server = await startReplayServer();
try {
  const gh = createClient({ baseUrl: server.url });
  const repo = await gh.repository('octocat', 'Hello-World');
  console.log(repo.full_name, repo.stargazers_count, repo.created_at?.toISOString());

  for await (const issue of gh.issuesOn('octocat', 'Hello-World', { state: 'all', number: 50 })) {
    console.log(`#${issue.number} ${issue.title}`);
  }
} finally {
  await server.close();
}
