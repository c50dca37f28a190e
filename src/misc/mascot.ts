import { text } from '../core/codec.js';
import { operation, query, type Op } from '../core/operation.js';
import type { CallOptions } from '../core/request.js';
import { text as asText } from '../core/results.js';

export interface MascotOptions extends CallOptions {
  /** What the octocat's speech bubble says. */
  say?: string;
}

/** The octocat as ASCII art. `GET /octocat` */
export const getMascot: Op<[], MascotOptions, Promise<string>> = /*#__PURE__*/ operation({
  path: '/octocat',
  params: { say: query(text, 's') },
  result: asText,
});
