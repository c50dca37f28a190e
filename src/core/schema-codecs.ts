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
