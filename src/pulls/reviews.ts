import type { NumberedRef } from '../core/refs.js';
import { sendForData, type CallOptions } from '../core/request.js';
import type { Session } from '../core/session.js';
import { oneOf } from '../core/validate.js';
import { ValidationError } from '../errors/validation-error.js';
import type { Infer } from '../schema/model.js';
import { parseReply } from '../schema/objects.js';
import { PullReview } from '../schemas/reviews.js';
import { pullParams, reviewParams, type PullReviewRef } from './refs.js';

export type ReviewEvent = 'APPROVE' | 'REQUEST_CHANGES' | 'COMMENT';

const EVENTS: readonly ReviewEvent[] = ['APPROVE', 'REQUEST_CHANGES', 'COMMENT'];

/** A draft comment of a review, on a line of the diff. */
export interface DraftReviewComment {
  /** The file, relative to the repository root. */
  path: string;
  body: string;
  /** Lines down from the file's first `@@` hunk header (the older way to place it). */
  position?: number;
  /** The line of the file (with `side`): the newer way to place it. */
  line?: number;
  side?: 'LEFT' | 'RIGHT';
  /** The first line of a multi-line comment. */
  startLine?: number;
  startSide?: 'LEFT' | 'RIGHT';
}

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
  /** `APPROVE`, `REQUEST_CHANGES` or `COMMENT` (required: the service refuses a blank one). */
  event: ReviewEvent;
}

function checkBody(event: string | undefined, body: string | undefined): void {
  if ((event === 'COMMENT' || event === 'REQUEST_CHANGES') && (typeof body !== 'string' || body.trim() === '')) {
    throw new ValidationError('body', `is required with event ${event}`);
  }
}

function draftComments(comments: readonly DraftReviewComment[] | undefined): object[] | undefined {
  return comments?.map((c, i) => {
    if (!c || typeof c.path !== 'string' || c.path === '' || typeof c.body !== 'string' || c.body === '') throw new ValidationError(`comments[${i}]`, 'needs a path and a body');
    return { path: c.path, position: c.position, body: c.body, line: c.line, side: c.side, start_line: c.startLine, start_side: c.startSide };
  });
}

/**
 * Reviews a pull request. Without an event the review is `PENDING` (submit it later with
 * `submitPullRequestReview`). A blank event is sent as given: the description documents it as
 * "leave blank", and the service's answer (422 today) comes back as UnprocessableEntity.
 * `POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews`
 */
export async function createPullRequestReview(session: Session, pullRequest: NumberedRef, options: CreateReviewOptions = {}): Promise<Infer<typeof PullReview>> {
  const { body, commitId, event, comments, ...call } = options;
  if (event !== '') oneOf('event', event, EVENTS);
  checkBody(event, body);
  const payload = { commit_id: commitId, body, event, comments: draftComments(comments) };
  const reply = await sendForData(session, { ...call, method: 'POST', path: '/repos/{owner}/{repo}/pulls/{pull_number}/reviews', params: pullParams(pullRequest), body: payload });
  return parseReply(PullReview, reply);
}

/**
 * Submits a pending review with its verdict; the submitted review.
 * `POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/events`
 */
export async function submitPullRequestReview(session: Session, review: PullReviewRef, options: SubmitReviewOptions): Promise<Infer<typeof PullReview>> {
  const { body, event, ...call } = options ?? ({} as SubmitReviewOptions);
  if (event === undefined) throw new ValidationError('event', 'is required: APPROVE, REQUEST_CHANGES or COMMENT');
  oneOf('event', event, EVENTS);
  // No body check here: a pending review may already carry the body it was created with.
  const reply = await sendForData(session, { ...call, method: 'POST', path: '/repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/events', params: reviewParams(review), body: { body, event } });
  return parseReply(PullReview, reply);
}
