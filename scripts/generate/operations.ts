import type { LaterDescription } from './versions.js';
import { deref, isObject, operationPointer, type JsonObject, type Operation } from '../lib/openapi.js';
import { objectOf, type Models } from './models.js';
import { camel, key, pascal, snake, summary } from './names.js';

/** One operation of the description as a declaration in the hand-written form. */

export interface Codec {
  /** The codec's source (`whole(1, 100)`), with what it needs imported. */
  code: string;
  /** Its input type in TypeScript. */
  type: string;
  imports: Record<string, string>;
  /** A value it reads, as TypeScript source, for a doc comment's example. */
  sample?: string | undefined;
}

export interface Param {
  /** The name callers use (camelCase). */
  name: string;
  wire: string;
  to: 'path' | 'query' | 'body';
  codec: Codec;
  required: boolean;
  description: string;
}

export interface Planned {
  operationId: string;
  description: 'api.github.com' | 'ghes-3.19';
  tag: string;
  name: string;
  method: string;
  path: string;
  /** The route as sent: multi-segment parameters written `{+name}`. */
  route: string;
  target: Param | null;
  args: Param[];
  options: Param[];
  /** The declaration's `result` and what it needs imported; the function's return type. */
  result: { code: string; type: string; imports: Record<string, string>; options: string };
  /** The whole body is one argument (a list, or an object the description leaves open). */
  wholeBody: Param | null;
  /** The description requires a JSON body. */
  bodyRequired: boolean;
  summary: string;
  deprecated: boolean;
  docsUrl: string | null;
  /** Request body members later API versions remove, by version. */
  removed: VersionChanges['removed'];
  /** What the later API version answers instead, when it differs. */
  versioned: { version: string; result: Planned['result'] } | null;
  changesets: VersionChanges['changesets'];
}

const CORE = '../../core/';
const codecImport = (...names: string[]) => Object.fromEntries(names.map((n) => [n, `${CORE}codec.js`]));
const schemaCodec = (...names: string[]) => Object.fromEntries(names.map((n) => [n, `${CORE}schema-codecs.js`]));

const PAGING = new Set(['per_page', 'page']);

const JSON_VALUE: Codec = { code: 'jsonValue', type: 'unknown', imports: schemaCodec('jsonValue') };
const JSON_OBJECT: Codec = { code: 'jsonObject', type: 'Readonly<Record<string, unknown>>', imports: schemaCodec('jsonObject'), sample: '{}' };

/** A member name as a TypeScript property name. */
const propertyName = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));
/** A type inside a union or an array: parenthesised when it is itself a union. */
const inner = (type: string) => (/[|&]|^readonly /.test(type) ? `(${type})` : type);

/** Whether a schema says nothing of its value's type (no type, no members, no parts, no enum). */
function untyped(value: JsonObject): boolean {
  return value.type === undefined && value.properties === undefined && value.items === undefined && value.enum === undefined && !Array.isArray(value.oneOf) && !Array.isArray(value.anyOf) && !Array.isArray(value.allOf);
}

/** The parts of an `allOf` merged into one object schema (their members and their required members). */
function mergedAllOf(doc: JsonObject, value: JsonObject, at: string): JsonObject {
  const properties: JsonObject = {};
  const required: string[] = [];
  let additional: unknown;
  for (const part of [value, ...(value.allOf as unknown[])]) {
    const { value: resolved } = deref(doc, part, at);
    if (!isObject(resolved)) continue;
    const flat = Array.isArray(resolved.allOf) && resolved !== value ? mergedAllOf(doc, resolved, at) : resolved;
    if (isObject(flat.properties)) Object.assign(properties, flat.properties);
    if (Array.isArray(flat.required)) required.push(...(flat.required as string[]));
    if (flat.additionalProperties !== undefined) additional = flat.additionalProperties;
  }
  const rest = Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'allOf'));
  return { ...rest, type: 'object', properties, required, ...(additional === undefined ? {} : { additionalProperties: additional }) };
}

/**
 * The codec for a parameter or body member schema, nested objects, lists and unions included,
 * checked at every depth. What stays a JSON value sent as given is what GitHub documents as
 * free-form: an object without members (or whose other members take any value), a schema with
 * no type, or one that refers to itself.
 */
