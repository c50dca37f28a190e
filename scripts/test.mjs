// npm test: the type check, the lint and every spec, run side by side (the specs spend much of
// their time waiting on timers and servers, time the type check and the lint fill). The specs'
// output streams as it comes; the type check's and the lint's are printed when each ends. Fails
// when any of the three fails. Arguments go to vitest (`npm test -- spec/core`).
import { spawn } from 'node:child_process';
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';

/** A tool's own entry script, run with this Node (no shell: the same on every system). */
const bin = (pkg, path) => fileURLToPath(new URL(`../node_modules/${pkg}/${path}`, import.meta.url));

function run(name, args, { quiet }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (quiet && output.trim()) process.stdout.write(`\n${output.trimEnd()}\n`);
      process.stdout.write(`${code === 0 ? '✓' : '✗'} ${name} (${seconds} s)\n`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all([
  // The native compiler (TypeScript 7) checks the 2,700 files in a tenth of 5.9's time; 5.9 still
  // emits the published declarations (`npm run build`), so both compilers hold the sources. One
  // thread: the specs fill the other cores, and its threads cost more in all than they save here.
  run('typecheck (tsc --noEmit, TypeScript 7)', [bin('typescript-native', 'bin/tsc'), '--noEmit', '--singleThreaded'], { quiet: true }),
  run('lint (eslint .)', [bin('eslint', 'bin/eslint.js'), '.'], { quiet: true }),
  run('specs (vitest run)', [bin('vitest', 'vitest.mjs'), 'run', ...process.argv.slice(2)], { quiet: false }),
]);
process.exit(results.every(Boolean) ? 0 : 1);
