import { repository, type RepoRef } from '../core/refs.js';
import { addCollaborator, isCollaborator, listCollaborators, removeCollaborator } from '../repos/collaborators.js';
import { createDeployKey, getDeployKey, listDeployKeys, removeDeployKey } from '../repos/deploy-keys.js';
import { createDeployment, createDeploymentStatus, getDeployment, listDeploymentStatuses, listDeployments } from '../repos/deployments.js';
import { createHook, deleteHook, editHook, getHook, listRepositoryHooks, pingHook, testHook } from '../repos/hooks.js';
import { deleteRepositoryInvitation, listRepositoryInvitations, updateRepositoryInvitation } from '../repos/invitations.js';
import { createCommitStatus, getCombinedStatus, listCommitStatuses } from '../repos/statuses.js';
import { within } from './bind.js';

/** Who works on a repository and what it tells others: collaborators, invitations, hooks, deploy keys, deployments, commit statuses. @namespace Repository */
export const repositoryCollaborationOperations = {
  addCollaborator: addCollaborator,
  removeCollaborator: removeCollaborator,
  isCollaborator: isCollaborator,
  collaborators: listCollaborators,
  invitations: listRepositoryInvitations,
  createHook: createHook,
  hook: /*#__PURE__*/ within<typeof getHook, RepoRef, number>(getHook, 'id', repository),
  hooks: listRepositoryHooks,
  createKey: createDeployKey,
  deleteKey: /*#__PURE__*/ within<typeof removeDeployKey, RepoRef, number>(removeDeployKey, 'id', repository),
  key: /*#__PURE__*/ within<typeof getDeployKey, RepoRef, number>(getDeployKey, 'id', repository),
  keys: listDeployKeys,
  createDeployment: createDeployment,
  deployment: /*#__PURE__*/ within<typeof getDeployment, RepoRef, number>(getDeployment, 'id', repository),
  deployments: listDeployments,
  createStatus: createCommitStatus,
  statuses: listCommitStatuses,
  combinedStatus: getCombinedStatus,
};

/** Operations on a hook of a repository. @namespace Hook */
export const hookObjectOperations = {
  edit: editHook,
  delete: deleteHook,
  ping: pingHook,
  test: testHook,
};

/** Operations on a deployment. @namespace Deployment */
export const deploymentObjectOperations = {
  createStatus: createDeploymentStatus,
  statuses: listDeploymentStatuses,
};

/** Operations on an open invitation to a repository. @namespace Invitation */
export const invitationObjectOperations = {
  update: updateRepositoryInvitation,
  delete: deleteRepositoryInvitation,
};
