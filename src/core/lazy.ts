import { ValidationError } from '../errors/validation-error.js';

/** How many calls of a `map` or `forEach` function may run at once. */
export interface EachOptions {
  /** At most this many at once (1–100); default 1: one after the other. */
  concurrency?: number | undefined;
}

function checkFunction(fn: unknown, name: string): void {
  if (typeof fn !== 'function') throw new ValidationError(name, `must be a function, not ${fn === null ? 'null' : typeof fn}`);
}

function concurrencyOf(options: unknown): number {
  if (options === undefined) return 1;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) throw new ValidationError('options', 'must be an object ({ concurrency })');
  const { concurrency = 1 } = options as EachOptions;
  if (!Number.isSafeInteger(concurrency) || concurrency < 1 || concurrency > 100) throw new ValidationError('concurrency', 'must be a whole number from 1 to 100');
  return concurrency;
}

/**
 * An async sequence with lazy `map`, `filter`, `take` and `forEach`: each step pulls only what
 * the next one asks for, so a listing behind it requests only the pages it needs. Iterating
 * again starts over from the source.
 */
export abstract class Lazy<T> implements AsyncIterable<T> {
  abstract [Symbol.asyncIterator](): AsyncIterator<T>;

  /**
   * Each item through `fn`, in order; with `concurrency` above 1, up to that many calls run at
   * once (an operation per item), their results still given in the source's order.
   */
  map<U>(fn: (item: T, index: number) => U | PromiseLike<U>, options?: EachOptions): Lazy<Awaited<U>> {
    checkFunction(fn, 'fn');
    const concurrency = concurrencyOf(options);
    return derived(() => mapped(this, fn, concurrency));
  }

  /** The items `test` accepts (it may answer a promise). */
  filter<S extends T>(test: (item: T, index: number) => item is S): Lazy<S>;
  filter(test: (item: T, index: number) => unknown): Lazy<T>;
  filter(test: (item: T, index: number) => unknown): Lazy<T> {
    checkFunction(test, 'test');
    return derived(() => filtered(this, test));
  }

  /** The first `count` items; the source is left as soon as they are read (no further page is requested). */
  take(count: number): Lazy<T> {
    if (!Number.isSafeInteger(count) || count < 0) throw new ValidationError('count', 'must be a whole number ≥ 0');
    return derived(() => taken(this, count));
  }

  /** Calls `fn` for every item, up to `concurrency` at once; the first failure stops the run and is thrown. */
  async forEach(fn: (item: T, index: number) => unknown, options?: EachOptions): Promise<void> {
    for await (const done of this.map(fn, options)) void done;
  }

  /** Every item in one array. */
  async toArray(): Promise<T[]> {
    const all: T[] = [];
    for await (const item of this) all.push(item);
    return all;
  }
}

class Derived<T> extends Lazy<T> {
  readonly #make: () => AsyncIterator<T>;

  constructor(make: () => AsyncIterator<T>) {
    super();
    this.#make = make;
  }

  [Symbol.asyncIterator](): AsyncIterator<T> {
    return this.#make();
  }
}

const derived = <T>(make: () => AsyncIterator<T>): Lazy<T> => new Derived(make);

async function* mapped<T, U>(source: AsyncIterable<T>, fn: (item: T, index: number) => U | PromiseLike<U>, concurrency: number): AsyncGenerator<Awaited<U>> {
  const iterator = source[Symbol.asyncIterator]();
  const running: Promise<Awaited<U>>[] = [];
  let index = 0;
  let ended = false;
  try {
    for (;;) {
      while (!ended && running.length < concurrency) {
        const next = await iterator.next();
        if (next.done) ended = true;
        else {
          const at = index++;
          const call = Promise.resolve().then(() => fn(next.value, at)) as Promise<Awaited<U>>;
          // Awaited in order below; until then a failure must not count as unhandled.
          call.catch(() => undefined);
          running.push(call);
        }
      }
      const first = running.shift();
      if (!first) return;
      yield await first;
    }
  } finally {
    if (!ended) await iterator.return?.();
  }
}

async function* filtered<T>(source: AsyncIterable<T>, test: (item: T, index: number) => unknown): AsyncGenerator<T> {
  let index = 0;
  for await (const item of source) if (await test(item, index++)) yield item;
}

async function* taken<T>(source: AsyncIterable<T>, count: number): AsyncGenerator<T> {
  if (count === 0) return;
  let left = count;
  for await (const item of source) {
    yield item;
    if (--left === 0) return;
  }
}
