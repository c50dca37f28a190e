export { getGitCommit, createCommit, type CreateCommitOptions } from './commits.js';
export { getReference, listMatchingReferences, createReference } from './refs.js';
export { getTag, createTagObject, createTag, type CreateTagOptions } from './tags.js';
export { getTree, createTree, type TreeOptions, type CreateTreeOptions } from './trees.js';
export { type GitPerson, type NewTreeEntry } from './codecs.js';
export { getBlob, createBlob } from './blobs.js';
export type { BlobRef } from './blob-ref.js';
