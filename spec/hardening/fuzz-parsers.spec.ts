import { inspect } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UnprocessableResponseBody } from '../../src/errors/index.js';
import { bool, date, json, mapping, num, str, strings } from '../../src/models/library/fields.js';
import type { Field, Model } from '../../src/models/library/model.js';
import { asDict, asJson, fromDict, fromJson } from '../../src/models/library/objects.js';
import { contentText, decodedContent } from '../../src/models/contents.js';
import { isParsed, isPlainObject, modelOf, models, RECORDED } from '../support/parsed-types.js';

/**
 * Seeded property tests of the response parsers: every exported type wraps any JSON value —
 * one with the type's own keys holding wrong-typed values, huge numbers, nested nulls,
 * hostile text — and every field read (and `asDict`, `inspect`, `JSON.stringify`) either gives
 * a value of the declared kind or throws UnprocessableResponseBody. Never a TypeError, never
 * any other error; and whatever is handed out cannot be changed.
 */

const SEED = 20240611;
const RUNS = 200;

type Read = Field<unknown>['read'];

/** What a field of each shared reader must give when it gives anything. */
const KINDS = new Map<Read, [kind: string, test: (value: unknown) => boolean]>([
  [str.read, ['a string', (v) => typeof v === 'string']],
  [num.read, ['a finite number', (v) => typeof v === 'number' && Number.isFinite(v)]],
  [bool.read, ['a boolean', (v) => typeof v === 'boolean']],
  [strings.read, ['a list of strings', (v) => Array.isArray(v) && v.every((s) => typeof s === 'string')]],
  [mapping.read, ['an object', isPlainObject]],
  [json.read, ['a JSON value', (v) => v !== undefined]],
  [date.read, ['a valid Date', (v) => v instanceof Date && !Number.isNaN(v.getTime())]],
  [decodedContent.read, ['bytes', (v) => v instanceof Uint8Array]],
  [contentText.read, ['a string', (v) => typeof v === 'string']],
]);

/** What a `*_urlt` field gives: each has its own reader. */
const TEMPLATE: [string, (value: unknown) => boolean] = ['a URL template', (v) => typeof v === 'object' && v !== null && typeof (v as { template?: unknown }).template === 'string'];

/** Nested types, lists of them and the areas' own readers: parsed data, a list or record, or a primitive. */
const OTHER: [string, (value: unknown) => boolean] = ['parsed data, a list, a record or a primitive', (v) => v !== undefined && typeof v !== 'function' && typeof v !== 'symbol'];

// The checks below run for every field of every run: plain tests, with `expect` only to report a failure (it costs too much per field).

function check(holds: boolean, message: () => string): void {
  if (!holds) expect.fail(message());
}

/** Whether `change` is refused with a TypeError, as strict mode refuses writing to frozen data. */
function refused(change: () => void): boolean {
  try {
    change();
    return false;
  } catch (error) {
    return error instanceof TypeError;
  }
}

/** Lists and records handed out are frozen all the way down (bytes and dates are copies, checked apart). */
function expectDeeplyFrozen(value: unknown, where: string): void {
  if (typeof value !== 'object' || value === null || value instanceof Date || value instanceof Uint8Array) return;
  check(Object.isFrozen(value), () => `${where} is not frozen`);
  if (isParsed(value)) return;
  for (const member of Object.values(value)) expectDeeplyFrozen(member, where);
}

/** A read either gives a value or throws UnprocessableResponseBody; anything else fails. */
function read(run: () => unknown, where: () => string): { value?: unknown } {
  try {
    return { value: run() };
  } catch (error) {
    check(error instanceof UnprocessableResponseBody, () => `${where()}: ${error instanceof Error ? error.stack : String(error)}`);
    return {};
  }
}

/** An attempt to change what was handed out: refused (strict mode throws), and the value unchanged. */
function expectUnchangeable(parsed: object, name: string, before: unknown, where: string): void {
  check(refused(() => ((parsed as Record<string, unknown>)[name] = 'changed')), () => `${where} could be assigned`);
  const again = (parsed as Record<string, unknown>)[name];
  if (before instanceof Date) {
    check(refused(() => before.setTime(0)) && (again as Date).getTime() === before.getTime(), () => `${where}: the date could be changed`);
  } else if (before instanceof Uint8Array) {
    const original = Array.from(before);
    if (before.length > 0) before[0] = (before[0] as number) ^ 0xff;
    check(Array.from(again as Uint8Array).join() === original.join(), () => `${where}: the bytes could be changed`);
  } else {
    check(Object.is(again, before), () => `${where} reads differently after an assignment`);
  }
}

