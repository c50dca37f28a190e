import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadline } from '../../src/core/deadline.js';
import { ROOT } from '../support/packed.js';

const run = promisify(execFile);

/*
 * The session's timeout must outlive the garbage collector: a signal held only weakly (as
 * AbortSignal.timeout and AbortSignal.any are) is collected while the request waits, and the
 * request then hangs until the runtime's own limit. Each case runs in a process of its own, whose
 * server never answers, with the collector forced once or every 50 ms while it waits.
 */
const TIMEOUT = 700;
// Backoff of the retried attempts (100 ms), the process's start, and a loaded machine.
const SLACK = 2_500;

let dir: string;
let program: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hubops-deadline-'));
  program = join(dir, 'child.mjs');
  await build({ entryPoints: [join(ROOT, 'spec/core/deadline-child.ts')], bundle: true, format: 'esm', platform: 'node', target: 'es2022', outfile: program, logLevel: 'silent' });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Outcome {
  outcome: 'resolved' | 'rejected' | 'pending';
  name?: string;
  reason?: string;
  elapsed: number;
  requests: number;
}

async function outcome(command: string, args: string[], kind: string, gc: string, retries: string): Promise<Outcome> {
  const { stdout } = await run(command, [...args, program, kind, gc, retries, String(TIMEOUT)], { timeout: 40_000, env: { ...process.env, NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1' } });
  return JSON.parse(stdout) as Outcome;
}

// How many requests each case makes before the one that never answers is given up: a listing's
// first page answers; a POST is not retried after a timeout (it may have done its work).
const attempts = (kind: string, retries: string) => (retries === 'on' && kind !== 'post' ? 2 : 1);
const requests = (kind: string, retries: string) => attempts(kind, retries) + (kind === 'page' ? 1 : 0);

const CASES = ['get', 'post', 'page', 'send'].flatMap((kind) => [
  [kind, 'once', 'off'],
  [kind, 'once', 'on'],
  [kind, 'repeatedly', 'on'],
]);

describe('the session timeout, with the garbage collector forced while a request waits', () => {
  it.concurrent.each(CASES)('%s (collected %s, retries %s) ends in a timeout', async (kind, gc, retries) => {
    const result = await outcome(process.execPath, ['--expose-gc'], kind, gc, retries);
    expect(result).toMatchObject({ outcome: 'rejected', name: 'TransportError', reason: 'timeout', requests: requests(kind, retries) });
    expect(result.elapsed).toBeLessThan(attempts(kind, retries) * TIMEOUT + SLACK);
    expect(result.elapsed).toBeGreaterThanOrEqual(attempts(kind, retries) * TIMEOUT - 50);
  }, 45_000);

  describe.each([
    ['Deno', join(ROOT, 'node_modules/.bin/deno'), ['run', '--allow-net', '--allow-env', '--allow-read', '--v8-flags=--expose-gc']],
    ['Bun', join(ROOT, 'node_modules/.bin/bun'), ['run']],
  ] as const)('under %s', (_, binary, args) => {
    it.concurrent.each([
      ['get', 'repeatedly', 'on'],
      ['page', 'once', 'off'],
    ])('%s (collected %s, retries %s) ends in a timeout', async (kind, gc, retries) => {
      const result = await outcome(binary, [...args], kind, gc, retries);
      expect(result).toMatchObject({ outcome: 'rejected', name: 'TransportError', reason: 'timeout', requests: requests(kind, retries) });
      expect(result.elapsed).toBeLessThan(attempts(kind, retries) * TIMEOUT + SLACK);
    }, 45_000);
  });
});

describe('deadline', () => {
  it('aborts with a TimeoutError after its time', async () => {
    const signal = deadline(20, []);
    await new Promise((resolve) => signal.addEventListener('abort', resolve));
    expect((signal.reason as Error).name).toBe('TimeoutError');
  });

  it('follows a source that aborts first, with its reason, and one already aborted at once', () => {
    const source = new AbortController();
    const signal = deadline(60_000, [source.signal]);
    expect(signal.aborted).toBe(false);
    source.abort('stop');
    expect(signal.reason).toBe('stop');
    expect(deadline(60_000, [AbortSignal.abort('done')]).reason).toBe('done');
  });

  it('takes its listener off a source that outlives it', async () => {
    const source = new AbortController();
    const listeners: unknown[] = [];
    const add = source.signal.addEventListener.bind(source.signal);
    source.signal.addEventListener = ((type: string, listener: () => void, options: AddEventListenerOptions) => {
      listeners.push(options.signal);
      add(type, listener, options);
    }) as typeof source.signal.addEventListener;
    const signal = deadline(10, [source.signal]);
    await new Promise((resolve) => signal.addEventListener('abort', resolve));
    // The listener was added with the deadline's own signal, which removes it when it aborts.
    expect(listeners).toEqual([signal]);
    source.abort('late');
    expect((signal.reason as Error).name).toBe('TimeoutError');
  });
});
