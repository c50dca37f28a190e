import { expect } from 'vitest';
import type { SentRequest } from '../support/capture.js';
import type { DescriptionName } from './match.js';
import { componentSchema, errorsOf, isSchema, readJson, routeFit, validatorFor, type Schema, type SubsetOperation } from './subset.js';

/**
 * The request side of conformance: a request the client sent must be one its operation
 * documents — every query parameter a documented one (with a documented value where the
 * description lists them), and a body of a documented media type that validates against the
 * documented schema and carries no property the schema does not name. GitHub's request schemas
 * rarely close their objects, so a misspelt body key would otherwise validate.
 */

/** A request a description bug makes fail, with an example request that shows the bug. */
export interface RequestAllowEntry {
  description: DescriptionName;
  operationId: string;
  /** The description bug, in words. */
  reason: string;
  /** A request the bug makes fail; checking it must give exactly `problems`, so an entry cannot go stale. */
  example: { method: string; url: string; contentType?: string; body?: string };
  /** The problems the bug causes; each is allowed in any request to the operation. */
  problems: string[];
}

export const requestAllowList = readJson<RequestAllowEntry[]>('request-allow-list.json');

export interface RequestCheck {
  /** `api.github.com issues/get`, a legacy route, or why nothing was checked. */
  fits: string;
  description?: DescriptionName;
  operationId?: string;
  problems: string[];
}

/** The `$ref`, `allOf`, `anyOf` and `oneOf` branches `schema` stands for, itself included. */
function branches(description: DescriptionName, schema: unknown, seen = new Set<string>()): Schema[] {
  if (!isSchema(schema)) return [];
  if (typeof schema.$ref === 'string') {
    if (seen.has(schema.$ref)) return [];
    seen.add(schema.$ref);
    return branches(description, componentSchema(description, schema.$ref), seen);
  }
  const nested = (['allOf', 'anyOf', 'oneOf'] as const).flatMap((key) => {
    const list = schema[key];
    return Array.isArray(list) ? list.flatMap((branch) => branches(description, branch, seen)) : [];
  });
  return [schema, ...nested];
}

/** An object schema without `properties` or `additionalProperties` takes any key. */
function takesAnyKey(schema: Schema): boolean {
  return schema.additionalProperties === undefined ? !isSchema(schema.properties) && schema.type === 'object' : schema.additionalProperties !== false;
}

/** The JSON pointers of `value`'s object keys that no branch of `schema` names (nor opens to any key). */
function undocumentedProperties(description: DescriptionName, schema: unknown, value: unknown, at: string): string[] {
  const all = branches(description, schema);
  if (Array.isArray(value)) {
    const items = all.map((branch) => branch.items).filter((items) => items !== undefined);
    return items.length ? value.flatMap((item, index) => undocumentedProperties(description, { anyOf: items }, item, `${at}/${index}`)) : [];
  }
  if (!isSchema(value)) return [];
  const objects = all.filter((branch) => branch.type === 'object' || isSchema(branch.properties) || branch.additionalProperties !== undefined);
  if (!objects.length) return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const named = objects.flatMap((branch) => (isSchema(branch.properties) && Object.hasOwn(branch.properties, key) ? [branch.properties[key]] : []));
    const open = objects.filter(takesAnyKey).map((branch) => branch.additionalProperties).filter(isSchema);
    const where = `${at}/${key}`;
    if (named.length || open.length) return undocumentedProperties(description, { anyOf: [...named, ...open] }, item, where);
    return objects.some(takesAnyKey) ? [] : [`body ${where}: not a documented property`];
  });
}

function queryProblems(operation: SubsetOperation, url: URL): string[] {
  const documented = Object.keys(operation.query);
  return [...url.searchParams].flatMap(([name, value]) => {
    const parameter = Object.hasOwn(operation.query, name) ? operation.query[name] : undefined;
    if (!parameter) return [`query parameter ${name}: not documented (documented: ${documented.join(', ') || 'none'})`];
    const values = parameter.enum?.map(String);
    return values && !values.includes(value) ? [`query parameter ${name}=${value}: not one of ${values.join(', ')}`] : [];
  });
}

function bodyProblems(description: DescriptionName, operation: SubsetOperation, request: SentRequest): string[] {
  const documented = operation.requestBody;
  const text = request.body === '' ? undefined : request.body;
  if (text === undefined) return documented?.required ? ['sends no body, but the operation requires one'] : [];
  if (!documented) return ['sends a body, but the operation documents none'];
  const mediaType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const schema = documented.content[mediaType];
  if (schema === undefined) return [`body sent as ${mediaType || 'no content type'}; documented: ${Object.keys(documented.content).join(', ')}`];
  let body: unknown = text;
  if (mediaType === 'multipart/form-data') {
    // The form's fields as an object of texts: what the documented schema describes.
    const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(request.headers['content-type'] ?? '');
    const parts = boundary ? text.split(`--${boundary[1] ?? boundary[2]}`).slice(1, -1) : [];
    body = Object.fromEntries(parts.map((part) => [/name="([^"]*)"/.exec(part)?.[1] ?? '', part.split(/\r?\n\r?\n/).slice(1).join('\n\n').replace(/\r?\n$/, '')]));
  }
  if (mediaType === 'application/json') {
    try {
      body = JSON.parse(text);
    } catch {
      return ['body sent as application/json is not JSON'];
    }
  }
  const invalid = errorsOf(validatorFor(description, `${operation.operationId} request ${mediaType}`, schema), body, true).map((error) => `body ${error}`);
  return [...invalid, ...undocumentedProperties(description, schema, body, '')];
}

/** What `request` fits and what in it the description does not document (legacy routes and other hosts: nothing checked). */
export function checkRequest(request: SentRequest): RequestCheck {
  const { route, operation, legacy } = routeFit(request.url.origin, request.method, request.url.pathname);
  if (!route) return { fits: 'neither api.github.com nor a self-hosted /api/v3 URL', problems: [] };
  if (legacy) return { fits: `legacy route ${legacy.method} ${legacy.path}`, problems: [] };
  if (!operation) {
    const problem = `no operation of ${route.description} (spec/openapi/subset.json) nor legacy route fits ${route.method} ${route.path}; run npm run openapi:subset (on a self-hosted base, for a route api.github.com documents: add the GHES operation to EXTRA_OPERATIONS first)`;
    return { fits: 'no operation', description: route.description, problems: [problem] };
  }
  const problems = [...queryProblems(operation, request.url), ...bodyProblems(route.description, operation, request)];
  return { fits: `${route.description} ${operation.operationId}`, description: route.description, operationId: operation.operationId, problems };
}

/** The problems of `check` no allow-list entry for its operation names. */
export function unlisted(check: RequestCheck): string[] {
  const listed = requestAllowList.filter((entry) => entry.description === check.description && entry.operationId === check.operationId).flatMap((entry) => entry.problems);
  return check.problems.filter((problem) => !listed.includes(problem));
}

/**
 * Asserts that `request` is documented, or — when the spec sends it wrong on purpose and says why
 * in `undocumented` — that it is not, so an opt-out cannot outlive the request it excuses.
 */
export function expectDocumentedRequest(request: SentRequest, undocumented?: string): void {
  const check = checkRequest(request);
  const problems = unlisted(check);
  const sent = `${request.method} ${request.url.pathname}${request.url.search} (${check.fits})`;
  if (undocumented === undefined) expect(problems, `the request ${sent} is not what the OpenAPI description documents`).toEqual([]);
  else expect(problems, `marked undocumented (${undocumented}), but the description documents ${sent}`).not.toEqual([]);
}
