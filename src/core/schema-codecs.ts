import { ValidationError } from '../errors/validation-error.js';
import { codec, invalid, isRecord, shown, type Codec } from './codec.js';

/**
 * Codecs for what a parameter schema of GitHub's description says beyond the everyday ones in
 * codec.ts: bounded whole numbers, numbers, and JSON values the client passes through as given.
 * The generated declarations read their arguments with these and those.
 */

function bounds(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return ` from ${min} to ${max}`;
  if (min !== undefined) return ` ≥ ${min}`;
  return max !== undefined ? ` ≤ ${max}` : '';
}

/** A whole number, within the bounds given (inclusive). */
/*#__NO_SIDE_EFFECTS__*/
export function whole(min?: number, max?: number): Codec<number, number> {
  // Without a lower bound a negative number is a value it takes: not the kind (`int`) whose checks try -1.
  return codec<number, number>(min !== undefined && min >= 0 ? 'int' : 'value', (value, name) => {
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || (min !== undefined && value < min) || (max !== undefined && value > max)) throw invalid(name, `a whole number${bounds(min, max)}`, value);
    return value;
  }, Math.max(min ?? 1, Math.min(max ?? 1, 1)));
}

/** A finite number, within the bounds given (inclusive). */
/*#__NO_SIDE_EFFECTS__*/
export function decimal(min?: number, max?: number): Codec<number, number> {
  return codec<number, number>('value', (value, name) => {
    if (typeof value !== 'number' || !Number.isFinite(value) || (min !== undefined && value < min) || (max !== undefined && value > max)) throw invalid(name, `a number${bounds(min, max)}`, value);
    return value;
  }, min ?? 1);
}

function checkJson(value: unknown, name: string, seen: Set<object>): void {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw invalid(name, 'a JSON value (a finite number)', value);
    return;
  }
  if (typeof value !== 'object') throw invalid(name, 'a JSON value', value);
  if (seen.has(value)) throw new ValidationError(name, 'must not refer to itself');
  seen.add(value);
  if (Array.isArray(value)) value.forEach((item, i) => checkJson(item, `${name}[${i}]`, seen));
  else if (isRecord(value) && (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null)) for (const [key, item] of Object.entries(value)) checkJson(item, `${name}.${key}`, seen);
  else throw invalid(name, 'a JSON value (a plain object)', value);
  seen.delete(value);
}

/** A JSON value sent as given (an object the description leaves open, a list of mixed items). */
export const jsonValue = /*#__PURE__*/ codec<unknown, unknown>('value', (value, name) => {
  checkJson(value, name, new Set());
  return value;
}, {});

/** A JSON object sent as given. */
export const jsonObject = /*#__PURE__*/ codec<Readonly<Record<string, unknown>>, Readonly<Record<string, unknown>>>('value', (value, name) => {
  if (!isRecord(value)) throw invalid(name, 'an object', value);
  checkJson(value, name, new Set());
  return value;
}, {});

/** Text of a length within the bounds given (inclusive, in characters as GitHub counts them: code points). */
/*#__NO_SIDE_EFFECTS__*/
export function textOf(min?: number, max?: number): Codec<string, string> {
  return codec<string, string>('text', (value, name) => {
    if (typeof value !== 'string') throw invalid(name, 'a text', value);
    const length = [...value].length;
    if ((min !== undefined && length < min) || (max !== undefined && length > max)) throw invalid(name, `a text of${bounds(min, max)} characters`, value);
    return value;
  }, 'x'.repeat(Math.max(min ?? 1, 1)));
}

/** One of the given values, whatever their JSON type (an enum of numbers, a boolean enum). */
/*#__NO_SIDE_EFFECTS__*/
export function oneValueOf<const T extends string | number | boolean>(...allowed: readonly T[]): Codec<T, T> {
  const read = codec<T, T>('value', (value, name) => {
    if (!allowed.includes(value as T)) throw invalid(name, `one of ${allowed.map((a) => shown(a)).join(', ')}`, value);
    return value as T;
  }, allowed[0]);
  return Object.assign(read, { values: allowed });
}

