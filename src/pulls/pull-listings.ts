import { oneOf, timestamp } from '../core/codec.js';
import { type WithDescribed, operation, path, query, type Op, list } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { pull, type NumberedRef } from '../core/refs.js';
import { ShortCommit } from '../models/commits.js';
import { PullFile } from '../models/pull-files.js';
import { ReviewComment } from '../models/review-comments.js';
import { PullReview } from '../models/reviews.js';
import { listReviewCommentsMembers, type ListReviewCommentsMembers } from './generated/members/list-review-comments.js';

export interface ReviewCommentsOptions extends PageOptions {
  /** `created` (the service's default) or `updated`. */
  sort?: 'created' | 'updated';
  /** `asc` or `desc`. */
  direction?: 'asc' | 'desc';
  /** Only comments updated at or after this time. */
  since?: Date | string;
}

/** The commits of a pull request, oldest first (at most 250). `GET /repos/{owner}/{repo}/pulls/{pull_number}/commits` */
export const listPullRequestCommits: Op<[pullRequest: NumberedRef], PageOptions, PageIterator<ShortCommit>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/pulls/{pull_number}/commits',
  target: /*#__PURE__*/ path(pull),
  result: /*#__PURE__*/ list(ShortCommit),
}));

/** The files a pull request changes (at most 3000). `GET /repos/{owner}/{repo}/pulls/{pull_number}/files` */
export const listPullRequestFiles: Op<[pullRequest: NumberedRef], PageOptions, PageIterator<PullFile>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/pulls/{pull_number}/files',
  target: /*#__PURE__*/ path(pull),
  result: /*#__PURE__*/ list(PullFile),
}));

/** The comments on lines of a pull request's diff. `GET /repos/{owner}/{repo}/pulls/{pull_number}/comments` */
export const listPullRequestReviewComments: Op<[pullRequest: NumberedRef], WithDescribed<ReviewCommentsOptions, ListReviewCommentsMembers>, PageIterator<ReviewComment>> = /*#__PURE__*/ operation(() => ({
  described: listReviewCommentsMembers,
  path: '/repos/{owner}/{repo}/pulls/{pull_number}/comments',
  target: /*#__PURE__*/ path(pull),
  params: {
    sort: /*#__PURE__*/ query(/*#__PURE__*/ oneOf('created', 'updated')),
    direction: /*#__PURE__*/ query(/*#__PURE__*/ oneOf('asc', 'desc')),
    since: /*#__PURE__*/ query(timestamp),
  },
  result: /*#__PURE__*/ list(ReviewComment),
}));

/** The reviews of a pull request, oldest first. `GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews` */
export const listPullRequestReviews: Op<[pullRequest: NumberedRef], PageOptions, PageIterator<PullReview>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/pulls/{pull_number}/reviews',
  target: /*#__PURE__*/ path(pull),
  result: /*#__PURE__*/ list(PullReview),
}));
