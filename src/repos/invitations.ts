import { oneOf } from '../core/codec.js';
import { type WithDescribed, body, operation, path, type Op, bool, list, one } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { repository, type RepoRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { Invitation } from '../models/collaborators.js';
import { invitation, type InvitationRef } from './object-refs.js';
import { updateInvitationMembers, type UpdateInvitationMembers } from './generated/members/update-invitation.js';

export interface UpdateInvitationOptions extends CallOptions {
  /** What the invitee will be able to do: `read`, `write`, `maintain`, `triage` or `admin`. */
  permissions?: 'read' | 'write' | 'maintain' | 'triage' | 'admin';
}

/** The invitations of a repository that are still open. `GET /repos/{owner}/{repo}/invitations` */
export const listRepositoryInvitations: Op<[repository: RepoRef], PageOptions, PageIterator<Invitation>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/invitations',
  target: /*#__PURE__*/ path(repository),
  auth: 'invitations',
  result: /*#__PURE__*/ list(Invitation),
}));

/** Changes what an open invitation grants. `PATCH /repos/{owner}/{repo}/invitations/{invitation_id}` */
export const updateRepositoryInvitation: Op<[invitation: InvitationRef], WithDescribed<UpdateInvitationOptions, UpdateInvitationMembers>, Promise<Invitation>> = /*#__PURE__*/ operation(() => ({
  described: updateInvitationMembers,
  method: 'PATCH',
  path: '/repos/{owner}/{repo}/invitations/{invitation_id}',
  target: /*#__PURE__*/ path(invitation),
  params: { permissions: /*#__PURE__*/ body(/*#__PURE__*/ oneOf('read', 'write', 'maintain', 'triage', 'admin')) },
  auth: 'update',
  result: /*#__PURE__*/ one(Invitation),
}));

/** Withdraws an open invitation; false when the service answers 404. `DELETE /repos/{owner}/{repo}/invitations/{invitation_id}` */
export const deleteRepositoryInvitation: Op<[invitation: InvitationRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  method: 'DELETE',
  path: '/repos/{owner}/{repo}/invitations/{invitation_id}',
  target: /*#__PURE__*/ path(invitation),
  auth: 'delete',
  result: /*#__PURE__*/ bool(),
}));
