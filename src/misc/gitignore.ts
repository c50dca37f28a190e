import { segment } from '../core/codec.js';
import { operation, path, type Op, reads } from '../core/operation.js';
import type { CallOptions, Reply } from '../core/types.js';
import { unreadable } from '../models/library/model.js';

function sourceOf(reply: Reply): string {
  const source = (reply.data as { source?: unknown } | null | undefined)?.source;
  if (source === undefined || source === null) return '';
  if (typeof source !== 'string') throw unreadable('source', 'expected the template text', reply.data);
  return source;
}

function namesOf(reply: Reply): readonly string[] {
  const names = reply.data ?? [];
  if (!Array.isArray(names) || names.some((n) => typeof n !== 'string')) throw unreadable('', 'expected a list of names', reply.data);
  return Object.freeze(names as string[]);
}

/**
 * The source of one `.gitignore` template, such as `C` or `Node`: the `source` of the
 * template the service answers. `GET /gitignore/templates/{name}`
 */
export const getGitignoreTemplate: Op<[name: string], CallOptions, Promise<string>> = /*#__PURE__*/ operation(() => ({
  path: '/gitignore/templates/{name}',
  target: /*#__PURE__*/ path(segment, 'name'),
  result: /*#__PURE__*/ reads(sourceOf),
}));

/** The names of every `.gitignore` template. `GET /gitignore/templates` */
export const listGitignoreTemplates: Op<[], CallOptions, Promise<readonly string[]>> = /*#__PURE__*/ operation(() => ({
  path: '/gitignore/templates',
  result: /*#__PURE__*/ reads(namesOf),
}));
