import { describe, expect, it } from 'vitest';
import { exchangeFollowing, readBody } from '../../src/core/request.js';
import { send } from '../../src/core/request.js';
import { createSession } from '../../src/core/session.js';
import type { SessionOptions } from '../../src/core/types.js';
import { RedirectRefused, TransportError, UnprocessableResponseBody } from '../../src/errors/index.js';
import { rejection } from '../support/rejection.js';

const BASE = 'https://api.github.com';
const TOKEN = 'test-token-exchange';

/** What reached the session's fetch. */
interface Seen {
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** A session whose fetch answers with `answer` (per request, in order) and records each request; no network. */
function served(answer: (seen: Seen, index: number) => Response | Promise<Response>, options: SessionOptions = {}) {
  const seen: Seen[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => (headers[key] = value));
    const one = { method: request.method, url: request.url, headers, body: await request.text() };
    seen.push(one);
    return answer(one, seen.length - 1);
  };
  return { session: createSession({ token: TOKEN, retry: false, ...options, fetch }), seen };
}

const redirect = (status: number, location?: string) => new Response(null, { status, headers: location === undefined ? {} : { location } });
const ok = (body: unknown = {}) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** A body that sends `chunks` and then fails with `reason`. */
function failingBody(chunks: string[], reason: unknown): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.error(reason);
    },
  });
}

describe('a request that gets no answer', () => {
  it.each([
    [new DOMException('The operation timed out.', 'TimeoutError'), 'timeout', 'the request timed out'],
    [new DOMException('This operation was aborted', 'AbortError'), 'abort', 'the request was aborted'],
    [new TypeError('fetch failed'), 'network', 'the connection failed (fetch failed)'],
  ])('%s → TransportError %s whose message says so after the method and URL', async (failure, reason, detail) => {
    const { session, seen } = served(() => Promise.reject(failure));
    const error = await rejection(send(session, { path: '/zen' }), TransportError);
    expect(seen).toHaveLength(1);
    expect(error.reason).toBe(reason);
    expect(error.message).toBe(`GET ${BASE}/zen: ${detail}`);
  });

  it('a body that breaks off with no error at all → a network TransportError of an unknown error', async () => {
    const { session, seen } = served(() => new Response(failingBody(['{"a":'], null), { status: 200 }));
    const error = await rejection(send(session, { path: '/zen' }), TransportError);
    expect(seen).toHaveLength(1);
    expect(error.reason).toBe('network');
    expect(error.message).toBe(`GET ${BASE}/zen: the connection failed (unknown error)`);
  });

  it('a fetch that rejects with nothing → a network TransportError of an unknown error', async () => {
    const { session, seen } = served(() => Promise.reject(undefined as unknown as Error));
    const error = await rejection(send(session, { path: '/zen' }), TransportError);
    expect(seen).toHaveLength(1);
    expect(error).toMatchObject({ reason: 'network', message: `GET ${BASE}/zen: the connection failed (unknown error)` });
  });
});

