import { describe, expect, it } from 'vitest';
import { send } from '../../src/core/request.js';
import type { RequestSpec, SessionOptions } from '../../src/core/types.js';
import { createSession } from '../../src/core/session.js';
import { ServerError, TransportError } from '../../src/errors/index.js';
import { watch } from '../../src/core/index.js';

/**
 * Which failures are tried again (by method and by kind of failure), and the backoff between
 * attempts, against a fetch that answers from a script.
 */

const TOKEN = 'test-token-retry-rules';
type Step = number | Error;

/** A session whose fetch answers each attempt with the next step (a status, or an error thrown); it notes when each attempt came. */
function scripted(steps: Step[], options: SessionOptions = {}) {
  const times: number[] = [];
  const methods: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    times.push(performance.now());
    methods.push(request.method);
    const step = steps[Math.min(times.length - 1, steps.length - 1)] as Step;
    if (step instanceof Error) throw step;
    return step === 204 ? new Response(null, { status: 204 }) : Response.json({ message: step < 400 ? 'ok' : 'Server Error' }, { status: step });
  };
  const session = createSession({ token: TOKEN, retry: { delay: 1 }, fetch, ...options });
  return { session, times, methods };
}

const call = (session: ReturnType<typeof scripted>['session'], spec: Partial<RequestSpec>) => send(session, { path: '/repos/o/r', as: 'none', ...spec });

describe('methods', () => {
  it.each(['GET', 'PUT', 'DELETE', 'HEAD', 'OPTIONS'])('a %s answered 502 is sent again', async (method) => {
    const { session, methods } = scripted([502, 204]);
    expect((await call(session, { method: method as never })).status).toBe(204);
    expect(methods).toEqual([method, method]);
  });

  it.each(['POST', 'PATCH'])('a %s answered 502 is sent once, unless the call opts in', async (method) => {
    const once = scripted([502, 204]);
    await expect(call(once.session, { method: method as never, body: {} })).rejects.toThrow(ServerError);
    expect(once.methods).toEqual([method]);
    const optedIn = scripted([502, 204]);
    expect((await call(optedIn.session, { method: method as never, body: {}, retry: true })).status).toBe(204);
    expect(optedIn.methods).toEqual([method, method]);
  });

  it('without a limit given, a request is sent at most three times', async () => {
    const { session, methods } = scripted([502]);
    await expect(call(session, {})).rejects.toThrow(ServerError);
    expect(methods).toHaveLength(3);
  });
});

describe('failures without an answer', () => {
  it('a failed connection (fetch’s TypeError) is tried again, and the hooks are told why', async () => {
    const reasons: string[] = [];
    const { session, times } = scripted([new TypeError('fetch failed'), 204], { stages: [watch({ beforeRetry: (r) => void reasons.push(`${r.status} ${r.reason}`) })] });
    expect((await call(session, {})).status).toBe(204);
    expect(times).toHaveLength(2);
    expect(reasons).toEqual(['0 network']);
  });

  it('a timeout of a GET is tried again, and the hooks are told why', async () => {
    const reasons: string[] = [];
    const { session, times } = scripted([new DOMException('The operation timed out.', 'TimeoutError'), 204], { stages: [watch({ beforeRetry: (r) => void reasons.push(`${r.status} ${r.reason}`) })] });
    expect((await call(session, {})).status).toBe(204);
    expect(times).toHaveLength(2);
    expect(reasons).toEqual(['0 timeout']);
  });

  it('an abort, or any other error of fetch, is not tried again', async () => {
    for (const error of [new DOMException('This operation was aborted', 'AbortError'), new Error('something else'), new RangeError('out of range')]) {
      const { session, times } = scripted([error, 204]);
      await expect(call(session, {})).rejects.toThrow(TransportError);
      expect(times).toHaveLength(1);
    }
  });
});

describe('backoff', () => {
  it('each wait is at least half of delay × 2^(retry − 1), and the first about delay at most', async () => {
    const { session, times } = scripted([502, 502, 204], { retry: { delay: 100, limit: 2 } });
    expect((await call(session, {})).status).toBe(204);
    expect(times).toHaveLength(3);
    const [first, second, third] = times as [number, number, number];
    // Jittered between half and all of 100 ms, then of 200 ms (a timer never fires early by more than a millisecond).
    expect(second - first).toBeGreaterThanOrEqual(49);
    expect(third - second).toBeGreaterThanOrEqual(99);
  });
});
