/**
 * The observers a session names, as stages: `watch(hooks)` shows every attempt, retry, error and
 * broken promise to the caller's hooks, `logging(log)` writes a line for each. The transport hands
 * each attempt to what they bring (`Stage.attempts`); a session that names neither carries none of
 * this code.
 */
import { requestIdOf } from '../errors/from-response.js';
import { ValidationError } from '../errors/validation-error.js';
import type { Deviation, Field, Witness } from '../models/library/model.js';
import { CREDENTIAL_HEADERS, redactText } from './redact.js';
import type { AttemptWatch, CallContext, Hooks, Logger, Stage, Witnessing } from './types.js';

/** Credentials out of a set of headers, and every secret out of the values. */
export function safeHeaders(headers: Headers, secrets: readonly string[]): Record<string, string> {
  const view: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (!CREDENTIAL_HEADERS.has(name)) view[name] = redactText(value, secrets);
  });
  return view;
}

/** When each attempt of a call was sent (epoch ms), by attempt. */
const sentAt = /*#__PURE__*/ new WeakMap<CallContext, number[]>();

/** What `hooks` and `log` see of each attempt: its request (timed), its answer (with how long it took), and its retries. */
function attemptsOf(hooks: Hooks, log: Logger | undefined): AttemptWatch {
  const timed = hooks.afterResponse || log?.debug;
  return {
    before:
      hooks.beforeRequest || timed
        ? async (context, headers, attempt) => {
            const { id, method, url, secrets } = context;
            await hooks.beforeRequest?.({ method, url, id, attempt, headers: safeHeaders(headers, secrets) });
            let times = sentAt.get(context);
            if (!times) sentAt.set(context, (times = []));
            times[attempt] = Date.now();
          }
        : undefined,
    after: timed
      ? async (context, headers, response, attempt) => {
          const { id, method, url, secrets } = context;
          const now = Date.now();
          const duration = now - (sentAt.get(context)?.[attempt] ?? now);
          const requestId = requestIdOf(response.headers);
          log?.debug?.(`${method} ${url} → ${response.status} in ${duration} ms (request ${id}${attempt > 1 ? `, attempt ${attempt}` : ''}${requestId ? `, GitHub ${requestId}` : ''})`);
          await hooks.afterResponse?.({ method, url, id, attempt, headers: safeHeaders(headers, secrets), status: response.status, responseHeaders: safeHeaders(response.headers, secrets), requestId, duration });
        }
      : undefined,
    retry:
      hooks.beforeRetry || log?.warn
        ? async (retry) => {
            const { id, method, url, requestId, attempt, reason } = retry;
            log?.warn?.(`${method} ${url}: retry ${attempt - 1} after ${reason} (request ${id}${requestId ? `, GitHub ${requestId}` : ''})`);
            await hooks.beforeRetry?.(retry);
          }
        : undefined,
  };
}

/** Reports an answer gives one by one; past them, one more tells how many were left out. */
export const MAX_DEVIATIONS = 20;

/** What came instead of a promised value, by its JSON type: never the value itself. */
const kindOf = (value: unknown): string => (value === undefined ? 'absent' : value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : `a ${typeof value}`);

/**
 * A broken promise, described: where (the error's path, or the field's), in which type, what the
 * field expects (in its error's words; absent or null, what its reading says of nothing) and what came.
 */
const describe = (model: string, field: Field<unknown>, path: string, key: string, value: unknown, error?: unknown): Deviation => {
  if (!error) {
    try {
      field.read(value, '');
    } catch (thrown) {
      error = thrown;
    }
  }
  const e = error as { path?: string; body?: unknown; message?: string } | undefined;
  return { path: e?.path || (path ? `${path}.${key}` : key), model, expected: e ? String(e.message).replace(/^.*?: (expected )?/, '') : 'a value', got: kindOf(e && 'body' in e ? e.body : value) };
};

/**
 * The witness of one answer's read: each broken promise described as the reader meets it, and
 * those of each object's fields kept in `found`. A nested object that fails as a whole for its
 * identity field is reported as that field, not as the field holding it: the report is kept from
 * the nested read (`inner`) to the one around it, which takes it once.
 */
