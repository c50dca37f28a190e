import { operation, path, type Op, bytes } from '../core/operation.js';
import { pull, type NumberedRef } from '../core/refs.js';
import type { CallOptions, RequestSpec } from '../core/types.js';

/** The media type is what makes the answer a diff or a patch rather than JSON: it wins over a caller's Accept. */
function mediaTypeWins(spec: RequestSpec, mediaType: string): RequestSpec {
  const headers = Object.fromEntries(Object.entries(spec.headers ?? {}).filter(([name]) => name.toLowerCase() !== 'accept'));
  return { ...spec, headers: { ...headers, accept: mediaType } };
}

const DIFF = 'application/vnd.github.diff';
const PATCH = 'application/vnd.github.patch';

/** The unified diff of a pull request, as bytes. `GET /repos/{owner}/{repo}/pulls/{pull_number}` (Accept: application/vnd.github.diff) */
export const getPullRequestDiff: Op<[pullRequest: NumberedRef], CallOptions, Promise<Uint8Array>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/pulls/{pull_number}',
  target: /*#__PURE__*/ path(pull),
  accept: DIFF,
  encode: (_values, spec) => mediaTypeWins(spec, DIFF),
  result: bytes,
}));

/** The commits of a pull request in `git format-patch` form, as bytes. `GET /repos/{owner}/{repo}/pulls/{pull_number}` (Accept: application/vnd.github.patch) */
export const getPullRequestPatch: Op<[pullRequest: NumberedRef], CallOptions, Promise<Uint8Array>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/pulls/{pull_number}',
  target: /*#__PURE__*/ path(pull),
  accept: PATCH,
  encode: (_values, spec) => mediaTypeWins(spec, PATCH),
  result: bytes,
}));