describe('a redirect that is not followed says where it pointed and why', () => {
  it('no Location → RedirectRefused after the one request, naming no place', async () => {
    const { session, seen } = served(() => redirect(302));
    const error = await rejection(send(session, { path: '/repos/o/r' }), RedirectRefused);
    expect(seen).toHaveLength(1);
    expect(error).toMatchObject({ status: 302, location: null, method: 'GET', url: `${BASE}/repos/o/r` });
    expect(error.message).toBe(`GET ${BASE}/repos/o/r: redirect not followed: the answer names no Location`);
  });

  it('a browser’s opaque redirect (status 0, nothing readable) → RedirectRefused naming no place', async () => {
    // What fetch gives for `redirect: 'manual'` in a browser: the answer hides its status and headers.
    class OpaqueRedirect extends Response {
      override get type(): ResponseType {
        return 'opaqueredirect';
      }
      override get status(): number {
        return 0;
      }
    }
    const { session, seen } = served(() => new OpaqueRedirect(null));
    const error = await rejection(send(session, { path: '/repos/o/r' }), RedirectRefused);
    expect(seen).toHaveLength(1);
    expect(error).toMatchObject({ status: 0, location: null });
    expect(error.message).toBe(`GET ${BASE}/repos/o/r: redirect not followed: the answer names no Location`);
  });

  it('a Location that is no URL → RedirectRefused quoting it', async () => {
    const { session, seen } = served(() => redirect(301, 'http://[oops'));
    const error = await rejection(send(session, { path: '/repos/o/r' }), RedirectRefused);
    expect(seen).toHaveLength(1);
    expect(error).toMatchObject({ status: 301, location: 'http://[oops' });
    expect(error.message).toBe(`GET ${BASE}/repos/o/r: redirect to http://[oops not followed: the Location is not a URL`);
  });

  it('a Location of another scheme → RedirectRefused: only http(s) is followed', async () => {
    const { session, seen } = served(() => redirect(302, 'ftp://files.example.com/archive.tar.gz'));
    const error = await rejection(send(session, { path: '/repos/o/r/tarball' }), RedirectRefused);
    expect(seen).toHaveLength(1);
    expect(error.location).toBe('ftp://files.example.com/archive.tar.gz');
    expect(error.message).toBe(`GET ${BASE}/repos/o/r/tarball: redirect to ftp://files.example.com/archive.tar.gz not followed: only http(s) is followed`);
  });

  it.each([301, 302, 303])('a DELETE redirected by a %i on its own origin → RedirectRefused naming the method', async (status) => {
    const { session, seen } = served(() => redirect(status, `${BASE}/repos/o/renamed`));
    const error = await rejection(send(session, { method: 'DELETE', path: '/repos/o/r' }), RedirectRefused);
    expect(seen).toHaveLength(1);
    expect(error.message).toBe(`DELETE ${BASE}/repos/o/r: redirect to ${BASE}/repos/o/renamed not followed: a DELETE is redirected only by a 307 or 308`);
  });

  it.each([307, 308])('a PATCH redirected by a %i to another origin → RedirectRefused, the body and token stay home', async (status) => {
    const { session, seen } = served(() => redirect(status, 'https://elsewhere.example.com/repositories/1'));
    const error = await rejection(send(session, { method: 'PATCH', path: '/repos/o/r', body: { name: 'r' } }), RedirectRefused);
    expect(seen).toHaveLength(1);
    expect(error.message).toBe(`PATCH ${BASE}/repos/o/r: redirect to https://elsewhere.example.com/repositories/1 not followed: a PATCH is redirected only under the session's base URL`);
  });

  it('a POST redirected by a 307 on the same host but outside an /api/v3 base → RedirectRefused', async () => {
    const ghe = 'https://ghe.example.com/api/v3';
    const { session, seen } = served(() => redirect(307, 'https://ghe.example.com/login'), { baseUrl: ghe });
    const error = await rejection(send(session, { method: 'POST', path: '/repos/o/r/issues', body: { title: 't' } }), RedirectRefused);
    expect(seen).toHaveLength(1);
    expect(error.message).toContain("a POST is redirected only under the session's base URL");
  });

  it('a streamed body is not sent twice: a 307 under the base → RedirectRefused', async () => {
    const { session, seen } = served(() => redirect(307, `${BASE}/repositories/1/releases/1/assets`));
    const body = new ReadableStream<Uint8Array>({ pull: (controller) => controller.close() });
    const exchange = { method: 'POST', url: `${BASE}/repos/o/r/releases/1/assets`, headers: {}, body, signal: undefined, secrets: [] };
    const error = await rejection(exchangeFollowing(session, exchange), RedirectRefused);
    expect(seen).toHaveLength(1);
    expect(error.message).toContain('a streamed body cannot be sent twice');
  });

  it('a PATCH redirected by a 307 six times in a row → RedirectRefused after six requests', async () => {
    const { session, seen } = served((_, i) => redirect(307, `/repositories/${i + 1}`));
    const error = await rejection(send(session, { method: 'PATCH', path: '/repos/o/r', body: { name: 'r' } }), RedirectRefused);
    expect(seen.map((s) => s.method)).toEqual(Array(6).fill('PATCH'));
    expect(error.message).toContain('more than 5 redirects in a row');
  });

  it('a sixth redirect in a row → RedirectRefused after six requests, naming where the last pointed', async () => {
    const { session, seen } = served((_, i) => redirect(302, `/hop/${i + 1}`));
    const error = await rejection(send(session, { path: '/hop/0' }), RedirectRefused);
    expect(seen.map((s) => new URL(s.url).pathname)).toEqual(['/hop/0', '/hop/1', '/hop/2', '/hop/3', '/hop/4', '/hop/5']);
    expect(error.location).toBe('/hop/6');
    expect(error.message).toBe(`GET ${BASE}/hop/5: redirect to /hop/6 not followed: more than 5 redirects in a row`);
  });

  it('the Location’s credentials are never quoted', async () => {
    const { session } = served(() => redirect(302, `https://user:${TOKEN}@[oops/x?access_token=${TOKEN}`));
    const error = await rejection(send(session, { path: '/repos/o/r' }), RedirectRefused);
    expect(error.location).toBe('https://[oops/x?access_token=[REDACTED]');
    expect(error.message).not.toContain(TOKEN);
  });
});

