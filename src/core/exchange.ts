import { RedirectRefused } from '../errors/redirect-refused.js';
import { TransportError } from '../errors/transport-error.js';
import { UnprocessableResponseBody } from '../errors/unprocessable-response-body.js';
import { CREDENTIAL_HEADERS, redactUrl, safeCause, urlSecrets } from './redact.js';
import { httpErrorResponse } from './retry.js';
import type { Exchange, Session } from './types.js';
import { isUnder } from './url.js';

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
  const context = { id: exchange.id ?? '', method, url: redactUrl(url, secrets), secrets, retry: exchange.retry, onPause: exchange.onPause ?? (() => undefined), pace: exchange.pace, note: exchange.note };
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

/** Sends one request, following the redirects it may follow; the answer and the URL it came from. */
export async function exchangeFollowing(session: Session, first: Exchange): Promise<{ response: Response; url: string }> {
  let exchange = first;
  for (let hops = 0; ; hops++) {
    const response = await fetchOnce(session, exchange);
    const isRedirect = (response.status >= 300 && response.status < 400 && response.status !== 304) || response.type === 'opaqueredirect';
    if (!isRedirect) return { response, url: exchange.url };
    await response.body?.cancel().catch(() => undefined);
    if (hops === MAX_REDIRECTS) refuse(exchange, response.status, response.headers.get('location'), `more than ${MAX_REDIRECTS} redirects in a row`);
    exchange = redirected(exchange, response, session.baseUrl);
  }
}

function tooLarge(method: string, url: string, limit: number): TransportError {
  return new TransportError({ message: `${method} ${url}: the answer is larger than maxResponseBytes (${limit} bytes); not read`, method, url, reason: 'too-large' });
}

/**
 * The body, counted while it arrives (after decompression): past `limit` the read stops with
 * a typed error. The runtime still decodes it, which is much faster than joining chunks here.
 */
async function limited(response: Response, limit: number, method: string, url: string): Promise<Response> {
  const length = response.headers.get('content-length');
  // A length is the size of the body as read only when nothing decompresses it.
  const declared = length !== null && !response.headers.has('content-encoding') && /^\d+$/.test(length) ? Number(length) : null;
  if (declared !== null && declared > limit) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge(method, url, limit);
  }
  if (!response.body || declared !== null) return response;
  let total = 0;
  const counted = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        total += chunk.byteLength;
        if (total > limit) controller.error(tooLarge(method, url, limit));
        else controller.enqueue(chunk);
      },
    }),
  );
  // Only its bytes are read from here on: the status and headers stay with the answer itself.
  return new Response(counted);
}

/** Reads the body one way, turning a failure while it arrives into a typed error. */
async function read<T>(response: Response, limit: number, method: string, url: string, secrets: readonly string[], how: (r: Response) => Promise<T>): Promise<T> {
  try {
    return await how(await limited(response, limit, method, url));
  } catch (error) {
    if (error instanceof TransportError) throw error;
    throw transportError(error, method, url, secrets);
  }
}

/** The body's bytes, within `limit`. */
export async function readBytes(response: Response, limit: number, method: string, url: string, secrets: readonly string[]): Promise<Uint8Array> {
  return new Uint8Array(await read(response, limit, method, url, secrets, (r) => r.arrayBuffer()));
}

/** The body's text, read within the session's limit. */
export async function readText(session: Session, response: Response, method: string, url: string, secrets: readonly string[]): Promise<string> {
  return read(response, session.maxResponseBytes, method, url, secrets, (r) => r.text());
}

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

/** The body read as the operation asks: bytes, text, nothing, JSON, or a stream left to the caller. */
export async function readBody(session: Session, response: Response, as: 'json' | 'text' | 'bytes' | 'none' | 'stream', method: string, url: string, secrets: readonly string[], sized?: { size: number }): Promise<unknown> {
  if (as === 'stream') return typedStream(response.body, method, url, secrets);
  if (as === 'bytes') return readBytes(response, session.maxResponseBytes, method, url, secrets);
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
