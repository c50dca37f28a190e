import { operation, type Op, jsonDocument } from '../core/operation.js';
import type { CallOptions } from '../core/types.js';

/** The service's address ranges, SSH key fingerprints and the like. `GET /meta` */
export const getMeta: Op<[], CallOptions, Promise<Readonly<Record<string, unknown>>>> = /*#__PURE__*/ operation(() => ({
  path: '/meta',
  result: jsonDocument,
}));
