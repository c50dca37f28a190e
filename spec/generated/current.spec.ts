import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/packed.js';

const run = promisify(execFile);
const tsx = (script: string) => run(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'scripts', script), '--check'], { cwd: ROOT, timeout: 120_000 });

// The generated declarations, models, index and examples are committed: each is what the pinned
// description gives today (npm run generate writes them again).
describe('the generated output', () => {
  it('is what npm run generate writes from the pinned descriptions', async () => {
    const { stdout } = await tsx('generate/main.ts');
    expect(stdout).toMatch(/generated output is current: 1173 generated operations, 289 served by the interface/);
  }, 120_000);

  it('knows what the description promises of every model (spec/openapi/model-promises.json is current)', async () => {
    await expect(tsx('model-promises.ts')).resolves.toBeDefined();
  }, 120_000);

  it('serves the generated operations their documented examples (spec/openapi/generated-examples.json is current)', async () => {
    await expect(tsx('generated-examples.ts')).resolves.toBeDefined();
  }, 120_000);
});
