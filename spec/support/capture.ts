import { createSession } from '../../src/core/session.js';
import type { Session, SessionOptions } from '../../src/core/types.js';

/** A request as it left the client. */
export interface SentRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: string | undefined;
}

/** A `fetch` that records every request it passes on (nock answers underneath). */
export function capturingFetch(): { fetch: typeof fetch; sent: SentRequest[] } {
  const sent: SentRequest[] = [];
  const wrapped: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => (headers[key] = value));
    const body = request.body ? await request.clone().text() : undefined;
    sent.push({ method: request.method, url: new URL(request.url), headers, body });
    return fetch(request);
  };
  return { fetch: wrapped, sent };
}

/**
 * A session whose requests are captured. It sends each request once unless `retry` is given:
 * a recording holds one answer per request, and retries have specs of their own.
 */
export function capturedSession(options: SessionOptions = {}): { session: Session; sent: SentRequest[] } {
  const { fetch, sent } = capturingFetch();
  return { session: createSession({ retry: false, ...options, fetch }), sent };
}

/** The query of a sent request as a plain object. */
export function queryOf(request: SentRequest | undefined): Record<string, string> {
  return Object.fromEntries(request?.url.searchParams ?? []);
}

/** What left the client: the URL exactly as written on the request, its headers and body. */
export interface Answered {
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: string | undefined;
}

/** A session whose fetch records each request and answers 200 with `answer`, without any network. */
export function answered(options: SessionOptions = {}, answer: unknown = {}): { session: Session; sent: Answered[] } {
  const sent: Answered[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => (headers[key] = value));
    sent.push({ method: request.method, url: request.url, headers, body: request.body ? await request.text() : undefined });
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { session: createSession({ retry: false, ...options, fetch }), sent };
}