/** Text matching a pattern of the description (`^ssh-(rsa|dss|ed25519) …`). */
/*#__NO_SIDE_EFFECTS__*/
export function matching(pattern: string, example?: string): Codec<string, string> {
  let compiled: RegExp | undefined;
  return codec<string, string>('text', (value, name) => {
    // A pattern JavaScript cannot read is not checked here; the service still is.
    try {
      compiled ??= new RegExp(pattern, 'u');
    } catch {
      compiled = /(?:)/;
    }
    if (typeof value !== 'string' || !compiled.test(value)) throw invalid(name, `a text matching ${pattern}`, value);
    return value;
  }, example);
}

/** A multipart form (`FormData`), sent as multipart/form-data. */
export const formData = /*#__PURE__*/ codec<FormData, FormData>('value', (value, name) => {
  if (!(value instanceof FormData)) throw invalid(name, 'a FormData', value);
  return value;
});

/** Bytes or text sent as they are (a file's content). */
export const rawContent = /*#__PURE__*/ codec<string | Uint8Array, string | Uint8Array>('value', (value, name) => {
  if (typeof value !== 'string' && !(value instanceof Uint8Array)) throw invalid(name, 'text or bytes (a Uint8Array)', value);
  return value;
}, 'text');

/** Sets a member, `__proto__` included (an own member, never the object's prototype). */
function setMember(out: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  else out[key] = value;
}

/** Whether a value is a plain object (not a list, not a class instance such as a Date). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!isRecord(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * A nested object of the members GitHub documents, each read by its codec under its wire name;
 * `required` are the members GitHub requires. A member it does not document is refused, named by
 * its path (`output.titel`), unless `rest` reads the others (an object whose other members GitHub
 * types too). An absent member (or one given as `undefined`) is left out.
 */
/*#__NO_SIDE_EFFECTS__*/
export function shape(members: Readonly<Record<string, Codec<never, unknown>>>, required: readonly string[] = [], rest?: Codec<never, unknown>): Codec<unknown, Record<string, unknown>> {
  const example: Record<string, unknown> = {};
  for (const key of required) example[key] = members[key]?.example;
  return codec<unknown, Record<string, unknown>>('object', (value, name) => {
    if (!isPlainObject(value)) throw invalid(name, 'an object', value);
    const out: Record<string, unknown> = {};
    // A misspelt member is named before the member it was meant to be is missed.
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue;
      const member = Object.hasOwn(members, key) ? members[key] : rest;
      if (member === undefined) throw new ValidationError(`${name}.${key}`, `is not a member GitHub documents here (members: ${Object.keys(members).join(', ')})`);
      setMember(out, key, member(item, `${name}.${key}`));
    }
    for (const key of required) if (value[key] === undefined) throw new ValidationError(`${name}.${key}`, 'is required');
    return out;
  }, example);
}

/** An object whose members are named freely and each read by `item` (labels to colours, inputs to texts). */
/*#__NO_SIDE_EFFECTS__*/
export function recordOf<In, Out>(item: Codec<In, Out>): Codec<Readonly<Record<string, In>>, Record<string, Out>> {
  return codec<Readonly<Record<string, In>>, Record<string, Out>>('object', (value, name) => {
    if (!isPlainObject(value)) throw invalid(name, 'an object', value);
    const out: Record<string, Out> = {};
    for (const [key, entry] of Object.entries(value)) if (entry !== undefined) setMember(out, key, item(entry, `${name}.${key}`));
    return out;
  }, {});
}

/**
 * One of several forms (an id or a name; an object or a list): the first that reads the value.
 * When none does, the error is the one that went deepest into the value (it names the member at
 * fault), or one message naming every form.
 */
/*#__NO_SIDE_EFFECTS__*/
export function either(...forms: readonly Codec<never, unknown>[]): Codec<unknown, unknown> {
  const kinds = new Set(forms.map((form) => form.kind));
  const read = codec<unknown, unknown>(kinds.size === 1 ? (forms[0] as Codec<never, unknown>).kind : 'value', (value, name) => {
    let deepest: ValidationError | undefined;
    const messages: string[] = [];
    for (const form of forms) {
      try {
        return form(value, name);
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        if (error.parameter !== name && (deepest === undefined || error.parameter.length > deepest.parameter.length)) deepest = error;
        messages.push(error.message.slice(name.length + 2));
      }
    }
    throw deepest ?? new ValidationError(name, `matches none of its forms: ${messages.join('; or ')}`);
  }, forms[0]?.example);
  return forms.some((form) => form.nullable) ? Object.assign(read, { nullable: true }) : read;
}
