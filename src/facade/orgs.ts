import { addTeamMember } from '../teams/members.js';
import type { AnyVersion } from '../core/versions.js';
import { orTeamMember, orTeamName } from './bind.js';
import { addNamedTeamMember, addNamedTeamRepository, removeNamedTeamRepository } from '../orgs/named-teams.js';
import { editOrganization } from '../orgs/edit-organization.js';
import { listOrganizationEvents, listOrganizationPublicEvents } from '../activity/organization-events.js';
import {
  addOrganizationMember,
  concealOrganizationMembership,
  isOrganizationMember,
  isPublicOrganizationMember,
  listOrganizationMembers,
  listPublicOrganizationMembers,
  publicizeOrganizationMembership,
  removeOrganizationMember,
} from '../orgs/members.js';
import { deleteProjectCard, getProjectCard, getProjectCardIssue, getProjectCardPullRequest, moveProjectCard, updateProjectCard } from '../orgs/project-cards.js';
import { createProjectCard, deleteProjectColumn, getProjectColumn, listProjectCards, moveProjectColumn, updateProjectColumn } from '../orgs/project-columns.js';
import { createOrganizationProject, createProjectColumn, deleteProject, getOrganizationProject, getProject, listOrganizationProjects, listProjectColumns, updateProject } from '../orgs/projects.js';
import { createOrganizationRepository, listOrganizationRepositories } from '../repos/organization-repositories.js';
import { addOrganizationTeamRepository, removeOrganizationTeamRepository } from '../teams/organization-team-repositories.js';
import { createTeam, getOrganizationTeam, listOrganizationTeams } from '../teams/organization-teams.js';

/** Client-level lookups of classic projects (Enterprise Server only; removed from api.github.com). */
export const projectOperations = {
  project: getProject,
  projectCard: getProjectCard,
  projectColumn: getProjectColumn,
};

/**
 * Operations on an organization: the organization comes first, as parsed data or a login. A team
 * (`team`, `addRepository`, `removeRepository`) is given as to the `Team` operations, and picks the
 * route the same way. @namespace Organization
 */
export const organizationObjectOperations = {
  addMember: /*#__PURE__*/ orTeamMember(addOrganizationMember<AnyVersion>, addTeamMember, addNamedTeamMember),
  removeMember: removeOrganizationMember,
  isMember: isOrganizationMember,
  isPublicMember: isPublicOrganizationMember,
  publicizeMember: publicizeOrganizationMembership,
  concealMember: concealOrganizationMembership,
  members: listOrganizationMembers,
  publicMembers: listPublicOrganizationMembers,
  addRepository: addOrganizationTeamRepository,
  removeRepository: removeOrganizationTeamRepository,
  createRepository: createOrganizationRepository,
  repositories: listOrganizationRepositories,
  createTeam: createTeam,
  team: getOrganizationTeam,
  teams: listOrganizationTeams,
  edit: editOrganization,
  publicEvents: listOrganizationPublicEvents,
  allEvents: listOrganizationEvents,
  /** @deprecated use `publicEvents` */
  events: listOrganizationPublicEvents,
  createProject: createOrganizationProject,
  project: getOrganizationProject,
  projects: listOrganizationProjects,
  /** @deprecated use `addRepository`; the older form takes the team's name */
  addRepo: /*#__PURE__*/ orTeamName(addOrganizationTeamRepository<AnyVersion>, addNamedTeamRepository),
  /** @deprecated use `createRepository` */
  createRepo: createOrganizationRepository,
  /** @deprecated use `removeRepository`; the older form takes the team's name */
  removeRepo: /*#__PURE__*/ orTeamName(removeOrganizationTeamRepository<AnyVersion>, removeNamedTeamRepository),
  /** @deprecated use `members` */
  iterMembers: listOrganizationMembers,
  /** @deprecated use `publicMembers` */
  iterPublicMembers: listPublicOrganizationMembers,
  /** @deprecated use `repositories` */
  iterRepos: listOrganizationRepositories,
  /** @deprecated use `teams` */
  iterTeams: listOrganizationTeams,
};

/** Operations on a classic project (Enterprise Server only; removed from api.github.com). @namespace Project */
export const projectObjectOperations = {
  update: updateProject,
  delete: deleteProject,
  columns: listProjectColumns,
  createColumn: createProjectColumn,
};

/** Operations on a column of a classic project (Enterprise Server only; removed from api.github.com). @namespace ProjectColumn */
export const projectColumnObjectOperations = {
  update: updateProjectColumn,
  delete: deleteProjectColumn,
  move: moveProjectColumn,
  cards: listProjectCards,
  createCard: createProjectCard,
};

/** Operations on a card of a classic project (Enterprise Server only; removed from api.github.com). @namespace ProjectCard */
export const projectCardObjectOperations = {
  update: updateProjectCard,
  delete: deleteProjectCard,
  move: moveProjectCard,
  retrieveIssueFromContent: getProjectCardIssue,
  retrievePullRequestFromContent: getProjectCardPullRequest,
};
