import { freezeAll } from './freeze.js';
import { PLAIN_TESTS, unreadable, type Field, type Model } from './model.js';
import { FrozenDate } from './frozen-date.js';
import { urlTemplate, type UrlTemplate } from './template.js';

/** The same field under another wire name (`comments` → `comments_count`). */
/*#__NO_SIDE_EFFECTS__*/
export function wire<T, R extends boolean>(key: string, f: Field<T, R>): Field<T, R> {
  return { ...f, key };
}

/** A field whose absence makes the object unreadable (ids). */
/*#__NO_SIDE_EFFECTS__*/
export function required<T>(f: Field<T>): Field<T, true> {
  return { ...f, required: true };
}

/**
 * A field GitHub's description promises (required and never null): typed non-null; when an
 * answer breaks the promise (leaves it out, sends null or a wrong type), reading the field
 * throws UnprocessableResponseBody naming it, and every other field of the object reads.
 */
/*#__NO_SIDE_EFFECTS__*/
export function promised<T>(f: Field<T>): Field<T, true> {
  return { ...f, required: true, promised: true };
}

/**
 * A field the given API version removes: it reads null in that version's answers, and a session
 * typed for that version has no such field.
 */
/*#__NO_SIDE_EFFECTS__*/
export function gone<T, V extends string>(version: V, f: Field<T>): Field<T, false> & { readonly later: { readonly [K in V]: null } } {
  return { ...f, required: false, promised: false, later: { [version]: null } as { readonly [K in V]: null } };
}

/** A field the given API version sends in another shape (`later`), read as such in that version's answers. */
/*#__NO_SIDE_EFFECTS__*/
export function changed<T, R extends boolean, U, S extends boolean, V extends string>(version: V, f: Field<T, R>, later: Field<U, S>): Field<T, R> & { readonly later: { readonly [K in V]: Field<U, S> } } {
  return { ...f, later: { [version]: later } as { readonly [K in V]: Field<U, S> } };
}

/** A nested object of another type. */
/*#__NO_SIDE_EFFECTS__*/
export function one<T>(type: Model<T>): Field<T, false> {
  return { key: null, required: false, read: (value, path, reading) => type.wrap(value, path, undefined, reading) };
}

/** A list of objects of another type. */
/*#__NO_SIDE_EFFECTS__*/
export function many<T>(type: Model<T>): Field<readonly T[], false> {
  return {
    key: null,
    required: false,
    read(value, path, reading) {
      if (!Array.isArray(value)) throw unreadable(path, `expected a list of ${type.name}`, value);
      const items = new Array<T>(value.length);
      for (let i = 0; i < value.length; i++) items[i] = type.wrap(value[i], `${path}[${i}]`, undefined, reading);
      return Object.freeze(items);
    },
  };
}

/*#__NO_SIDE_EFFECTS__*/
function checked<T>(expected: string, test: (value: unknown) => boolean, out: (value: never) => T = (value) => value as T): Field<T, false> {
  return {
    key: null,
    required: false,
    read(value, path) {
      if (!test(value)) throw unreadable(path, `expected ${expected}`, value);
      const read = out(value as never);
      return typeof read === 'object' ? freezeAll(read) : read;
    },
  };
}

// The everyday field types are read by plain checks: every bundle reads them, so they stay a
// test and a message each.
const isObject = (value: unknown): boolean => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A field of a plain JSON value (string, number, boolean) taken as is when it passes `test` (one of `PLAIN_TESTS`). */
/*#__NO_SIDE_EFFECTS__*/
function plain<T>(expected: string, which: 0 | 1 | 2): Field<T, false> {
  // Looked up here, not at the module's top level: a bundler keeps a member read made there.
  const test = PLAIN_TESTS[which];
  return { ...checked<T>(expected, test), test };
}

export const str = /* @__PURE__ */ plain<string>('a string', 0);
export const num = /* @__PURE__ */ plain<number>('a number', 1);
export const bool = /* @__PURE__ */ plain<boolean>('a boolean', 2);
export const id = /* @__PURE__ */ required(num);
export const strings = /* @__PURE__ */ checked<readonly string[]>('a list of strings', (value) => Array.isArray(value) && value.every((item) => typeof item === 'string'));
/** A JSON object kept as received (deep-frozen). */
export const mapping = /* @__PURE__ */ checked<Readonly<Record<string, unknown>>>('an object', isObject);
/** Any JSON value kept as received (deep-frozen). */
export const json = /* @__PURE__ */ checked<unknown>('a JSON value', () => true);
/**
 * A date-time, as a Date whose setters throw; an empty string reads as null, like an absent
 * one. What is kept is the time; each read gives a new Date: `Date.prototype.setTime.call(d, …)`
 * works on any Date, so a shared one could be changed under another reader. Compare dates by
 * value, not `===`.
 */
const ISO_DATE_TIME = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d{1,9})?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

export const date: Field<Date, false> = {
  key: null,
  required: false,
  read(value, path) {
    if (value === '') return null as unknown as Date;
    const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
    if (Number.isNaN(time)) throw unreadable(path, 'expected an ISO 8601 date-time', value);
    return time as unknown as Date;
  },
  // The form GitHub writes (`2011-01-26T19:01:12Z`), every part in range: Date.parse reads all of
  // these, and this test is several times cheaper than parsing, for the dates of every listed item.
  test: (value) => typeof value === 'string' && ISO_DATE_TIME.test(value),
  copy: (time) => new FrozenDate(time as number),
};
/**
 * The promised forms of the plain fields, made once: a generated model names one of these rather
 * than making its own for every field (fields are values, so one serves every model).
 */
export const promisedStr = /* @__PURE__ */ promised(str);
export const promisedNum = /* @__PURE__ */ promised(num);
export const promisedBool = /* @__PURE__ */ promised(bool);
export const promisedDate = /* @__PURE__ */ promised(date);
export const promisedJson = /* @__PURE__ */ promised(json);
export const promisedMapping = /* @__PURE__ */ promised(mapping);
export const promisedStrings = /* @__PURE__ */ promised(strings);
/**
 * A `*_url` member read as an expandable template. Items of a listing repeat the same template
 * (an author's, a repository's) one after another: each field hands out the value it made last
 * when the text is the same, so a held listing keeps one (templates are frozen, so sharing is safe).
 */
/*#__NO_SIDE_EFFECTS__*/
export function urlt(key: string): Field<UrlTemplate, false> {
  let lastText: unknown;
  let last: UrlTemplate | undefined;
  return {
    key,
    required: false,
    read(value, path) {
      if (value === lastText && last) return last;
      if (typeof value !== 'string') throw unreadable(path, 'expected a URL template', value);
      lastText = value;
      return (last = urlTemplate(value));
    },
  };
}

/**
 * A nested object of a type named later (a type that refers back to itself, or to one that
 * refers to it): the type is looked up when a value is read.
 */
/*#__NO_SIDE_EFFECTS__*/
export function later<T>(type: () => Model<T>): Field<T, false> {
  return { key: null, required: false, read: (value, path, reading) => type().wrap(value, path, undefined, reading) };
}

/** A list of objects of a type named later (see `later`). */
/*#__NO_SIDE_EFFECTS__*/
export function manyLater<T>(type: () => Model<T>): Field<readonly T[], false> {
  return { key: null, required: false, read: (value, path, reading) => many(type()).read(value, path, reading) };
}
