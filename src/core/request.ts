import { RedirectRefused } from '../errors/redirect-refused.js';
import { UnprocessableResponseBody } from '../errors/unprocessable-response-body.js';
import { errorFromResponse } from '../errors/from-response.js';
import { NotModified } from '../errors/not-modified.js';
import { ValidationError } from '../errors/validation-error.js';
import { deepFreeze } from '../models/library/freeze.js';
import { checkSession } from './codec.js';
import type { Exchange, Reply, RequestSpec, Send, Sent, Session, Stage } from './types.js';
import { GitHubError } from '../errors/github-error.js';
import { headerValueProblem } from './options.js';
import { TransportError } from '../errors/transport-error.js';
import { readRateLimit, recordRateLimit } from './rate-limit.js';
import { httpErrorResponse, settled } from './transport.js';
import { CREDENTIAL_HEADERS, formSecrets, redactText, redactUrl, requestSecrets, safeCause, urlSecrets } from './redact.js';
import { isLoopback, isUnder, resolveTarget } from './url.js';
import { readUpTo } from './chunks.js';

// What every request does, in the order it does it: the entry points, the request built from the
// session (its URL, headers and credential), the stages around it, the rate budget, the stages around
// each sending, the two-factor challenge, the exchange on the wire (the transport, transport.ts,
// sends each attempt) with the redirects it may follow, and reading the answer.

/**
 * The one request pipeline: builds the URL and headers, claims the rate budget, sends (ky
 * retries what may be retried), follows the redirects it may, records the rate limit,
 * revalidates cached representations, answers a two-factor challenge once, and turns every
 * failure into a typed error (shown to the `beforeError` hook).
 * @example
 * ```ts
 * import { createSession, send } from 'hubops';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * const reply = await send<{ resources: object }>(session, { method: 'GET', path: '/rate_limit' });
 * console.log(reply.status, reply.data.resources);
 * ```
 */
export async function send<T = unknown>(session: Session, spec: RequestSpec): Promise<Reply<T>> {
  // Checked in the request path: a spec that is not one is a ValidationError there.
  const as = (spec as Partial<RequestSpec> | null | undefined)?.as;
  trustUploads();
  trustGraphql();
  const reply = await sendUnfrozen<T>(session, spec, as === 'bytes' ? readBytesBody : as === 'stream' ? readStream : undefined);
  // JSON only: bytes cannot be frozen, and a stream frozen would stop working.
  return Object.freeze((as ?? 'json') === 'json' ? { ...reply, data: deepFreeze(reply.data) } : reply);
}

/**
 * `send` for the readers inside the library: the data as parsed, not yet frozen. Each reader
 * makes results of it that freeze what they hand out, so a page is not walked twice.
 */
export function sendUnfrozen<T = unknown>(session: Session, spec: RequestSpec, read?: BodyReader): Promise<Reply<T>> {
  const hook = (session as Partial<Session> | undefined)?.beforeError;
  if (!hook) return sendOnce<T>(session, spec, read);
  return sendOnce<T>(session, spec, read).catch(async (error: unknown) => {
    if (!(error instanceof GitHubError)) throw error;
    throw (await hook(error)) ?? error;
  });
}

/** `send` for operations that need a body: a 304 with nothing cached is a NotModified error. */
export async function sendForData<T = unknown>(session: Session, spec: RequestSpec, read?: BodyReader): Promise<Reply<T>> {
  const reply = await sendUnfrozen<T>(session, spec, read);
  if (reply.status === 304 && !reply.fromCache) {
    throw new NotModified({ status: 304, message: 'not modified, and no stored representation to answer with', method: spec.method ?? 'GET', url: reply.url });
  }
  return reply;
}

/** A bool operation: true on `yes` or any other success, false on `no`; any other failure throws. */
export async function sendForBool(session: Session, spec: RequestSpec, _yes = 204, no = 404): Promise<boolean> {
  try {
    const reply = await sendUnfrozen(session, { ...spec, as: 'none' });
    // The documented yes (`yes`), or any other success the service answers with (a 204 where a 200 is documented).
    return reply.status >= 200 && reply.status < 300;
  } catch (error) {
    if ((error as { status?: number }).status === no) return false;
    throw error;
  }
}

/** Requests sent by this process: each gets the next number as its own id. */
let sentRequests = 0;

