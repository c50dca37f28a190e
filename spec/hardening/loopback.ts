import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
export { rejection } from '../support/rejection.js';

/** Made-up credentials the specs put where a runtime or a service might echo them. */
export const TOKEN = 'secret-token-value';
export const CALLER_TOKEN = 'secret-caller-token-value';
export const PASSWORD = 'secret-password-value';
export const CLIENT_ID = 'Iv1.0123456789abcdef';
export const CLIENT_SECRET = 'secret-client-secret-value-0123456789abc';
export const ACCESS_TOKEN = 'secret-access-token-being-checked';
export const OTP = '739104';

/** A request as a loopback server received it. */
export interface Received {
  readonly method: string;
  /** Path and query as they arrived on the wire. */
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

export interface Loopback {
  /** `http://127.0.0.1:<port>`: an origin of its own. */
  readonly url: string;
  readonly requests: Received[];
}

type Handler = (request: Received, response: ServerResponse, index: number) => void | Promise<void>;

const open: { close(): void; closeAllConnections(): void }[] = [];

/** A real HTTP server on 127.0.0.1 (a free port), answering with `handler`; closed by `closeLoopbacks`. */
export async function loopback(handler: Handler): Promise<Loopback> {
  const requests: Received[] = [];
  const server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const received = { method: incoming.method ?? '', url: incoming.url ?? '', headers: incoming.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(received);
      Promise.resolve(handler(received, response, requests.length - 1)).catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  open.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}

export function closeLoopbacks(): void {
  for (const server of open.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
}

/** Answers JSON with a status and headers. */
export function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(body === undefined ? '' : JSON.stringify(body));
}

/** The error thrown by `run`, checked to be an instance of `type`. */
export function thrown<E>(run: () => unknown, type: abstract new (...args: never[]) => E): E {
  let outcome: unknown = new Error('expected a throw');
  try {
    run();
  } catch (error) {
    outcome = error;
  }
  expect(outcome).toBeInstanceOf(type);
  return outcome as E;
}
