import type { Options as KyOptions } from 'ky';
import { requestIdOf } from '../errors/from-response.js';
import { CREDENTIAL_HEADERS, redactText } from './redact.js';
import type { CallContext, Counters, Hooks, Logger, RetryOptions } from './types.js';

export const IDEMPOTENT = ['get', 'head', 'put', 'delete', 'options'];
const SERVER_STATUSES = [500, 502, 503, 504];
/** GitHub asks for at least a minute when a secondary limit names no time. */
const SECONDARY_DEFAULT_MS = 60_000;

/** `Retry-After` in ms from now (seconds or an HTTP date), or null. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  const text = value?.trim() ?? '';
  if (/^\d{1,9}$/.test(text)) return Number(text) * 1000;
  const when = /[a-z]/i.test(text) ? Date.parse(text) : NaN;
  return Number.isNaN(when) ? null : Math.max(when - now, 0);
}

/** The first bytes of a body, enough for an error message (a hostile answer may be endless). */
async function peek(response: Response, limit = 16_384): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const decoder = new TextDecoder();
  let text = '';
  try {
    while (text.length < limit) {
      const next = await reader.read();
      if (next.done) break;
      text += decoder.decode(next.value, { stream: true });
    }
  } catch {
    return text;
  } finally {
    void reader.cancel().catch(() => undefined);
  }
  return text;
}

/**
 * A 403 or 429 that is GitHub's secondary rate limit: it says so, or names a `Retry-After`
 * (a spent primary limit, `x-ratelimit-remaining: 0` without one, waits for its reset instead).
 */
async function secondaryLimit(response: Response): Promise<boolean> {
  if (response.status !== 403 && response.status !== 429) return false;
  if (response.headers.has('retry-after')) return true;
  if (response.headers.get('x-ratelimit-remaining')?.trim() === '0') return false;
  return /secondary rate limit|abuse/i.test(await peek(response));
}

/**
 * Whether to retry this answer and after how long (ms; undefined: ky's backoff): a server
 * error or a secondary limit, of a method that may be retried, within the `Retry-After` cap.
 * `pause` is set for a secondary limit, retried or not: until then every session sharing the
 * budget holds off.
 */
export async function retryDecision(method: string, response: Response, policy: Required<RetryOptions>, optIn: boolean): Promise<{ retry: boolean; ms: number | undefined; reason: string; pause: number }> {
  const after = retryAfterMs(response.headers.get('retry-after'));
  const allowed = optIn || IDEMPOTENT.includes(method.toLowerCase());
  if (SERVER_STATUSES.includes(response.status)) {
    return { retry: allowed && (after ?? 0) <= policy.maxRetryAfter, ms: after ?? undefined, reason: `HTTP ${response.status}`, pause: 0 };
  }
  if (!(await secondaryLimit(response))) {
    // A bare 429 (no Retry-After, no message, no spent primary limit) is still "too many requests": backed off like a server error.
    const bare = response.status === 429 && response.headers.get('x-ratelimit-remaining')?.trim() !== '0';
    return { retry: allowed && bare, ms: undefined, reason: bare ? 'HTTP 429' : '', pause: 0 };
  }
  const ms = after ?? SECONDARY_DEFAULT_MS;
  return { retry: allowed && ms <= policy.maxRetryAfter, ms, reason: `HTTP ${response.status} secondary rate limit`, pause: Date.now() + ms };
}

/** Credentials out of a set of headers, and every secret out of the values. */
export function safeHeaders(headers: Headers, secrets: readonly string[]): Record<string, string> {
  const view: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (!CREDENTIAL_HEADERS.has(name)) view[name] = redactText(value, secrets);
  });
  return view;
}

/** The reason a failed connection is retried, or null when it is not (an abort, a hook's own error). */
function errorReason(error: unknown): string | null {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'TimeoutError') return 'timeout';
  return error instanceof TypeError ? 'network' : null;
}

export const DEFAULT_RETRY: Required<RetryOptions> = { limit: 2, delay: 1000, backoffLimit: 8000, maxRetryAfter: 15_000 };

/** Statuses ky hands to `shouldRetry` (as an HTTPError); every other answer comes back as it is. */
export const RETRY_STATUSES = [403, 429, 500, 502, 503, 504];

/** An answer ky gave up on (or never retried): the pipeline reads it like any other. */
export function httpErrorResponse(error: unknown): Response | null {
  const response = (error as { name?: string; response?: unknown } | null)?.response;
  return (error as { name?: string } | null)?.name === 'HTTPError' && response instanceof Response ? response : null;
}

/**
 * ky's retry options. An answer's retry is decided from its status, headers and (for a 403) its
 * message; then ky waits the `Retry-After` it names (already checked against the cap), or backs
 * off. A failed connection retries; a timeout only for an idempotent request (`optIn`: a POST or
 * PATCH the caller allowed).
 */
