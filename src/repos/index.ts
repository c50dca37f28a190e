export { getRepository } from './get-repository.js';
export { createRepository, type NewRepositoryOptions } from './create-repository.js';
export {
  listRepositories,
  listUserRepositories,
  listAllRepositories,
  type OwnRepositoriesOptions,
  type UserRepositoriesOptions,
  type AllRepositoriesOptions,
} from './list-repositories.js';
export { listStarred, listStarredBy, listStarredRepositories, isStarred, STAR_MEDIA_TYPE, type StarredOptions } from './starred.js';
export { listSubscriptions, listUserSubscriptions, isSubscribed } from './subscriptions.js';
export { addCollaborator, removeCollaborator, isCollaborator, listCollaborators, type AddCollaboratorOptions, type CollaboratorsOptions } from './collaborators.js';
export { listRepositoryInvitations, updateRepositoryInvitation, deleteRepositoryInvitation, type UpdateInvitationOptions } from './invitations.js';
export { createHook, getHook, listRepositoryHooks, editHook, deleteHook, pingHook, testHook, type CreateHookOptions, type EditHookOptions } from './hooks.js';
export { createDeployKey, getDeployKey, listDeployKeys, removeDeployKey, type CreateDeployKeyOptions } from './deploy-keys.js';
export {
  createDeployment,
  getDeployment,
  listDeployments,
  createDeploymentStatus,
  listDeploymentStatuses,
  type CreateDeploymentOptions,
  type DeploymentsOptions,
  type CreateDeploymentStatusOptions,
} from './deployments.js';
export { createCommitStatus, listCommitStatuses, getCombinedStatus, type CreateStatusOptions } from './statuses.js';
export type { HookConfig } from './codecs.js';
export type { HookRef, DeployKeyRef, DeploymentRef, InvitationRef } from './object-refs.js';
