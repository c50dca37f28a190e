import { expect } from 'vitest';
import { expectDocumentedRequest } from '../openapi/request-conformance.js';
import type { SentRequest } from './capture.js';

export interface ExpectedRequest {
  method: string;
  path: string;
  query?: Record<string, string>;
  /** JSON bodies compared parsed; text bodies as text. */
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * Why this request is not what the OpenAPI description documents, for a spec that sends it so on
   * purpose (a request the service refuses, a parameter only older installations read). The check
   * then asserts that the description really does not document it.
   */
  undocumented?: string;
}

/**
 * Asserts the exact request: method, path, query (all of it), body, and the headers that matter;
 * then that the description documents it (spec/openapi/request-conformance.ts).
 */
export function expectRequest(sent: SentRequest | undefined, expected: ExpectedRequest): void {
  expect(sent, 'a request was sent').toBeDefined();
  const request = sent as SentRequest;
  expect(request.method).toBe(expected.method);
  expect(request.url.pathname).toBe(expected.path);
  expect(Object.fromEntries(request.url.searchParams)).toEqual(expected.query ?? {});
  if (expected.body === undefined) expect(request.body).toBeUndefined();
  else if (typeof expected.body === 'string') expect(request.body).toBe(expected.body);
  else expect(JSON.parse(request.body ?? 'null')).toEqual(expected.body);
  expect(request.headers['x-github-api-version']).toBe('2022-11-28');
  expect(request.headers['user-agent']).toMatch(/^hubops\//);
  const headers = { accept: 'application/vnd.github+json', ...expected.headers };
  for (const [name, value] of Object.entries(headers)) expect(request.headers[name], name).toBe(value);
  expectDocumentedRequest(request, expected.undocumented);
}
