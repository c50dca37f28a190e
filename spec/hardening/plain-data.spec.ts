import assert from 'node:assert';
import { inspect } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { bool, date, json, mapping, num, str, strings } from '../../src/models/library/fields.js';
import type { Field, Model } from '../../src/models/library/model.js';
import { asDict, fromDict } from '../../src/models/library/objects.js';
import { getAdminStats } from '../../src/enterprise-admin/stats.js';
import { getEmojis } from '../../src/misc/emojis.js';
import { getMeta } from '../../src/meta/meta.js';
import { getRateLimit } from '../../src/misc/rate-limit.js';
import { getTeamMembership } from '../../src/teams/memberships.js';
import { answered } from '../support/capture.js';
import { isParsed, isPlainObject, modelOf, models, RECORDED } from '../support/parsed-types.js';

/**
 * Parsed results are plain data: every field an own enumerable property holding its parsed
 * value, so the language's own tools (keys, spread, `structuredClone`, `JSON.stringify`,
 * `node:assert` and vitest's equality) see the fields. Checked for every exported type on a
 * wire object made of recorded values, every field of it filled where a recording has one.
 */

type Path = (string | number)[];

/** Values of the everyday kinds, for fields no recording holds a readable value of. */
const MADE = new Map<unknown, unknown>([
  [str.read, 'text'],
  [num.read, 7],
  [bool.read, true],
  [date.read, '2020-01-02T03:04:05Z'],
  [strings.read, ['a', 'b']],
  [mapping.read, { key: 'value' }],
  [json.read, { key: 1 }],
]);

/** Whether a wire value reads as the field, all the way down (a structured clone reads every nested field). */
function readsWhole(field: Field<unknown>, value: unknown, key: string): boolean {
  try {
    structuredClone(field.read(value, key));
    return true;
  } catch {
    return false;
  }
}

/** A wire object for `type`: for each field, the first recorded value its reader accepts whole. */
function wireFor(type: Model<object>): Record<string, unknown> {
  const wire: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(type.fields)) {
    const key = field.key ?? name;
    if (key in wire) continue;
    const recorded = RECORDED.find(({ object }) => object[key] !== null && object[key] !== undefined && readsWhole(field, object[key], key));
    if (recorded) wire[key] = recorded.object[key];
    else if (MADE.has(field.read)) wire[key] = MADE.get(field.read);
  }
  for (const [name, field] of Object.entries(type.fields)) if (field.required && !((field.key ?? name) in wire)) wire[field.key ?? name] = 1;
  return structuredClone(wire);
}

/** Paths of the JSON leaves under `value`. */
function leaves(value: unknown, at: Path, out: Path[]): void {
  if (Array.isArray(value)) value.forEach((item, i) => leaves(item, [...at, i], out));
  else if (isPlainObject(value)) for (const [key, member] of Object.entries(value)) leaves(member, [...at, key], out);
  else if (value !== null) out.push(at);
}

/**
 * The wire leaves a field of parsed data is read from: members of nested parsed data (by its own
 * type's fields), everything inside a record kept as received, and each plain value.
 */
function fieldLeaves(parsed: object, wire: Record<string, unknown>, at: Path = [], out: Path[] = []): Path[] {
  for (const [name, field] of Object.entries(modelOf(parsed).fields)) {
    const key = field.key ?? name;
    const member = wire[key];
    if (member === null || member === undefined) continue;
    let value: unknown;
    try {
      value = (parsed as Record<string, unknown>)[name];
    } catch {
      continue;
    }
    if (isParsed(value) && isPlainObject(member)) fieldLeaves(value, member, [...at, key], out);
    else if (Array.isArray(value) && value.every(isParsed) && Array.isArray(member)) value.forEach((item, i) => isPlainObject(member[i]) && fieldLeaves(item as object, member[i], [...at, key, i], out));
    else if (field.read === mapping.read || field.read === json.read || field.read === strings.read) leaves(member, [...at, key], out);
    else if (typeof member !== 'object') out.push([...at, key]);
  }
  return out;
}

/** Another JSON value of the same kind (a date-time stays a valid date-time, a second later). */
function changed(value: unknown): unknown {
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'boolean') return !value;
  const text = String(value);
  const time = /^\d{4}-\d\d-\d\dT/.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(time) ? `${text}x` : new Date(time + 1000).toISOString();
}

function changedAt(wire: Record<string, unknown>, path: Path): Record<string, unknown> {
  const copy = structuredClone(wire);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  parent[last] = changed(parent[last]);
  return copy;
}

/** Whether an assertion passes (a field that cannot be read makes a comparison throw: it does not pass). */
function passes(assertion: () => void): boolean {
  try {
    assertion();
    return true;
  } catch {
    return false;
  }
}

/** At most `count` paths, spread over the list. */
function sample(paths: Path[], count: number): Path[] {
  if (paths.length <= count) return paths;
  return Array.from({ length: count }, (_, i) => paths[Math.floor((i * paths.length) / count)] as Path);
}

/** The parsed value as plain objects, what a structured clone of it is. */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (value instanceof Date) return new Date(value.getTime());
  if (value instanceof Uint8Array || typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, member]) => [key, plain(member)]));
}

