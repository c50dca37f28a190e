import { leavable, flag, text, timestamp } from '../core/codec.js';
import { type WithDescribed, body, operation, path, query, type Op, type Param, bool, list, one } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { account, type AccountRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { ValidationError } from '../errors/validation-error.js';
import { Gist, GistHistory, ShortGist } from '../models/gists.js';
import { gistFileChanges, gistFiles, type GistFileChange, type NewGistFile } from './codecs.js';
import { gist, gistRevision, type GistRef, type GistRevisionRef } from './refs.js';
import { createMembers, type CreateMembers } from './generated/members/create.js';
import { listMembers, type ListMembers } from './generated/members/list.js';
import { listPublicMembers, type ListPublicMembers } from './generated/members/list-public.js';
import { listForUserMembers, type ListForUserMembers } from './generated/members/list-for-user.js';
import { updateMembers, type UpdateMembers } from './generated/members/update.js';

export interface GistListingOptions extends PageOptions {
  /** Only gists updated at or after this time. */
  since?: Date | string;
}

export interface NewGistOptions extends CallOptions {
  /** Whether anyone may find it (default true, as documented; the service's own default is secret). */
  public?: boolean;
}

export interface GistChanges extends CallOptions {
  /** A new description. */
  description?: string;
  /** Changes by current file name: new text, `{ content?, filename? }` (a rename), or null to delete the file. */
  files?: Readonly<Record<string, GistFileChange>>;
}

const since = { since: /*#__PURE__*/ query(timestamp) };

/** The documented default: a gist is public unless the caller says otherwise. */
const publicByDefault: Param<boolean, boolean> = { to: 'body', codec: flag, fallback: true };

/** A gist, its files with their content (large ones truncated, see `getGistFileContent`). `GET /gists/{gist_id}` */
export const getGist: Op<[gist: GistRef], CallOptions, Promise<Gist>> = /*#__PURE__*/ operation(() => ({
  path: '/gists/{gist_id}',
  target: /*#__PURE__*/ path(gist),
  result: /*#__PURE__*/ one(Gist),
}));

/** A gist as it was at one revision (a GistHistory, or `{ gist, version }`). `GET /gists/{gist_id}/{sha}` */
export const getGistRevision: Op<[revision: GistRevisionRef], CallOptions, Promise<Gist>> = /*#__PURE__*/ operation(() => ({
  path: '/gists/{gist_id}/{sha}',
  target: /*#__PURE__*/ path(gistRevision),
  result: /*#__PURE__*/ one(Gist),
}));

/**
 * Creates a gist of the authenticated user from `{ name: { content } }` (or `{ name: text }`).
 * The service no longer takes anonymous gists: an anonymous session is refused before sending.
 * `POST /gists`
 */
export const createGist: Op<[description: string | undefined, files: Readonly<Record<string, NewGistFile>>], WithDescribed<NewGistOptions, CreateMembers, 'description' | 'files'>, Promise<Gist>> = /*#__PURE__*/ operation(() => ({
  described: createMembers,
  method: 'POST',
  path: '/gists',
  args: ['description', 'files'],
  params: { description: /*#__PURE__*/ body(/*#__PURE__*/ leavable(text)), files: /*#__PURE__*/ body(gistFiles), public: publicByDefault },
  auth: 'create_gist',
  result: /*#__PURE__*/ one(Gist),
}));

/**
 * Changes a gist's description or files: a file is renamed with `{ filename }`, deleted with
 * null; files not named are kept. `PATCH /gists/{gist_id}`
 */
export const updateGist: Op<[gist: GistRef], WithDescribed<GistChanges, UpdateMembers>, Promise<Gist>> = /*#__PURE__*/ operation(() => ({
  described: updateMembers,
  method: 'PATCH',
  path: '/gists/{gist_id}',
  target: /*#__PURE__*/ path(gist),
  params: { description: /*#__PURE__*/ body(text), files: /*#__PURE__*/ body(gistFileChanges) },
  check: ({ description, files }) => {
    if (description === undefined && files === undefined) throw new ValidationError('changes', 'needs a description or files to change');
  },
  auth: 'Gist.edit',
  result: /*#__PURE__*/ one(Gist),
}));

/** Deletes a gist: true on 204, false on 404. `DELETE /gists/{gist_id}` */
export const deleteGist: Op<[gist: GistRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  method: 'DELETE',
  path: '/gists/{gist_id}',
  target: /*#__PURE__*/ path(gist),
  auth: 'Gist.delete',
  result: /*#__PURE__*/ bool(),
}));

/** The authenticated user's gists. `GET /gists` */
export const listGists: Op<[], WithDescribed<GistListingOptions, ListMembers>, PageIterator<ShortGist>> = /*#__PURE__*/ operation(() => ({
  described: listMembers,
  path: '/gists',
  params: since,
  auth: 'gists',
  result: /*#__PURE__*/ list(ShortGist),
}));

/** A user's public gists. `GET /users/{username}/gists` */
export const listUserGists: Op<[user: AccountRef], WithDescribed<GistListingOptions, ListForUserMembers>, PageIterator<ShortGist>> = /*#__PURE__*/ operation(() => ({
  described: listForUserMembers,
  path: '/users/{username}/gists',
  target: /*#__PURE__*/ path(account, 'username'),
  params: since,
  result: /*#__PURE__*/ list(ShortGist),
}));

/** Everyone's public gists, newest first (the service pages through the latest 3,000). `GET /gists/public` */
export const listPublicGists: Op<[], WithDescribed<GistListingOptions, ListPublicMembers>, PageIterator<ShortGist>> = /*#__PURE__*/ operation(() => ({
  described: listPublicMembers,
  path: '/gists/public',
  params: since,
  result: /*#__PURE__*/ list(ShortGist),
}));

/** Forks a gist into the authenticated user's gists. `POST /gists/{gist_id}/forks` */
export const forkGist: Op<[gist: GistRef], CallOptions, Promise<Gist>> = /*#__PURE__*/ operation(() => ({
  method: 'POST',
  path: '/gists/{gist_id}/forks',
  target: /*#__PURE__*/ path(gist),
  auth: 'Gist.fork',
  result: /*#__PURE__*/ one(Gist),
}));

/** The forks of a gist. `GET /gists/{gist_id}/forks` */
export const listGistForks: Op<[gist: GistRef], PageOptions, PageIterator<ShortGist>> = /*#__PURE__*/ operation(() => ({
  path: '/gists/{gist_id}/forks',
  target: /*#__PURE__*/ path(gist),
  result: /*#__PURE__*/ list(ShortGist),
}));

/** The revisions of a gist, newest first. `GET /gists/{gist_id}/commits` */
export const listGistCommits: Op<[gist: GistRef], PageOptions, PageIterator<GistHistory>> = /*#__PURE__*/ operation(() => ({
  path: '/gists/{gist_id}/commits',
  target: /*#__PURE__*/ path(gist),
  result: /*#__PURE__*/ list(GistHistory),
}));
