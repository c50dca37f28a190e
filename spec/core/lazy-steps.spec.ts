import nock from 'nock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Lazy } from '../../src/core/lazy.js';
import { PageIterator } from '../../src/core/page-iterator.js';
import { ValidationError } from '../../src/errors/index.js';
import { thrown } from '../hardening/loopback.js';
import { capturedSession } from '../support/capture.js';
import { rejection } from '../support/rejection.js';

const API = 'https://api.github.com';

/** A lazy sequence of `values` that counts how often it is started, pulled from, left, and run to its end. */
class Source<T> extends Lazy<T> {
  runs = 0;
  pulled = 0;
  closed = 0;
  finished = 0;

  constructor(readonly values: readonly T[]) {
    super();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<T> {
    this.runs++;
    try {
      for (const value of this.values) {
        this.pulled++;
        yield value;
      }
      this.finished++;
    } finally {
      this.closed++;
    }
  }
}

/** A lazy sequence of 1 to 10 whose iterator has only `next`: nothing to call when a reader leaves early. */
class Bare extends Lazy<number> {
  pulled = 0;

  [Symbol.asyncIterator](): AsyncIterator<number> {
    return { next: async () => (this.pulled < 10 ? { done: false, value: ++this.pulled } : { done: true, value: undefined }) };
  }
}

/** A lazy sequence of 1 to 3 by a hand-written iterator that counts the calls of its `return`. */
class Returnable extends Lazy<number> {
  returned = 0;

  [Symbol.asyncIterator](): AsyncIterator<number> {
    let n = 0;
    return {
      next: async () => (n < 3 ? { done: false, value: ++n } : { done: true, value: undefined }),
      return: async () => (this.returned++, { done: true, value: undefined }),
    };
  }
}

const numbers = (count: number) => new Source(Array.from({ length: count }, (_, i) => i + 1));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A function that waits `delay(n)` ms per item and records how many calls run at once. */
function timed<T>(delay: (item: T) => number, result: (item: T) => unknown = (item) => item) {
  const state = { now: 0, most: 0, started: [] as T[] };
  const fn = async (item: T) => {
    state.started.push(item);
    state.most = Math.max(state.most, ++state.now);
    await sleep(delay(item));
    state.now--;
    return result(item);
  };
  return { fn, state };
}

/** A listing of `GET /things` over `pages` pages of two, each but the last linking to the next. */
function pagedThings(pages: number) {
  const scopes = [];
  for (let page = 1; page <= pages; page++) {
    const link: Record<string, string> = page < pages ? { link: `<${API}/things?page=${page + 1}>; rel="next"` } : {};
    const query = page === 1 ? { per_page: '2' } : { page: String(page) };
    scopes.push(
      nock(API)
        .get('/things')
        .query(query)
        .reply(200, [{ id: page * 2 - 1 }, { id: page * 2 }], link),
    );
  }
  const { session, sent } = capturedSession();
  const listing = new PageIterator(session, { path: '/things', item: (raw) => (raw as { id: number }).id }, { perPage: 2 });
  return { listing, sent, scopes };
}

describe('map', () => {
  it('keeps the source’s order with concurrency above 1, though later calls finish first', async () => {
    const { fn, state } = timed((n: number) => (10 - n) * 4, (n) => n * 10);
    expect(await numbers(9).map(fn, { concurrency: 3 }).toArray()).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90]);
    expect(state.most).toBe(3);
  });

  it('never runs more than concurrency calls at once, and pulls no further ahead than that', async () => {
    for (const concurrency of [1, 2, 5]) {
      const source = numbers(12);
      const { fn, state } = timed(() => 5);
      const first = [];
      for await (const n of source.map(fn, { concurrency })) {
        first.push(n);
        break;
      }
      expect(first).toEqual([1]);
      expect(source.pulled).toBe(concurrency);
      expect(state.started).toEqual(Array.from({ length: concurrency }, (_, i) => i + 1));
      expect(state.most).toBe(concurrency);
    }
  });

  it('runs one call at a time by default and with {} or { concurrency: undefined }', async () => {
    for (const options of [undefined, {}, { concurrency: undefined }]) {
      const { fn, state } = timed(() => 2);
      expect(await numbers(4).map(fn, options).toArray()).toEqual([1, 2, 3, 4]);
      expect(state.most).toBe(1);
    }
  });

  it('runs up to 100 at once', async () => {
    const { fn, state } = timed(() => 10);
    expect(await numbers(150).map(fn, { concurrency: 100 }).toArray()).toHaveLength(150);
    expect(state.most).toBe(100);
  });

