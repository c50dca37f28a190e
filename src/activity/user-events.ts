import { flag, invalid, isRecord } from '../core/codec.js';
import { composed, operation, path, type Op, list } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { account, type AccountRef } from '../core/refs.js';
import { Event } from '../models/events.js';

export interface UserEventsOptions extends PageOptions {
  /** Only public events. Without it, the authenticated user sees their private events too. */
  public?: boolean;
}

/** Public events of the whole service. `GET /events` */
export const listAllEvents: Op<[], PageOptions, PageIterator<Event>> = /*#__PURE__*/ operation(() => ({
  path: '/events',
  result: /*#__PURE__*/ list(Event),
}));

/** The events of a user at one of two routes: all they may see, or the public ones. */
/*#__NO_SIDE_EFFECTS__*/
function userEvents(route: string) {
  return operation(() => ({ path: `/users/{username}/${route}`, target: path(account, 'username'), result: list(Event) }));
}

// Named one by one, not read from the objects below: a bundler keeps a member read at a module's top level.
const performedAll = /*#__PURE__*/ userEvents('events');
const performedPublic = /*#__PURE__*/ userEvents('events/public');
const receivedAll = /*#__PURE__*/ userEvents('received_events');
const receivedPublic = /*#__PURE__*/ userEvents('received_events/public');
const performed = { all: performedAll, public: performedPublic };
const received = { all: receivedAll, public: receivedPublic };

/** The `public` choice between the two routes, and the options the chosen route takes. */
function choice(options: UserEventsOptions | undefined): ['all' | 'public', PageOptions] {
  if (options === undefined) return ['all', {}];
  if (!isRecord(options)) throw invalid('options', 'an object', options);
  const { public: only, ...rest } = options;
  return [only !== undefined && flag(only, 'public') ? 'public' : 'all', rest];
}

/**
 * Events a user performed. `GET /users/{username}/events`, `GET /users/{username}/events/public`
 * @example
 * ```ts
 * import { createSession } from 'hubops';
 * import { listUserEvents } from 'hubops/users';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * for await (const event of listUserEvents(session, 'octocat', { public: true, number: 30 })) {
 *   console.log(event.type, event.created_at);
 * }
 * ```
 */
export const listUserEvents: Op<[user: AccountRef], UserEventsOptions, PageIterator<Event>> = /*#__PURE__*/ composed(function listUserEvents(session, user, options) {
  const [which, rest] = choice(options);
  return performed[which](session, user, rest);
}, performedAll, performedPublic);

/**
 * Events a user received (from the users and repositories they watch): private and public for
 * the authenticated user, otherwise public only.
 * `GET /users/{username}/received_events`, `GET /users/{username}/received_events/public`
 * @example
 * ```ts
 * import { createSession } from 'hubops';
 * import { listUserReceivedEvents } from 'hubops/users';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * for await (const event of listUserReceivedEvents(session, 'octocat', { public: true, number: 30 })) {
 *   console.log(event.type, event.created_at);
 * }
 * ```
 */
export const listUserReceivedEvents: Op<[user: AccountRef], UserEventsOptions, PageIterator<Event>> = /*#__PURE__*/ composed(function listUserReceivedEvents(session, user, options) {
  const [which, rest] = choice(options);
  return received[which](session, user, rest);
}, receivedAll, receivedPublic);

/** The authenticated user's dashboard of an organization they belong to. `GET /users/{username}/events/orgs/{org}` */
export const listUserOrganizationEvents: Op<[user: AccountRef, org: AccountRef], PageOptions, PageIterator<Event>> = /*#__PURE__*/ operation(() => ({
  path: '/users/{username}/events/orgs/{org}',
  target: /*#__PURE__*/ path(account, 'username'),
  args: ['org'],
  params: { org: /*#__PURE__*/ path(account, 'org') },
  auth: 'organization_events',
  result: /*#__PURE__*/ list(Event),
}));
