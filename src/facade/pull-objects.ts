import { textOption } from './bind.js';
import type { AnyVersion } from '../core/versions.js';
import { mergePullRequest, isPullRequestMerged } from '../pulls/merge-pull-request.js';
import { getPullFileContents } from '../pulls/pull-file-contents.js';
import { getPullRequestDiff, getPullRequestPatch } from '../pulls/pull-diff.js';
import { commentOnPullRequest, getPullRequestIssue, listPullRequestIssueComments } from '../pulls/pull-issue.js';
import { listPullRequestCommits, listPullRequestFiles, listPullRequestReviewComments, listPullRequestReviews } from '../pulls/pull-listings.js';
import { createReviewComment, deleteReviewComment, editReviewComment, replyToReviewComment } from '../pulls/review-comments.js';
import { listRequestedReviewers, removeRequestedReviewers, requestReviewers } from '../pulls/review-requests.js';
import { createPullRequestReview, submitPullRequestReview } from '../pulls/reviews.js';
import { closePullRequest, reopenPullRequest, updatePullRequest } from '../pulls/update-pull-request.js';

/** Operations on a pull request. @namespace PullRequest */
export const pullRequestObjectOperations = {
  close: closePullRequest,
  reopen: reopenPullRequest,
  update: updatePullRequest,
  merge: mergePullRequest,
  isMerged: isPullRequestMerged,
  commits: listPullRequestCommits,
  files: listPullRequestFiles,
  diff: getPullRequestDiff,
  patch: getPullRequestPatch,
  issue: getPullRequestIssue,
  issueComments: listPullRequestIssueComments,
  createComment: commentOnPullRequest,
  reviewComments: listPullRequestReviewComments,
  createReviewComment: createReviewComment,
  reviews: listPullRequestReviews,
  createReview: /*#__PURE__*/ textOption(createPullRequestReview<AnyVersion>, 'body', 0),
  reviewRequests: listRequestedReviewers,
  createReviewRequests: requestReviewers,
  deleteReviewRequests: removeRequestedReviewers,
};

/** Operations on a review comment. @namespace ReviewComment */
export const reviewCommentObjectOperations = {
  delete: deleteReviewComment,
  edit: editReviewComment,
  reply: replyToReviewComment,
};

/** Operations on a changed file of a pull request. @namespace PullFile */
export const pullFileObjectOperations = {
  contents: getPullFileContents,
};

/** Operations on a pull request review. @namespace PullReview */
export const pullReviewObjectOperations = {
  submit: submitPullRequestReview,
};
