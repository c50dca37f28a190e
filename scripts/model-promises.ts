/**
 * What GitHub's description promises of each model's fields (required and never null), less the
 * errata (errata/description-errata.json): written to spec/openapi/model-promises.json for the
 * specs, for every generated model (src/models/generated/, src/webhooks/generated/models/ excepted: their
 * promises are written into them) and every interface model errata/interface-models.json maps to
 * the description's schemas.
 * Run: npm run generate (`--check` fails when the committed file is stale; `--apply` also marks
 * the interface models' promised fields in src/models/ with `promised(…)`).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deref, isObject, loadDescription, REPO_ROOT, sourceLine, type JsonObject } from './lib/openapi.js';
import { errataOf, readErrata } from './generate/errata.js';
import { isNullable, objectOf, removedByVersions } from './generate/models.js';
import { laterDescription } from './generate/versions.js';

const api = loadDescription('api.github.com');
const ghes = loadDescription('ghes-3.19');
/** The description a schema pointer is found in: api.github.com's, else Enterprise Server's (a model only it has). */
const docOf = (pointer: string): JsonObject => {
  const [, , name] = pointer.split('/');
  const has = (doc: JsonObject) => isObject((doc.components as JsonObject | undefined)?.schemas) && name !== undefined && name in ((doc.components as JsonObject).schemas as JsonObject);
  return has(api.doc) ? api.doc : ghes.doc;
};
// An erratum of either kind (absent or null, another shape) leaves the field unpromised.
const wrong = new Set(errataOf(readErrata(), 'api.github.com').keys());
const mapping = (JSON.parse(readFileSync(join(REPO_ROOT, 'errata/interface-models.json'), 'utf8')) as { models: Record<string, string[]> }).models;

/** The wire fields a schema (`components/schemas/x`, or a path below one) promises. */
function promisesOf(pointer: string): string[] {
  const doc = docOf(pointer);
  const schema = deref(doc, { $ref: `#/${pointer}` }, '#').value;
  const { properties, required } = objectOf(doc, schema, `#/${pointer}`) ?? { properties: {}, required: [] };
  const removed = removedByVersions(schema);
  return Object.keys(properties).filter((field) => required.includes(field) && !isNullable(doc, properties[field], `#/${pointer}`) && !wrong.has(`${pointer}#${field}`) && !removed.has(field)).sort();
}

const LATER = '2026-03-10';
const later = laterDescription(api.doc, LATER);
/** The wire fields of a schema that the later API version removes (none when it removes the schema's own place). */
function goneOf(pointer: string): string[] {
  if (docOf(pointer) !== api.doc) return [];
  const before = objectOf(api.doc, { $ref: `#/${pointer}` }, `#/${pointer}`);
  // A schema below a field the later version removes is gone with that field (the field's model says so).
  let after: ReturnType<typeof objectOf>;
  try {
    after = objectOf(later.doc, { $ref: `#/${pointer}` }, `#/${pointer}`);
  } catch {
    return [];
  }
  return before && after ? Object.keys(before.properties).filter((field) => !(field in after.properties)).sort() : [];
}

