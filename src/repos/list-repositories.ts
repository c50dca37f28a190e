import { PageIterator, type PageOptions } from '../core/page-iterator.js';
import { loginOf, type AccountRef } from '../core/refs.js';
import type { Session } from '../core/session.js';
import type { QueryValue } from '../core/url.js';
import { oneOf, requireAuthentication } from '../core/validate.js';
import { ValidationError } from '../errors/validation-error.js';
import type { Infer } from '../schema/model.js';
import { ShortRepository } from '../schemas/repositories.js';

type Repositories = PageIterator<Infer<typeof ShortRepository>>;
type Sort = 'created' | 'updated' | 'pushed' | 'full_name';

interface Ordering {
  sort?: Sort;
  /** Default: `asc` when sorting by `full_name`, otherwise `desc`. */
  direction?: 'asc' | 'desc';
}

export interface OwnRepositoriesOptions extends Ordering, PageOptions {
  /** `all` (the default), `owner`, `public`, `private` or `member`. */
  type?: 'all' | 'owner' | 'public' | 'private' | 'member';
  /** Default `created` (newest first); the service alone would order by `full_name`. */
  sort?: Sort;
}

export interface UserRepositoriesOptions extends Ordering, PageOptions {
  /** `all` (the default; the service alone would list `owner` only), `owner` or `member`. */
  type?: 'all' | 'owner' | 'member';
  /** Not sent unless given: the service then orders by `full_name`. */
  sort?: Sort;
}

export interface AllRepositoriesOptions extends PageOptions {
  /** Only repositories whose id is greater than this (the id of the last one seen). */
  since?: number;
}

const item = (raw: unknown, path: string) => ShortRepository.wrap(raw, path);

/** The checked query of a repository listing; a sort without a direction gets the documented one. */
function orderingQuery(type: string | undefined, types: readonly string[], ordering: Ordering): Record<string, QueryValue> {
  const sort = oneOf('sort', ordering.sort, ['created', 'updated', 'pushed', 'full_name']);
  const direction = oneOf('direction', ordering.direction, ['asc', 'desc']) ?? (sort === undefined ? undefined : sort === 'full_name' ? 'asc' : 'desc');
  return { type: oneOf('type', type, types), sort, direction };
}

/** The repositories the authenticated user can reach (owns, collaborates on, or reaches through an organization). `GET /user/repos` */
export function listRepositories(session: Session, options: OwnRepositoriesOptions = {}): Repositories {
  requireAuthentication(session, 'repositories');
  // §4.2 documents `created` as the default sort, which is not the service's (`full_name`): sent.
  const { type, sort = 'created', direction, ...page } = options;
  const query = orderingQuery(type, ['all', 'owner', 'public', 'private', 'member'], { sort, direction });
  return new PageIterator(session, { path: '/user/repos', query, item }, page);
}

/** A user's public repositories. `GET /users/{username}/repos` */
export function listUserRepositories(session: Session, user: AccountRef, options: UserRepositoriesOptions = {}): Repositories {
  // §4.2 documents `all` as the default type, which is not the service's (`owner`): sent.
  const { type = 'all', sort, direction, ...page } = options;
  const query = orderingQuery(type, ['all', 'owner', 'member'], { sort, direction });
  return new PageIterator(session, { path: '/users/{username}/repos', params: { username: loginOf(user, 'user') }, query, item }, page);
}

/** Every public repository of the service, in the order they were created. `GET /repositories` */
export function listAllRepositories(session: Session, options: AllRepositoriesOptions = {}): Repositories {
  const { since, ...page } = options;
  if (since !== undefined && (!Number.isInteger(since) || since < 0)) throw new ValidationError('since', 'must be a repository id (a whole number ≥ 0)');
  return new PageIterator(session, { path: '/repositories', query: { since }, item }, page);
}
