import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Codec } from '../../src/core/codec.js';
import { Lazy } from '../../src/core/lazy.js';
import { UnprocessableResponseBody } from '../../src/errors/unprocessable-response-body.js';
import type { Declaration } from '../../src/core/operation.js';
import { createSession } from '../../src/core/session.js';
import { rawOfParsed } from '../../src/models/library/model.js';
import { asDict } from '../../src/models/library/objects.js';
import { closeLoopbacks, loopback, type Loopback, type Received } from '../hardening/loopback.js';
import { checkRequest, unlisted } from '../openapi/request-conformance.js';
import { errorsOf, subset, validatorFor } from '../openapi/subset.js';

/*
 * Every generated operation, called with the example value of each of its codecs against a
 * loopback server that answers with the description's documented example: the request it sends
 * must be one the description documents (the same check as every other request of the specs),
 * and the result must read whole — every field of every object — and give back the example.
 */

interface Entry {
  method: string;
  route: string;
  module: string;
  function: string;
  description: 'api.github.com' | 'ghes-3.19';
  /** Absent for a generated function; false for a hand-written one. */
  generated?: false;
}
interface Example {
  request?: { body?: unknown; query?: Record<string, unknown> };
  status: number;
  contentType: string | null;
  body?: unknown;
}

const read = <T>(file: string): T => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as T;
const { operations } = read<{ operations: Record<string, Omit<Entry, 'description'> & Partial<Pick<Entry, 'description'>>> }>('../../operations.json');
const { examples } = read<{ examples: Record<string, Example> }>('../openapi/generated-examples.json');
// The description is named only where it is not api.github.com's.
const generated = Object.entries(operations).flatMap(([id, entry]): [string, Entry][] => (entry.generated !== false ? [[id, { ...entry, description: entry.description ?? 'api.github.com' }]] : []));
/** Operations whose description gives no call or answer that conforms to it, each with the failure that shows it. */
const allowList = read<{ operationId: string; reason: string; fails: string }[]>('../openapi/generated-allow-list.json');

/** Each generated module, loaded once. */
const modules = new Map<string, Promise<Record<string, unknown>>>();
const load = (module: string) => {
  const area = module.replace(/^hubops\//, '');
  if (!modules.has(area)) modules.set(area, import(`../../src/${area}/index.ts`) as Promise<Record<string, unknown>>);
  return modules.get(area) as Promise<Record<string, unknown>>;
};

const isRecordLike = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * The call's arguments: the documented request's values where the description gives them (the
 * body's members, the query's examples), else the example value of the parameter's codec (what
 * spec/inputs.spec.ts also starts from); the documented body's optional members as options.
 */
function callArgs(declaration: Declaration, request: Example['request']): unknown[] {
  const params = declaration.params ?? {};
  const body = (request?.body !== null && typeof request?.body === 'object' && !Array.isArray(request.body) ? request.body : {}) as Record<string, unknown>;
  const documented = (name: string): { value: unknown } | undefined => {
    const param = params[name];
    if (!param) return undefined;
    if (name === 'data' && param.to === 'body' && request?.body !== undefined) {
      if (param.codec.example !== undefined || !isRecordLike(request.body)) return { value: request.body };
      // A multipart form: the documented members as its fields.
      const form = new FormData();
      for (const [field, value] of Object.entries(request.body)) form.append(field, String(value));
      return { value: form };
    }
    const wire = param.wire ?? (param.to === 'path' ? name : snake(name));
    if (param.to === 'body' && wire in body) return { value: body[wire] };
    if (param.to === 'query' && request?.query && wire in request.query) return { value: request.query[wire] };
    return undefined;
  };
  const of = (name: string) => documented(name)?.value ?? structuredClone((params[name]?.codec as Codec<unknown, unknown> | undefined)?.example);
  const target = declaration.target ? [structuredClone((declaration.target.codec as Codec<unknown, unknown>).example)] : [];
  const positional = (declaration.args ?? []).map(of);
  const options = Object.fromEntries(Object.keys(params).filter((name) => !(declaration.args ?? []).includes(name) && params[name]?.to === 'body').flatMap((name) => (documented(name) ? [[name, documented(name)?.value]] : [])));
  return Object.keys(options).length ? [...target, ...positional, options] : [...target, ...positional];
}

