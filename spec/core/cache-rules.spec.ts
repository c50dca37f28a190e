import { describe, expect, it } from 'vitest';
import { PENDING_TTL, reserveIn, updateIn } from '../../src/core/cache.js';
import type { Budget, CacheEntry } from '../../src/core/types.js';
import { MemoryCache, MemoryStore } from '../../src/core/memory-store.js';
import type { RateLimit } from '../../src/core/rate-limit.js';

/**
 * The budget rules every store applies (a claim per request, released by its answer; a pause
 * holding everyone off) and the in-memory store's bounds, at their edges.
 */

const NOW = 1_700_000_000_000;
const budget = (over: Partial<Budget> = {}): Budget => ({ remaining: 10, resetAt: NOW + 60_000, pending: 0, pauseUntil: 0, ...over });
const reading = (remaining: number, resetAt: number): RateLimit => ({ resource: 'core', limit: 5000, remaining, used: 5000 - remaining, resetAt: new Date(resetAt) });
const entry = (size?: number): CacheEntry => ({ etag: '"e"', lastModified: null, link: null, data: {}, ...(size === undefined ? {} : { size }) });

describe('reserveIn', () => {
  it('a pause holds off until its moment, and not at it', () => {
    expect(reserveIn(budget({ pauseUntil: NOW + 1 }), NOW)).toEqual({ until: NOW + 1, reason: 'secondary' });
    const at = budget({ pauseUntil: NOW });
    expect(reserveIn(at, NOW)).toBe(0);
    expect(at.pending).toBe(1);
  });

  it('a spent window holds off until its reset: remaining minus the claims in flight', () => {
    expect(reserveIn(budget({ remaining: 1, pending: 1 }), NOW)).toEqual({ until: NOW + 60_000, reason: 'spent' });
    expect(reserveIn(budget({ remaining: 0 }), NOW)).toEqual({ until: NOW + 60_000, reason: 'spent' });
    const last = budget({ remaining: 2, pending: 1 });
    expect(reserveIn(last, NOW)).toBe(0);
    expect(last.pending).toBe(2);
  });

  it('a pause and a spent window together: the later of the two, with its reason', () => {
    expect(reserveIn(budget({ remaining: 0, pauseUntil: NOW + 90_000 }), NOW)).toEqual({ until: NOW + 90_000, reason: 'secondary' });
    expect(reserveIn(budget({ remaining: 0, pauseUntil: NOW + 30_000 }), NOW)).toEqual({ until: NOW + 60_000, reason: 'spent' });
    // A pause with requests left is a pause, whatever the window says.
    expect(reserveIn(budget({ remaining: 4999, pauseUntil: NOW + 30_000 }), NOW)).toEqual({ until: NOW + 30_000, reason: 'secondary' });
  });

  it('a window that has reset no longer holds anyone off', () => {
    expect(reserveIn(budget({ remaining: 0, resetAt: NOW }), NOW)).toBe(0);
    expect(reserveIn(budget({ remaining: 0, resetAt: NOW - 1 }), NOW)).toBe(0);
  });
});

describe('updateIn', () => {
  it('releases one claim (never below none) unless told not to; a pause only grows', () => {
    const b = budget({ pending: 2, pauseUntil: NOW + 5 });
    updateIn(b, null, NOW + 1);
    expect([b.pending, b.pauseUntil]).toEqual([1, NOW + 5]);
    updateIn(b, null, NOW + 9, false);
    expect([b.pending, b.pauseUntil]).toEqual([1, NOW + 9]);
    updateIn(b, null, 0);
    updateIn(b, null, 0);
    expect(b.pending).toBe(0);
  });

  it('a later window replaces the reading, an earlier one is ignored, the same one keeps the lower count', () => {
    const b = budget({ remaining: 10 });
    updateIn(b, reading(50, NOW + 120_000), 0);
    expect([b.remaining, b.resetAt]).toEqual([50, NOW + 120_000]);
    updateIn(b, reading(1, NOW + 60_000), 0);
    expect([b.remaining, b.resetAt]).toEqual([50, NOW + 120_000]);
    updateIn(b, reading(60, NOW + 120_000), 0);
    expect(b.remaining).toBe(50);
    updateIn(b, reading(40, NOW + 120_000), 0);
    expect(b.remaining).toBe(40);
  });

  it('a reading without a reset time replaces whatever is kept', () => {
    const b = budget({ remaining: 3 });
    updateIn(b, reading(4000, 0), 0);
    expect([b.remaining, b.resetAt]).toEqual([4000, 0]);
  });
});