  it('passes each item’s index, and takes plain values as well as promises', async () => {
    expect(await new Source(['a', 'b', 'c']).map((x, i) => `${x}${i}`, { concurrency: 2 }).toArray()).toEqual(['a0', 'b1', 'c2']);
  });

  it('leaving early closes the source; a source run to its end is not closed twice', async () => {
    const source = numbers(10);
    for await (const n of source.map((x) => x, { concurrency: 2 })) if (n === 2) break;
    expect(source.closed).toBe(1);
    expect(source.finished).toBe(0);
    const all = numbers(3);
    expect(await all.map((x) => x).toArray()).toEqual([1, 2, 3]);
    expect([all.finished, all.closed]).toEqual([1, 1]);
  });

  it('a source is told to return only when left early, not once it has ended', async () => {
    const whole = new Returnable();
    expect(await whole.map((x) => x, { concurrency: 2 }).toArray()).toEqual([1, 2, 3]);
    expect(whole.returned).toBe(0);
    const early = new Returnable();
    expect(await early.map((x) => x).take(1).toArray()).toEqual([1]);
    expect(early.returned).toBe(1);
  });

  it('leaving early works with a source that has nothing to close', async () => {
    const source = new Bare();
    expect(await source.map((x) => x * 2, { concurrency: 3 }).take(2).toArray()).toEqual([2, 4]);
    // Three in flight for the first item, one more pulled to refill before the second.
    expect(source.pulled).toBe(4);
  });

  it('a failure of the source reaches the reader', async () => {
    const failure = new Error('source broke');
    const broken = new (class extends Lazy<number> {
      async *[Symbol.asyncIterator]() {
        yield 1;
        throw failure;
      }
    })();
    const seen: number[] = [];
    await expect(
      (async () => {
        for await (const n of broken.map((x) => x * 2, { concurrency: 2 })) seen.push(n);
      })(),
    ).rejects.toBe(failure);
  });

  it('iterating again starts over from the source', async () => {
    const source = numbers(3);
    const doubled = source.map((x) => x * 2);
    expect(await doubled.toArray()).toEqual([2, 4, 6]);
    expect(await doubled.toArray()).toEqual([2, 4, 6]);
    expect(source.runs).toBe(2);
  });
});

describe('concurrency and functions are checked', () => {
  it.each([0, 101, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, '2', null])('concurrency %o → ValidationError', (concurrency) => {
    const source = numbers(3);
    const error = thrown(() => source.map((x) => x, { concurrency: concurrency as number }), ValidationError);
    expect(error.parameter).toBe('concurrency');
    expect(error.message).toContain('must be a whole number from 1 to 100');
    expect(source.runs).toBe(0);
  });

  it.each([null, 4, 'fast', [2], true])('options %o → ValidationError', (options) => {
    const error = thrown(() => numbers(3).map((x) => x, options as never), ValidationError);
    expect(error.parameter).toBe('options');
    expect(error.message).toContain('must be an object ({ concurrency })');
  });

  it('concurrency 1 and 100 are accepted', () => {
    expect(() => numbers(3).map((x) => x, { concurrency: 1 })).not.toThrow();
    expect(() => numbers(3).map((x) => x, { concurrency: 100 })).not.toThrow();
  });

  it('a function that is not one → ValidationError naming what it got', async () => {
    const source = numbers(3);
    expect(thrown(() => source.map(null as never), ValidationError).message).toContain('must be a function, not null');
    expect(thrown(() => source.filter('stale' as never), ValidationError)).toMatchObject({ parameter: 'test', message: expect.stringContaining('not string') });
    expect((await rejection(source.forEach(undefined as never), ValidationError)).message).toContain('not undefined');
    expect((await rejection(source.forEach((x) => x, { concurrency: 0 }), ValidationError)).parameter).toBe('concurrency');
    expect(source.runs).toBe(0);
  });
});

describe('take', () => {
  it('take(0) requests nothing', async () => {
    const { listing, sent } = pagedThings(2);
    expect(await listing.take(0).toArray()).toEqual([]);
    expect(sent).toHaveLength(0);
    const source = numbers(3);
    expect(await source.take(0).toArray()).toEqual([]);
    expect(source.runs).toBe(0);
  });

  it('stops paging once it has its items: no request for the next page', async () => {
    const { listing, sent, scopes } = pagedThings(3);
    expect(await listing.take(2).toArray()).toEqual([1, 2]);
    expect(sent).toHaveLength(1);
    expect(scopes[1]?.isDone()).toBe(false);
  });

  it('reads as many pages as it needs, and leaves the source', async () => {
    const { listing, sent } = pagedThings(3);
    expect(await listing.take(3).toArray()).toEqual([1, 2, 3]);
    expect(sent).toHaveLength(2);
    const source = numbers(10);
    expect(await source.take(4).toArray()).toEqual([1, 2, 3, 4]);
    expect(source.pulled).toBe(4);
    expect([source.closed, source.finished]).toEqual([1, 0]);
  });

  it('more than there is gives them all', async () => {
    expect(await numbers(3).take(10).toArray()).toEqual([1, 2, 3]);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '2'])('take(%o) → ValidationError', (count) => {
    const error = thrown(() => numbers(3).take(count as number), ValidationError);
    expect(error.parameter).toBe('count');
    expect(error.message).toContain('must be a whole number ≥ 0');
  });
});

