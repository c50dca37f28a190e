import { leavable, nullable, oneOf, positive, required, text } from '../core/codec.js';
import { leaving, type OpLeaving, type WithDescribed, body, type Op, bool, done } from '../core/operation.js';
import type { CallOptions } from '../core/types.js';
import { teamOperation, type TeamAddress } from './refs.js';
import { updateInOrgMembers, type UpdateInOrgMembers } from './generated/members/update-in-org.js';

export interface EditTeamOptions extends CallOptions {
  description?: string;
  /** `secret` (seen by the organization's owners and the team's members) or `closed` (by all the organization's members). */
  privacy?: 'secret' | 'closed';
  /** Deprecated by the service: the permission given to repositories added to the team, `pull`, `push` or `admin`. */
  permission?: 'pull' | 'push' | 'admin';
  /** The id of the team to nest this one under; null makes it a team at the top. */
  parentTeamId?: number | null;
  /** `notifications_enabled` or `notifications_disabled` (no @-mention notifications for the team). */
  notificationSetting?: 'notifications_enabled' | 'notifications_disabled';
}

/**
 * Changes a team's name and the settings given; true once the service has taken the change (a
 * refusal throws a typed error). Settings left out stay as they are.
 * `PATCH /orgs/{org}/teams/{team_slug}`, `PATCH /teams/{team_id}`
 */
export const editTeam: OpLeaving<[team: TeamAddress], [name: string], WithDescribed<EditTeamOptions, UpdateInOrgMembers, 'name'>, Promise<boolean>> = /*#__PURE__*/ leaving(/*#__PURE__*/ teamOperation('', {
  described: updateInOrgMembers,
  method: 'PATCH',
  args: ['name'],
  params: {
    name: /*#__PURE__*/ body(/*#__PURE__*/ leavable(required)),
    description: /*#__PURE__*/ body(text),
    privacy: /*#__PURE__*/ body(/*#__PURE__*/ oneOf('secret', 'closed')),
    permission: /*#__PURE__*/ body(/*#__PURE__*/ oneOf('pull', 'push', 'admin')),
    parentTeamId: /*#__PURE__*/ body(/*#__PURE__*/ nullable(positive)),
    notificationSetting: /*#__PURE__*/ body(/*#__PURE__*/ oneOf('notifications_enabled', 'notifications_disabled')),
  },
  result: done,
}));

/** Deletes a team (and the teams nested under it): true when deleted, false when the service answers 404. `DELETE /orgs/{org}/teams/{team_slug}`, `DELETE /teams/{team_id}` */
export const deleteTeam: Op<[team: TeamAddress], CallOptions, Promise<boolean>> = /*#__PURE__*/ teamOperation('', {
  method: 'DELETE',
  result: /*#__PURE__*/ bool(),
});
