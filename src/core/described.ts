import { ValidationError } from '../errors/validation-error.js';
import { isRecord } from './codec.js';
import { CALL_KEYS, PAGE_KEYS, wireOf, type Declaration, type Described, type DescribedReading, type Param } from './operation.js';

/**
 * What GitHub's description documents for a route (its query parameters and body members, those
 * it requires, and those later API versions remove), with how a declaration that takes them reads
 * its arguments: a declaration that names none carries none of this code. The generator writes a
 * table per route (`<area>/generated/members/`), made when first read: importing an area
 * builds none of them.
 */
/*#__NO_SIDE_EFFECTS__*/
export function described(table: () => Omit<Described, 'reading'>): Described {
  let made: Omit<Described, 'reading'> | undefined;
  const read = () => (made ??= table());
  return {
    get params() {
      return read().params;
    },
    get required() {
      return read().required;
    },
    get removed() {
      return read().removed;
    },
    reading: READING,
  };
}

const merged = /*#__PURE__*/ new WeakMap<Declaration, Readonly<Record<string, Param<never, unknown>>>>();

/** A declaration's parameters: its own, and the described members its own and its fixed values leave. */
function params(decl: Declaration, members: Described): Readonly<Record<string, Param<never, unknown>>> {
  let all = merged.get(decl);
  if (!all) {
    const own = decl.params ?? {};
    const fixed = new Set([...Object.keys(decl.fixed?.query ?? {}), ...Object.keys(decl.fixed?.body ?? {})]);
    const taken = Object.entries(members.params).filter(([name, param]) => !(name in own) && !fixed.has(wireOf(param, name)));
    all = Object.freeze({ ...Object.fromEntries(taken), ...own });
    merged.set(decl, all);
  }
  return all;
}

/** Whether a positional argument is a member the description makes optional: then it may be left out (given as `undefined`). */
function optional(members: Described, param: Param<never, unknown>, name: string): boolean {
  if (param.to === 'path') return false;
  const wire = wireOf(param, name);
  const member = Object.entries(members.params).find(([other, p]) => p.to === param.to && wireOf(p, other) === wire);
  return member !== undefined && !members.required.includes(member[0]);
}

/**
 * The arguments with the options object where it belongs, when a call gives it in place of
 * trailing positional arguments that may all be left out (`createReviewComment(pr, body, sha,
 * path, { line })`): only an object whose every key is an option of the operation moves.
 */
function early(decl: Declaration, members: Described, args: readonly unknown[], arity: number): readonly unknown[] {
  if (args.length === 0 || args.length > arity) return args;
  const last = args[args.length - 1];
  const at = args.length - 1 - (decl.target ? 1 : 0);
  const names = decl.args ?? [];
  if (at < 0 || !isRecord(last)) return args;
  const all = params(decl, members);
  const trailing = names.slice(at);
  if (!trailing.every((name) => optional(members, all[name] as Param<never, unknown>, name))) return args;
  const isOption = (key: string) => (key in all && !names.includes(key)) || CALL_KEYS.has(key) || (PAGE_KEYS.has(key) && decl.result.sync === true);
  if (!Object.keys(last).every(isOption)) return args;
  return [...args.slice(0, -1), ...trailing.map(() => undefined), last];
}

/** Two names of one member (the interface's and the description's) given together would say two things. */
function distinct(all: Readonly<Record<string, Param<never, unknown>>>, values: Readonly<Record<string, unknown>>): void {
  const byWire = new Map<string, string>();
  for (const name of Object.keys(values)) {
    const param = all[name] as Param<never, unknown>;
    const member = `${param.to}:${wireOf(param, name)}`;
    const other = byWire.get(member);
    if (other !== undefined) throw new ValidationError(name, `names the same ${param.to === 'query' ? 'query parameter' : 'member'} as ${other}: give one of them`);
    byWire.set(member, name);
  }
}

const READING: DescribedReading = { params, optional, early, distinct };
