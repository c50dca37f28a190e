import { listStarredRepositories } from '../activity/starred.js';
import { listUserSubscriptions } from '../activity/subscriptions.js';
import { listUserOrganizations } from '../orgs/list-organizations.js';
import { addEmailAddress, deleteEmailAddress } from '../users/emails.js';
import { listUserEvents, listUserOrganizationEvents, listUserReceivedEvents } from '../activity/user-events.js';
import { isUserFollowing } from '../users/follow.js';
import { listUserFollowers, listUserFollowing } from '../users/followers.js';
import { isAssigneeOn } from '../users/is-assignee-on.js';
import type { CallOptions } from '../core/types.js';
import type { AccountRef } from '../core/refs.js';
import type { Email } from '../models/documented.js';
import { ownerRepoApart } from './bind.js';
import { ofAuthenticatedUser } from './documented-forms.js';
import { deleteKey, listUserKeys, updateKey } from '../users/keys.js';
import { isFreePlan } from '../users/plan.js';
import { updateUser } from '../users/update-user.js';

/** Operations on a user: the user comes first, as parsed data or a login. @namespace User */
export const userObjectOperations = {
  events: listUserEvents,
  followers: listUserFollowers,
  following: listUserFollowing,
  keys: listUserKeys,
  subscriptions: listUserSubscriptions,
  organizationEvents: listUserOrganizationEvents,
  organizations: listUserOrganizations,
  receivedEvents: listUserReceivedEvents,
  starredRepositories: listStarredRepositories,
  isAssigneeOn: /*#__PURE__*/ ownerRepoApart<AccountRef, CallOptions, Promise<boolean>>(isAssigneeOn),
  isFollowing: isUserFollowing,
  /** @deprecated use `addEmailAddresses` */
  addEmailAddress: /*#__PURE__*/ ofAuthenticatedUser<CallOptions, readonly Email[]>(addEmailAddress),
  /** @deprecated use `deleteEmailAddresses` */
  deleteEmailAddress: /*#__PURE__*/ ofAuthenticatedUser<CallOptions, boolean>(deleteEmailAddress),
  update: updateUser,
};

/** Operations on a key. @namespace Key */
export const keyOperations = {
  delete: deleteKey,
  update: updateKey,
};

/** Operations on a plan. @namespace Plan */
export const planOperations = {
  isFree: isFreePlan,
};