function witnessing(found: Deviation[]): Witness {
  let inner: Deviation | undefined;
  return {
    missing(model, field, path, key, value) {
      inner = describe(model, field, path, key, value);
    },
    failed(model, field, key, value, error, identity) {
      const deviation = inner && inner.path === (error as { path?: string }).path ? inner : describe(model, field, '', key, value, error);
      inner = identity ? deviation : undefined;
      return deviation;
    },
    broken: (model, field, path, key, value) => describe(model, field, path, key, value),
    found: (deviation) => void found.push(deviation),
  };
}

/**
 * What reads one answer (a listing's page) for a `deviation` hook: `read` tells the hook of each
 * promise the data it makes breaks, `end` of how many went untold. A hook that throws is logged.
 */
function witnessOf(hook: NonNullable<Hooks['deviation']>): Witnessing {
  return (session, spec, reply) => {
    const about = { method: spec.method ?? 'GET', route: spec.path, url: reply.url, requestId: requestIdOf(reply.headers) };
    let count = 0;
    const tell = (report: Deviation & { omitted?: number }): void => {
      try {
        hook(Object.freeze({ ...report, ...about }));
      } catch (error) {
        session.log?.warn?.(`${about.url}: deviation hook threw (ignored): ${String(error)}`);
      }
    };
    return {
      read(parse) {
        const found: Deviation[] = [];
        const out = parse({ witness: witnessing(found) });
        for (const report of found) if (++count <= MAX_DEVIATIONS) tell(report);
        return out;
      },
      end(): void {
        if (count > MAX_DEVIATIONS) tell({ path: '', model: '', expected: '', got: '', omitted: count - MAX_DEVIATIONS });
      },
    };
  };
}

const HOOKS = ['beforeRequest', 'afterResponse', 'beforeRetry', 'beforeError', 'deviation'];

/**
 * A stage that shows the caller's hooks every attempt (with the request's own id, GitHub's request
 * id and the duration), every retry, every error before it is thrown (`beforeError` may replace it)
 * and every promise of GitHub's description an answer breaks (`deviation`). They never see a
 * credential. Name it in a session's `stages`; `createClient` takes the hooks as they are (`hooks`).
 * @example
 * ```ts
 * import { createSession, watch } from 'hubops';
 * import { getRepository } from 'hubops/repos';
 *
 * const session = createSession({
 *   token: process.env.GITHUB_TOKEN,
 *   stages: [watch({ afterResponse: ({ method, url, status, duration }) => console.log(method, url, status, duration) })],
 * });
 * await getRepository(session, 'octocat/Hello-World');
 * ```
 */
export function watch(hooks: Hooks): Stage {
  if (typeof hooks !== 'object' || hooks === null || Array.isArray(hooks) || !Object.entries(hooks).every(([name, hook]) => HOOKS.includes(name) && (hook === undefined || typeof hook === 'function'))) {
    throw new ValidationError('hooks', `must be an object of beforeRequest, afterResponse, beforeRetry, beforeError and deviation functions, not ${hooks === null ? 'null' : typeof hooks}`);
  }
  const own = Object.freeze({ ...hooks });
  return Object.freeze({ name: 'watch', hooks: own, attempts: attemptsOf(own, undefined), witness: own.deviation ? witnessOf(own.deviation) : undefined });
}

/**
 * A stage that writes a session's lines to `log` (`console` fits): a `debug` line per request
 * (with its id, GitHub's request id and how long it took), a `warn` line per retry, rate-limit wait
 * and shared-store outage. Name it in a session's `stages`; `createClient` takes the logger as it
 * is (`log`).
 * @example
 * ```ts
 * import { createSession, logging } from 'hubops';
 * import { getRepository } from 'hubops/repos';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN, stages: [logging(console)] });
 * await getRepository(session, 'octocat/Hello-World'); // GET https://api.github.com/repos/octocat/Hello-World → 200 in 84 ms (request 1, GitHub …)
 * ```
 */
export function logging(log: Logger): Stage {
  const record = log as unknown as Record<string, unknown>;
  if (typeof log !== 'object' || log === null || !['debug', 'warn'].some((name) => typeof record[name] === 'function')) {
    throw new ValidationError('log', `must be a logger with debug and warn functions, such as console, not ${log === null ? 'null' : typeof log}`);
  }
  return Object.freeze({ name: 'logging', log, attempts: attemptsOf({}, log) });
}
