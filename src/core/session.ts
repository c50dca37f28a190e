import { ValidationError } from '../errors/validation-error.js';
import { checkSession } from './codec.js';
import type { Logger, RateBudget, Session, SessionOptions, SessionState, Stage } from './types.js';
import { checkSessionOptions, isStage } from './options.js';
import type { ApiVersion } from './versions.js';
import { transportOf } from './transport.js';

export const DEFAULT_BASE_URL = 'https://api.github.com';
export const DEFAULT_API_VERSION = '2022-11-28';

export type { ApiVersion };
export const DEFAULT_ACCEPT = 'application/vnd.github+json';
export const VERSION = '0.3.0';
/** The largest answer read by default (after decompression), in bytes. */
export const DEFAULT_MAX_RESPONSE_BYTES = 100 * 1024 * 1024;

/** The `Authorization` value of HTTP Basic authentication (UTF-8, base64). */
export function encodeBasic(username: string, password: string): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

/** A base URL (the API's, or the sign-in service's as `webUrl`), checked: http(s), no user info, query or fragment, no trailing slash. */
export function checkBaseUrl(raw: string, name = 'baseUrl'): string {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ValidationError(name, `is not a URL: ${JSON.stringify(raw.replace(/\/\/[^/@]*@/, '//'))}`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new ValidationError(name, 'must be http or https');
  // User info in the base URL would be a credential sent as is, outside the session's own options.
  if (parsed.username || parsed.password) throw new ValidationError(name, 'must not carry a user name or password: pass them as options');
  if (parsed.search || parsed.hash) throw new ValidationError(name, 'must not carry a query or fragment');
  return parsed.origin + parsed.pathname.replace(/\/+$/, '');
}


/** The logger a list of stages names (`logging(log)`), or null: where every stage writes its lines. */
export function logOf(stages: readonly Stage[] | undefined): Logger | null {
  return stages?.find((stage) => stage.log)?.log ?? null;
}

/**
 * The stages a session's options name, in the order a request goes through them: the caller's
 * own, the caller's cache, then what the store brings (its cache, budget and pacing), then the
 * caller's pacing.
 */
function stagesOf(options: SessionOptions, state: SessionState, log: Logger | null): readonly Stage[] {
  // The caller's own stages come first: they see each request whole, waits and retries included.
  const stages: Stage[] = [...(options.stages ?? [])];
  const { cache, pacing, store } = options;
  if (isStage(cache)) stages.push(cache);
  if (!store && pacing !== undefined && !isStage(pacing) && pacing !== false) {
    throw new ValidationError('pacing', 'paces through a store: pass store, or pacing: pacing(options) for a session of its own');
  }
  if (store) {
    if (typeof store.stages !== 'function') throw new ValidationError('store', 'must bring its stages: a MemoryStore, redisStore(client), or a store of your own as sharedStore(store)');
    // The store tells the session of its outages (a store in another process may fail) through its state and log.
    stages.push(...store.stages({ cache: cache === undefined, pacing: isStage(pacing) ? false : (pacing ?? true), state, log: log ?? undefined }));
  }
  if (isStage(pacing)) stages.push(pacing);
  return Object.freeze(stages);
}

const TOKEN_PREFIXES = [['ghp_', 'classic'], ['github_pat_', 'fine-grained'], ['gho_', 'oauth'], ['ghu_', 'user-to-server'], ['ghs_', 'installation']] as const;

export function tokenKindOf(token: string): SessionState['tokenKind'] {
  return TOKEN_PREFIXES.find(([prefix]) => token.startsWith(prefix))?.[1] ?? 'other';
}

/**
 * A frozen session record: settings, credentials, the HTTP instance, and the mutable state.
 * @example
 * ```ts
 * import { createSession } from 'hubops';
 * import { getRepository } from 'hubops/repos';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN, timeout: 10_000 });
 * console.log((await getRepository(session, 'octocat/Hello-World')).stargazers_count);
 * ```
 */
export function createSession<const V extends ApiVersion | null = '2022-11-28'>(options?: SessionOptions & { apiVersion?: V | undefined }): Session<V>;
export function createSession(options: SessionOptions = {}): Session {
  checkSessionOptions(options);
  const username = options.username ?? options.login ?? null;
  const { credentials } = options;
  const token = credentials ? undefined : options.token;
  const password = credentials ? undefined : options.password;
  const authKind = credentials ? credentials.kind : password && username ? 'basic' : token ? 'token' : 'none';
  const authorization = authKind === 'basic' ? encodeBasic(username as string, password as string) : authKind === 'token' ? `token ${token}` : null;
  const timeout = options.timeout ?? 30_000;
  const tokenKind = credentials?.tokenKind ?? (authKind === 'installation' ? 'installation' : authKind === 'token' ? tokenKindOf(token as string) : null);
  const state: SessionState = { authKind, tokenKind, permissions: null, scopes: null, rateLimits: {}, lastRateLimit: null, cache: null, app: null, enterpriseVersion: null, requests: 0, retries: 0, rateLimitWaits: 0, storeOutages: 0 };
  const log = logOf(options.stages);
  const stages = stagesOf(options, state, log);
  state.cache = stages.find((stage) => stage.cache)?.cache ?? null;
  // The rate budget comes with what names it: a store's is shared, `rateLimit: rateBudget()` brings a session's own and says how a spent limit is met.
  const limit = options.rateLimit || undefined;
  const budgeting = stages.find((stage) => stage.budget) ?? limit;
  const session = {
    baseUrl: checkBaseUrl(options.baseUrl ?? DEFAULT_BASE_URL),
    username,
    authKind,
    userAgent: options.userAgent ?? `hubops/${VERSION}`,
    apiVersion: options.apiVersion === undefined ? DEFAULT_API_VERSION : options.apiVersion,
    accept: options.accept ?? DEFAULT_ACCEPT,
    timeout,
    allowInsecureHttp: options.allowInsecureHttp ?? false,
    maxResponseBytes: options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
    rateLimit: limit?.rateLimit?.wait ? ('wait' as const) : ('fail' as const),
    maxWait: limit?.rateLimit?.maxWait ?? 15 * 60_000,
    pacing: stages.find((stage) => stage.pacing)?.pacing ?? null,
    budget: null as RateBudget | null,
    ky: transportOf(options, timeout, state, stages),
    state,
  };
  const hidden = (value: unknown): PropertyDescriptor => ({ value, enumerable: false });
  Object.defineProperties(session, {
    authorization: hidden(authorization),
    credentials: hidden(credentials ?? null),
    secrets: hidden(Object.freeze([token, password, authorization, ...(credentials?.secrets ?? [])].filter((s): s is string => Boolean(s)))),
    options: hidden(Object.freeze({ ...options })),
    stages: hidden(stages),
    log: hidden(log),
    beforeError: hidden(stages.find((stage) => stage.hooks?.beforeError)?.hooks?.beforeError ?? null),
    witness: hidden(stages.find((stage) => stage.witness)?.witness ?? null),
    throttle: hidden(budgeting?.budget ? (budgeting.throttle ?? null) : null),
  });
  // A shared store's budget is keyed by the session's credentials: made once the session is.
  if (budgeting?.budget) session.budget = budgeting.budget(session as unknown as Session);
  return Object.freeze(session) as Session;
}

/**
 * A new session with this one's settings, the given overrides, and an empty state: a store
 * the caller passed as `cache` is never shared with it (a fresh one is made instead).
 * @example
 * ```ts
 * import { createSession, deriveSession } from 'hubops';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * // The same settings with a shorter timeout and no retries; the state (cache, rate limit) is its own.
 * const quick = deriveSession(session, { timeout: 2_000, retry: false });
 * ```
 */
export function deriveSession<V extends ApiVersion | null, const W extends ApiVersion | null = V>(session: Session<V>, overrides: SessionOptions & { apiVersion?: W | undefined }): Session<W>;
export function deriveSession(session: Session, overrides: SessionOptions): Session {
  checkSession(session);
  if (typeof overrides !== 'object' || overrides === null || Array.isArray(overrides)) throw new ValidationError('overrides', 'must be an object of session options');
  const { cache } = session.options;
  // A cache (and what it holds) is the session's own: the derived session starts an empty one.
  return createSession({ ...session.options, cache: isStage(cache) && cache.renew ? cache.renew() : cache, ...overrides });
}

/**
 * A fresh session with the same settings and an empty state (a new cache if one was asked for). No request.
 * @example
 * ```ts
 * import { createSession, newSession } from 'hubops';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * const fresh = newSession(session); // same settings, empty cache and rate-limit state
 * ```
 */
export function newSession<V extends ApiVersion | null>(session: Session<V>): Session<V> {
  return deriveSession(session, {});
}
