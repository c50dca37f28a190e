/**
 * Writes one recording per operation of OPERATIONS into recordings/openapi/, built from the
 * operation's documented example in the OpenAPI description. Run: `npm run recordings:openapi`
 * (`OPENAPI_DIR` overrides the folder holding the descriptions).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Interaction, Recording } from '../../spec/support/recordings.js';
import { loadRows, type Row } from './openapi/rows.js';
import { recordingText, deref, escapePointer, isObject, loadDescription, operationPointer, REPO_ROOT, sourceLine, type Description, type JsonObject, type Operation } from '../lib/openapi.js';

const OPERATIONS: Row[] = await loadRows();

const API_SCOPE = 'https://api.github.com';
/** GHES examples are served from a reserved example host under the description's `/api/v3` base. */
const GHES_SCOPE = 'https://ghe.example.com';
const GHES_BASE = '/api/v3';
const OUT_DIR = join(REPO_ROOT, 'recordings', 'openapi');

interface Example {
  value: unknown;
  /** JSON pointer of the example's data. */
  pointer: string;
  name: string;
  /** Names of the other documented examples of the same media type. */
  others: string[];
  contentType: string;
  status: number;
}

/** The example of a media type object (`examples` map or a single `example`) named `wanted`, or its first. */
function mediaExample(doc: JsonObject, media: JsonObject, at: string, wanted?: string): Omit<Example, 'contentType' | 'status'> | undefined {
  if (isObject(media.examples)) {
    const names = Object.keys(media.examples);
    const name = wanted ?? names[0];
    if (name === undefined) return undefined;
    if (!names.includes(name)) throw new Error(`${at}: no example named ${name}`);
    const found = deref(doc, media.examples[name], `${at}/examples/${escapePointer(name)}`);
    if (!isObject(found.value)) throw new Error(`${found.pointer}: not an example object`);
    // Some examples wrap a reference to another example object in `value`: follow it to its data.
    const inner = isObject(found.value.value) && typeof found.value.value.$ref === 'string' ? deref(doc, found.value.value, found.pointer) : undefined;
    if (inner) return { value: isObject(inner.value) ? inner.value.value : undefined, pointer: `${inner.pointer}/value`, name, others: names.filter((other) => other !== name) };
    return { value: found.value.value, pointer: `${found.pointer}/value`, name, others: names.filter((other) => other !== name) };
  }
  if ('example' in media) return { value: media.example, pointer: `${at}/example`, name: 'example', others: [] };
  return undefined;
}

/** The first 2xx response (in document order) whose content has an example. */
function responseExample(description: Description, operation: Operation, wanted?: number, named?: string): Example {
  const responses = isObject(operation.op.responses) ? operation.op.responses : {};
  for (const [status, raw] of Object.entries(responses)) {
    if (wanted === undefined ? !/^2\d\d$/.test(status) : status !== String(wanted)) continue;
    const response = deref(description.doc, raw, `${operationPointer(operation)}/responses/${status}`);
    const content = isObject(response.value) && isObject(response.value.content) ? response.value.content : {};
    for (const [contentType, media] of Object.entries(content)) {
      if (!isObject(media)) continue;
      const example = mediaExample(description.doc, media, `${response.pointer}/content/${escapePointer(contentType)}`, named);
      if (example) return { ...example, contentType, status: Number(status) };
    }
    // A documented status without a documented body (204, or a "no" answer of a bool operation): status only.
    if (wanted !== undefined || Object.keys(content).length === 0) {
      return { value: undefined, pointer: `${response.pointer}`, name: `${status} (no documented body)`, others: [], contentType: '', status: Number(status) };
    }
  }
  throw new Error(`${operation.operationId}: no ${wanted ?? '2xx'} response with an example`);
}

