import { ValidationError } from '../errors/validation-error.js';
import { deepFreeze } from '../models/library/freeze.js';
import type { CacheEntry, ConditionalCache, Exchange, Stage } from './types.js';
import { EntryCache } from './entry-cache.js';
import { namespaceOf } from './namespace.js';
import { redactUrl } from './redact.js';

/** The store's key for a cached answer, or null when this request's answer is not kept. */
function keyOf(namespace: string, exchange: Exchange): string | null {
  const { method, as, url, headers, secrets, authorization } = exchange;
  if (method !== 'GET' || as !== 'json' || headers['if-none-match'] || headers['if-modified-since']) return null;
  // An answer to other credentials than the session's, or a URL carrying a secret, is never a key.
  if ((headers.authorization ?? null) !== (authorization ?? null) || redactUrl(url, secrets) !== url) return null;
  return `${namespace}:${headers.accept} ${url}`;
}

/**
 * The conditional cache, as a stage of a session: a GET's JSON answer is kept with its `ETag`
 * and `Last-Modified`, and asked for again with `If-None-Match` / `If-Modified-Since`; a 304
 * (which GitHub does not count against the rate limit) answers with the stored copy. Entries
 * are kept in `store` (an `EntryCache` of this session by default, bounded by count and bytes; a `Map` fits), under a hash
 * of the session's origin and credentials, so that sessions of one token share them and no key
 * holds a credential.
 * @example
 * ```ts
 * import { conditionalCache, createSession } from 'hubops';
 * import { getRepository } from 'hubops/repos';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN, cache: conditionalCache() });
 * await getRepository(session, 'octocat/Hello-World');
 * await getRepository(session, 'octocat/Hello-World'); // a 304: the stored copy, no rate limit spent
 * ```
 */
export function conditionalCache(store: ConditionalCache = new EntryCache()): Stage {
  if (typeof store !== 'object' || store === null || typeof store.get !== 'function' || typeof store.set !== 'function') {
    throw new ValidationError('cache', 'must be a store with get(key) and set(key, entry), such as a Map or a MemoryStore');
  }
  const stage: Stage = {
    name: 'cache',
    cache: store,
    renew: () => conditionalCache(),
    around: async (session, exchange, next) => {
      const key = keyOf(await namespaceOf(session), exchange);
      const cached = (key ? await store.get(key) : undefined) ?? undefined;
      const headers = { ...exchange.headers };
      // Both validators when both were given: some routes (notifications) revalidate by date, others by ETag.
      if (cached?.etag) headers['if-none-match'] = cached.etag;
      if (cached?.lastModified) headers['if-modified-since'] = cached.lastModified;
      const sent = await next(cached ? { ...exchange, headers } : exchange);
      if (sent.response.status === 304 && cached) return { ...sent, cached };
      if (!key || sent.response.status !== 200) return sent;
      const { response } = sent;
      // The stored copy is frozen, so that no caller can change what another is served.
      const keep = async (data: unknown, size: number) => {
        const entry: CacheEntry = { etag: response.headers.get('etag'), lastModified: response.headers.get('last-modified'), link: response.headers.get('link'), data: deepFreeze(data), size };
        if (entry.etag || entry.lastModified) await store.set(key, Object.freeze(entry));
      };
      return { ...sent, keep };
    },
  };
  return Object.freeze(stage);
}
