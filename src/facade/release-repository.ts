import { repository, type RepoRef } from '../core/refs.js';
import { getPages, getLatestPagesBuild, listPagesBuilds } from '../repos/pages.js';
import { createRepositoryProject, listRepositoryProjects } from '../repos/projects.js';
import { getReleaseAsset } from '../repos/release-assets.js';
import { createRelease, getLatestRelease, getRelease, getReleaseByTag, listReleases } from '../repos/releases.js';
import { within } from './bind.js';

/** Releases, GitHub Pages and classic projects of a repository. @namespace Repository */
export const repositoryReleaseOperations = {
  createRelease: createRelease,
  latestRelease: getLatestRelease,
  releases: listReleases,
  release: /*#__PURE__*/ within<typeof getRelease, RepoRef, number>(getRelease, 'id', repository),
  releaseFromTag: getReleaseByTag,
  asset: /*#__PURE__*/ within<typeof getReleaseAsset, RepoRef, number>(getReleaseAsset, 'id', repository),
  pages: getPages,
  pagesBuilds: listPagesBuilds,
  latestPagesBuild: getLatestPagesBuild,
  createProject: createRepositoryProject,
  projects: listRepositoryProjects,
};
