import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempts, buildDeadlineChild, outcome, requests, SLACK, TIMEOUT } from '../core/deadline-runner.js';
import { BUN, TOOLCHAIN } from './matrix.js';

// The timeout that survives the garbage collector, under the runtimes other than this Node
// (spec/core/deadline.spec.ts runs every case under this one).
let child: { program: string; cleanup(): void };
beforeAll(async () => void (child = await buildDeadlineChild()), 60_000);
afterAll(() => child?.cleanup());

describe.each([
  ['Node 22', join(TOOLCHAIN, 'node22/bin/node'), ['--expose-gc']],
  ['Node 24', join(TOOLCHAIN, 'node24/bin/node'), ['--expose-gc']],
  ['Node 26', join(TOOLCHAIN, 'node26/bin/node'), ['--expose-gc']],
  ['Deno', join(TOOLCHAIN, '.bin/deno'), ['run', '--allow-net', '--allow-env', '--allow-read', '--v8-flags=--expose-gc']],
  ['Bun', BUN, ['run']],
] as const)('the session timeout under %s, with the garbage collector forced while a request waits', (_, binary, args) => {
  it.concurrent.each([
    ['get', 'repeatedly', 'on'],
    ['page', 'once', 'off'],
  ])('%s (collected %s, retries %s) ends in a timeout', async (kind, gc, retries) => {
    const result = await outcome(child.program, binary, args, kind, gc, retries);
    expect(result).toMatchObject({ outcome: 'rejected', name: 'TransportError', reason: 'timeout', requests: requests(kind, retries) });
    expect(result.elapsed).toBeLessThan(attempts(kind, retries) * TIMEOUT + SLACK);
  }, 45_000);
});
