import { repository, type RepoRef } from '../core/refs.js';
import { createCommit, getGitCommit } from '../git/commits.js';
import { createReference, getReference, listMatchingReferences } from '../git/refs.js';
import { createBranchReference } from '../repos/branch-reference.js';
import { createTag, getTag } from '../git/tags.js';
import { createTree, getTree } from '../git/trees.js';
import { getBranch, listBranches } from '../repos/branches.js';
import {
  createCommitComment,
  deleteCommitComment,
  getCommitComment,
  listCommitComments,
  listRepositoryCommitComments,
  updateCommitComment,
} from '../repos/commit-comments.js';
import { compareCommits, getCommit, listCommits } from '../repos/commits.js';
import { within } from './bind.js';

/** The history of a repository: branches, commits and their comments, and its git data. @namespace Repository */
export const repositoryHistoryOperations = {
  branch: getBranch,
  branches: listBranches,
  commit: getCommit,
  commits: listCommits,
  compareCommits: compareCommits,
  comments: listRepositoryCommitComments,
  commitComment: /*#__PURE__*/ within<typeof getCommitComment, RepoRef, number>(getCommitComment, 'id', repository),
  commitComments: listCommitComments,
  createComment: createCommitComment,
  gitCommit: getGitCommit,
  createCommit: createCommit,
  ref: getReference,
  matchingRefs: listMatchingReferences,
  createRef: createReference,
  createBranchRef: createBranchReference,
  tag: getTag,
  createTag: createTag,
  tree: getTree,
  createTree: createTree,
};

/** Operations on a commit comment. @namespace RepoComment */
export const repoCommentObjectOperations = {
  update: updateCommitComment,
  delete: deleteCommitComment,
};
