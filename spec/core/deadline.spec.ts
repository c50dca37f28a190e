import { getEventListeners } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSession, send } from '../../src/core/index.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
    const signal = deadline(10, [source.signal]);
    expect(getEventListeners(source.signal, 'abort')).toHaveLength(1);
    await new Promise((resolve) => signal.addEventListener('abort', resolve));
    expect(getEventListeners(source.signal, 'abort')).toEqual([]);
    source.abort('late');
    expect((signal.reason as Error).name).toBe('TimeoutError');
  });

  it('takes it off too when a source aborts first', () => {
    const [first, second] = [new AbortController(), new AbortController()];
    const signal = deadline(60_000, [first.signal, second.signal]);
    first.abort('stop');
    expect(signal.reason).toBe('stop');
    expect([getEventListeners(first.signal, 'abort'), getEventListeners(second.signal, 'abort')]).toEqual([[], []]);
  });

  it('is cleared once an answer is read: a finished request leaves no timer waiting out the session timeout', async () => {
    // A renamed resource answers with a redirect first: its answer is dropped, and its deadline released with it.
    const server = createServer((req, res) => (req.url === '/moved' ? res.writeHead(301, { location: '/user' }).end() : res.writeHead(200, { 'content-type': 'application/json' }).end('{"login":"octocat"}')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    // Only the timers are stood in for: the requests go over loopback as they always do.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const session = createSession({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, token: 't', timeout: 60_000 });
      await send(session, { path: '/user' });
      const before = vi.getTimerCount();
      for (let i = 0; i < 10; i++) await send(session, { path: '/user' });
      for (let i = 0; i < 10; i++) await send(session, { path: '/moved' });
      // The runtime's own timers (a kept-alive connection's) come and go; a deadline left running per attempt would add thirty.
      expect(vi.getTimerCount()).toBeLessThan(before + 5);
    } finally {
      vi.useRealTimers();
      server.close();
    }
  });
});
