import { UnprocessableResponseBody } from '../../errors/unprocessable-response-body.js';
import { deepFreeze } from './freeze.js';
import type { Changes, LaterVersion } from './versions.js';

export const RAW = /* @__PURE__ */ Symbol.for('hubops.raw');
export const META = /* @__PURE__ */ Symbol.for('hubops.meta');
export const MODEL = /* @__PURE__ */ Symbol.for('hubops.model');
const inspectCustom = /* @__PURE__ */ Symbol.for('nodejs.util.inspect.custom');

/** How one documented attribute is read from the wire object. */
export interface Field<T, Required extends boolean = boolean> {
  /** The wire member; null when it has the attribute's own name. */
  readonly key: string | null;
  /**
   * The parsed value is never null. Alone, the field is an identity (an id): a missing one
   * fails the object. With `promised`, GitHub's description promises it: a missing, null or
   * unreadable value makes the field throw when read, and every other field still reads.
   */
  readonly required: Required;
  readonly promised?: boolean;
  /**
   * Reads a present, non-null wire value; throws UnprocessableResponseBody when it cannot. A field
   * that reads nested objects hands them `reading`, the read of the answer they are part of.
   */
  readonly read: (value: unknown, path: string, reading?: Reading) => T;
  /**
   * A wire value that passes is known good without a call to `read`, which then only reports
   * what fails: it is the field's value as is (strings, numbers, booleans), or, for a field read
   * through `copy`, a value `read` accepts (a date-time in the form GitHub writes them).
   */
  readonly test?: (value: unknown) => boolean;
  /**
   * What each read hands out, given what was read once: a value that cannot be frozen (a
   * Date: its prototype's setters work on any Date) is given out as a new copy every time.
   */
  readonly copy?: (value: unknown) => unknown;
  /**
   * How a later API version sends the field, by version: null when that version removed it (it
   * reads null there), or the field it reads as instead (a changed shape).
   */
  readonly later?: Readonly<Record<string, Field<unknown> | null>>;
}

export type Fields = Readonly<Record<string, Field<unknown>>>;

/**
 * The checks of the plain JSON values (a string, a finite number, a boolean): the fields `str`,
 * `num` and `bool` test with these, and a reader interpreting the field list checks a field whose
 * test is one of them first.
 */
export const PLAIN_TESTS: readonly [(value: unknown) => boolean, (value: unknown) => boolean, (value: unknown) => boolean] = [
  (value) => typeof value === 'string',
  (value) => typeof value === 'number' && Number.isFinite(value),
  (value) => typeof value === 'boolean',
];

type Out<F> = F extends Field<infer T, infer R> ? (R extends true ? T : T | null) : never;
type LaterField<F> = F extends { readonly later: { readonly [V in LaterVersion]: infer L } } ? L : undefined;
type ChangedKeys<F> = { [K in keyof F]: LaterField<F[K]> extends undefined ? never : K }[keyof F];
/** What the later API version changes in a set of fields (type-level): removed ones as never, changed ones as their new type. */
type LaterFields<F> = { readonly [K in ChangedKeys<F>]: LaterField<F[K]> extends Field<unknown> ? Out<LaterField<F[K]>> : never };
/** The parsed type of a set of fields: documented names, null where the service left a field out. */
export type Parsed<F extends Fields> = { readonly [K in keyof F]: Out<F[K]> } & Changes<never, LaterFields<F>>;

/** Conditional-request data of the response an object came from. */
export interface Meta {
  readonly etag: string | null;
  readonly lastModified: string | null;
  /** The URL (without credentials) the object was read from, named by errors about it. */
  readonly url?: string;
  /** The REST API version of the session that read it: fields are read as that version sends them. */
  readonly version?: string | null;
}

export interface Model<T> {
  readonly name: string;
  readonly fields: Fields;
  /** What `refresh` turns an object of this type into (the full type of a summary). */
  full: Model<unknown> | null;
  /**
   * Parsed data over a wire object; throws UnprocessableResponseBody when it cannot be read.
   * `reading` is the read of the answer it is part of (see `Reading`).
   */
  wrap(raw: unknown, path?: string, meta?: Meta, reading?: Reading): T;
}

