import type { NumberedRef } from '../core/refs.js';
import { sendForBool, sendForData, type CallOptions } from '../core/request.js';
import type { Session } from '../core/session.js';
import { oneOf } from '../core/validate.js';
import { ValidationError } from '../errors/validation-error.js';
import { pullParams } from './refs.js';

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

const SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/i;

/** The statuses by which the service refuses a merge: 405 not mergeable, 409 head moved past `sha`. */
const REFUSED = new Set([405, 409]);

/**
 * Merges a pull request. True when merged; false when the service refuses: it is not
 * mergeable (405) or its head is no longer at `sha` (409). Other failures throw their typed error.
 * `PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge`
 */
export async function mergePullRequest(session: Session, pullRequest: NumberedRef, options: MergePullRequestOptions = {}): Promise<boolean> {
  const { commitTitle, commitMessage, sha, mergeMethod, squash, ...call } = options;
  if (sha !== undefined && !SHA.test(sha)) throw new ValidationError('sha', `must be a full commit sha, not ${JSON.stringify(sha)}`);
  if (squash !== undefined && mergeMethod !== undefined) throw new ValidationError('squash', 'give mergeMethod or the older squash, not both');
  const method = oneOf('mergeMethod', mergeMethod, ['merge', 'squash', 'rebase']) ?? (squash ? 'squash' : undefined);
  const body = { commit_title: commitTitle, commit_message: commitMessage, sha, merge_method: method };
  const params = pullParams(pullRequest);
  try {
    const reply = await sendForData<{ merged?: unknown } | undefined>(session, { ...call, method: 'PUT', path: '/repos/{owner}/{repo}/pulls/{pull_number}/merge', params, body });
    return reply.data?.merged === true;
  } catch (error) {
    if (REFUSED.has((error as { status?: number }).status ?? 0)) return false;
    throw error;
  }
}

/** Whether a pull request has been merged; always asks the service (204 yes, 404 no). `GET /repos/{owner}/{repo}/pulls/{pull_number}/merge` */
export async function isPullRequestMerged(session: Session, pullRequest: NumberedRef, options: CallOptions = {}): Promise<boolean> {
  return sendForBool(session, { ...options, path: '/repos/{owner}/{repo}/pulls/{pull_number}/merge', params: pullParams(pullRequest) });
}
