import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deref, isObject, REPO_ROOT, type JsonObject } from '../lib/openapi.js';
import { objectOf } from './models.js';

/**
 * errata/description-errata.json: where GitHub's descriptions are wrong about what GitHub sends.
 * An entry without `shape` says a field promised (required, never null) comes absent or null; one
 * with `shape` gives the JSON schema of what GitHub sends in its place, read instead of the
 * description's. Either way the field is no promise of the description's.
 */
export interface Erratum {
  /** `api.github.com`, or `webhooks` for GitHub's webhook description. */
  description: string;
  /** The object schema holding the field: `components/schemas/x`, or a path below one. */
  schema: string;
  field: string;
  deviation: string;
  evidence: string;
  shape?: JsonObject;
}

export function readErrata(): Erratum[] {
  return (JSON.parse(readFileSync(join(REPO_ROOT, 'errata/description-errata.json'), 'utf8')) as { errata: Erratum[] }).errata;
}

/** A description's errata by `<schema>#<field>`, with the shape GitHub sends where an entry gives one (else null). */
export function errataOf(errata: readonly Erratum[], description: string): Map<string, JsonObject | null> {
  return new Map(errata.filter((e) => e.description === description).map((e) => [`${e.schema}#${e.field}`, e.shape ?? null]));
}

/** Canonical JSON text, so that key order does not make two equal schemas differ. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value)) return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  return JSON.stringify(value);
}

/**
 * What is wrong with the errata of one description (`doc`): an entry naming no field of its schema
 * (a typo would correct nothing, silently), a shape that is not a JSON schema object, and a shape
 * the description already gives (corrected upstream: the entry is to go).
 */
export function errataProblems(errata: readonly Erratum[], description: string, doc: JsonObject): string[] {
  const problems: string[] = [];
  for (const e of errata.filter((entry) => entry.description === description)) {
    const name = `${e.description} ${e.schema}#${e.field}`;
    let object: ReturnType<typeof objectOf>;
    try {
      object = objectOf(doc, { $ref: `#/${e.schema}` }, `#/${e.schema}`);
    } catch {
      object = null;
    }
    if (!object || !(e.field in object.properties)) {
      problems.push(`${name}: the description has no such field`);
      continue;
    }
    if (e.shape === undefined) continue;
    if (!isObject(e.shape)) problems.push(`${name}: shape is not a JSON schema object`);
    else if (canonical(deref(doc, object.properties[e.field], `#/${e.schema}`).value) === canonical(deref(doc, e.shape, `#/${e.schema}`).value)) problems.push(`${name}: the description already gives this shape`);
  }
  return problems;
}
