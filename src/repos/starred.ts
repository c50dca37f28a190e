import { PageIterator, type PageOptions } from '../core/page-iterator.js';
import { sendForBool, type CallOptions } from '../core/request.js';
import { loginOf, type AccountRef } from '../core/refs.js';
import type { Session } from '../core/session.js';
import { oneOf, requireAuthentication } from '../core/validate.js';
import type { Infer } from '../schema/model.js';
import { ShortRepository } from '../schemas/repositories.js';
import { StarredRepository } from '../schemas/starred.js';

/** The media type that adds when each star was given (`starred_at`). */
export const STAR_MEDIA_TYPE = 'application/vnd.github.star+json';

export interface StarredOptions extends PageOptions {
  /** `created` (when the star was given; the service's default) or `updated` (last push). */
  sort?: 'created' | 'updated';
  /** Default `desc`. */
  direction?: 'asc' | 'desc';
}

function starQuery(options: StarredOptions): { query: { sort?: string; direction?: string }; page: PageOptions } {
  const { sort, direction, ...page } = options;
  return { query: { sort: oneOf('sort', sort, ['created', 'updated']), direction: oneOf('direction', direction, ['asc', 'desc']) }, page };
}

const repository = (raw: unknown, path: string) => ShortRepository.wrap(raw, path);

/** The repositories the authenticated user has starred. `GET /user/starred` */
export function listStarred(session: Session, options: StarredOptions = {}): PageIterator<Infer<typeof ShortRepository>> {
  requireAuthentication(session, 'starred');
  const { query, page } = starQuery(options);
  return new PageIterator(session, { path: '/user/starred', query, item: repository }, page);
}

/** The repositories a user has starred. `GET /users/{username}/starred` */
export function listStarredBy(session: Session, user: AccountRef, options: StarredOptions = {}): PageIterator<Infer<typeof ShortRepository>> {
  const { query, page } = starQuery(options);
  return new PageIterator(session, { path: '/users/{username}/starred', params: { username: loginOf(user, 'user') }, query, item: repository }, page);
}

/**
 * The stars a user has given, each with its time and repository (asks for the `star` media
 * type, which a caller's `headers` may replace). `GET /users/{username}/starred`
 */
export function listStarredRepositories(session: Session, user: AccountRef, options: StarredOptions = {}): PageIterator<Infer<typeof StarredRepository>> {
  const { query, page } = starQuery(options);
  const headers = { accept: STAR_MEDIA_TYPE, ...page.headers };
  const params = { username: loginOf(user, 'user') };
  return new PageIterator(session, { path: '/users/{username}/starred', params, query, item: StarredRepository.wrap }, { ...page, headers });
}

/** Whether the authenticated user has starred a repository. `GET /user/starred/{owner}/{repo}` */
export async function isStarred(session: Session, owner: string, repo: string, options: CallOptions = {}): Promise<boolean> {
  requireAuthentication(session, 'is_starred');
  return sendForBool(session, { ...options, path: '/user/starred/{owner}/{repo}', params: { owner, repo } });
}
