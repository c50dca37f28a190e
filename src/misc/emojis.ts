import { operation, type Op, reads, documentOf } from '../core/operation.js';
import type { CallOptions } from '../core/types.js';

/** Every emoji name with the URL of its image. `GET /emojis` */
export const getEmojis: Op<[], CallOptions, Promise<Readonly<Record<string, string>>>> = /*#__PURE__*/ operation(() => ({
  path: '/emojis',
  result: /*#__PURE__*/ reads((reply) => documentOf(reply) as Readonly<Record<string, string>>),
}));
