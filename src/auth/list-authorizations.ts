import { type WithDescribed, operation, type Op } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import type { Authorization } from '../models/authorizations.js';
import { authorizations } from './authorization-result.js';
import { listAuthorizationsMembers, type ListAuthorizationsMembers } from './generated/members/list-authorizations.js';

/**
 * The authorizations of the authenticated account. Needs username and password
 * authentication: the service answers a token with 404, which the NotFoundError explains.
 * Legacy-only: GitHub removed the route from api.github.com; GitHub Enterprise Server still
 * serves it (deprecated). `GET /authorizations`
 */
export const listAuthorizations: Op<[], WithDescribed<PageOptions, ListAuthorizationsMembers>, PageIterator<Authorization>> = /*#__PURE__*/ operation(() => ({
  described: listAuthorizationsMembers,
  path: '/authorizations',
  auth: 'authorizations',
  user: true,
  result: authorizations,
}));
