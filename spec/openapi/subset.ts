import { readFileSync } from 'node:fs';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { findRoute, recordedRoute, type DescriptionName, type RecordedRoute, type Route, type RouteAlias } from './match.js';

/**
 * The committed subset of the OpenAPI descriptions, loaded once, and the one ajv instance that
 * holds its component schemas: shared by the response check (`spec/conformance.spec.ts`) and the
 * request check (`request-conformance.ts`), so both read the description the same way.
 */

export interface SubsetResponse {
  contentType: string | null;
  schema: unknown;
}

/** A documented query parameter; `enum` where the description lists its values. */
export interface SubsetQueryParameter {
  enum?: unknown[];
}

export interface SubsetRequestBody {
  required: boolean;
  /** Schema by media type (`application/json`, `text/plain`: what hubops sends). */
  content: Record<string, unknown>;
}

export interface SubsetOperation extends Route {
  operationId: string;
  query: Record<string, SubsetQueryParameter>;
  requestBody?: SubsetRequestBody;
  responses: Record<string, SubsetResponse>;
}

/** One description's part of the subset: its operations, and the component schemas their `$ref`s reach. */
export interface SubsetDescription {
  operations: SubsetOperation[];
  components: { schemas: Record<string, unknown> };
}

export interface LegacyRoute extends Route {
  source: string;
}

export function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8')) as T;
}

export const subset = readJson<{ aliases: RouteAlias[]; descriptions: Partial<Record<DescriptionName, SubsetDescription>> }>('subset.json');
export const legacyRoutes = readJson<LegacyRoute[]>('legacy-routes.json');

export type Schema = Record<string, unknown>;

const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions']);
const SCHEMA_SLOTS = new Set(['items', 'additionalProperties', 'not', 'allOf', 'anyOf', 'oneOf', 'additionalItems']);

export function isSchema(value: unknown): value is Schema {
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
// Verbose: an error carries the value it is about, which a request problem names.
const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false, verbose: true });
// Each description's components are one document, its id the description's name: the two keep
// schemas of the same name apart, and a component refers to itself or another as in the description.
for (const [name, { components }] of Object.entries(subset.descriptions) as [DescriptionName, SubsetDescription][]) {
  const schemas = Object.fromEntries(Object.entries(components.schemas).map(([key, schema]) => [key, fromOpenApi(schema, name)]));
  ajv.addSchema({ $id: name, components: { schemas } });
}
const validators = new Map<string, ValidateFunction>();

/** The validator of one schema of the subset, compiled on first use; `key` names it uniquely. */
export function validatorFor(description: DescriptionName, key: string, schema: unknown): ValidateFunction {
  const id = `${description} ${key}`;
  let validate = validators.get(id);
  if (!validate) {
    validate = ajv.compile(fromOpenApi(schema, description) as Schema);
    validators.set(id, validate);
  }
  return validate;
}

function describeError(error: ErrorObject, withValue: boolean): string {
  const detail = error.keyword === 'required' || error.keyword === 'additionalProperties' ? '' : ` (${JSON.stringify(error.params)})`;
  const value = withValue && (error.data === null || typeof error.data !== 'object') ? `, sent ${JSON.stringify(error.data)}` : '';
  return `${error.instancePath || '/'} ${error.message ?? error.keyword}${detail}${value}`;
}

/**
 * The distinct messages of a failed validation, in ajv's order; none when `value` validates.
 * `withValue` adds the offending value when it is a scalar, so a message names one wrong value,
 * not every value breaking the same rule.
 */
export function errorsOf(validate: ValidateFunction, value: unknown, withValue = false): string[] {
  return validate(value) ? [] : [...new Set((validate.errors ?? []).map((error) => describeError(error, withValue)))];
}

/** A component schema of the subset by its local `$ref` (`#/components/schemas/x`). */
export function componentSchema(description: DescriptionName, ref: string): unknown {
  const name = /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1];
  return name === undefined ? undefined : subset.descriptions[description]?.components.schemas[name.replace(/~1/g, '/').replace(/~0/g, '~')];
}

export interface Fit {
  route?: RecordedRoute;
  operation?: SubsetOperation;
  legacy?: LegacyRoute;
}

/** The documented operation (or legacy route) a request to `scope` + `path` fits, if any. */
export function routeFit(scope: string, method: string, path: string): Fit {
  const route = recordedRoute(scope, method, path);
  if (!route) return {};
  const operations = subset.descriptions[route.description]?.operations ?? [];
  const operation = findRoute(operations, route.method, route.path, subset.aliases)?.route;
  return { route, operation, legacy: operation ? undefined : findRoute(legacyRoutes, route.method, route.path)?.route };
}
