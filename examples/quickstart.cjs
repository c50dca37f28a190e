/**
 * The Quickstart from CommonJS: `require('hubops')` loads the ES module (Node ≥ 20.19).
 *   node examples/quickstart.cjs      (after npm run build, or with hubops installed)
 */
const { createClient, NotFoundError } = require('hubops');
const { startReplayServer } = require('hubops/testing');

async function main() {
  const server = await startReplayServer();
  try {
    const gh = createClient({ baseUrl: server.url });
    const repo = await gh.repository('octocat', 'Hello-World');
    console.log(repo.full_name, repo.stargazers_count, repo.created_at?.toISOString());
    const issues = await gh.issuesOn('octocat', 'Hello-World', { state: 'all', number: 50 }).toArray();
    console.log(`${issues.length} issues: ${issues.map((issue) => `#${issue.number}`).join(' ')}`);
    await gh.repository('octocat', 'no-such-repository').catch((error) => {
      if (!(error instanceof NotFoundError)) throw error;
      console.log(`NotFoundError ${error.status}`);
    });
  } finally {
    await server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