export function codecFor(doc: JsonObject, schema: unknown, at: string, where: 'path' | 'query' | 'body', multiSegment = false, depth = 0, seen: ReadonlySet<string> = new Set()): Codec {
  const ref = isObject(schema) && typeof schema.$ref === 'string' ? schema.$ref : null;
  if (ref !== null && seen.has(ref)) return JSON_VALUE;
  const within = ref === null ? seen : new Set([...seen, ref]);
  const { value: resolved } = deref(doc, schema, at);
  if (!isObject(resolved) || depth > 12) return JSON_VALUE;
  if (multiSegment) return { code: 'filePath', type: 'string', imports: { filePath: '../../core/refs.js' }, sample: "'README.md'" };
  const value = Array.isArray(resolved.allOf) ? mergedAllOf(doc, resolved, at) : resolved;
  const types = Array.isArray(value.type) ? value.type.filter((t) => t !== 'null') : [value.type];
  const type = types.length === 1 ? types[0] : undefined;
  const nullable = value.nullable === true || (Array.isArray(value.type) && value.type.includes('null'));
  const orNull = (codec: Codec, also = false): Codec => ((nullable || also) && where === 'body' ? { ...codec, code: `nullable(${codec.code})`, type: `${codec.type} | null`, imports: { ...codec.imports, ...codecImport('nullable') } } : codec);
  const wrap = (codec: Codec): Codec => orNull(codec);
  const nested = (part: unknown, whereNested: 'path' | 'query' | 'body' = where) => codecFor(doc, part, at, whereNested, false, depth + 1, within);
  // One of several forms: each part's codec, the first that reads the value wins.
  const parts = Array.isArray(value.oneOf) ? value.oneOf : Array.isArray(value.anyOf) ? value.anyOf : null;
  if (parts && !isObject(value.properties)) {
    const isNull = (part: unknown) => {
      const { value: p } = deref(doc, part, at);
      return isObject(p) && (p.type === 'null' || (Array.isArray(p.enum) && p.enum.length === 1 && p.enum[0] === null));
    };
    const forms = parts.filter((part) => !isNull(part)).map((part) => nested(part));
    const unique = forms.filter((form, i) => forms.findIndex((other) => other.code === form.code) === i);
    const withNull = forms.length < parts.length;
    if (unique.some((form) => form.code === JSON_VALUE.code)) return orNull(JSON_VALUE, withNull);
    if (unique.length === 1) return orNull(unique[0] as Codec, withNull);
    if (unique.length > 1) {
      const imports = Object.assign({}, ...unique.map((form) => form.imports), schemaCodec('either')) as Record<string, string>;
      return orNull({ code: `either(${unique.map((form) => form.code).join(', ')})`, type: unique.map((form) => inner(form.type)).join(' | '), imports, sample: unique[0]?.sample }, withNull);
    }
  }
  if (Array.isArray(value.enum) && value.enum.length > 0) {
    const allowed = value.enum.filter((v) => v !== null);
    const withNull = allowed.length < value.enum.length;
    if (allowed.length > 0 && allowed.every((v) => typeof v === 'string')) return orNull({ code: `oneOf(${allowed.map((v) => JSON.stringify(v)).join(', ')})`, type: allowed.map((v) => JSON.stringify(v)).join(' | '), imports: codecImport('oneOf'), sample: `'${String(allowed[0]).replace(/'/g, "\\'")}'` }, withNull);
    if (allowed.length > 0 && allowed.every((v) => typeof v === 'number' || typeof v === 'boolean')) return orNull({ code: `oneValueOf(${allowed.map((v) => JSON.stringify(v)).join(', ')})`, type: allowed.map((v) => JSON.stringify(v)).join(' | '), imports: schemaCodec('oneValueOf'), sample: JSON.stringify(allowed[0]) }, withNull);
  }
  const bound = (name: string) => (typeof value[name] === 'number' ? String(value[name]) : 'undefined');
  switch (type ?? (isObject(value.properties) ? 'object' : undefined)) {
    case 'string':
      if (where === 'path') return { code: 'segment', type: 'string', imports: codecImport('segment'), sample: "'octocat'" };
      if (value.format === 'date-time') return wrap({ code: 'timestamp', type: 'Date | string', imports: codecImport('timestamp'), sample: "'2011-04-10T20:09:31Z'" });
      if (typeof value.pattern === 'string') {
        const fits = typeof value.example === 'string' && safeTest(value.pattern, value.example);
        const example = fits ? `, ${JSON.stringify(value.example)}` : '';
        return wrap({ code: `matching(${JSON.stringify(value.pattern)}${example})`, type: 'string', imports: schemaCodec('matching'), sample: fits ? `'${(value.example as string).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'` : "'text'" });
      }
      if (typeof value.minLength === 'number' || typeof value.maxLength === 'number') {
        const args = [bound('minLength'), bound('maxLength')];
        while (args.length && args[args.length - 1] === 'undefined') args.pop();
        return wrap({ code: `textOf(${args.join(', ')})`, type: 'string', imports: schemaCodec('textOf'), sample: `'${'x'.repeat(Math.max(typeof value.minLength === 'number' ? value.minLength : 1, 1))}'` });
      }
      return wrap({ code: 'text', type: 'string', imports: codecImport('text'), sample: "'text'" });
    case 'integer': {
      const args = [bound('minimum'), bound('maximum')];
      while (args.length && args[args.length - 1] === 'undefined') args.pop();
      return wrap({ code: `whole(${args.join(', ')})`, type: 'number', imports: schemaCodec('whole'), sample: String(Math.max(typeof value.minimum === 'number' ? value.minimum : 1, 1)) });
    }
    case 'number':
      return wrap({ code: 'decimal()', type: 'number', imports: schemaCodec('decimal'), sample: '1' });
    case 'boolean':
      return wrap({ code: 'flag', type: 'boolean', imports: codecImport('flag'), sample: 'true' });
    case 'array': {
      const item = nested(value.items, where === 'path' ? 'query' : where === 'body' ? 'body' : where);
      return wrap({ code: `listOf(${item.code})`, type: `readonly ${inner(item.type)}[]`, imports: { ...item.imports, ...codecImport('listOf') }, sample: item.sample ? `[${item.sample}]` : '[]' });
    }
    case 'object': {
      const properties = isObject(value.properties) ? Object.entries(value.properties) : [];
      const extra = value.additionalProperties;
      // Other members of a type GitHub gives: read by that type; of any value (`true`, `{}`): free-form.
      const extraSchema = isObject(extra) ? deref(doc, extra, at).value : extra;
      const rest = isObject(extraSchema) && !untyped(extraSchema) ? nested(extra, 'body') : extra === true || isObject(extra) ? JSON_VALUE : null;
      if (properties.length === 0) {
        if (rest === null || rest.code === JSON_VALUE.code) return wrap(JSON_OBJECT);
        return wrap({ code: `recordOf(${rest.code})`, type: `Readonly<Record<string, ${rest.type}>>`, imports: { ...rest.imports, ...schemaCodec('recordOf') }, sample: '{}' });
      }
      if (properties.some(([name]) => name === '__proto__')) throw new Error(`${at}: a member named __proto__`);
      const required = (Array.isArray(value.required) ? (value.required as string[]) : []).filter((name) => properties.some(([member]) => member === name));
      const members = properties.map(([name, member]) => ({ name, codec: nested(member, 'body'), required: required.includes(name) }));
      const imports = Object.assign({}, ...members.map((m) => m.codec.imports), rest?.imports ?? {}, schemaCodec('shape')) as Record<string, string>;
      const fields = members.map((m) => `readonly ${propertyName(m.name)}${m.required ? '' : '?'}: ${m.codec.type}`);
      const restType = rest ? `; readonly [member: string]: ${rest.type === 'unknown' ? 'unknown' : `${rest.type} | ${members.map((m) => m.codec.type).join(' | ')} | undefined`}` : '';
      const code = `shape({ ${members.map((m) => `${JSON.stringify(m.name)}: ${m.codec.code}`).join(', ')} }${required.length || rest ? `, ${JSON.stringify(required)}` : ''}${rest ? `, ${rest.code}` : ''})`;
      const sample = `{ ${members.filter((m) => m.required).map((m) => `${propertyName(m.name)}: ${m.codec.sample ?? '{}'}`).join(', ')} }`.replace('{  }', '{}');
      return wrap({ code, type: `{ ${fields.join('; ')}${restType} }`, imports, sample });
    }
    default:
      return JSON_VALUE;
  }
}

