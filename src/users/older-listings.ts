import { userOrSelf, type OfUserOrSelf } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { listOrganizations, listUserOrganizations } from '../orgs/list-organizations.js';
import { listStarred, listStarredBy, type StarredOptions } from '../activity/starred.js';
import { listSubscriptions, listUserSubscriptions } from '../activity/subscriptions.js';
import type { Infer } from '../models/library/model.js';
import type { ShortOrganization } from '../models/organizations.js';
import type { ShortRepository } from '../models/repositories.js';
import type { ShortUser } from '../models/users.js';
import { listFollowers, listFollowing, listUserFollowers, listUserFollowing } from './followers.js';

/*
 * The older listings (`iter_followers(login?)`, …) take an optional login: with one they list
 * that user's, without one the authenticated user's. A login of '' or null counts as none.
 */

/**
 * Followers of a user, or of the authenticated user without a login. `GET /users/{username}/followers`, `GET /user/followers`
 * @example
 * ```ts
 * import { createSession } from 'hubops';
 * import { listFollowersOfUserOrSelf } from 'hubops/users';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * // A login lists that user's; null, the authenticated user's.
 * for await (const user of listFollowersOfUserOrSelf(session, 'octocat')) {
 *   console.log(user.login);
 * }
 * ```
 */
export const listFollowersOfUserOrSelf: OfUserOrSelf<PageOptions, PageIterator<Infer<typeof ShortUser>>> = /*#__PURE__*/ userOrSelf(listUserFollowers, listFollowers);

/**
 * Users a user follows, or the authenticated user follows without a login. `GET /users/{username}/following`, `GET /user/following`
 * @example
 * ```ts
 * import { createSession } from 'hubops';
 * import { listFollowingOfUserOrSelf } from 'hubops/users';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * // A login lists that user's; null, the authenticated user's.
 * for await (const user of listFollowingOfUserOrSelf(session, 'octocat')) {
 *   console.log(user.login);
 * }
 * ```
 */
export const listFollowingOfUserOrSelf: OfUserOrSelf<PageOptions, PageIterator<Infer<typeof ShortUser>>> = /*#__PURE__*/ userOrSelf(listUserFollowing, listFollowing);

/**
 * Organizations of a user, or of the authenticated user without a login. `GET /users/{username}/orgs`, `GET /user/orgs`
 * @example
 * ```ts
 * import { createSession } from 'hubops';
 * import { listOrganizationsOfUserOrSelf } from 'hubops/users';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * // A login lists that user's; null, the authenticated user's.
 * for await (const organization of listOrganizationsOfUserOrSelf(session, 'octocat')) {
 *   console.log(organization.login);
 * }
 * ```
 */
export const listOrganizationsOfUserOrSelf: OfUserOrSelf<PageOptions, PageIterator<Infer<typeof ShortOrganization>>> = /*#__PURE__*/ userOrSelf(listUserOrganizations, listOrganizations);

/**
 * Repositories a user starred, or the authenticated user starred without a login. `GET /users/{username}/starred`, `GET /user/starred`
 * @example
 * ```ts
 * import { createSession } from 'hubops';
 * import { listStarredOfUserOrSelf } from 'hubops/users';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * // A login lists that user's; null, the authenticated user's.
 * for await (const repository of listStarredOfUserOrSelf(session, 'octocat')) {
 *   console.log(repository.full_name);
 * }
 * ```
 */
export const listStarredOfUserOrSelf: OfUserOrSelf<StarredOptions, PageIterator<Infer<typeof ShortRepository>>> = /*#__PURE__*/ userOrSelf(listStarredBy, listStarred);

/**
 * Repositories a user watches, or the authenticated user watches without a login. `GET /users/{username}/subscriptions`, `GET /user/subscriptions`
 * @example
 * ```ts
 * import { createSession } from 'hubops';
 * import { listSubscriptionsOfUserOrSelf } from 'hubops/users';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * // A login lists that user's; null, the authenticated user's.
 * for await (const repository of listSubscriptionsOfUserOrSelf(session, 'octocat')) {
 *   console.log(repository.full_name);
 * }
 * ```
 */
export const listSubscriptionsOfUserOrSelf: OfUserOrSelf<PageOptions, PageIterator<Infer<typeof ShortRepository>>> = /*#__PURE__*/ userOrSelf(listUserSubscriptions, listSubscriptions);
