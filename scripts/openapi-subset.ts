/**
 * Writes spec/openapi/subset.json: the operations of the OpenAPI descriptions that the
 * recordings use (plus EXTRA_OPERATIONS), with every response schema's `$ref`s inlined, so
 * the conformance spec never reads the 13 MB descriptions. Run: `npm run openapi:subset`
 * (`OPENAPI_DIR` overrides the folder holding the descriptions).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadRecording, recordingNames } from '../spec/support/recordings.js';
import { findRoute, recordedRoute, type DescriptionName, type Route, type RouteAlias } from '../spec/openapi/match.js';
import { deref, isObject, loadDescription, operationPointer, PACKAGE, REPO_ROOT, resolvePointer, type Description, type JsonObject, type Operation } from './lib/openapi.js';

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

/** Schema annotations that do not take part in validation: dropped to keep the subset small. */
const ANNOTATIONS = new Set(['description', 'example', 'examples', 'externalDocs', 'x-github-breaking-changes']);
/** Keywords whose value is a map of names to schemas (the names are data, never dropped). */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions']);
/** Keywords whose value is a schema or a list of schemas. */
const SCHEMA_SLOTS = new Set(['items', 'additionalProperties', 'not', 'allOf', 'anyOf', 'oneOf', 'additionalItems']);

/** A schema with its `$ref`s inlined; a reference inside itself is left as `{ "x-recursive-ref": … }` (accepts anything). */
function inlineSchema(doc: JsonObject, node: unknown, stack: readonly string[]): unknown {
  if (Array.isArray(node)) return node.map((item) => inlineSchema(doc, item, stack));
  if (!isObject(node)) return node;
  if (typeof node.$ref === 'string') {
    const ref = node.$ref;
    if (stack.includes(ref)) return { 'x-recursive-ref': ref };
    return inlineSchema(doc, resolvePointer(doc, ref), [...stack, ref]);
  }
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (ANNOTATIONS.has(key)) continue;
    if (SCHEMA_MAPS.has(key) && isObject(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, inlineSchema(doc, schema, stack)]));
    } else if (SCHEMA_SLOTS.has(key)) {
      out[key] = inlineSchema(doc, value, stack);
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

function responsesOf(description: Description, operation: Operation): Record<string, SubsetResponse> {
  const responses = isObject(operation.op.responses) ? operation.op.responses : {};
  const out: Record<string, SubsetResponse> = {};
  for (const [status, raw] of Object.entries(responses)) {
    const response = deref(description.doc, raw, `${operationPointer(operation)}/responses/${status}`).value;
    const content = isObject(response) && isObject(response.content) ? response.content : {};
    const contentType = 'application/json' in content ? 'application/json' : (Object.keys(content)[0] ?? null);
    const media = contentType ? content[contentType] : undefined;
    const schema = isObject(media) && media.schema !== undefined ? inlineSchema(description.doc, media.schema, []) : null;
    out[status] = { contentType, schema };
  }
  return out;
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

function main(): void {
  const used = usedOperations();
  const sources: Record<string, { file: string; sha256: string }> = {};
  const operations: JsonObject[] = [];
  let version = '';
  for (const [name, ids] of [...used].sort(([a], [b]) => a.localeCompare(b))) {
    const description = loadDescription(name);
    version = description.version;
    sources[name] = { file: description.file, sha256: description.sha256 };
    for (const id of [...ids].sort()) {
      const operation = description.byId.get(id);
      if (!operation) throw new Error(`${id}: no such operation in ${description.file}`);
      const deprecated = operation.op.deprecated === true ? { deprecated: true } : {};
      operations.push({ description: name, operationId: id, method: operation.method, path: operation.path, ...deprecated, responses: responsesOf(description, operation) });
    }
  }
  const header = {
    generatedBy: 'scripts/openapi-subset.ts (npm run openapi:subset)',
    package: PACKAGE,
    version,
    sources,
    note: 'Only the operations the recordings use. Response schemas have every $ref inlined; annotations (description, example) are dropped; a schema that refers to itself is cut there as {"x-recursive-ref": …}, which accepts anything.',
    aliases: ALIASES,
  };
  // One operation a line: inlined schemas are large, and a diff still shows which operations changed.
  const lines = operations.map((operation) => `    ${JSON.stringify(operation)}`).join(',\n');
  writeFileSync(OUT_FILE, `${JSON.stringify(header, null, 2).slice(0, -2)},\n  "operations": [\n${lines}\n  ]\n}\n`);
  console.log(`wrote spec/openapi/subset.json: ${operations.length} operations`);
}

main();
