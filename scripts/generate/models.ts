import { posix } from 'node:path';
import { deref, isObject, type JsonObject } from '../lib/openapi.js';
import { kebab, key, pascal, summary } from './names.js';
import type { LaterDescription } from './versions.js';

/** Fields whose promised form the model library exports made once (`promisedStr`, …). */
const SHARED_PROMISED: ReadonlySet<string> = new Set(['str', 'num', 'bool', 'date', 'json', 'mapping', 'strings']);

/** The parsed-data types the generator writes: one per object schema of the description that an answer reaches. */

interface Planned {
  name: string;
  doc: JsonObject;
  /** The object schema (allOf merged). */
  schema: JsonObject;
  /** Where it comes from, for the file's header. */
  source: string;
  /** The first sentence of the schema's own description or title. */
  about: string;
  /** `promised`: required and never null in the description (and no erratum says otherwise): typed non-null. */
  fields: { name: string; code: string; promised: boolean; later?: string | null }[];
  /** Model names its fields refer to. */
  deps: Set<string>;
}

export const MODELS_DIR = 'src/models/generated';

/** The properties and required list of an object schema, its `allOf` parts merged. */
export function objectOf(doc: JsonObject, schema: unknown, at: string, depth = 0): { properties: JsonObject; required: string[] } | null {
  const { value } = deref(doc, schema, at);
  if (!isObject(value) || depth > 8) return null;
  const properties: JsonObject = {};
  const required: string[] = [];
  let found = false;
  if (Array.isArray(value.allOf)) {
    for (const part of value.allOf) {
      const merged = objectOf(doc, part, at, depth + 1);
      if (!merged) continue;
      found = true;
      Object.assign(properties, merged.properties);
      required.push(...merged.required);
    }
  }
  if (isObject(value.properties)) {
    found = true;
    Object.assign(properties, value.properties);
  }
  if (Array.isArray(value.required)) required.push(...value.required.filter((r): r is string => typeof r === 'string'));
  return found && Object.keys(properties).length > 0 ? { properties, required } : null;
}

/** The top-level properties a schema's `x-github-breaking-changes` remove (a merge patch setting one to null, or a JSON patch `remove` of one). */
export function removedByVersions(schema: unknown): Set<string> {
  const removed = new Set<string>();
  const entries = isObject(schema) && Array.isArray(schema['x-github-breaking-changes']) ? (schema['x-github-breaking-changes'] as JsonObject[]) : [];
  for (const entry of entries) {
    if (Array.isArray(entry.patch)) {
      for (const step of entry.patch as JsonObject[]) {
        const property = step.op === 'remove' ? /^\/properties\/([^/]+)$/.exec(String(step.path))?.[1] : undefined;
        if (property) removed.add(property);
      }
    } else if (isObject(entry.patch) && isObject(entry.patch.properties)) {
      for (const [property, value] of Object.entries(entry.patch.properties)) if (value === null) removed.add(property);
    }
  }
  return removed;
}

/** Whether two schema nodes say the same (their own text, the version annotations aside). */
function sameSchema(a: unknown, b: unknown): boolean {
  const text = (value: unknown) => JSON.stringify(value, (key, v: unknown) => (key === 'x-github-breaking-changes' ? undefined : v));
  return text(a) === text(b);
}

/** Whether a schema lets a value be null: `nullable`, a `null` type, a nullable component, or a null alternative. */
export function isNullable(doc: JsonObject, schema: unknown, at: string, depth = 0): boolean {
  if (!isObject(schema) || depth > 8) return false;
  if (schema.nullable === true || (Array.isArray(schema.type) && schema.type.includes('null')) || schema.type === 'null') return true;
  if (typeof schema.$ref === 'string') return /\/nullable-[^/]+$/.test(schema.$ref) || isNullable(doc, deref(doc, schema, at).value, at, depth + 1);
  for (const key of ['oneOf', 'anyOf'] as const) if (Array.isArray(schema[key]) && (schema[key] as unknown[]).some((part) => isNullable(doc, part, at, depth + 1))) return true;
  return Array.isArray(schema.allOf) && schema.allOf.length === 1 && isNullable(doc, schema.allOf[0], at, depth + 1);
}

