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
export { downloadArchive, saveArchive, type ArchiveFormat, type ArchiveOptions, type SaveArchiveOptions } from './archive.js';
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
