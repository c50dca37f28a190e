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
export { createRepositoryProject, listRepositoryProjects, PROJECTS_MEDIA_TYPE, type NewProjectOptions, type ProjectsOptions } from './projects.js';
