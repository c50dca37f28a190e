import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/packed.js';

const run = promisify(execFile);

// The matrix fails when one case fails on one runtime: here the GraphQL stand-in names another
// viewer, and only Node 22 runs. The command fails, naming that runtime and that case, and only it.
describe('the runtime matrix, with one case broken on purpose', () => {
  it('fails, naming the runtime and the case, while the other cases pass', async () => {
    const failed = await run(process.execPath, [join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', '--config', 'vitest.runtimes.config.ts', 'spec/runtimes/matrix.spec.ts'], {
      cwd: ROOT,
      timeout: 240_000,
      env: { ...process.env, HUBOPS_RUNTIMES: 'Node 22', HUBOPS_RUNTIMES_BREAK: 'graphql', NO_COLOR: '1', FORCE_COLOR: '0' },
    }).then(
      () => null,
      (error: { code?: number; stdout?: string; stderr?: string }) => error,
    );
    expect(failed?.code).toBe(1);
    const printed = `${failed?.stdout}${failed?.stderr}`;
    expect(printed).toMatch(/FAIL .*Node 22 > a GraphQL call/);
    expect(printed).toContain("expected 'viewer somebody-else' to be 'viewer octocat'");
    expect(printed).toMatch(/Tests +1 failed \| 9 passed \(10\)/);
  }, 300_000);
});
