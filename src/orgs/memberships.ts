import { oneOf } from '../core/codec.js';
import { type WithDescribed, operation, path, query, type Op, list, one } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { account, type AccountRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { Membership } from '../models/memberships.js';
import { updateMembershipForAuthenticatedUserMembers, type UpdateMembershipForAuthenticatedUserMembers } from './generated/members/update-membership-for-authenticated-user.js';
import { listMembershipsForAuthenticatedUserMembers, type ListMembershipsForAuthenticatedUserMembers } from './generated/members/list-memberships-for-authenticated-user.js';

export interface MembershipsOptions extends PageOptions {
  /** Only `active` memberships, or only `pending` invitations; both without it. */
  state?: 'active' | 'pending';
}

/** The authenticated user's memberships in organizations. `GET /user/memberships/orgs` */
export const listOwnOrganizationMemberships: Op<[], WithDescribed<MembershipsOptions, ListMembershipsForAuthenticatedUserMembers>, PageIterator<Membership>> = /*#__PURE__*/ operation(() => ({
  described: listMembershipsForAuthenticatedUserMembers,
  path: '/user/memberships/orgs',
  params: { state: /*#__PURE__*/ query(/*#__PURE__*/ oneOf('active', 'pending')) },
  auth: 'organization_memberships',
  result: /*#__PURE__*/ list(Membership),
}));

/** The authenticated user's membership in an organization (parsed, or its login). `GET /user/memberships/orgs/{org}` */
export const getOwnOrganizationMembership: Op<[org: AccountRef], CallOptions, Promise<Membership>> = /*#__PURE__*/ operation(() => ({
  path: '/user/memberships/orgs/{org}',
  target: /*#__PURE__*/ path(account, 'org'),
  auth: 'membership_in',
  result: /*#__PURE__*/ one(Membership),
}));

/** Accepts a pending invitation: the membership becomes `active`. `PATCH /user/memberships/orgs/{org}` */
export const activateOwnOrganizationMembership: Op<[org: AccountRef], WithDescribed<CallOptions, UpdateMembershipForAuthenticatedUserMembers>, Promise<Membership>> = /*#__PURE__*/ operation(() => ({
  described: updateMembershipForAuthenticatedUserMembers,
  method: 'PATCH',
  path: '/user/memberships/orgs/{org}',
  target: /*#__PURE__*/ path(account, 'org'),
  fixed: { body: { state: 'active' } },
  auth: 'activate_membership',
  result: /*#__PURE__*/ one(Membership),
}));
