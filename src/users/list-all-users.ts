import { PageIterator, type PageOptions } from '../core/page-iterator.js';
import type { Session } from '../core/session.js';
import type { Infer } from '../schema/model.js';
import { ShortUser } from '../schemas/users.js';
import { ValidationError } from '../errors/validation-error.js';

export interface AllUsersOptions extends PageOptions {
  /** Only users whose id is greater than this (the id of the last user seen). */
  since?: number;
}

/** Every user of the service, in the order they signed up. `GET /users` */
export function listAllUsers(session: Session, options: AllUsersOptions = {}): PageIterator<Infer<typeof ShortUser>> {
  const { since, ...page } = options;
  if (since !== undefined && (!Number.isInteger(since) || since < 0)) throw new ValidationError('since', 'must be a user id (a whole number ≥ 0)');
  return new PageIterator(session, { path: '/users', query: { since }, item: ShortUser.wrap }, page);
}
