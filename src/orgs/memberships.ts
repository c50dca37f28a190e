import { PageIterator, type PageOptions } from '../core/page-iterator.js';
import { sendForData, type CallOptions } from '../core/request.js';
import { loginOf, type AccountRef } from '../core/refs.js';
import type { Session } from '../core/session.js';
import { oneOf, requireAuthentication } from '../core/validate.js';
import type { Infer } from '../schema/model.js';
import { parseReply } from '../schema/objects.js';
import { Membership } from '../schemas/memberships.js';

type ParsedMembership = Infer<typeof Membership>;

export interface MembershipsOptions extends PageOptions {
  /** Only `active` memberships, or only `pending` invitations; both without it. */
  state?: 'active' | 'pending';
}

/** The authenticated user's memberships in organizations. `GET /user/memberships/orgs` */
export function listOwnOrganizationMemberships(session: Session, options: MembershipsOptions = {}): PageIterator<ParsedMembership> {
  requireAuthentication(session, 'organization_memberships');
  const { state, ...page } = options;
  const query = { state: oneOf('state', state, ['active', 'pending']) };
  return new PageIterator(session, { path: '/user/memberships/orgs', query, item: Membership.wrap }, page);
}

/** The authenticated user's membership in an organization (parsed, or its login). `GET /user/memberships/orgs/{org}` */
export async function getOwnOrganizationMembership(session: Session, org: AccountRef, options: CallOptions = {}): Promise<ParsedMembership> {
  requireAuthentication(session, 'membership_in');
  const params = { org: loginOf(org, 'org') };
  return parseReply(Membership, await sendForData(session, { ...options, path: '/user/memberships/orgs/{org}', params }));
}

/** Accepts a pending invitation: the membership becomes `active`. `PATCH /user/memberships/orgs/{org}` */
export async function activateOwnOrganizationMembership(session: Session, org: AccountRef, options: CallOptions = {}): Promise<ParsedMembership> {
  requireAuthentication(session, 'activate_membership');
  const params = { org: loginOf(org, 'org') };
  return parseReply(Membership, await sendForData(session, { ...options, method: 'PATCH', path: '/user/memberships/orgs/{org}', params, body: { state: 'active' } }));
}
