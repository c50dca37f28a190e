import { operation, path, type Op, list } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { account, type AccountRef } from '../core/refs.js';
import { Event } from '../models/events.js';

/** The public events of an organization. `GET /orgs/{org}/events` */
export const listOrganizationPublicEvents: Op<[org: AccountRef], PageOptions, PageIterator<Event>> = /*#__PURE__*/ operation(() => ({
  path: '/orgs/{org}/events',
  target: /*#__PURE__*/ path(account, 'org'),
  result: /*#__PURE__*/ list(Event),
}));

/**
 * Every event of an organization, private ones included, as its dashboard shows them to a
 * member: `username` must be the authenticated user (the service answers only for them).
 * The organization comes first; the request is the user's dashboard route.
 * `GET /users/{username}/events/orgs/{org}`
 * @example
 * ```ts
 * import { createSession } from 'hubops';
 * import { listOrganizationEvents } from 'hubops/orgs';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * for await (const event of listOrganizationEvents(session, 'github', 'octocat')) {
 *   console.log(event.type);
 * }
 * ```
 */
export const listOrganizationEvents: Op<[org: AccountRef, username: AccountRef], PageOptions, PageIterator<Event>> = /*#__PURE__*/ operation(() => ({
  path: '/users/{username}/events/orgs/{org}',
  target: /*#__PURE__*/ path(account, 'org'),
  args: ['username'],
  params: { username: /*#__PURE__*/ path(account, 'username') },
  auth: 'organization_events',
  result: /*#__PURE__*/ list(Event),
}));
