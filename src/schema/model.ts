import { UnprocessableResponseBody } from '../errors/unprocessable-response-body.js';

export const RAW = Symbol.for('hubops.raw');
export const META = Symbol.for('hubops.meta');
export const MODEL = Symbol.for('hubops.model');
const MEMO = Symbol('hubops.memo');
const PATH = Symbol('hubops.path');

/** How one documented attribute is read from the wire object. */
export interface Field<T, Required extends boolean = boolean> {
  /** The wire member; null when it has the attribute's own name. */
  readonly key: string | null;
  readonly required: Required;
  /** Reads a present, non-null wire value; throws UnprocessableResponseBody when it cannot. */
  readonly read: (value: unknown, path: string) => T;
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

interface Instance {
  [RAW]: Record<string, unknown>;
  [MEMO]: Record<string, unknown>;
  [META]: Meta | undefined;
  [PATH]: string;
}

function readField(self: Instance, name: string, field: Field<unknown>): unknown {
  const memo = self[MEMO];
  if (name in memo) return memo[name];
  const key = field.key ?? name;
  const value = self[RAW][key];
  let out: unknown = null;
  if (value !== undefined && value !== null) {
    try {
      out = field.read(value, self[PATH] ? `${self[PATH]}.${key}` : key);
    } catch (error) {
      // The error carries the object that could not be read (for a top-level object, the body), not just the failing value.
      if (error instanceof UnprocessableResponseBody && (error.body !== self[RAW] || (!error.url && self[META]?.url))) {
        throw new UnprocessableResponseBody({ message: error.message, body: self[RAW], path: error.path, url: error.url ?? self[META]?.url, method: error.method ?? undefined });
      }
      throw error;
    }
  }
  memo[name] = out;
  return out;
}

const base = {
  toJSON(this: Instance) {
    return this[RAW];
  },
  [Symbol.for('nodejs.util.inspect.custom')](this: Instance & Record<string, unknown>) {
    const shown: Record<string, unknown> = {};
    for (const name in this) shown[name] = this[name];
    return shown;
  },
};

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
  const required = Object.entries(all).filter(([, field]) => field.required);
  const proto = Object.create(base) as Record<PropertyKey, unknown>;
  for (const [attr, field] of Object.entries(all)) {
    Object.defineProperty(proto, attr, { enumerable: true, get(this: Instance) { return readField(this, attr, field); } });
  }
  const type: Model<B & Parsed<F>> = {
    name,
    fields: all,
    full: full ?? null,
    wrap(raw, path = '', meta) {
      if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw unreadable(path, `expected a ${name} object`, raw, meta?.url);
      const self = Object.create(proto) as Instance;
      self[RAW] = raw as Record<string, unknown>;
      self[MEMO] = Object.create(null) as Record<string, unknown>;
      self[META] = meta;
      self[PATH] = path;
      for (const [attr, field] of required) {
        if (readField(self, attr, field) === null) throw unreadable(path ? `${path}.${field.key ?? attr}` : field.key ?? attr, `${name}.${attr} is missing`, raw, meta?.url);
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
