import type { Session } from '../core/session.js';
import { listStarredRepositories } from '../repos/starred.js';
import { listUserSubscriptions } from '../repos/subscriptions.js';
import { listUserOrganizations } from '../orgs/list-organizations.js';
import { addEmailAddress, deleteEmailAddress } from '../users/emails.js';
import { listUserEvents, listUserOrganizationEvents, listUserReceivedEvents } from '../users/events.js';
import { isUserFollowing } from '../users/follow.js';
import { listUserFollowers, listUserFollowing } from '../users/followers.js';
import { isAssigneeOn } from '../users/is-assignee-on.js';
import { deleteKey, listUserKeys, updateKey } from '../users/keys.js';
import { isFreePlan } from '../users/plan.js';
import { updateAuthenticatedUser } from '../users/update-user.js';
import { bind } from './bind.js';

/** Operations on a user (§4.4): the user comes first, as parsed data or a login. @namespace User */
export function userObjectOperations(session: Session) {
  return {
    events: bind(session, listUserEvents),
    followers: bind(session, listUserFollowers),
    following: bind(session, listUserFollowing),
    keys: bind(session, listUserKeys),
    subscriptions: bind(session, listUserSubscriptions),
    organizationEvents: bind(session, listUserOrganizationEvents),
    organizations: bind(session, listUserOrganizations),
    receivedEvents: bind(session, listUserReceivedEvents),
    starredRepositories: bind(session, listStarredRepositories),
    isAssigneeOn: bind(session, isAssigneeOn),
    isFollowing: bind(session, isUserFollowing),
    /** @deprecated use `addEmailAddresses` */
    addEmailAddress: bind(session, addEmailAddress),
    /** @deprecated use `deleteEmailAddresses` */
    deleteEmailAddress: bind(session, deleteEmailAddress),
    update: bind(session, updateAuthenticatedUser),
  };
}

/** Operations on a key (§4.4). @namespace Key */
export function keyOperations(session: Session) {
  return {
    delete: bind(session, deleteKey),
    update: bind(session, updateKey),
  };
}

/** Operations on a plan (§4.4). @namespace Plan */
export function planOperations(session: Session) {
  return {
    isFree: bind(session, isFreePlan),
  };
}
