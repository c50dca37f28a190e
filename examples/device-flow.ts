/**
 * A command-line tool signs its user in with GitHub's device flow, then acts as them, and keeps
 * the token where a later run finds it (renewed when it expires). Offline by default: the
 * testing kit's sign-in stand-in plays github.com (the user approves as soon as the code is
 * shown) and its replay server plays the API, on two origins.
 *   npx tsx examples/device-flow.ts
 * For real, with your GitHub App's or OAuth app's client id (device flow turned on):
 *   CLIENT_ID=Iv1.… npx tsx examples/device-flow.ts --live
 */
import { authorizeDevice, createUserSession, type UserToken } from 'hubops/auth';
import { getRepository } from 'hubops/repos';
import { startReplayServer, startSignInStandIn } from 'hubops/testing';

const live = process.argv.includes('--live');
const clientId = live ? (process.env.CLIENT_ID ?? '') : 'Iv1.0123456789abcdef';
if (live && !clientId) {
  console.error('Set CLIENT_ID to your app’s client id (its settings page shows it), and turn the device flow on there.');
  process.exit(1);
}

// Offline: github.com's sign-in endpoints and the API, each on a loopback port of its own.
const web = live ? null : await startSignInStandIn({ clientId, interval: 0 });
const api = live ? null : await startReplayServer();
try {
  const token = await authorizeDevice({
    clientId,
    scopes: ['repo'],
    webUrl: web?.url,
    onVerification: ({ userCode, verificationUri, expiresAt }) => {
      console.log(`To sign in, open ${verificationUri} and enter ${userCode} (before ${expiresAt.toISOString().slice(11, 16)} UTC).`);
      // Offline, the user answers at once.
      web?.approve(userCode);
    },
  });
  console.log(`Signed in: a ${token.tokenType} token${token.expiresAt ? ` until ${token.expiresAt.toISOString()}, renewable until ${token.refreshTokenExpiresAt?.toISOString()}` : ' that does not expire'}.`);

  // A real tool would write the token to a file only its user can read, and read it back next time.
  let kept: UserToken = token;
  const session = createUserSession({ clientId, token: kept, webUrl: web?.url, baseUrl: api?.url, onRefresh: (renewed) => void (kept = renewed) });
  const repo = await getRepository(session, 'octocat/Hello-World');
  console.log(`As the user: ${repo.full_name} has ${repo.stargazers_count} stars.`);

  if (web && api) {
    // The replay server hides the Authorization value it received; it says only whether one came.
    const toApi = api.requests.map((r) => r.headers.authorization !== undefined);
    console.log(`The sign-in origin got ${web.requests.length} requests, none with an Authorization header; the API got ${toApi.length}, each with one.`);
    if (web.requests.some((r) => r.authorized) || !toApi.every(Boolean)) process.exitCode = 1;
  }
} finally {
  await web?.close();
  await api?.close();
}
