import { listNotifications, markNotificationsRead } from '../activity/notifications.js';
import { updateHubSubscription } from '../activity/hub.js';
import { starRepository, unstarRepository } from '../activity/starring.js';
import { listStarred } from '../activity/starred.js';
import { listSubscriptions } from '../activity/subscriptions.js';
import { updateAuthenticatedUser } from '../users/update-user.js';
import { ownerRepo } from './bind.js';

/** Client-level activity: the authenticated user's notifications, stars and watched repositories, and the hub. */
export const activityOperations = {
  notifications: listNotifications,
  markNotifications: markNotificationsRead,
  pubsubhubbub: updateHubSubscription,
  starred: listStarred,
  star: /*#__PURE__*/ ownerRepo(starRepository),
  unstar: /*#__PURE__*/ ownerRepo(unstarRepository),
  subscriptions: listSubscriptions,
  /** @deprecated use `notifications` */
  iterNotifications: listNotifications,
};

/** Client-level changes to the authenticated user's own account. */
export const accountOperations = {
  updateMe: updateAuthenticatedUser,
};
