/**
 * Writes spec/openapi/subset.json: the operations of the OpenAPI descriptions that the
 * recordings use, that a `src/` operation names in its doc comment, or that EXTRA_OPERATIONS
 * lists — their responses, query parameters and request bodies — and, per description, the
 * component schemas those reach, so the conformance checks never read the 13 MB descriptions.
 * Run: `npm run openapi:subset` (`OPENAPI_DIR` overrides the folder holding the descriptions).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadRecording, recordingNames } from '../spec/support/recordings.js';
import { findRoute, recordedRoute, type DescriptionName, type Route, type RouteAlias } from '../spec/openapi/match.js';
import { deref, isObject, loadDescription, operationPointer, PACKAGE, REPO_ROOT, unescapePointer, type Description, type JsonObject, type Operation } from './lib/openapi.js';
import { functionRoutes } from './operations-doc.js';

/** Operations to extract even before a recording uses them. */
const EXTRA_OPERATIONS: { description: DescriptionName; operationId: string }[] = [];

const ALIASES: RouteAlias[] = [
  {
    from: '/repositories/{repository_id}',
    to: '/repos/{owner}/{repo}',
    source:
      'GitHub docs, "Using pagination in the REST API" (https://docs.github.com/en/rest/using-the-rest-api/using-pagination-in-the-rest-api): ' +
      'GET https://api.github.com/repos/octocat/Spoon-Knife/issues answers with link: <https://api.github.com/repositories/1300192/issues?page=2>; rel="prev", ' +
      '<https://api.github.com/repositories/1300192/issues?page=4>; rel="next", …; the description gives such URLs in its own examples ' +
      '(components.schemas.issue.properties.url: https://api.github.com/repositories/42/issues/1) but lists only GET /repositories.',
  },
];

const OUT_FILE = join(REPO_ROOT, 'spec', 'openapi', 'subset.json');
const LEGACY_FILE = join(REPO_ROOT, 'spec', 'openapi', 'legacy-routes.json');

/**
 * Schema annotations that do not take part in validation: dropped to keep the subset small. So is
 * every `x-` extension. `readOnly` and `writeOnly` would change what a request body may hold, so a
 * request body schema that reaches one stops the script (see requestBodyOf).
 */
const ANNOTATIONS = new Set(['description', 'example', 'examples', 'externalDocs', 'title', 'default', 'deprecated', 'readOnly', 'writeOnly']);
/** Keywords whose value is a map of names to schemas (the names are data, never dropped). */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions']);
/** Keywords whose value is a schema or a list of schemas. */
const SCHEMA_SLOTS = new Set(['items', 'additionalProperties', 'not', 'allOf', 'anyOf', 'oneOf', 'additionalItems']);
const COMPONENT_SCHEMA = /^#\/components\/schemas\/([^/]+)$/;

/**
 * A schema without annotations, its `$ref`s kept; the component schemas it refers to are added
 * to `refs`. Only `#/components/schemas/…` targets are supported: the subset carries nothing else.
 */
function stripSchema(node: unknown, refs: Set<string>): unknown {
  if (Array.isArray(node)) return node.map((item) => stripSchema(item, refs));
  if (!isObject(node)) return node;
  if (typeof node.$ref === 'string') {
    const name = COMPONENT_SCHEMA.exec(node.$ref)?.[1];
    if (name === undefined) throw new Error(`${node.$ref}: a schema reference outside #/components/schemas`);
    // OpenAPI 3.0 ignores a reference's siblings; JSON Schema validators would not.
    refs.add(unescapePointer(name));
    return { $ref: node.$ref };
  }
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (ANNOTATIONS.has(key) || key.startsWith('x-')) continue;
    if (SCHEMA_MAPS.has(key) && isObject(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, stripSchema(schema, refs)]));
    } else if (SCHEMA_SLOTS.has(key)) {
      out[key] = stripSchema(value, refs);
    } else {
      out[key] = value;
    }
  }
  return out;
}

interface SubsetResponse {
  contentType: string | null;
  schema: unknown;
}

function responsesOf(description: Description, operation: Operation, refs: Set<string>): Record<string, SubsetResponse> {
  const responses = isObject(operation.op.responses) ? operation.op.responses : {};
  const out: Record<string, SubsetResponse> = {};
  for (const [status, raw] of Object.entries(responses)) {
    const response = deref(description.doc, raw, `${operationPointer(operation)}/responses/${status}`).value;
    const content = isObject(response) && isObject(response.content) ? response.content : {};
    const contentType = 'application/json' in content ? 'application/json' : (Object.keys(content)[0] ?? null);
    const media = contentType ? content[contentType] : undefined;
    const schema = isObject(media) && media.schema !== undefined ? stripSchema(media.schema, refs) : null;
    out[status] = { contentType, schema };
  }
  return out;
}

/** A documented query parameter: its allowed values, where the description lists them. */
interface SubsetQueryParameter {
  enum?: unknown[];
}

