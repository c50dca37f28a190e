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
export { listStarred, listStarredBy, listStarredRepositories, isStarred, STAR_MEDIA_TYPE, type StarredOptions } from '../activity/starred.js';
export { listSubscriptions, listUserSubscriptions, isSubscribed } from '../activity/subscriptions.js';
export { getBranch, listBranches, type BranchesOptions } from './branches.js';
export { getCommit, listCommits, compareCommits, type CommitsOptions } from './commits.js';
export {
  listRepositoryCommitComments,
  listCommitComments,
  getCommitComment,
  createCommitComment,
  updateCommitComment,
  deleteCommitComment,
  type CommitCommentOptions,
} from './commit-comments.js';
export { type CommitCommentRef } from './codecs.js';
export {
  getFileContents,
  listDirectoryContents,
  createFile,
  getReadme,
  type ContentsOptions,
  type DirectoryContentsOptions,
  type DirectoryList,
  type DirectoryMap,
  type CreateFileOptions,
} from './contents.js';
export { downloadArchive, saveArchive, writeArchive, writeReleaseArchive, type ArchiveFormat, type ArchiveOptions, type ArchiveTarget, type ReleaseWithTag, type SaveArchiveOptions } from './archive.js';
export {
  editRepository,
  deleteRepository,
  createFork,
  listForks,
  mergeBranch,
  type EditRepositoryOptions,
  type CreateForkOptions,
  type ForksOptions,
  type MergeOptions,
} from './lifecycle.js';
export { listLanguages, getRepositoryLicense, listContributors, type LanguageBytes, type RepositoryLicenseOptions, type ContributorsOptions } from './repository-facts.js';
export {
  listCodeFrequency,
  listCommitActivity,
  listContributorStatistics,
  waitForStatistics,
  type CodeFrequency,
  type WaitForStatisticsOptions,
} from './statistics.js';
export type { CommitIdentity } from './content-codecs.js';
export {
  createRelease,
  listReleases,
  getLatestRelease,
  getRelease,
  getReleaseByTag,
  updateRelease,
  deleteRelease,
  listReleaseAssets,
  type ReleaseOptions,
  type NewReleaseOptions,
  type ReleaseChanges,
} from './releases.js';
export { getReleaseAsset, updateReleaseAsset, deleteReleaseAsset, downloadReleaseAsset, type AssetChanges } from './release-assets.js';
export { uploadReleaseAsset, type AssetSource, type UploadTarget, type UploadAssetOptions } from './upload-asset.js';
export type { ReleaseRef, AssetRef } from './release-refs.js';
export { getPages, listPagesBuilds, getLatestPagesBuild } from './pages.js';
export { createRepositoryProject, listRepositoryProjects } from './projects.js';
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
export type { HookConfig } from './collaboration-codecs.js';
export type { HookRef, DeployKeyRef, DeploymentRef, InvitationRef } from './object-refs.js';
export { createBranchReference, type CreateBranchReferenceOptions } from './branch-reference.js';
export { createOrganizationRepository, listOrganizationRepositories, type NewOrganizationRepositoryOptions, type OrganizationRepositoriesOptions } from './organization-repositories.js';
