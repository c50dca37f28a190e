import { createBlob, getBlob } from '../git/blobs.js';
import type { AnyVersion } from '../core/versions.js';
import { repository, type RepoRef } from '../core/refs.js';
import { downloadArchive, saveArchive, writeArchive } from '../repos/archive.js';
import { createFile, getFileContents, getReadme, listDirectoryContents } from '../repos/contents.js';
import { createFork, deleteRepository, editRepository, listForks, mergeBranch } from '../repos/lifecycle.js';
import { getRepositoryLicense, listContributors, listLanguages } from '../repos/repository-facts.js';
import { listCodeFrequency, listCommitActivity, listContributorStatistics } from '../repos/statistics.js';
import { textOption, within } from './bind.js';
import { documentedArchive, documentedEdit } from './documented-forms.js';

/**
 * A repository's files, blobs, archives, settings, forks, merges, languages, license,
 * contributors and statistics. `archive` writes the archive where it is told (a path, Node, or a
 * stream) and answers true, or with `{ as: 'download' }` hands it over as a stream (wherever
 * fetch runs); `saveArchive` answers the path written. `edit` answers true, or with
 * `{ as: 'repository' }` the updated repository. @namespace Repository
 */
export const repositoryContentOperations = {
  fileContents: getFileContents,
  directoryContents: listDirectoryContents,
  createFile: createFile,
  readme: getReadme,
  blob: /*#__PURE__*/ within<typeof getBlob, RepoRef, string>(getBlob, 'sha', repository),
  createBlob: createBlob,
  archive: /*#__PURE__*/ documentedArchive(writeArchive, downloadArchive),
  saveArchive: saveArchive,
  edit: /*#__PURE__*/ documentedEdit(editRepository),
  delete: deleteRepository,
  createFork: createFork,
  forks: listForks,
  merge: /*#__PURE__*/ textOption(mergeBranch<AnyVersion>, 'commitMessage', 2),
  languages: listLanguages,
  license: getRepositoryLicense,
  contributors: listContributors,
  codeFrequency: listCodeFrequency,
  commitActivity: listCommitActivity,
  contributorStatistics: listContributorStatistics,
};
