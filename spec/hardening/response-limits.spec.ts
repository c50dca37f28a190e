import type { ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { send } from '../../src/core/request.js';
import { createSession } from '../../src/core/session.js';
import type { SessionOptions } from '../../src/core/types.js';
import { TransportError } from '../../src/errors/index.js';
import { getRepository } from '../../src/repos/get-repository.js';
import { closeLoopbacks, loopback, rejection, TOKEN } from './loopback.js';

/**
 * maxResponseBytes bounds what is read of an answer: a declared length above it is refused
 * before the body is read, and a body is counted as it arrives (after decompression), so that
 * neither a lying nor a compressed answer can make the client hold more than the limit.
 */

const LIMIT = 1024;

/** A JSON text (one string) of exactly `size` bytes. */
function jsonOfSize(size: number): Buffer {
  return Buffer.from(`"${'x'.repeat(size - 2)}"`);
}

function session(url: string, options: SessionOptions = {}) {
  return createSession({ baseUrl: url, token: TOKEN, retry: false, maxResponseBytes: LIMIT, ...options });
}

/** Answers `body` with a declared Content-Length (and any other headers). */
function declared(response: ServerResponse, body: Buffer, headers: Record<string, string> = {}): void {
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(body.byteLength), ...headers });
  response.end(body);
}

/** Answers `body` in chunks, without a Content-Length (chunked transfer). */
function chunked(response: ServerResponse, body: Buffer, headers: Record<string, string> = {}): void {
  response.writeHead(200, { 'content-type': 'application/json', ...headers });
  for (let at = 0; at < body.byteLength; at += 256) response.write(body.subarray(at, at + 256));
  response.end();
}

afterEach(closeLoopbacks);

describe('a declared Content-Length', () => {
  it('above the limit → TransportError "too-large" at once, before the body has arrived', async () => {
    // The server promises more than the limit, sends a little and then nothing: reading it would only end with the timeout.
    const server = await loopback((_, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(LIMIT + 1) });
      response.write('"');
    });
    const started = Date.now();
    const error = await rejection(getRepository(session(server.url, { timeout: 20_000 }), 'octocat/Hello-World'), TransportError);
    expect(server.requests).toHaveLength(1);
    expect(error.reason).toBe('too-large');
    expect(error.message).toBe(`GET ${server.url}/repos/octocat/Hello-World: the answer is larger than maxResponseBytes (${LIMIT} bytes); not read`);
    expect(error.method).toBe('GET');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('above the limit is refused even when the whole body comes, for text and bytes alike', async () => {
    const server = await loopback((_, response) => declared(response, jsonOfSize(LIMIT + 1)));
    const s = session(server.url);
    for (const as of ['json', 'text', 'bytes'] as const) {
      expect((await rejection(send(s, { path: '/repos/o/r', as }), TransportError)).reason).toBe('too-large');
    }
    expect(server.requests).toHaveLength(3);
  });

  it('of exactly the limit is read', async () => {
    const body = jsonOfSize(LIMIT);
    const server = await loopback((_, response) => declared(response, body));
    const reply = await send<string>(session(server.url), { path: '/repos/o/r' });
    expect(reply.data).toBe(JSON.parse(body.toString()));
    const bytes = await send<Uint8Array>(session(server.url), { path: '/repos/o/r', as: 'bytes' });
    expect(bytes.data.byteLength).toBe(LIMIT);
  });
});

