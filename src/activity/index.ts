export { listRepositoryEvents, listRepositoryNetworkEvents } from './repository-events.js';
export {
  listRepositoryNotifications,
  markRepositoryNotificationsRead,
  markThreadRead,
  getThreadSubscription,
  setThreadSubscription,
  deleteThreadSubscription,
  type RepositoryNotificationsOptions,
  type MarkNotificationsOptions,
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
