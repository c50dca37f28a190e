import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const run = promisify(execFile);

export interface PackageJson {
  name: string;
  dependencies: Record<string, string>;
  exports: Record<string, { types: string; default: string } | string>;
  [key: string]: unknown;
}
export const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as PackageJson;

/** The subpaths of the exports map that are modules (`.`, `./repos`, …), with their files. */
export function moduleExports(): [subpath: string, target: { types: string; default: string }][] {
  return Object.entries(pkg.exports).flatMap(([subpath, target]) => (typeof target === 'string' ? [] : [[subpath, target] as [string, { types: string; default: string }]]));
}

/** `hubops`, `hubops/repos`, … for a subpath of the exports map. */
export const specifier = (subpath: string) => (subpath === '.' ? pkg.name : `${pkg.name}/${subpath.slice(2)}`);

export interface Packed {
  /** The tarball `npm pack` made. */
  tarball: string;
  /** What `npm pack` reports: its files and sizes. */
  report: { size: number; unpackedSize: number; files: { path: string; size: number }[] };
  /** A project elsewhere with the tarball installed as node_modules/hubops (its dependencies linked from here). */
  consumer: string;
  /** node_modules/hubops inside it. */
  installed: string;
  cleanup(): void;
}

/** Builds, packs, and installs the tarball into a new consumer project, offline. */
export async function packAndInstall(): Promise<Packed> {
  // npm run build: the modules (rollup), their declarations (tsc), the declaration of each entry,
  // and the declarations bundled by entry.
  rmSync(join(ROOT, 'dist'), { recursive: true, force: true });
  await run(process.execPath, [join(ROOT, 'node_modules/rollup/dist/bin/rollup'), '-c', '--silent'], { cwd: ROOT, timeout: 240_000 });
  await run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', join(ROOT, 'tsconfig.build.json')], { cwd: ROOT, timeout: 240_000 });
  await run(process.execPath, [join(ROOT, 'scripts/type-entries.mjs')], { cwd: ROOT, timeout: 60_000 });
  await run(process.execPath, [join(ROOT, 'scripts/bundle-declarations.mjs')], { cwd: ROOT, timeout: 120_000 });
  const work = mkdtempSync(join(tmpdir(), 'hubops-pack-'));
  const { stdout } = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], { cwd: ROOT, timeout: 60_000 });
  const report = (JSON.parse(stdout) as (Packed['report'] & { filename: string })[])[0]!;
  const tarball = join(work, report.filename);
  const consumer = join(work, 'consumer');
  const installed = join(consumer, 'node_modules', pkg.name);
  mkdirSync(installed, { recursive: true });
  await run('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1'], { timeout: 60_000 });
  // The package's dependencies as npm would install them, its optional peers as a user of them
  // would (the README's Redis snippet); Node's types (for the testing kit), nock (the testing kit's examples) and expect-type (the type-level tests).
  for (const dep of [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies ?? {}), '@types/node', 'nock', 'expect-type']) {
    mkdirSync(dirname(join(consumer, 'node_modules', dep)), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules', dep), join(consumer, 'node_modules', dep), 'dir');
  }
  writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  cpSync(join(ROOT, 'examples'), join(consumer, 'examples'), { recursive: true });
  return { tarball, report, consumer, installed, cleanup: () => rmSync(work, { recursive: true, force: true }) };
}

/** Every file below `dir`, relative to it. */
export function filesBelow(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesBelow(join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`]));
}

/** Runs a program in the consumer project, as its user would. */
export async function node(consumer: string, args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, args, { cwd: consumer, timeout: 60_000 });
  return stdout;
}

/** `node --import tsx …`: runs a TypeScript file of the consumer project. */
export const tsx = (consumer: string, file: string) => node(consumer, ['--import', join(ROOT, 'node_modules/tsx/dist/loader.mjs'), file]);
