import { ValidationError } from '../errors/validation-error.js';
import type { QueryValue } from '../core/url.js';
import { oneOf, timestamp } from '../core/validate.js';

/** The filters of the issue listings. */
export interface IssueFilters {
  /** `open` (the service's default), `closed` or `all`. */
  state?: 'open' | 'closed' | 'all';
  /** Label names; an issue must carry all of them. */
  labels?: readonly string[] | string;
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
  /** A login, `*` (assigned to anyone) or `none` (unassigned). */
  assignee?: string;
  creator?: string;
  /** Issues that mention this login. */
  mentioned?: string;
  /** `issue` or `pull_request` (some Enterprise Server versions). */
  type?: string;
}

/** The query of the common filters, checked. */
export function issueQuery(filters: IssueFilters): Record<string, QueryValue> {
  return {
    state: oneOf('state', filters.state, ['open', 'closed', 'all']),
    // No label names means no label filter, not a filter on an empty name.
    labels: (typeof filters.labels === 'string' ? filters.labels : filters.labels?.join(',')) || undefined,
    sort: oneOf('sort', filters.sort, ['created', 'updated', 'comments']),
    direction: oneOf('direction', filters.direction, ['asc', 'desc']),
    since: timestamp('since', filters.since),
  };
}

/** The query of a listing across repositories, checked. */
export function userIssueQuery(filters: UserIssueFilters): Record<string, QueryValue> {
  return {
    filter: oneOf('filter', filters.filter, ['assigned', 'created', 'mentioned', 'subscribed', 'repos', 'all']),
    ...issueQuery(filters),
  };
}

/** The query of a repository's issue listing, checked. */
export function repositoryIssueQuery(filters: RepositoryIssueFilters): Record<string, QueryValue> {
  const { milestone } = filters;
  if (milestone !== undefined && milestone !== '*' && milestone !== 'none' && !(Number.isInteger(milestone) && milestone > 0)) {
    throw new ValidationError('milestone', `must be a milestone number, "*" or "none", not ${JSON.stringify(milestone)}`);
  }
  return {
    milestone,
    assignee: filters.assignee,
    creator: filters.creator,
    mentioned: filters.mentioned,
    type: filters.type,
    ...issueQuery(filters),
  };
}
