import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { name: string; exports: Record<string, { import: string; types: string }> };

// What a user installs: the built ESM files and declarations behind the package's exports map.
describe('the built package', () => {
  let consumer = '';

  beforeAll(async () => {
    await run(process.execPath, [join(root, 'node_modules/rollup/dist/bin/rollup'), '-c', '--silent'], { cwd: root, timeout: 120_000 });
    // A program elsewhere with the package installed: node_modules/hubops is this repository.
    consumer = mkdtempSync(join(tmpdir(), 'hubops-consumer-'));
    mkdirSync(join(consumer, 'node_modules'));
    symlinkSync(root, join(consumer, 'node_modules', pkg.name), 'dir');
  }, 150_000);

  afterAll(() => {
    if (consumer) rmSync(consumer, { recursive: true, force: true });
  });

  it.each(Object.entries(pkg.exports))('%s loads and exports functions', async (subpath, target) => {
    const module = (await import(join(root, target.import))) as Record<string, unknown>;
    expect(Object.values(module).some((value) => typeof value === 'function'), subpath).toBe(true);
  });

  it('type-checks a program that uses it by its package name, through the exports map and the shipped declarations', async () => {
    const program = join(consumer, 'use.ts');
    writeFileSync(
      program,
      [
        `import { createClient, type Repository } from '${pkg.name}';`,
        `import { listRepositoryIssues } from '${pkg.name}/issues';`,
        "const gh = createClient({ token: 'x' });",
        'export async function use(): Promise<string | null> {',
        "  const repo: Repository = await gh.repository('o', 'r');",
        "  for await (const issue of listRepositoryIssues(gh.session, 'o/r', { state: 'open' })) void issue.title;",
        "  const closed: boolean = await gh.Issue.close({ owner: 'o', repo: 'r', number: 1 });",
        '  return closed ? repo.full_name : null;',
        '}',
      ].join('\n'),
    );
    writeFileSync(
      join(consumer, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { strict: true, noEmit: true, module: 'ESNext', moduleResolution: 'Bundler', target: 'ES2022', lib: ['ES2022', 'DOM'], types: [], preserveSymlinks: true }, files: ['use.ts'] }),
    );
    const tsc = join(root, 'node_modules/typescript/bin/tsc');
    await expect(run(process.execPath, [tsc, '-p', consumer], { timeout: 60_000 })).resolves.toBeDefined();
  }, 90_000);
});
