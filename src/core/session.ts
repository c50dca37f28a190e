import ky from 'ky';
import { ValidationError } from '../errors/validation-error.js';
import { checkSession } from './codec.js';
import { MemoryCache, type ConditionalCache } from './cache.js';
import { checkSessionOptions } from './options.js';
import type { RateLimit } from './rate-limit.js';

export const DEFAULT_BASE_URL = 'https://api.github.com';
export const DEFAULT_API_VERSION = '2022-11-28';
export const DEFAULT_ACCEPT = 'application/vnd.github+json';
export const VERSION = '0.2.0';
/** The largest answer read by default (after decompression), in bytes. */
export const DEFAULT_MAX_RESPONSE_BYTES = 100 * 1024 * 1024;

/** Asked for a one-time password when the service answers `X-GitHub-OTP: required`. */
export type TwoFactorCallback = () => string | Promise<string>;

export interface SessionOptions {
  /** Default `https://api.github.com`; a self-hosted installation's is `<url>/api/v3`. */
  baseUrl?: string | undefined;
  token?: string | undefined;
  username?: string | undefined;
  /** The older name of `username`. */
  login?: string | undefined;
  password?: string | undefined;
  twoFactorCallback?: TwoFactorCallback | undefined;
  userAgent?: string | undefined;
  /** Sent as `X-GitHub-Api-Version`; `null` sends none (older Enterprise Server). */
  apiVersion?: string | null | undefined;
  /** Default media type of `Accept`; a call's `headers` may override it. */
  accept?: string | undefined;
  /** Milliseconds per request; `false` for none. Default 30 s. */
  timeout?: number | false | undefined;
  fetch?: typeof globalThis.fetch | undefined;
  /** Send credentials over plain http to a host that is not loopback. Off by default. */
  allowInsecureHttp?: boolean | undefined;
  /** Keep representations and revalidate them with conditional requests: `true` or a store. */
  cache?: boolean | ConditionalCache | undefined;
  /** The largest answer read, in bytes after decompression; a larger one fails with a TransportError. Default 100 MB. */
  maxResponseBytes?: number | undefined;
}

/**
 * How a session sends a request. Typed here rather than as ky's instance so that a
 * program type-checking against hubops does not also load ky's declarations.
 */
export type Transport = (url: string, init: { method: string; headers: Record<string, string>; body?: BodyInit; signal?: AbortSignal; redirect?: RequestRedirect }) => Promise<Response>;

type StreamInit = Parameters<Transport>[1] & { duplex: 'half' };

/** What the service reports back; the only mutable part of a session. */
export interface SessionState {
  /** The last reading per resource (`core`, `search`, …). */
  rateLimits: Record<string, RateLimit>;
  lastRateLimit: RateLimit | null;
  cache: ConditionalCache | null;
  /** A registered application's credentials, for the application-token operations. */
  app: { clientId: string; clientSecret: string } | null;
  /** The release a self-hosted installation last reported (`X-GitHub-Enterprise-Version`), or null. */
  enterpriseVersion: string | null;
}

export interface Session {
  readonly baseUrl: string;
  readonly username: string | null;
  readonly authKind: 'none' | 'token' | 'basic';
  readonly twoFactorCallback: TwoFactorCallback | null;
  readonly userAgent: string;
  readonly apiVersion: string | null;
  readonly accept: string;
  readonly timeout: number | false;
  readonly allowInsecureHttp: boolean;
  readonly maxResponseBytes: number;
  /** Sends one request (a ky instance: no retries, the session's timeout, HTTP errors as answers). */
  readonly ky: Transport;
  readonly state: SessionState;
  /** The `Authorization` value (not enumerable, so it is not printed or serialised). */
  readonly authorization: string | null;
  /** Values that must never appear in an error or a log (not enumerable). */
  readonly secrets: readonly string[];
  /** The options it was made from (not enumerable). */
  readonly options: Readonly<SessionOptions>;
}