function safeTest(pattern: string, text: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(text);
  } catch {
    return false;
  }
}

function parameters(doc: JsonObject, operation: Operation): JsonObject[] {
  const pathItem = (doc.paths as JsonObject)[operation.path] as JsonObject;
  const all = [...(Array.isArray(pathItem.parameters) ? pathItem.parameters : []), ...(Array.isArray(operation.op.parameters) ? operation.op.parameters : [])];
  const byKey = new Map<string, JsonObject>();
  for (const raw of all) {
    const { value } = deref(doc, raw, operationPointer(operation));
    if (isObject(value) && typeof value.name === 'string' && typeof value.in === 'string') byKey.set(`${value.in}:${value.name}`, value);
  }
  return [...byKey.values()];
}

function param(doc: JsonObject, raw: JsonObject, to: Param['to'], at: string, required: boolean): Param {
  // A path parameter's name is written in the route template, which takes names of word characters only.
  const wire = to === 'path' ? (raw.name as string).replace(/\W/g, '_') : (raw.name as string);
  return { name: camel(wire), wire, to, codec: codecFor(doc, raw.schema ?? raw, at, to, raw['x-multi-segment'] === true), required, description: summary(raw.description) };
}

/** The first success answer with a body, or the statuses alone. */
function answerOf(doc: JsonObject, operation: Operation): { status: string; schema: unknown; contentType: string | null; statuses: string[] } {
  const responses = isObject(operation.op.responses) ? operation.op.responses : {};
  const statuses = Object.keys(responses);
  for (const status of statuses) {
    if (!/^2\d\d$/.test(status)) continue;
    const { value } = deref(doc, responses[status], operationPointer(operation));
    const content = isObject(value) && isObject(value.content) ? value.content : {};
    const [contentType, media] = Object.entries(content)[0] ?? [null, null];
    if (contentType && isObject(media)) return { status, schema: media.schema, contentType, statuses };
  }
  return { status: statuses.find((s) => /^2\d\d$/.test(s)) ?? '204', schema: undefined, contentType: null, statuses };
}

const RESULTS = `${CORE}operation.js`;