let server: Loopback;
let answer: (request: Received, response: ServerResponse) => void = () => undefined;
beforeAll(async () => {
  server = await loopback((request, response) => answer(request, response));
});
afterAll(closeLoopbacks);

/** The wire form a result gives back, for comparison with the example. */
function wireOf(value: unknown): unknown {
  return value !== null && typeof value === 'object' && rawOfParsed(value) ? asDict(value) : value;
}

const byModule = new Map<string, [string, Entry][]>();
for (const [operationId, entry] of generated) byModule.set(entry.module, [...(byModule.get(entry.module) ?? []), [operationId, entry]]);

describe.each([...byModule.keys()].sort())('%s: each generated operation against its documented answer', (module) => {
  it.each((byModule.get(module) ?? []).map(([id, entry]) => [`${entry.function} (${id})`, id, entry] as const))('%s', async (_, operationId, entry) => {
    const allowed = allowList.find((a) => a.operationId === operationId);
    // A description bug that leaves no documented call or answer to make: the failure it causes, exactly.
    if (allowed) await expect(exercise(operationId, entry)).rejects.toThrow(allowed.fails);
    else await exercise(operationId, entry);
    // The first of a module loads the module's hundred-odd files: on a loaded machine that takes a while.
  }, 30_000);
});

/** Calls one generated operation against its documented answer, and checks what it sent and read. */
async function exercise(operationId: string, entry: Entry): Promise<void> {
  {
    const fn = (await load(entry.module))[entry.function] as ((...args: unknown[]) => unknown) & { declaration: Declaration };
    expect(typeof fn, `${entry.module} exports ${entry.function}`).toBe('function');
    const example = examples[operationId] as Example;
    const selfHosted = entry.description === 'ghes-3.19';
    answer = (request, response) => {
      if (request.url === '/download') return void response.end('downloaded');
      if (example.status >= 300 && example.status < 400) {
        response.writeHead(example.status, { location: '/download' });
        return void response.end();
      }
      const json = example.body !== undefined && typeof example.body !== 'string';
      response.writeHead(example.status, example.contentType ? { 'content-type': json ? 'application/json; charset=utf-8' : example.contentType } : {});
      response.end(example.body === undefined ? undefined : json ? JSON.stringify(example.body) : (example.body as string));
    };
    const start = server.requests.length;
    const session = createSession({ baseUrl: selfHosted ? `${server.url}/api/v3` : server.url, token: 'generated-operations-token', retry: false });
    let unreadAnswer: UnprocessableResponseBody | null = null;
    let result: unknown;
    let items: unknown[] | null = null;
    // Where the documented request breaks the description's own request schema, the call takes its codecs' examples instead.
    const documentedRequest = requestExampleErrors(entry.description, operationId, example.request).length ? undefined : example.request;
    try {
      result = await fn(session, ...callArgs(fn.declaration, documentedRequest));
      items = result instanceof Lazy ? await result.toArray() : null;
    } catch (error) {
      // An answer that cannot be read at all: only where the example breaks the description's own schema.
      if (!(error instanceof UnprocessableResponseBody)) throw error;
      unreadAnswer = error;
    }

    const sent = server.requests.slice(start).filter((r) => r.url !== '/download');
    expect(sent).toHaveLength(1);
    const request = sent[0] as Received;
    const url = new URL(request.url, selfHosted ? 'https://ghe.example.com' : 'https://api.github.com');
    const check = checkRequest({ method: request.method, url, headers: request.headers as Record<string, string>, body: request.body === '' ? undefined : request.body });
    expect(check.operationId, `${request.method} ${url.pathname} fits ${check.fits}`).toBe(operationId);
    const problems = unlisted(check);
    expect(problems, `${request.method} ${url.pathname}${url.search}: ${problems.join('; ')}`).toEqual([]);

    if (unreadAnswer) return expect(schemaErrors(entry.description, operationId, example), `${unreadAnswer.message}: the example validates`).not.toEqual([]);
    // Every field of every object reads, but where the example breaks the description's own schema.
    const unreadable = failingFields(items ?? result);
    if (unreadable.length) {
      const broken = schemaErrors(entry.description, operationId, example);
      expect(unreadable.filter((path) => !broken.some((error) => error.startsWith(path) || error.includes(`${path} `) || error.includes(`${path}/`))), `fields that fail to read, not where the example breaks the schema (${broken.join('; ')})`).toEqual([]);
    }
    if (example.body === undefined || example.contentType === null || !/json/.test(example.contentType)) return;
    const list = Array.isArray(items ?? result) ? ((items ?? result) as unknown[]) : null;
    const wire = list ? list.map(wireOf) : wireOf(result);
    const body = example.body as Record<string, unknown>;
    const listed = Array.isArray(body) ? body : list ? Object.values(body).find(Array.isArray) : undefined;
    expect(wire).toEqual(list ? listed : body);
  }
}

