import { operation, type Op, list } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { Team } from '../models/teams.js';

/**
 * The teams the authenticated user belongs to, across organizations. The service lists them in
 * full (each with its organization), so each is read as a Team and addresses itself by slug.
 * `GET /user/teams`
 */
export const listOwnTeams: Op<[], PageOptions, PageIterator<Team>> = /*#__PURE__*/ operation(() => ({
  path: '/user/teams',
  auth: 'user_teams',
  result: /*#__PURE__*/ list(Team),
}));
