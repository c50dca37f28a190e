import { listOf, oneOf, required, text } from '../core/codec.js';
import { type WithDescribed, body, operation, path, type Op, done } from '../core/operation.js';
import { account, issue, type AccountRef, type NumberedRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { ValidationError } from '../errors/validation-error.js';
import { milestoneOrNone } from './codecs.js';
import { labelName, type LabelName } from './object-refs.js';
import { updateMembers, type UpdateMembers } from './generated/members/update.js';

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

/**
 * Changes an issue; true once the service has taken the change (a refusal throws a typed
 * error). Fields left out are not sent, so they stay as they are; a milestone of 0 is sent
 * as null, which removes it. `PATCH /repos/{owner}/{repo}/issues/{issue_number}`
 */
export const editIssue: Op<[issue: NumberedRef], WithDescribed<EditIssueOptions, UpdateMembers>, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  described: updateMembers,
  method: 'PATCH',
  path: '/repos/{owner}/{repo}/issues/{issue_number}',
  target: /*#__PURE__*/ path(issue),
  params: {
    title: /*#__PURE__*/ body(required),
    body: /*#__PURE__*/ body(text),
    assignee: /*#__PURE__*/ body(account),
    state: /*#__PURE__*/ body(/*#__PURE__*/ oneOf('open', 'closed')),
    stateReason: /*#__PURE__*/ body(/*#__PURE__*/ oneOf('completed', 'not_planned', 'duplicate', 'reopened')),
    milestone: /*#__PURE__*/ body(milestoneOrNone),
    labels: /*#__PURE__*/ body(/*#__PURE__*/ listOf(labelName)),
    assignees: /*#__PURE__*/ body(/*#__PURE__*/ listOf(account)),
  },
  check: (values) => {
    if (Object.keys(values).length === 0) throw new ValidationError('changes', 'needs at least one field to change');
  },
  result: done,
}));
