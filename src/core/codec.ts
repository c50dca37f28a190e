import { ValidationError } from '../errors/validation-error.js';
import type { Session } from './types.js';

/**
 * What a codec is, for the checks that drive every operation with bad values: a path
 * segment, free text, a whole number, one of a set, a list, a timestamp, a resource
 * reference, a flag, a nested object of documented members (`object`), or anything else (`value`).
 */
export type CodecKind = 'segment' | 'text' | 'int' | 'enum' | 'list' | 'date' | 'ref' | 'bool' | 'object' | 'value';

/**
 * Reads one argument before anything is sent: checks it and returns what goes on the wire,
 * or throws a ValidationError naming the parameter. `In` is the type callers may pass.
 */
export interface Codec<In, Out = unknown> {
  (value: unknown, name: string): Out;
  readonly kind: CodecKind;
  /** A value it accepts, for generated checks and documentation. */
  readonly example?: unknown;
  /** Every value it accepts, for a codec of a few (`oneOf`): for documentation and the conformance checks. */
  readonly values?: readonly unknown[];
  /** It takes null (sent as null: "remove it"), so a required argument may be given as null. */
  readonly nullable?: boolean;
  /** Type-level only: what callers may pass. */
  readonly __in?: (value: In) => void;
}

/** What a codec accepts. */
export type CodecIn<C> = C extends Codec<infer In, unknown> ? In : never;

/**
 * A codec from its kind (which bad values the generated checks try), the function that reads a
 * value or throws a ValidationError naming the parameter, and a value it accepts.
 * @example
 * ```ts
 * import { codec, ValidationError } from 'hubops';
 *
 * // A new rule for an argument: checked before anything is sent, named in the ValidationError.
 * export const hexColor = codec<string, string>('text', (value, name) => {
 *   if (typeof value !== 'string' || !/^[0-9a-f]{6}$/i.test(value)) throw new ValidationError(name, 'must be six hex digits');
 *   return value.toLowerCase();
 * }, 'fc2929');
 * ```
 */
/*#__NO_SIDE_EFFECTS__*/
export function codec<In, Out>(kind: CodecKind, read: (value: unknown, name: string) => Out, example?: In): Codec<In, Out> {
  if (typeof read !== 'function') throw new ValidationError('read', 'must be a function of the value and its parameter name');
  return Object.assign(read, { kind, example }) as Codec<In, Out>;
}

/** A short description of a value for a message: never the value of a secret, never a huge text. */
export function shown(value: unknown): string {
  // A token given in the wrong place must not end up in an error's text: GitHub's tokens say what they are.
  if (typeof value === 'string') return value.length > 40 || /^(?:gh[opsur]_|github_pat_)/.test(value) ? `a ${value.length}-character text` : JSON.stringify(value);
  if (value === null || typeof value === 'number' || typeof value === 'boolean' || value === undefined) return String(value);
  if (Array.isArray(value)) return 'a list';
  return `a ${typeof value}`;
}

export function invalid(name: string, expected: string, value: unknown): ValidationError {
  return new ValidationError(name, `must be ${expected}, not ${shown(value)}`);
}

/** Half of a UTF-16 surrogate pair: text holding one has no UTF-8 form, so no URL can carry it. */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text for a path segment: not empty, and not `.` or `..`, which would move the request elsewhere. */
export function segmentText(value: unknown, name: string): string {
  if (typeof value !== 'string' || value === '') throw invalid(name, 'a non-empty text', value);
  if (loneSurrogate.test(value)) throw new ValidationError(name, 'must be well-formed text: it holds half of a UTF-16 surrogate pair, which no URL can carry');
  // Also written percent-encoded, or as a part between slashes (sent as %2F): a server or proxy that decodes before resolving would move the request just the same.
  if (/^(?:\.|%2e){1,2}$/i.test(value)) throw new ValidationError(name, `must not be "${value}": a dot segment would send the request to another resource`);
  if (value.split(/[/\\]/).some((part) => /^(?:\.|%2e){1,2}$/i.test(part))) throw new ValidationError(name, `must not hold a "." or ".." part between slashes: ${shown(value)} decoded would send the request to another resource`);
  return value;
}

/** One path segment given as text (a login, a label name, a template name). */
export const segment = /*#__PURE__*/ codec<string, string>('segment', segmentText, 'octocat');

/** Any text (a comment body, a description); an empty one is allowed. */
export const text = /*#__PURE__*/ codec<string, string>('text', (value, name) => {
  if (typeof value !== 'string') throw invalid(name, 'a text', value);
  return value;
}, 'text');

