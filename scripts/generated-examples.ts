/**
 * Writes spec/openapi/generated-examples.json: for every generated operation (operations.json),
 * the first success answer GitHub's description documents — status, media type and example
 * body (or none) — which spec/generated/operations.spec.ts serves to each generated function.
 * Writes spec/openapi/documented-requests.json too: for every hand-written operation, the
 * request the description documents (its body's example, its query parameters' examples) and
 * each enum value of its body's top-level members, which spec/documented-requests.spec.ts holds
 * the hand-written checks to.
 * Run: npm run generate.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deref, escapePointer, isObject, loadDescription, operationPointer, REPO_ROOT, sourceLine, type DescriptionName, type JsonObject, type Operation } from './lib/openapi.js';

interface Example {
  /** The documented request: the body's example, and parameters' examples by wire name. */
  request?: { body?: unknown; query?: Record<string, unknown> };
  status: number;
  contentType: string | null;
  body?: unknown;
  /** Where the example is in the description. */
  pointer?: string;
}

const index = JSON.parse(readFileSync(join(REPO_ROOT, 'operations.json'), 'utf8')) as { operations: Record<string, { description?: DescriptionName; generated?: false }> };
const TOKEN_SHAPED = /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{40,})\b/g;

/** The first documented example of a media type object, if any. */
function mediaExample(doc: JsonObject, media: unknown, at: string): { value: unknown } | undefined {
  if (!isObject(media)) return undefined;
  if (isObject(media.examples)) {
    const [name, raw] = Object.entries(media.examples)[0] ?? [];
    if (name === undefined) return undefined;
    const found = deref(doc, raw, `${at}/examples/${escapePointer(name)}`);
    if (isObject(found.value) && 'value' in found.value) return { value: found.value.value };
  }
  return 'example' in media ? { value: media.example } : undefined;
}

function requestOf(doc: JsonObject, operation: Operation): Example['request'] {
  const at = operationPointer(operation);
  const request: NonNullable<Example['request']> = {};
  const body = deref(doc, operation.op.requestBody, at).value;
  const content = isObject(body) && isObject(body.content) ? body.content : {};
  const json = mediaExample(doc, content['application/json'] ?? Object.values(content)[0], `${at}/requestBody`);
  if (json) request.body = json.value;
  for (const raw of Array.isArray(operation.op.parameters) ? operation.op.parameters : []) {
    const { value } = deref(doc, raw, at);
    if (!isObject(value) || value.in !== 'query' || typeof value.name !== 'string') continue;
    const example = 'example' in value ? { value: value.example } : mediaExample(doc, value, at);
    if (example) request.query = { ...request.query, [value.name]: example.value };
  }
  return Object.keys(request).length ? request : undefined;
}

function exampleOf(description: DescriptionName, operationId: string): Example {
  const { doc, byId } = loadDescription(description);
  const operation = byId.get(operationId);
  if (!operation) throw new Error(`${operationId} is not in ${description}`);
  const request = requestOf(doc, operation);
  return request ? { request, ...answerOf(doc, operation) } : answerOf(doc, operation);
}

function answerOf(doc: JsonObject, operation: Operation): Example {
  const responses = isObject(operation.op.responses) ? operation.op.responses : {};
  const statuses = Object.keys(responses).filter((s) => /^2\d\d$/.test(s));
  for (const status of statuses) {
    const at = `${operationPointer(operation)}/responses/${status}`;
    const { value } = deref(doc, responses[status], at);
    const content = isObject(value) && isObject(value.content) ? value.content : {};
    for (const [contentType, media] of Object.entries(content)) {
      if (!isObject(media)) continue;
      if (isObject(media.examples)) {
        const [name, raw] = Object.entries(media.examples)[0] ?? [];
        if (name === undefined) continue;
        const found = deref(doc, raw, `${at}/content/${escapePointer(contentType)}/examples/${escapePointer(name)}`);
        if (isObject(found.value) && 'value' in found.value) return { status: Number(status), contentType, body: found.value.value, pointer: `${found.pointer}/value` };
      }
      if ('example' in media) return { status: Number(status), contentType, body: media.example, pointer: `${at}/content/${escapePointer(contentType)}/example` };
      return { status: Number(status), contentType };
    }
    return { status: Number(status), contentType: null };
  }
  const redirect = Object.keys(responses).find((s) => /^3\d\d$/.test(s));
  return { status: redirect ? Number(redirect) : 204, contentType: null };
}

