import { AuthenticationFailed } from '../errors/authentication-failed.js';
import { errorFromResponse } from '../errors/from-response.js';
import { NotModified } from '../errors/not-modified.js';
import { TransportError } from '../errors/transport-error.js';
import { UnprocessableResponseBody } from '../errors/unprocessable-response-body.js';
import { ValidationError } from '../errors/validation-error.js';
import type { CacheEntry } from './cache.js';
import { readRateLimit } from './rate-limit.js';
import { redactUrl } from './redact.js';
import type { Session } from './session.js';
import { isLoopback, resolveUrl, type PathParams, type QueryValue } from './url.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Per-call options every operation accepts. */
export interface CallOptions {
  signal?: AbortSignal;
  /** Extra request headers, e.g. a preview media type as `Accept`. */
  headers?: Record<string, string>;
}

export interface RequestSpec extends CallOptions {
  method?: Method;
  /** A path template (`/repos/{owner}/{repo}`) or an absolute URL. */
  path: string;
  params?: PathParams;
  query?: Readonly<Record<string, QueryValue>>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is, with `contentType`. */
  rawBody?: string | Uint8Array;
  contentType?: string;
  /** How to read the answer; default 'json'. */
  as?: 'json' | 'text' | 'bytes' | 'none';
}

/** What an operation gets back: 2xx, or 304 (then `fromCache` tells whether `data` is the stored copy). */
export interface Reply<T = unknown> {
  readonly status: number;
  readonly headers: Headers;
  /** The request URL, without credentials. */
  readonly url: string;
  readonly data: T;
  readonly fromCache: boolean;
}

function baseHeaders(session: Session, url: string, spec: RequestSpec): Record<string, string> {
  const headers: Record<string, string> = { accept: session.accept, 'user-agent': session.userAgent };
  if (session.apiVersion) headers['x-github-api-version'] = session.apiVersion;
  const target = new URL(url);
  // The session's credentials go only to its own origin (never to a Link or url elsewhere).
  if (session.authorization && target.origin === new URL(session.baseUrl).origin) headers.authorization = session.authorization;
  if (spec.body !== undefined) headers['content-type'] = 'application/json; charset=utf-8';
  else if (spec.rawBody !== undefined) headers['content-type'] = spec.contentType ?? 'text/plain; charset=utf-8';
  for (const [name, value] of Object.entries(spec.headers ?? {})) headers[name.toLowerCase()] = value;
  // Whatever credentials a request carries (the session's or an operation's own), never in clear text off this machine.
  if (headers.authorization && target.protocol === 'http:' && !isLoopback(target.hostname) && !session.allowInsecureHttp) {
    throw new ValidationError('baseUrl', 'refusing to send credentials over plain http to a host that is not loopback (set allowInsecureHttp to allow it)');
  }
  return headers;
}

/** ky's errors carry the Request, whose headers hold the credentials: keep only the name and a redacted message. */
function safeCause(error: unknown, secrets: readonly string[]): unknown {
  if (error === null || typeof error !== 'object' || !('request' in error)) return error;
  const { name, message } = error as { name?: unknown; message?: unknown };
  const copy = new Error(redactUrl(String(message), secrets));
  copy.name = String(name);
  return copy;
}

function transportError(error: unknown, method: string, url: string, secrets: readonly string[] = []): TransportError {
  const name = (error as { name?: string } | null)?.name;
  const reason = name === 'TimeoutError' ? 'timeout' : name === 'AbortError' ? 'abort' : 'network';
  const detail = reason === 'timeout' ? 'the request timed out' : reason === 'abort' ? 'the request was aborted' : `the connection failed (${String((error as Error)?.message ?? error)})`;
  return new TransportError({ message: `${method} ${url}: ${detail}`, method, url, cause: safeCause(error, secrets), reason });
}

async function readBody(response: Response, as: RequestSpec['as'], method: string, url: string): Promise<unknown> {
  try {
    if (as === 'bytes') return new Uint8Array(await response.arrayBuffer());
    const text = await response.text();
    if (as === 'text' || as === 'none') return as === 'text' ? text : undefined;
    if (text === '') return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch (cause) {
      throw new UnprocessableResponseBody({ status: response.status, message: `${method} ${url}: the body is not JSON`, method, url, body: text, path: '', cause });
    }
  } catch (error) {
    if (error instanceof UnprocessableResponseBody) throw error;
    throw transportError(error, method, url);
  }
}

/**
 * ky's timeout stops counting once the headers arrive; a timeout signal given to fetch as well
 * also bounds reading the body, which would otherwise hang on a stalled connection.
 */