function resultOf(doc: JsonObject, operation: Operation, name: string, models: Models, paged: boolean): Planned['result'] {
  const answer = answerOf(doc, operation);
  const at = `${operationPointer(operation)}/responses/${answer.status}`;
  const unpaged = paged ? '' : ', true';
  const pageOptions = 'PageOptions';
  const modelImport = (model: string) => ({ [model]: `../../${models.fileOf(model)}.js` });
  if (answer.contentType === null) {
    if (answer.statuses.includes('302') && !answer.statuses.some((s) => /^2\d\d$/.test(s))) return { code: 'download', type: 'Promise<Download>', imports: { download: RESULTS, Download: RESULTS }, options: 'CallOptions' };
    if (answer.statuses.includes('404') && /^check/.test(name)) return { code: `bool(${answer.status}, 404)`, type: 'Promise<boolean>', imports: { bool: RESULTS }, options: 'CallOptions' };
    return { code: 'done', type: 'Promise<boolean>', imports: { done: RESULTS }, options: 'CallOptions' };
  }
  if (!/json/.test(answer.contentType)) {
    if (/^text\//.test(answer.contentType)) return { code: 'text', type: 'Promise<string>', imports: { text: RESULTS }, options: 'CallOptions' };
    return { code: 'download', type: 'Promise<Download>', imports: { download: RESULTS, Download: RESULTS }, options: 'CallOptions' };
  }
  const { value: schema } = deref(doc, answer.schema, at);
  // Only a GET is a listing, paged by following links; a change that answers a list answers it whole.
  const get = operation.method === 'GET';
  const whole = (item: string, itemsKey?: string) => ({ code: `items(${item}${itemsKey ? `, ${JSON.stringify(itemsKey)}` : ''})`, type: `Promise<readonly ${item}[]>`, imports: { items: RESULTS, ...modelImport(item) }, options: 'CallOptions' });
  if (isObject(schema) && schema.type === 'array') {
    const item = models.modelFor(doc, schema.items, `${pascal(name)}Item`, `${at}/items`);
    if (item && !get) return whole(item);
    if (item) return { code: `listing(${item}${unpaged})`, type: `PageIterator<${item}>`, imports: { listing: RESULTS, PageIterator: `${CORE}page-iterator.js`, ...modelImport(item) }, options: pageOptions };
    return { code: 'frozenJson', type: 'Promise<unknown>', imports: { frozenJson: RESULTS }, options: 'CallOptions' };
  }
  if (isObject(schema) && isObject(schema.properties) && 'total_count' in schema.properties) {
    const lists = Object.entries(schema.properties).filter(([, p]) => isObject(deref(doc, p, at).value) && (deref(doc, p, at).value as JsonObject).type === 'array');
    if (lists.length === 1) {
      const [itemsKey, list] = lists[0] as [string, unknown];
      const item = models.modelFor(doc, (deref(doc, list, at).value as JsonObject).items, `${pascal(name)}Item`, `${at}/properties/${itemsKey}/items`);
      if (item && !get) return whole(item, itemsKey);
      if (item) return { code: `counted(${item}, ${JSON.stringify(itemsKey)}${unpaged})`, type: `CountedIterator<${item}>`, imports: { counted: RESULTS, CountedIterator: `${CORE}page-iterator.js`, ...modelImport(item) }, options: pageOptions };
    }
  }
  // A component's parts are named after it, and read once for every route answering it.
  const component = isObject(answer.schema) && typeof answer.schema.$ref === 'string' ? /^#\/components\/schemas\/([\w-]+)$/.exec(answer.schema.$ref)?.[1] : undefined;
  const choice = component ? choiceOf(doc, schema, pascal(component), models, `#/components/schemas/${component}`) : choiceOf(doc, schema, `${pascal(name)}Answer`, models, at);
  if (choice) return { code: `one(${choice.code})`, type: `Promise<${choice.names.join(' | ')}>`, imports: { one: RESULTS, ...choice.imports }, options: 'CallOptions' };
  const model = models.modelFor(doc, answer.schema, `${pascal(name)}Answer`, at);
  // An answer the request may or may not ask for: its object, or a 204 without one.
  if (model && answer.statuses.includes('204')) return { code: `oneOrNone(${model})`, type: `Promise<${model} | null>`, imports: { oneOrNone: RESULTS, ...modelImport(model) }, options: 'CallOptions' };
  if (model) return { code: `one(${model})`, type: `Promise<${model}>`, imports: { one: RESULTS, ...modelImport(model) }, options: 'CallOptions' };
  return { code: 'frozenJson', type: 'Promise<unknown>', imports: { frozenJson: RESULTS }, options: 'CallOptions' };
}

const CHOICE = '../../models/library/choice.js';

/**
 * The code with each call outside string literals marked pure, so that a bundler drops a
 * declaration nobody imports: a call among a declaration's arguments (`path(repository)`,
 * `one(Repository)`) is kept unless marked, for the bundler cannot tell it has no effect.
 * Only for code that calls nothing for its effect (never an arrow function's body).
 */
export function pureCalls(code: string): string {
  let out = '';
  let quote: string | null = null;
  for (let i = 0; i < code.length; i++) {
    const c = code[i] as string;
    if (quote) {
      out += c;
      if (c === '\\') out += code[++i] ?? '';
      else if (c === quote) quote = null;
      continue;
    }
    if (c === "'" || c === '"' || c === '`') {
      quote = c;
      out += c;
      continue;
    }
    // A comment is copied as it is (a mark already there among them: marking twice changes nothing).
    if (code.startsWith('/*', i)) {
      const end = code.indexOf('*/', i + 2);
      const stop = end < 0 ? code.length : end + 2;
      out += code.slice(i, stop);
      i = stop - 1;
      continue;
    }
    const name = /^[A-Za-z_$][\w$]*(?=\()/.exec(code.slice(i))?.[0];
    if (name && !/[\w$.]/.test(code[i - 1] ?? '') && !out.endsWith('/*#__PURE__*/ ')) {
      out += `/*#__PURE__*/ ${name}`;
      i += name.length - 1;
      continue;
    }
    out += c;
  }
  return out;
}

/** A part of a `oneOf` that is an object with no members: the answer's "nothing set" (`{}`). */
function isEmptyObject(doc: JsonObject, part: unknown, at: string): boolean {
  const { value } = deref(doc, part, at);
  return isObject(value) && value.type === 'object' && isObject(value.properties) && Object.keys(value.properties).length === 0 && !Array.isArray(value.allOf);
}

/**
 * An answer the description gives as one of several object schemas (`oneOf`, `anyOf`): read by
 * the one each answer fits (`oneOfModels`), typed as their union; null when a part is no object.
 */
function choiceOf(doc: JsonObject, schema: unknown, base: string, models: Models, at: string): { code: string; names: string[]; imports: Record<string, string> } | null {
  if (!isObject(schema)) return null;
  const key = Array.isArray(schema.oneOf) ? 'oneOf' : Array.isArray(schema.anyOf) ? 'anyOf' : null;
  const parts = key ? (schema[key] as unknown[]) : [];
  if (!key || parts.length < 2) return null;
  const names = parts.map((part, i) => (isEmptyObject(doc, part, at) ? 'Empty' : objectOf(doc, part, `${at}/${key}/${i}`) ? models.modelFor(doc, part, `${base}${i + 1}`, `${at}/${key}/${i}`) : null));
  if (names.some((n) => n === null) || new Set(names).size !== names.length) return null;
  const chosen = names as string[];
  const imports: Record<string, string> = { oneOfModels: CHOICE };
  for (const model of chosen) imports[model] = model === 'Empty' ? CHOICE : `../../${models.fileOf(model)}.js`;
  return { code: `oneOfModels(${JSON.stringify(base)}, ${chosen.join(', ')})`, names: chosen, imports };
}

/** How a route's leading parameters make its target: the repository, the account, or the first path parameter. */
function targetOf(path: string, pathParams: Param[]): { target: Param | null; rest: Param[] } {
  if (path.startsWith('/repos/{owner}/{repo}')) {
    const target: Param = { name: 'repository', wire: '', to: 'path', codec: { code: 'repository', type: 'RepoRef', imports: { repository: `${CORE}refs.js`, RepoRef: `${CORE}refs.js` }, sample: "'octocat/Hello-World'" }, required: true, description: 'The repository.' };
    return { target, rest: pathParams.filter((p) => p.wire !== 'owner' && p.wire !== 'repo') };
  }
  const [first, ...rest] = pathParams;
  if (!first) return { target: null, rest: [] };
  if (first.wire === 'org' || first.wire === 'username') {
    return { target: { ...first, codec: { code: 'account', type: 'AccountRef', imports: { account: `${CORE}refs.js`, AccountRef: `${CORE}refs.js` }, sample: first.wire === 'org' ? "'github'" : "'octocat'" } }, rest };
  }
  return { target: first, rest };
}

export function planOperation(doc: JsonObject, description: Planned['description'], operation: Operation, name: string, models: Models): Planned {
  const op = operation.op;
  const tag = Array.isArray(op.tags) && typeof op.tags[0] === 'string' ? op.tags[0] : operation.operationId.split('/')[0] as string;
  const at = operationPointer(operation);
  const all = parameters(doc, operation);
  const multi = new Set(all.filter((p) => p.in === 'path' && p['x-multi-segment'] === true).map((p) => p.name as string));
  const order = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);
  const pathParams = order.map((wire) => all.find((p) => p.in === 'path' && p.name === wire)).filter(isObject).map((p) => param(doc, p, 'path', at, true));
  const multiWire = new Set([...multi].map((p) => p.replace(/\W/g, '_')));
  const { target, rest } = targetOf(operation.path, pathParams);
  const paged = all.some((p) => p.in === 'query' && p.name === 'per_page');
  const result = resultOf(doc, operation, name, models, paged);
  // How the later API version answers, where that differs (a status, a shape).
  const later = models.laterOf(doc);
  const laterOp = later?.counterpart(operation.op);
  const laterResult = later && isObject(laterOp) ? resultOf(later.doc, { ...operation, op: laterOp }, name, models, paged) : null;
  const versioned = laterResult && laterResult.code !== result.code ? { version: (later as LaterDescription).version, result: laterResult } : null;
  const listing = result.options === 'PageOptions';
  const queries = all.filter((p) => p.in === 'query' && !(listing && PAGING.has(p.name as string))).map((p) => param(doc, p, 'query', at, p.required === true));
  const args = [...rest];
  const options: Param[] = [];
  for (const q of queries) (q.required ? args : options).push(q);
  let wholeBody: Param | null = null;
  const body = deref(doc, op.requestBody, at).value;
  if (isObject(body) && isObject(body.content)) {
    const json = body.content['application/json'];
    const raw = json === undefined ? Object.keys(body.content)[0] : undefined;
    const schema = isObject(json) ? deref(doc, json.schema, at).value : undefined;
    const required = Array.isArray(isObject(schema) ? schema.required : undefined) ? ((schema as JsonObject).required as string[]) : [];
    if (isObject(schema) && isObject(schema.properties) && Object.keys(schema.properties).length > 0 && !Array.isArray(schema.oneOf) && !Array.isArray(schema.anyOf)) {
      for (const [member, raw] of Object.entries(schema.properties)) {
        const p: Param = { name: camel(member), wire: member, to: 'body', codec: codecFor(doc, raw, at, 'body'), required: required.includes(member), description: summary(isObject(raw) ? raw.description : undefined) };
        (p.required ? args : options).push(p);
      }
    } else if (raw !== undefined) {
      // A body that is no JSON: a form (FormData), or text or bytes sent as they are.
      const codec = raw === 'multipart/form-data' ? { code: 'formData', type: 'FormData', imports: schemaCodec('formData'), sample: 'new FormData()' } : { code: 'rawContent', type: 'string | Uint8Array', imports: schemaCodec('rawContent'), sample: "'text'" };
      wholeBody = { name: 'data', wire: raw, to: 'body', codec, required: body.required === true, description: `The request body (${raw}).` };
      (wholeBody.required ? args : options).push(wholeBody);
    } else {
      const codec = isObject(schema) ? codecFor(doc, json && isObject(json) ? json.schema : schema, at, 'body') : JSON_VALUE;
      wholeBody = { name: 'data', wire: '', to: 'body', codec, required: body.required === true, description: 'The request body, sent as given.' };
      (wholeBody.required ? args : options).push(wholeBody);
    }
  }
  // Names must be unique among the arguments and options (a query and a body member of one name).
  const seen = new Set<string>([target?.name ?? '']);
  for (const p of [...args, ...options]) {
    while (seen.has(p.name) || ['signal', 'headers', 'retry', 'number', 'etag', 'perPage', 'onPage'].includes(p.name)) p.name = `${p.name}${p.to === 'body' ? 'Body' : 'Param'}`;
    seen.add(p.name);
  }
  const docs = isObject(op.externalDocs) && typeof op.externalDocs.url === 'string' ? op.externalDocs.url : null;
  return {
    operationId: operation.operationId,
    description,
    tag,
    name,
    method: operation.method,
    path: operation.path,
    route: operation.path.replace(/\{([^}]+)\}/g, (_, p: string) => (multiWire.has(p.replace(/\W/g, '_')) ? `{+${p.replace(/\W/g, '_')}}` : `{${p.replace(/\W/g, '_')}}`)),
    target,
    args,
    options,
    result,
    wholeBody,
    bodyRequired: isObject(body) && body.required === true && isObject(body.content) && 'application/json' in body.content,
    summary: summary(op.summary) || summary(op.description),
    deprecated: op.deprecated === true,
    docsUrl: docs,
    ...(({ removed, changesets }) => ({ removed, changesets }))(versionChanges(doc, operation)),
    versioned,
  };
}

