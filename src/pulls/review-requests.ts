import { type WithDescribed, body, operation, path, type Op, bool, one } from '../core/operation.js';
import { pull, type AccountRef, type NumberedRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { ValidationError } from '../errors/validation-error.js';
import { ShortPullRequest } from '../models/pulls.js';
import { ReviewRequests } from '../models/reviews.js';
import { logins, slugs, type TeamRef } from './refs.js';
import { removeRequestedReviewersMembers, type RemoveRequestedReviewersMembers } from './generated/members/remove-requested-reviewers.js';
import { requestReviewersMembers, type RequestReviewersMembers } from './generated/members/request-reviewers.js';

export interface ReviewRequestOptions extends CallOptions {
  /** Users, by login or as parsed users. */
  reviewers?: readonly AccountRef[];
  /** Teams of the repository's organization, by slug or as parsed teams. */
  teamReviewers?: readonly TeamRef[];
}

const named = {
  reviewers: /*#__PURE__*/ body(logins),
  teamReviewers: /*#__PURE__*/ body(slugs),
};

function someoneNamed(values: Readonly<Record<string, unknown>>): void {
  const { reviewers, teamReviewers } = values as { reviewers?: string[]; teamReviewers?: string[] };
  if (!reviewers?.length && !teamReviewers?.length) throw new ValidationError('reviewers', 'name at least one reviewer or team reviewer');
}

/** The users and teams a pull request waits on for a review. `GET /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers` */
export const listRequestedReviewers: Op<[pullRequest: NumberedRef], CallOptions, Promise<ReviewRequests>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers',
  target: /*#__PURE__*/ path(pull),
  result: /*#__PURE__*/ one(ReviewRequests),
}));

/** Asks users and teams to review a pull request; the pull request. `POST /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers` */
export const requestReviewers: Op<[pullRequest: NumberedRef], WithDescribed<ReviewRequestOptions, RequestReviewersMembers>, Promise<ShortPullRequest>> = /*#__PURE__*/ operation(() => ({
  described: requestReviewersMembers,
  method: 'POST',
  path: '/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers',
  target: /*#__PURE__*/ path(pull),
  params: named,
  check: someoneNamed,
  result: /*#__PURE__*/ one(ShortPullRequest),
}));

/**
 * Withdraws review requests: true on 200, false on 404. The service requires the `reviewers`
 * list, so it is sent (empty) when only teams are named.
 * `DELETE /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers`
 */
export const removeRequestedReviewers: Op<[pullRequest: NumberedRef], WithDescribed<ReviewRequestOptions, RemoveRequestedReviewersMembers>, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  described: removeRequestedReviewersMembers,
  method: 'DELETE',
  path: '/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers',
  target: /*#__PURE__*/ path(pull),
  params: named,
  check: someoneNamed,
  encode: (_values, spec) => ({ ...spec, body: { reviewers: [], ...(spec.body as object) } }),
  result: /*#__PURE__*/ bool(200, 404),
}));