/**
 * Reads an answer's body another way than as text (bytes, a stream): brought by what asks for it,
 * so that a path that reads JSON carries none of it. `as: 'bytes'` and `as: 'stream'` need one.
 */
export type BodyReader = (session: Session, response: Response, method: string, url: string, secrets: readonly string[]) => Promise<unknown>;

async function sendOnce<T>(session: Session, spec: RequestSpec, read?: BodyReader, renewed = false, id = String(++sentRequests)): Promise<Reply<T>> {
  checkSession(session);
  if (typeof spec !== 'object' || spec === null || typeof spec.path !== 'string') throw new ValidationError('spec', 'must be a request with a path');
  const method = spec.method ?? 'GET';
  const { href: requestUrl, target } = resolveTarget(session.baseUrl, spec.path, spec.params, spec.query);
  const trusted = mayCarryCredentials(session, target, spec);
  // A fixed credential is read at once; a provider's (a GitHub App's) is asked for, renewed when
  // due, and only for a request that may carry it.
  const credentials = trusted ? session.credentials : null;
  const authorization = credentials ? await credentials.authorization() : session.authorization;
  const granted = credentials?.permissions?.();
  if (granted) session.state.permissions = granted;
  const headers = baseHeaders(session, target, trusted, spec, authorization);
  const as = spec.as ?? 'json';
  const secretsSent = secretsOf(session, headers, spec);
  const body = (spec.body !== undefined ? JSON.stringify(spec.body) : spec.rawBody) as BodyInit | undefined;
  const route = spec.route ?? (spec.path.startsWith('/') ? spec.path : target.pathname);
  const exchange: Exchange = { id, route, listing: spec.listing, method, url: requestUrl, headers, body, signal: spec.signal, secrets: secretsSent, retry: spec.retry, as, authorization };
  const resource = resourceOf(session, requestUrl);
  const last: Send = (current) => exchangeFollowing(session, current);
  const sending: Send = session.stages.length === 0 ? last : (current) => through(session.stages, 'each', session, current, last);
  // The rate budget comes with the option (or the store) that names it: claimed, waited for and released around each sending.
  const { throttle } = session;
  const budgeted: Send = throttle ? (current) => throttle(session, current, resource, sending) : sending;
  const sent = session.stages.length === 0 ? await budgeted(exchange) : await through(session.stages, 'around', session, exchange, budgeted);
  if (!throttle) recordRateLimit(session.state, readRateLimit(sent.response.headers, resource));
  const { response, url, secrets } = sent;
  const safeUrl = redactUrl(url, secrets);
  recordService(session, response.headers);

  // A provider's credential the service refused (expired early, revoked): renewed once, and the request sent once more.
  if (response.status === 401 && credentials && !renewed && authorization && headers.authorization === authorization && !(spec.rawBody instanceof ReadableStream)) {
    await dropped(response);
    await credentials.refused(authorization);
    return sendOnce<T>(session, spec, read, true, id);
  }
  if (response.status >= 400) {
    const text = await readText(session, response, method, safeUrl, secrets).catch(() => '');
    throw errorFromResponse(response.status, response.headers, redactText(text, secrets), method, safeUrl);
  }
  if (response.status === 304) {
    await dropped(response);
    const { cached } = sent;
    if (cached) {
      const merged = new Headers(response.headers);
      if (cached.link && !merged.has('link')) merged.set('link', cached.link);
      return { status: 304, headers: merged, url: safeUrl, data: deepFreeze(cached.data) as T, fromCache: true, version: session.apiVersion };
    }
    return { status: 304, headers: response.headers, url: safeUrl, data: undefined as T, fromCache: false, version: session.apiVersion };
  }
  const sized = { size: 0 };
  const data = read ? await read(session, response, method, safeUrl, secrets) : await readBody(session, response, as as 'json' | 'text' | 'none', method, safeUrl, secrets, sized);
  if (response.status === 200 && as === 'json') await sent.keep?.(data, sized.size);
  return { status: response.status, headers: response.headers, url: safeUrl, data: data as T, fromCache: false, version: session.apiVersion };
}

/** Runs `exchange` through the stages' `kind` wrappers in order, then `last`. */
export function through(stages: readonly Stage[], kind: 'around' | 'each', session: Session, exchange: Exchange, last: Send): Promise<Sent> {
  const run = (from: number, current: Exchange): Promise<Sent> => {
    for (let i = from; i < stages.length; i++) {
      const wrap = stages[i]?.[kind];
      if (wrap) return wrap(session, current, (next) => run(i + 1, next));
    }
    return last(current);
  };
  return run(0, exchange);
}

