import { isObject, type JsonObject } from '../lib/openapi.js';

/**
 * A later REST API version's description: GitHub's description carries each version's
 * differences as `x-github-breaking-changes` entries on the node they change, each a JSON merge
 * patch (RFC 7396) or a JSON patch (RFC 6902) of that node. `laterDescription` applies those of
 * one version to a copy, and keeps which node of the copy each node of the original became, so
 * that the generator can walk both side by side.
 */
export interface LaterDescription {
  readonly version: string;
  /** The description it was made from. */
  readonly base: JsonObject;
  readonly doc: JsonObject;
  /** The node of the later description that a node of the original became (an object or a list). */
  counterpart(node: unknown): unknown;
  /** The node of the original description a node of the later one was copied from (undefined for one a change made). */
  original(node: unknown): unknown;
}

type Node = JsonObject | unknown[];

function copy(value: unknown, pairs: Map<unknown, unknown>): unknown {
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    pairs.set(value, out);
    for (const item of value) out.push(copy(item, pairs));
    return out;
  }
  if (isObject(value)) {
    const out: JsonObject = {};
    pairs.set(value, out);
    for (const [key, item] of Object.entries(value)) out[key] = copy(item, pairs);
    return out;
  }
  return value;
}

/** RFC 7396, in place: null removes a member, an object merges into an object, anything else replaces. */
function mergePatch(target: JsonObject, patch: JsonObject): void {
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete target[key];
    else if (isObject(value) && isObject(target[key])) mergePatch(target[key] as JsonObject, value);
    else target[key] = structuredClone(value);
  }
}

/** RFC 6902 `remove`, `replace` and `add`, in place, with paths relative to `target`. */
function jsonPatch(target: JsonObject, steps: readonly JsonObject[], where: string): void {
  for (const step of steps) {
    const parts = String(step.path).split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    const last = parts.pop() as string;
    let parent: unknown = target;
    for (const part of parts) parent = Array.isArray(parent) ? parent[Number(part)] : isObject(parent) ? parent[part] : undefined;
    if (!Array.isArray(parent) && !isObject(parent)) throw new Error(`${where}: no ${String(step.path)} to ${String(step.op)}`);
    const node = parent as Node;
    if (Array.isArray(node)) {
      const index = last === '-' ? node.length : Number(last);
      if (step.op === 'remove') node.splice(index, 1);
      else if (step.op === 'replace') node[index] = structuredClone(step.value);
      else if (step.op === 'add') node.splice(index, 0, structuredClone(step.value));
      else throw new Error(`${where}: unsupported patch step ${String(step.op)}`);
    } else if (step.op === 'remove') delete node[last];
    else if (step.op === 'replace' || step.op === 'add') node[last] = structuredClone(step.value);
    else throw new Error(`${where}: unsupported patch step ${String(step.op)}`);
  }
}

/** The description as `version` serves it: every change that version declares, applied. */
export function laterDescription(doc: JsonObject, version: string): LaterDescription {
  const pairs = new Map<unknown, unknown>();
  const later = copy(doc, pairs) as JsonObject;
  const changed: [JsonObject, JsonObject[]][] = [];
  const visit = (node: unknown, where: string): void => {
    if (Array.isArray(node)) node.forEach((item, i) => visit(item, `${where}/${i}`));
    if (!isObject(node)) return;
    const entries = node['x-github-breaking-changes'];
    if (Array.isArray(entries)) {
      changed.push([node, (entries as JsonObject[]).filter((e) => e.version === version)]);
      delete node['x-github-breaking-changes'];
    }
    for (const [key, value] of Object.entries(node)) visit(value, `${where}/${key}`);
  };
  visit(later, '#');
  for (const [node, entries] of changed) {
    for (const entry of entries) {
      if (Array.isArray(entry.patch)) jsonPatch(node, entry.patch as JsonObject[], String(entry.changeset));
      else if (isObject(entry.patch)) mergePatch(node, entry.patch);
    }
  }
  const back = new Map<unknown, unknown>([...pairs].map(([a, b]) => [b, a]));
  return { version, base: doc, doc: later, counterpart: (node) => pairs.get(node), original: (node) => back.get(node) };
}