describe('MemoryStore', () => {
  it('defaults: 500 entries and 64 MB; capacity is the older name of maxEntries; MemoryCache the older name of the class', () => {
    const store = new MemoryStore();
    expect([store.maxEntries, store.maxBytes, store.capacity]).toEqual([500, 64 * 1024 * 1024, 500]);
    expect(new MemoryStore({ maxBytes: 10 }).maxEntries).toBe(500);
    expect(new MemoryStore({ maxEntries: 3 }).maxBytes).toBe(64 * 1024 * 1024);
    expect(new MemoryStore(7).capacity).toBe(7);
    expect(MemoryCache).toBe(MemoryStore);
  });

  it('holds exactly maxEntries and exactly maxBytes', () => {
    const store = new MemoryStore({ maxEntries: 2, maxBytes: 20 });
    store.set('a', entry(10)).set('b', entry(10));
    expect([store.size, store.bytes]).toEqual([2, 20]);
    store.set('c', entry(1));
    expect([store.size, store.bytes, store.get('a')]).toEqual([2, 11, undefined]);
    const exact = new MemoryStore({ maxBytes: 20 });
    exact.set('whole', entry(20));
    expect(exact.get('whole')).toBeDefined();
  });

  it('an entry without a size counts no bytes; one larger than the store is not kept and leaves the others', () => {
    const store = new MemoryStore({ maxBytes: 20 });
    store.set('a', entry()).set('b', entry(5));
    expect([store.size, store.bytes]).toEqual([2, 5]);
    store.set('huge', entry(21));
    expect([store.size, store.bytes, store.get('huge')]).toEqual([2, 5, undefined]);
  });

  it('an entry replaced by one too large to keep is gone, its bytes too', () => {
    const store = new MemoryStore({ maxBytes: 20 });
    store.set('a', entry(5));
    store.set('a', entry(21));
    expect([store.size, store.bytes, store.get('a')]).toEqual([0, 0, undefined]);
  });

  it('a read of a missing key changes nothing', () => {
    const store = new MemoryStore({ maxEntries: 2 });
    store.set('a', entry(1)).set('b', entry(1));
    expect(store.get('missing')).toBeUndefined();
    store.set('c', entry(1));
    expect([store.get('a'), store.get('b')].map(Boolean)).toEqual([false, true]);
  });

  it('budgets: a claim counts until answered; claims older than PENDING_TTL no longer count', () => {
    const store = new MemoryStore();
    expect(store.reserve('k', NOW)).toBe(0);
    store.update('k', reading(1, NOW + 600_000), 0, false);
    // One left, one claim in flight: spent.
    expect(store.reserve('k', NOW + 1)).toEqual({ until: NOW + 600_000, reason: 'spent' });
    expect(store.reserve('k', NOW + 1 + PENDING_TTL)).toEqual({ until: NOW + 600_000, reason: 'spent' });
    expect(store.reserve('k', NOW + 2 + 2 * PENDING_TTL)).toBe(0);
    expect(PENDING_TTL).toBe(60_000);
  });

  it('an update of a budget never claimed is ignored', () => {
    const store = new MemoryStore();
    store.update('k', reading(0, NOW + 600_000), NOW + 600_000);
    expect(store.reserve('k', NOW)).toBe(0);
  });
});
