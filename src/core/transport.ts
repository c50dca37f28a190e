/**
 * The transport: how one request goes on the wire and comes back. ky sends it, with the session's
 * retry policy (which answers are tried again, and after how long) and the hooks that see each
 * attempt; the session's deadline bounds each attempt, its body included. The request path
 * (request.ts) hands it a request and reads every answer it gives back.
 */
import type { KyInstance, Options as KyOptions } from 'ky';
import { requestIdOf, retryAfterMs } from '../errors/from-response.js';
import type { AttemptWatch, CallContext, Counters, RetryOptions, SessionOptions, SessionState, Stage, Transport } from './types.js';

export { retryAfterMs };

type StreamInit = Parameters<Transport>[1] & { duplex: 'half' };

export const IDEMPOTENT = ['get', 'head', 'put', 'delete', 'options'];
const SERVER_STATUSES = [500, 502, 503, 504];
/** GitHub asks for at least a minute when a secondary limit names no time. */
const SECONDARY_DEFAULT_MS = 60_000;


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
 * PATCH the caller allowed). Only what differs from ky's defaults is named (ky reads these options
 * again for every request): the backoff, jitter and its bound are one `delay`, and the methods are
 * ky's own but for an opted-in call (ky's also name TRACE, which fetch never sends).
 */
function kyRetry(policy: Required<RetryOptions>, optIn: boolean): KyOptions['retry'] {
  const retry: KyOptions['retry'] = {
    limit: policy.limit,
    statusCodes: RETRY_STATUSES,
    afterStatusCodes: RETRY_STATUSES,
    maxRetryAfter: policy.maxRetryAfter,
    // Doubling from `delay`, jittered to between half and all of it, never past `backoffLimit`.
    delay: (attempt) => Math.min(policy.backoffLimit, policy.delay * 2 ** (attempt - 1) * (0.5 + Math.random() / 2)),
    shouldRetry: async ({ error }) => {
      const response = httpErrorResponse(error);
      if (!response) {
        const reason = errorReason(error);
        // Not an abort, not a hook's own error; a timeout of a POST may have done its work.
        return reason === 'network' || (reason === 'timeout' && !optIn);
      }
      const { method, retry, onPause } = (error as unknown as { options: { context: CallContext } }).options.context;
      const decision = await retryDecision(method, response.clone(), policy, retry === true);
      if (decision.pause) onPause?.(decision.pause);
      // With a Retry-After ky waits what it says; without one (GitHub's x-ratelimit-reset is no such thing) it backs off.
      return retry === false || !decision.retry ? false : response.headers.has('retry-after') ? undefined : true;
    },
  };
  return optIn ? { ...retry, methods: [...IDEMPOTENT, 'post', 'patch'] } : retry;
}

/**
 * Sends one attempt outside ky (a streamed upload, which is never retried) with what ky's hooks
 * do for every other request: shown to the watchers the session's stages bring.
 */
async function observed(watchers: readonly AttemptWatch[], context: CallContext, headers: Record<string, string>, sendIt: () => Promise<Response>): Promise<Response> {
  const sent = new Headers(headers);
  for (const watcher of watchers) await watcher.before?.(context, sent, 1);
  const response = await sendIt();
  for (const watcher of watchers) await watcher.after?.(context, sent, response, 1);
  return response;
}

/**
 * ky's options for a session: its retry policy (or none), and hooks only where a stage the
 * session names watches each attempt (its hooks, a log): a plain session's request goes through
 * none but the count of retries.
 */
