import { loginOf, type AccountRef, type NumberedRef } from '../core/refs.js';
import { send, type CallOptions } from '../core/request.js';
import type { Session } from '../core/session.js';
import { oneOf } from '../core/validate.js';
import { ValidationError } from '../errors/validation-error.js';
import { issueParams, labelNames, type LabelName } from './object-refs.js';

/** Why an issue was closed or reopened (sent as `state_reason`). */
export type IssueStateReason = 'completed' | 'not_planned' | 'duplicate' | 'reopened';

export interface EditIssueOptions extends CallOptions {
  title?: string;
  body?: string;
  /** A login; deprecated by the service in favour of `assignees`. */
  assignee?: AccountRef;
  state?: 'open' | 'closed';
  stateReason?: IssueStateReason;
  /** A milestone number; 0 (or null) removes the issue's milestone. */
  milestone?: number | null;
  /** Replaces the issue's labels. */
  labels?: readonly LabelName[];
  /** Replaces the issue's assignees (logins or users). */
  assignees?: readonly AccountRef[];
}

function milestoneValue(milestone: number | null | undefined): number | null | undefined {
  if (milestone === undefined || milestone === null) return milestone;
  if (!Number.isInteger(milestone) || milestone < 0) throw new ValidationError('milestone', `must be a milestone number, or 0 to remove it, not ${JSON.stringify(milestone)}`);
  return milestone === 0 ? null : milestone;
}

/** The request body: only the fields given; a milestone of 0 is sent as null, which removes it. */
export function issueChanges(options: Omit<EditIssueOptions, keyof CallOptions>): Record<string, unknown> {
  const changes: Record<string, unknown> = {
    title: options.title,
    body: options.body,
    assignee: options.assignee === undefined ? undefined : loginOf(options.assignee, 'assignee'),
    state: oneOf('state', options.state, ['open', 'closed']),
    state_reason: oneOf('stateReason', options.stateReason, ['completed', 'not_planned', 'duplicate', 'reopened']),
    milestone: milestoneValue(options.milestone),
    labels: options.labels && labelNames(options.labels, 'labels'),
    assignees: options.assignees?.map((user) => loginOf(user, 'assignees')),
  };
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}

/**
 * Changes an issue; true once the service has taken the change (a refusal throws a typed
 * error). Fields left out are not sent, so they stay as they are.
 * `PATCH /repos/{owner}/{repo}/issues/{issue_number}`
 */
export async function editIssue(session: Session, issue: NumberedRef, changes: EditIssueOptions = {}): Promise<boolean> {
  const { signal, headers, ...fields } = changes;
  const body = issueChanges(fields);
  if (Object.keys(body).length === 0) throw new ValidationError('changes', 'needs at least one field to change');
  await send(session, { signal, headers, method: 'PATCH', path: '/repos/{owner}/{repo}/issues/{issue_number}', params: issueParams(issue), body, as: 'none' });
  return true;
}
