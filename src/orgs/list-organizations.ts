import { count } from '../core/codec.js';
import { type WithDescribed, operation, path, query, type Op, list } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { account, type AccountRef } from '../core/refs.js';
import { ShortOrganization } from '../models/organizations.js';
import { listMembers, type ListMembers } from './generated/members/list.js';

export interface AllOrganizationsOptions extends PageOptions {
  /** Only organizations whose id is greater than this (the id of the last one seen). */
  since?: number;
}

/** Every organization of the service, in the order they were created. `GET /organizations` */
export const listAllOrganizations: Op<[], WithDescribed<AllOrganizationsOptions, ListMembers>, PageIterator<ShortOrganization>> = /*#__PURE__*/ operation(() => ({
  described: listMembers,
  path: '/organizations',
  params: { since: /*#__PURE__*/ query(count) },
  result: /*#__PURE__*/ list(ShortOrganization),
}));

/** The organizations the authenticated user belongs to, privately or publicly. `GET /user/orgs` */
export const listOrganizations: Op<[], PageOptions, PageIterator<ShortOrganization>> = /*#__PURE__*/ operation(() => ({
  path: '/user/orgs',
  auth: 'organizations',
  result: /*#__PURE__*/ list(ShortOrganization),
}));

/** The organizations a user is a public member of. `GET /users/{username}/orgs` */
export const listUserOrganizations: Op<[user: AccountRef], PageOptions, PageIterator<ShortOrganization>> = /*#__PURE__*/ operation(() => ({
  path: '/users/{username}/orgs',
  target: /*#__PURE__*/ path(account, 'username'),
  result: /*#__PURE__*/ list(ShortOrganization),
}));
