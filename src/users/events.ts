import { PageIterator, type PageOptions } from '../core/page-iterator.js';
import { loginOf, type AccountRef } from '../core/refs.js';
import type { Session } from '../core/session.js';
import { requireAuthentication } from '../core/validate.js';
import type { Infer } from '../schema/model.js';
import { Event } from '../schemas/events.js';

type Events = PageIterator<Infer<typeof Event>>;

export interface UserEventsOptions extends PageOptions {
  /** Only public events. Without it, the authenticated user sees their private events too. */
  public?: boolean;
}

const item = (raw: unknown, path: string) => Event.wrap(raw, path);

/** Public events of the whole service. `GET /events` */
export function listAllEvents(session: Session, options: PageOptions = {}): Events {
  return new PageIterator(session, { path: '/events', item }, options);
}

/** Events a user performed. `GET /users/{username}/events`, `GET /users/{username}/events/public` */
export function listUserEvents(session: Session, user: AccountRef, options: UserEventsOptions = {}): Events {
  const { public: only, ...page } = options;
  const path = only ? '/users/{username}/events/public' : '/users/{username}/events';
  return new PageIterator(session, { path, params: { username: loginOf(user, 'user') }, item }, page);
}

/**
 * Events a user received (from the users and repositories they watch): private and public for
 * the authenticated user, otherwise public only.
 * `GET /users/{username}/received_events`, `GET /users/{username}/received_events/public`
 */
export function listUserReceivedEvents(session: Session, user: AccountRef, options: UserEventsOptions = {}): Events {
  const { public: only, ...page } = options;
  const path = only ? '/users/{username}/received_events/public' : '/users/{username}/received_events';
  return new PageIterator(session, { path, params: { username: loginOf(user, 'user') }, item }, page);
}

/** The authenticated user's dashboard of an organization they belong to. `GET /users/{username}/events/orgs/{org}` */
export function listUserOrganizationEvents(session: Session, user: AccountRef, org: AccountRef, options: PageOptions = {}): Events {
  requireAuthentication(session, 'organization_events');
  const params = { username: loginOf(user, 'user'), org: loginOf(org, 'org') };
  return new PageIterator(session, { path: '/users/{username}/events/orgs/{org}', params, item }, options);
}