// Where a request goes and what it carries.

const sessionOrigins = /*#__PURE__*/ new WeakMap<Session, string>();

function originOf(session: Session): string {
  let origin = sessionOrigins.get(session);
  if (origin === undefined) sessionOrigins.set(session, (origin = new URL(session.baseUrl).origin));
  return origin;
}

/**
 * Whether a request to `target` may carry the session's credentials and a body: under its base
 * URL, or for an upload under its upload URL. An address read from data that leaves the base
 * path (`/api/labels/x` under `/api/v3`) gets neither, even on the session's own host.
 */
function mayCarryCredentials(session: Session, target: URL, spec: RequestSpec): boolean {
  return isUnder(session.baseUrl, target) || (spec.upload === true && !!beyondBase.upload?.(session, target)) || (spec.graphql === true && !!beyondBase.graphql?.(session, target));
}

/**
 * Where a request that names `upload` or `graphql` may also carry credentials: the session's
 * upload URL, its GraphQL endpoint. Installed by what sends such requests (`send`, an upload, a
 * GraphQL call) when it is called, so that a plain session's path carries neither.
 */
const beyondBase: { upload?: (session: Session, target: URL) => boolean; graphql?: (session: Session, target: URL) => boolean } = {};

/** Lets requests that name `upload` carry credentials under the session's upload URL. */
export function trustUploads(): void {
  beyondBase.upload ??= (session, target) => isUnder(uploadBaseUrl(session), target);
}

/** Lets requests that name `graphql` carry credentials to the session's GraphQL endpoint. */
export function trustGraphql(): void {
  beyondBase.graphql ??= (session, target) => target.href === graphqlUrl(session);
}

function baseHeaders(session: Session, target: URL, trusted: boolean, spec: RequestSpec, authorization: string | null): Record<string, string> {
  const headers: Record<string, string> = { accept: session.accept, 'user-agent': session.userAgent };
  if (session.apiVersion) headers['x-github-api-version'] = session.apiVersion;
  if (authorization && trusted) headers.authorization = authorization;
  if (spec.body !== undefined) headers['content-type'] = 'application/json; charset=utf-8';
  else if (spec.rawBody !== undefined && !(spec.rawBody instanceof FormData)) headers['content-type'] = spec.contentType ?? 'text/plain; charset=utf-8';
  for (const [name, value] of Object.entries(callHeaders(spec.headers))) {
    // Credentials go only to the session's own origin, whoever supplied them.
    if (!trusted && CREDENTIAL_HEADERS.has(name)) continue;
    headers[name] = value;
  }
  if (!trusted && (spec.body !== undefined || spec.rawBody !== undefined)) {
    throw new ValidationError('path', `refusing to send a request body to ${target.origin}${target.pathname}, outside the session’s base URL`);
  }
  // Whatever credentials a request carries (the session's or an operation's own), never in clear text off this machine.
  if (headers.authorization && target.protocol === 'http:' && !isLoopback(target.hostname) && !session.allowInsecureHttp) {
    throw new ValidationError('baseUrl', 'refusing to send credentials over plain http to a host that is not loopback (set allowInsecureHttp to allow it)');
  }
  return headers;
}

/**
 * A call's own headers, checked and with lower-case names: a value fetch would refuse is a
 * ValidationError naming the header, never quoting it.
 */