/** The documented request body example, as the body nock should match, and a remark when it needed reading. */
function requestBody(description: Description, operation: Operation): { body?: unknown; remark?: string; pointer?: string } {
  if (operation.op.requestBody === undefined) return {};
  const request = deref(description.doc, operation.op.requestBody, `${operationPointer(operation)}/requestBody`);
  const content = isObject(request.value) && isObject(request.value.content) ? request.value.content : {};
  const [contentType, media] = Object.entries(content)[0] ?? [];
  if (contentType === undefined || !isObject(media)) return {};
  const example = mediaExample(description.doc, media, `${request.pointer}/content/${escapePointer(contentType)}`);
  if (!example) return {};
  if (contentType.includes('json')) return { body: example.value, pointer: example.pointer };
  if (typeof example.value === 'string') return { body: example.value, pointer: example.pointer };
  // The text/plain example of POST /markdown/raw is documented as {"text": …}; the wire body is that text.
  if (isObject(example.value) && typeof example.value.text === 'string') {
    return { body: example.value.text, pointer: example.pointer, remark: `the ${contentType} request example is documented as an object {"text": …}; the body here is its "text", the raw text the service reads` };
  }
  throw new Error(`${operation.operationId}: cannot read the ${contentType} request example`);
}

function contentTypeHeader(contentType: string): string {
  return contentType.includes('json') || contentType.startsWith('text/') ? `${contentType}; charset=utf-8` : contentType;
}

function fillPath(operation: Operation, params: Record<string, string> = {}): string {
  return operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${operation.operationId}: no value for path parameter {${name}}`);
    return encodeURIComponent(value);
  });
}

function recordingFor(row: Row): Recording {
  const description = loadDescription(row.file === 'ghes' ? 'ghes-3.19' : 'api.github.com');
  const operation = description.byId.get(row.operationId);
  if (!operation) throw new Error(`${row.operationId}: no such operation in ${description.file}`);
  const example = responseExample(description, operation, row.status, row.example);
  const request = requestBody(description, operation);
  const base = row.file === 'ghes' ? GHES_BASE : '';
  const interaction: Interaction = {
    scope: row.file === 'ghes' ? GHES_SCOPE : API_SCOPE,
    method: operation.method,
    path: `${base}${fillPath(operation, row.params)}${row.query ? `?${row.query}` : ''}`,
    ...(request.body === undefined ? {} : { body: request.body }),
    status: example.status,
    ...(example.value === undefined ? {} : { response: example.value }),
    rawHeaders: example.contentType ? { 'content-type': contentTypeHeader(example.contentType) } : {},
  };
  const chosen = row.example ? `the documented example "${example.name}" (of ${example.others.length + 1})` : example.others.length ? `the first of ${example.others.length + 1} documented examples ("${example.name}"; not used: ${example.others.map((n) => `"${n}"`).join(', ')})` : `the documented example "${example.name}"`;
  const notes = [
    `Response: ${chosen} of ${operation.method} ${operation.path} (${example.status} ${example.contentType}).`,
    example.value === undefined ? 'No response body: the description documents none for this status.' : 'Response headers: only content-type, as documented; nothing else is invented.',
    request.pointer ? `Request body: the documented request example ${request.pointer}${request.remark ? ` (${request.remark})` : ''}.` : '',
    row.query ? `Query: what hubops sends (${row.query}).` : '',
  ];
  return {
    provenance: {
      kind: 'openapi-example',
      source: sourceLine(description),
      operationIds: [operation.operationId],
      example: example.pointer,
      note: notes.filter(Boolean).join(' '),
    } as Recording['provenance'],
    interactions: [interaction],
  };
}

function main(): void {
  for (const row of OPERATIONS) {
    const name = row.output ?? `${row.file === 'ghes' ? 'ghes-3.19/' : ''}${row.operationId.replace(/\//g, '.')}${row.status ? `.${row.status}` : ''}`;
    const file = join(OUT_DIR, `${name}.json`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, recordingText(recordingFor(row)));
    console.log(`wrote recordings/openapi/${name}.json`);
  }
}

main();