describe('a redirect that is followed', () => {
  it('a HEAD is followed like a GET', async () => {
    const { session, seen } = served((_, i) => (i === 0 ? redirect(301, '/repositories/1') : new Response(null, { status: 200 })));
    const { response, url } = await exchangeFollowing(session, { method: 'HEAD', url: `${BASE}/repos/o/r`, headers: {}, body: undefined, signal: undefined, secrets: [] });
    expect(seen.map((s) => [s.method, s.url])).toEqual([
      ['HEAD', `${BASE}/repos/o/r`],
      ['HEAD', `${BASE}/repositories/1`],
    ]);
    expect(response.status).toBe(200);
    expect(url).toBe(`${BASE}/repositories/1`);
  });

  it('elsewhere, a GET goes without its credentials but with every other header', async () => {
    const { session, seen } = served((_, i) => (i === 0 ? redirect(302, 'https://objects.example.com/archive') : ok({ done: true })));
    const reply = await send(session, { path: '/repos/o/r/tarball', headers: { 'x-github-otp': '123456', 'x-trace': 'abc' } });
    expect(reply.data).toEqual({ done: true });
    expect(seen).toHaveLength(2);
    expect(seen[0]?.headers).toMatchObject({ authorization: `token ${TOKEN}`, 'x-github-otp': '123456' });
    const { authorization, 'x-github-otp': otp, ...others } = seen[0]?.headers ?? {};
    expect([authorization, otp]).toEqual([`token ${TOKEN}`, '123456']);
    expect(seen[1]?.headers).toEqual(others);
    expect(others).toMatchObject({ accept: 'application/vnd.github+json', 'x-trace': 'abc', 'x-github-api-version': '2022-11-28' });
  });

  it.each([307, 308])('a %i under the base URL is followed with the same method, body and credentials (a renamed repository)', async (status) => {
    const { session, seen } = served((_, i) => (i === 0 ? redirect(status, `${BASE}/repositories/1296269`) : ok({ id: 1296269, name: 'renamed' })));
    const reply = await send(session, { method: 'PATCH', path: '/repos/o/r', body: { name: 'renamed' } });
    expect(reply.data).toEqual({ id: 1296269, name: 'renamed' });
    expect(seen.map((s) => [s.method, s.url])).toEqual([
      ['PATCH', `${BASE}/repos/o/r`],
      ['PATCH', `${BASE}/repositories/1296269`],
    ]);
    expect(seen[1]?.headers).toEqual(seen[0]?.headers);
    expect(seen[1]?.headers.authorization).toBe(`token ${TOKEN}`);
    expect(seen.map((s) => s.body)).toEqual(['{"name":"renamed"}', '{"name":"renamed"}']);
  });

  it('an answer that has no body at all is followed', async () => {
    const { session, seen } = served((_, i) => (i === 0 ? redirect(301, '/repositories/1') : ok({ id: 1 })));
    expect((await send(session, { path: '/repos/o/r' })).data).toEqual({ id: 1 });
    expect(seen).toHaveLength(2);
  });
});

