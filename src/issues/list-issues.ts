import { PageIterator, type PageOptions } from '../core/page-iterator.js';
import { loginOf, type AccountRef } from '../core/refs.js';
import type { Session } from '../core/session.js';
import { requireAuthentication } from '../core/validate.js';
import type { Infer } from '../schema/model.js';
import { ShortIssue } from '../schemas/issues.js';
import { userIssueQuery, type UserIssueFilters } from './filters.js';

export type UserIssuesOptions = UserIssueFilters & PageOptions;

function listing(session: Session, path: string, params: Record<string, string>, options: UserIssuesOptions): PageIterator<Infer<typeof ShortIssue>> {
  const { filter, state, labels, sort, direction, since, ...page } = options;
  const query = userIssueQuery({ filter, state, labels, sort, direction, since });
  return new PageIterator(session, { path, params, query, item: ShortIssue.wrap }, page);
}

/**
 * The authenticated user's issues across every repository they can see, their organizations'
 * included (by default those assigned to them). Needs an authenticated session. `GET /issues`
 */
export function listIssues(session: Session, options: UserIssuesOptions = {}): PageIterator<Infer<typeof ShortIssue>> {
  requireAuthentication(session, 'issues');
  return listing(session, '/issues', {}, options);
}

/** The authenticated user's issues in the repositories they own or belong to. Needs an authenticated session. `GET /user/issues` */
export function listUserIssues(session: Session, options: UserIssuesOptions = {}): PageIterator<Infer<typeof ShortIssue>> {
  requireAuthentication(session, 'userIssues');
  return listing(session, '/user/issues', {}, options);
}

/**
 * The authenticated user's issues in one organization's repositories; the service answers
 * only a member of it. Needs an authenticated session. `GET /orgs/{org}/issues`
 */
export function listOrganizationIssues(session: Session, organization: AccountRef, options: UserIssuesOptions = {}): PageIterator<Infer<typeof ShortIssue>> {
  requireAuthentication(session, 'organizationIssues');
  return listing(session, '/orgs/{org}/issues', { org: loginOf(organization, 'organization') }, options);
}
