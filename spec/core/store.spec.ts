import { describe, expect, it } from 'vitest';
import type { CacheEntry } from '../../src/core/types.js';
import { MemoryStore } from '../../src/core/memory-store.js';
import { send } from '../../src/core/request.js';
import { createSession } from '../../src/core/session.js';
import { closeLoopbacks, json, loopback, TOKEN } from '../hardening/loopback.js';

/** The in-memory store: least recently used out first, bounded by entries and by bytes. */

const entry = (size: number): CacheEntry => ({ etag: '"e"', lastModified: null, link: null, data: {}, size });

describe('MemoryStore', () => {
  it('is bounded by bytes: 500 pages of 0.5 MB do not all stay', () => {
    const store = new MemoryStore({ maxBytes: 8 * 1024 * 1024 });
    for (let i = 0; i < 500; i++) store.set(`k${i}`, entry(512 * 1024));
    expect(store.bytes).toBeLessThanOrEqual(8 * 1024 * 1024);
    expect(store.size).toBe(16);
    expect(store.get('k499')).toBeDefined();
    expect(store.get('k0')).toBeUndefined();
  });

  it('drops the least recently used first (a read counts as a use), and is bounded by entries', () => {
    const store = new MemoryStore({ maxEntries: 2, maxBytes: 100 });
    store.set('a', entry(10)).set('b', entry(10));
    store.get('a');
    store.set('c', entry(10));
    expect([store.get('a'), store.get('b'), store.get('c')].map(Boolean)).toEqual([true, false, true]);
    store.set('big', entry(90));
    expect(store.bytes).toBeLessThanOrEqual(100);
    store.set('too-big', entry(101));
    expect(store.get('too-big')).toBeUndefined();
  });

  it('replacing an entry counts its bytes once; the older numeric form is maxEntries', () => {
    const store = new MemoryStore({ maxBytes: 1000 });
    store.set('a', entry(300)).set('a', entry(200));
    expect(store.bytes).toBe(200);
    expect(new MemoryStore(3).maxEntries).toBe(3);
  });

  it('keeps what a session reads with the size of its JSON text', async () => {
    const body = { id: 1, name: 'x'.repeat(1000) };
    const server = await loopback((_, res) => json(res, 200, body, { etag: '"v1"' }));
    const store = new MemoryStore();
    await send(createSession({ baseUrl: server.url, token: TOKEN, store }), { path: '/repos/o/r' });
    expect(store.size).toBe(1);
    expect(store.bytes).toBe(JSON.stringify(body).length);
    closeLoopbacks();
  });
});