const generated: Record<string, string[]> = {};
for (const file of readdirSync(join(REPO_ROOT, 'src/models/generated')).sort()) {
  const source = /; (components\/schemas\/[\w-]+)\.\n/.exec(readFileSync(join(REPO_ROOT, 'src/models/generated', file), 'utf8'))?.[1];
  const name = /export const (\w+): Model</.exec(readFileSync(join(REPO_ROOT, 'src/models/generated', file), 'utf8'))?.[1];
  if (source && name) generated[name] = promisesOf(source);
}
const interfaceModels: Record<string, string[]> = {};
/** The wire fields of each interface model that the later API version removes (from any schema it reads). */
const interfaceGone: Record<string, string[]> = {};
for (const [name, pointers] of Object.entries(mapping)) {
  const sets = pointers.map(promisesOf);
  interfaceModels[name] = (sets[0] ?? []).filter((field) => sets.every((set) => set.includes(field)));
  const gone = [...new Set(pointers.flatMap(goneOf))].sort();
  if (gone.length) interfaceGone[name] = gone;
}
const text = `${JSON.stringify({ source: sourceLine(api), note: 'Written by npm run generate (scripts/model-promises.ts): the wire fields GitHub’s description promises (required, never null) of each model, less errata/description-errata.json; and, by interface model, the fields REST API version 2026-03-10 removes.', generated, interface: interfaceModels, [`removedIn${LATER}`]: interfaceGone }, null, 2)}\n`;
const out = join(REPO_ROOT, 'spec/openapi/model-promises.json');
if (process.argv.includes('--check')) {
  if (!existsSync(out) || readFileSync(out, 'utf8') !== text) {
    console.error('spec/openapi/model-promises.json is stale (npm run generate)');
    process.exit(1);
  }
  console.log('model promises are current');
} else {
  writeFileSync(out, text);
  console.log(`model promises: ${Object.keys(generated).length} generated models, ${Object.keys(interfaceModels).length} interface models`);
}

/** The plain fields' promised forms that src/models/library/fields.ts makes once, by field. */
const SHARED_PROMISED: Readonly<Record<string, string>> = { str: 'promisedStr', num: 'promisedNum', bool: 'promisedBool', date: 'promisedDate', json: 'promisedJson', mapping: 'promisedMapping', strings: 'promisedStrings' };

if (process.argv.includes('--apply')) {
  // Marks each promised field of the interface's models in src/models/ (a field line `  attr: code,` inside `model('Name', {`).
  for (const file of readdirSync(join(REPO_ROOT, 'src/models'), { withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name)) {
    const path = join(REPO_ROOT, 'src/models', file);
    const lines = readFileSync(path, 'utf8').split('\n');
    let current: string | null = null;
    let changed = 0;
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i] as string;
      const opened = /model\(\s*'(\w+)'/.exec(line) ?? (/^\s*'(\w+)',\s*$/.test(line) && /model\($/.test(lines[i - 1] ?? '') ? /'(\w+)'/.exec(line) : null);
      if (opened) current = opened[1] as string;
      if (/^\}|^\s*\}\s*,?\s*\w*\)?/.test(line) && !/^\s{2,}\w/.test(line)) current = /^\s*\},\s*$/.test(line) ? current : null;
      const field = /^(\s+)(\w+): (.+),$/.exec(line);
      const promises = current ? interfaceModels[current] : undefined;
      if (!promises || !field) continue;
      const [, indent, attr, written] = field as unknown as [string, string, string, string];
      const unversioned = /^\/\* @__PURE__ \*\/ gone\("[\d-]+", (.*)\)$/.exec(written)?.[1] ?? written;
      // A promised plain field is written with its shared form (`promisedStr`), any other as `promised(code)`.
      const inner = Object.entries(SHARED_PROMISED).find(([, shared]) => shared === unversioned)?.[0] ?? /^\/\* @__PURE__ \*\/ promised\((.*)\)$/.exec(unversioned)?.[1];
      const code = inner ?? unversioned;
      if (/^(?:\/\* @__PURE__ \*\/ )?required\(/.test(code) || code === 'id') continue;
      const key = /^(?:\/\* @__PURE__ \*\/ )?(?:wire|urlt)\('(\w+)'/.exec(code)?.[1] ?? attr;
      const wanted = interfaceGone[current as string]?.includes(key)
        ? `${indent}${attr}: /* @__PURE__ */ gone(${JSON.stringify(LATER)}, ${code}),`
        : promises.includes(key)
          ? `${indent}${attr}: ${SHARED_PROMISED[code] ?? `/* @__PURE__ */ promised(${code})`},`
          : `${indent}${attr}: ${code},`;
      if (wanted === line) continue;
      lines[i] = wanted;
      changed++;
    }
    if (changed) {
      let text = lines.join('\n');
      for (const helper of ['promised', 'gone']) {
        if (!text.includes(`/* @__PURE__ */ ${helper}(`)) continue;
        text = text.replace(/import \{([^}]*)\} from '\.\.\/schema\/fields\.js';/, (all, names: string) => (names.split(',').some((n) => n.trim() === helper) ? all : `import {${names.trimEnd()}, ${helper} } from '../schema/fields.js';`));
      }
      writeFileSync(path, text);
      console.log(`${file}: ${changed} fields promised`);
    }
  }
}

