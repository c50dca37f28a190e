import { PageIterator, type PageOptions } from '../core/page-iterator.js';
import { loginOf, type AccountRef } from '../core/refs.js';
import type { Session } from '../core/session.js';
import { requireAuthentication } from '../core/validate.js';
import { ValidationError } from '../errors/validation-error.js';
import type { Infer } from '../schema/model.js';
import { ShortOrganization } from '../schemas/organizations.js';

type Organizations = PageIterator<Infer<typeof ShortOrganization>>;

export interface AllOrganizationsOptions extends PageOptions {
  /** Only organizations whose id is greater than this (the id of the last one seen). */
  since?: number;
}

const item = (raw: unknown, path: string) => ShortOrganization.wrap(raw, path);

/** Every organization of the service, in the order they were created. `GET /organizations` */
export function listAllOrganizations(session: Session, options: AllOrganizationsOptions = {}): Organizations {
  const { since, ...page } = options;
  if (since !== undefined && (!Number.isInteger(since) || since < 0)) throw new ValidationError('since', 'must be an organization id (a whole number ≥ 0)');
  return new PageIterator(session, { path: '/organizations', query: { since }, item }, page);
}

/** The organizations the authenticated user belongs to, privately or publicly. `GET /user/orgs` */
export function listOrganizations(session: Session, options: PageOptions = {}): Organizations {
  requireAuthentication(session, 'organizations');
  return new PageIterator(session, { path: '/user/orgs', item }, options);
}

/** The organizations a user is a public member of. `GET /users/{username}/orgs` */
export function listUserOrganizations(session: Session, user: AccountRef, options: PageOptions = {}): Organizations {
  return new PageIterator(session, { path: '/users/{username}/orgs', params: { username: loginOf(user, 'user') }, item }, options);
}
