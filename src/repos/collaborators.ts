import { oneOf, required } from '../core/codec.js';
import { type WithDescribed, body, operation, path, query, type Op, type Result, bool, list } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { account, repository, type AccountRef, type RepoRef } from '../core/refs.js';
import { send } from '../core/request.js';
import type { CallOptions } from '../core/types.js';
import { Collaborator } from '../models/collaborators.js';
import { addCollaboratorMembers, type AddCollaboratorMembers } from './generated/members/add-collaborator.js';
import { listCollaboratorsMembers, type ListCollaboratorsMembers } from './generated/members/list-collaborators.js';

export interface AddCollaboratorOptions extends CallOptions {
  /** `pull`, `triage`, `push` (the service's default), `maintain`, `admin`, or a custom role; organization repositories only. */
  permission?: string;
}

export interface CollaboratorsOptions extends PageOptions {
  /** `outside` (outside collaborators of an organization), `direct` (any organization member too) or `all` (the default). */
  affiliation?: 'outside' | 'direct' | 'all';
  /** Only those with this permission. */
  permission?: 'pull' | 'triage' | 'push' | 'maintain' | 'admin';
}

/**
 * True once the service took the request: 201 (an invitation was sent) or 204 (already a
 * collaborator, or a member who got the permission); false on 404; any other failure throws.
 */
const invitedOrAdded: Result<Promise<boolean>> = {
  run: async (session, spec) => {
    try {
      const { status } = await send(session, { ...spec, as: 'none' });
      return status === 201 || status === 204;
    } catch (error) {
      if ((error as { status?: unknown }).status === 404) return false;
      throw error;
    }
  },
};

/**
 * Invites a user to collaborate on a repository (or, for an organization member, grants the
 * permission at once). `PUT /repos/{owner}/{repo}/collaborators/{username}`
 */
export const addCollaborator: Op<[repository: RepoRef, username: AccountRef], WithDescribed<AddCollaboratorOptions, AddCollaboratorMembers, 'username'>, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  described: addCollaboratorMembers,
  method: 'PUT',
  path: '/repos/{owner}/{repo}/collaborators/{username}',
  target: /*#__PURE__*/ path(repository),
  args: ['username'],
  params: { username: /*#__PURE__*/ path(account), permission: /*#__PURE__*/ body(required) },
  auth: 'add_collaborator',
  result: invitedOrAdded,
}));

/** Removes a collaborator (or cancels the invitation); false when the service answers 404. `DELETE /repos/{owner}/{repo}/collaborators/{username}` */
export const removeCollaborator: Op<[repository: RepoRef, username: AccountRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  method: 'DELETE',
  path: '/repos/{owner}/{repo}/collaborators/{username}',
  target: /*#__PURE__*/ path(repository),
  args: ['username'],
  params: { username: /*#__PURE__*/ path(account) },
  auth: 'remove_collaborator',
  result: /*#__PURE__*/ bool(),
}));

/** Whether a user is a collaborator of a repository. `GET /repos/{owner}/{repo}/collaborators/{username}` */
export const isCollaborator: Op<[repository: RepoRef, username: AccountRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/collaborators/{username}',
  target: /*#__PURE__*/ path(repository),
  args: ['username'],
  params: { username: /*#__PURE__*/ path(account) },
  auth: 'is_collaborator',
  result: /*#__PURE__*/ bool(),
}));

/** The collaborators of a repository, each with its permissions. `GET /repos/{owner}/{repo}/collaborators` */
export const listCollaborators: Op<[repository: RepoRef], WithDescribed<CollaboratorsOptions, ListCollaboratorsMembers>, PageIterator<Collaborator>> = /*#__PURE__*/ operation(() => ({
  described: listCollaboratorsMembers,
  path: '/repos/{owner}/{repo}/collaborators',
  target: /*#__PURE__*/ path(repository),
  params: {
    affiliation: /*#__PURE__*/ query(/*#__PURE__*/ oneOf('outside', 'direct', 'all')),
    permission: /*#__PURE__*/ query(/*#__PURE__*/ oneOf('pull', 'triage', 'push', 'maintain', 'admin')),
  },
  result: /*#__PURE__*/ list(Collaborator),
}));