/** What the description documents of a hand-written operation's request. */
interface DocumentedRequest {
  method: string;
  route: string;
  description?: DescriptionName;
  request?: Example['request'];
  /** Each enum of the JSON body's top-level members, by wire name. */
  enums?: Record<string, unknown[]>;
}

function documentedRequest(description: DescriptionName, operationId: string): DocumentedRequest {
  const { doc, byId } = loadDescription(description);
  const operation = byId.get(operationId);
  if (!operation) throw new Error(`${operationId} is not in ${description}`);
  const documented: DocumentedRequest = { method: operation.method, route: operation.path, ...(description === 'api.github.com' ? {} : { description }) };
  const request = requestOf(doc, operation);
  if (request) documented.request = request;
  const body = deref(doc, operation.op.requestBody, operationPointer(operation)).value;
  const media = isObject(body) && isObject(body.content) ? body.content['application/json'] : undefined;
  const schema = isObject(media) ? deref(doc, media.schema, operationPointer(operation)).value : undefined;
  const properties = isObject(schema) && isObject(schema.properties) ? schema.properties : {};
  for (const [member, raw] of Object.entries(properties)) {
    const { value } = deref(doc, raw, operationPointer(operation));
    if (isObject(value) && Array.isArray(value.enum)) documented.enums = { ...documented.enums, [member]: value.enum.filter((v) => v !== null) };
  }
  return documented;
}

const requests: Record<string, DocumentedRequest> = {};
for (const [operationId, entry] of Object.entries(index.operations).sort(([a], [b]) => (a < b ? -1 : 1))) {
  if (entry.generated === false) requests[operationId] = documentedRequest(entry.description ?? 'api.github.com', operationId);
}

const examples: Record<string, Example> = {};
for (const [operationId, entry] of Object.entries(index.operations).sort(([a], [b]) => (a < b ? -1 : 1))) {
  if (entry.generated !== false) examples[operationId] = exampleOf(entry.description ?? 'api.github.com', operationId);
}
const sources = { source: sourceLine(loadDescription('api.github.com')), ghes: sourceLine(loadDescription('ghes-3.19')) };
// The documented examples' tokens are fake, but no token-shaped string is committed.
const text = JSON.stringify({ ...sources, examples }).replace(TOKEN_SHAPED, '<ACCESS_TOKEN>');
const requestsText = JSON.stringify({ ...sources, requests }).replace(TOKEN_SHAPED, '<ACCESS_TOKEN>');
const outputs: [string, string][] = [
  ['spec/openapi/generated-examples.json', `${text.replace(/,"(?=[\w/-]+":\{"(?:status|request)")/g, ',\n"')}\n`],
  ['spec/openapi/documented-requests.json', `${requestsText.replace(/,"(?=[\w/-]+":\{"method")/g, ',\n"')}\n`],
];
for (const [name, written] of outputs) {
  const file = join(REPO_ROOT, name);
  if (process.argv.includes('--check')) {
    if (!existsSync(file) || readFileSync(file, 'utf8') !== written) {
      console.error(`${name} is stale (npm run generate)`);
      process.exit(1);
    }
  } else writeFileSync(file, written);
}
console.log(`spec/openapi/generated-examples.json: ${Object.keys(examples).length} operations, ${Object.values(examples).filter((e) => e.body !== undefined).length} with an example body`);
console.log(`spec/openapi/documented-requests.json: ${Object.keys(requests).length} hand-written operations, ${Object.values(requests).filter((r) => r.request).length} with a documented request`);
