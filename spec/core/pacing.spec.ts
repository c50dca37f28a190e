import { afterEach, describe, expect, it } from 'vitest';
import { paceIn } from '../../src/core/cache.js';
import { MemoryStore } from '../../src/core/memory-store.js';
import { send } from '../../src/core/request.js';
import { createSession } from '../../src/core/session.js';
import { ValidationError } from '../../src/errors/index.js';
import { closeLoopbacks, json, loopback, thrown } from '../hardening/loopback.js';
import { pacing } from '../../src/core/pacing.js';

afterEach(closeLoopbacks);

describe('the pacing rule', () => {
  it('lets a stream go while it is due (less the burst), and makes the next one due after its cost', () => {
    expect(paceIn(0, 1000, 1, 100, 0)).toEqual({ wait: 0, due: 1100 });
    expect(paceIn(1100, 1000, 1, 100, 0)).toEqual({ wait: 100, due: 1200 });
    expect(paceIn(1100, 1000, 5, 100, 300)).toEqual({ wait: 0, due: 1600 });
    expect(paceIn(1600, 1000, 1, 100, 300)).toEqual({ wait: 300, due: 1700 });
  });
});

describe('a session that paces', () => {
  const answering = () => {
    const times: { method: string; at: number }[] = [];
    return { times, server: loopback((request, response) => (times.push({ method: request.method, at: Date.now() }), json(response, 200, {}))) };
  };

  it('spaces writes of two sessions sharing a store, reads between them not held by the spacing', async () => {
    const { times, server: started } = answering();
    const server = await started;
    const store = new MemoryStore();
    const [a, b] = [0, 1].map(() => createSession({ baseUrl: server.url, token: 'pacing-token', store, pacing: { writeSpacing: 1000 } }));
    await Promise.all([send(a as never, { method: 'POST', path: '/x', body: {} }), send(b as never, { method: 'PATCH', path: '/x', body: {} }), send(a as never, { path: '/x' })]);
    const writes = times.filter((t) => t.method !== 'GET').map((t) => t.at);
    expect(writes).toHaveLength(2);
    expect(Math.abs((writes[1] as number) - (writes[0] as number))).toBeGreaterThanOrEqual(900);
    // The read is not queued behind the spacing: it arrives before the later write, whatever the load.
    const read = times.find((t) => t.method === 'GET')?.at ?? Infinity;
    expect(read).toBeLessThan(Math.max(writes[0] as number, writes[1] as number));
  });

  it('spreads requests by their points: at 6,000 a minute and no burst, ten reads take about ninety ms', async () => {
    const { times, server: started } = answering();
    const server = await started;
    const session = createSession({ baseUrl: server.url, pacing: pacing({ pointsPerMinute: 6000, burst: 0 }) });
    for (let i = 0; i < 10; i++) await send(session, { path: '/x' });
    expect((times[9]?.at ?? 0) - (times[0]?.at ?? 0)).toBeGreaterThanOrEqual(70);
  });

  it('paces a retry as any request: after a secondary limit’s Retry-After, and after an answer the session retries', async () => {
    let answered = 0;
    const server = await loopback((_request, response) => {
      answered++;
      if (answered === 1) return json(response, 403, { message: 'You have exceeded a secondary rate limit.' }, { 'retry-after': '0' });
      if (answered === 2) return json(response, 502, { message: 'Server Error' });
      return json(response, 200, {});
    });
    const store = new MemoryStore();
    const paced: number[] = [];
    const pace = store.pace.bind(store);
    store.pace = (key, now, cost, interval, burst) => (paced.push(cost), pace(key, now, cost, interval, burst));
    const session = createSession({ baseUrl: server.url, token: 'pacing-token', store, retry: { limit: 3, delay: 1 } });
    await send(session, { path: '/x' });
    expect(answered).toBe(3);
    expect(paced).toEqual([1, 1, 1]);
    expect(session.state.retries).toBe(2);
  });

  it('sends one write of a credential at a time, and no more requests at once than its concurrency', async () => {
    let now = 0;
    let most = 0;
    const seen: string[] = [];
    const server = await loopback((request, response) => {
      now++;
      most = Math.max(most, now);
      seen.push(`${request.method} in`);
      setTimeout(() => {
        now--;
        seen.push(`${request.method} out`);
        json(response, 200, {});
      }, 40);
    });
    const session = createSession({ baseUrl: server.url, token: 'pacing-token', pacing: pacing({ writeSpacing: 0, burst: 100, concurrency: 3 }) });
    await Promise.all([send(session, { method: 'POST', path: '/x', body: {} }), send(session, { method: 'POST', path: '/x', body: {} })]);
    expect(seen).toEqual(['POST in', 'POST out', 'POST in', 'POST out']);
    // A read goes while a write waits for the one in flight.
    seen.length = 0;
    await Promise.all([send(session, { method: 'PATCH', path: '/x', body: {} }), send(session, { method: 'PATCH', path: '/x', body: {} }), send(session, { path: '/x' })]);
    expect(seen.slice(0, 2).sort()).toEqual(['GET in', 'PATCH in']);
    most = 0;
    await Promise.all(Array.from({ length: 8 }, () => send(session, { path: '/x' })));
    expect(most).toBe(3);
    // Another credential has places of its own.
    const other = createSession({ baseUrl: server.url, token: 'pacing-token-2', pacing: pacing({ burst: 100, concurrency: 1 }) });
    most = 0;
    await Promise.all([send(other, { path: '/x' }), send(session, { path: '/x' }), send(session, { path: '/x' })]);
    expect(most).toBe(3);
  });

  it('gives up its turn when the caller aborts while waiting, and the others go on', async () => {
    const server = await loopback((_request, response) => void setTimeout(() => json(response, 200, {}), 30));
    const session = createSession({ baseUrl: server.url, token: 'pacing-token', pacing: pacing({ burst: 100, concurrency: 1 }) });
    const controller = new AbortController();
    const first = send(session, { path: '/x' });
    const waiting = send(session, { path: '/x', signal: controller.signal });
    const third = send(session, { path: '/x' });
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'TransportError', reason: 'abort' });
    await expect(Promise.all([first, third])).resolves.toHaveLength(2);
  });

  it('is on when a store is given, off otherwise or when turned off; pacing() paces a session of its own; refuses a bad setting', () => {
    expect(createSession({ store: new MemoryStore() }).pacing).toMatchObject({ writeSpacing: 1000 });
    expect(createSession().pacing).toBeNull();
    expect(createSession({ store: new MemoryStore(), pacing: false }).pacing).toBeNull();
    expect(createSession({ store: new MemoryStore(), pacing: { pointsPerMinute: 600 } }).pacing).toMatchObject({ interval: 100, burst: 400 });
    expect(createSession({ pacing: pacing({ pointsPerMinute: 600 }) }).pacing).toMatchObject({ interval: 100, burst: 400 });
    expect(createSession({ pacing: pacing({ pointsPerMinute: 600 }) }).stages.map((stage) => stage.name)).toEqual(['pacing']);
    // Options without a store name no code that applies them: the session says what to pass.
    expect(thrown(() => createSession({ pacing: { pointsPerMinute: 600 } }), ValidationError).message).toBe('pacing: paces through a store: pass store, or pacing: pacing(options) for a session of its own');
    expect(() => pacing({ pointsPerMinute: 0 })).toThrow(ValidationError);
    expect(() => createSession({ store: new MemoryStore(), pacing: { pointsPerMinute: 0 } })).toThrow(ValidationError);
    expect(() => createSession({ pacing: 'fast' as never })).toThrow(ValidationError);
    expect(() => pacing({ concurrency: 0 })).toThrow(ValidationError);
    expect(() => createSession({ store: new MemoryStore(), pacing: { concurrency: 1.5 } })).toThrow(ValidationError);
    expect(createSession({ store: new MemoryStore() }).pacing).toMatchObject({ concurrency: 100, burst: 4 * (60_000 / 900) });
  });
});
