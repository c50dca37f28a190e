import { text } from '../core/codec.js';
import { type WithDescribed, operation, query, type Op, text as asText } from '../core/operation.js';
import type { CallOptions } from '../core/types.js';
import { getOctocatMembers, type GetOctocatMembers } from './generated/members/get-octocat.js';

export interface MascotOptions extends CallOptions {
  /** What the octocat's speech bubble says. */
  say?: string;
}

/** The octocat as ASCII art. `GET /octocat` */
export const getMascot: Op<[], WithDescribed<MascotOptions, GetOctocatMembers>, Promise<string>> = /*#__PURE__*/ operation(() => ({
  described: getOctocatMembers,
  path: '/octocat',
  params: { say: /*#__PURE__*/ query(text, 's') },
  result: asText,
}));
