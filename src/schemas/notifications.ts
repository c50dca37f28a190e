import { bool, date, mapping, one, required, str } from '../schema/fields.js';
import { model, type Infer, type Model } from '../schema/model.js';
import { ShortRepository } from './repositories.js';

const threadType = /* @__PURE__ */ model('Thread', {
  /** Thread ids are strings on the wire. */
  id: /* @__PURE__ */ required(str),
  url: str,
  subscription_url: str,
  repository: /* @__PURE__ */ one(ShortRepository),
  /** `{ title, url, latest_comment_url, type }` of the issue, pull request, commit or release. */
  subject: mapping,
  /** Why the user was notified: `mention`, `subscribed`, `review_requested`, … */
  reason: str,
  unread: bool,
  updated_at: date,
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

const repositorySubscriptionType = /* @__PURE__ */ model('RepositorySubscription', { ...subscriptionFields, repository_url: str });
/** How the authenticated user watches a repository: `subscribed` (all notifications) or `ignored` (none). */
export interface RepositorySubscription extends Infer<typeof repositorySubscriptionType> {}
export const RepositorySubscription: Model<RepositorySubscription> = repositorySubscriptionType;

const threadSubscriptionType = /* @__PURE__ */ model('ThreadSubscription', { ...subscriptionFields, thread_url: str, repository_url: str });
/** How the authenticated user follows one notification thread. */
export interface ThreadSubscription extends Infer<typeof threadSubscriptionType> {}
export const ThreadSubscription: Model<ThreadSubscription> = threadSubscriptionType;