/** The query parameters an operation documents, by name (sorted), each with its enum if it has one. */
function queryOf(description: Description, operation: Operation): Record<string, SubsetQueryParameter> {
  const parameters = Array.isArray(operation.op.parameters) ? operation.op.parameters : [];
  const out: [string, SubsetQueryParameter][] = [];
  parameters.forEach((raw, index) => {
    const parameter = deref(description.doc, raw, `${operationPointer(operation)}/parameters/${index}`).value;
    if (!isObject(parameter) || parameter.in !== 'query' || typeof parameter.name !== 'string') return;
    const schema = deref(description.doc, parameter.schema, `${operationPointer(operation)}/parameters/${index}/schema`).value;
    out.push([parameter.name, isObject(schema) && Array.isArray(schema.enum) ? { enum: schema.enum } : {}]);
  });
  return Object.fromEntries(out.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The request body media types the checks read: what hubops sends. */
const REQUEST_CONTENT_TYPES = ['application/json', 'text/plain', 'multipart/form-data'];

interface SubsetRequestBody {
  required: boolean;
  /** Schema by media type, only for REQUEST_CONTENT_TYPES. */
  content: Record<string, unknown>;
}

/** Throws if `schema` or a component it reaches marks a property read- or write-only, which the request check does not model. */
function assertNoAccessMarks(description: Description, schema: unknown, where: string, seen = new Set<string>()): void {
  if (Array.isArray(schema)) {
    for (const item of schema) assertNoAccessMarks(description, item, where, seen);
    return;
  }
  if (!isObject(schema)) return;
  // `readOnly: false` (POST /gists marks a file's content so) changes nothing; only a true mark would.
  if (schema.readOnly === true || schema.writeOnly === true) throw new Error(`${where}: a request body schema with readOnly/writeOnly, which the request check does not model`);
  if (typeof schema.$ref === 'string' && !seen.has(schema.$ref)) {
    seen.add(schema.$ref);
    assertNoAccessMarks(description, deref(description.doc, schema, where).value, schema.$ref, seen);
  }
  for (const value of Object.values(schema)) assertNoAccessMarks(description, value, where, seen);
}

/** The documented request body, or undefined when the operation takes none. */
function requestBodyOf(description: Description, operation: Operation, refs: Set<string>): SubsetRequestBody | undefined {
  if (operation.op.requestBody === undefined) return undefined;
  const body = deref(description.doc, operation.op.requestBody, `${operationPointer(operation)}/requestBody`).value;
  const content = isObject(body) && isObject(body.content) ? body.content : {};
  const schemas: Record<string, unknown> = {};
  for (const type of REQUEST_CONTENT_TYPES) {
    const media = content[type];
    if (!isObject(media)) continue;
    assertNoAccessMarks(description, media.schema, `${operationPointer(operation)}/requestBody`);
    schemas[type] = media.schema === undefined ? {} : stripSchema(media.schema, refs);
  }
  return { required: isObject(body) && body.required === true, content: schemas };
}

/** The component schemas `refs` name and every one they reach, stripped, sorted by name. */
function componentSchemas(description: Description, refs: Set<string>): JsonObject {
  const components = isObject(description.doc.components) ? description.doc.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  const out = new Map<string, unknown>();
  const pending = [...refs];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (out.has(name)) continue;
    if (!Object.hasOwn(schemas, name)) throw new Error(`#/components/schemas/${name}: not in ${description.file}`);
    const reached = new Set<string>();
    out.set(name, stripSchema(schemas[name], reached));
    pending.push(...[...reached].filter((ref) => !out.has(ref)));
  }
  // Code-unit order, as for operation ids: the same on every machine, whatever its locale.
  return Object.fromEntries([...out].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function readLegacyRoutes(): Route[] {
  try {
    return JSON.parse(readFileSync(LEGACY_FILE, 'utf8')) as Route[];
  } catch {
    return [];
  }
}

const shape = (path: string): string => path.replace(/\{[^}]+\}/g, '{}');

/**
 * The operations `src/` implements: those whose method and path template (parameter names aside)
 * a function's doc comment names. Each is taken from api.github.com, or, for a route only
 * self-hosted installations serve, from the GHES description; taking every route from both would
 * double the subset for requests no spec sends to a self-hosted base (one that does names the
 * missing operation, for EXTRA_OPERATIONS). Routes that fit neither are reported.
 */
function implementedOperations(used: Map<DescriptionName, Set<string>>): void {
  const legacy = readLegacyRoutes().map((route) => `${route.method} ${shape(route.path)}`);
  const routes = new Set([...functionRoutes().values()].flatMap((info) => info.routes).filter((route) => / \//.test(route)));
  const byShape = (name: DescriptionName): Map<string, string> =>
    new Map(loadDescription(name).operations.map((operation) => [`${operation.method} ${shape(operation.path)}`, operation.operationId]));
  const shapes = { 'api.github.com': byShape('api.github.com'), 'ghes-3.19': byShape('ghes-3.19') };
  for (const route of [...routes].sort()) {
    const name = (['api.github.com', 'ghes-3.19'] as const).find((candidate) => shapes[candidate].has(shape(route)));
    const id = name && shapes[name].get(shape(route));
    if (!name || !id) {
      console.log(`${legacy.includes(shape(route)) ? 'legacy route (in neither description)' : 'no operation fits'} of a src/ operation: ${route}`);
      continue;
    }
    used.set(name, (used.get(name) ?? new Set<string>()).add(id));
  }
}

/** The operations the recordings use or src/ implements, by description; requests that fit none are reported. */
function usedOperations(): Map<DescriptionName, Set<string>> {
  const used = new Map<DescriptionName, Set<string>>();
  const legacy = readLegacyRoutes();
  for (const name of recordingNames()) {
    loadRecording(name).interactions.forEach((interaction, index) => {
      const where = `${name} #${index + 1}: ${interaction.method} ${interaction.scope}${interaction.path}`;
      const route = recordedRoute(interaction.scope, interaction.method, interaction.path);
      const found = route && findRoute(loadDescription(route.description).operations, route.method, route.path, ALIASES);
      if (route && found) {
        const ids = used.get(route.description) ?? new Set<string>();
        used.set(route.description, ids.add(found.route.operationId));
      } else if (route && findRoute(legacy, route.method, route.path)) {
        console.log(`legacy route (not in the description): ${where}`);
      } else {
        console.log(`no operation matches: ${where}`);
      }
    });
  }
  implementedOperations(used);
  // The generated operations (operations.json), each from the description it was generated from.
  const index = JSON.parse(readFileSync(join(REPO_ROOT, 'operations.json'), 'utf8')) as { operations: Record<string, { description?: DescriptionName; generated?: false }> };
  for (const [operationId, entry] of Object.entries(index.operations)) {
    const from = entry.description ?? 'api.github.com';
    if (entry.generated !== false) used.set(from, (used.get(from) ?? new Set<string>()).add(operationId));
  }
  for (const { description, operationId } of EXTRA_OPERATIONS) {
    const ids = used.get(description) ?? new Set<string>();
    used.set(description, ids.add(operationId));
  }
  return used;
}

/** Containers whose entries are written one a line: a diff then shows which operation or component changed. */
const ONE_A_LINE = new Set(['operations', 'schemas']);

/** `value` as indented JSON, except that the entries of a ONE_A_LINE container are compact, one a line. */
function layout(value: unknown, indent = '', compactEntries = false): string {
  const inner = `${indent}  `;
  const entry = (key: string | undefined, item: unknown): string => {
    const text = compactEntries ? JSON.stringify(item) : layout(item, inner, key !== undefined && ONE_A_LINE.has(key));
    return `${inner}${key === undefined ? '' : `${JSON.stringify(key)}: `}${text}`;
  };
  if (Array.isArray(value)) return value.length ? `[\n${value.map((item) => entry(undefined, item)).join(',\n')}\n${indent}]` : '[]';
  if (isObject(value)) {
    const entries = Object.entries(value);
    return entries.length ? `{\n${entries.map(([key, item]) => entry(key, item)).join(',\n')}\n${indent}}` : '{}';
  }
  return JSON.stringify(value);
}

function main(): void {
  const used = usedOperations();
  const sources: Record<string, { file: string; sha256: string }> = {};
  const descriptions: JsonObject = {};
  let version = '';
  let operationCount = 0;
  let componentCount = 0;
  for (const [name, ids] of [...used].sort(([a], [b]) => a.localeCompare(b))) {
    const description = loadDescription(name);
    version = description.version;
    sources[name] = { file: description.file, sha256: description.sha256 };
    const refs = new Set<string>();
    const operations = [...ids].sort().map((id) => {
      const operation = description.byId.get(id);
      if (!operation) throw new Error(`${id}: no such operation in ${description.file}`);
      const deprecated = operation.op.deprecated === true ? { deprecated: true } : {};
      const requestBody = requestBodyOf(description, operation, refs);
      return {
        operationId: id,
        method: operation.method,
        path: operation.path,
        ...deprecated,
        query: queryOf(description, operation),
        ...(requestBody ? { requestBody } : {}),
        responses: responsesOf(description, operation, refs),
      };
    });
    const schemas = componentSchemas(description, refs);
    descriptions[name] = { operations, components: { schemas } };
    operationCount += operations.length;
    componentCount += Object.keys(schemas).length;
  }
  const subset = {
    generatedBy: 'scripts/openapi-subset.ts (npm run openapi:subset)',
    package: PACKAGE,
    version,
    sources,
    note:
      'Only the operations the recordings use or src/ implements, by description (query: the documented query parameters, with their enums; ' +
      'requestBody: the documented application/json, text/plain and multipart/form-data schemas), and the component schemas they reach. ' +
      'Schemas keep their $refs (#/components/schemas/…, resolved within the same description); annotations (description, example, title, x-…) are dropped.',
    aliases: ALIASES,
    descriptions,
  };
  writeFileSync(OUT_FILE, `${layout(subset)}\n`);
  console.log(`wrote spec/openapi/subset.json: ${operationCount} operations, ${componentCount} component schemas`);
}

main();
