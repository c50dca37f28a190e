import { oneOf } from '../core/codec.js';
import { type WithDescribed, body, path, query, type Op, type Result, bool, list } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { account, type AccountRef } from '../core/refs.js';
import { sendForData } from '../core/request.js';
import type { CallOptions } from '../core/types.js';
import { parseReply } from '../models/library/objects.js';
import { TeamMembership } from '../models/memberships.js';
import { ShortUser } from '../models/users.js';
import { teamOperation, type TeamAddress } from './refs.js';
import { addOrUpdateMembershipForUserInOrgMembers, type AddOrUpdateMembershipForUserInOrgMembers } from './generated/members/add-or-update-membership-for-user-in-org.js';
import { listMembersInOrgMembers, type ListMembersInOrgMembers } from './generated/members/list-members-in-org.js';

/**
 * A team's members. Today's slug route has only memberships (`…/memberships/{username}`), which
 * also hold pending invitations; the id route also has `…/members/{username}`, active members only.
 */

export interface AddTeamMemberOptions extends CallOptions {
  /** `member` (the service's default) or `maintainer`. */
  role?: 'member' | 'maintainer';
}

export interface TeamMembersOptions extends PageOptions {
  /** `member`, `maintainer`, or `all` (the service's default). */
  role?: 'member' | 'maintainer' | 'all';
}

/**
 * Adds a user to a team, or changes their role in it: true once the membership is there. A user
 * outside the team's organization is invited to it and stays pending until they accept (see
 * `inviteToTeam` for the membership itself). Both routes use the membership request, which takes
 * the role. `PUT /orgs/{org}/teams/{team_slug}/memberships/{username}`, `PUT /teams/{team_id}/memberships/{username}`
 */
export const addTeamMember: Op<[team: TeamAddress, username: AccountRef], WithDescribed<AddTeamMemberOptions, AddOrUpdateMembershipForUserInOrgMembers, 'username'>, Promise<boolean>> = /*#__PURE__*/ teamOperation('/memberships/{username}', {
  described: addOrUpdateMembershipForUserInOrgMembers,
  method: 'PUT',
  args: ['username'],
  params: { username: /*#__PURE__*/ path(account, 'username'), role: /*#__PURE__*/ body(/*#__PURE__*/ oneOf('member', 'maintainer')) },
  result: /*#__PURE__*/ bool(200, 404),
});

/**
 * Removes a user from a team: true when removed, false when the service answers 404. On the slug
 * route this is the membership's removal (the only one there is), which also withdraws a pending
 * invitation. `DELETE /orgs/{org}/teams/{team_slug}/memberships/{username}`, `DELETE /teams/{team_id}/members/{username}`
 */
export const removeTeamMember: Op<[team: TeamAddress, username: AccountRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ teamOperation('/memberships/{username}', {
  method: 'DELETE',
  args: ['username'],
  params: { username: /*#__PURE__*/ path(account, 'username') },
  result: /*#__PURE__*/ bool(),
}, '/members/{username}');

/** 204 (the id route's "member") or a membership whose state is `active` (the slug route): true; 404: false. */
const activeMember: Result<Promise<boolean>> = {
  run: async (session, spec) => {
    try {
      const reply = await sendForData(session, spec);
      return reply.status === 204 || (reply.status === 200 && parseReply(TeamMembership, reply).state === 'active');
    } catch (error) {
      if ((error as { status?: number }).status === 404) return false;
      throw error;
    }
  },
};

/**
 * Whether a user is an active member of a team (a pending invitation is not membership).
 * `GET /orgs/{org}/teams/{team_slug}/memberships/{username}`, `GET /teams/{team_id}/members/{username}`
 */
export const isTeamMember: Op<[team: TeamAddress, username: AccountRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ teamOperation('/memberships/{username}', {
  args: ['username'],
  params: { username: /*#__PURE__*/ path(account, 'username') },
  result: activeMember,
}, '/members/{username}');

/** A team's members, optionally only its members or only its maintainers. `GET /orgs/{org}/teams/{team_slug}/members`, `GET /teams/{team_id}/members` */
export const listTeamMembers: Op<[team: TeamAddress], WithDescribed<TeamMembersOptions, ListMembersInOrgMembers>, PageIterator<ShortUser>> = /*#__PURE__*/ teamOperation('/members', {
  described: listMembersInOrgMembers,
  params: { role: /*#__PURE__*/ query(/*#__PURE__*/ oneOf('member', 'maintainer', 'all')) },
  result: /*#__PURE__*/ list(ShortUser),
});