describe('property: every parsed type is plain data', () => {
  it('covers every exported type, each with most of its fields filled from recordings', () => {
    expect(models.length).toBeGreaterThan(60);
    const filled = models.map(([, type]) => Object.keys(wireFor(type)).length / Object.keys(type.fields).length);
    expect(filled.reduce((a, b) => a + b, 0) / filled.length).toBeGreaterThan(0.6);
  });

  it.each(models)('%s: keys, spread, entries, for…in and JSON list the declared fields', (name, type) => {
    const parsed = fromDict(type, wireFor(type));
    const declared = Object.keys(type.fields);
    expect(Object.keys(parsed)).toEqual(declared);
    expect(Object.keys({ ...parsed })).toEqual(declared);
    const forIn: string[] = [];
    for (const key in parsed) forIn.push(key);
    expect(forIn).toEqual(declared);
    for (const [key, value] of Object.entries(parsed)) {
      const again = (parsed as Record<string, unknown>)[key];
      if (value instanceof Date) expect(value.getTime()).toBe((again as Date).getTime());
      else if (value instanceof Uint8Array) expect([...value]).toEqual([...(again as Uint8Array)]);
      else expect(value).toBe(again);
    }
    expect(Object.keys(JSON.parse(JSON.stringify(parsed)))).toEqual(declared);
    expect(inspect(parsed)).not.toMatch(/\[Getter\]/);
    expect(asDict(parsed)).toEqual(wireFor(type));
  });

  it.each(models)('%s: structuredClone gives a plain object of the same values', (name, type) => {
    const parsed = fromDict(type, wireFor(type));
    const clone = structuredClone(parsed);
    expect(Object.getPrototypeOf(clone)).toBe(Object.prototype);
    assert.deepStrictEqual(clone, plain(parsed));
    expect(clone).toEqual(parsed);
  });

  it.each(models)('%s: equal wire data compares equal; a change in any one field, nested ones included, does not', (name, type) => {
    const wire = wireFor(type);
    const a = fromDict(type, wire);
    const same = fromDict(type, structuredClone(wire));
    assert.deepStrictEqual(a, same);
    expect(a).toEqual(same);
    expect(a).toStrictEqual(same);
    // A member no field reads is kept for asDict, and is not part of the data compared.
    const extra = fromDict(type, { ...structuredClone(wire), not_a_documented_member: 1 });
    assert.deepStrictEqual(a, extra);

    const paths = fieldLeaves(a, wire);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of sample(paths, 40)) {
      const other = fromDict(type, changedAt(wire, path));
      const where = `${name} with ${path.join('.')} changed`;
      expect(passes(() => assert.deepStrictEqual(a, other)), `${where}: deepStrictEqual`).toBe(false);
      expect(passes(() => expect(a).toEqual(other)), `${where}: toEqual`).toBe(false);
    }
  });
});

describe('where the runtime refuses to compile code from text (a Content-Security-Policy)', () => {
  it('every type makes the same plain data, field by field', async () => {
    let refused = 0;
    vi.resetModules();
    vi.stubGlobal('Function', function refuse() {
      refused++;
      throw new EvalError('Code generation from strings disallowed for this context');
    });
    try {
      const fresh = (await import('../../src/models/documented.js')) as unknown as Record<string, Model<object>>;
      const { fromDict: freshFromDict } = await import('../../src/models/library/objects.js');
      for (const [name, type] of models) {
        const wire = wireFor(type);
        const compiled = fromDict(type, wire);
        const interpreted = freshFromDict(fresh[name] as Model<object>, structuredClone(wire));
        expect(Object.keys(interpreted), name).toEqual(Object.keys(compiled));
        expect(Object.isFrozen(interpreted), name).toBe(true);
        assert.deepStrictEqual(structuredClone(interpreted), structuredClone(compiled), name);
      }
      const broken = freshFromDict(fresh.Issue as Model<object>, { ...wireFor(models.find(([name]) => name === 'Issue')?.[1] as Model<object>), title: 5 }) as { title: unknown; number: unknown };
      expect(() => broken.title).toThrow(/title: expected a string/);
      expect(broken.number).not.toBeNull();
    } finally {
      vi.unstubAllGlobals();
      vi.resetModules();
    }
    expect(refused).toBeGreaterThan(0);
  });
});

describe('results the interface calls mappings', () => {
  const cases: [string, unknown, (session: ReturnType<typeof answered>['session']) => Promise<object>][] = [
    ['emojis', { '+1': 'https://github.githubassets.com/images/icons/emoji/unicode/1f44d.png', octocat: 'https://github.githubassets.com/images/icons/emoji/octocat.png' }, (s) => getEmojis(s)],
    ['meta', { verifiable_password_authentication: true, hooks: ['192.30.252.0/22'], api: ['192.30.252.0/22'] }, (s) => getMeta(s)],
    ['the rate limit', { resources: { core: { limit: 5000, remaining: 4999, reset: 1372700873, used: 1 } }, rate: { limit: 5000, remaining: 4999, reset: 1372700873, used: 1 } }, (s) => getRateLimit(s)],
    ['membership_for', { url: 'https://api.github.com/teams/1/memberships/octocat', role: 'member', state: 'active' }, (s) => getTeamMembership(s, 1, 'octocat')],
    ['the admin statistics', { repos: { total_repos: 212, root_repos: 194, fork_repos: 18, org_repos: 51, total_pushes: 3082, total_wikis: 15 } }, (s) => getAdminStats(s, 'all')],
  ];

  it.each(cases)('%s: a frozen record of the service’s keys, seen by keys, spread, clone and equality', async (name, answer, call) => {
    const { session, sent } = answered({ token: 'test-token-plain-data' }, answer);
    const result = await call(session);
    expect(sent).toHaveLength(1);
    expect(Object.isFrozen(result)).toBe(true);
    for (const key of Object.keys(answer as object)) expect(Object.keys(result)).toContain(key);
    expect({ ...result }).toMatchObject(structuredClone(answer) as object);
    expect(structuredClone(result)).toMatchObject(answer as object);
    const again = await call(answered({ token: 'test-token-plain-data' }, answer).session);
    assert.deepStrictEqual(result, again);
  });
});
