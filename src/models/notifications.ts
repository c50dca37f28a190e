import { bool, date, mapping, one, required, str, promised } from './library/fields.js';
import { model, type Infer, type Model } from './library/model.js';
import { ShortRepository } from './repositories.js';

const threadType = /* @__PURE__ */ model('Thread', {
  /** Thread ids are strings on the wire. */
  id: /* @__PURE__ */ required(str),
  url: /* @__PURE__ */ promised(str),
  subscription_url: /* @__PURE__ */ promised(str),
  repository: /* @__PURE__ */ promised(/* @__PURE__ */ one(ShortRepository)),
  /** `{ title, url, latest_comment_url, type }` of the issue, pull request, commit or release. */
  subject: /* @__PURE__ */ promised(mapping),
  /** Why the user was notified: `mention`, `subscribed`, `review_requested`, … */
  reason: /* @__PURE__ */ promised(str),
  unread: /* @__PURE__ */ promised(bool),
  updated_at: /* @__PURE__ */ promised(date),
  last_read_at: date,
});
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

const repositorySubscriptionType = /* @__PURE__ */ model('RepositorySubscription', {
  subscribed: /* @__PURE__ */ promised(bool),
  ignored: /* @__PURE__ */ promised(bool),
  reason: str,
  created_at: /* @__PURE__ */ promised(date),
  url: /* @__PURE__ */ promised(str),
  repository_url: /* @__PURE__ */ promised(str),
});
/** How the authenticated user watches a repository: `subscribed` (all notifications) or `ignored` (none). */
export interface RepositorySubscription extends Infer<typeof repositorySubscriptionType> {}
export const RepositorySubscription: Model<RepositorySubscription> = repositorySubscriptionType;

const threadSubscriptionType = /* @__PURE__ */ model('ThreadSubscription', {
  ...subscriptionFields,
  subscribed: /* @__PURE__ */ promised(bool),
  ignored: /* @__PURE__ */ promised(bool),
  thread_url: str,
  repository_url: str,
});
/** How the authenticated user follows one notification thread. */
export interface ThreadSubscription extends Infer<typeof threadSubscriptionType> {}
export const ThreadSubscription: Model<ThreadSubscription> = threadSubscriptionType;
