export {
  getGist,
  getGistRevision,
  createGist,
  updateGist,
  deleteGist,
  listGists,
  listUserGists,
  listPublicGists,
  forkGist,
  listGistForks,
  listGistCommits,
  type GistListingOptions,
  type NewGistOptions,
  type GistChanges,
} from './gists.js';
export { isGistStarred, starGist, unstarGist } from './stars.js';
export { listGistComments, createGistComment, getGistComment, updateGistComment, deleteGistComment } from './comments.js';
export { getGistFileContent, getGistFileContents, type GistFileRef } from './file-content.js';
export { listGistsOfUserOrSelf } from './older-listings.js';
export type { GistRef, GistCommentRef, GistRevisionRef } from './refs.js';
export type { NewGistFile, GistFileChange } from './codecs.js';
