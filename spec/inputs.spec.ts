import { describe, expect, it } from 'vitest';
import type { Codec } from '../src/core/codec.js';
import { mayBeLeftOut, paramsOf, type Declaration, type Declared, type Param } from '../src/core/operation.js';
import { createSession } from '../src/core/session.js';
import type { Session } from '../src/core/types.js';
import { ValidationError } from '../src/errors/validation-error.js';
import * as hubops from '../src/index.js';

/**
 * Every exported operation, driven with bad values generated from its declaration: each
 * wrong type, null, empty, dot-segment or out-of-range argument must give a ValidationError
 * naming it, with nothing sent, and never any other error.
 */

interface Sent {
  method: string;
  url: string;
}

function session(): { session: Session; sent: Sent[] } {
  const sent: Sent[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    sent.push({ method: request.method, url: request.url });
    return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { session: createSession({ token: 'inputs-spec-token', fetch }), sent };
}

const declared = Object.entries(hubops)
  .filter((entry): entry is [string, ((...args: unknown[]) => unknown) & Declared] => typeof entry[1] === 'function' && 'declaration' in entry[1])
  .sort(([a], [b]) => a.localeCompare(b));

const composed = Object.entries(hubops)
  .filter((entry): entry is [string, (...args: unknown[]) => unknown] => typeof entry[1] === 'function' && !('declaration' in entry[1]))
  // Operations: functions whose first parameter is the session.
  .filter(([, fn]) => /^(?:async\s+)?(?:function\s*\w*\s*)?\(\s*_?session\b/.test(fn.toString()))
  // Functions of the session alone (newSession) have no argument to check.
  .filter(([, fn]) => !/^(?:async\s+)?(?:function\s*\w*\s*)?\(\s*session\s*\)/.test(fn.toString()));

const hostileUrl = 'https://api.github.com/repos/%2E%2E/%2E%2E/issues/1';

/** Values no codec of this kind may accept. */
function badValues(codec: Codec<never>, required: boolean): unknown[] {
  const everyKind: unknown[] = [{}, Symbol('bad'), () => 'bad', Number.NaN];
  if (!required && !takesNull(codec)) everyKind.push(null);
  switch (codec.kind) {
    case 'segment':
      return [...everyKind, '', '.', '..', 7, ['a'], true];
    case 'text':
      return [...everyKind, 7, ['a'], true];
    case 'int':
      return [...everyKind, -1, 1.5, Number.POSITIVE_INFINITY, '1', [1], true];
    case 'enum':
      return [...everyKind, 'no-such-value', 7, ['a'], true];
    case 'list':
      return [...everyKind, 'a,b', 7, [Symbol('item')], true];
    case 'date':
      return [...everyKind, 'yesterday', new Date(Number.NaN), 7, true];
    case 'bool':
      return [...everyKind, 'true', 1, ['a']];
    case 'ref': {
      // A reference given by number (a key id) takes whole numbers ≥ 1; no other reference takes a number.
      const numbers = typeof codec.example === 'number' ? [-1, 0, 1.5, Number.POSITIVE_INFINITY] : [7];
      return [...everyKind, '', '.', '..', '../..', ...numbers, [], true, { url: hostileUrl, number: 1 }, { owner: '..', repo: 'r', number: 1 }];
    }
    case 'object':
      // A nested object: no other kind of value (its members are checked by spec/generated/nested-arguments.spec.ts).
      return [Symbol('bad'), () => 'bad', Number.NaN, 'text', 7, ['a'], true];
    case 'value':
      return [Symbol('bad'), () => 'bad'];
  }
}

/** Whether a codec takes null (a nullable parameter: null means "remove it"). */
function takesNull(codec: Codec<never>): boolean {
  try {
    return codec(null, 'probe') === null;
  } catch {
    return false;
  }
}

function exampleOf(param: Param<never, unknown>, where: string): unknown {
  const example = param.codec.example;
  if (example === undefined) throw new Error(`${where}: its codec has no example value (give codec() one)`);
  return example;
}

interface Slot {
  name: string;
  param: Param<never, unknown>;
  position: number | 'option';
}

function slotsOf(decl: Declaration): Slot[] {
  const slots: Slot[] = [];
  if (decl.target) slots.push({ name: decl.target.wire ?? 'target', param: decl.target, position: 0 });
  const params = paramsOf(decl);
  (decl.args ?? []).forEach((name, i) => slots.push({ name, param: params[name] as Param<never, unknown>, position: (decl.target ? 1 : 0) + i }));
  for (const [name, param] of Object.entries(params)) if (!decl.args?.includes(name)) slots.push({ name, param, position: 'option' });
  return slots;
}

function validArgs(fnName: string, decl: Declaration): unknown[] {
  return slotsOf(decl)
    .filter((slot) => slot.position !== 'option')
    .map((slot) => exampleOf(slot.param, `${fnName} ${slot.name}`));
}

async function outcome(run: () => unknown): Promise<unknown> {
  try {
    const result = run();
    if (result && typeof (result as Promise<unknown>).then === 'function') await result;
    else if (result && typeof (result as AsyncIterable<unknown>)[Symbol.asyncIterator] === 'function') {
      await (result as AsyncIterable<unknown>)[Symbol.asyncIterator]().next();
    }
    return undefined;
  } catch (error) {
    return error;
  }
}

/**
 * Options that make the example call valid: none, or the first single option whose example
 * satisfies the operation's own checks (an edit needs at least one change).
 */
async function validOptions(fn: (...args: unknown[]) => unknown, decl: Declaration, args: unknown[]): Promise<Record<string, unknown> | null> {
  const candidates: Record<string, unknown>[] = [{}];
  for (const slot of slotsOf(decl)) if (slot.position === 'option' && slot.param.codec.example !== undefined) candidates.push({ [slot.name]: slot.param.codec.example });
  for (const options of candidates) {
    const { session: s, sent } = session();
    const error = await outcome(() => fn(s, ...args, options));
    if (!(error instanceof ValidationError) && sent.length > 0) return options;
  }
  return null;
}

describe('every declared operation refuses bad arguments before sending', () => {
  it('finds the declared operations', () => {
    expect(declared.length).toBeGreaterThan(100);
  });

  for (const [name, fn] of declared) {
    const decl = fn.declaration;
    it(`${name}: bad values of each parameter`, async () => {
      const args = validArgs(name, decl);
      // The call made of examples is valid and sends: so each refusal below is the bad value's doing.
      const base = await validOptions(fn, decl, args);
      expect(base, `${name}: no valid example call`).not.toBeNull();
      const failures: string[] = [];
      for (const slot of slotsOf(decl)) {
        const nullable = takesNull(slot.param.codec);
        const values = badValues(slot.param.codec, slot.position !== 'option').filter((v) => !(v === null && nullable));
        // A positional argument GitHub makes optional may be left out (undefined); null is still refused.
        if (slot.position !== 'option' && !nullable) values.push(null, ...(mayBeLeftOut(decl, slot.name) ? [] : [undefined]));
        for (const value of values) {
          const { session: s, sent } = session();
          const call = slot.position === 'option' ? [...args, { ...base, [slot.name]: value }] : [...args.map((a, i) => (i === slot.position ? value : a)), base];
          const error = await outcome(() => fn(s, ...call));
          const shown = typeof value === 'symbol' || typeof value === 'function' ? typeof value : JSON.stringify(value);
          if (!(error instanceof ValidationError)) failures.push(`${slot.name} = ${shown}: ${error instanceof Error ? `${error.name}: ${error.message}` : 'accepted'}`);
          else if (sent.length) failures.push(`${slot.name} = ${shown}: sent ${sent[0]?.method} ${sent[0]?.url}`);
          // A required parameter or an option is named by the error (a reference by its own name, or one of its parts).
          else if (slot.position !== 0 || !decl.target) {
            if (!error.parameter.startsWith(slot.name)) failures.push(`${slot.name} = ${shown}: the error names ${error.parameter}`);
          }
        }
      }
      expect(failures).toEqual([]);
    });

    it(`${name}: a bad options object, an unknown option, an extra argument`, async () => {
      const args = validArgs(name, decl);
      const listing = decl.result.sync ? [{ number: 1.5 }, { perPage: 101 }, { etag: 7 }, { onPage: 'progress' }] : [{ number: 1 }];
      for (const options of [null, 'options', 7, [], { noSuchOption: 1 }, { signal: 'abort' }, { headers: 'accept' }, { headers: { accept: 7 } }, ...listing]) {
        const { session: s, sent } = session();
        expect(await outcome(() => fn(s, ...args, options))).toBeInstanceOf(ValidationError);
        expect(sent).toEqual([]);
      }
      const { session: s, sent } = session();
      expect(await outcome(() => fn(s, ...args, {}, 'extra'))).toBeInstanceOf(ValidationError);
      expect(await outcome(() => fn(undefined, ...args))).toBeInstanceOf(ValidationError);
      expect(sent).toEqual([]);
    });
  }
});

describe('composed operations refuse what no parameter takes, and never throw a TypeError', () => {
  for (const [name, fn] of composed) {
    it(name, async () => {
      // null and {} may be fine (no login: the authenticated user's; no options); these never are.
      const neverValid: unknown[] = [7, '', '..', Number.NaN, [], Symbol('bad'), { url: hostileUrl, number: 1 }];
      for (const value of [null, {}, ...neverValid]) {
        const { session: s, sent } = session();
        const error = await outcome(() => fn(s, value, value, value));
        const shown = typeof value === 'symbol' ? 'a symbol' : JSON.stringify(value);
        expect(error instanceof TypeError ? `${name}(${shown}): ${error.message}` : null).toBeNull();
        if (neverValid.includes(value)) {
          expect(error instanceof ValidationError ? null : `${name}(${shown}): ${error instanceof Error ? error.message : 'accepted'}`).toBeNull();
          expect(sent).toEqual([]);
        }
        for (const request of sent) expect(new URL(request.url).pathname).not.toMatch(/\/\.\.?(\/|$)|%2e/i);
      }
    });
  }
});

describe('no exported function throws a TypeError, whatever it is given', () => {
  // Every function of the root module that is not a class or a declared operation (those are driven above).
  const functions = Object.entries(hubops).filter(
    (entry): entry is [string, (...args: unknown[]) => unknown] => typeof entry[1] === 'function' && /^[a-z]/.test(entry[0]) && !('declaration' in entry[1]),
  );
  it('finds them', () => expect(functions.length).toBeGreaterThan(40));
  for (const [name, fn] of functions) {
    it(name, async () => {
      for (const value of [undefined, null, 7, {}, '..', [], Symbol('bad')]) {
        for (const args of [[value], [value, value], [value, value, value]]) {
          const error = await outcome(() => fn(...args));
          const shown = typeof value === 'symbol' ? 'a symbol' : JSON.stringify(value);
          expect(error instanceof TypeError || error instanceof RangeError || error instanceof URIError ? `${name}(${shown} ×${args.length}): ${(error as Error).message}` : null).toBeNull();
        }
      }
    });
  }
});