/** Reads every field of parsed data, and of the parsed data nested in it, checking each against its declared kind. */
function readEverything(parsed: object, where: string, depth = 0): void {
  check(Object.isFrozen(parsed) && (depth > 0 || refused(() => ((parsed as Record<string, unknown>).added = 1))), () => `${where} is not frozen`);
  for (const [name, field] of Object.entries(modelOf(parsed).fields)) {
    const at = `${where}.${name}`;
    const { value } = read(() => (parsed as Record<string, unknown>)[name], () => at);
    if (value === undefined || value === null) continue;
    const [kind, test] = KINDS.get(field.read) ?? (name.endsWith('_urlt') ? TEMPLATE : OTHER);
    check(test(value), () => `${at} is ${kind}, not ${inspect(value)}`);
    if (name.endsWith('_urlt')) {
      for (const variables of [{}, { owner: '..', repo: 'a/b', number: 1, path: ['x', 'y'] }]) check(typeof (value as { expand(v: object): unknown }).expand(variables) === 'string', () => `${at}.expand`);
    }
    expectDeeplyFrozen(value, at);
    // Assigning is tried on the top level only: nested data is frozen alike (checked), and each refusal costs a thrown error.
    if (depth === 0) expectUnchangeable(parsed, name, value, at);
    const members: unknown[] = Array.isArray(value) ? value : isParsed(value) ? [value] : isPlainObject(value) ? Object.values(value as object) : [];
    if (depth < 4) for (const nested of members) if (isParsed(nested)) readEverything(nested, at, depth + 1);
  }
}

/** Every wire key any type reads: nested objects are made of them, so that nested types find their own keys. */
const WIRE_KEYS = [...new Set(models.flatMap(([, type]) => Object.entries(type.fields).map(([name, field]) => field.key ?? name)))].sort();

/** Numbers JSON text can hold that a JavaScript number reads badly: written into the text as they stand. */
const HUGE = ['1e999', '-1e999', '1e-400', '123456789012345678901234567890', '-0', '9007199254740993', '1.7976931348623157e308'];

const leaf = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(...HUGE).map((n) => `<<${n}>>`),
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) }),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc.constantFrom('', '2011-01-26T19:01:12Z', '0000-13-45T99:99:99Z', 'not a date', '{', '{/x:99999999}', '{?a,b*}', 'aGVsbG8=', '====', '..', '%2e%2e'),
);

/** JSON values built from the wire keys: objects that look like the real thing, holding anything. */
const { value: wireValue } = fc.letrec<{ value: unknown; object: Record<string, unknown> }>((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('object'), fc.array(tie('value'), { maxLength: 3 })),
  object: fc
    .tuple(fc.dictionary(fc.constantFrom(...WIRE_KEYS), tie('value'), { maxKeys: 6 }), fc.option(fc.integer({ min: 1 }), { nil: undefined }))
    .map(([members, id]) => (id === undefined ? members : { ...members, id })),
}));

/** A member's value: mostly a wrong-typed or odd leaf, sometimes a nested structure. */
const memberValue = fc.oneof({ weight: 3, arbitrary: leaf }, { weight: 1, arbitrary: wireValue });

function recordedLike(type: Model<object>): { object: Record<string, unknown>; paths: (string | number)[][] }[] {
  const own = new Set(Object.entries(type.fields).map(([name, field]) => field.key ?? name));
  const scored = RECORDED.map((entry) => ({ ...entry, score: entry.keys.filter((key) => own.has(key)).length }));
  const best = Math.max(...scored.map((entry) => entry.score));
  const likest = scored.filter((entry) => entry.score > 0 && entry.score >= best * 0.8).sort((a, b) => a.size - b.size).slice(0, 4);
  return likest.map(({ object }) => ({ object, paths: pathsOf(object) }));
}

function pathsOf(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return out;
  for (const [key, member] of Object.entries(value)) {
    const path = [...prefix, Array.isArray(value) ? Number(key) : key];
    out.push(path);
    pathsOf(member, path, out);
  }
  return out;
}

