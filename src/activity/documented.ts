export { listRepositoryEvents, listRepositoryNetworkEvents } from './repository-events.js';
export {
  listNotifications,
  markNotificationsRead,
  getThread,
  listRepositoryNotifications,
  markRepositoryNotificationsRead,
  markThreadRead,
  getThreadSubscription,
  setThreadSubscription,
  deleteThreadSubscription,
  type NotificationsOptions,
  type RepositoryNotificationsOptions,
  type MarkNotificationsOptions,
  type MarkAllNotificationsOptions,
  type ThreadSubscriptionOptions,
} from './notifications.js';
export {
  getRepositorySubscription,
  setRepositorySubscription,
  ignoreRepository,
  deleteRepositorySubscription,
  listStargazers,
  listSubscribers,
  type RepositorySubscriptionOptions,
} from './repository-subscription.js';
export type { ThreadRef } from './refs.js';
export { NotificationIterator } from './notification-listing.js';
export { updateHubSubscription, type HubOptions } from './hub.js';
export { starRepository, unstarRepository } from './starring.js';
export { listStarred, listStarredBy, listStarredRepositories, isStarred, STAR_MEDIA_TYPE, type StarredOptions } from './starred.js';
export { listSubscriptions, listUserSubscriptions, isSubscribed } from './subscriptions.js';
export { listAllEvents, listUserEvents, listUserReceivedEvents, listUserOrganizationEvents, type UserEventsOptions } from './user-events.js';
export { listOrganizationPublicEvents, listOrganizationEvents } from './organization-events.js';
export { getFeeds, type Feeds } from './feeds.js';
