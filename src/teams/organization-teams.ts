import { listOf, oneOf, positive, required, segment, text } from '../core/codec.js';
import { type WithDescribed, body, operation, path, type Op, list, one } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { account, type AccountRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { ShortTeam, Team } from '../models/teams.js';
import { organizationTeamOperation, type TeamAddress } from './refs.js';
import { createMembers, type CreateMembers } from './generated/members/create.js';
import { listMembers, type ListMembers } from './generated/members/list.js';

const org = /*#__PURE__*/ path(account, 'org');

export interface NewTeamOptions extends CallOptions {
  /** Full names (`'owner/repo'`) of repositories the team gets access to. */
  repoNames?: readonly string[];
  /** The access `repoNames` get: `pull` (the default), `push`, or the older `admin`. */
  permission?: 'pull' | 'push' | 'admin';
  /** `secret` (only owners and members see it; the default) or `closed` (every member of the organization sees it). */
  privacy?: 'secret' | 'closed';
  description?: string;
  /** Logins of the team's maintainers. */
  maintainers?: readonly string[];
  /** The id of the team this one is nested in. */
  parentTeamId?: number;
  /** `notifications_enabled` (the default) or `notifications_disabled`. */
  notificationSetting?: 'notifications_enabled' | 'notifications_disabled';
}

/** Creates a team in an organization (owners only); only the options given are sent. `POST /orgs/{org}/teams` */
export const createTeam: Op<[org: AccountRef, name: string], WithDescribed<NewTeamOptions, CreateMembers, 'name'>, Promise<Team>> = /*#__PURE__*/ operation(() => ({
  described: createMembers,
  method: 'POST',
  path: '/orgs/{org}/teams',
  target: org,
  args: ['name'],
  params: {
    name: /*#__PURE__*/ body(required),
    repoNames: /*#__PURE__*/ body(/*#__PURE__*/ listOf(required)),
    permission: /*#__PURE__*/ body(/*#__PURE__*/ oneOf('pull', 'push', 'admin')),
    privacy: /*#__PURE__*/ body(/*#__PURE__*/ oneOf('secret', 'closed')),
    description: /*#__PURE__*/ body(text),
    maintainers: /*#__PURE__*/ body(/*#__PURE__*/ listOf(segment)),
    parentTeamId: /*#__PURE__*/ body(positive),
    notificationSetting: /*#__PURE__*/ body(/*#__PURE__*/ oneOf('notifications_enabled', 'notifications_disabled')),
  },
  auth: 'create_team',
  result: /*#__PURE__*/ one(Team),
}));

/**
 * A team of an organization: a parsed team, `{ org, slug }` (the slug route; a team of another
 * organization is refused) or its id (the id route, which names no organization: the
 * organization is checked, not sent). `GET /orgs/{org}/teams/{team_slug}`, `GET /teams/{team_id}`
 */
export const getOrganizationTeam: Op<[org: AccountRef, team: TeamAddress], CallOptions, Promise<Team>> = /*#__PURE__*/ organizationTeamOperation('', {
  target: org,
  args: ['team'],
  result: /*#__PURE__*/ one(Team),
});

/** The teams of an organization the requester may see. `GET /orgs/{org}/teams` */
export const listOrganizationTeams: Op<[org: AccountRef], WithDescribed<PageOptions, ListMembers>, PageIterator<ShortTeam>> = /*#__PURE__*/ operation(() => ({
  described: listMembers,
  path: '/orgs/{org}/teams',
  target: org,
  auth: 'teams',
  result: /*#__PURE__*/ list(ShortTeam),
}));
