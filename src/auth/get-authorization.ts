import { positive } from '../core/codec.js';
import { operation, path, type Op } from '../core/operation.js';
import type { CallOptions } from '../core/types.js';
import type { Authorization } from '../models/authorizations.js';
import { authorization } from './authorization-result.js';

/**
 * One authorization of the authenticated account, by id. Needs username and password
 * authentication: the service answers a token with 404, which the NotFoundError explains.
 * Legacy-only: GitHub removed the route from api.github.com; GitHub Enterprise Server still
 * serves it (deprecated). `GET /authorizations/{authorization_id}`
 */
export const getAuthorization: Op<[authorizationId: number], CallOptions, Promise<Authorization>> = /*#__PURE__*/ operation(() => ({
  path: '/authorizations/{authorization_id}',
  target: /*#__PURE__*/ path(positive, 'authorization_id'),
  auth: 'authorization',
  user: true,
  result: authorization,
}));
