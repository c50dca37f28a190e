import { flag, oneOf, required, text } from '../core/codec.js';
import { type WithDescribed, body, operation, path, type Op, done } from '../core/operation.js';
import { pull, type NumberedRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { ValidationError } from '../errors/validation-error.js';
import { updateMembers, type UpdateMembers } from './generated/members/update.js';

export interface UpdatePullRequestOptions extends CallOptions {
  title?: string;
  body?: string;
  /** `open` or `closed`. */
  state?: 'open' | 'closed';
  /** The branch to merge into (in the same repository). */
  base?: string;
  /** Let the base repository's maintainers push to the head branch. */
  maintainerCanModify?: boolean;
}

/**
 * Changes a pull request: only the fields given are sent, so nothing else about it changes.
 * True once changed (a refusal throws its typed error); nothing to change is a ValidationError.
 * `PATCH /repos/{owner}/{repo}/pulls/{pull_number}`
 */
export const updatePullRequest: Op<[pullRequest: NumberedRef], WithDescribed<UpdatePullRequestOptions, UpdateMembers>, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  described: updateMembers,
  method: 'PATCH',
  path: '/repos/{owner}/{repo}/pulls/{pull_number}',
  target: /*#__PURE__*/ path(pull),
  params: {
    title: /*#__PURE__*/ body(required),
    body: /*#__PURE__*/ body(text),
    state: /*#__PURE__*/ body(/*#__PURE__*/ oneOf('open', 'closed')),
    base: /*#__PURE__*/ body(required),
    maintainerCanModify: /*#__PURE__*/ body(flag),
  },
  check: (values) => {
    if (Object.values(values).every((value) => value === undefined)) throw new ValidationError('options', 'name at least one of title, body, state, base, maintainerCanModify');
  },
  result: done,
}));

/** Closes a pull request without merging it. True once closed. `PATCH /repos/{owner}/{repo}/pulls/{pull_number}` */
export const closePullRequest: Op<[pullRequest: NumberedRef], WithDescribed<CallOptions, UpdateMembers>, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  described: updateMembers,
  method: 'PATCH',
  path: '/repos/{owner}/{repo}/pulls/{pull_number}',
  target: /*#__PURE__*/ path(pull),
  fixed: { body: { state: 'closed' } },
  result: done,
}));

/** Reopens a closed, unmerged pull request. True once open. `PATCH /repos/{owner}/{repo}/pulls/{pull_number}` */
export const reopenPullRequest: Op<[pullRequest: NumberedRef], WithDescribed<CallOptions, UpdateMembers>, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  described: updateMembers,
  method: 'PATCH',
  path: '/repos/{owner}/{repo}/pulls/{pull_number}',
  target: /*#__PURE__*/ path(pull),
  fixed: { body: { state: 'open' } },
  result: done,
}));
