import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Reading the bundled OpenAPI descriptions of `@octokit/openapi`: the scripts, and the specs that
 * hold the operation index and the operation pages to them. Other specs read the subset
 * (spec/openapi/subset.json).
 */

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PACKAGE = '@octokit/openapi';

/** The descriptions the scripts know, by the name the subset and recordings use. */
export const DESCRIPTION_FILES = { 'api.github.com': 'api.github.com.json', 'ghes-3.19': 'ghes-3.19.json' } as const;
export type DescriptionName = keyof typeof DESCRIPTION_FILES;

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export type JsonObject = Record<string, unknown>;

export interface Operation {
  operationId: string;
  /** Upper case, as in recordings. */
  method: string;
  /** The path template as the description writes it (`/repos/{owner}/{repo}`). */
  path: string;
  op: JsonObject;
}

export interface Description {
  name: DescriptionName;
  /** Path of the file inside the npm package. */
  file: string;
  sha256: string;
  /** `info.version`: Octokit replaces it with the package version. */
  version: string;
  doc: JsonObject;
  operations: Operation[];
  byId: Map<string, Operation>;
}

/** The folder holding the descriptions: `OPENAPI_DIR`, or the pinned `@octokit/openapi` devDependency's. */
export function openapiDir(): string {
  const override = process.env.OPENAPI_DIR;
  return override ? resolve(override) : resolve(REPO_ROOT, 'node_modules', PACKAGE, 'generated');
}

export function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

const loaded = new Map<DescriptionName, Description>();

export function loadDescription(name: DescriptionName): Description {
  const cached = loaded.get(name);
  if (cached) return cached;
  const text = readFileSync(resolve(openapiDir(), DESCRIPTION_FILES[name]), 'utf8');
  const doc = JSON.parse(text) as JsonObject;
  const operations = operationsOf(doc);
  const info = isObject(doc.info) ? doc.info : {};
  const description: Description = {
    name,
    file: `generated/${DESCRIPTION_FILES[name]}`,
    sha256: createHash('sha256').update(text).digest('hex'),
    version: String(info.version),
    doc,
    operations,
    byId: new Map(operations.map((operation) => [operation.operationId, operation])),
  };
  loaded.set(name, description);
  return description;
}

function operationsOf(doc: JsonObject): Operation[] {
  const paths = isObject(doc.paths) ? doc.paths : {};
  return Object.entries(paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const op = isObject(item) ? item[method] : undefined;
      return isObject(op) && typeof op.operationId === 'string' ? [{ operationId: op.operationId, method: method.toUpperCase(), path, op }] : [];
    }),
  );
}

/** The `source` line of a recording's provenance. */
export function sourceLine(description: Description): string {
  return `${PACKAGE} ${description.version} ${description.file} (GitHub rest-api-description)`;
}

/** A JSON pointer (`#/a/b~1c`) read in the document. */
export function resolvePointer(doc: JsonObject, pointer: string): unknown {
  if (!pointer.startsWith('#/')) throw new Error(`only local references are supported: ${pointer}`);
  let node: unknown = doc;
  for (const raw of pointer.slice(2).split('/')) {
    const key = unescapePointer(raw);
    if (!isObject(node) && !Array.isArray(node)) throw new Error(`${pointer}: no ${key}`);
    node = (node as Record<string, unknown>)[key];
    if (node === undefined) throw new Error(`${pointer}: no ${key}`);
  }
  return node;
}

/** Follows `$ref`s until a value that is not a reference; `pointer` is where it was found (or `fallback`). */
export function deref(doc: JsonObject, value: unknown, fallback: string): { value: unknown; pointer: string } {
  let pointer = fallback;
  let node = value;
  for (let hops = 0; isObject(node) && typeof node.$ref === 'string'; hops++) {
    if (hops > 20) throw new Error(`${fallback}: $ref chain too long`);
    pointer = node.$ref;
    node = resolvePointer(doc, pointer);
  }
  return { value: node, pointer };
}

/** A JSON pointer segment. */
export function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The name a JSON pointer segment stands for. */
export function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Where an operation sits in the document, as a JSON pointer. */
export function operationPointer(operation: Operation): string {
  return `#/paths/${escapePointer(operation.path)}/${operation.method.toLowerCase()}`;
}

/** GitHub's token formats (classic and fine-grained), as its secret scanning knows them. */
const TOKEN_SHAPED = /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{40,})\b/g;

/**
 * A recording's JSON text with every token-shaped string of the documented examples written
 * as `<ACCESS_TOKEN>` (the examples' tokens are fake, but no token-shaped string is committed);
 * the provenance note says so when anything was replaced.
 */
export function recordingText(recording: { provenance: { note?: string } }): string {
  const text = JSON.stringify(recording);
  if (!text.match(TOKEN_SHAPED)) return `${JSON.stringify(recording, null, 2)}\n`;
  const scrubbed = JSON.parse(text.replace(TOKEN_SHAPED, '<ACCESS_TOKEN>')) as { provenance: { note?: string } };
  const note = 'Token-shaped strings of the documented examples are written as <ACCESS_TOKEN>.';
  scrubbed.provenance.note = scrubbed.provenance.note ? `${scrubbed.provenance.note} ${note}` : note;
  return `${JSON.stringify(scrubbed, null, 2)}\n`;
}
