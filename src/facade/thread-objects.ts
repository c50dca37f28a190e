import { deleteThreadSubscription, getThreadSubscription, markThreadRead, setThreadSubscription } from '../activity/notifications.js';

/** Operations on a notification thread. @namespace Thread */
export const threadObjectOperations = {
  mark: markThreadRead,
  subscription: getThreadSubscription,
  setSubscription: setThreadSubscription,
  deleteSubscription: deleteThreadSubscription,
};
