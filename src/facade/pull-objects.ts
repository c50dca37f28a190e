import type { Session } from '../core/session.js';
import { mergePullRequest, isPullRequestMerged } from '../pulls/merge-pull-request.js';
import { getPullFileContents } from '../pulls/pull-file-contents.js';
import { getPullRequestDiff, getPullRequestPatch } from '../pulls/pull-diff.js';
import { commentOnPullRequest, getPullRequestIssue, listPullRequestIssueComments } from '../pulls/pull-issue.js';
import { listPullRequestCommits, listPullRequestFiles, listPullRequestReviewComments, listPullRequestReviews } from '../pulls/pull-listings.js';
import { createReviewComment, deleteReviewComment, editReviewComment, replyToReviewComment } from '../pulls/review-comments.js';
import { listRequestedReviewers, removeRequestedReviewers, requestReviewers } from '../pulls/review-requests.js';
import { createPullRequestReview, submitPullRequestReview } from '../pulls/reviews.js';
import { closePullRequest, reopenPullRequest, updatePullRequest } from '../pulls/update-pull-request.js';
import { bind } from './bind.js';

/** Operations on a pull request (§4.7). @namespace PullRequest */
export function pullRequestObjectOperations(session: Session) {
  return {
    close: bind(session, closePullRequest),
    reopen: bind(session, reopenPullRequest),
    update: bind(session, updatePullRequest),
    merge: bind(session, mergePullRequest),
    isMerged: bind(session, isPullRequestMerged),
    commits: bind(session, listPullRequestCommits),
    files: bind(session, listPullRequestFiles),
    diff: bind(session, getPullRequestDiff),
    patch: bind(session, getPullRequestPatch),
    issue: bind(session, getPullRequestIssue),
    issueComments: bind(session, listPullRequestIssueComments),
    createComment: bind(session, commentOnPullRequest),
    reviewComments: bind(session, listPullRequestReviewComments),
    createReviewComment: bind(session, createReviewComment),
    reviews: bind(session, listPullRequestReviews),
    createReview: bind(session, createPullRequestReview),
    reviewRequests: bind(session, listRequestedReviewers),
    createReviewRequests: bind(session, requestReviewers),
    deleteReviewRequests: bind(session, removeRequestedReviewers),
  };
}

/** Operations on a review comment (§4.7). @namespace ReviewComment */
export function reviewCommentObjectOperations(session: Session) {
  return {
    delete: bind(session, deleteReviewComment),
    edit: bind(session, editReviewComment),
    reply: bind(session, replyToReviewComment),
  };
}

/** Operations on a changed file of a pull request (§4.7). @namespace PullFile */
export function pullFileObjectOperations(session: Session) {
  return {
    contents: bind(session, getPullFileContents),
  };
}

/** Operations on a pull request review (§3). @namespace PullReview */
export function pullReviewObjectOperations(session: Session) {
  return {
    submit: bind(session, submitPullRequestReview),
  };
}
