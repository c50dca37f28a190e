import { operation, type Op, text } from '../core/operation.js';
import type { CallOptions } from '../core/types.js';

/** A random sentence of GitHub's design philosophy. `GET /zen` */
export const getZen: Op<[], CallOptions, Promise<string>> = /*#__PURE__*/ operation(() => ({
  path: '/zen',
  result: text,
}));
