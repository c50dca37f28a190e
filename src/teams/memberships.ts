import { type WithDescribed, path, type Op, bool, one } from '../core/operation.js';
import { account, type AccountRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { TeamMembership } from '../models/memberships.js';
import { teamOperation, type TeamAddress } from './refs.js';
import { addOrUpdateMembershipForUserInOrgMembers, type AddOrUpdateMembershipForUserInOrgMembers } from './generated/members/add-or-update-membership-for-user-in-org.js';

/** A user's membership in a team: active, or pending while an invitation to the organization is open. */

/** A user's membership in a team: its `state`, `role` and `url`. `GET /orgs/{org}/teams/{team_slug}/memberships/{username}`, `GET /teams/{team_id}/memberships/{username}` */
export const getTeamMembership: Op<[team: TeamAddress, username: AccountRef], CallOptions, Promise<TeamMembership>> = /*#__PURE__*/ teamOperation('/memberships/{username}', {
  args: ['username'],
  params: { username: /*#__PURE__*/ path(account, 'username') },
  result: /*#__PURE__*/ one(TeamMembership),
});

/**
 * Invites a user to a team: for a user outside the team's organization the membership is
 * `pending` (an invitation to the organization goes out); for a member of the organization it is
 * `active` at once. The service's default role, `member`, applies.
 * `PUT /orgs/{org}/teams/{team_slug}/memberships/{username}`, `PUT /teams/{team_id}/memberships/{username}`
 */
export const inviteToTeam: Op<[team: TeamAddress, username: AccountRef], WithDescribed<CallOptions, AddOrUpdateMembershipForUserInOrgMembers, 'username'>, Promise<TeamMembership>> = /*#__PURE__*/ teamOperation('/memberships/{username}', {
  described: addOrUpdateMembershipForUserInOrgMembers,
  method: 'PUT',
  args: ['username'],
  params: { username: /*#__PURE__*/ path(account, 'username') },
  result: /*#__PURE__*/ one(TeamMembership),
});

/**
 * Ends a user's membership in a team, or withdraws a pending invitation: true when done, false
 * when the service answers 404. `DELETE /orgs/{org}/teams/{team_slug}/memberships/{username}`, `DELETE /teams/{team_id}/memberships/{username}`
 */
export const revokeTeamMembership: Op<[team: TeamAddress, username: AccountRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ teamOperation('/memberships/{username}', {
  method: 'DELETE',
  args: ['username'],
  params: { username: /*#__PURE__*/ path(account, 'username') },
  result: /*#__PURE__*/ bool(),
});