describe('a body without a length the client can trust is counted as it arrives', () => {
  it('chunked, one byte above the limit → "too-large"; exactly the limit → read', async () => {
    const server = await loopback((request, response) => chunked(response, jsonOfSize(request.url.endsWith('/over') ? LIMIT + 1 : LIMIT)));
    const s = session(server.url);
    const error = await rejection(send(s, { path: '/over' }), TransportError);
    expect(error.reason).toBe('too-large');
    expect(error.message).toContain(`maxResponseBytes (${LIMIT} bytes)`);
    expect((await send<string>(s, { path: '/exact' })).data).toHaveLength(LIMIT - 2);
    expect((await send<Uint8Array>(s, { path: '/exact', as: 'bytes' })).data.byteLength).toBe(LIMIT);
    expect(server.requests).toHaveLength(3);
  });

  it('gzip whose small Content-Length expands past the limit (a decompression bomb) → "too-large"', async () => {
    const bomb = gzipSync(jsonOfSize(64 * LIMIT), { level: 9 });
    // What the wire declares is well within the limit; only what it decompresses to is not.
    expect(bomb.byteLength).toBeLessThan(LIMIT);
    const server = await loopback((_, response) => declared(response, bomb, { 'content-encoding': 'gzip' }));
    const s = session(server.url);
    expect((await rejection(getRepository(s, 'octocat/Hello-World'), TransportError)).reason).toBe('too-large');
    expect((await rejection(send(s, { path: '/repos/o/r', as: 'bytes' }), TransportError)).reason).toBe('too-large');
    expect(server.requests).toHaveLength(2);
  });

  it('gzip that expands to exactly the limit is read', async () => {
    const body = jsonOfSize(LIMIT);
    const server = await loopback((_, response) => declared(response, gzipSync(body), { 'content-encoding': 'gzip' }));
    expect((await send<string>(session(server.url), { path: '/repos/o/r' })).data).toBe(JSON.parse(body.toString()));
  });

  it('a character split between chunks, and a byte-order mark, read as Response.text() reads them', async () => {
    // The body starts with a BOM, and each multi-byte character falls across the edge of a chunk
    // that arrives on its own (the server waits between them).
    const text = JSON.stringify({ title: 'aé😀✓ü' });
    const body = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]);
    const cuts = [2, 15, 17, 21, 24, body.byteLength];
    const server = await loopback(async (_, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      let from = 0;
      for (const cut of cuts) {
        response.write(body.subarray(from, cut));
        from = cut;
        await new Promise((resolve) => setTimeout(resolve, 15));
      }
      response.end();
    });
    const s = session(server.url);
    const expected = await new Response(body).text();
    expect(expected).toBe(text);
    expect((await send<{ title: string }>(s, { path: '/json' })).data).toEqual(JSON.parse(text));
    expect((await send<string>(s, { path: '/text', as: 'text' })).data).toBe(expected);
    expect(Buffer.from((await send<Uint8Array>(s, { path: '/bytes', as: 'bytes' })).data)).toEqual(body);
  });

  it('bytes are handed out in a buffer of their own, never as a view of a larger one', async () => {
    // A runtime may hand a chunk as a view of a pooled buffer: its other bytes must stay out of reach.
    const pool = new Uint8Array(64).fill(0x2a);
    pool.set(new TextEncoder().encode('hello'), 8);
    const body = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(pool.subarray(8, 13));
          controller.close();
        },
      });
    const s = createSession({ baseUrl: 'https://api.example.test', token: TOKEN, retry: false, fetch: async () => new Response(body(), { status: 200, headers: { 'content-type': 'application/octet-stream' } }) });
    const { data } = await send<Uint8Array>(s, { path: '/bytes', as: 'bytes' });
    expect(new TextDecoder().decode(data)).toBe('hello');
    expect(data.byteOffset).toBe(0);
    expect(data.buffer.byteLength).toBe(5);
  });

  it('a body sent a byte at a time (thousands of chunks) reads whole and in order, and is still bounded', async () => {
    const text = JSON.stringify({ items: Array.from({ length: 600 }, (_, i) => i) });
    const encoded = new TextEncoder().encode(text);
    expect(encoded.byteLength).toBeGreaterThan(2 * 1024);
    // One byte per chunk, as a hostile or very slow server may send them.
    const dripped = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            for (let i = 0; i < encoded.byteLength; i++) controller.enqueue(encoded.subarray(i, i + 1));
            controller.close();
          },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    const s = (maxResponseBytes: number) => createSession({ baseUrl: 'https://api.example.test', token: TOKEN, retry: false, maxResponseBytes, fetch: async () => dripped() });
    expect((await send<{ items: number[] }>(s(LIMIT * 8), { path: '/json' })).data).toEqual(JSON.parse(text));
    expect((await send<string>(s(LIMIT * 8), { path: '/text', as: 'text' })).data).toBe(text);
    expect(new TextDecoder().decode((await send<Uint8Array>(s(LIMIT * 8), { path: '/bytes', as: 'bytes' })).data)).toBe(text);
    expect((await rejection(send(s(encoded.byteLength - 1), { path: '/json' }), TransportError)).reason).toBe('too-large');
  });
});

