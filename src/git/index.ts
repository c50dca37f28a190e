export { getGitCommit, createCommit, type CreateCommitOptions } from './commits.js';
export { getReference, listMatchingReferences, createReference, createBranchReference, type CreateBranchReferenceOptions } from './refs.js';
export { getTag, createTagObject, createTag, type CreateTagOptions } from './tags.js';
export { getTree, createTree, type TreeOptions, type CreateTreeOptions } from './trees.js';
export { type GitPerson, type NewTreeEntry } from './codecs.js';