export function callHeaders(given: unknown): Record<string, string> {
  if (given === undefined) return {};
  if (typeof given !== 'object' || given === null || Array.isArray(given)) throw new ValidationError('headers', 'must be an object of header names and texts');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(given)) {
    const key = name.toLowerCase();
    if (!/^[!#$%&'*+.^_`|~0-9a-z-]+$/.test(key)) throw new ValidationError('headers', 'a header name has a character a header name cannot carry');
    if (typeof value !== 'string') throw new ValidationError(`headers.${key}`, `must be a string, not ${value === null ? 'null' : typeof value}`);
    const problem = headerValueProblem(value);
    if (problem) throw new ValidationError(`headers.${key}`, problem);
    headers[key] = value;
  }
  return headers;
}

/**
 * The values no error or log of this request may show: the session's own, and what the request
 * adds. A request that adds none (its credential is the session's) shares the session's list, so
 * that the forms of each secret are worked out once per session, not once per request.
 */
function secretsOf(session: Session, headers: Record<string, string>, spec: RequestSpec): readonly string[] {
  const app = session.state.app?.clientSecret;
  const added = [...(app ? [app] : []), ...requestSecrets(headers, spec.body, spec.params), ...formSecrets(spec.rawBody, spec.contentType)].filter((secret) => !session.secrets.includes(secret));
  return added.length === 0 ? session.secrets : [...session.secrets, ...added];
}

/**
 * Keeps what the service says of itself and of the credential with every answer: the release of
 * a self-hosted installation, and a classic or OAuth token's scopes.
 */
function recordService(session: Session, headers: Headers): void {
  // Shown to callers as is: only a short release text (`3.19.0`) is taken (`Headers` has trimmed it).
  const version = headers.get('x-github-enterprise-version');
  if (version && /^[\w.+-]{1,40}$/.test(version)) session.state.enterpriseVersion = version;
  const scopes = headers.get('x-oauth-scopes');
  if (scopes !== null && /^[\w:, -]{0,1000}$/.test(scopes)) session.state.scopes = Object.freeze(scopes.split(',').map((scope) => scope.trim()).filter(Boolean));
}

/**
 * The rate-limit resource a request counts against, from its path: GitHub names it in
 * `x-ratelimit-resource` only in the answer.
 */
export function resourceOf(session: Session, url: string): string {
  const path = url.startsWith(session.baseUrl) ? url.slice(session.baseUrl.length) : new URL(url).pathname;
  if (/^\/search\/code(?:[/?]|$)/.test(path)) return 'code_search';
  if (path.startsWith('/search/')) return 'search';
  // api.github.com's /graphql, and an Enterprise Server's /api/graphql beside its /api/v3.
  if (/^\/(?:api\/)?graphql(?:[/?]|$)/.test(path)) return 'graphql';
  return 'core';
}

/** Waits `ms`, or fails with a TransportError when the caller's signal aborts first. */
export function sleep(ms: number, signal: AbortSignal | undefined, method: string, url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const aborted = () => {
      clearTimeout(timer);
      reject(new TransportError({ message: `${method} ${url}: the request was aborted while waiting for a rate limit`, method, url, reason: 'abort' }));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', aborted);
      resolve();
    }, ms);
    if (signal?.aborted) aborted();
    else signal?.addEventListener('abort', aborted, { once: true });
  });
}

/**
 * Where this session uploads release assets: uploads.github.com for api.github.com, the
 * installation's `/api/uploads` for a self-hosted base URL ending in `/api/v3`, otherwise the
 * base URL itself. No request.
 * @example
 * ```ts
 * import { createSession, uploadBaseUrl } from 'hubops';
 *
 * console.log(uploadBaseUrl(createSession())); // https://uploads.github.com
 * ```
 */
export function uploadBaseUrl(session: Session): string {
  checkSession(session);
  const origin = originOf(session);
  if (origin === 'https://api.github.com') return 'https://uploads.github.com';
  return session.baseUrl.endsWith('/api/v3') ? `${origin}/api/uploads` : session.baseUrl;
}

/**
 * The session's GraphQL endpoint: `https://api.github.com/graphql`; on an Enterprise Server
 * (a base URL ending in `/api/v3`) the installation's `/api/graphql`; else `<base URL>/graphql`.
 * No request.
 * @example
 * ```ts
 * import { createSelfHostedClient, graphqlUrl } from 'hubops';
 *
 * console.log(graphqlUrl(createSelfHostedClient({ url: 'https://ghe.example.com' }).session)); // https://ghe.example.com/api/graphql
 * ```
 */
export function graphqlUrl(session: Session): string {
  checkSession(session);
  return graphqlUrlOf(session.baseUrl);
}

/** The GraphQL endpoint of an API base URL (see `graphqlUrl`). */
export function graphqlUrlOf(baseUrl: string): string {
  return baseUrl.endsWith('/api/v3') ? `${baseUrl.slice(0, -'/api/v3'.length)}/api/graphql` : `${baseUrl}/graphql`;
}

// The exchange on the wire: one request sent, the redirects it may follow, and its answer read.

/** Redirects followed in a row before giving up: GitHub uses one (a renamed repository, a download). */
const MAX_REDIRECTS = 5;