/** The JSON pointer of each field of `value` (parsed data, deeply) that throws when read. */
function failingFields(value: unknown, at = '', seen = new Set<unknown>()): string[] {
  if (value === null || typeof value !== 'object' || seen.has(value) || value instanceof ReadableStream) return [];
  seen.add(value);
  const failed: string[] = [];
  for (const key of Object.keys(value)) {
    let field: unknown;
    try {
      field = (value as Record<string, unknown>)[key];
    } catch {
      failed.push(`${at}/${key}`);
      continue;
    }
    failed.push(...failingFields(field, `${at}/${key}`, seen));
  }
  return failed;
}

/** What ajv finds wrong with the documented request body against the documented request schema. */
function requestExampleErrors(description: Entry['description'], operationId: string, request: Example['request']): string[] {
  const operation = subset.descriptions[description]?.operations.find((o) => o.operationId === operationId);
  const schema = operation?.requestBody?.content['application/json'];
  if (!schema || request?.body === undefined) return [];
  return errorsOf(validatorFor(description, `${operationId} request application/json`, schema), request.body);
}

/** What ajv finds wrong with the documented example against the documented schema of its answer (instance paths). */
function schemaErrors(description: Entry['description'], operationId: string, example: Example): string[] {
  const operation = subset.descriptions[description]?.operations.find((o) => o.operationId === operationId);
  const schema = operation?.responses[String(example.status)]?.schema;
  if (!schema) return [];
  const errors = errorsOf(validatorFor(description, `${operationId} ${example.status}`, schema), example.body);
  // A listing's items sit under the list's own member in the answer, at the same index.
  // A member the example leaves out breaks its object's `required`: the member's own pointer.
  const pointerOf = (error: string) => {
    const at = error.split(' ')[0] as string;
    const missing = /must have required property '([^']+)'/.exec(error)?.[1];
    return missing === undefined ? at : `${at === '/' ? '' : at}/${missing}`;
  };
  return errors.map(pointerOf).flatMap((pointer) => [pointer, pointer.replace(/^\/[^/]+(?=\/\d+\/)/, '')]);
}

describe('the operation index', () => {
  it('names every operationId of both descriptions once, each an exported function of its module', async () => {
    expect(Object.keys(operations).length).toBe(1462);
    const missing: string[] = [];
    for (const [id, entry] of Object.entries(operations)) {
      const module = entry.generated !== false ? await load(entry.module) : ((await import('../../src/index.js')) as Record<string, unknown>);
      if (typeof module[entry.function] !== 'function') missing.push(`${id} → ${entry.module} ${entry.function}`);
    }
    expect(missing).toEqual([]);
  });
});