/**
 * The type-level spec of every model (spec/types/model-promises.ts, checked by `npm run
 * typecheck`): the fields each model's type has non-null are exactly those it reads as never
 * null (promised, or an identity), which spec/models/promises.spec.ts holds to the description.
 * A field of any JSON value (`unknown`) cannot say either, and is left out.
 */
async function typeLevelSpec(): Promise<string> {
  const { json } = await import('../src/models/library/fields.js');
  const sources: [string, string, Record<string, unknown>][] = [
    ['generated', '../../src/models/generated/index.js', await import('../src/models/generated/index.js')],
    ['schemas', '../../src/models/documented.js', await import('../src/models/documented.js')],
  ];
  const lines = [
    '// Written by npm run generate (scripts/model-promises.ts); do not edit.',
    '// Each model type has non-null exactly the fields it reads as never null (spec/models/promises.spec.ts holds those to GitHub’s description).',
    "import { expectTypeOf } from 'expect-type';",
    ...sources.map(([alias, from]) => `import type * as ${alias} from '${from}';`),
    '',
    '/** The fields of a type that are never null. */',
    '// Over the keys given, not `keyof T` itself: a union type (an answer of several schemas) is then read as one, its non-null fields those every member has.',
    'type NonNullOf<T, P extends keyof T> = { [K in P]-?: K extends string ? (null extends T[K] ? never : K) : never }[P];',
    'type NonNull<T> = NonNullOf<T, keyof T>;',
    '',
  ];
  // The webhook payload models, one module each.
  const webhookDir = join(REPO_ROOT, 'src/webhooks/generated/models');
  const webhooks: Record<string, unknown> = {};
  const webhookImports: string[] = [];
  for (const file of readdirSync(webhookDir).sort()) {
    const exports = (await import(join(webhookDir, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      webhooks[`webhook_${name}`] = value;
      webhookImports.push(`import type { ${name} as webhook_${name} } from '../../src/webhooks/generated/models/${file.replace(/\.ts$/, '.js')}';`);
    }
  }
  lines.splice(3 + sources.length, 0, ...webhookImports);
  sources.push(['', '', webhooks]);
  for (const [alias, , module] of sources) {
    for (const [name, value] of Object.entries(module).sort(([a], [b]) => (a < b ? -1 : 1))) {
      const model = value as { fields?: Record<string, { required: boolean; read: unknown }>; wrap?: unknown };
      if (typeof model?.wrap !== 'function' || !model.fields) continue;
      const nonNull = Object.entries(model.fields).filter(([, field]) => field.required && field.read !== json.read).map(([attr]) => `'${attr}'`).sort();
      lines.push(`expectTypeOf<NonNull<${alias ? `${alias}.` : ''}${name}>>().toEqualTypeOf<${nonNull.length ? nonNull.join(' | ') : 'never'}>();`);
    }
  }
  return `${lines.join('\n')}\n`;
}

const typeSpec = await typeLevelSpec();
const typeSpecFile = join(REPO_ROOT, 'spec/types/model-promises.ts');
if (process.argv.includes('--check')) {
  if (!existsSync(typeSpecFile) || readFileSync(typeSpecFile, 'utf8') !== typeSpec) {
    console.error('spec/types/model-promises.ts is stale (npm run generate)');
    process.exit(1);
  }
} else {
  writeFileSync(typeSpecFile, typeSpec);
}
