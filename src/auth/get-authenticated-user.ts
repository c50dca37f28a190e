import { operation, type Op } from '../core/operation.js';
import type { CallOptions } from '../core/request.js';
import { one } from '../core/results.js';
import { AuthenticatedUser } from '../schemas/users.js';

/** The user the session is authenticated as; an anonymous session is refused before sending. `GET /user` */
export const getAuthenticatedUser: Op<[], CallOptions, Promise<AuthenticatedUser>> = /*#__PURE__*/ operation({
  path: '/user',
  auth: 'me',
  user: true,
  result: one(AuthenticatedUser),
});