describe('leaving a listing early', () => {
  it('a break in a for-await over a mapped listing requests no further page', async () => {
    const { listing, sent } = pagedThings(3);
    const seen: number[] = [];
    for await (const id of listing.map((x) => x * 10)) {
      seen.push(id);
      if (id === 20) break;
    }
    expect(seen).toEqual([10, 20]);
    expect(sent).toHaveLength(1);
  });

  it('a filtered listing read to its end reads every page once', async () => {
    const { listing, sent } = pagedThings(3);
    expect(await listing.filter((id) => id % 3 === 0).toArray()).toEqual([3, 6]);
    expect(sent).toHaveLength(3);
  });
});

describe('filter', () => {
  it('waits for an async test', async () => {
    const test = async (n: number) => {
      await sleep(n % 2 ? 1 : 3);
      return n % 2 === 0;
    };
    expect(await numbers(6).filter(test).toArray()).toEqual([2, 4, 6]);
  });

  it('takes truthy answers as yes and passes each source item’s index', async () => {
    const indexes: number[] = [];
    const kept = await new Source(['a', 'b', 'c', 'd', 'e']).filter((_, i) => (indexes.push(i), [1, 'yes', 0, '', null][i])).toArray();
    expect(kept).toEqual(['a', 'b']);
    expect(indexes).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('forEach', () => {
  it('calls fn for every item, one after the other by default', async () => {
    const { fn, state } = timed(() => 2);
    await expect(numbers(5).forEach(fn)).resolves.toBeUndefined();
    expect(state.started).toEqual([1, 2, 3, 4, 5]);
    expect(state.most).toBe(1);
  });

  it('runs up to concurrency at once', async () => {
    const { fn, state } = timed(() => 5);
    await numbers(8).forEach(fn, { concurrency: 3 });
    expect(state.started).toHaveLength(8);
    expect(state.most).toBe(3);
  });

  it('throws the first failure in the source’s order, even when a later item failed sooner; the run stops there', async () => {
    const source = numbers(20);
    const second = new Error('item 2');
    const third = new Error('item 3');
    const run = source.forEach(
      async (n) => {
        if (n === 2) {
          await sleep(20);
          throw second;
        }
        if (n === 3) throw third;
        await sleep(1);
      },
      { concurrency: 3 },
    );
    await expect(run).rejects.toBe(second);
    expect(source.pulled).toBeLessThanOrEqual(5);
    expect(source.closed).toBe(1);
  });

  it('a synchronous throw becomes the rejection', async () => {
    const failure = new Error('sync');
    await expect(
      numbers(3).forEach(() => {
        throw failure;
      }),
    ).rejects.toBe(failure);
  });
});

describe('failures of calls still running are not unhandled rejections', () => {
  const unhandled: unknown[] = [];
  const record = (reason: unknown) => unhandled.push(reason);
  beforeEach(() => {
    unhandled.length = 0;
    process.on('unhandledRejection', record);
  });
  afterEach(() => {
    process.off('unhandledRejection', record);
  });

  /** A call that fails late for the first item, and at once for every other. */
  const failingLate = (first: Error) => async (n: number) => {
    if (n === 1) {
      await sleep(15);
      throw first;
    }
    throw new Error(`later ${n}`);
  };

  it('map: the calls after a failure that fail too are not reported as unhandled', async () => {
    const first = new Error('first');
    const mapped = numbers(6).map(
      failingLate(first),
      { concurrency: 4 },
    );
    await expect(mapped.toArray()).rejects.toBe(first);
    await sleep(20);
    expect(unhandled).toEqual([]);
  });

  it('forEach: the same', async () => {
    const first = new Error('first');
    const run = numbers(6).forEach(
      failingLate(first),
      { concurrency: 3 },
    );
    await expect(run).rejects.toBe(first);
    await sleep(20);
    expect(unhandled).toEqual([]);
  });
});