/** The API versions after 2022-11-28 and what each changes of an operation: its changesets, and the request body members it removes (→ the member that replaces one, where the body has it). */
export interface VersionChanges {
  changesets: Record<string, string[]>;
  removed: Record<string, Record<string, string | null>>;
}

/** An operation's `x-github-breaking-changes`: merge patches (a member set to null is removed) and JSON patch lists (`remove` of a member). */
export function versionChanges(doc: JsonObject, operation: Operation): VersionChanges {
  const changes: VersionChanges = { changesets: {}, removed: {} };
  const entries = Array.isArray(operation.op['x-github-breaking-changes']) ? (operation.op['x-github-breaking-changes'] as JsonObject[]) : [];
  const body = deref(doc, operation.op.requestBody, operationPointer(operation)).value;
  const json = isObject(body) && isObject(body.content) ? body.content['application/json'] : undefined;
  const schema = isObject(json) ? deref(doc, json.schema, operationPointer(operation)).value : undefined;
  const members = isObject(schema) && isObject(schema.properties) ? schema.properties : {};
  for (const entry of entries) {
    const version = String(entry.version);
    const changeset = String(entry.changeset);
    if (!(changes.changesets[version] ?? []).includes(changeset)) changes.changesets[version] = [...(changes.changesets[version] ?? []), changeset];
    const gone: string[] = [];
    if (Array.isArray(entry.patch)) {
      for (const step of entry.patch as JsonObject[]) {
        const member = step.op === 'remove' ? /^\/requestBody\/content\/application~1json\/schema\/properties\/([^/]+)$/.exec(String(step.path))?.[1] : undefined;
        if (member) gone.push(member.replace(/~1/g, '/').replace(/~0/g, '~'));
      }
    } else if (isObject(entry.patch)) {
      const patched = (((((entry.patch.requestBody as JsonObject | undefined)?.content as JsonObject | undefined)?.['application/json'] as JsonObject | undefined)?.schema as JsonObject | undefined)?.properties ?? {}) as JsonObject;
      for (const [member, value] of Object.entries(patched)) if (value === null) gone.push(member);
    }
    for (const member of gone) (changes.removed[version] ??= {})[member] = `${member}s` in members ? `${member}s` : null;
  }
  return changes;
}

