export { getUser } from './get-user.js';
export { listAllUsers, type AllUsersOptions } from './list-all-users.js';
export { followUser, unfollowUser, isFollowing, isUserFollowing } from './follow.js';
export { listFollowers, listFollowing, listUserFollowers, listUserFollowing } from './followers.js';
export { listEmails, addEmailAddresses, deleteEmailAddresses, addEmailAddress, deleteEmailAddress } from './emails.js';
export { listKeys, listUserKeys, getKey, deleteKey, updateKey } from './keys.js';
export type { KeyRef } from './refs.js';
export { createKey, type CreateKeyOptions, type KeySource } from './create-key.js';
export { updateUser, updateAuthenticatedUser, type UserChanges } from './update-user.js';
export { listAllEvents, listUserEvents, listUserReceivedEvents, listUserOrganizationEvents, type UserEventsOptions } from '../activity/user-events.js';
export { isAssigneeOn } from './is-assignee-on.js';
export { isFreePlan } from './plan.js';
export { sameUser, sameKey } from './equality.js';
export {
  listFollowersOfUserOrSelf,
  listFollowingOfUserOrSelf,
  listOrganizationsOfUserOrSelf,
  listStarredOfUserOrSelf,
  listSubscriptionsOfUserOrSelf,
} from './older-listings.js';
