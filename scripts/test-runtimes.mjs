// npm run test:runtimes: the packed package under every runtime the README names. The runtimes
// (Node 22, 24 and 26, Deno, Bun, workerd with miniflare) come from the registry through
// runtimes/package.json and its lockfile, installed here when missing or out of date, apart from
// the project's own dependencies (they weigh close to a gigabyte). Chromium is Debian's.
// Arguments go to vitest.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const toolchain = fileURLToPath(new URL('../runtimes/', import.meta.url));
// What was installed is stamped with the lockfile it came from.
const lockfile = readFileSync(`${toolchain}package-lock.json`);
const stamp = `${toolchain}node_modules/.installed-from`;
const digest = createHash('sha256').update(lockfile).digest('hex');
if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== digest) {
  process.stdout.write('installing the runtimes (runtimes/package-lock.json)\n');
  const npm = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: toolchain, stdio: 'inherit' });
  if (npm.status !== 0) process.exit(npm.status ?? 1);
  writeFileSync(stamp, digest);
}
const vitest = spawnSync(process.execPath, [`${root}node_modules/vitest/vitest.mjs`, 'run', '--config', 'vitest.runtimes.config.ts', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(vitest.status ?? 1);
