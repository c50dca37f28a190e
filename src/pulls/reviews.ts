import { listOf, oneOf, required, text } from '../core/codec.js';
import { type WithDescribed, body, operation, path, type Op, one } from '../core/operation.js';
import { pull, type NumberedRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { ValidationError } from '../errors/validation-error.js';
import { PullReview } from '../models/reviews.js';
import { draftComment, type DraftReviewComment } from './codecs.js';
import { pullReview, type PullReviewRef } from './refs.js';
import { createReviewMembers, type CreateReviewMembers } from './generated/members/create-review.js';
import { submitReviewMembers, type SubmitReviewMembers } from './generated/members/submit-review.js';

export type ReviewEvent = 'APPROVE' | 'REQUEST_CHANGES' | 'COMMENT';
export type { DraftReviewComment };

export interface CreateReviewOptions extends CallOptions {
  /** Required with `COMMENT` and `REQUEST_CHANGES`. */
  body?: string;
  /** The commit reviewed (default: the head). */
  commitId?: string;
  /** `APPROVE`, `REQUEST_CHANGES` or `COMMENT`; without one the review stays `PENDING` until submitted. */
  event?: ReviewEvent | '';
  comments?: readonly DraftReviewComment[];
}

export interface SubmitReviewOptions extends CallOptions {
  body?: string;
}

/**
 * Reviews a pull request. Without an event the review is `PENDING` (submit it later with
 * `submitPullRequestReview`). A blank event is sent as given: the description documents it as
 * "leave blank", and the service's answer (422 today) comes back as UnprocessableEntity.
 * `POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews`
 */
export const createPullRequestReview: Op<[pullRequest: NumberedRef], WithDescribed<CreateReviewOptions, CreateReviewMembers>, Promise<PullReview>> = /*#__PURE__*/ operation(() => ({
  described: createReviewMembers,
  method: 'POST',
  path: '/repos/{owner}/{repo}/pulls/{pull_number}/reviews',
  target: /*#__PURE__*/ path(pull),
  params: {
    body: /*#__PURE__*/ body(text),
    commitId: /*#__PURE__*/ body(required),
    event: /*#__PURE__*/ body(/*#__PURE__*/ oneOf<ReviewEvent | ''>('APPROVE', 'REQUEST_CHANGES', 'COMMENT', '')),
    comments: /*#__PURE__*/ body(/*#__PURE__*/ listOf(draftComment)),
  },
  check: ({ event, body }) => {
    if ((event === 'COMMENT' || event === 'REQUEST_CHANGES') && (typeof body !== 'string' || body.trim() === '')) throw new ValidationError('body', `is required with event ${event}`);
  },
  // A review without anything else is still a JSON request: the documented body is an object.
  encode: (_values, spec) => ({ ...spec, body: spec.body ?? {} }),
  result: /*#__PURE__*/ one(PullReview),
}));

/**
 * Submits a pending review with its verdict (`APPROVE`, `REQUEST_CHANGES` or `COMMENT`); the
 * submitted review. `POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/events`
 */
export const submitPullRequestReview: Op<[review: PullReviewRef, event: ReviewEvent], WithDescribed<SubmitReviewOptions, SubmitReviewMembers, 'event'>, Promise<PullReview>> = /*#__PURE__*/ operation(() => ({
  described: submitReviewMembers,
  method: 'POST',
  path: '/repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/events',
  target: /*#__PURE__*/ path(pullReview),
  args: ['event'],
  // No body check here: a pending review may already carry the body it was created with.
  params: {
    event: /*#__PURE__*/ body(/*#__PURE__*/ oneOf<ReviewEvent>('APPROVE', 'REQUEST_CHANGES', 'COMMENT')),
    body: /*#__PURE__*/ body(text),
  },
  result: /*#__PURE__*/ one(PullReview),
}));
