import { listRepositoryNotifications, markRepositoryNotificationsRead } from '../activity/notifications.js';
import { listRepositoryEvents, listRepositoryNetworkEvents } from '../activity/repository-events.js';
import { deleteRepositorySubscription, getRepositorySubscription, ignoreRepository, listStargazers, listSubscribers } from '../activity/repository-subscription.js';

/** Activity on a repository: events, notifications, watching and stars. @namespace Repository */
export const repositoryActivityOperations = {
  events: listRepositoryEvents,
  networkEvents: listRepositoryNetworkEvents,
  notifications: listRepositoryNotifications,
  markNotifications: markRepositoryNotificationsRead,
  subscription: getRepositorySubscription,
  ignore: ignoreRepository,
  deleteSubscription: deleteRepositorySubscription,
  stargazers: listStargazers,
  subscribers: listSubscribers,
};
