import { bool, date, one, required, str, promised, promisedBool, promisedDate, promisedMapping, promisedStr } from './library/fields.js';
import { model, type Infer, type Model } from './library/model.js';
import { ShortRepository } from './repositories.js';

const threadType = /* @__PURE__ */ model('Thread', () => ({
  /** Thread ids are strings on the wire. */
  id: /* @__PURE__ */ required(str),
  url: promisedStr,
  subscription_url: promisedStr,
  repository: /* @__PURE__ */ promised(/* @__PURE__ */ one(ShortRepository)),
  /** `{ title, url, latest_comment_url, type }` of the issue, pull request, commit or release. */
  subject: promisedMapping,
  /** Why the user was notified: `mention`, `subscribed`, `review_requested`, … */
  reason: promisedStr,
  unread: promisedBool,
  updated_at: promisedDate,
  last_read_at: date,
}));
/** A notification thread of the authenticated user; its `url` addresses it for the thread operations. */
export interface Thread extends Infer<typeof threadType> {}
export const Thread: Model<Thread> = threadType;

const subscriptionFields = {
  subscribed: bool,
  ignored: bool,
  reason: str,
  created_at: date,
  url: str,
};

const repositorySubscriptionType = /* @__PURE__ */ model('RepositorySubscription', () => ({
  subscribed: promisedBool,
  ignored: promisedBool,
  reason: str,
  created_at: promisedDate,
  url: promisedStr,
  repository_url: promisedStr,
}));
/** How the authenticated user watches a repository: `subscribed` (all notifications) or `ignored` (none). */
export interface RepositorySubscription extends Infer<typeof repositorySubscriptionType> {}
export const RepositorySubscription: Model<RepositorySubscription> = repositorySubscriptionType;

const threadSubscriptionType = /* @__PURE__ */ model('ThreadSubscription', () => ({
  ...subscriptionFields,
  subscribed: promisedBool,
  ignored: promisedBool,
  thread_url: str,
  repository_url: str,
}));
/** How the authenticated user follows one notification thread. */
export interface ThreadSubscription extends Infer<typeof threadSubscriptionType> {}
export const ThreadSubscription: Model<ThreadSubscription> = threadSubscriptionType;