describe('maxResponseBytes against what the answer declares', () => {
  const big = 'x'.repeat(64);

  it.each(['64abc', 'abc64', '6 4'])('a Content-Length that is not a number (%s) is not believed: the body is counted', async (length) => {
    const { session, seen } = served(() => new Response(JSON.stringify(big), { status: 200, headers: { 'content-length': length } }), { maxResponseBytes: 32 });
    const error = await rejection(send(session, { path: '/zen' }), TransportError);
    expect(seen).toHaveLength(1);
    expect(error.reason).toBe('too-large');
  });

  it('without a Content-Length the body is counted', async () => {
    const { session, seen } = served(() => new Response(JSON.stringify(big), { status: 200 }), { maxResponseBytes: 32 });
    await expect(send(session, { path: '/zen' })).rejects.toMatchObject({ reason: 'too-large' });
    expect(seen).toHaveLength(1);
  });

  it('a declared length within the limit is read; a body-less answer too', async () => {
    const text = JSON.stringify(big);
    const { session } = served((_, i) => (i === 0 ? new Response(text, { status: 200, headers: { 'content-length': String(text.length) } }) : new Response(null, { status: 204 })), { maxResponseBytes: text.length });
    expect((await send(session, { path: '/zen' })).data).toBe(big);
    expect((await send(session, { method: 'DELETE', path: '/zen' })).status).toBe(204);
  });

  it('a declared length above the limit stops the read and lets the body go', async () => {
    let cancelled: unknown = 'not cancelled';
    const body = new ReadableStream<Uint8Array>({ cancel: (reason) => void (cancelled = reason) });
    const { session } = served(() => new Response(body, { status: 200, headers: { 'content-length': '65' } }), { maxResponseBytes: 64 });
    await expect(send(session, { path: '/zen' })).rejects.toMatchObject({ reason: 'too-large' });
    expect(cancelled).toBeUndefined();
    const { session: bodiless } = served(() => new Response(null, { status: 200, headers: { 'content-length': '65' } }), { maxResponseBytes: 64 });
    await expect(send(bodiless, { path: '/zen' })).rejects.toMatchObject({ reason: 'too-large' });
  });
});

describe('a body handed over as a stream', () => {
  it('an answer without a body is an empty stream', async () => {
    const { session } = served(() => new Response(null, { status: 204 }));
    const stream = (await send(session, { path: '/zen', as: 'stream' })).data as ReadableStream<Uint8Array>;
    expect(await new Response(stream).text()).toBe('');
    const again = (await send(session, { path: '/zen', as: 'stream' })).data as ReadableStream<Uint8Array>;
    await expect(again.cancel('not needed')).resolves.toBeUndefined();
  });

  it('cancelling it cancels the answer’s body, with the reader’s reason', async () => {
    let cancelled: unknown = 'not cancelled';
    const body = new ReadableStream<Uint8Array>({ pull: (controller) => controller.enqueue(new Uint8Array(8)), cancel: (reason) => void (cancelled = reason) });
    const { session } = served(() => new Response(body, { status: 200 }));
    const stream = (await send(session, { path: '/zen', as: 'stream' })).data as ReadableStream<Uint8Array>;
    await stream.cancel('enough');
    expect(cancelled).toBe('enough');
  });
});

describe('reading the body as the operation asks', () => {
  it('text that is not JSON → UnprocessableResponseBody saying so, with the text', async () => {
    const { session } = served(() => new Response('<html>', { status: 200 }));
    const error = await rejection(send(session, { path: '/zen' }), UnprocessableResponseBody);
    expect(error.message).toBe(`GET ${BASE}/zen: the body is not JSON`);
  });

  it('the size read is told only to a caller who asks for it', async () => {
    const { session } = served(() => ok());
    await expect(readBody(session, ok({ a: 1 }), 'json', 'GET', `${BASE}/zen`, [])).resolves.toEqual({ a: 1 });
    const sized = { size: 0 };
    await readBody(session, ok({ a: 1 }), 'json', 'GET', `${BASE}/zen`, [], sized);
    expect(sized.size).toBe(7);
  });
});
