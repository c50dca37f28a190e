import { listOf, oneOf, text, timestamp } from '../core/codec.js';
import { joined, query } from '../core/operation.js';
import { account, type AccountRef } from '../core/refs.js';
import { milestoneFilter } from './codecs.js';
import { labelName, type LabelName } from './object-refs.js';

/** The filters of the issue listings. */
export interface IssueFilters {
  /** `open` (the service's default), `closed` or `all`. */
  state?: 'open' | 'closed' | 'all';
  /** Label names (or parsed labels); an issue must carry all of them. An empty list is no label filter. */
  labels?: readonly LabelName[];
  sort?: 'created' | 'updated' | 'comments';
  direction?: 'asc' | 'desc';
  /** Only issues updated at or after this time. */
  since?: Date | string;
}

/** The filters of the listings across repositories (the authenticated user's, an organization's). */
export interface UserIssueFilters extends IssueFilters {
  /**
   * Which issues: `assigned` to the user (the service's default), `created` by them,
   * `mentioned` them, `subscribed` to, `repos` (every issue of their repositories) or `all`.
   */
  filter?: 'assigned' | 'created' | 'mentioned' | 'subscribed' | 'repos' | 'all';
}

/** The filters that only a repository's listing has. */
export interface RepositoryIssueFilters extends IssueFilters {
  /** A milestone number, `*` (any milestone) or `none` (no milestone). */
  milestone?: number | '*' | 'none';
  /** A login (or user), `*` (assigned to anyone) or `none` (unassigned). */
  assignee?: AccountRef;
  creator?: AccountRef;
  /** Issues that mention this login. */
  mentioned?: AccountRef;
  /** An issue type's name (`bug`), `*` (any type) or `none` (no type); `issue` or `pull_request` on some Enterprise Server versions. */
  type?: string;
}

/** The query parameters every issue listing takes. */
export const issueFilters = {
  state: /*#__PURE__*/ query(/*#__PURE__*/ oneOf('open', 'closed', 'all')),
  labels: /*#__PURE__*/ query(/*#__PURE__*/ listOf(labelName)),
  sort: /*#__PURE__*/ query(/*#__PURE__*/ oneOf('created', 'updated', 'comments')),
  direction: /*#__PURE__*/ query(/*#__PURE__*/ oneOf('asc', 'desc')),
  since: /*#__PURE__*/ query(timestamp),
};

/** The query parameters of the listings across repositories. */
export const userIssueFilters = /*#__PURE__*/ joined(
  { filter: /*#__PURE__*/ query(/*#__PURE__*/ oneOf('assigned', 'created', 'mentioned', 'subscribed', 'repos', 'all')) },
  issueFilters,
);

/** The query parameters of a repository's issue listing. */
export const repositoryIssueFilters = /*#__PURE__*/ joined(
  {
    milestone: /*#__PURE__*/ query(milestoneFilter),
    assignee: /*#__PURE__*/ query(account),
    creator: /*#__PURE__*/ query(account),
    mentioned: /*#__PURE__*/ query(account),
    type: /*#__PURE__*/ query(text),
  },
  issueFilters,
);