export function transportError(error: unknown, method: string, url: string, secrets: readonly string[]): TransportError {
  const name = (error as { name?: string } | null)?.name;
  const reason = name === 'TimeoutError' ? 'timeout' : name === 'AbortError' ? 'abort' : 'network';
  const cause = safeCause(error, secrets) as Error | undefined;
  const detail = reason === 'timeout' ? 'the request timed out' : reason === 'abort' ? 'the request was aborted' : `the connection failed (${cause?.message ?? 'unknown error'})`;
  return new TransportError({ message: `${method} ${url}: ${detail}`, method, url, cause, reason });
}

async function fetchOnce(session: Session, exchange: Exchange): Promise<Response> {
  const { method, url, headers, body, signal, secrets } = exchange;
  const context = { id: exchange.id ?? '', method, url: redactUrl(url, secrets), secrets, retry: exchange.retry, onPause: exchange.onPause, pace: exchange.pace, note: exchange.note };
  try {
    // Redirects are read here, not followed by fetch: fetch would carry a body, and some runtimes credentials, to wherever they point.
    return await session.ky(url, { method, headers, body, signal, redirect: 'manual', context });
  } catch (error) {
    const answer = httpErrorResponse(error);
    if (answer) return answer;
    // The runtime's error may quote the URL with its own credentials (a URL with user info is refused so).
    throw transportError(error, method, redactUrl(url, secrets), [...secrets, ...urlSecrets(url)]);
  }
}

function refuse(exchange: Exchange, status: number, location: string | null, why: string): never {
  const url = redactUrl(exchange.url, exchange.secrets);
  const where = location === null ? '' : ` to ${redactUrl(location, exchange.secrets)}`;
  throw new RedirectRefused({ status, message: `${exchange.method} ${url}: redirect${where} not followed: ${why}`, method: exchange.method, url, location: location === null ? null : redactUrl(location, exchange.secrets) });
}

/** The request to send after a redirect, or a RedirectRefused explaining why there is none. */
function redirected(exchange: Exchange, response: Response, base: string): Exchange {
  const { status } = response;
  const header = response.headers.get('location');
  // A browser's opaque redirect (its answer to `redirect: 'manual'`) shows no headers: it names no Location either.
  if (!header) refuse(exchange, status, null, 'the answer names no Location');
  let target: URL;
  try {
    target = new URL(header, exchange.url);
  } catch {
    refuse(exchange, status, header, 'the Location is not a URL');
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') refuse(exchange, status, target.href, 'only http(s) is followed');
  const under = isUnder(base, target);
  if (exchange.method !== 'GET' && exchange.method !== 'HEAD') {
    // A 307 or 308 keeps the method and body, and GitHub documents them for a renamed or moved
    // repository: followed under the base URL only. 301-303 would change the method; anywhere
    // else would resend a body to a place the caller did not name.
    if (status !== 307 && status !== 308) refuse(exchange, status, target.href, `a ${exchange.method} is redirected only by a 307 or 308`);
    if (!under) refuse(exchange, status, target.href, `a ${exchange.method} is redirected only under the session's base URL`);
    if (exchange.body instanceof ReadableStream) refuse(exchange, status, target.href, 'a streamed body cannot be sent twice');
  }
  if (under) return { ...exchange, url: target.href };
  // Anywhere else, even on the same host, a GET goes without credentials (a download from a storage host needs none).
  const headers = Object.fromEntries(Object.entries(exchange.headers).filter(([name]) => !CREDENTIAL_HEADERS.has(name)));
  return { ...exchange, url: target.href, headers };
}

/** Sends one request, following the redirects it may follow; the answer, the URL it came from, and the request's secrets. */
export async function exchangeFollowing(session: Session, first: Exchange): Promise<Sent> {
  let exchange = first;
  for (let hops = 0; ; hops++) {
    const response = await fetchOnce(session, exchange);
    const isRedirect = (response.status >= 300 && response.status < 400 && response.status !== 304) || response.type === 'opaqueredirect';
    if (!isRedirect) return { response, url: exchange.url, secrets: first.secrets };
    await dropped(response);
    if (hops === MAX_REDIRECTS) refuse(exchange, response.status, response.headers.get('location'), `more than ${MAX_REDIRECTS} redirects in a row`);
    exchange = redirected(exchange, response, session.baseUrl);
  }
}

function tooLarge(method: string, url: string, limit: number): TransportError {
  return new TransportError({ message: `${method} ${url}: the answer is larger than maxResponseBytes (${limit} bytes); not read`, method, url, reason: 'too-large' });
}

/**
 * The body within `limit`. A declared length (of a body nothing decompresses) past the limit is
 * not read at all, and an answer within it is handed back to be read whole by the runtime; any
 * other body is counted chunk by chunk as it arrives (after decompression), the read stopping
 * past the limit, and handed back as its bytes.
 */
async function within(response: Response, limit: number, method: string, url: string): Promise<Response | Uint8Array> {
  const length = response.headers.get('content-length');
  // A length is the size of the body as read only when nothing decompresses it.
  const declared = length !== null && !response.headers.has('content-encoding') && /^\d+$/.test(length) ? Number(length) : null;
  if (declared !== null && declared > limit) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge(method, url, limit);
  }
  if (!response.body || declared !== null) return response;
  // Read chunk by chunk rather than piped through a counting stream: a pipe costs several promises per chunk.
  const bytes = await readUpTo(response.body, limit);
  if (!bytes) throw tooLarge(method, url, limit);
  return bytes;
}

