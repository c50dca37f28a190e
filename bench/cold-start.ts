/**
 * Cold start: wall time and peak memory of a fresh `node` process that imports from the package as
 * `npm pack` makes it and makes a session (or a client), above a process that imports nothing.
 * Each side runs `runs` times, interleaved so that a busy moment of the machine falls on every side.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

export type StartSide = 'empty' | 'oneOperation' | 'oneOperationRoot' | 'client' | 'octokitRest';

const PROGRAMS: Record<StartSide, string> = {
  empty: ``,
  // One operation as the README imports it: the core and one area module.
  oneOperation: `import { createSession } from 'hubops/core'; import { getRepository } from 'hubops/repos'; globalThis.kept = [getRepository, createSession({ token: 't' })];`,
  // The same with the session taken from the root, which re-exports every area.
  oneOperationRoot: `import { createSession } from 'hubops'; import { getRepository } from 'hubops/repos'; globalThis.kept = [getRepository, createSession({ token: 't' })];`,
  client: `import { createClient } from 'hubops/client'; globalThis.kept = createClient({ token: 't' });`,
  octokitRest: `import { Octokit } from '@octokit/rest'; globalThis.kept = new Octokit({ auth: 't' });`,
};

export interface StartTimes {
  /** Milliseconds of wall time per run. */
  readonly ms: Record<StartSide, number[]>;
  /** Peak resident memory per run, in bytes. */
  readonly peak: Record<StartSide, number[]>;
}

/** Runs each side's program `runs` times in `consumer` (a project where the packed hubops and the references are installed). */
export function measureColdStart(consumer: string, runs: number): StartTimes {
  const sides = Object.keys(PROGRAMS) as StartSide[];
  const ms = Object.fromEntries(sides.map((s) => [s, [] as number[]])) as Record<StartSide, number[]>;
  const peak = Object.fromEntries(sides.map((s) => [s, [] as number[]])) as Record<StartSide, number[]>;
  for (const side of sides) {
    // The peak is read as the program ends (maxRSS is in KiB).
    // The peak of this process's own memory: Linux's VmHWM (maxRSS would carry the parent's peak
    // over the fork); written synchronously, as a pipe's asynchronous write may be lost at exit.
    const peak = `(() => { try { const m = /VmHWM:\\s+(\\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8')); if (m) return Number(m[1]) * 1024; } catch {} return process.resourceUsage().maxRSS * 1024; })()`;
    writeFileSync(join(consumer, `cold-${side}.mjs`), `import { readFileSync, writeSync } from 'node:fs';\n${PROGRAMS[side]}\nprocess.on('exit', () => writeSync(1, String(${peak})));\n`);
  }
  for (let round = 0; round < runs + 1; round++) {
    for (const side of sides) {
      const started = performance.now();
      const result = spawnSync(process.execPath, [`cold-${side}.mjs`], { cwd: consumer, encoding: 'utf8' });
      const elapsed = performance.now() - started;
      if (result.status !== 0) throw new Error(`cold start of ${side} failed: ${result.stderr}`);
      // The first round warms the file cache; it is not counted.
      if (round === 0) continue;
      ms[side].push(elapsed);
      const bytes = Number(result.stdout);
      if (!Number.isFinite(bytes) || bytes <= 0) throw new Error(`cold start of ${side} reported no peak memory: ${JSON.stringify(result.stdout)}`);
      peak[side].push(bytes);
    }
  }
  return { ms, peak };
}
