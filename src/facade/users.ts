import { ownerRepo } from './bind.js';
import { getOrganization } from '../orgs/get-organization.js';
import { listAllOrganizations, listOrganizations, listUserOrganizations } from '../orgs/list-organizations.js';
import { activateOwnOrganizationMembership, getOwnOrganizationMembership, listOwnOrganizationMemberships } from '../orgs/memberships.js';
import { createRepository } from '../repos/create-repository.js';
import { listAllRepositories, listRepositories, listUserRepositories } from '../repos/list-repositories.js';
import { isStarred } from '../activity/starred.js';
import { isSubscribed, listUserSubscriptions } from '../activity/subscriptions.js';
import { createKey } from '../users/create-key.js';
import { addEmailAddresses, deleteEmailAddresses, listEmails } from '../users/emails.js';
import { listAllEvents } from '../activity/user-events.js';
import { followUser, isFollowing, unfollowUser } from '../users/follow.js';
import { listFollowers, listFollowing, listUserFollowers, listUserFollowing } from '../users/followers.js';
import { getUser } from '../users/get-user.js';
import { deleteKey, getKey, listKeys } from '../users/keys.js';
import { listAllUsers } from '../users/list-all-users.js';
import {
  listFollowersOfUserOrSelf,
  listFollowingOfUserOrSelf,
  listOrganizationsOfUserOrSelf,
  listStarredOfUserOrSelf,
  listSubscriptionsOfUserOrSelf,
} from '../users/older-listings.js';

/** Client-level account operations: users, following, emails, keys, organizations, repositories. */
export const userOperations = {
  user: getUser,
  allUsers: listAllUsers,
  follow: followUser,
  unfollow: unfollowUser,
  followedBy: listUserFollowing,
  followers: listFollowers,
  followersOf: listUserFollowers,
  following: listFollowing,
  isFollowing: isFollowing,
  emails: listEmails,
  addEmailAddresses: addEmailAddresses,
  deleteEmailAddresses: deleteEmailAddresses,
  keys: listKeys,
  key: getKey,
  createKey: createKey,
  /** @deprecated use `Key.delete` */
  deleteKey: deleteKey,
  organization: getOrganization,
  allOrganizations: listAllOrganizations,
  organizations: listOrganizations,
  organizationsWith: listUserOrganizations,
  organizationMemberships: listOwnOrganizationMemberships,
  membershipIn: getOwnOrganizationMembership,
  activateMembership: activateOwnOrganizationMembership,
  createRepository: createRepository,
  repositories: listRepositories,
  repositoriesBy: listUserRepositories,
  allRepositories: listAllRepositories,
  starredBy: listStarredOfUserOrSelf,
  isStarred: /*#__PURE__*/ ownerRepo(isStarred),
  subscriptionsFor: listUserSubscriptions,
  allEvents: listAllEvents,
  /** @deprecated use `allUsers` */
  iterAllUsers: listAllUsers,
  /** @deprecated use `allRepositories` */
  iterAllRepos: listAllRepositories,
  /** @deprecated use `emails` */
  iterEmails: listEmails,
  /** @deprecated use `allEvents` */
  iterEvents: listAllEvents,
  /** @deprecated use `followersOf(login)` or `followers()` */
  iterFollowers: listFollowersOfUserOrSelf,
  /** @deprecated use `followedBy(login)` or `following()` */
  iterFollowing: listFollowingOfUserOrSelf,
  /** @deprecated use `keys` */
  iterKeys: listKeys,
  /** @deprecated use `organizationsWith(login)` or `organizations()` */
  iterOrgs: listOrganizationsOfUserOrSelf,
  /** @deprecated use `starredBy` */
  iterStarred: listStarredOfUserOrSelf,
  /** @deprecated use `subscriptionsFor(login)` or `User.subscriptions` */
  iterSubscriptions: listSubscriptionsOfUserOrSelf,
  /** @deprecated use `repositories` */
  iterRepos: listRepositories,
  /** @deprecated use `repositoriesBy` */
  iterUserRepos: listUserRepositories,
  /** @deprecated use `createRepository` */
  createRepo: createRepository,
  /** @deprecated the older watching check (it now asks the repository's subscription) */
  isSubscribed: /*#__PURE__*/ ownerRepo(isSubscribed),
};
