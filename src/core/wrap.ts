import { requestIdOf } from '../errors/from-response.js';
import { ValidationError } from '../errors/validation-error.js';
import { CREDENTIAL_HEADERS, redactUrl } from './redact.js';
import { callHeaders } from './request.js';
import { safeHeaders } from './watch.js';
import type { Sent, Stage } from './types.js';

/** A request as a wrap sees it: no credential in its headers or URL. */
export interface WrappedRequest {
  /** The request's own id in this process (as hooks and log lines name it). */
  readonly id: string;
  readonly method: string;
  /** The route template (`/repos/{owner}/{repo}`), or the URL's path where there is none. */
  readonly route: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** What the request came back with, as a wrap sees it (its body is the caller's, unread). */
export interface WrappedAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** GitHub's id of the request (`x-github-request-id`), or null. */
  readonly requestId: string | null;
  /** Milliseconds from sending (its retries and waits included) to the answer's headers. */
  readonly duration: number;
}

/**
 * Sends the request, with `headers` added (names are case-insensitive; a credential header is
 * refused): at most once.
 */
export type SendWrapped = (headers?: Readonly<Record<string, string>>) => Promise<WrappedAnswer>;

/**
 * A stage around each request of a session that may act: add headers, time the request, or
 * decide it is not sent (by throwing: the caller gets that error). The wrap calls `send` once,
 * or throws. It never sees a credential: the session's goes on only after it, where it may go.
 * Name it in a session's `stages`.
 * @example
 * ```ts
 * import { createSession, wrapRequests } from 'hubops';
 * import { getRepository } from 'hubops/repos';
 *
 * const timed = wrapRequests(async (request, send) => {
 *   const answer = await send({ 'x-request-origin': 'nightly-report' });
 *   console.log(`${request.method} ${request.route} → ${answer.status} in ${answer.duration} ms (${answer.requestId})`);
 * });
 * const session = createSession({ token: process.env.GITHUB_TOKEN, stages: [timed] });
 * await getRepository(session, 'octocat/Hello-World');
 * ```
 */
export function wrapRequests(wrap: (request: WrappedRequest, send: SendWrapped) => Promise<unknown> | unknown): Stage {
  if (typeof wrap !== 'function') throw new ValidationError('wrap', 'must be a function (request, send) => …');
  const stage: Stage = {
    name: 'wrap',
    around: async (_session, exchange, next) => {
      const { secrets } = exchange;
      const request = Object.freeze({
        id: exchange.id ?? '',
        method: exchange.method,
        route: exchange.route ?? new URL(exchange.url).pathname,
        url: redactUrl(exchange.url, secrets),
        headers: Object.freeze(safeHeaders(new Headers(exchange.headers), secrets)),
      });
      let sent: Sent | undefined;
      let sending: Promise<unknown> | undefined;
      const send: SendWrapped = async (added = {}) => {
        if (sending) throw new ValidationError('send', 'was called twice: a wrapped request is sent once');
        for (const name of Object.keys(added ?? {})) {
          if (CREDENTIAL_HEADERS.has(name.toLowerCase())) throw new ValidationError(`headers.${name}`, 'is a credential header: a wrap adds no credential (the session sends its own where it may go)');
        }
        const headers = { ...exchange.headers, ...callHeaders(added) };
        const started = Date.now();
        const pending = next({ ...exchange, headers });
        sending = pending;
        const answer = await pending;
        sent = answer;
        const { response } = answer;
        return Object.freeze({ status: response.status, headers: Object.freeze(safeHeaders(response.headers, secrets)), requestId: requestIdOf(response.headers), duration: Date.now() - started });
      };
      try {
        await wrap(request, send);
      } catch (error) {
        await sent?.response.body?.cancel().catch(() => undefined);
        throw error;
      }
      if (!sending) throw new ValidationError('wrap', 'returned without sending the request: call send, or throw to refuse it');
      return sent ?? ((await sending) as Sent);
    },
  };
  return Object.freeze(stage);
}