function kyRetry(policy: Required<RetryOptions>, optIn: boolean): KyOptions['retry'] {
  return {
    limit: policy.limit,
    methods: optIn ? [...IDEMPOTENT, 'post', 'patch'] : IDEMPOTENT,
    statusCodes: RETRY_STATUSES,
    afterStatusCodes: RETRY_STATUSES,
    maxRetryAfter: policy.maxRetryAfter,
    retryOnTimeout: true,
    backoffLimit: policy.backoffLimit,
    delay: (attempt) => policy.delay * 2 ** (attempt - 1),
    jitter: (ms) => ms * (0.5 + Math.random() / 2),
    shouldRetry: async ({ error }) => {
      const response = httpErrorResponse(error);
      if (!response) {
        const reason = errorReason(error);
        // Not an abort, not a hook's own error; a timeout of a POST may have done its work.
        return reason === 'network' || (reason === 'timeout' && !optIn) ? undefined : false;
      }
      const { method, retry, onPause } = (error as unknown as { options: { context: CallContext } }).options.context;
      const decision = await retryDecision(method, response.clone(), policy, retry === true);
      if (decision.pause) onPause(decision.pause);
      // With a Retry-After ky waits what it says; without one (GitHub's x-ratelimit-reset is no such thing) it backs off.
      return retry === false || !decision.retry ? false : response.headers.has('retry-after') ? undefined : true;
    },
  };
}

/** When each attempt of a call was sent (epoch ms), by attempt. */
const sentAt = new WeakMap<CallContext, number[]>();

/** One attempt about to go: counted, timed, and shown to `beforeRequest` without credentials. */
async function announce(hooks: Hooks, counters: Counters, context: CallContext, headers: Headers, attempt: number): Promise<void> {
  const { id, method, url, secrets } = context;
  counters.requests++;
  await hooks.beforeRequest?.({ method, url, id, attempt, headers: safeHeaders(headers, secrets) });
  let times = sentAt.get(context);
  if (!times) sentAt.set(context, (times = []));
  times[attempt] = Date.now();
}


/** One answer: logged with its request's ids and how long it took, and shown to `afterResponse` without credentials. */
async function report(hooks: Hooks, log: Logger | undefined, context: CallContext, headers: Headers, response: Response, attempt: number): Promise<void> {
  const { id, method, url, secrets } = context;
  const now = Date.now();
  const duration = now - (sentAt.get(context)?.[attempt] ?? now);
  const requestId = requestIdOf(response.headers);
  log?.debug?.(`${method} ${url} → ${response.status} in ${duration} ms (request ${id}${attempt > 1 ? `, attempt ${attempt}` : ''}${requestId ? `, GitHub ${requestId}` : ''})`);
  await hooks.afterResponse?.({ method, url, id, attempt, headers: safeHeaders(headers, secrets), status: response.status, responseHeaders: safeHeaders(response.headers, secrets), requestId, duration });
}

/**
 * Sends one attempt outside ky (a streamed upload, which is never retried) with what ky's hooks
 * do for every other request: counted, shown to `beforeRequest` and `afterResponse`, logged.
 */
export async function observed(hooks: Hooks, log: Logger | undefined, counters: Counters, context: CallContext, headers: Record<string, string>, sendIt: () => Promise<Response>): Promise<Response> {
  const sent = new Headers(headers);
  await announce(hooks, counters, context, sent, 1);
  const response = await sendIt();
  await report(hooks, log, context, sent, response, 1);
  return response;
}

/** ky's options for a session: its retry policy (or none), and the hooks that report every attempt. */
export function kyRetryOptions(policy: Required<RetryOptions> | null, hooks: Hooks, log: Logger | undefined, counters: Counters): KyOptions {
  const ctx = (options: { context?: unknown }) => options.context as CallContext;
  // ky clones every answer for an afterResponse hook: only when someone reads it.
  const afterResponse: NonNullable<KyOptions['hooks']>['afterResponse'] = [
    (request, options, response, { retryCount }) => report(hooks, log, ctx(options), request.headers, response, retryCount + 1),
  ];
  return {
    retry: policy ? kyRetry(policy, false) : 0,
    throwHttpErrors: policy ? (status: number) => RETRY_STATUSES.includes(status) : false,
    hooks: {
      beforeRequest: [
        (request, options, { retryCount }) => announce(hooks, counters, ctx(options), request.headers, retryCount + 1),
      ],
      afterResponse: hooks.afterResponse || log?.debug ? afterResponse : [],
      beforeRetry: [
        async ({ options, error, retryCount }) => {
          counters.retries++;
          const { id, method, url } = ctx(options);
          const answer = httpErrorResponse(error);
          const status = answer?.status ?? 0;
          const requestId = answer ? requestIdOf(answer.headers) : null;
          const reason = status ? `HTTP ${status}` : (errorReason(error) ?? 'error');
          log?.warn?.(`${method} ${url}: retry ${retryCount} after ${reason} (request ${id}${requestId ? `, GitHub ${requestId}` : ''})`);
          await hooks.beforeRetry?.({ method, url, id, requestId, attempt: retryCount + 1, status, reason });
          ctx(options).note?.('retry', { 'hubops.attempt': retryCount + 1, 'hubops.retry_reason': reason, ...(requestId ? { 'github.request_id': requestId } : {}) });
          await ctx(options).pace?.();
        },
      ],
    },
  };
}

/**
 * ky's per-call retry options: POST and PATCH join the methods only when the caller opts in,
 * and even then a timeout is not retried (the first attempt may have done its work).
 */
export function optedInRetry(policy: Required<RetryOptions>): KyOptions['retry'] {
  return kyRetry(policy, true);
}
