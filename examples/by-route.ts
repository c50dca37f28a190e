/**
 * Routes by their string, as octokit's request and paginate take them: parameters by their wire
 * names, checked before sending, answers read by the route's model.
 * Runs offline against the sample recordings of hubops/testing.
 *   npx tsx examples/by-route.ts
 */
import { createSession, ValidationError } from 'hubops';
import { paginate, request } from 'hubops/route';
import { startReplayServer } from 'hubops/testing';

const server = await startReplayServer();
try {
  const session = createSession({ baseUrl: server.url });
  const repo = await request(session, 'GET /repos/{owner}/{repo}', { owner: 'octocat', repo: 'Hello-World' });
  console.log(`${repo.full_name}: ${repo.stargazers_count} stars`);

  const titles: string[] = [];
  for await (const issue of paginate(session, 'GET /repos/{owner}/{repo}/issues', { owner: 'octocat', repo: 'Hello-World', state: 'all', per_page: 50 })) titles.push(`#${issue.number} ${issue.title}`);
  console.log(`${titles.length} issues: ${titles.join('; ')}`);

  try {
    // A misspelt parameter does not compile, and at run time it is refused before anything is sent.
    // @ts-expect-error: `stat` is no parameter of the route (`state` is)
    await request(session, 'GET /repos/{owner}/{repo}/issues', { owner: 'octocat', repo: 'Hello-World', stat: 'open' });
  } catch (error) {
    if (error instanceof ValidationError) console.log(`ValidationError on "${error.parameter}": ${error.message}`);
    else throw error;
  }
} finally {
  await server.close();
}
