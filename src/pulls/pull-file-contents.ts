import { type WithDescribed, operation, path, type Op, one } from '../core/operation.js';
import type { CallOptions } from '../core/types.js';
import { Contents } from '../models/contents.js';
import { pullFile, type PullFileRef } from './refs.js';
import { getContentMembers, type GetContentMembers } from '../repos/generated/members/get-content.js';

/**
 * The changed file as it is in the pull request's head: its `contents_url` names the path and
 * the commit (`?ref=`). `GET /repos/{owner}/{repo}/contents/{path}`
 */
export const getPullFileContents: Op<[file: PullFileRef], WithDescribed<CallOptions, GetContentMembers>, Promise<Contents>> = /*#__PURE__*/ operation(() => ({
  described: getContentMembers,
  path: '/repos/{owner}/{repo}/contents/{+path}',
  target: /*#__PURE__*/ path(pullFile),
  // The commit the file reference names goes to the query, not the path.
  encode: (_values, spec) => {
    const { ref, ...params } = spec.params as Record<string, string>;
    return { ...spec, params, query: { ...spec.query, ref } };
  },
  result: /*#__PURE__*/ one(Contents),
}));
