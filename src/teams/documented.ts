export type { TeamAddress } from './refs.js';
export { addTeamMember, removeTeamMember, isTeamMember, listTeamMembers, type AddTeamMemberOptions, type TeamMembersOptions } from './members.js';
export { getTeamMembership, inviteToTeam, revokeTeamMembership } from './memberships.js';
export { addTeamRepository, removeTeamRepository, hasTeamRepository, listTeamRepositories, type AddTeamRepositoryOptions, type TeamPermission } from './repositories.js';
export { editTeam, deleteTeam, type EditTeamOptions } from './edit-team.js';
export { listOwnTeams } from './own-teams.js';
export { sameTeam } from './equality.js';
export { createTeam, getOrganizationTeam, listOrganizationTeams, type NewTeamOptions } from './organization-teams.js';
export { addOrganizationTeamRepository, removeOrganizationTeamRepository, type TeamRepositoryOptions } from './organization-team-repositories.js';
