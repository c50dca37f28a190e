import { AuthenticationFailed } from '../errors/authentication-failed.js';
import { errorFromResponse } from '../errors/from-response.js';
import { NotModified } from '../errors/not-modified.js';
import { ValidationError } from '../errors/validation-error.js';
import { deepFreeze } from '../models/library/freeze.js';
import { checkSession } from './codec.js';
import { exchangeFollowing, readBody, readText } from './exchange.js';
import type { Exchange, RateBudget, Reply, RequestNote, RequestSpec, Send, Sent, Session, Stage } from './types.js';
import { headerValueProblem } from './options.js';
import { GitHubError } from '../errors/github-error.js';
import { RateLimitExceeded } from '../errors/rate-limit-exceeded.js';
import { TransportError } from '../errors/transport-error.js';
import { readRateLimit, recordRateLimit } from './rate-limit.js';
import { DEFAULT_RETRY, IDEMPOTENT, retryAfterMs, retryDecision } from './retry.js';
import { CREDENTIAL_HEADERS, formSecrets, redactText, redactUrl, requestSecrets } from './redact.js';
import { isLoopback, isUnder, resolveUrl } from './url.js';

// What every request does, in the order it does it: the entry points, the request built from the
// session (its URL, headers and credential), the stages around it, the rate budget, the stages around
// each sending, the two-factor challenge, and the exchange itself (exchange.ts).

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
  const reply = await sendUnfrozen<T>(session, spec);
  // JSON only: bytes cannot be frozen, and a stream frozen would stop working.
  return Object.freeze((spec.as ?? 'json') === 'json' ? { ...reply, data: deepFreeze(reply.data) } : reply);
}

/**
 * `send` for the readers inside the library: the data as parsed, not yet frozen. Each reader
 * makes results of it that freeze what they hand out, so a page is not walked twice.
 */
export async function sendUnfrozen<T = unknown>(session: Session, spec: RequestSpec): Promise<Reply<T>> {
  try {
    return await sendOnce<T>(session, spec);
  } catch (error) {
    const hook = (session as Partial<Session> | undefined)?.options?.hooks?.beforeError;
    if (!hook || !(error instanceof GitHubError)) throw error;
    throw (await hook(error)) ?? error;
  }
}

