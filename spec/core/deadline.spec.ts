import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadline } from '../../src/core/transport.js';
import { attempts, buildDeadlineChild, CASES, outcome, requests, SLACK, TIMEOUT } from './deadline-runner.js';

let child: { program: string; cleanup(): void };
beforeAll(async () => void (child = await buildDeadlineChild()));
afterAll(() => child?.cleanup());

describe('the session timeout, with the garbage collector forced while a request waits', () => {
  it.concurrent.each(CASES)('%s (collected %s, retries %s) ends in a timeout', async (kind, gc, retries) => {
    const result = await outcome(child.program, process.execPath, ['--expose-gc'], kind, gc, retries);
    expect(result).toMatchObject({ outcome: 'rejected', name: 'TransportError', reason: 'timeout', requests: requests(kind, retries) });
    expect(result.elapsed).toBeLessThan(attempts(kind, retries) * TIMEOUT + SLACK);
    expect(result.elapsed).toBeGreaterThanOrEqual(attempts(kind, retries) * TIMEOUT - 50);
  }, 45_000);
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
