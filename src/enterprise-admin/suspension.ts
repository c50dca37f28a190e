import { required } from '../core/codec.js';
import { type WithDescribed, body, operation, path, type Op, type Result } from '../core/operation.js';
import { account, type AccountRef } from '../core/refs.js';
import { send } from '../core/request.js';
import type { CallOptions } from '../core/types.js';
import { ForbiddenError } from '../errors/forbidden-error.js';
import { SuspensionRefused } from './suspension-refused.js';
import { suspendUserMembers, type SuspendUserMembers } from './generated/members/suspend-user.js';
import { unsuspendUserMembers, type UnsuspendUserMembers } from './generated/members/unsuspend-user.js';

export interface SuspensionOptions extends CallOptions {
  /** Why, for the installation's audit log; the service writes a default reason without one. */
  reason?: string;
}

/**
 * True once the change is made. The installation's refusal is not a plain false: with a
 * directory login service these operations are disabled, and the service's answer says so.
 */
const changed: Result<Promise<boolean>> = {
  run: async (session, spec) => {
    try {
      await send(session, { ...spec, as: 'none' });
      return true;
    } catch (error) {
      if (error instanceof ForbiddenError) {
        const { status, errors, documentationUrl, method, url, message } = error;
        throw new SuspensionRefused({ status, errors, documentationUrl, method: method ?? undefined, url: url ?? undefined, message, cause: error });
      }
      throw error;
    }
  },
};

/**
 * Suspends a user of a self-hosted installation (site administrators; not one's own account).
 * A SuspensionRefused error carries the service's message when the installation refuses, as it
 * does when a directory login service (LDAP sync) manages its users. `PUT /users/{username}/suspended`
 */
export const suspendUser: Op<[user: AccountRef], WithDescribed<SuspensionOptions, SuspendUserMembers>, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  described: suspendUserMembers,
  method: 'PUT',
  path: '/users/{username}/suspended',
  target: /*#__PURE__*/ path(account, 'username'),
  params: { reason: /*#__PURE__*/ body(required) },
  auth: 'suspend',
  result: changed,
}));

/**
 * Unsuspends a user of a self-hosted installation (site administrators). A SuspensionRefused
 * error carries the service's message when the installation refuses, as it does when a directory
 * login service (LDAP sync) manages its users. `DELETE /users/{username}/suspended`
 */
export const unsuspendUser: Op<[user: AccountRef], WithDescribed<SuspensionOptions, UnsuspendUserMembers>, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  described: unsuspendUserMembers,
  method: 'DELETE',
  path: '/users/{username}/suspended',
  target: /*#__PURE__*/ path(account, 'username'),
  params: { reason: /*#__PURE__*/ body(required) },
  auth: 'unsuspend',
  result: changed,
}));
