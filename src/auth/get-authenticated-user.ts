import { operation, type Op, one } from '../core/operation.js';
import type { CallOptions } from '../core/types.js';
import { AuthenticatedUserView, type AuthenticatedUser, type PublicAuthenticatedUser } from '../models/users.js';

/**
 * The user the session is authenticated as; an anonymous session is refused before sending. A
 * token that does not see the private view gets the public one (`user_view_type: 'public'`), read
 * as a `PublicAuthenticatedUser` (its private fields null). `GET /user`
 */
export const getAuthenticatedUser: Op<[], CallOptions, Promise<AuthenticatedUser | PublicAuthenticatedUser>> = /*#__PURE__*/ operation(() => ({
  path: '/user',
  auth: 'me',
  user: true,
  result: /*#__PURE__*/ one(AuthenticatedUserView),
}));