/** The options a later API version removes, as a union of their names for `Changes` (or '' when none). */
function goneNames(removed: VersionChanges['removed'], options: readonly Param[]): string {
  const wires = new Set(Object.values(removed).flatMap((members) => Object.keys(members)));
  return options.filter((p) => p.to === 'body' && wires.has(p.wire)).map((p) => `'${p.name}'`).join(' | ');
}

/** A declaration's `removed` entry: by version, each removed member and what replaces it. */
export function removedCode(removed: VersionChanges['removed'], indent: string): string[] {
  const versions = Object.entries(removed);
  if (!versions.length) return [];
  return [`${indent}removed: /*#__PURE__*/ removals({ ${versions.map(([version, members]) => `${JSON.stringify(version)}: { ${Object.entries(members).map(([m, r]) => `${key(m)}: ${JSON.stringify(r)}`).join(', ')} }`).join(', ')} }),`];
}

/**
 * The query parameters and body members GitHub documents for an operation (not its path
 * parameters, nor a listing's paging), each as the generator declares it: the members a hand
 * declaration of the route takes from the description.
 */
export function membersOf(doc: JsonObject, operation: Operation): Param[] {
  const at = operationPointer(operation);
  const all = parameters(doc, operation);
  const paged = all.some((p) => p.in === 'query' && p.name === 'per_page');
  const members = all.filter((p) => p.in === 'query' && !(paged && PAGING.has(p.name as string))).map((p) => param(doc, p, 'query', at, p.required === true));
  const body = deref(doc, operation.op.requestBody, at).value;
  const json = isObject(body) && isObject(body.content) ? body.content['application/json'] : undefined;
  const schema = isObject(json) ? deref(doc, json.schema, at).value : undefined;
  if (isObject(schema) && isObject(schema.properties) && !Array.isArray(schema.oneOf) && !Array.isArray(schema.anyOf)) {
    const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
    for (const [member, raw] of Object.entries(schema.properties)) {
      members.push({ name: camel(member), wire: member, to: 'body', codec: codecFor(doc, raw, at, 'body'), required: required.includes(member), description: summary(isObject(raw) ? raw.description : undefined) });
    }
  }
  const seen = new Set<string>();
  for (const p of members) {
    while (seen.has(p.name) || ['signal', 'headers', 'retry', 'number', 'etag', 'perPage', 'onPage'].includes(p.name)) p.name = `${p.name}${p.to === 'body' ? 'Body' : 'Param'}`;
    seen.add(p.name);
  }
  return members;
}