function componentName(ref: string): string | null {
  return /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1] ?? null;
}

export class Models {
  private readonly planned = new Map<string, Planned>();
  private readonly order: string[] = [];

  /**
   * `handwritten`: the interface's models by name, with the file each is exported from;
   * `dir`: the folder below `src/` the generated models are written to.
   */
  constructor(
    private readonly handwritten: ReadonlyMap<string, string>,
    private readonly dir = 'models/generated',
    /** Whether an object schema written inline in a field is a model of its own (named after its owner and field), not a mapping. */
    private readonly inlineObjects = false,
    /**
     * The description's errata (`<schema source>#<field>`): the field is no promise (typed as possibly
     * null), and where an erratum gives the shape GitHub sends, it is read by that shape.
     */
    private readonly errata: ReadonlyMap<string, JsonObject | null> = new Map(),
    /** Whether the interface's model of a name reads the component of that name (`components/schemas/x`): else the generator writes its own, named `…Data`. */
    private readonly standsIn: (name: string, source: string) => boolean = () => true,
    /** A later API version's description of the same API: each model carries what that version changes in its fields. */
    private readonly later: LaterDescription | null = null,
  ) {}

  /** The later API version's description of `doc`, when the models carry one. */
  laterOf(doc: JsonObject): LaterDescription | null {
    return this.later && this.later.base === doc ? this.later : null;
  }

  /** Whether a model of this name is the interface's own (not written by the generator). */
  isHandwritten(name: string): boolean {
    return this.handwritten.has(name);
  }

  /** The file a model is imported from, relative to `src/`, without extension. */
  fileOf(name: string): string {
    return this.handwritten.get(name) ?? this.borrowed.get(name) ?? `${this.dir}/${kebab(name)}`;
  }

  /** Another set's models (the REST answers') this set uses where its own would read exactly alike. */
  private lender: Models | null = null;
  /** Models of the lender used instead of a copy, with their files. */
  private readonly borrowed = new Map<string, string>();

  /**
   * Uses `other`'s generated model of a component wherever this set's model of the same name would
   * read exactly alike (the same fields, codecs and promises): one home for a schema both
   * descriptions give (a webhook's `full-repository`, `simple-user`), not two copies.
   */
  borrowFrom(other: Models): void {
    this.lender = other;
  }

  /** This set's generated model `name`, when its fields are exactly `fields`. */
  private readsAs(name: string, fields: Planned['fields']): boolean {
    const own = this.planned.get(name);
    return own !== undefined && JSON.stringify(own.fields) === JSON.stringify(fields);
  }

