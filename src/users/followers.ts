import { PageIterator, type PageOptions } from '../core/page-iterator.js';
import { loginOf, type AccountRef } from '../core/refs.js';
import type { Session } from '../core/session.js';
import { requireAuthentication } from '../core/validate.js';
import type { Infer } from '../schema/model.js';
import { ShortUser } from '../schemas/users.js';

type Users = PageIterator<Infer<typeof ShortUser>>;

const item = (raw: unknown, path: string) => ShortUser.wrap(raw, path);

/** The followers of the authenticated user. `GET /user/followers` */
export function listFollowers(session: Session, options: PageOptions = {}): Users {
  requireAuthentication(session, 'followers');
  return new PageIterator(session, { path: '/user/followers', item }, options);
}

/** The users the authenticated user follows. `GET /user/following` */
export function listFollowing(session: Session, options: PageOptions = {}): Users {
  requireAuthentication(session, 'following');
  return new PageIterator(session, { path: '/user/following', item }, options);
}

/** The followers of a user. `GET /users/{username}/followers` */
export function listUserFollowers(session: Session, user: AccountRef, options: PageOptions = {}): Users {
  return new PageIterator(session, { path: '/users/{username}/followers', params: { username: loginOf(user, 'user') }, item }, options);
}

/** The users a user follows. `GET /users/{username}/following` */
export function listUserFollowing(session: Session, user: AccountRef, options: PageOptions = {}): Users {
  return new PageIterator(session, { path: '/users/{username}/following', params: { username: loginOf(user, 'user') }, item }, options);
}