/** `send` for operations that need a body: a 304 with nothing cached is a NotModified error. */
export async function sendForData<T = unknown>(session: Session, spec: RequestSpec): Promise<Reply<T>> {
  const reply = await sendUnfrozen<T>(session, spec);
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

async function sendOnce<T>(session: Session, spec: RequestSpec, renewed = false, id = String(++sentRequests)): Promise<Reply<T>> {
  checkSession(session);
  if (typeof spec !== 'object' || spec === null || typeof spec.path !== 'string') throw new ValidationError('spec', 'must be a request with a path');
  const method = spec.method ?? 'GET';
  const requestUrl = resolveUrl(session.baseUrl, spec.path, spec.params, spec.query);
  const target = new URL(requestUrl);
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
  const sent = await through(session.stages, 'around', session, exchange, (current) => throttled(session, current, resource));
  const { response, url, secrets } = sent;
  const safeUrl = redactUrl(url, secrets);
  recordService(session, response.headers);

  // A provider's credential the service refused (expired early, revoked): renewed once, and the request sent once more.
  if (response.status === 401 && credentials && !renewed && authorization && headers.authorization === authorization && !(spec.rawBody instanceof ReadableStream)) {
    await response.body?.cancel().catch(() => undefined);
    await credentials.refused(authorization);
    return sendOnce<T>(session, spec, true, id);
  }
  if (response.status >= 400) {
    const text = await readText(session, response, method, safeUrl, secrets).catch(() => '');
    throw errorFromResponse(response.status, response.headers, redactText(text, secrets), method, safeUrl);
  }
  if (response.status === 304) {
    await response.body?.cancel();
    const { cached } = sent;
    if (cached) {
      const merged = new Headers(response.headers);
      if (cached.link && !merged.has('link')) merged.set('link', cached.link);
      return { status: 304, headers: merged, url: safeUrl, data: deepFreeze(cached.data) as T, fromCache: true, version: session.apiVersion };
    }
    return { status: 304, headers: response.headers, url: safeUrl, data: undefined as T, fromCache: false, version: session.apiVersion };
  }
  const sized = { size: 0 };
  const data = await readBody(session, response, as, method, safeUrl, secrets, sized);
  if (response.status === 200 && as === 'json') await sent.keep?.(data, sized.size);
  return { status: response.status, headers: response.headers, url: safeUrl, data: data as T, fromCache: false, version: session.apiVersion };
}

/**
 * Sends through the rate budget: claims a request of it (waiting or failing while it is spent),
 * then releases the claim with what the answer reported. Under `rateLimit: 'wait'`, a request
 * that may be resent and is refused for a rate limit waits for the reset and goes again.
 */
async function throttled(session: Session, exchange: Exchange, resource: string): Promise<Sent> {
  const safe = redactUrl(exchange.url, exchange.secrets);
  const { budget } = session;
  for (let round = 0; ; round++) {
    await admit(session, budget, resource, exchange.method, safe, exchange.signal, exchange.note);
    let pause = 0;
    // Told at once, so that the sessions sharing the budget hold off while this one retries.
    const onPause = (until: number) => {
      pause = Math.max(pause, until);
      void Promise.resolve(budget.update(resource, null, until, false)).catch(() => undefined);
    };
    let sent: Sent;
    try {
      sent = await through(session.stages, 'each', session, { ...exchange, onPause }, (current) => exchangeWithOtp(session, current));
    } catch (error) {
      await budget.update(resource, null, pause);
      throw error;
    }
    const { response } = sent;
    // A Retry-After on a refusal holds every session of the budget off, retried or not.
    const after = response.status === 403 || response.status === 429 ? retryAfterMs(response.headers.get('retry-after')) : null;
    if (after !== null) pause = Math.max(pause, Date.now() + after);
    // So does a secondary limit that names no time, also when no retry looked at it (retries off for the session or the call).
    else if (!pause && (response.status === 403 || response.status === 429)) pause = (await retryDecision(exchange.method, response.clone(), DEFAULT_RETRY, false)).pause;
    const reading = readRateLimit(response.headers, resource);
    recordRateLimit(session.state, reading);
    const resendable = exchange.retry === true || IDEMPOTENT.includes(exchange.method.toLowerCase());
    let until: number | null = null;
    if (session.rateLimit === 'wait' && resendable && (response.status === 403 || response.status === 429)) {
      const text = await readText(session, response.clone(), exchange.method, safe, sent.secrets).catch(() => '');
      until = limitedUntil(errorFromResponse(response.status, response.headers, text, exchange.method, safe));
      if (until !== null && until - Date.now() > session.maxWait) until = null;
    }
    // A wait asked for goes into the budget, so that the next claim (this session's, or another's) waits for it.
    await budget.update(resource, reading?.resource === resource ? reading : null, Math.max(pause, until ?? 0));
    if (until === null) return sent;
    await response.body?.cancel().catch(() => undefined);
  }
}

/**
 * Claims one request of the budget; while it is spent (or a secondary limit holds everyone
 * off), fails at once with RateLimitExceeded, or under `rateLimit: 'wait'` waits for the reset,
 * up to `maxWait`. Nothing is sent before this returns.
 */
async function admit(session: Session, budget: RateBudget, resource: string, method: string, url: string, signal: AbortSignal | undefined, note?: RequestNote): Promise<void> {
  let waitedFor = 0;
  for (;;) {
    const now = Date.now();
    const claim = await budget.reserve(resource, now);
    if (!claim) return;
    const { until, reason } = typeof claim === 'number' ? { until: claim, reason: null } : claim;
    const resetAt = new Date(until);
    const limit = reason === 'secondary' ? "GitHub's secondary rate limit" : `the ${resource} rate limit`;
    if (session.rateLimit !== 'wait' || until - now > session.maxWait) {
      const why = reason === 'secondary' ? `${limit} asked to hold off until ${resetAt.toISOString()}` : reason === 'spent' ? `${limit} is spent until ${resetAt.toISOString()}` : `${limit} holds requests off until ${resetAt.toISOString()}`;
      throw new RateLimitExceeded({ message: `${method} ${url}: not sent: ${why}`, method, url, resetAt });
    }
    // A timer may fire a little before the clock reaches its moment: the rest of the same wait is not a new one.
    if (until !== waitedFor) {
      session.state.rateLimitWaits++;
      session.options.log?.warn?.(`${method} ${url}: waiting ${Math.ceil((until - now) / 1000)} s for ${limit} (until ${resetAt.toISOString()})`);
      note?.('rate-limit wait', { 'github.rate_limit.resource': resource, 'hubops.wait_ms': until - now, 'hubops.wait_reason': reason ?? 'unknown' });
    }
    waitedFor = until;
    await sleep(until - now + 1, signal, method, url);
  }
}

/** The rate limit an answer reports as spent, and when it resets: a moment to wait for, or null. */
function limitedUntil(error: unknown): number | null {
  return error instanceof RateLimitExceeded && error.resetAt ? error.resetAt.getTime() : null;
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

/** Sends, and answers a two-factor challenge once with the session's callback. */
async function exchangeWithOtp(session: Session, exchange: Exchange): Promise<Sent> {
  const first = await exchangeFollowing(session, exchange);
  const otp = first.response.headers.get('x-github-otp');
  if (first.response.status !== 401 || !otp?.startsWith('required') || !session.twoFactorCallback) return { ...first, secrets: exchange.secrets };
  await first.response.body?.cancel();
  const code = await session.twoFactorCallback();
  if (typeof code !== 'string' || headerValueProblem(code)) throw new ValidationError('twoFactorCallback', 'must give the one-time password as text a header can carry');
  const secrets = [...exchange.secrets, code];
  const second = await exchangeFollowing(session, { ...exchange, headers: { ...exchange.headers, 'x-github-otp': code }, secrets });
  if (second.response.status === 401) {
    const safeUrl = redactUrl(second.url, secrets);
    const text = await readText(session, second.response, exchange.method, safeUrl, secrets).catch(() => '');
    const error = errorFromResponse(401, second.response.headers, redactText(text, secrets), exchange.method, safeUrl);
    throw new AuthenticationFailed({ ...error, message: `two-factor code refused: ${error.message}`, method: exchange.method, url: safeUrl });
  }
  return { ...second, secrets };
}

// Where a request goes and what it carries.

const sessionOrigins = new WeakMap<Session, string>();

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
  return isUnder(session.baseUrl, target) || (spec.upload === true && isUnder(uploadBaseUrl(session), target)) || (spec.graphql === true && target.href === graphqlUrl(session));
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

function secretsOf(session: Session, headers: Record<string, string>, spec: RequestSpec): string[] {
  const app = session.state.app?.clientSecret;
  return [...session.secrets, ...(app ? [app] : []), ...requestSecrets(headers, spec.body, spec.params), ...formSecrets(spec.rawBody, spec.contentType)];
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
