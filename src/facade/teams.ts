import { editTeam, deleteTeam } from '../teams/edit-team.js';
import { addTeamMember, isTeamMember, listTeamMembers, removeTeamMember } from '../teams/members.js';
import { getTeamMembership, inviteToTeam, revokeTeamMembership } from '../teams/memberships.js';
import { listOwnTeams } from '../teams/own-teams.js';
import { addTeamRepository, hasTeamRepository, listTeamRepositories, removeTeamRepository } from '../teams/repositories.js';

/** Client-level team operations: the authenticated user's teams. */
export const teamOperations = {
  userTeams: listOwnTeams,
  /** @deprecated use `userTeams` */
  iterUserTeams: listOwnTeams,
};

/**
 * Operations on a team: the team comes first — a parsed team or `{ org, slug }` (the
 * `/orgs/{org}/teams/{team_slug}` routes), or its id (the `/teams/{team_id}` routes, deprecated
 * on api.github.com but still served, and the only ones older Enterprise Server installations
 * have). @namespace Team
 */
export const teamObjectOperations = {
  addMember: addTeamMember,
  addRepository: addTeamRepository,
  delete: deleteTeam,
  edit: editTeam,
  hasRepository: hasTeamRepository,
  invite: inviteToTeam,
  isMember: isTeamMember,
  members: listTeamMembers,
  membershipFor: getTeamMembership,
  removeMember: removeTeamMember,
  removeRepository: removeTeamRepository,
  repositories: listTeamRepositories,
  revokeMembership: revokeTeamMembership,
};