/** An answer whose body is not wanted: dropped, and its attempt's deadline released. */
export async function dropped(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined);
  settled(response);
}

/** Reads the body within `limit`, turning a failure while it arrives into a typed error. */
async function read<T>(response: Response, limit: number, method: string, url: string, secrets: readonly string[], how: (body: Response | Uint8Array) => T | Promise<T>): Promise<T> {
  try {
    return await how(await within(response, limit, method, url));
  } catch (error) {
    if (error instanceof TransportError) throw error;
    throw transportError(error, method, url, secrets);
  } finally {
    settled(response);
  }
}

/** The body's bytes, within `limit`. */
export async function readBytes(response: Response, limit: number, method: string, url: string, secrets: readonly string[]): Promise<Uint8Array> {
  return read(response, limit, method, url, secrets, async (body) => (body instanceof Uint8Array ? own(body) : new Uint8Array(await body.arrayBuffer())));
}

/**
 * Bytes in a buffer of their own: a chunk as the runtime read it may be a view of a larger,
 * pooled buffer, whose other bytes a caller reaching `.buffer` must not see.
 */
function own(bytes: Uint8Array): Uint8Array {
  return bytes.constructor === Uint8Array && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
}

/** The body's text (UTF-8, as `Response.text()` decodes it), read within the session's limit. */
export async function readText(session: Session, response: Response, method: string, url: string, secrets: readonly string[]): Promise<string> {
  return read(response, session.maxResponseBytes, method, url, secrets, (body) => (body instanceof Uint8Array ? utf8.decode(body) : body.text()));
}

const utf8 = /*#__PURE__*/ new TextDecoder();

/**
 * The body as it arrives, unread and unbounded (the caller decides what to keep); a failure
 * while it arrives reaches the reader as a TransportError.
 */
function typedStream(body: ReadableStream<Uint8Array> | null, method: string, url: string, secrets: readonly string[]): ReadableStream<Uint8Array> {
  const reader = body?.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await reader?.read();
        if (!next || next.done) controller.close();
        else controller.enqueue(next.value);
      } catch (error) {
        controller.error(transportError(error, method, url, secrets));
      }
    },
    cancel: (reason) => reader?.cancel(reason),
  });
}

/** An answer's body as bytes, within the session's limit. */
export const readBytesBody: BodyReader = (session, response, method, url, secrets) => readBytes(response, session.maxResponseBytes, method, url, secrets);

/** An answer's body as a stream left to the caller. */
export const readStream: BodyReader = async (_session, response, method, url, secrets) => typedStream(response.body, method, url, secrets);

/** The body read as text, nothing, or JSON (bytes and streams have readers of their own: `BodyReader`). */
export async function readBody(session: Session, response: Response, as: 'json' | 'text' | 'none', method: string, url: string, secrets: readonly string[], sized?: { size: number }): Promise<unknown> {
  const text = await readText(session, response, method, url, secrets);
  if (sized) sized.size = text.length;
  if (as === 'text') return text;
  if (as === 'none') return undefined;
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new UnprocessableResponseBody({ status: response.status, message: `${method} ${url}: the body is not JSON`, method, url, body: text, path: '', cause });
  }
}