function requestSignal(session: Session, signal: AbortSignal | undefined): AbortSignal | undefined {
  if (session.timeout === false) return signal;
  // AbortSignal.timeout takes only whole milliseconds within a 32-bit timer (ky refuses longer ones itself).
  const timeout = AbortSignal.timeout(Math.min(Math.max(Math.ceil(session.timeout), 0), 2 ** 31 - 1));
  if (!signal) return timeout;
  // Runtimes without AbortSignal.any (Node before 20.3) keep the caller's signal; ky still times the headers.
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([signal, timeout]) : signal;
}

async function fetchOnce(session: Session, method: Method, url: string, headers: Record<string, string>, spec: RequestSpec, safeUrl: string): Promise<Response> {
  const body = (spec.body !== undefined ? JSON.stringify(spec.body) : spec.rawBody) as BodyInit | undefined;
  try {
    return await session.ky(url, { method, headers, body, signal: requestSignal(session, spec.signal) });
  } catch (error) {
    throw transportError(error, method, safeUrl, session.secrets);
  }
}

/**
 * The one request pipeline: builds the URL and headers, sends, records the rate limit,
 * revalidates cached representations, answers a two-factor challenge once, and turns
 * every failure into a typed error.
 */
export async function send<T = unknown>(session: Session, spec: RequestSpec): Promise<Reply<T>> {
  const method = spec.method ?? 'GET';
  const url = resolveUrl(session.baseUrl, spec.path, spec.params, spec.query);
  const safeUrl = redactUrl(url, session.secrets);
  const headers = baseHeaders(session, url, spec);
  const as = spec.as ?? 'json';
  const { cache } = session.state;
  const cacheKey = cache && method === 'GET' && as === 'json' && !headers['if-none-match'] && !headers['if-modified-since'] ? `${headers.accept} ${url}` : null;
  const cached = cacheKey ? cache?.get(cacheKey) : undefined;
  if (cached?.etag) headers['if-none-match'] = cached.etag;
  else if (cached?.lastModified) headers['if-modified-since'] = cached.lastModified;

  let response = await fetchOnce(session, method, url, headers, spec, safeUrl);
  const otp = response.headers.get('x-github-otp');
  if (response.status === 401 && otp?.startsWith('required') && session.twoFactorCallback) {
    await response.body?.cancel();
    const code = await session.twoFactorCallback();
    response = await fetchOnce(session, method, url, { ...headers, 'x-github-otp': code }, spec, redactUrl(url, [...session.secrets, code]));
    if (response.status === 401) {
      const text = await response.text().catch(() => '');
      const error = errorFromResponse(401, response.headers, text, method, safeUrl);
      throw new AuthenticationFailed({ ...error, message: `two-factor code refused: ${error.message}`, method, url: safeUrl });
    }
  }

  const rateLimit = readRateLimit(response.headers);
  if (rateLimit) {
    session.state.rateLimits[rateLimit.resource] = rateLimit;
    session.state.lastRateLimit = rateLimit;
  }

  if (response.status >= 400) {
    const text = await response.text().catch(() => '');
    throw errorFromResponse(response.status, response.headers, text, method, safeUrl);
  }
  if (response.status === 304) {
    await response.body?.cancel();
    if (cached) {
      const merged = new Headers(response.headers);
      if (cached.link && !merged.has('link')) merged.set('link', cached.link);
      return { status: 304, headers: merged, url: safeUrl, data: cached.data as T, fromCache: true };
    }
    return { status: 304, headers: response.headers, url: safeUrl, data: undefined as T, fromCache: false };
  }
  const data = await readBody(response, as, method, safeUrl);
  if (cacheKey && cache && response.status === 200) {
    const entry: CacheEntry = { etag: response.headers.get('etag'), lastModified: response.headers.get('last-modified'), link: response.headers.get('link'), data };
    if (entry.etag || entry.lastModified) cache.set(cacheKey, entry);
  }
  return { status: response.status, headers: response.headers, url: safeUrl, data: data as T, fromCache: false };
}

/** `send` for operations that need a body: a 304 with nothing cached is a NotModified error. */
export async function sendForData<T = unknown>(session: Session, spec: RequestSpec): Promise<Reply<T>> {
  const reply = await send<T>(session, spec);
  if (reply.status === 304 && !reply.fromCache) {
    throw new NotModified({ status: 304, message: 'not modified, and no stored representation to answer with', method: spec.method ?? 'GET', url: reply.url });
  }
  return reply;
}

/** A bool operation: true on `yes`, false on `no`; anything else has already thrown or is false. */
export async function sendForBool(session: Session, spec: RequestSpec, yes = 204, no = 404): Promise<boolean> {
  try {
    const reply = await send(session, { ...spec, as: 'none' });
    return reply.status === yes;
  } catch (error) {
    if ((error as { status?: number }).status === no) return false;
    throw error;
  }
}
