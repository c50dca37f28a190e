import { createBlob, getBlob } from '../git/blobs.js';
import { repository, type RepoRef } from '../core/refs.js';
import { downloadArchive, saveArchive } from '../repos/archive.js';
import { createFile, getFileContents, getReadme, listDirectoryContents } from '../repos/contents.js';
import { createFork, deleteRepository, editRepository, listForks, mergeBranch } from '../repos/lifecycle.js';
import { getRepositoryLicense, listContributors, listLanguages } from '../repos/repository-facts.js';
import { listCodeFrequency, listCommitActivity, listContributorStatistics } from '../repos/statistics.js';
import { within } from './bind.js';

/**
 * A repository's files, blobs, archives, settings, forks, merges, languages, license,
 * contributors and statistics. `archive` hands over the archive as a stream (it runs wherever
 * fetch does); `saveArchive` writes it to disk (Node). @namespace Repository
 */
export const repositoryContentOperations = {
  fileContents: getFileContents,
  directoryContents: listDirectoryContents,
  createFile: createFile,
  readme: getReadme,
  blob: within<typeof getBlob, RepoRef, string>(getBlob, 'sha', repository),
  createBlob: createBlob,
  archive: downloadArchive,
  saveArchive: saveArchive,
  edit: editRepository,
  delete: deleteRepository,
  createFork: createFork,
  forks: listForks,
  merge: mergeBranch,
  languages: listLanguages,
  license: getRepositoryLicense,
  contributors: listContributors,
  codeFrequency: listCodeFrequency,
  commitActivity: listCommitActivity,
  contributorStatistics: listContributorStatistics,
};
