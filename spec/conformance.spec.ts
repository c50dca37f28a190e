import { readFileSync } from 'node:fs';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { describe, expect, it } from 'vitest';
import { documentedStatus, findRoute, recordedRoute, type DescriptionName, type Route, type RouteAlias } from './openapi/match.js';
import { loadRecording, recordingNames, type Interaction } from './support/recordings.js';

/**
 * Every recorded interaction must be something the service documents: a request that fits an
 * operation of the OpenAPI description (or a listed legacy route), a documented status, and a
 * body that validates against that status's schema — unless the allow-list names the known
 * description bug. Reads only the committed subset (spec/openapi/), never the full descriptions.
 */

interface SubsetResponse {
  contentType: string | null;
  schema: unknown;
}

interface SubsetOperation extends Route {
  operationId: string;
  responses: Record<string, SubsetResponse>;
}

/** One description's part of the subset: its operations, and the component schemas their `$ref`s reach. */
interface SubsetDescription {
  operations: SubsetOperation[];
  components: { schemas: Record<string, unknown> };
}

interface LegacyRoute extends Route {
  source: string;
}

interface AllowEntry {
  recording: string;
  operationId: string;
  /** The description bug, in words. */
  reason: string;
  /** The validation errors the bug causes, exactly: an entry that no longer matches fails, so it cannot go stale. */
  errors: string[];
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(new URL(`./openapi/${file}`, import.meta.url), 'utf8')) as T;
}

const subset = readJson<{ aliases: RouteAlias[]; descriptions: Partial<Record<DescriptionName, SubsetDescription>> }>('subset.json');
const legacyRoutes = readJson<LegacyRoute[]>('legacy-routes.json');
const allowList = readJson<AllowEntry[]>('allow-list.json');

type Schema = Record<string, unknown>;

const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions']);
const SCHEMA_SLOTS = new Set(['items', 'additionalProperties', 'not', 'allOf', 'anyOf', 'oneOf', 'additionalItems']);

function isSchema(value: unknown): value is Schema {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * OpenAPI 3.0 `nullable: true` as JSON Schema. Ajv reads `nullable` only beside a `type` and
 * does not add `null` to an `enum`, and the description puts it beside `allOf`/`enum` too.
 * A local `$ref` (`#/components/schemas/x`) is rewritten to name its description's document
 * (`api.github.com#/components/schemas/x`), which is where ajv holds the components.
 */
function fromOpenApi(node: unknown, document: DescriptionName): unknown {
  if (Array.isArray(node)) return node.map((item) => fromOpenApi(item, document));
  if (!isSchema(node)) return node;
  const out: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'nullable') continue;
    if (key === '$ref' && typeof value === 'string' && value.startsWith('#')) out[key] = `${document}${value}`;
    else if (SCHEMA_MAPS.has(key) && isSchema(value)) out[key] = Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, fromOpenApi(schema, document)]));
    else out[key] = SCHEMA_SLOTS.has(key) ? fromOpenApi(value, document) : value;
  }
  if (node.nullable !== true) return out;
  if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  if (typeof out.type === 'string') return { ...out, type: [out.type, 'null'] };
  return { anyOf: [{ type: 'null' }, out] };
}

// Formats are not checked: ajv 8 has none built in, and the wire's formats are the parsers' business.
const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
// Each description's components are one document, its id the description's name: the two keep
// schemas of the same name apart, and a component refers to itself or another as in the description.
for (const [name, { components }] of Object.entries(subset.descriptions) as [DescriptionName, SubsetDescription][]) {
  const schemas = Object.fromEntries(Object.entries(components.schemas).map(([key, schema]) => [key, fromOpenApi(schema, name)]));
  ajv.addSchema({ $id: name, components: { schemas } });
}
const validators = new Map<string, ValidateFunction>();

