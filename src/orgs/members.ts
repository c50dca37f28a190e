import { oneOf } from '../core/codec.js';
import { type WithDescribed, body, joined, operation, path, query, type Op, bool, list } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { account, type AccountRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { ShortUser } from '../models/users.js';
import { memberRole } from './codecs.js';
import { setMembershipForUserMembers, type SetMembershipForUserMembers } from './generated/members/set-membership-for-user.js';
import { listMembersMembers, type ListMembersMembers } from './generated/members/list-members.js';

const org = /*#__PURE__*/ path(account, 'org');
const member = { username: /*#__PURE__*/ path(account, 'username') };

export interface AddMemberOptions extends CallOptions {
  /** `member` (the service's default) or `admin` (an owner of the organization). */
  role?: 'member' | 'admin';
}

/**
 * Adds a user to an organization, or changes their role: a user not yet a member is invited
 * (the membership stays pending until they accept). True once the service has taken it, false
 * on 404. `PUT /orgs/{org}/memberships/{username}`
 */
export const addOrganizationMember: Op<[org: AccountRef, username: AccountRef], WithDescribed<AddMemberOptions, SetMembershipForUserMembers, 'username'>, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  described: setMembershipForUserMembers,
  method: 'PUT',
  path: '/orgs/{org}/memberships/{username}',
  target: org,
  args: ['username'],
  params: /*#__PURE__*/ joined(member, { role: /*#__PURE__*/ body(memberRole) }),
  auth: 'add_member',
  result: /*#__PURE__*/ bool(200, 404),
}));

/** Removes a user from an organization (and from all its teams). False on 404. `DELETE /orgs/{org}/members/{username}` */
export const removeOrganizationMember: Op<[org: AccountRef, username: AccountRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  method: 'DELETE',
  path: '/orgs/{org}/members/{username}',
  target: org,
  args: ['username'],
  params: member,
  auth: 'remove_member',
  result: /*#__PURE__*/ bool(),
}));

/**
 * Whether a user is a member of an organization, publicly or privately. The service sends a
 * requester who is not a member on to the public-membership check (a 302 on the same origin,
 * followed), so such a requester learns only about public membership.
 * `GET /orgs/{org}/members/{username}`
 */
export const isOrganizationMember: Op<[org: AccountRef, username: AccountRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  path: '/orgs/{org}/members/{username}',
  target: org,
  args: ['username'],
  params: member,
  result: /*#__PURE__*/ bool(),
}));

/** Whether a user's membership of an organization is public. `GET /orgs/{org}/public_members/{username}` */
export const isPublicOrganizationMember: Op<[org: AccountRef, username: AccountRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  path: '/orgs/{org}/public_members/{username}',
  target: org,
  args: ['username'],
  params: member,
  result: /*#__PURE__*/ bool(),
}));

/** Makes the authenticated user's membership of an organization public. False on 404. `PUT /orgs/{org}/public_members/{username}` */
export const publicizeOrganizationMembership: Op<[org: AccountRef, username: AccountRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  method: 'PUT',
  path: '/orgs/{org}/public_members/{username}',
  target: org,
  args: ['username'],
  params: member,
  auth: 'publicize_member',
  result: /*#__PURE__*/ bool(),
}));

/** Hides the authenticated user's membership of an organization. False on 404. `DELETE /orgs/{org}/public_members/{username}` */
export const concealOrganizationMembership: Op<[org: AccountRef, username: AccountRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  method: 'DELETE',
  path: '/orgs/{org}/public_members/{username}',
  target: org,
  args: ['username'],
  params: member,
  auth: 'conceal_member',
  result: /*#__PURE__*/ bool(),
}));

export interface MembersOptions extends PageOptions {
  /** `2fa_disabled` (owners only: members without two-factor authentication), `2fa_insecure`, or `all` (the default). */
  filter?: '2fa_disabled' | '2fa_insecure' | 'all';
  /** `all` (the default), `admin` (owners) or `member`. */
  role?: 'all' | 'admin' | 'member';
}

/** The members of an organization: all of them for a member asking, the public ones otherwise. `GET /orgs/{org}/members` */
export const listOrganizationMembers: Op<[org: AccountRef], WithDescribed<MembersOptions, ListMembersMembers>, PageIterator<ShortUser>> = /*#__PURE__*/ operation(() => ({
  described: listMembersMembers,
  path: '/orgs/{org}/members',
  target: org,
  params: { filter: /*#__PURE__*/ query(/*#__PURE__*/ oneOf('2fa_disabled', '2fa_insecure', 'all')), role: /*#__PURE__*/ query(/*#__PURE__*/ oneOf('all', 'admin', 'member')) },
  result: /*#__PURE__*/ list(ShortUser),
}));

/** The public members of an organization. `GET /orgs/{org}/public_members` */
export const listPublicOrganizationMembers: Op<[org: AccountRef], PageOptions, PageIterator<ShortUser>> = /*#__PURE__*/ operation(() => ({
  path: '/orgs/{org}/public_members',
  target: org,
  result: /*#__PURE__*/ list(ShortUser),
}));
