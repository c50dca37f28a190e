import { model, unreadable, type Fields, type Infer, type Model } from './model.js';

/**
 * A model of an answer the description gives as one of several schemas (its `oneOf`): `pick` says
 * which of `models` a wire object is, and that one reads it, so that each reading keeps its own
 * schema's promises. Its `fields` are the first model's, each promised only where every model
 * promises it: what an answer of unknown kind is sure to have.
 */
/*#__NO_SIDE_EFFECTS__*/
export function choice<const M extends readonly Model<unknown>[]>(name: string, pick: (raw: Readonly<Record<string, unknown>>) => number, ...models: M): Model<M[number] extends Model<infer T> ? T : never> {
  const [first] = models;
  if (!first) throw new TypeError(`choice ${name}: no model to choose from`);
  let fields: Fields | undefined;
  return {
    name,
    // Worked out when first looked at, not when the declaration is imported.
    get fields() {
      return (fields ??= Object.fromEntries(
        Object.entries(first.fields).map(([field, read]) => [field, read.promised && !models.every((m) => m.fields[field]?.promised) ? { ...read, required: false, promised: false } : read]),
      ));
    },
    full: null,
    wrap(raw, path = '', meta, reading) {
      if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw unreadable(path, `expected a ${name} object`, raw, meta?.url);
      return (models[pick(raw as Record<string, unknown>)] ?? first).wrap(raw, path, meta, reading) as never;
    },
  };
}

/**
 * Which of `models` a wire object is, when the answer does not say: the first, of those with the
 * most promises, whose promised members are all there (not null); else the one with the fewest
 * promises (an empty object is the "nothing set" alternative of an answer).
 */
/*#__NO_SIDE_EFFECTS__*/
export function fitting(...models: readonly Model<unknown>[]): (raw: Readonly<Record<string, unknown>>) => number {
  // Each model's index and promised wire members, most promises first: worked out at the first pick.
  let order: { index: number; promises: string[] }[] | undefined;
  return (raw) => {
    order ??= models.map((m, index) => ({ index, promises: Object.entries(m.fields).flatMap(([attr, field]) => (field.promised ? [field.key ?? attr] : [])) })).sort((a, b) => b.promises.length - a.promises.length);
    return (order.find(({ promises }) => promises.every((key) => raw[key] !== undefined && raw[key] !== null)) ?? order[order.length - 1])?.index ?? 0;
  };
}

/** An answer of several schemas, each wire object read by the one it fits (see `fitting`). */
/*#__NO_SIDE_EFFECTS__*/
export function oneOfModels<const M extends readonly Model<unknown>[]>(name: string, ...models: M): Model<M[number] extends Model<infer T> ? T : never> {
  return choice(name, fitting(...models), ...models);
}

const emptyType = /* @__PURE__ */ model('Empty', () => ({}));
/** An answer's "nothing set": an object with no members (`{}`), as some routes answer when nothing is configured. */
export type Empty = Infer<typeof emptyType>;
export const Empty: Model<Empty> = emptyType;
