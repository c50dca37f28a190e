import { userOrSelf, type OfUserOrSelf } from '../core/operation.js';
import type { PageIterator } from '../core/page-iterator.js';
import type { ShortGist } from '../models/gists.js';
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
export const listGistsOfUserOrSelf: OfUserOrSelf<GistListingOptions, PageIterator<ShortGist>> = /*#__PURE__*/ userOrSelf(listUserGists, listGists);
