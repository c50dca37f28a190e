import { ValidationError } from '../errors/validation-error.js';
import type { RateBudget, Stage, Store, StoreSettings, StoreWatch } from './types.js';
import { throttled } from './budget.js';
import { conditionalCache } from './conditional-cache.js';
import { namespaceOf } from './namespace.js';
import { pacedBy, pacingSettings } from './pacing.js';

/** The store's budget as one session claims it: under the session's namespace, so that sessions of one token share it and no key holds a credential. */
function budgetOf(store: Store) {
  return (session: Parameters<typeof namespaceOf>[0]): RateBudget => ({
    reserve: async (resource, now) => store.reserve(`${await namespaceOf(session)}:${resource}`, now),
    update: async (resource, reading, pauseUntil, release) => store.update(`${await namespaceOf(session)}:${resource}`, reading, pauseUntil, release),
  });
}

/**
 * The stages a shared store brings a session: the rate budget it shares, its conditional cache
 * (unless `cache` is false), and pacing through it (unless `pacing` is false).
 */
export function storeStages(shared: Store, settings: StoreSettings): readonly Stage[] {
  // A store in another process (Redis) may fail: the session then goes on with its own, and rejoins it.
  const { state, log } = settings;
  const store =
    state && typeof shared.forSession === 'function'
      ? shared.forSession({
          down: (error) => {
            state.storeOutages++;
            log?.warn?.(`the shared store failed (${error instanceof Error ? error.message : String(error)}): going on with this session's own budget and cache until it answers again`);
          },
          back: () => log?.warn?.('the shared store answers again: the session uses it again'),
        })
      : shared;
  const stages: Stage[] = [Object.freeze({ name: 'store', budget: budgetOf(store), throttle: throttled })];
  if (settings.cache) stages.unshift(conditionalCache(store));
  if (settings.pacing !== false) stages.push(pacedBy(pacingSettings(settings.pacing === true ? {} : settings.pacing), typeof store.pace === 'function' ? (store as Required<Pick<Store, 'pace'>>) : null));
  return stages;
}

/**
 * A store of your own (get, set, reserve, update; optionally pace and sharers) with the stages a
 * shared store brings: pass it as a session's `store`. Sessions given one such store share its
 * cache, rate budget and pacing. A store in another process that may fail is `failOpenStore(store)`.
 * @example
 * ```ts
 * import { createSession, MemoryStore, sharedStore, type Store } from 'hubops';
 *
 * // A store of your own in this process: here one that counts its claims around a MemoryStore.
 * const memory = new MemoryStore();
 * let claims = 0;
 * const counting: Store = { get: (k) => memory.get(k), set: (k, e) => memory.set(k, e), reserve: (k, now) => (claims++, memory.reserve(k, now)), update: (k, r, p, x) => memory.update(k, r, p, x) };
 * const store = sharedStore(counting);
 * const a = createSession({ token: process.env.GITHUB_TOKEN, store });
 * const b = createSession({ token: process.env.GITHUB_TOKEN, store }); // shares a's cache, budget and pacing
 * console.log(claims);
 * ```
 */
export function sharedStore(store: Store): Store {
  const record = store as unknown as Record<string, unknown>;
  if (typeof store !== 'object' || store === null || !['get', 'set', 'reserve', 'update'].every((m) => typeof record[m] === 'function')) {
    throw new ValidationError('store', 'must be a store with get, set, reserve and update');
  }
  const bound = <K extends keyof Store>(name: K) => (typeof store[name] === 'function' ? { [name]: (store[name] as (...args: unknown[]) => unknown).bind(store) } : {});
  const shared = {
    ...bound('get'),
    ...bound('set'),
    ...bound('reserve'),
    ...bound('update'),
    ...bound('pace'),
    ...bound('sharers'),
    ...(typeof store.forSession === 'function' ? { forSession: (watch: StoreWatch) => sharedStore((store.forSession as NonNullable<Store['forSession']>).call(store, watch)) } : {}),
    stages: (settings: StoreSettings) => storeStages(shared, settings),
  } as Store;
  return Object.freeze(shared);
}
