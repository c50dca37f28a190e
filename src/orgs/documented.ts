export { getOrganization } from './get-organization.js';
export { listAllOrganizations, listOrganizations, listUserOrganizations, type AllOrganizationsOptions } from './list-organizations.js';
export { listOwnOrganizationMemberships, getOwnOrganizationMembership, activateOwnOrganizationMembership, type MembershipsOptions } from './memberships.js';
export { sameOrganization } from './equality.js';
export {
  addOrganizationMember,
  removeOrganizationMember,
  isOrganizationMember,
  isPublicOrganizationMember,
  publicizeOrganizationMembership,
  concealOrganizationMembership,
  listOrganizationMembers,
  listPublicOrganizationMembers,
  type AddMemberOptions,
  type MembersOptions,
} from './members.js';
export { createOrganizationRepository, listOrganizationRepositories, type NewOrganizationRepositoryOptions, type OrganizationRepositoriesOptions } from '../repos/organization-repositories.js';
export { addOrganizationTeamRepository, removeOrganizationTeamRepository, type TeamRepositoryOptions } from '../teams/organization-team-repositories.js';
export { createTeam, getOrganizationTeam, listOrganizationTeams, type NewTeamOptions } from '../teams/organization-teams.js';
export { editOrganization, type OrganizationChanges } from './edit-organization.js';
export { listOrganizationPublicEvents, listOrganizationEvents } from '../activity/organization-events.js';
export { type IdRef } from './codecs.js';
export {
  createOrganizationProject,
  listOrganizationProjects,
  getProject,
  getOrganizationProject,
  updateProject,
  deleteProject,
  listProjectColumns,
  createProjectColumn,
  type NewProjectOptions,
  type ProjectsOptions,
  type ProjectChanges,
} from './projects.js';
export {
  getProjectColumn,
  updateProjectColumn,
  deleteProjectColumn,
  moveProjectColumn,
  listProjectCards,
  createProjectCard,
  type ColumnCardsOptions,
  type NewCardOptions,
} from './project-columns.js';
export {
  getProjectCard,
  updateProjectCard,
  deleteProjectCard,
  moveProjectCard,
  getProjectCardIssue,
  getProjectCardPullRequest,
  type CardChanges,
  type MoveCardOptions,
} from './project-cards.js';
export { findOrganizationTeam, addNamedTeamRepository, removeNamedTeamRepository, addNamedTeamMember } from './named-teams.js';
