import { flag, required } from '../core/codec.js';
import { type WithDescribed, body, operation, path, type Op, bool, one } from '../core/operation.js';
import { account, type AccountRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { ShortUser } from '../models/users.js';
import { createUserMembers, type CreateUserMembers } from './generated/members/create-user.js';
import { updateUsernameForUserMembers, type UpdateUsernameForUserMembers } from './generated/members/update-username-for-user.js';

export interface CreateUserOptions extends CallOptions {
  /** The user's email address: required with built-in authentication, may be left out with CAS, LDAP or SAML. */
  email?: string;
  /** Create the account suspended. */
  suspended?: boolean;
}

/**
 * Creates a user account on a self-hosted installation (site administrators). The installation
 * normalises the login to letters, digits and single hyphens. `POST /admin/users`
 */
export const createUser: Op<[login: string], WithDescribed<CreateUserOptions, CreateUserMembers, 'login'>, Promise<ShortUser>> = /*#__PURE__*/ operation(() => ({
  described: createUserMembers,
  method: 'POST',
  path: '/admin/users',
  args: ['login'],
  params: { login: /*#__PURE__*/ body(required), email: /*#__PURE__*/ body(required), suspended: /*#__PURE__*/ body(flag) },
  auth: 'create_user',
  result: /*#__PURE__*/ one(ShortUser),
}));

/**
 * Renames a user of a self-hosted installation (site administrators). The rename is queued:
 * true once the installation has accepted it (202), false when it refuses (403).
 * `PATCH /admin/users/{username}`
 */
export const renameUser: Op<[user: AccountRef, login: string], WithDescribed<CallOptions, UpdateUsernameForUserMembers, 'login'>, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  described: updateUsernameForUserMembers,
  method: 'PATCH',
  path: '/admin/users/{username}',
  target: /*#__PURE__*/ path(account, 'username'),
  args: ['login'],
  params: { login: /*#__PURE__*/ body(required) },
  auth: 'rename',
  result: /*#__PURE__*/ bool(202, 403),
}));

/** Deletes a user account of a self-hosted installation (site administrators); false when refused (403). `DELETE /admin/users/{username}` */
export const deleteUser: Op<[user: AccountRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  method: 'DELETE',
  path: '/admin/users/{username}',
  target: /*#__PURE__*/ path(account, 'username'),
  auth: 'delete',
  result: /*#__PURE__*/ bool(204, 403),
}));
