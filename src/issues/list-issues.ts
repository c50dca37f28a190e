import { type WithDescribed, operation, path, type Op, list } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { account, type AccountRef } from '../core/refs.js';
import { ShortIssue } from '../models/issues.js';
import { userIssueFilters, type UserIssueFilters } from './filters.js';
import { listMembers, type ListMembers } from './generated/members/list.js';
import { listForOrgMembers, type ListForOrgMembers } from './generated/members/list-for-org.js';
import { listForAuthenticatedUserMembers, type ListForAuthenticatedUserMembers } from './generated/members/list-for-authenticated-user.js';

export interface UserIssuesOptions extends PageOptions, UserIssueFilters {}

/**
 * The authenticated user's issues across every repository they can see, their organizations'
 * included (by default those assigned to them). Needs an authenticated session. `GET /issues`
 */
export const listIssues: Op<[], WithDescribed<UserIssuesOptions, ListMembers>, PageIterator<ShortIssue>> = /*#__PURE__*/ operation(() => ({
  described: listMembers,
  path: '/issues',
  params: userIssueFilters,
  auth: 'issues',
  result: /*#__PURE__*/ list(ShortIssue),
}));

/** The authenticated user's issues in the repositories they own or belong to. Needs an authenticated session. `GET /user/issues` */
export const listUserIssues: Op<[], WithDescribed<UserIssuesOptions, ListForAuthenticatedUserMembers>, PageIterator<ShortIssue>> = /*#__PURE__*/ operation(() => ({
  described: listForAuthenticatedUserMembers,
  path: '/user/issues',
  params: userIssueFilters,
  auth: 'userIssues',
  result: /*#__PURE__*/ list(ShortIssue),
}));

/**
 * The authenticated user's issues in one organization's repositories; the service answers
 * only a member of it. Needs an authenticated session. `GET /orgs/{org}/issues`
 */
export const listOrganizationIssues: Op<[organization: AccountRef], WithDescribed<UserIssuesOptions, ListForOrgMembers>, PageIterator<ShortIssue>> = /*#__PURE__*/ operation(() => ({
  described: listForOrgMembers,
  path: '/orgs/{org}/issues',
  target: /*#__PURE__*/ path(account, 'org'),
  params: userIssueFilters,
  auth: 'organizationIssues',
  result: /*#__PURE__*/ list(ShortIssue),
}));