function kyOptions(policy: Required<RetryOptions> | null, watchers: readonly AttemptWatch[], counters: Counters): KyOptions {
  const ctx = (options: { context?: unknown }) => options.context as CallContext;
  return {
    retry: policy ? kyRetry(policy, false) : 0,
    throwHttpErrors: policy ? (status: number) => RETRY_STATUSES.includes(status) : false,
    hooks: {
      // ky clones every answer for an afterResponse hook: one only for a stage that reads it.
      beforeRequest: watchers.flatMap(({ before }) => (before ? [(request, options, { retryCount }) => before(ctx(options), request.headers, retryCount + 1)] : [])),
      afterResponse: watchers.flatMap(({ after }) => (after ? [(request, options, response, { retryCount }) => after(ctx(options), request.headers, response, retryCount + 1)] : [])),
      beforeRetry: [
        async ({ options, error, retryCount }) => {
          counters.retries++;
          const context = ctx(options);
          const answer = httpErrorResponse(error);
          const status = answer?.status ?? 0;
          const requestId = answer ? requestIdOf(answer.headers) : null;
          const reason = status ? `HTTP ${status}` : (errorReason(error) ?? 'error');
          const { id, method, url } = context;
          for (const watcher of watchers) await watcher.retry?.({ method, url, id, requestId, attempt: retryCount + 1, status, reason });
          context.note?.('retry', { 'hubops.attempt': retryCount + 1, 'hubops.retry_reason': reason, ...(requestId ? { 'github.request_id': requestId } : {}) });
          await context.pace?.();
        },
      ],
    },
  };
}


// The deadline of each attempt.
/*
 * The session's timeout, per attempt.
 *
 * `AbortSignal.timeout()` and `AbortSignal.any()` are held weakly by the runtime (Node keeps a
 * timeout signal only while something else refers to it, and a combined signal only through its
 * sources), and fetch itself keeps no strong reference to the signal it was given: once the
 * garbage collector runs while a request waits, the deadline is gone and the request hangs. Here
 * the timer's own callback holds the controller, so the signal lives as long as its deadline.
 */

/** Not enough to keep a program alive on its own: the request's socket does that while it waits. */
function unref(timer: ReturnType<typeof setTimeout>): void {
  // Typed as the DOM's number where no Node types are loaded: asked as an object of its own.
  const handle = timer as unknown as { unref?: unknown } | number;
  if (typeof handle === 'object' && handle !== null && typeof handle.unref === 'function') (handle as { unref(): void }).unref();
  else (globalThis as { Deno?: { unrefTimer?: (id: number) => void } }).Deno?.unrefTimer?.(timer as unknown as number);
}

function timeoutReason(ms: number): unknown {
  return typeof DOMException === 'function' ? new DOMException(`The operation timed out after ${ms} ms.`, 'TimeoutError') : Object.assign(new Error(`The operation timed out after ${ms} ms.`), { name: 'TimeoutError' });
}

/** A deadline's signal, and what ends the deadline early (its attempt's answer fully read). */
interface Timed {
  readonly signal: AbortSignal;
  readonly release: () => void;
}

/**
 * A signal that aborts after `ms`, or as soon as any of `sources` aborts. The timer keeps it
 * reachable until the deadline (which also bounds reading the body); when it aborts, or is
 * released, the listener it put on its sources is taken off them and the timer cleared.
 */
function bounded(ms: number, sources: readonly AbortSignal[]): Timed {
  const controller = new AbortController();
  const { signal } = controller;
  const early = sources.find((source) => source.aborted);
  if (early) {
    controller.abort(early.reason);
    return { signal, release: () => undefined };
  }
  // One plain listener, taken off by hand: Node's `{ once, signal }` options cost several times a request's own work.
  const follow = (event: Event) => end((event.target as AbortSignal).reason);
  const release = () => {
    clearTimeout(timer);
    for (const source of sources) source.removeEventListener('abort', follow);
  };
  const end = (reason: unknown) => {
    release();
    controller.abort(reason);
  };
  for (const source of sources) source.addEventListener('abort', follow);
  const timer = setTimeout(() => end(timeoutReason(ms)), ms);
  unref(timer);
  return { signal, release };
}

/** A signal that aborts after `ms`, or as soon as any of `sources` aborts (see `bounded`). */
export function deadline(ms: number, sources: readonly AbortSignal[]): AbortSignal {
  return bounded(ms, sources).signal;
}

