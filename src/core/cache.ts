/** One stored representation for conditional requests. */
export interface CacheEntry {
  readonly etag: string | null;
  readonly lastModified: string | null;
  readonly link: string | null;
  readonly data: unknown;
}

/** Where a session keeps representations for conditional requests; a `Map` fits. */
export interface ConditionalCache {
  get(key: string): CacheEntry | undefined;
  set(key: string, entry: CacheEntry): unknown;
}

/** A bounded in-memory store: the least recently used entry leaves first. */
export class MemoryCache implements ConditionalCache {
  readonly #entries = new Map<string, CacheEntry>();

  constructor(readonly capacity = 500) {}

  get(key: string): CacheEntry | undefined {
    const entry = this.#entries.get(key);
    if (entry) {
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: CacheEntry): this {
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    if (this.#entries.size > this.capacity) this.#entries.delete(this.#entries.keys().next().value as string);
    return this;
  }

  get size(): number {
    return this.#entries.size;
  }
}
