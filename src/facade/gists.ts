import { createGistComment, deleteGistComment, listGistComments, updateGistComment } from '../gists/comments.js';
import { getGistFileContent, getGistFileContents } from '../gists/file-content.js';
import { createGist, deleteGist, forkGist, getGist, getGistRevision, listGistCommits, listGistForks, listGists, listPublicGists, listUserGists, updateGist } from '../gists/gists.js';
import { listGistsOfUserOrSelf } from '../gists/older-listings.js';
import { isGistStarred, starGist, unstarGist } from '../gists/stars.js';

/** Client-level gist operations. */
export const gistOperations = {
  gist: getGist,
  createGist: createGist,
  gists: listGists,
  gistsBy: listUserGists,
  publicGists: listPublicGists,
  /** @deprecated use `gistsBy(username)` or `gists()` */
  iterGists: listGistsOfUserOrSelf,
};

/** Operations on a gist. @namespace Gist */
export const gistObjectOperations = {
  comments: listGistComments,
  createComment: createGistComment,
  edit: updateGist,
  delete: deleteGist,
  fork: forkGist,
  forks: listGistForks,
  star: starGist,
  unstar: unstarGist,
  isStarred: isGistStarred,
  commits: listGistCommits,
  files: getGistFileContents,
};

/** Operations on a gist comment. @namespace GistComment */
export const gistCommentObjectOperations = {
  edit: updateGistComment,
  delete: deleteGistComment,
};

/** Operations on a file of a gist. @namespace GistFile */
export const gistFileObjectOperations = {
  content: getGistFileContent,
};

/** Operations on a revision of a gist. @namespace GistHistory */
export const gistHistoryObjectOperations = {
  gist: getGistRevision,
};
