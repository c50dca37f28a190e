import { UnprocessableResponseBody } from '../errors/unprocessable-response-body.js';
import { deepFreeze } from './freeze.js';

export const RAW = Symbol.for('hubops.raw');
export const META = Symbol.for('hubops.meta');
export const MODEL = Symbol.for('hubops.model');
const inspectCustom = Symbol.for('nodejs.util.inspect.custom');

/** How one documented attribute is read from the wire object. */
export interface Field<T, Required extends boolean = boolean> {
  /** The wire member; null when it has the attribute's own name. */
  readonly key: string | null;
  readonly required: Required;
  /** Reads a present, non-null wire value; throws UnprocessableResponseBody when it cannot. */
  readonly read: (value: unknown, path: string) => T;
  /**
   * What each read hands out, given what was read once: a value that cannot be frozen (a
   * Date: its prototype's setters work on any Date) is given out as a new copy every time.
   */
  readonly copy?: (value: unknown) => unknown;
}

export type Fields = Readonly<Record<string, Field<unknown>>>;

type Out<F> = F extends Field<infer T, infer R> ? (R extends true ? T : T | null) : never;
/** The parsed type of a set of fields: documented names, null where the service left a field out. */
export type Parsed<F extends Fields> = { readonly [K in keyof F]: Out<F[K]> };

/** Conditional-request data of the response an object came from. */
export interface Meta {
  readonly etag: string | null;
  readonly lastModified: string | null;
  /** The URL (without credentials) the object was read from, named by errors about it. */
  readonly url?: string;
}

export interface Model<T> {
  readonly name: string;
  readonly fields: Fields;
  /** What `refresh` turns an object of this type into (the full type of a summary). */
  full: Model<unknown> | null;
  /** Parsed data over a wire object; throws UnprocessableResponseBody when it cannot be read. */
  wrap(raw: unknown, path?: string, meta?: Meta): T;
}

/** The parsed type of a model: `Infer<typeof Repository>`. */
export type Infer<M> = M extends Model<infer T> ? T : never;

export function unreadable(path: string, message: string, body: unknown, url?: string): UnprocessableResponseBody {
  return new UnprocessableResponseBody({ message: `${path || 'body'}: ${message}`, body, path, url });
}

let wireOf: (value: object) => Record<string, unknown> | undefined;
let metaOfParsed: (value: object) => Meta | undefined;
let readField: (self: Wire, slot: number, name: string, field: Field<unknown>) => unknown;

/**
 * What every parsed object is: its wire object, what was read from it, and where it came
 * from live in private fields, out of reach of any caller (a symbol-keyed member would not be).
 */
class Wire {
  readonly #raw: Record<string, unknown>;
  // What was read, by the field's place in its type (a read never gives undefined): made on the
  // first read, as a listing's items are often read for a few fields, or none.
  #memo: unknown[] | undefined;
  readonly #meta: Meta | undefined;
  readonly #path: string;

  constructor(raw: Record<string, unknown>, meta: Meta | undefined, path: string) {
    this.#raw = raw;
    // A listing hands every item of a page the same frozen record; anything else is copied.
    this.#meta = meta && (Object.isFrozen(meta) ? meta : Object.freeze({ ...meta }));
    this.#path = path;
  }

  static {
    wireOf = (value) => (#raw in value ? value.#raw : undefined);
    metaOfParsed = (value) => (#meta in value ? value.#meta : undefined);
    readField = (self, slot, name, field) => {
      const memo = (self.#memo ??= []);
      const out = memo[slot] !== undefined ? memo[slot] : (memo[slot] = self.#read(name, field));
      return field.copy && out !== null ? field.copy(out) : out;
    };
  }

  #read(name: string, field: Field<unknown>): unknown {
    const key = field.key ?? name;
    const value = this.#raw[key];
    if (value === undefined || value === null) return null;
    try {
      return field.read(value, this.#path ? `${this.#path}.${key}` : key);
    } catch (error) {
      // The error carries the object that could not be read (for a top-level object, the body), not just the failing value.
      const url = this.#meta?.url;
      if (error instanceof UnprocessableResponseBody && (error.body !== this.#raw || (!error.url && url))) {
        throw new UnprocessableResponseBody({ message: error.message, body: this.#raw, path: error.path, url: error.url ?? url, method: error.method ?? undefined });
      }
      throw error;
    }
  }

  /** The wire object, frozen: handing it out must not let a caller change what this object, or a cache, reads. */
  toJSON(): Readonly<Record<string, unknown>> {
    return deepFreeze(this.#raw);
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
    for (const name in this) {
      try {
        shown[name] = (this as Record<string, unknown>)[name];
      } catch (error) {
        shown[name] = `[Unreadable: ${error instanceof Error ? error.message : String(error)}]`;
      }
    }
    return shown;
  }
}

for (const key of ['toJSON', RAW, META, inspectCustom]) Object.defineProperty(Wire.prototype, key, { enumerable: false });

/** The wire object parsed data was read from (not frozen here: callers that hand it out freeze it). */
export function rawOfParsed(value: object): Record<string, unknown> | undefined {
  return wireOf(value);
}

/** The conditional-request data parsed data keeps. */
export function metaOf(value: object): Meta | undefined {
  return metaOfParsed(value);
}

/**
 * A parsed-data type. Objects keep the wire object they were read from; identity
 * (required) fields are checked at once, the others parsed on first read and kept.
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
/*#__NO_SIDE_EFFECTS__*/
export function model<F extends Fields, B = unknown>(name: string, fields: F, extend?: Model<B>, full?: Model<unknown>): Model<B & Parsed<F>> {
  const all: Fields = { ...extend?.fields, ...fields };
  const entries = Object.entries(all);
  const required = entries.flatMap(([attr, field], slot) => (field.required ? [[attr, field, slot] as const] : []));
  const Type = class extends Wire {};
  const proto = Type.prototype as unknown as Record<PropertyKey, unknown>;
  entries.forEach(([attr, field], slot) => {
    Object.defineProperty(proto, attr, { enumerable: true, get(this: Wire) { return readField(this, slot, attr, field); } });
  });
  const type: Model<B & Parsed<F>> = {
    name,
    fields: all,
    full: full ?? null,
    wrap(raw, path = '', meta) {
      if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw unreadable(path, `expected a ${name} object`, raw, meta?.url);
      const self = new Type(raw as Record<string, unknown>, meta, path);
      for (const [attr, field, slot] of required) {
        if (readField(self, slot, attr, field) === null) throw unreadable(path ? `${path}.${field.key ?? attr}` : field.key ?? attr, `${name}.${attr} is missing`, raw, meta?.url);
      }
      return Object.freeze(self) as unknown as B & Parsed<F>;
    },
  };
  proto[MODEL] = type;
  return type;
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
