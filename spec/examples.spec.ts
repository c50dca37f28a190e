import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReplayServer } from 'hubops/testing';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);

/*
 * The examples, built once as a user's bundler builds them (`hubops` resolves to src/ here, as
 * tsconfig.json's paths say; their dependencies stay packages), each then run by Node. One build
 * for all: transforming the sources once per example took most of this spec's time.
 * `npm run test:package` runs them from the packed package with tsx, as the README says to.
 */
let built: string;

beforeAll(async () => {
  mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
  // Inside node_modules, so that Node finds the examples' packages from there.
  built = mkdtempSync(join(root, 'node_modules/.cache/hubops-examples-'));
  const entryPoints = readdirSync(join(root, 'examples')).filter((file) => file.endsWith('.ts')).map((file) => join(root, 'examples', file));
  await build({ entryPoints, outdir: built, bundle: true, splitting: true, format: 'esm', platform: 'node', target: 'es2022', packages: 'external', tsconfig: join(root, 'tsconfig.json'), outExtension: { '.js': '.mjs' }, logLevel: 'silent' });
}, 60_000);

afterAll(() => rmSync(built, { recursive: true, force: true }));

/** Runs an example (built from `examples/<name>.ts`) and returns what it printed. */
async function example(name: string, args: string[] = [], env: Record<string, string> = {}): Promise<string> {
  const { stdout } = await run(process.execPath, [join(built, `${name}.mjs`), ...args], { cwd: root, timeout: 30_000, env: { ...process.env, ...env } });
  return stdout;
}

// The examples are documentation: they must keep running and keep saying what they say.
describe('the runnable examples', () => {
  it('demo walks the recorded repository, three different pages of issues, rate limit, zen and markdown, and says what happened', async () => {
    const out = await example('demo');
    expect(out).toContain('Repository octocat/Hello-World');
    expect(out).toMatch(/page 1: 2 issues\n +#1352 .*\n +#1351 [\s\S]*page 2: 2 issues\n +#1350 [\s\S]*page 3: 2 issues\n +#1348 /);
    expect(out).toContain('6 issues in 3 pages');
    expect(out).toContain('resets 2026-11-20 10:00 UTC');
    expect(out).toContain('<p>Hello <strong>world</strong></p>');
    expect(out).toContain('That was offline: 7 requests answered by the replay server of hubops/testing');
    expect(out).toContain('GITHUB_TOKEN=… npm run demo -- --live');
  }, 40_000);

  it('quickstart lists the first 50 issues of every page', async () => {
    const out = await example('quickstart');
    expect(out).toContain('octocat/Hello-World 80 2011-01-26T19:01:12.000Z');
    expect(out.match(/^#\d+ /gm)).toHaveLength(6);
  }, 40_000);

  it('demo --live walks a live service with the token (here the replay server stands in for it)', async () => {
    const server = await startReplayServer();
    try {
      const out = await example('demo', ['--live'], { GITHUB_TOKEN: 'test-token-demo', GITHUB_API_URL: server.url });
      expect(out).toContain(`hubops demo: live, against ${server.url}`);
      expect(out).toContain('Repository octocat/Hello-World');
      expect(server.requests.length).toBeGreaterThan(0);
      expect(server.requests.every((request) => request.headers.authorization === '[redacted]')).toBe(true);
    } finally {
      await server.close();
    }
  }, 40_000);

  it('demo --live without a token says what is missing and fails', async () => {
    const failed = await example('demo', ['--live'], { GITHUB_TOKEN: '' }).then(
      () => null,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('--live needs a token');
  }, 40_000);

  it('errors shows a NotFoundError and a ValidationError', async () => {
    const out = await example('errors');
    expect(out).toContain('NotFoundError 404: No recording for GET /repos/octocat/no-such-repository');
    expect(out).toContain('ValidationError on "state"');
  }, 40_000);

  it('conditional-listing revalidates every page and gets 304s', async () => {
    const out = await example('conditional-listing');
    expect(out).toContain('first listing: 6 issues; answers 200, 200, 200');
    expect(out).toContain('second listing: 6 issues; answers 304, 304, 304');
  }, 40_000);

  it('by-route calls routes by their string, and refuses a misspelt parameter before sending', async () => {
    const out = await example('by-route');
    expect(out).toContain('octocat/Hello-World: 80 stars');
    expect(out).toContain('6 issues: #1352 Typo in README;');
    expect(out).toContain('ValidationError on "stat": stat: is not a parameter of GET /repos/{owner}/{repo}/issues');
  }, 40_000);

  it('standalone uses the functions without the facade', async () => {
    const out = await example('standalone');
    expect(out).toContain('octocat/Hello-World: 80 stars, license MIT');
    expect(out).toContain('#1347 Found a bug (open), labels: bug');
    expect(out).toContain('owner octocat refreshed: octocat');
  }, 40_000);

  it('github-app runs a bot offline against the app stand-in: once per delivery, forged ones refused, configuration read, the failed delivery swept', async () => {
    const out = await example('github-app');
    expect(out).toContain('first delivery: 204');
    expect(out).toContain('the same delivery again: 204');
    expect(out).toContain('forged: 401');
    expect(out.match(/commented on /g)).toHaveLength(1);
    expect(out).toContain('commented on octocat/Hello-World#1347: Welcome, @octocat: “Found a bug”.');
    expect(out).toContain('sweep: checked 2, redelivered 1 (delivery 2), failed 0');
    expect(out).toContain('credentials: app for POST /app/installations/{id}/access_tokens; installation for GET /repos/octocat/Hello-World/contents/.github/thanks.json; installation for POST /repos/octocat/Hello-World/issues/{id}/comments; app for GET /app/hook/deliveries; app for POST /app/hook/deliveries/{id}/attempts');
  }, 40_000);

  it('device-flow signs a user in offline against the sign-in stand-in, then acts as them on the API’s origin', async () => {
    const out = await example('device-flow');
    expect(out).toMatch(/To sign in, open http:\/\/127\.0\.0\.1:\d+\/login\/device and enter [0-9A-F]{4}-[0-9A-F]{4} /);
    expect(out).toMatch(/Signed in: a bearer token until \S+, renewable until \S+\./);
    expect(out).toContain('As the user: octocat/Hello-World has 80 stars.');
    expect(out).toContain('The sign-in origin got 2 requests, none with an Authorization header; the API got 1, each with one.');
  }, 40_000);
});
