import { invalid, isRecord } from '../core/codec.js';
import { composed } from '../core/operation.js';
import type { PageIterator } from '../core/page-iterator.js';
import type { AccountRef } from '../core/refs.js';
import type { Session } from '../core/types.js';
import type { ShortGist } from '../schemas/gists.js';
import { listGists, listUserGists, type GistListingOptions } from './gists.js';

/**
 * The older `iter_gists(username?)`: a user's gists with a login, the authenticated user's
 * without one ('' or null count as none). `GET /users/{username}/gists`, `GET /gists`
 * @example
 * ```ts
 * import { createSession } from 'hubops';
 * import { listGistsOfUserOrSelf } from 'hubops/gists';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * for await (const gist of listGistsOfUserOrSelf(session, 'octocat')) {
 *   console.log(gist.description);
 * }
 * ```
 */
export const listGistsOfUserOrSelf = /*#__PURE__*/ composed(function listGistsOfUserOrSelf(session: Session, login?: AccountRef | null, options?: GistListingOptions): PageIterator<ShortGist> {
  // The listings chosen from may read their options before checking them.
  if (options !== undefined && !isRecord(options)) throw invalid('options', 'an object', options);
  return login !== undefined && login !== null && login !== '' ? listUserGists(session, login, options) : listGists(session, options);
}, listUserGists, listGists);
