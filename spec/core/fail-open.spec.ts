import { afterEach, describe, expect, it } from 'vitest';
import type { CacheEntry, Store } from '../../src/core/types.js';
import { MemoryStore } from '../../src/core/memory-store.js';
import { failOpenStore, STORE_RETRY_AFTER, STORE_TIMEOUT } from '../../src/core/fail-open.js';
import { send } from '../../src/core/request.js';
import { createSession } from '../../src/core/session.js';
import { sharedStore } from '../../src/core/store-stages.js';
import { closeLoopbacks, json, loopback } from '../hardening/loopback.js';
import { logging } from '../../src/core/index.js';

afterEach(closeLoopbacks);

/** A store whose every call does what `behave` says: throw, hang, or answer a value no store answers. */
function hostile(behave: 'throw' | 'hang' | 'garbage'): Store & { calls: number } {
  const store = {
    calls: 0,
    act(value: unknown): Promise<never> | unknown {
      store.calls++;
      if (behave === 'throw') return Promise.reject(new Error('ECONNREFUSED /tmp/redis.sock'));
      if (behave === 'hang') return new Promise(() => undefined);
      return value;
    },
    get: () => store.act({ etag: 7, data: 'not an entry' }) as CacheEntry,
    set: () => store.act('OK'),
    reserve: () => store.act('soon') as number,
    update: () => store.act(undefined) as void,
  };
  return store;
}

const answering = () => loopback((_, res) => json(res, 200, { id: 1 }, { etag: '"e"', 'x-ratelimit-limit': '5000', 'x-ratelimit-remaining': '4999', 'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000) + 600) }));

describe('a shared store that fails: the session goes on with its own', () => {
  it.each(['throw', 'garbage'] as const)('a store that %s: every call is answered, the outage is counted and logged once', async (behave) => {
    const server = await answering();
    const store = hostile(behave);
    const warnings: string[] = [];
    const session = createSession({ baseUrl: server.url, token: 'fail-open-token', store: failOpenStore(store), stages: [logging({ warn: (line) => void warnings.push(line) })] });
    for (let i = 0; i < 3; i++) expect((await send(session, { path: '/repos/o/r' })).data).toEqual({ id: 1 });
    expect(server.requests).toHaveLength(3);
    expect(session.state.storeOutages).toBe(1);
    expect(warnings.filter((w) => w.includes('the shared store failed'))).toHaveLength(1);
    expect(warnings.join(' ')).not.toContain('fail-open-token');
    // The session's own cache took over: the second request revalidated what the first read.
    expect(server.requests[1]?.headers['if-none-match']).toBe('"e"');
  });

  it('a store that hangs costs one timeout, then is left alone for a while: calls go on at once', async () => {
    const server = await answering();
    const store = hostile('hang');
    const session = createSession({ baseUrl: server.url, token: 'fail-open-token', store: failOpenStore(store) });
    const start = Date.now();
    await send(session, { path: '/repos/o/r' });
    const first = Date.now() - start;
    expect(first).toBeGreaterThanOrEqual(STORE_TIMEOUT - 20);
    const callsAfterFirst = store.calls;
    const again = Date.now();
    await send(session, { path: '/repos/o/r' });
    expect(Date.now() - again).toBeLessThan(STORE_TIMEOUT);
    expect(store.calls).toBe(callsAfterFirst);
    expect(session.state.storeOutages).toBe(1);
  });

  // Waits out the store's retry pause twice, about 4 s: the limit is seven times that.
  it('rejoins the shared store when it answers again, and says so', async () => {
    const server = await answering();
    const shared = new MemoryStore();
    let failing = true;
    let served = 0;
    const through = <T>(call: () => T): T | Promise<never> => (failing ? Promise.reject(new Error('down')) : (served++, call()));
    const flaky: Store = {
      get: (key) => through(() => shared.get(key)),
      set: (key, entry) => through(() => shared.set(key, entry)),
      reserve: (key, now) => through(() => shared.reserve(key, now)),
      update: (key, reading, pause, release) => through(() => shared.update(key, reading, pause, release)),
    };
    const warnings: string[] = [];
    const session = createSession({ baseUrl: server.url, store: failOpenStore(flaky), stages: [logging({ warn: (line) => void warnings.push(line) })] });
    await send(session, { path: '/repos/o/r' });
    failing = false;
    // Left alone until the next mark of its period after one whole period: at most two.
    await new Promise((resolve) => setTimeout(resolve, 2 * STORE_RETRY_AFTER + 50));
    await send(session, { path: '/repos/o/s' });
    // The request after the outage reserved, read, kept and released through the shared store.
    expect(served).toBeGreaterThanOrEqual(3);
    expect(warnings.some((w) => w.includes('answers again'))).toBe(true);
    expect(session.state.storeOutages).toBe(1);
  }, 30_000);

  it('a store of one\'s own brings no stages until wrapped: sharedStore uses it as it is, failOpenStore as a store in another process needs', async () => {
    const server = await answering();
    expect(() => createSession({ baseUrl: server.url, store: hostile('throw') })).toThrow('store: must bring its stages: a MemoryStore, redisStore(client), or a store of your own as sharedStore(store)');
    await expect(send(createSession({ baseUrl: server.url, store: sharedStore(hostile('throw')) }), { path: '/repos/o/r' })).rejects.toThrow('ECONNREFUSED');
    expect(() => failOpenStore({ get: () => undefined } as never)).toThrow(expect.objectContaining({ parameter: 'store' }));
    const wrapped = failOpenStore(hostile('throw'));
    expect(typeof wrapped.forSession).toBe('function');
    expect((await send(createSession({ baseUrl: server.url, store: wrapped }), { path: '/repos/o/r' })).data).toEqual({ id: 1 });
  });

  it('an in-process MemoryStore is used as it is (it cannot go away): its stages, over the store itself', async () => {
    const server = await answering();
    const store = new MemoryStore();
    const session = createSession({ baseUrl: server.url, store });
    expect(session.stages.map((stage) => stage.name)).toEqual(['cache', 'store', 'pacing']);
    expect(session.state.cache).toBe(store);
    await send(session, { path: '/repos/o/r' });
    expect(store.size).toBe(1);
  });
});