  /**
   * The model for a schema: a component object schema (named after the component; the interface's
   * model of the same name stands for it), or an inline object schema named `inlineName`; null
   * when the schema is no object with properties (read as JSON instead).
   */
  modelFor(doc: JsonObject, schema: unknown, inlineName: string | null, at: string): string | null {
    if (isObject(schema) && typeof schema.$ref === 'string') {
      // A component named from the later version's description is the component itself (which carries its own differences).
      if (this.later && doc === this.later.doc) doc = this.later.base;
      let component = componentName(schema.$ref);
      if (!component) return null;
      // A nullable-X component is X that may be null: every field already may be.
      const plain = component.replace(/^nullable-/, '');
      if (plain !== component && isObject((doc.components as JsonObject | undefined)?.schemas) && ((doc.components as JsonObject).schemas as JsonObject)[plain]) component = plain;
      const own = pascal(component);
      const name = this.handwritten.has(own) && !this.standsIn(own, `components/schemas/${component}`) ? `${own}Data` : own;
      return this.plan(doc, `#/components/schemas/${component}`, name, `components/schemas/${component}`);
    }
    if (isObject(schema) && Array.isArray(schema.allOf) && schema.allOf.length === 1) return this.modelFor(doc, schema.allOf[0], inlineName, at);
    if (inlineName === null) return null;
    return this.plan(doc, schema, inlineName, at.replace(/^#\//, ''));
  }

  /** The same schema in the later version's description: an object schema of it, or null when that version has none. */
  private laterObject(doc: JsonObject, schema: unknown, source: string): { properties: JsonObject; required: string[] } | null | undefined {
    if (!this.later || doc !== this.later.base) return undefined;
    const ref = typeof schema === 'string' ? { $ref: schema } : isObject(schema) && typeof schema.$ref === 'string' ? { $ref: schema.$ref } : this.later.counterpart(schema);
    return ref === undefined ? undefined : objectOf(this.later.doc, ref, source);
  }

  private plan(doc: JsonObject, schema: unknown, name: string, source: string): string | null {
    if (this.planned.has(name) || this.handwritten.has(name) || this.borrowed.has(name)) return name;
    // An inline schema of the later version's description that the original has too is the original's (one model for both).
    const before = this.later && doc === this.later.doc && isObject(schema) ? this.later.original(schema) : undefined;
    if (before !== undefined) return this.plan((this.later as LaterDescription).base, before, name, source);
    const object = objectOf(doc, typeof schema === 'string' ? { $ref: schema } : schema, source);
    if (!object) return null;
    const original = deref(doc, typeof schema === 'string' ? { $ref: schema } : schema, source).value as JsonObject;
    const about = summary(original.description) || summary(original.title);
    const entry: Planned = { name, doc, schema: object as unknown as JsonObject, source, about, fields: [], deps: new Set() };
    this.planned.set(name, entry);
    this.order.push(name);
    // A field a later API version removes is absent from its answers: it reads null, never a broken promise.
    const removed = removedByVersions(original);
    const later = this.laterObject(doc, schema, source);
    for (const [property, value] of Object.entries(object.properties)) {
      const required = object.required.includes(property);
      const shape = this.errata.get(`${source}#${property}`) ?? null;
      const code = this.fieldCode(entry, property, shape ?? value, required);
      // What the later version does with the field: removes it (null), or reads it in another shape.
      // A corrected shape is what GitHub sends under every version, whatever each description says.
      const gone = later !== undefined && (later === null || !(property in later.properties));
      const changedTo = !gone && !shape && later && !sameSchema(value, later.properties[property]) ? this.fieldCode({ ...entry, doc: (this.later as LaterDescription).doc }, property, later.properties[property], later.required.includes(property)) : code;
      const promised = required && !gone && !isNullable(doc, value, source) && !this.errata.has(`${source}#${property}`) && !removed.has(property);
      entry.fields.push({ name: property, code, promised, ...(gone ? { later: null } : changedTo !== code ? { later: changedTo } : {}) });
    }
    // Only where what it refers to is the lender's too: a field naming a model of this set by the
    // lender's name of another shape would read the other shape.
    if (this.lender?.readsAs(name, entry.fields) && [...entry.deps].every((dep) => this.borrowed.has(dep))) {
      this.planned.delete(name);
      this.order.splice(this.order.indexOf(name), 1);
      this.borrowed.set(name, this.lender.fileOf(name));
      return name;
    }
    // An inline schema (an answer's own, or a field's inside a component) that reads exactly as an
    // earlier one is that one: one model, not two alike. A named component stays a model of its own.
    if (!/^components\/schemas\/[^/]+$/.test(source)) {
      const signature = JSON.stringify(entry.fields);
      const same = this.bySignature.get(signature);
      if (same !== undefined) {
        this.planned.delete(name);
        this.order.splice(this.order.indexOf(name), 1);
        return same;
      }
      this.bySignature.set(signature, name);
    }
    return name;
  }

  private readonly bySignature = new Map<string, string>();

  private fieldCode(owner: Planned, property: string, schema: unknown, required: boolean): string {
    const model = (name: string | null, many: boolean) => {
      if (name === null) return many ? 'json' : 'mapping';
      owner.deps.add(name);
      return `${many ? 'many' : 'one'}(@${name}@)`;
    };
    if (isObject(schema) && (typeof schema.$ref === 'string' || (Array.isArray(schema.allOf) && schema.allOf.length === 1))) {
      const name = this.modelFor(owner.doc, schema, null, owner.source);
      if (name !== null) return model(name, false);
      // A component that is no object (a string of a documented form, a list): read as what it is.
      const inner = Array.isArray(schema.allOf) ? schema.allOf[0] : schema;
      return this.fieldCode(owner, property, deref(owner.doc, inner, owner.source).value, required);
    }
    const { value } = deref(owner.doc, schema, owner.source);
    if (!isObject(value)) return 'json';
    if (this.inlineObjects && !Array.isArray(value.oneOf) && !Array.isArray(value.anyOf)) {
      const inline = (part: unknown, suffix: string) => (objectOf(owner.doc, part, owner.source) ? this.plan(owner.doc, part, `${owner.name}${pascal(property)}${suffix}`, `${owner.source}/properties/${property}${suffix ? '/items' : ''}`) : null);
      if (value.type === 'object' || Array.isArray(value.allOf)) {
        const name = inline(value, '');
        if (name !== null) return model(name, false);
      }
      if (value.type === 'array' && isObject(value.items) && typeof value.items.$ref !== 'string' && !Array.isArray(value.items.oneOf) && !Array.isArray(value.items.anyOf)) {
        const name = inline(value.items, 'Item');
        if (name !== null) return model(name, true);
      }
    }
    if (Array.isArray(value.oneOf) || Array.isArray(value.anyOf)) return 'json';
    const type = Array.isArray(value.type) ? value.type.find((t) => t !== 'null') : value.type;
    switch (type) {
      case 'string':
        return value.format === 'date-time' ? 'date' : 'str';
      case 'integer':
      case 'number':
        return property === 'id' && required ? 'id' : 'num';
      case 'boolean':
        return 'bool';
      case 'array': {
        const items = value.items;
        if (isObject(items) && (typeof items.$ref === 'string' || Array.isArray(items.allOf))) return model(this.modelFor(owner.doc, items, null, owner.source), true);
        const item = deref(owner.doc, items, owner.source).value;
        return isObject(item) && item.type === 'string' ? 'strings' : 'json';
      }
      case 'object':
        return 'mapping';
      default:
        return 'json';
    }
  }

  /** A field's code as written in its model's file, noting the helpers and models it imports. */
  private fieldText(name: string, code: string, promised: boolean, lazy: ReadonlySet<string>, kinds: Set<string>, imports: Map<string, string>): string {
    const plain = code.replace(/(one|many)\(@(\w+)@\)/, (_, how: string, target: string) => {
      if (lazy.has(`${name}>${target}`)) {
        kinds.add(how === 'one' ? 'later' : 'manyLater');
        if (target !== name) imports.set(target, this.fileOf(target));
        return `${how === 'one' ? 'later' : 'manyLater'}(() => ${target})`;
      }
      kinds.add(how);
      imports.set(target, this.fileOf(target));
      return `/* @__PURE__ */ ${how}(${target})`;
    });
    // The plain fields' promised forms are made once, in the model library.
    if (promised && SHARED_PROMISED.has(plain)) {
      const shared = `promised${plain.charAt(0).toUpperCase()}${plain.slice(1)}`;
      kinds.add(shared);
      return shared;
    }
    if (!plain.includes('(')) kinds.add(plain);
    // An id is an identity already (required: a missing one fails the object).
    if (!promised || plain === 'id') return plain;
    kinds.add('promised');
    return `/* @__PURE__ */ promised(${plain})`;
  }

  /** Every generated model's file (path relative to the repository) and text. */
  render(header: (source: string) => string): Map<string, string> {
    const lazy = this.cyclicEdges();
    const files = new Map<string, string>();
    for (const name of this.order) {
      const entry = this.planned.get(name) as Planned;
      const kinds = new Set<string>();
      const imports = new Map<string, string>();
      const lines = entry.fields.map(({ name: field, code, promised, later }) => {
        const written = this.fieldText(name, code, promised, lazy, kinds, imports);
        if (later === undefined) return `  ${key(field)}: ${written},`;
        const version = JSON.stringify((this.later as LaterDescription).version);
        if (later === null) {
          kinds.add('gone');
          return `  ${key(field)}: /* @__PURE__ */ gone(${version}, ${written}),`;
        }
        kinds.add('changed');
        return `  ${key(field)}: /* @__PURE__ */ changed(${version}, ${written}, ${this.fieldText(name, later, false, lazy, kinds, imports)}),`;
      });
      const description = entry.about || `${name}, as GitHub's description declares it.`;
      // The type is written out, member by member: declarations read as the type itself, and the
      // checker compares the model's fields against it rather than working the type out of them.
      const members = entry.fields.map(({ name: field, code, promised }) => `  readonly ${key(field)}: ${typeOfField(code, promised)};`);
      const later = entry.fields.filter((field) => field.later !== undefined).map(({ name: field, later: to }) => `readonly ${key(field)}: ${to === null || to === undefined ? 'never' : typeOfField(to, false)}`);
      const text = [
        header(entry.source),
        `import { ${[...kinds].sort().join(', ')} } from '${this.importOf('models/library/fields')}';`,
        `import { model, type Model } from '${this.importOf('models/library/model')}';`,
        `import type { Changes } from '${this.importOf('models/library/versions')}';`,
        ...[...imports].sort(([a], [b]) => (a < b ? -1 : 1)).map(([target, file]) => `import { ${target} } from '${this.importOf(file)}';`),
        '',
        `/** ${description} */`,
        `export interface ${name} extends ${later.length ? `Changes<never, { ${later.join('; ')} }>` : 'Changes'} {`,
        ...members,
        '}',
        `export const ${name}: Model<${name}> = /* @__PURE__ */ model('${name}', () => ({`,
        ...lines,
        '}));',
        '',
      ].join('\n');
      files.set(`src/${this.dir}/${kebab(name)}.ts`, text);
    }
    const index = [header('every generated model'), ...this.order.map((name) => `export { ${name} } from './${kebab(name)}.js';`), ''].join('\n');
    files.set(`src/${this.dir}/index.ts`, index);
    return files;
  }

  /** An import specifier from a generated model's file to `file` (relative to `src/`, no extension). */
  private importOf(file: string): string {
    const path = posix.relative(this.dir, file);
    return `${path.startsWith('.') ? '' : './'}${path}.js`;
  }

  /** Model names written by the generator, in the order they were planned. */
  names(): readonly string[] {
    return this.order;
  }

  /** `a>b` for each reference inside a cycle of models: read later, so that no module needs another before it is ready. */
  private cyclicEdges(): Set<string> {
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const onStack = new Set<string>();
    const component = new Map<string, number>();
    let counter = 0;
    let components = 0;
    const visit = (node: string): void => {
      index.set(node, counter);
      low.set(node, counter++);
      stack.push(node);
      onStack.add(node);
      for (const next of this.planned.get(node)?.deps ?? []) {
        if (!this.planned.has(next)) continue;
        if (!index.has(next)) {
          visit(next);
          low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
        } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
      }
      if (low.get(node) === index.get(node)) {
        let member: string;
        do {
          member = stack.pop() as string;
          onStack.delete(member);
          component.set(member, components);
        } while (member !== node);
        components++;
      }
    };
    for (const name of this.order) if (!index.has(name)) visit(name);
    const lazy = new Set<string>();
    for (const [name, entry] of this.planned) for (const dep of entry.deps) if (component.get(dep) !== undefined && component.get(dep) === component.get(name)) lazy.add(`${name}>${dep}`);
    return lazy;
  }
}



/** The type a field's code reads as: what its reading gives, null where the field may be absent. */
function typeOfField(code: string, promised: boolean): string {
  const nested = /^(one|many)\(@(\w+)@\)$/.exec(code);
  const types: Readonly<Record<string, string>> = { str: 'string', num: 'number', id: 'number', bool: 'boolean', date: 'Date', strings: 'readonly string[]', json: 'unknown', mapping: 'Readonly<Record<string, unknown>>' };
  const type = nested ? (nested[1] === 'one' ? nested[2] : `readonly ${nested[2]}[]`) : types[code];
  if (type === undefined) throw new Error(`a field of unknown code: ${code}`);
  // An id is required (a missing one fails its object); a promised field reads non-null or throws.
  return promised || code === 'id' || type === 'unknown' ? type : `${type} | null`;
}
