import { flag, oneOf, text } from '../core/codec.js';
import { type WithDescribed, body, operation, path, type Op, type Result, bool } from '../core/operation.js';
import { pull, type NumberedRef } from '../core/refs.js';
import { sendForData } from '../core/request.js';
import type { CallOptions } from '../core/types.js';
import { ValidationError } from '../errors/validation-error.js';
import { fullSha } from './codecs.js';
import { mergeMembers, type MergeMembers } from './generated/members/merge.js';

export interface MergePullRequestOptions extends CallOptions {
  /** Title of the merge (or squash) commit. */
  commitTitle?: string;
  /** Extra detail appended to the commit message. */
  commitMessage?: string;
  /** Merge only if the head is still at this commit (else false, the service answering 409). */
  sha?: string;
  /** `merge` (the service's default), `squash` or `rebase`. */
  mergeMethod?: 'merge' | 'squash' | 'rebase';
  /** @deprecated use `mergeMethod: 'squash'` */
  squash?: boolean;
}

/** The statuses by which the service refuses a merge: 405 not mergeable, 409 head moved past `sha`. */
const REFUSED = /*#__PURE__*/ new Set([405, 409]);

/** True when the answer says merged; false when the service refuses the merge; other failures throw. */
const mergeAnswer: Result<Promise<boolean>> = {
  run: async (session, spec) => {
    try {
      return (await sendForData<{ merged?: unknown } | undefined>(session, spec)).data?.merged === true;
    } catch (error) {
      if (REFUSED.has((error as { status?: number }).status ?? 0)) return false;
      throw error;
    }
  },
};

/**
 * Merges a pull request. True when merged; false when the service refuses: it is not
 * mergeable (405) or its head is no longer at `sha` (409). Other failures throw their typed error.
 * `PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge`
 */
export const mergePullRequest: Op<[pullRequest: NumberedRef], WithDescribed<MergePullRequestOptions, MergeMembers>, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  described: mergeMembers,
  method: 'PUT',
  path: '/repos/{owner}/{repo}/pulls/{pull_number}/merge',
  target: /*#__PURE__*/ path(pull),
  params: {
    commitTitle: /*#__PURE__*/ body(text),
    commitMessage: /*#__PURE__*/ body(text),
    sha: /*#__PURE__*/ body(fullSha),
    mergeMethod: /*#__PURE__*/ body(/*#__PURE__*/ oneOf('merge', 'squash', 'rebase')),
    squash: /*#__PURE__*/ body(flag),
  },
  check: ({ squash, mergeMethod }) => {
    if (squash !== undefined && mergeMethod !== undefined) throw new ValidationError('squash', 'give mergeMethod or the older squash, not both');
  },
  // The older flag is not a wire member: it stands for merge_method squash.
  encode: ({ squash }, spec) => {
    const sent: Record<string, unknown> = { ...(spec.body as object | undefined) };
    delete sent.squash;
    if (squash) sent.merge_method = 'squash';
    return { ...spec, body: sent };
  },
  result: mergeAnswer,
}));

/** Whether a pull request has been merged; always asks the service (204 yes, 404 no). `GET /repos/{owner}/{repo}/pulls/{pull_number}/merge` */
export const isPullRequestMerged: Op<[pullRequest: NumberedRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/pulls/{pull_number}/merge',
  target: /*#__PURE__*/ path(pull),
  result: /*#__PURE__*/ bool(),
}));
