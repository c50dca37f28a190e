import type { NumberedRef } from '../core/refs.js';
import { send, type CallOptions } from '../core/request.js';
import type { Session } from '../core/session.js';
import { oneOf } from '../core/validate.js';
import { ValidationError } from '../errors/validation-error.js';
import { pullParams } from './refs.js';

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
export async function updatePullRequest(session: Session, pullRequest: NumberedRef, options: UpdatePullRequestOptions = {}): Promise<boolean> {
  const { title, body, state, base, maintainerCanModify, signal, headers } = options;
  const payload = { title, body, state: oneOf('state', state, ['open', 'closed']), base, maintainer_can_modify: maintainerCanModify };
  if (Object.values(payload).every((value) => value === undefined)) throw new ValidationError('options', 'name at least one of title, body, state, base, maintainerCanModify');
  if (base !== undefined && (typeof base !== 'string' || base.trim() === '')) throw new ValidationError('base', 'must name a branch');
  await send(session, { signal, headers, method: 'PATCH', path: '/repos/{owner}/{repo}/pulls/{pull_number}', params: pullParams(pullRequest), body: payload, as: 'none' });
  return true;
}

/** Closes a pull request without merging it. True once closed. `PATCH /repos/{owner}/{repo}/pulls/{pull_number}` */
export async function closePullRequest(session: Session, pullRequest: NumberedRef, options: CallOptions = {}): Promise<boolean> {
  return updatePullRequest(session, pullRequest, { signal: options.signal, headers: options.headers, state: 'closed' });
}

/** Reopens a closed, unmerged pull request. True once open. `PATCH /repos/{owner}/{repo}/pulls/{pull_number}` */
export async function reopenPullRequest(session: Session, pullRequest: NumberedRef, options: CallOptions = {}): Promise<boolean> {
  return updatePullRequest(session, pullRequest, { signal: options.signal, headers: options.headers, state: 'open' });
}
