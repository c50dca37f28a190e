/**
 * The functions without the facade: import only what you use, pass the session first.
 * Parsed data keeps the wire object it came from. Runs offline against the sample recordings of hubops/testing.
 *   npx tsx examples/standalone.ts
 */
import { asDict, createSession, refresh } from 'hubops/core';
import { getIssue } from 'hubops/issues';
import { getRepository } from 'hubops/repos';
import { startReplayServer } from 'hubops/testing';

const server = await startReplayServer();
try {
  const session = createSession({ baseUrl: server.url });
  const repo = await getRepository(session, 'octocat/Hello-World');
  console.log(`${repo.full_name}: ${repo.stargazers_count} stars, license ${repo.original_license?.spdx_id}`);
  console.log(`issue #7 would be at ${repo.issues_urlt?.expand({ number: 7 })}`);

  const issue = await getIssue(session, { owner: 'octocat', repo: 'Hello-World', number: 1347 });
  console.log(`#${issue.number} ${issue.title} (${issue.state}), labels: ${issue.original_labels?.map((l) => l.name).join(', ')}`);
  console.log(`wire fields kept: ${Object.keys(asDict(issue)).length}; frozen: ${Object.isFrozen(issue)}`);

  // The repository's owner is a summary; refresh fetches the full user from its url.
  const owner = repo.owner;
  if (owner) console.log(`owner ${owner.login} refreshed: ${(await refresh(session, owner)).login}`);
} finally {
  await server.close();
}