/**
 * What one read of an answer hands every object it makes, nested ones too: the API version the
 * answer is read as, and, for a deviation hook, where the promises it breaks are told. It travels
 * with the read (as an argument), so reads never share state.
 */
export interface Reading {
  /** The REST API version of the answer: fields a later version changes are read as it sends them. */
  readonly version?: string | null | undefined;
  /** Where broken promises are told (a deviation hook's read, which `watch` brings); absent, none is worked out. */
  readonly witness?: Witness | undefined;
}

/**
 * What a deviation hook's read is told of each broken promise, as the reader meets it: each
 * answers the report to keep with the field (a field that reads as its error), and `found` is
 * told the reports of an object once it is made.
 */
export interface Witness {
  /** An identity field (`key` of a `model` object at `path`) is absent or null: its whole object fails. */
  missing(model: string, field: Field<unknown>, path: string, key: string, value: unknown): void;
  /** A field's `value` failed its check with `error`; with `identity`, its whole object fails with it. */
  failed(model: string, field: Field<unknown>, key: string, value: unknown, error: unknown, identity: boolean): Deviation;
  /** A promised field is absent or null. */
  broken(model: string, field: Field<unknown>, path: string, key: string, value: unknown): Deviation;
  found(deviation: Deviation): void;
}

/** The parsed type of a model: `Infer<typeof Repository>`. */
export type Infer<M> = M extends Model<infer T> ? T : never;

export function unreadable(path: string, message: string, body: unknown, url?: string): UnprocessableResponseBody {
  return new UnprocessableResponseBody({ message: `${path || 'body'}: ${message}`, body, path, url });
}

let wireOf: (value: object) => Record<string, unknown> | undefined;
let metaOfParsed: (value: object) => Meta | undefined;

/**
 * What every parsed object is: its fields are its own enumerable properties (plain data to
 * spread, clone and compare); its wire object and where it came from live in private fields,
 * out of reach of any caller (a symbol-keyed member would not be).
 */
class Wire {
  readonly #raw: Record<string, unknown>;
  readonly #meta: Meta | undefined;

  constructor(raw: Record<string, unknown>, meta: Meta | undefined) {
    this.#raw = raw;
    // A listing hands every item of a page the same frozen record; anything else is copied.
    this.#meta = meta && (Object.isFrozen(meta) ? meta : Object.freeze({ ...meta }));
  }

