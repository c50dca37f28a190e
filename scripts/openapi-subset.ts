/**
 * Writes spec/openapi/subset.json: the operations of the OpenAPI descriptions that the
 * recordings use (plus EXTRA_OPERATIONS) and, per description, the component schemas their
 * responses reach, so the conformance spec never reads the 13 MB descriptions.
 * Run: `npm run openapi:subset` (`OPENAPI_DIR` overrides the folder holding the descriptions).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadRecording, recordingNames } from '../spec/support/recordings.js';
import { findRoute, recordedRoute, type DescriptionName, type Route, type RouteAlias } from '../spec/openapi/match.js';
import { deref, isObject, loadDescription, operationPointer, PACKAGE, REPO_ROOT, unescapePointer, type Description, type JsonObject, type Operation } from './lib/openapi.js';

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
 * Schema annotations that do not take part in validation (OpenAPI 3.0 `readOnly` only matters for
 * requests): dropped to keep the subset small. So is every `x-` extension.
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

/** The operations the recordings use, by description; requests that fit none are reported. */
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
      return { operationId: id, method: operation.method, path: operation.path, ...deprecated, responses: responsesOf(description, operation, refs) };
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
      'Only the operations the recordings use, by description, and the component schemas their responses reach. ' +
      'Schemas keep their $refs (#/components/schemas/…, resolved within the same description); annotations (description, example, title, x-…) are dropped.',
    aliases: ALIASES,
    descriptions,
  };
  writeFileSync(OUT_FILE, `${layout(subset)}\n`);
  console.log(`wrote spec/openapi/subset.json: ${operationCount} operations, ${componentCount} component schemas`);
}

main();
