import type { Session } from '../core/session.js';
import { getOrganization } from '../orgs/get-organization.js';
import { listAllOrganizations, listOrganizations, listUserOrganizations } from '../orgs/list-organizations.js';
import { activateOwnOrganizationMembership, getOwnOrganizationMembership, listOwnOrganizationMemberships } from '../orgs/memberships.js';
import { createRepository } from '../repos/create-repository.js';
import { listAllRepositories, listRepositories, listUserRepositories } from '../repos/list-repositories.js';
import { isStarred, listStarredBy } from '../repos/starred.js';
import { isSubscribed, listUserSubscriptions } from '../repos/subscriptions.js';
import { createKey } from '../users/create-key.js';
import { addEmailAddresses, deleteEmailAddresses, listEmails } from '../users/emails.js';
import { listAllEvents } from '../users/events.js';
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
import { bind } from './bind.js';

/** Client-level account operations (§4.2): users, following, emails, keys, organizations, repositories. */
export function userOperations(session: Session) {
  return {
    user: bind(session, getUser),
    allUsers: bind(session, listAllUsers),
    follow: bind(session, followUser),
    unfollow: bind(session, unfollowUser),
    followedBy: bind(session, listUserFollowing),
    followers: bind(session, listFollowers),
    followersOf: bind(session, listUserFollowers),
    following: bind(session, listFollowing),
    isFollowing: bind(session, isFollowing),
    emails: bind(session, listEmails),
    addEmailAddresses: bind(session, addEmailAddresses),
    deleteEmailAddresses: bind(session, deleteEmailAddresses),
    keys: bind(session, listKeys),
    key: bind(session, getKey),
    createKey: bind(session, createKey),
    /** @deprecated use `Key.delete` */
    deleteKey: bind(session, deleteKey),
    organization: bind(session, getOrganization),
    allOrganizations: bind(session, listAllOrganizations),
    organizations: bind(session, listOrganizations),
    organizationsWith: bind(session, listUserOrganizations),
    organizationMemberships: bind(session, listOwnOrganizationMemberships),
    membershipIn: bind(session, getOwnOrganizationMembership),
    activateMembership: bind(session, activateOwnOrganizationMembership),
    createRepository: bind(session, createRepository),
    repositories: bind(session, listRepositories),
    repositoriesBy: bind(session, listUserRepositories),
    allRepositories: bind(session, listAllRepositories),
    starredBy: bind(session, listStarredBy),
    isStarred: bind(session, isStarred),
    subscriptionsFor: bind(session, listUserSubscriptions),
    allEvents: bind(session, listAllEvents),
    /** @deprecated use `allUsers` */
    iterAllUsers: bind(session, listAllUsers),
    /** @deprecated use `allRepositories` */
    iterAllRepos: bind(session, listAllRepositories),
    /** @deprecated use `emails` */
    iterEmails: bind(session, listEmails),
    /** @deprecated use `allEvents` */
    iterEvents: bind(session, listAllEvents),
    /** @deprecated use `followersOf(login)` or `followers()` */
    iterFollowers: bind(session, listFollowersOfUserOrSelf),
    /** @deprecated use `followedBy(login)` or `following()` */
    iterFollowing: bind(session, listFollowingOfUserOrSelf),
    /** @deprecated use `keys` */
    iterKeys: bind(session, listKeys),
    /** @deprecated use `organizationsWith(login)` or `organizations()` */
    iterOrgs: bind(session, listOrganizationsOfUserOrSelf),
    /** @deprecated use `starredBy(login)` */
    iterStarred: bind(session, listStarredOfUserOrSelf),
    /** @deprecated use `subscriptionsFor(login)` or `User.subscriptions` */
    iterSubscriptions: bind(session, listSubscriptionsOfUserOrSelf),
    /** @deprecated use `repositories` */
    iterRepos: bind(session, listRepositories),
    /** @deprecated use `repositoriesBy` */
    iterUserRepos: bind(session, listUserRepositories),
    /** @deprecated use `createRepository` */
    createRepo: bind(session, createRepository),
    /** @deprecated use `Repository.subscription` */
    isSubscribed: bind(session, isSubscribed),
  };
}