/** The source of a members module: the declarations, the required names, and the options type. */
export function renderMembers(name: string, operation: Operation, members: Param[], header: string, removed: VersionChanges['removed'] = {}): string {
  const imports = new Map<string, string>();
  for (const p of members) {
    for (const [n, from] of Object.entries(p.codec.imports)) imports.set(n, from.startsWith('../../') ? `../${from}` : from);
    imports.set(p.to, `../${CORE}operation.js`);
  }
  imports.set('Described', `../${CORE}operation.js`);
  imports.set('described', `../${CORE}described.js`);
  const gone = goneNames(removed, members);
  if (gone) imports.set('Changes', `../${CORE}versions.js`);
  if (Object.keys(removed).length) imports.set('removals', `../${CORE}removals.js`);
  const bySource = new Map<string, string[]>();
  for (const [n, from] of imports) bySource.set(from, [...(bySource.get(from) ?? []), n]);
  const Name = pascal(name);
  const route = `\`${operation.method} ${operation.path}\` (${operation.operationId})`;
  return [
    header,
    ...[...bySource].sort(([a], [b]) => (a < b ? -1 : 1)).map(([from, list]) => `import { ${list.sort().map((n) => (n === 'Described' || n === 'Changes' ? `type ${n}` : n)).join(', ')} } from '${from}';`),
    '',
    `/** The query parameters and body members GitHub documents for ${route}, by the names hubops gives them, and those it requires. */`,
    `export const ${name}: Described = /*#__PURE__*/ described(() => ({`,
    '  params: {',
    // Marked pure, as a declaration's are: a table no function uses is dropped by a bundler, even from a chunk shared with one that is used.
    ...members.map((p) => pureCalls(paramCode(p))),
    '  },',
    `  required: [${members.filter((p) => p.required).map((p) => `'${p.name}'`).join(', ')}],`,
    ...removedCode(removed, '  '),
    '}));',
    '',
    `/** The members of ${route}, as options. */`,
    `export interface ${Name}${gone ? ` extends Changes<${gone}>` : ''} {`,
    ...members.flatMap((p) => [...(p.description ? [`  /** ${p.description} */`] : []), `  ${key(p.name)}?: ${p.codec.type};`]),
    '}',
    '',
  ].join('\n');
}

/** The declaration's params entry of one parameter. */
function paramCode(p: Param): string {
  const how = p.to;
  const wireDefault = how === 'path' ? p.name : snake(p.name);
  const wire = p.wire && p.wire !== wireDefault ? `, ${JSON.stringify(p.wire)}` : '';
  return `    ${key(p.name)}: ${how}(${p.codec.code}${wire}),`;
}

/** The source of one generated function: its options type and its declaration. */
export function renderOperation(plan: Planned, imports: Map<string, string>): string {
  const use = (names: Record<string, string>) => Object.entries(names).forEach(([n, from]) => imports.set(n, from));
  use({ operation: `${CORE}operation.js`, Op: `${CORE}operation.js` });
  use(plan.result.imports);
  if (plan.versioned) use({ ...plan.versioned.result.imports, ByVersion: `${CORE}versions.js` });
  const Options = `${pascal(plan.name)}Options`;
  const baseOptions = plan.result.options;
  use({ [baseOptions]: baseOptions === 'PageOptions' ? `${CORE}page-iterator.js` : `${CORE}types.js` });
  const lines: string[] = [];
  const optional = plan.options.filter((p) => p !== plan.wholeBody || !p.required);
  const gone = goneNames(plan.removed, optional);
  if (gone) use({ Changes: `${CORE}versions.js` });
  if (optional.length) {
    lines.push(`export interface ${Options} extends ${baseOptions}${gone ? `, Changes<${gone}>` : ''} {`);
    for (const p of optional) {
      if (p.description) lines.push(`  /** ${p.description} */`);
      lines.push(`  ${key(p.name)}?: ${p.codec.type};`);
    }
    lines.push('}', '');
  }
  const routeText = `\`${plan.method} ${plan.path}\``;
  const deprecated = plan.deprecated ? '\n * @deprecated GitHub marks this operation deprecated.' : '';
  const docs = plan.docsUrl ? `\n * @see ${plan.docsUrl}` : '';
  lines.push(`/**\n * ${plan.summary || plan.operationId} ${routeText}${docs}${deprecated}\n${exampleOf(plan)} */`);
  const argTypes = [plan.target, ...plan.args].filter((p): p is Param => p !== null).map((p) => `${p.name}: ${p.codec.type}`);
  const returns = plan.versioned ? `ByVersion<${plan.result.type}, ${plan.versioned.result.type}>` : plan.result.type;
  lines.push(`export const ${plan.name}: Op<[${argTypes.join(', ')}], ${optional.length ? Options : baseOptions}, ${returns}> = /*#__PURE__*/ operation(() => ({`);
  const declarationStart = lines.length;
  if (plan.method !== 'GET') lines.push(`  method: '${plan.method}',`);
  lines.push(`  path: '${plan.route}',`);
  if (plan.target) {
    const wire = plan.target.wire && plan.target.codec.code !== 'repository' ? `, ${JSON.stringify(plan.target.wire)}` : '';
    lines.push(`  target: path(${plan.target.codec.code}${wire}),`);
    use({ ...plan.target.codec.imports, path: `${CORE}operation.js` });
  }
  if (plan.args.length) lines.push(`  args: [${plan.args.map((p) => `'${p.name}'`).join(', ')}],`);
  const params = [...plan.args, ...plan.options];
  if (params.length) {
    lines.push('  params: {');
    for (const p of params) {
      use(p.codec.imports);
      use({ [p.to]: `${CORE}operation.js` });
      lines.push(p === plan.wholeBody ? `    data: body(${p.codec.code}),` : paramCode(p));
    }
    lines.push('  },');
  }
  if (plan.wholeBody?.wire) {
    const contentType = plan.wholeBody.wire === 'multipart/form-data' ? '' : `, contentType: ${JSON.stringify(plan.wholeBody.wire)}`;
    lines.push(`  encode: ({ data }, spec) => (data === undefined ? spec : { ...spec, body: undefined, rawBody: data as string | Uint8Array | FormData${contentType} }),`);
  } else if (plan.wholeBody) lines.push(`  encode: ({ data }, spec) => (data === undefined ? spec : { ...spec, body: data }),`);
  // A body the description requires is sent even when no member of it is given: an empty object.
  else if (plan.bodyRequired) lines.push(`  encode: (_values, spec) => ({ ...spec, body: spec.body ?? {} }),`);
  lines.push(...removedCode(plan.removed, '  '));
  if (Object.keys(plan.removed).length) use({ removals: `${CORE}removals.js` });
  lines.push(`  result: ${plan.result.code},`);
  if (plan.versioned) lines.push(`  versions: { ${JSON.stringify(plan.versioned.version)}: { result: ${plan.versioned.result.code} } },`);
  // Every member but `encode` (a function: its calls are its work) is code run once, for its value.
  for (let i = declarationStart; i < lines.length; i++) if (!(lines[i] as string).startsWith('  encode:')) lines[i] = pureCalls(lines[i] as string);
  lines.push('}));', '');
  return lines.join('\n');
}

