import { PageIterator, type PageOptions } from '../core/page-iterator.js';
import type { NumberedRef } from '../core/refs.js';
import type { Session } from '../core/session.js';
import { sortedQuery } from '../core/validate.js';
import type { Infer } from '../schema/model.js';
import { ShortCommit } from '../schemas/commits.js';
import { PullFile } from '../schemas/pull-files.js';
import { ReviewComment } from '../schemas/review-comments.js';
import { PullReview } from '../schemas/reviews.js';
import { pullParams } from './refs.js';

export interface ReviewCommentsOptions extends PageOptions {
  /** `created` (the service's default) or `updated`. */
  sort?: 'created' | 'updated';
  /** `asc` or `desc`; only sent together with `sort`. */
  direction?: 'asc' | 'desc';
  /** Only comments updated at or after this time. */
  since?: Date | string;
}

/** The commits of a pull request, oldest first (at most 250). `GET /repos/{owner}/{repo}/pulls/{pull_number}/commits` */
export function listPullRequestCommits(session: Session, pullRequest: NumberedRef, options: PageOptions = {}): PageIterator<Infer<typeof ShortCommit>> {
  const params = pullParams(pullRequest);
  return new PageIterator(session, { path: '/repos/{owner}/{repo}/pulls/{pull_number}/commits', params, item: ShortCommit.wrap }, options);
}

/** The files a pull request changes (at most 3000). `GET /repos/{owner}/{repo}/pulls/{pull_number}/files` */
export function listPullRequestFiles(session: Session, pullRequest: NumberedRef, options: PageOptions = {}): PageIterator<Infer<typeof PullFile>> {
  const params = pullParams(pullRequest);
  return new PageIterator(session, { path: '/repos/{owner}/{repo}/pulls/{pull_number}/files', params, item: PullFile.wrap }, options);
}

/** The comments on lines of a pull request's diff. `GET /repos/{owner}/{repo}/pulls/{pull_number}/comments` */
export function listPullRequestReviewComments(session: Session, pullRequest: NumberedRef, options: ReviewCommentsOptions = {}): PageIterator<Infer<typeof ReviewComment>> {
  const { sort, direction, since, ...page } = options;
  const query = sortedQuery(['created', 'updated'], { sort, direction, since });
  const params = pullParams(pullRequest);
  return new PageIterator(session, { path: '/repos/{owner}/{repo}/pulls/{pull_number}/comments', params, query, item: ReviewComment.wrap }, page);
}

/** The reviews of a pull request, oldest first. `GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews` */
export function listPullRequestReviews(session: Session, pullRequest: NumberedRef, options: PageOptions = {}): PageIterator<Infer<typeof PullReview>> {
  const params = pullParams(pullRequest);
  return new PageIterator(session, { path: '/repos/{owner}/{repo}/pulls/{pull_number}/reviews', params, item: PullReview.wrap }, options);
}