function validatorFor(description: DescriptionName, operation: SubsetOperation, status: string, schema: unknown): ValidateFunction {
  const key = `${description} ${operation.operationId} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(fromOpenApi(schema, description) as Schema);
    validators.set(key, validate);
  }
  return validate;
}

function describeError(error: ErrorObject): string {
  const detail = error.keyword === 'required' || error.keyword === 'additionalProperties' ? '' : ` (${JSON.stringify(error.params)})`;
  return `${error.instancePath || '/'} ${error.message ?? error.keyword}${detail}`;
}

/** The body as the client will read it: JSON text is parsed; no body is undefined. */
function bodyOf(interaction: Interaction): unknown {
  const { response } = interaction;
  if (response === undefined || response === '') return undefined;
  const contentType = Object.entries(interaction.rawHeaders ?? {}).find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
  return typeof response === 'string' && contentType.includes('json') ? (JSON.parse(response) as unknown) : response;
}

function validationErrors(description: DescriptionName, operation: SubsetOperation, status: string, interaction: Interaction): string[] {
  const { schema } = operation.responses[status] ?? {};
  const body = bodyOf(interaction);
  if (schema === null || schema === undefined || body === undefined) return [];
  const validate = validatorFor(description, operation, status, schema);
  return validate(body) ? [] : [...new Set((validate.errors ?? []).map(describeError))];
}

interface Fit {
  route?: ReturnType<typeof recordedRoute>;
  operation?: SubsetOperation;
  legacy?: LegacyRoute;
}

/** The documented operation (or legacy route) a recorded request fits, if any. */
function fitOf(interaction: Interaction): Fit {
  const route = recordedRoute(interaction.scope, interaction.method, interaction.path);
  if (!route) return {};
  const operations = subset.descriptions[route.description]?.operations ?? [];
  const operation = findRoute(operations, route.method, route.path, subset.aliases)?.route;
  return { route, operation, legacy: operation ? undefined : findRoute(legacyRoutes, route.method, route.path)?.route };
}

function checkInteraction(name: string, interaction: Interaction): void {
  const { route, operation, legacy } = fitOf(interaction);
  expect(route, `${interaction.scope} is neither api.github.com nor a self-hosted /api/v3 URL`).toBeDefined();
  if (!route || legacy) return;
  expect(operation, `no operation of ${route.description} (spec/openapi/subset.json) nor legacy route fits ${route.method} ${route.path}; run npm run openapi:subset`).toBeDefined();
  if (!operation) return;
  const statuses = Object.keys(operation.responses);
  const status = documentedStatus(statuses, interaction.status);
  const allowed = allowList.find((entry) => entry.recording === name && entry.operationId === operation.operationId);
  if (!status) {
    // A status the service really sends but the description omits is allowed only by name, like a body bug.
    const undocumented = [`undocumented status ${interaction.status}`];
    expect(undocumented, allowed ? `allow-list: ${allowed.reason}` : `${operation.operationId} documents ${statuses.join(', ')}, not ${interaction.status}`).toEqual(allowed?.errors ?? []);
    return;
  }
  const errors = validationErrors(route.description, operation, status, interaction);
  expect(errors, allowed ? `allow-list: ${allowed.reason}` : `the body does not validate against ${operation.operationId} ${status}`).toEqual(allowed?.errors ?? []);
}

/** What the test is called: the request, the status and what it fits. */
function title(index: number, interaction: Interaction): string {
  const { operation, legacy } = fitOf(interaction);
  const fits = operation ? operation.operationId : legacy ? `legacy route ${legacy.method} ${legacy.path}` : 'no operation';
  return `#${index + 1} ${interaction.method} ${interaction.path} → ${interaction.status} (${fits})`;
}

for (const name of recordingNames()) {
  describe(`recording ${name}`, () => {
    const { interactions } = loadRecording(name);
    interactions.forEach((interaction, index) => {
      it(title(index, interaction), () => checkInteraction(name, interaction));
    });
  });
}

describe('allow-list', () => {
  it('every entry names a recording, an operation it uses, the bug and its errors', () => {
    const names = new Set(recordingNames());
    for (const entry of allowList) {
      expect(names.has(entry.recording), `${entry.recording}: no such recording`).toBe(true);
      if (!names.has(entry.recording)) continue;
      const used = loadRecording(entry.recording).interactions.map((interaction) => fitOf(interaction).operation?.operationId);
      expect(used, `${entry.recording}: does not use ${entry.operationId}`).toContain(entry.operationId);
      expect(entry.reason.length, `${entry.recording}: say which description bug`).toBeGreaterThan(0);
      expect(entry.errors.length, `${entry.recording}: list the errors the bug causes`).toBeGreaterThan(0);
    }
  });
});
