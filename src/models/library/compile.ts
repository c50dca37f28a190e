import { useAnswerReading, type CompileFill, type Field, type FieldsAt, type Fill } from './model.js';

/** Whether this runtime compiles code from text (a Content-Security-Policy may forbid it). */
let compiles: boolean | undefined;

/**
 * A type's fill as code made from its field list: a store per field, in declaration order, as a
 * hand-written constructor would make (every object of a type gets one shape, and the runtime
 * keeps each store fast). The same steps as the interpreted fill in model.ts, which reads a
 * type where the runtime refuses code from text.
 */
const compileFill: CompileFill = (helpers) => {
  if (compiles === false) return null;
  const { slots } = helpers;
  try {
    const steps = slots.map(({ attr, key, field }, i) => {
      const member = JSON.stringify(attr);
      const wireKey = JSON.stringify(key);
      const get = `v = raw[${wireKey}];`;
      const absent = field.required ? (field.promised ? `(bad = broken(bad, ${i}, path, raw, url, c), null)` : `missing(${i}, path, raw, url, c)`) : 'null';
      const where = `path ? path + ${JSON.stringify(`.${key}`)} : ${wireKey}`;
      if (field.copy) return `${get} if (v === undefined || v === null) self[${member}] = ${absent}; else { if (!frozen) frozen = Object.freeze(raw); Object.defineProperty(self, ${member}, accessors[${i}]); ${field.test ? `if (!f${i}.test(v)) ` : ''}try { f${i}.read(v, ${where}, c); } catch (e) { bad = fail(bad, ${i}, e, raw, url, c); } }`;
      const plain = field.test ? `else if (f${i}.test(v)) self[${member}] = v; ` : '';
      const read = `else try { self[${member}] = f${i}.read(v, ${where}, c); } catch (e) { self[${member}] = (bad = fail(bad, ${i}, e, raw, url, c), null); }`;
      return `${get} if (v === undefined || v === null) self[${member}] = ${absent}; ${plain}${read}`;
    });
    const locals = slots.map((_, i) => `f${i} = h.slots[${i}].field`).join(', ');
    const prelude = slots.some(({ field }) => field.copy) ? 'let frozen;' : '';
    const make = new Function('h', `"use strict"; const { missing, fail, broken, accessors } = h; const ${locals}; return function fill(self, raw, path, url, c) { ${prelude} let v, bad; ${steps.join(' ')} return bad; };`);
    const fill = make(helpers) as Fill;
    compiles = true;
    return fill;
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
 * Reads every type from here on as answers need: with fills compiled from their field lists,
 * where the runtime allows code from text, and with the fields a later API version changes read
 * as it sends them. What reads answers calls it (an operation's answer, through `observed`; a
 * listing's `PageIterator`; `parseReply`; `fromDict` and `fromJson`), so that a listing reads
 * fast, and a bundle that only reads webhook deliveries (which have no API version) carries neither.
 */
export function answerReading(): void {
  useAnswerReading(compileFill, fieldsAt);
}
