import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReplayServer, type ReplayServer } from '../../src/testing/index.js';
import { closeLoopbacks, json, loopback, type Loopback } from '../hardening/loopback.js';
import { ROOT } from '../support/packed.js';

const run = promisify(execFile);

/*
 * "Where it runs" says Deno and Bun: the same program — the offline Quickstart, a GraphQL call and
 * the fetch webhook receiver — runs under each (the devDependencies `deno` and `bun` ship their
 * binaries), bundled as a user's bundler would bundle it.
 */
describe.each([
  ['Deno', join(ROOT, 'node_modules/.bin/deno'), ['run', '--allow-net', '--allow-env', '--allow-read']],
  ['Bun', join(ROOT, 'node_modules/.bin/bun'), ['run']],
] as const)('under %s', (_, binary, args) => {
  let dir: string;
  let program: string;
  let rest: ReplayServer;
  let graphqlServer: Loopback;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hubops-runtime-'));
    program = join(dir, 'program.mjs');
    await build({ entryPoints: [join(ROOT, 'spec/runtimes/program.ts')], bundle: true, format: 'esm', platform: 'neutral', target: 'es2022', outfile: program, logLevel: 'silent', mainFields: ['module', 'main'] });
    rest = await startReplayServer();
    graphqlServer = await loopback((request, response) => json(response, 200, request.headers.authorization === 'token runtime-token' ? { data: { viewer: { login: 'octocat' } } } : { errors: [{ message: 'no token' }] }));
  });

  afterAll(async () => {
    await rest?.close();
    closeLoopbacks();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs the Quickstart offline, a GraphQL call and the fetch webhook receiver', async () => {
    const { stdout } = await run(binary, [...args, program, rest.url, graphqlServer.url], { timeout: 60_000, env: { ...process.env, NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1' } });
    expect(stdout.trim().split('\n')).toEqual(['quickstart octocat/Hello-World 6 issues #1352', 'graphql octocat', 'webhook 204 401 1347']);
  }, 90_000);
});
