import type { NumberedRef } from '../core/refs.js';
import { sendForBool, sendForData, type CallOptions } from '../core/request.js';
import type { Session } from '../core/session.js';
import { ValidationError } from '../errors/validation-error.js';
import type { Infer } from '../schema/model.js';
import { parseReply } from '../schema/objects.js';
import { ShortPullRequest } from '../schemas/pulls.js';
import { ReviewRequests } from '../schemas/reviews.js';
import { loginsOf, pullParams, slugsOf } from './refs.js';

export interface ReviewRequestOptions extends CallOptions {
  /** Users, by login or as parsed users. */
  reviewers?: readonly (string | { readonly login: string | null })[];
  /** Teams of the repository's organization, by slug or as parsed teams. */
  teamReviewers?: readonly (string | { readonly slug: string | null })[];
}

function reviewersOf(reviewers: ReviewRequestOptions['reviewers'], teamReviewers: ReviewRequestOptions['teamReviewers']): { reviewers?: string[]; team_reviewers?: string[] } {
  if (!reviewers?.length && !teamReviewers?.length) throw new ValidationError('reviewers', 'name at least one reviewer or team reviewer');
  return {
    reviewers: reviewers ? loginsOf(reviewers, 'reviewers') : undefined,
    team_reviewers: teamReviewers ? slugsOf(teamReviewers, 'teamReviewers') : undefined,
  };
}

/** The users and teams a pull request waits on for a review. `GET /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers` */
export async function listRequestedReviewers(session: Session, pullRequest: NumberedRef, options: CallOptions = {}): Promise<Infer<typeof ReviewRequests>> {
  const reply = await sendForData(session, { ...options, path: '/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers', params: pullParams(pullRequest) });
  return parseReply(ReviewRequests, reply);
}

/** Asks users and teams to review a pull request; the pull request. `POST /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers` */
export async function requestReviewers(session: Session, pullRequest: NumberedRef, options: ReviewRequestOptions = {}): Promise<Infer<typeof ShortPullRequest>> {
  const { reviewers, teamReviewers, ...call } = options;
  const body = reviewersOf(reviewers, teamReviewers);
  const reply = await sendForData(session, { ...call, method: 'POST', path: '/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers', params: pullParams(pullRequest), body });
  return parseReply(ShortPullRequest, reply);
}

/**
 * Withdraws review requests: true on 200, false on 404. The service requires the `reviewers`
 * list, so it is sent (empty) when only teams are named.
 * `DELETE /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers`
 */
export async function removeRequestedReviewers(session: Session, pullRequest: NumberedRef, options: ReviewRequestOptions = {}): Promise<boolean> {
  const { reviewers, teamReviewers, ...call } = options;
  const named = reviewersOf(reviewers, teamReviewers);
  const body = { reviewers: named.reviewers ?? [], team_reviewers: named.team_reviewers };
  return sendForBool(session, { ...call, method: 'DELETE', path: '/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers', params: pullParams(pullRequest), body }, 200, 404);
}
