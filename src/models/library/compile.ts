import { useAnswerReading, type CompileMaker, type Field, type FieldsAt, type Make } from './model.js';

/** Whether this runtime compiles code from text (a Content-Security-Policy may forbid it). */
let compiles: boolean | undefined;

/**
 * A type's maker as code made from its field list: a constructor with a store per field, in
 * declaration order, as a hand-written class would have. Every object of a type gets one shape,
 * the runtime keeps each store fast, and, counting the constructor's stores, makes each object
 * big enough for all its fields at once (set after construction, a large type's fields grew the
 * object a few at a time, copying it each time: about 9 KB made and dropped for each 87-field
 * repository). The same steps as the interpreted ones in model.ts, which read a type where the
 * runtime refuses code from text.
 */
const compileMaker: CompileMaker = (helpers) => {
  if (compiles === false) return null;
  const { slots } = helpers;
  try {
    const steps = slots.map(({ attr, key, field }, i) => {
      const member = JSON.stringify(attr);
      const wireKey = JSON.stringify(key);
      const get = `v = raw[${wireKey}];`;
      const absent = field.required ? (field.promised ? `(bad = broken(bad, ${i}, path, raw, url, c), null)` : `missing(${i}, path, raw, url, c)`) : 'null';
      const where = `path ? path + ${JSON.stringify(`.${key}`)} : ${wireKey}`;
      if (field.copy) return `${get} if (v === undefined || v === null) this[${member}] = ${absent}; else { if (!frozen) frozen = Object.freeze(raw); Object.defineProperty(this, ${member}, accessors[${i}]); ${field.test ? `if (!f${i}.test(v)) ` : ''}try { f${i}.read(v, ${where}, c); } catch (e) { bad = fail(bad, ${i}, e, raw, url, c); } }`;
      const plain = field.test ? `else if (f${i}.test(v)) this[${member}] = v; ` : '';
      const read = `else try { this[${member}] = f${i}.read(v, ${where}, c); } catch (e) { this[${member}] = (bad = fail(bad, ${i}, e, raw, url, c), null); }`;
      return `${get} if (v === undefined || v === null) this[${member}] = ${absent}; ${plain}${read}`;
    });
    const locals = slots.map((_, i) => `f${i} = h.slots[${i}].field`).join(', ');
    const prelude = slots.some(({ field }) => field.copy) ? 'let frozen;' : '';
    const made = new Function(
      'h',
      `"use strict"; const { missing, fail, broken, accessors, Base, settle } = h; const ${locals}; class Made extends Base { constructor(raw, meta, path, url, c) { super(raw, meta); ${prelude} let v, bad; ${steps.join(' ')} if (bad) settle(this, bad, c); } } return (raw, meta, path, url, c) => new Made(raw, meta, path, url, c);`,
    );
    const make = made(helpers) as Make;
    compiles = true;
    return make;
  } catch {
    compiles = false;
    return null;
  }
};

/** A type's fields as an API version sends them (a removed one reads null, a changed one its new shape), or null when that version changes none. */
const fieldsAt: FieldsAt = (fields, version) => {
  let changed = false;
  const out: Record<string, Field<unknown>> = {};
  for (const attr in fields) {
    const field = fields[attr] as Field<unknown>;
    const later = field.later?.[version];
    if (later === undefined) {
      out[attr] = field;
      continue;
    }
    changed = true;
    // Removed (null): reads null. Changed: the later field, under the same wire key.
    out[attr] = { required: false, read: () => null, ...later, key: later?.key ?? field.key };
  }
  return changed ? out : null;
};

/**
 * Reads every type from here on as answers need: with makers compiled from their field lists,
 * where the runtime allows code from text, and with the fields a later API version changes read
 * as it sends them. What reads answers calls it (an operation's answer, through `observed`; a
 * listing's `PageIterator`; `parseReply`; `fromDict` and `fromJson`), so that a listing reads
 * fast, and a bundle that only reads webhook deliveries (which have no API version) carries neither.
 */
export function answerReading(): void {
  useAnswerReading(compileMaker, fieldsAt);
}
