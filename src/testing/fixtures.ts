import { MODEL, type Field, type Model } from '../models/library/model.js';
import { fromDict } from '../models/library/objects.js';
import { sampleRecordings } from './samples.js';

// Wire objects of the samples, by the parsed type they stand for (summaries read the full object's fields).
const BASES: Record<string, [method: string, path: string]> = {
  Repository: ['GET', '/repos/octocat/Hello-World'],
  ShortRepository: ['GET', '/repos/octocat/Hello-World'],
  Issue: ['GET', '/repos/octocat/Hello-World/issues/1347'],
  ShortIssue: ['GET', '/repos/octocat/Hello-World/issues/1347'],
  User: ['GET', '/users/octocat'],
  ShortUser: ['GET', '/users/octocat'],
};

function sampleWire(name: string): Record<string, unknown> {
  const [method, path] = BASES[name] ?? [];
  const found = sampleRecordings.flatMap((r) => r.interactions).find((i) => i.method === method && i.path === path);
  return found && typeof found.response === 'object' ? structuredClone(found.response as Record<string, unknown>) : {};
}

const DATE = '2011-01-26T19:01:12Z';

/** A text for a member, chosen by its name where that says what it holds; otherwise the name itself. */
const named = (key: string, type: string): string =>
  key === 'node_id' ? btoa(`0${type.length}:${type}1`) : /(^|_)url$/.test(key) ? `https://api.github.com/${key}` : /_(at|on)$/.test(key) ? DATE : key;

/**
 * What the field reads `value` as, or undefined when it refuses it. A nested object refused for a
 * missing or wrongly typed identity member (an `id`: one that fails the whole object) gets that
 * member, a number and then a text, and is read again.
 */
function reads(field: Field<unknown>, key: string, value: unknown): { out: unknown } | undefined {
  // Each refusal is an error thrown and caught here, thousands for a large model: their stacks,
  // which nobody reads, cost more than the rest of the fixture.
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return readsOnce(field, key, value);
  } finally {
    Error.stackTraceLimit = limit;
  }
}

function readsOnce(field: Field<unknown>, key: string, value: unknown): { out: unknown } | undefined {
  for (;;) {
    try {
      return { out: field.test?.(value) ? value : field.read(value, key) };
    } catch (error) {
      const path = String((error as { path?: unknown }).path);
      const member = path.slice(key.length + 1);
      const holder = value as Record<string, unknown>;
      if (typeof value !== 'object' || !path.startsWith(`${key}.`) || holder[member] === member) return undefined;
      holder[member] = holder[member] === undefined ? 1 : member;
    }
  }
}

/**
 * A wire object holding every member the type promises (or needs to be read at all), each the
 * first plain value its field accepts; a nested object is made the same way, and one of a type
 * already being made (a cycle) is left as the least that reads.
 */
function wireOf(type: Model<unknown>, making: readonly Model<unknown>[]): Record<string, unknown> {
  const wire: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(type.fields)) {
    const key = field.key ?? name;
    if (!field.required || key in wire) continue;
    for (const value of [{}, [], named(key, type.name), 1, false, DATE]) {
      const read = reads(field, key, value);
      if (!read) continue;
      const nested = (read.out as { [MODEL]?: Model<unknown> } | null)?.[MODEL];
      wire[key] = nested && !making.includes(nested) ? wireOf(nested, [...making, nested]) : value;
      break;
    }
  }
  return wire;
}

/**
 * Parsed data for a unit test, without a request: `wire` members (wire names, as the service
 * sends them) over a wire object made for the type. Every member it promises (and its id) has
 * a plain value its field reads (1, `false`, a date-time, an https URL for a `*_url`, else the
 * member's name; nested objects made alike, lists empty); the others are absent and read null.
 * `Repository`, `Issue`, `User` and their summaries start from a documented sample. A member of
 * `wire` replaces the made one whole. The result is what an operation would return: frozen,
 * `asDict` giving back the wire object; the same arguments give equal results.
 * @example
 * ```ts
 * import { Issue, PullRequest } from 'hubops';
 * import { fixture } from 'hubops/testing';
 * const issue = fixture(Issue, { number: 7, title: 'Crash on start', labels: [{ name: 'bug' }] });
 * issue.original_labels?.[0]?.name; // 'bug'
 * const pull = fixture(PullRequest, { number: 3, draft: true });
 * pull.head.sha; // 'sha'
 * ```
 */
export function fixture<T>(type: Model<T>, wire: Readonly<Record<string, unknown>> = {}): T {
  const made = type?.fields ? wireOf(type, [type]) : {};
  return fromDict(type, { ...made, ...sampleWire(type?.name ?? ''), ...wire });
}
