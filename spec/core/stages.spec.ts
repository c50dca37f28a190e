import { describe, expect, it } from 'vitest';
import { localBudget } from '../../src/core/cache.js';
import type { Exchange, Sent, Stage, Store } from '../../src/core/types.js';
import { conditionalCache } from '../../src/core/conditional-cache.js';
import { EntryCache } from '../../src/core/entry-cache.js';
import { MemoryStore } from '../../src/core/memory-store.js';
import { pacing } from '../../src/core/pacing.js';
import { createSession } from '../../src/core/session.js';
import { isStage } from '../../src/core/options.js';
import { through } from '../../src/core/request.js';
import { sharedStore } from '../../src/core/store-stages.js';
import { ValidationError } from '../../src/errors/validation-error.js';
import { thrown } from '../hardening/loopback.js';

const session = createSession({ token: 'stage-spec-token-value' });
const AUTHORIZATION = 'token stage-spec-token-value';
const exchange = (over: Partial<Exchange> = {}): Exchange => ({
  method: 'GET',
  url: 'https://api.github.com/repos/o/r',
  headers: { accept: 'application/vnd.github+json', authorization: AUTHORIZATION },
  body: undefined,
  signal: undefined,
  secrets: [AUTHORIZATION],
  as: 'json',
  authorization: AUTHORIZATION,
  ...over,
});
const sent = (status: number, headers: Record<string, string> = {}): Sent => ({ response: new Response(status === 304 ? null : '{}', { status, headers }), url: 'https://api.github.com/repos/o/r', secrets: [] });

describe('the stages of a request path', () => {
  it('runs each stage’s wrapper of the kind asked for, in order, around the last step; each may pass on another exchange', async () => {
    const seen: string[] = [];
    const tagging = (name: string): Stage => ({
      name,
      around: async (_s, e, next) => {
        seen.push(`${name} in`);
        const out = await next({ ...e, headers: { ...e.headers, [`x-${name}`]: '1' } });
        seen.push(`${name} out`);
        return out;
      },
    });
    const eachOnly: Stage = { name: 'each-only', each: async (_s, e, next) => (seen.push('each'), next(e)) };
    let last: Exchange | undefined;
    await through([tagging('a'), eachOnly, tagging('b')], 'around', session, exchange(), async (e) => ((last = e), sent(200)));
    expect(seen).toEqual(['a in', 'b in', 'b out', 'a out']);
    expect(last?.headers).toMatchObject({ 'x-a': '1', 'x-b': '1' });
    seen.length = 0;
    await through([tagging('a'), eachOnly], 'each', session, exchange(), async () => sent(200));
    expect(seen).toEqual(['each']);
  });

  it('tells a stage from other values', () => {
    expect(isStage(conditionalCache())).toBe(true);
    expect(isStage(pacing())).toBe(true);
    for (const value of [true, false, null, new Map(), { name: 'cache' }, { around: () => undefined }, () => undefined]) expect(isStage(value)).toBe(false);
  });
});

describe('conditionalCache', () => {
  it('keeps a 200’s JSON, asks again with its validators, and answers a 304 with the stored copy', async () => {
    const stage = conditionalCache();
    const around = stage.around as NonNullable<Stage['around']>;
    const first = await around(session, exchange(), async () => sent(200, { etag: '"v1"', 'last-modified': 'Tue, 10 Mar 2026 09:00:00 GMT' }));
    await first.keep?.({ id: 1 }, 8);
    let asked: Exchange | undefined;
    const second = await around(session, exchange(), async (e) => ((asked = e), sent(304)));
    expect(asked?.headers).toMatchObject({ 'if-none-match': '"v1"', 'if-modified-since': 'Tue, 10 Mar 2026 09:00:00 GMT' });
    expect(second.cached?.data).toEqual({ id: 1 });
    expect(Object.isFrozen(second.cached?.data)).toBe(true);
  });

  it('keeps nothing but a GET read as JSON under the session’s own credential', async () => {
    const store = new EntryCache();
    const around = conditionalCache(store).around as NonNullable<Stage['around']>;
    const answer = async () => sent(200, { etag: '"v1"' });
    for (const other of [{ method: 'POST' }, { as: 'text' as const }, { headers: { accept: 'x', authorization: 'token another-credential' } }, { url: 'https://api.github.com/repos/o/r?access_token=stage-spec-token-value' }]) {
      expect((await around(session, exchange(other), answer)).keep).toBeUndefined();
    }
    expect(store.size).toBe(0);
  });

  it('refuses what is not a store, and renews as an empty cache of its own', () => {
    expect(thrown(() => conditionalCache({ get: () => undefined } as never), ValidationError).parameter).toBe('cache');
    const map = new Map();
    const renewed = conditionalCache(map).renew?.();
    expect(renewed?.cache).toBeInstanceOf(EntryCache);
    expect(renewed?.cache).not.toBe(map);
  });
});