/** Text that must say something (a title, a name): not empty, not only white space. */
export const required = /*#__PURE__*/ codec<string, string>('text', (value, name) => {
  if (typeof value !== 'string' || value.trim() === '') throw invalid(name, 'a non-empty text', value);
  return value;
}, 'Title');

/**
 * A positional argument GitHub makes optional (a declaration with `described` lets it be left
 * out): the same codec, its argument typed as one that may be `undefined`.
 */
/*#__NO_SIDE_EFFECTS__*/
export function leavable<In, Out>(read: Codec<In, Out>): Codec<In | undefined, Out> {
  return read as Codec<In | undefined, Out>;
}

/** A member of parsed data, or undefined where the answer broke its promise (reading it throws): for a reference that has other ways to its address. */
export function memberOf(value: Readonly<Record<string, unknown>>, key: string): unknown {
  try {
    return value[key];
  } catch {
    return undefined;
  }
}

/** A flag. */
export const flag = /*#__PURE__*/ codec<boolean, boolean>('bool', (value, name) => {
  if (typeof value !== 'boolean') throw invalid(name, 'true or false', value);
  return value;
}, true);

/** A whole number ≥ 1 (issue numbers, ids). */
export const positive = /*#__PURE__*/ codec<number, number>('int', (value, name) => {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) throw invalid(name, 'a whole number ≥ 1', value);
  return value;
}, 1);

/** A whole number ≥ 0. */
export const count = /*#__PURE__*/ codec<number, number>('int', (value, name) => {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw invalid(name, 'a whole number ≥ 0', value);
  return value;
}, 0);

/** One of the given texts. */
/*#__NO_SIDE_EFFECTS__*/
export function oneOf<const T extends string>(...allowed: readonly T[]): Codec<T, T> {
  const read = codec<T, T>('enum', (value, name) => {
    if (!allowed.includes(value as T)) throw invalid(name, `one of ${allowed.map((a) => JSON.stringify(a)).join(', ')}`, value);
    return value as T;
  }, allowed[0]);
  return Object.assign(read, { values: allowed });
}

/** A list (an array) of what `item` reads; each item named `name[i]` in messages. */
/*#__NO_SIDE_EFFECTS__*/
export function listOf<In, Out>(item: Codec<In, Out>, options: { nonEmpty?: boolean } = {}): Codec<readonly In[], Out[]> {
  return codec<readonly In[], Out[]>('list', (value, name) => {
    if (!Array.isArray(value)) throw invalid(name, 'a list', value);
    if (options.nonEmpty && value.length === 0) throw new ValidationError(name, 'must name at least one');
    return value.map((entry, i) => item(entry, `${name}[${i}]`));
  }, item.example === undefined ? undefined : [item.example as In]);
}

/** The same codec, also taking null (sent as null: "remove it"). */
/*#__NO_SIDE_EFFECTS__*/
export function nullable<In, Out>(inner: Codec<In, Out>): Codec<In | null, Out | null> {
  const read = codec<In | null, Out | null>(inner.kind, (value, name) => (value === null ? null : inner(value, name)), inner.example as In | undefined);
  return Object.assign(read, { nullable: true });
}

const iso8601 = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** A timestamp: a Date or an ISO 8601 text, sent as ISO 8601 text. */
export const timestamp = /*#__PURE__*/ codec<Date | string, string>('date', (value, name) => {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new ValidationError(name, 'is an invalid Date');
    return value.toISOString().replace(/\.000Z$/, 'Z');
  }
  if (typeof value !== 'string' || !iso8601.test(value)) throw invalid(name, 'a Date or an ISO 8601 text', value);
  return value;
}, '2011-04-10T20:09:31Z');

/** A plain object (not null, not a list, not parsed data is up to the operation). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a value is a session made by `createSession` (its transport and its state). */
export function isSession(value: unknown): value is Session {
  return isRecord(value) && typeof value.ky === 'function' && isRecord(value.state);
}

/** A session made by `createSession`: anything else is a ValidationError, never a TypeError further on. */
export function checkSession(value: unknown): asserts value is Session {
  if (!isSession(value)) throw invalid('session', 'a session made by createSession', value);
}

const SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/i;

/** A full git object sha (40 hex digits, or 64), given as text or read from parsed data's `sha` (a parsed commit, tree, tag or blob). */
export const objectSha = /*#__PURE__*/ codec<string | { readonly sha: string | null }, string>('text', (value, name) => {
  const sha = isRecord(value) && 'sha' in value ? value.sha : value;
  if (typeof sha !== 'string' || !SHA.test(sha)) throw invalid(name, 'a full object sha (40 hex digits) or parsed data with one', value);
  return sha;
}, '6dcb09b5b57875f334f61aebed695e2e4193db5e');
