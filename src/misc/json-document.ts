import type { Reply } from '../core/types.js';
import { reads, type Result } from '../core/operation.js';
import { unreadable } from '../models/library/model.js';
import { deepFreeze } from '../models/library/freeze.js';

/** A JSON object answer kept as received, deep-frozen. */
export function documentOf(reply: Reply): Readonly<Record<string, unknown>> {
  const { data } = reply;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) throw unreadable('', `expected an object from ${reply.url}`, data);
  return deepFreeze(data as Record<string, unknown>);
}

/** The answer read as a JSON object document. */
export const jsonDocument: Result<Promise<Readonly<Record<string, unknown>>>> = /*#__PURE__*/ reads(documentOf);