/** A value of a codec's input type, as TypeScript source, for a doc comment's example. */
function sample(p: Param): string {
  return p.codec.sample ?? '{}';
}

/** The doc comment's example: a call with a value for each argument, and what to do with the answer. */
function exampleOf(plan: Planned): string {
  const module = plan.operationId.split('/')[0] as string;
  const args = ['session', ...[plan.target, ...plan.args].filter((p): p is Param => p !== null).map(sample)].join(', ');
  const call = `${plan.name}(${args})`;
  const use = plan.result.options === 'PageOptions' ? `for await (const item of ${call}) console.log(item);` : plan.result.type === 'Promise<Download>' ? `const { stream, name } = await ${call};\nconsole.log(name, stream);` : `console.log(await ${call});`;
  const code = ["import { createSession } from 'hubops';", `import { ${plan.name} } from 'hubops/${module}';`, '', 'const session = createSession({ token: process.env.GITHUB_TOKEN });', ...use.split('\n')];
  return [' * @example', ' * ```ts', ...code.map((line) => (line ? ` * ${line}` : ' *')), ' * ```', ''].join('\n');
}

/** A long type written as a reference to where the operation's own declaration spells it out. */
const brief = (type: string, reference: string | undefined): string => (reference !== undefined && type.length > reference.length + 20 ? `NonNullable<${reference}>${type.endsWith(' | null') ? ' | null' : ''}` : type);

/**
 * The parameters of a route by their wire names, as octokit's `request` takes them: path
 * parameters, query parameters and body members in one object (a body that is no object of
 * members is `data`), typed from the description; those it requires are required.
 */
export function routeParamsType(doc: JsonObject, operation: Operation, refer: (wire: string, to: 'query' | 'body') => string | undefined = () => undefined): { type: string; imports: Record<string, string> } {
  const at = operationPointer(operation);
  const all = parameters(doc, operation);
  const members: { wire: string; type: string; required: boolean }[] = [];
  const imports: Record<string, string> = {};
  for (const p of all) {
    if (p.in !== 'path' && p.in !== 'query') continue;
    const codec = codecFor(doc, p.schema ?? p, at, p.in === 'path' ? 'path' : 'query');
    members.push({ wire: p.name as string, type: p.in === 'query' ? brief(codec.type, refer(p.name as string, 'query')) : codec.type, required: p.in === 'path' || p.required === true });
  }
  const body = deref(doc, operation.op.requestBody, at).value;
  if (isObject(body) && isObject(body.content)) {
    const json = body.content['application/json'];
    const schema = isObject(json) ? deref(doc, json.schema, at).value : undefined;
    if (isObject(schema) && isObject(schema.properties) && Object.keys(schema.properties).length > 0 && !Array.isArray(schema.oneOf) && !Array.isArray(schema.anyOf)) {
      const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
      for (const [member, raw] of Object.entries(schema.properties)) members.push({ wire: member, type: brief(codecFor(doc, raw, at, 'body').type, refer(member, 'body')), required: required.includes(member) });
    } else if (json === undefined) {
      const raw = Object.keys(body.content)[0] as string;
      members.push({ wire: 'data', type: raw === 'multipart/form-data' ? 'FormData' : 'string | Uint8Array', required: body.required === true });
    } else {
      members.push({ wire: 'data', type: isObject(json) ? codecFor(doc, json.schema, at, 'body').type : 'unknown', required: body.required === true });
    }
  }
  const seen = new Set<string>();
  const fields = members.filter((m) => !seen.has(m.wire) && seen.add(m.wire)).map((m) => `${/^[A-Za-z_$][\w$]*$/.test(m.wire) ? m.wire : JSON.stringify(m.wire)}${m.required ? '' : '?'}: ${m.type}`);
  return { type: fields.length ? `{ ${fields.join('; ')} }` : 'Record<never, never>', imports };
}