  static {
    wireOf = (value) => (#raw in value ? value.#raw : undefined);
    metaOfParsed = (value) => (#meta in value ? value.#meta : undefined);
  }

  get [RAW](): Readonly<Record<string, unknown>> {
    return deepFreeze(this.#raw);
  }

  get [META](): Meta | undefined {
    return this.#meta;
  }

  /** Every field, read; one that cannot be read is shown as such: printing must never throw. */
  [inspectCustom](): Record<string, unknown> {
    const shown: Record<string, unknown> = {};
    for (const name of Object.keys(this)) {
      try {
        shown[name] = (this as Record<string, unknown>)[name];
      } catch (error) {
        shown[name] = `[Unreadable: ${error instanceof Error ? error.message : String(error)}]`;
      }
    }
    return shown;
  }
}

for (const key of [RAW, META, inspectCustom]) Object.defineProperty(Wire.prototype, key, { enumerable: false });

/** The wire object parsed data was read from (not frozen here: callers that hand it out freeze it). */
export function rawOfParsed(value: object): Record<string, unknown> | undefined {
  return wireOf(value);
}

/** The conditional-request data parsed data keeps. */
export function metaOf(value: object): Meta | undefined {
  return metaOfParsed(value);
}

/** Makes one object of a type from its wire object, every field set (not yet frozen). */
export type Make = (raw: Record<string, unknown>, meta: Meta | undefined, path: string, url: string | undefined, reading: Reading | undefined) => object;

/** An error about a field, carrying the object it could not be read from (for a top-level object, the body). */
function located(error: unknown, raw: Record<string, unknown>, url: string | undefined): unknown {
  if (error instanceof UnprocessableResponseBody && (error.body !== raw || (!error.url && url))) {
    return new UnprocessableResponseBody({ message: error.message, body: raw, path: error.path, url: error.url ?? url, method: error.method ?? undefined });
  }
  return error;
}

/** A broken promise of GitHub's description in an answer: where, in which type, what it promises and what came instead. */
export interface Deviation {
  readonly path: string;
  readonly model: string;
  readonly expected: string;
  /** `'absent'`, `'null'` or the JSON type of what came (`'a number'`), never the value. */
  readonly got: string;
}

/**
 * A field of one object that failed its check: its attribute, what makes the error it reads as,
 * and the broken promise, when one is being noted.
 */
export type Failure = readonly [attr: string, error: () => unknown, deviation: Deviation | undefined];

/**
 * What a maker made from a type's field list works with: each field's slot (its attribute, wire
 * key and field), what a field that fails or is missing becomes, the class its objects are of,
 * and `settle`, which makes each failed field throw its error when read.
 */
export interface MakerHelpers {
  readonly slots: readonly { readonly attr: string; readonly key: string; readonly field: Field<unknown> }[];
  readonly missing: (i: number, path: string, raw: Record<string, unknown>, url: string | undefined, c: Reading | undefined) => never;
  readonly fail: (bad: Failure[] | undefined, i: number, error: unknown, raw: Record<string, unknown>, url: string | undefined, c: Reading | undefined) => Failure[];
  readonly broken: (bad: Failure[] | undefined, i: number, path: string, raw: Record<string, unknown>, url: string | undefined, c: Reading | undefined) => Failure[];
  readonly accessors: readonly (PropertyDescriptor | undefined)[];
  readonly Base: new (raw: Record<string, unknown>, meta: Meta | undefined) => object;
  readonly settle: (self: object, bad: Failure[], c: Reading | undefined) => void;
}

/** Makes a type's maker as code from its field list, or null where the runtime refuses code from text. */
export type CompileMaker = (helpers: MakerHelpers) => Make | null;

/**
 * The compiler of makers, once something that reads answers has installed it (`answerReading`):
 * until then, and in a bundle that only reads webhook deliveries, every type is read by the
 * interpreted steps, and no compiler is bundled.
 */
let compileMaker: CompileMaker | undefined;

/** A type's fields as an API version sends them, or null when that version changes none. */
export type FieldsAt = (fields: Fields, version: string) => Fields | null;

/**
 * How a type's fields are read in a later API version's answers, once what reads answers has
 * installed it: a webhook delivery has no API version, so a receiver carries none of it.
 */
let laterFields: FieldsAt | undefined;

/** Installs the compiler of makers and the reading of later versions (see `answerReading`); types read from then on use them. */
export function useAnswerReading(compile: CompileMaker, later: FieldsAt): void {
  compileMaker = compile;
  laterFields = later;
}

/**
 * Makes each failed field of an object an accessor that throws its error, and tells the witness
 * of its broken promises. The error is made when the field is first read, and thrown again at
 * every read after. Made with its object (a stack trace each), the errors made an answer that
 * breaks a promise in every item of a listing read about nine times as slow as one that keeps it;
 * made when read, about three times.
 */
function settle(self: object, bad: Failure[], c: Reading | undefined): void {
  for (const [attr, error, deviation] of bad) {
    let made: unknown;
    Object.defineProperty(self, attr, { enumerable: true, get: () => { throw (made ??= error()); } });
    if (deviation) c?.witness?.found(deviation);
  }
}

/**
 * The function that makes a type's objects (of class `Base`). Each field is an own enumerable
 * property set in declaration order, so every object of a type has one shape: made as code from
 * the field list once a compiler is installed and the runtime allows it (a constructor that sets
 * every field, which the runtime then makes each object big enough for), otherwise the same steps
 * interpreted. A field read through `copy` is an accessor handing out a new copy of what was
 * read; a field whose value fails its check becomes an accessor that throws the error naming its
 * path, and every other field still reads.
 */
function maker(name: string, fields: Fields, Base: new (raw: Record<string, unknown>, meta: Meta | undefined) => object): Make {
  const slots = Object.entries(fields).map(([attr, field]) => ({ attr, key: field.key ?? attr, field }));
  // An assignment to `__proto__` would set the object's prototype, not a field.
  if (slots.some(({ attr }) => attr === '__proto__')) throw new TypeError(`${name}: a field cannot be named __proto__`);
  const at = (path: string, key: string) => (path ? `${path}.${key}` : key);
  const missing = (i: number, path: string, raw: Record<string, unknown>, url: string | undefined, c: Reading | undefined): never => {
    const { attr, key, field } = slots[i] as (typeof slots)[number];
    c?.witness?.missing(name, field, path, key, raw[key]);
    throw unreadable(at(path, key), `${name}.${attr} is missing`, raw, url);
  };
  /** A field's value failed its check: an identity field fails the object, any other reads as the error. */
  const fail = (bad: Failure[] | undefined, i: number, error: unknown, raw: Record<string, unknown>, url: string | undefined, c: Reading | undefined): Failure[] => {
    const { attr, key, field } = slots[i] as (typeof slots)[number];
    const identity = field.required && !field.promised;
    const deviation = c?.witness?.failed(name, field, key, raw[key], error, identity);
    if (identity) throw located(error, raw, url);
    (bad ??= []).push([attr, () => located(error, raw, url), deviation]);
    return bad;
  };
  /** A promised field the answer leaves out (or sends null): it reads as the error naming it. */
  const broken = (bad: Failure[] | undefined, i: number, path: string, raw: Record<string, unknown>, url: string | undefined, c: Reading | undefined): Failure[] => {
    const { attr, key, field } = slots[i] as (typeof slots)[number];
    const value = raw[key];
    (bad ??= []).push([attr, () => unreadable(at(path, key), `${name}.${attr} is ${value === null ? 'null' : 'missing'}, which GitHub's description says it never is`, raw, url), c?.witness?.broken(name, field, path, key, value)]);
    return bad;
  };
  // A field read through `copy` is checked when the object is made and read again on each access
  // from the wire object (frozen at its top, so what was checked is what is read): each read
  // hands out a new value, and nothing more is kept per object. Absent, it is a plain `null`.
  const accessors = slots.map(({ key, field }) => {
    const { read, copy } = field;
    if (!copy) return undefined;
    return {
      enumerable: true,
      configurable: true,
      get(this: Wire) {
        const value = (wireOf(this) as Record<string, unknown>)[key];
        const out = value === null || value === undefined ? null : read(value, key);
        return out === null ? null : copy(out);
      },
    };
  });
  const compiled = compileMaker?.({ slots, missing, fail, broken, accessors, Base, settle });
  if (compiled) return compiled;
  // The same steps interpreted. A plain field's value (a string, number or boolean) is checked first,
  // by the test of its kind, one of three functions: one call site the runtime keeps fast.
  const plainTests = slots.map(({ field }) => (field.test && PLAIN_TESTS.includes(field.test) ? field.test : null));
  return (raw, meta, path, url, c) => {
    const self = new Base(raw, meta);
    const target = self as unknown as Record<string, unknown>;
    let bad: Failure[] | undefined;
    for (let i = 0; i < slots.length; i++) {
      const { attr, key, field } = slots[i] as (typeof slots)[number];
      const v = raw[key];
      if (plainTests[i]?.(v)) {
        target[attr] = v;
      } else if (field.copy && v !== undefined && v !== null) {
        Object.freeze(raw);
        Object.defineProperty(self, attr, accessors[i] as PropertyDescriptor);
        if (field.test?.(v)) continue;
        try {
          field.read(v, at(path, key), c);
        } catch (error) {
          bad = fail(bad, i, error, raw, url, c);
        }
      } else if (v === undefined || v === null) {
        target[attr] = field.required ? (field.promised ? ((bad = broken(bad, i, path, raw, url, c)), null) : missing(i, path, raw, url, c)) : null;
      } else if (field.test?.(v)) {
        target[attr] = v;
      } else {
        try {
          target[attr] = field.read(v, at(path, key), c);
        } catch (error) {
          bad = fail(bad, i, error, raw, url, c);
          target[attr] = null;
        }
      }
    }
    if (bad) settle(self, bad, c);
    return self;
  };
}

/**
 * A parsed-data type. Objects keep the wire object they were read from; every field is read
 * when the object is made and is an own enumerable property (a field that fails its check
 * throws when read; a missing or unreadable identity field fails the object).
 * `full` is what `refresh` turns its objects into (see also `fullOf`).
 *
 * A declaration names its type: `const userType = model(…); export interface User extends
 * Infer<typeof userType> {} export const User: Model<User> = userType;` — so nested fields,
 * results and editors show `User`, not its structure.
 *
 * Declarations mark each call `/* @__PURE__ *\/` (this one and the field helpers'), so that a
 * bundle keeps only the types it uses: some bundlers (esbuild) do not carry a function's own
 * no-side-effects mark across modules.
 */
export function model<F extends Fields>(name: string, fields: F | (() => F), extend?: undefined, full?: Model<unknown>): Model<Parsed<F>>;
export function model<F extends Fields, B>(name: string, fields: F | (() => F), extend: Model<B>, full?: Model<unknown>): Model<B & Parsed<F>>;
/*#__NO_SIDE_EFFECTS__*/
export function model<F extends Fields, B = unknown>(name: string, fields: F | (() => F), extend?: Model<B>, full?: Model<unknown>): Model<B & Parsed<F>> {
  // Nothing is built until it is used: importing a module of declarations makes no class and
  // copies no field list; the first object read (or the first look at `fields`) does.
  let all: Fields | undefined;
  let Type: (new (raw: Record<string, unknown>, meta: Meta | undefined) => Wire) | undefined;
  let make: Make | undefined;
  // Fields a later API version changes are read by that version's own maker.
  let makes: Record<string, Make> = {};
  // The compiler the makers were made with: made again once one is installed.
  let madeWith: CompileMaker | undefined;
  const makerOf = (version: string | null | undefined): Make => {
    if (madeWith !== compileMaker) {
      madeWith = compileMaker;
      make = undefined;
      makes = {};
    }
    if (!version || !laterFields) return (make ??= maker(name, type.fields, typeOf()));
    if (!makes[version]) {
      const changed = laterFields(type.fields, version);
      makes[version] = changed ? maker(name, changed, typeOf()) : makerOf(null);
    }
    return makes[version];
  };
  const typeOf = () => {
    if (!Type) {
      Type = class extends Wire {};
      (Type.prototype as unknown as Record<PropertyKey, unknown>)[MODEL] = type;
    }
    return Type;
  };
  const type: Model<B & Parsed<F>> = {
    name,
    get fields() {
      if (!all) {
        const own = typeof fields === 'function' ? fields() : fields;
        all = extend ? { ...extend.fields, ...own } : own;
      }
      return all;
    },
    full: full ?? null,
    wrap(raw, path = '', meta, reading) {
      if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw unreadable(path, `expected a ${name} object`, raw, meta?.url);
      // An answer's object is read as the version of its answer; a nested one as that of the answer it is part of.
      const version = meta?.version ?? reading?.version;
      const c = version === reading?.version ? reading : { ...reading, version };
      return Object.freeze(makerOf(version)(raw as Record<string, unknown>, meta, path, meta?.url, c)) as unknown as B & Parsed<F>;
    },
  };
  return type;
}

/** A type's fields, none of them promised but those named `K`: each other may be null. */
export type Unpromised<T, K extends PropertyKey = never> = { readonly [P in keyof T]: P extends K ? T[P] : T[P] | null };

/**
 * A type whose fields keep no promise but those named `kept`: what another type
 * extends when the first one's promises do not hold for it (an anonymous contributor is a user
 * without a login; a search result promises what the search item's schema does).
 */
/*#__NO_SIDE_EFFECTS__*/
export function unpromised<T, const K extends string = never>(type: Model<T>, ...kept: readonly K[]): Model<Unpromised<T, K>> {
  let fields: Fields | undefined;
  // Worked out when first looked at, as a model's own fields are.
  return {
    name: type.name,
    full: type.full,
    wrap: type.wrap,
    get fields() {
      return (fields ??= Object.fromEntries(Object.entries(type.fields).map(([name, field]) => [name, field.promised && !kept.includes(name as K) ? { ...field, required: false, promised: false } : field])));
    },
  } as unknown as Model<Unpromised<T, K>>;
}

/**
 * Declares `full` as what `refresh` turns objects of the `summaries` into, and returns it.
 * Written on the full type's declaration, so that a bundle using only a summary type does
 * not carry its full type (`refresh` then reads the summary type, or the `type` it is given).
 */
/*#__NO_SIDE_EFFECTS__*/
export function fullOf<T>(full: Model<T>, ...summaries: Model<unknown>[]): Model<T> {
  for (const summary of summaries) summary.full = full as Model<unknown>;
  return full;
}
