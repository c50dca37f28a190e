import { operation, type Op } from '../core/operation.js';
import type { CallOptions } from '../core/types.js';
import { text } from '../core/results.js';

/** A random sentence of GitHub's design philosophy. `GET /zen` */
export const getZen: Op<[], CallOptions, Promise<string>> = /*#__PURE__*/ operation({
  path: '/zen',
  result: text,
});