/** The `Authorization` value of HTTP Basic authentication (UTF-8, base64). */
export function encodeBasic(username: string, password: string): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

function checkBaseUrl(raw: string): string {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ValidationError('baseUrl', `is not a URL: ${JSON.stringify(raw.replace(/\/\/[^/@]*@/, '//'))}`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new ValidationError('baseUrl', 'must be http or https');
  // User info in the base URL would be a credential sent as is, outside the session's own options.
  if (parsed.username || parsed.password) throw new ValidationError('baseUrl', 'must not carry a user name or password: pass them as options');
  if (parsed.search || parsed.hash) throw new ValidationError('baseUrl', 'must not carry a query or fragment');
  return parsed.origin + parsed.pathname.replace(/\/+$/, '');
}

/** ky with no retries and HTTP errors returned as answers: the pipeline reads every status itself. */
function transportOf(fetch: typeof globalThis.fetch | undefined, timeout: number | false): Transport {
  const instance = ky.create({ retry: 0, timeout, throwHttpErrors: false, ...(fetch ? { fetch } : {}) });
  // ky keeps a copy of every request body for a retry: a streamed upload (never retried) would be
  // held whole in memory, so it goes to fetch itself; the pipeline's own signal still times it.
  return (url, init) => (typeof ReadableStream !== 'undefined' && init.body instanceof ReadableStream ? (fetch ?? globalThis.fetch)(url, { ...init, duplex: 'half' } as StreamInit) : instance(url, init));
}

/** A frozen session record: settings, credentials, the HTTP instance, and the mutable state. */
export function createSession(options: SessionOptions = {}): Session {
  checkSessionOptions(options);
  const username = options.username ?? options.login ?? null;
  const { token, password } = options;
  const authKind = password && username ? 'basic' : token ? 'token' : 'none';
  const authorization = authKind === 'basic' ? encodeBasic(username as string, password as string) : authKind === 'token' ? `token ${token}` : null;
  const timeout = options.timeout ?? 30_000;
  const cache = options.cache === true ? new MemoryCache() : options.cache || null;
  const session = {
    baseUrl: checkBaseUrl(options.baseUrl ?? DEFAULT_BASE_URL),
    username,
    authKind,
    twoFactorCallback: options.twoFactorCallback ?? null,
    userAgent: options.userAgent ?? `hubops/${VERSION}`,
    apiVersion: options.apiVersion === undefined ? DEFAULT_API_VERSION : options.apiVersion,
    accept: options.accept ?? DEFAULT_ACCEPT,
    timeout,
    allowInsecureHttp: options.allowInsecureHttp ?? false,
    maxResponseBytes: options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
    ky: transportOf(options.fetch, timeout),
    state: { rateLimits: {}, lastRateLimit: null, cache, app: null, enterpriseVersion: null } satisfies SessionState,
  };
  const hidden = (value: unknown): PropertyDescriptor => ({ value, enumerable: false });
  Object.defineProperties(session, {
    authorization: hidden(authorization),
    secrets: hidden(Object.freeze([token, password, authorization].filter((s): s is string => Boolean(s)))),
    options: hidden(Object.freeze({ ...options })),
  });
  return Object.freeze(session) as Session;
}

/**
 * A new session with this one's settings, the given overrides, and an empty state: a store
 * the caller passed as `cache` is never shared with it (a fresh one is made instead).
 */
export function deriveSession(session: Session, overrides: SessionOptions): Session {
  checkSession(session);
  if (typeof overrides !== 'object' || overrides === null || Array.isArray(overrides)) throw new ValidationError('overrides', 'must be an object of session options');
  const { cache } = session.options;
  return createSession({ ...session.options, cache: cache === true || !cache ? cache : new MemoryCache(), ...overrides });
}

/** A fresh session with the same settings and an empty state (a new cache if one was asked for). No request. */
export function newSession(session: Session): Session {
  return deriveSession(session, {});
}
