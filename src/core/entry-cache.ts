import type { CacheEntry, ConditionalCache } from './types.js';

export interface MemoryStoreOptions {
  /** Most entries kept; default 500. */
  maxEntries?: number;
  /** Most bytes of JSON text kept (as the answers arrived); default 64 MB. */
  maxBytes?: number;
}

/**
 * Cache entries in memory, bounded by count and by bytes: the least recently used leave first.
 * What `conditionalCache()` keeps by default; a `MemoryStore` is one with rate budgets besides.
 */
export class EntryCache implements ConditionalCache {
  readonly #entries = new Map<string, CacheEntry>();
  #bytes = 0;
  readonly maxEntries: number;
  readonly maxBytes: number;

  /** `new EntryCache({ maxEntries, maxBytes })`; a number is `maxEntries` (the older form). */
  constructor(options: MemoryStoreOptions | number = {}) {
    const { maxEntries = 500, maxBytes = 64 * 1024 * 1024 } = typeof options === 'number' ? { maxEntries: options } : options;
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
  }

  /** The older name of `maxEntries`. */
  get capacity(): number {
    return this.maxEntries;
  }

  get(key: string): CacheEntry | undefined {
    const entry = this.#entries.get(key);
    if (entry) {
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: CacheEntry): this {
    this.#drop(key);
    const size = entry.size ?? 0;
    // An entry larger than the whole store would only push everything else out.
    if (size > this.maxBytes) return this;
    this.#entries.set(key, entry);
    this.#bytes += size;
    while (this.#entries.size > this.maxEntries || this.#bytes > this.maxBytes) this.#drop(this.#entries.keys().next().value as string);
    return this;
  }

  #drop(key: string): void {
    const old = this.#entries.get(key);
    if (!old) return;
    this.#bytes -= old.size ?? 0;
    this.#entries.delete(key);
  }

  /** Entries kept. */
  get size(): number {
    return this.#entries.size;
  }

  /** Bytes kept (of the JSON text the entries were read from). */
  get bytes(): number {
    return this.#bytes;
  }
}