/** What ends each answer's deadline once its body has been read. */
const releases = /*#__PURE__*/ new WeakMap<Response, () => void>();

/** An answer whose body has been read or dropped: its attempt's deadline has nothing left to bound. */
export function settled(response: Response): void {
  releases.get(response)?.();
}

/**
 * `fetch` with a deadline for each call, joined to the caller's own signal (`init.signal`). A
 * signal the call's Request carries is not followed: ky's own never aborts (its timeout is off),
 * and the caller's signal is handed here as `init.signal` (see `transportOf`).
 */
export function withDeadline(base: typeof globalThis.fetch, ms: number): typeof globalThis.fetch {
  return (input, init) => {
    const own = init?.signal;
    const { signal, release } = bounded(ms, own ? [own] : []);
    return base(input, { ...init, signal }).then(
      (response) => {
        releases.set(response, release);
        return response;
      },
      (error: unknown) => {
        release();
        throw error;
      },
    );
  };
}

/**
 * ky with the session's retries and hooks, and HTTP errors returned as answers: the pipeline
 * reads every status itself. Each attempt gets its own timeout, which also bounds reading the
 * body (ky's own stops counting once the headers arrive).
 */
export function transportOf(options: SessionOptions, timeout: number | false, state: SessionState, stages: readonly Stage[]): Transport {
  const given = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  // Every attempt that goes on the wire is counted, retries and streamed uploads too.
  const base: typeof globalThis.fetch = (input, init) => {
    state.requests++;
    return given(input, init);
  };
  const timed = timeout === false ? base : withDeadline(base, Math.ceil(timeout));
  // What the session's stages show each attempt to (its hooks, a log): nothing for a plain session.
  const watchers = stages.flatMap((stage) => (stage.attempts ? [stage.attempts] : []));
  const policy = options.retry === false ? null : { ...DEFAULT_RETRY, ...(options.retry === true ? {} : options.retry) };
  // ky is loaded with the first request, not with the session: on import it builds a streamed
  // Request to see what the runtime supports, which loads the runtime's whole fetch (about 30 ms
  // of a Node process's start) before a program has asked for anything.
  let instance: Promise<KyInstance> | undefined;
  let loaded: KyInstance | undefined;
  const kyOf = () => (instance ??= import('ky').then(({ default: ky }) => (loaded = ky.create({ timeout: false, throwHttpErrors: false, fetch: timed, ...kyOptions(policy, watchers, state) }))));
  // POST and PATCH join the methods only when the call opts in, and even then a timeout is not retried (the first attempt may have done its work).
  const optedIn = policy && kyRetry(policy, true);
  // ky keeps a copy of every request body for a retry: a streamed upload (never retried) would be
  // held whole in memory, so it goes to fetch itself; the pipeline's own signal still times it.
  return (url, { context, ...init }) => {
    if (typeof ReadableStream !== 'undefined' && init.body instanceof ReadableStream) {
      const sendIt = () => timed(url, { ...init, duplex: 'half' } as StreamInit);
      return context && watchers.length ? observed(watchers, context, init.headers, sendIt) : sendIt();
    }
    // ky merges each call's options into the instance's, key by key: only those the call sets are given.
    const call: KyOptions = { method: init.method, headers: init.headers, context: context as unknown as Record<string, unknown> };
    if (init.body !== undefined) call.body = init.body;
    if (init.signal) {
      // ky waits out a retry's delay on it; each attempt's deadline follows it (ky's Request carries ky's own signal).
      const { signal } = init;
      call.signal = signal;
      if (timed !== base) call.fetch = (input, attempt) => timed(input, { ...attempt, signal });
    }
    if (init.redirect) call.redirect = init.redirect;
    if (context?.retry === false) call.retry = 0;
    else if (context?.retry && optedIn) call.retry = optedIn;
    return loaded ? loaded(url, call) : kyOf().then((send) => send(url, call));
  };
}
