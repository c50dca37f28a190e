import { type WithDescribed, body, operation, path, type Op, one } from '../core/operation.js';
import { listOf, positive, required, text } from '../core/codec.js';
import { account, repository, type AccountRef, type RepoRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { ShortIssue } from '../models/issues.js';
import { labelName, type LabelName } from './object-refs.js';
import { createMembers, type CreateMembers } from './generated/members/create.js';

export interface CreateIssueOptions extends CallOptions {
  /** Markdown text. */
  body?: string;
  /** One login (or user); the older form of `assignees`. */
  assignee?: AccountRef;
  /** The milestone's number. */
  milestone?: number;
  /** Label names (or parsed labels). */
  labels?: readonly LabelName[];
  /** Logins (or users). */
  assignees?: readonly AccountRef[];
}

/**
 * Opens an issue on a repository; needs an authenticated session. One request, without
 * looking the repository up first: a missing repository is the service's 404 to the post
 * itself. `POST /repos/{owner}/{repo}/issues`
 */
export const createIssue: Op<[repository: RepoRef, title: string], WithDescribed<CreateIssueOptions, CreateMembers, 'title'>, Promise<ShortIssue>> = /*#__PURE__*/ operation(() => ({
  described: createMembers,
  method: 'POST',
  path: '/repos/{owner}/{repo}/issues',
  target: /*#__PURE__*/ path(repository),
  args: ['title'],
  params: {
    title: /*#__PURE__*/ body(required),
    body: /*#__PURE__*/ body(text),
    assignee: /*#__PURE__*/ body(account),
    milestone: /*#__PURE__*/ body(positive),
    labels: /*#__PURE__*/ body(/*#__PURE__*/ listOf(labelName)),
    assignees: /*#__PURE__*/ body(/*#__PURE__*/ listOf(account)),
  },
  auth: 'createIssue',
  result: /*#__PURE__*/ one(ShortIssue),
}));
