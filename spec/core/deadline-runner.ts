/*
 * The session's timeout must outlive the garbage collector: a signal held only weakly (as
 * AbortSignal.timeout and AbortSignal.any are) is collected while the request waits, and the
 * request then hangs until the runtime's own limit. Each case runs in a process of its own
 * (deadline-child.ts, bundled), whose server never answers, with the collector forced once or
 * every 50 ms while it waits. spec/core/deadline.spec.ts runs it under this Node; the runtime
 * matrix under the other runtimes.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { ROOT } from '../support/packed.js';

const run = promisify(execFile);

export const TIMEOUT = 700;
// Backoff of the retried attempts (100 ms), the process's start, and a loaded machine.
export const SLACK = 2_500;

/** The child program, bundled for Node (Deno and Bun run the same file). */
export async function buildDeadlineChild(): Promise<{ program: string; cleanup(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'hubops-deadline-'));
  const program = join(dir, 'child.mjs');
  await build({ entryPoints: [join(ROOT, 'spec/core/deadline-child.ts')], bundle: true, format: 'esm', platform: 'node', target: 'es2022', outfile: program, logLevel: 'silent' });
  return { program, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface Outcome {
  outcome: 'resolved' | 'rejected' | 'pending';
  name?: string;
  reason?: string;
  elapsed: number;
  requests: number;
}

export async function outcome(program: string, command: string, args: readonly string[], kind: string, gc: string, retries: string): Promise<Outcome> {
  const { stdout } = await run(command, [...args, program, kind, gc, retries, String(TIMEOUT)], { timeout: 40_000, env: { ...process.env, NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1' } });
  return JSON.parse(stdout) as Outcome;
}

// How many requests each case makes before the one that never answers is given up: a listing's
// first page answers; a POST is not retried after a timeout (it may have done its work).
export const attempts = (kind: string, retries: string) => (retries === 'on' && kind !== 'post' ? 2 : 1);
export const requests = (kind: string, retries: string) => attempts(kind, retries) + (kind === 'page' ? 1 : 0);

export const CASES = ['get', 'post', 'page', 'send'].flatMap((kind) => [
  [kind, 'once', 'off'],
  [kind, 'once', 'on'],
  [kind, 'repeatedly', 'on'],
]);
