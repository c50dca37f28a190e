import { listOf, required } from '../core/codec.js';
import { type WithDescribed, body, operation, path, type Op, bool, one } from '../core/operation.js';
import { account, type AccountRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { Authorization } from '../models/authorizations.js';
import { createImpersonationOAuthTokenMembers, type CreateImpersonationOAuthTokenMembers } from './generated/members/create-impersonation-oauth-token.js';

export interface ImpersonationOptions extends CallOptions {
  /** The token's scopes (`repo`, `gist`, …); none by default: a token for public data only. */
  scopes?: readonly string[];
}

/**
 * An impersonation OAuth token for a user of a self-hosted installation (site administrators):
 * the user's existing one with these scopes, or a new one. The description requires `scopes`,
 * so an empty list is sent when none is given (what the service does with no scopes).
 * `POST /admin/users/{username}/authorizations`
 */
export const impersonateUser: Op<[user: AccountRef], WithDescribed<ImpersonationOptions, CreateImpersonationOAuthTokenMembers>, Promise<Authorization>> = /*#__PURE__*/ operation(() => ({
  described: createImpersonationOAuthTokenMembers,
  method: 'POST',
  path: '/admin/users/{username}/authorizations',
  target: /*#__PURE__*/ path(account, 'username'),
  params: { scopes: /*#__PURE__*/ body(/*#__PURE__*/ listOf(required)) },
  fixed: { body: { scopes: [] } },
  auth: 'impersonate',
  result: /*#__PURE__*/ one(Authorization),
}));

/** Deletes a user's impersonation OAuth token (site administrators); false when refused (403). `DELETE /admin/users/{username}/authorizations` */
export const revokeImpersonation: Op<[user: AccountRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  method: 'DELETE',
  path: '/admin/users/{username}/authorizations',
  target: /*#__PURE__*/ path(account, 'username'),
  auth: 'revoke_impersonation',
  result: /*#__PURE__*/ bool(204, 403),
}));