/** A recorded object with a few values, at any depth, replaced by odd ones (a value set to undefined is left out of the text). */
function broken(object: Record<string, unknown>, paths: (string | number)[][], changes: [number, unknown][]): unknown {
  const copy = structuredClone(object);
  for (const [at, value] of changes) {
    const path = paths[at % paths.length] as (string | number)[];
    let parent: Record<string | number, unknown> | undefined = copy;
    for (const key of path.slice(0, -1)) parent = isPlainObject(parent?.[key]) || Array.isArray(parent?.[key]) ? (parent?.[key] as Record<string | number, unknown>) : undefined;
    if (parent) parent[path[path.length - 1] as string | number] = value;
  }
  return copy;
}

/** An answer for `type`: any JSON value, an object of its own keys (its identity fields often readable), or a recorded one broken. */
function answerFor(type: Model<object>): fc.Arbitrary<unknown> {
  const own = Object.entries(type.fields).map(([name, field]) => field.key ?? name);
  const identity = Object.fromEntries(
    Object.entries(type.fields)
      .filter(([, field]) => field.required)
      .map(([name, field]) => [field.key ?? name, field.read === num.read ? fc.integer({ min: 1 }) : fc.string({ minLength: 1 })]),
  );
  const shaped = fc.dictionary(fc.constantFrom(...own), memberValue, { minKeys: 1, maxKeys: 24, size: 'medium' });
  const recorded = recordedLike(type);
  const change = fc.tuple(fc.nat(), fc.oneof(memberValue, fc.constant(undefined)));
  const generated = [fc.jsonValue({ maxDepth: 3 }), wireValue, shaped, fc.tuple(shaped, fc.record(identity)).map(([a, b]) => ({ ...a, ...b }))];
  if (recorded.length === 0) return fc.oneof(...generated);
  const breakRecorded = fc.tuple(fc.constantFrom(...recorded), fc.array(change, { minLength: 1, maxLength: 4 })).map(([{ object, paths }, changes]) => broken(object, paths, changes));
  return fc.oneof(...generated, { weight: 3, arbitrary: breakRecorded });
}

/** The JSON text of a generated answer, with the huge numbers written as numbers. */
const textOf = (answer: unknown): string => JSON.stringify(answer).replace(/"<<([^>]+)>>"/g, '$1');

describe('property: every parsed type reads any JSON answer', () => {
  it('finds every exported type', () => {
    expect(models.length).toBeGreaterThan(60);
    expect(models.map(([name]) => name)).toEqual(expect.arrayContaining(['Repository', 'Issue', 'PullRequest', 'Gist', 'Contents']));
  });

  it.each(models)('%s: a value of the declared kind or UnprocessableResponseBody, never another error; frozen', (name, type) => {
    fc.assert(
      fc.property(answerFor(type), fc.boolean(), (answer, asText) => {
        const text = textOf(answer);
        const { value: parsed } = read(() => (asText ? fromJson(type, text) : fromDict(type, JSON.parse(text))), () => `${name} of ${text}`);
        if (parsed === undefined) return;
        check(isParsed(parsed), () => `${name}: not parsed data`);
        readEverything(parsed as object, name);
        check(typeof inspect(parsed, { depth: 3 }) === 'string', () => `${name}: inspect`);
        // JSON.stringify writes the fields (or names the one that cannot be read); asDict gives
        // back the wire object as it arrived, unchanged, and frozen.
        const wire = JSON.stringify(JSON.parse(text));
        const { value: written } = read(() => JSON.stringify(parsed), () => `${name}: JSON.stringify`);
        if (written !== undefined) check(Object.keys(JSON.parse(written as string)).join() === Object.keys(parsed as object).join(), () => `${name}: JSON.stringify writes other members than the fields`);
        const dict = asDict(parsed as object);
        check(JSON.stringify(dict) === wire, () => `${name}: asDict differs from the wire object`);
        expectDeeplyFrozen(dict, `${name} asDict`);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('a member named like a built-in (__proto__, constructor, toJSON) is data, nothing more', () => {
    for (const [name, type] of models) {
      const text = '{"__proto__": {"id": 1, "polluted": true}, "constructor": 5, "toJSON": 1, "id": 1, "sha": "x", "name": "n"}';
      const { value: parsed } = read(() => fromJson(type, text), () => name);
      if (parsed === undefined) continue;
      readEverything(parsed as object, name);
      expect(JSON.parse(asJson(parsed as object))).toEqual(JSON.parse(text));
      expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
    }
  });
});
