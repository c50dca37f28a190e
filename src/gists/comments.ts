import { required } from '../core/codec.js';
import { type WithDescribed, body, operation, path, type Op, bool, list, one } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import type { CallOptions } from '../core/types.js';
import { GistComment } from '../models/gists.js';
import { gist, gistComment, type GistCommentRef, type GistRef } from './refs.js';
import { createCommentMembers, type CreateCommentMembers } from './generated/members/create-comment.js';
import { updateCommentMembers, type UpdateCommentMembers } from './generated/members/update-comment.js';

/** The comments on a gist, oldest first. `GET /gists/{gist_id}/comments` */
export const listGistComments: Op<[gist: GistRef], PageOptions, PageIterator<GistComment>> = /*#__PURE__*/ operation(() => ({
  path: '/gists/{gist_id}/comments',
  target: /*#__PURE__*/ path(gist),
  result: /*#__PURE__*/ list(GistComment),
}));

/** Comments on a gist. `POST /gists/{gist_id}/comments` */
export const createGistComment: Op<[gist: GistRef, body: string], WithDescribed<CallOptions, CreateCommentMembers, 'body'>, Promise<GistComment>> = /*#__PURE__*/ operation(() => ({
  described: createCommentMembers,
  method: 'POST',
  path: '/gists/{gist_id}/comments',
  target: /*#__PURE__*/ path(gist),
  args: ['body'],
  params: { body: /*#__PURE__*/ body(required) },
  auth: 'Gist.create_comment',
  result: /*#__PURE__*/ one(GistComment),
}));

/** One comment on a gist. `GET /gists/{gist_id}/comments/{comment_id}` */
export const getGistComment: Op<[comment: GistCommentRef], CallOptions, Promise<GistComment>> = /*#__PURE__*/ operation(() => ({
  path: '/gists/{gist_id}/comments/{comment_id}',
  target: /*#__PURE__*/ path(gistComment),
  result: /*#__PURE__*/ one(GistComment),
}));

/** Changes the text of a gist comment. `PATCH /gists/{gist_id}/comments/{comment_id}` */
export const updateGistComment: Op<[comment: GistCommentRef, body: string], WithDescribed<CallOptions, UpdateCommentMembers, 'body'>, Promise<GistComment>> = /*#__PURE__*/ operation(() => ({
  described: updateCommentMembers,
  method: 'PATCH',
  path: '/gists/{gist_id}/comments/{comment_id}',
  target: /*#__PURE__*/ path(gistComment),
  args: ['body'],
  params: { body: /*#__PURE__*/ body(required) },
  auth: 'GistComment.edit',
  result: /*#__PURE__*/ one(GistComment),
}));

/** Deletes a gist comment: true on 204, false on 404. `DELETE /gists/{gist_id}/comments/{comment_id}` */
export const deleteGistComment: Op<[comment: GistCommentRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  method: 'DELETE',
  path: '/gists/{gist_id}/comments/{comment_id}',
  target: /*#__PURE__*/ path(gistComment),
  auth: 'GistComment.delete',
  result: /*#__PURE__*/ bool(),
}));