describe('sharedStore and the stages a store brings', () => {
  const own = (): Store => {
    const memory = new MemoryStore();
    return { get: (k) => memory.get(k), set: (k, e) => memory.set(k, e), reserve: (k, n) => memory.reserve(k, n), update: (k, r, p, x) => memory.update(k, r, p, x) };
  };

  it('gives a store of one’s own its budget, cache and pacing, as the session asks', () => {
    const store = sharedStore(own());
    expect(store.stages?.({ cache: true, pacing: true }).map((s) => s.name)).toEqual(['cache', 'store', 'pacing']);
    expect(store.stages?.({ cache: false, pacing: false }).map((s) => s.name)).toEqual(['store']);
    expect(store.stages?.({ cache: true, pacing: { writeSpacing: 250 } }).find((s) => s.pacing)?.pacing).toMatchObject({ writeSpacing: 250 });
    expect(createSession({ store }).stages.map((s) => s.name)).toEqual(['cache', 'store', 'pacing']);
  });

  it('keeps the stages on the view a store gives each session (forSession)', () => {
    const views: string[] = [];
    const base = own();
    const store = sharedStore({ ...base, forSession: () => (views.push('view'), base) });
    const session = createSession({ store });
    expect(views).toEqual(['view']);
    expect(session.stages.map((s) => s.name)).toEqual(['cache', 'store', 'pacing']);
  });

  it('refuses what is not a store', () => {
    expect(thrown(() => sharedStore({ get: () => undefined } as never), ValidationError).parameter).toBe('store');
  });

  it('keys the shared budget under the session’s namespace: two credentials, two budgets', async () => {
    const claims: string[] = [];
    const base = own();
    const store = sharedStore({ ...base, reserve: (key, now) => (claims.push(key), base.reserve(key, now)) });
    const [a, b] = ['token-of-one-session', 'token-of-another-one'].map((token) => createSession({ token, store }));
    await a?.budget?.reserve('core', Date.now());
    await b?.budget?.reserve('core', Date.now());
    expect(claims).toHaveLength(2);
    expect(claims[0]).not.toBe(claims[1]);
    for (const key of claims) expect(key).toMatch(/^[0-9a-f]+:core$/);
    expect(claims.join(' ')).not.toContain('token-of');
  });
});

describe('a session’s own budget', () => {
  it('holds a resource whose limit is spent until its reset, and no other', () => {
    const budget = localBudget();
    const now = Date.now();
    expect(budget.reserve('core', now)).toBe(0);
    budget.update('core', { resource: 'core', limit: 5000, remaining: 0, used: 5000, resetAt: new Date(now + 60_000) }, 0);
    expect(budget.reserve('core', now)).toEqual({ until: now + 60_000, reason: 'spent' });
    expect(budget.reserve('search', now)).toBe(0);
    budget.update('search', null, now + 5_000);
    expect(budget.reserve('search', now)).toEqual({ until: now + 5_000, reason: 'secondary' });
  });
});

describe('pacing', () => {
  it('is the settings it paces by, checked', () => {
    expect(pacing({ pointsPerMinute: 600, burst: 2 }).pacing).toEqual({ interval: 100, writeSpacing: 1000, burst: 200, concurrency: 100 });
    for (const wrong of [{ pointsPerMinute: 0 }, { concurrency: 101 }, { writeSpacing: -1 }, { spacing: 10 }]) expect(thrown(() => pacing(wrong as never), ValidationError).message).toMatch(/^pacing\./);
  });
});
