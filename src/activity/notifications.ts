import { flag, timestamp } from '../core/codec.js';
import { type WithDescribed, body, operation, path, query, type Op, type Result, bool, one } from '../core/operation.js';
import type { PageOptions } from '../core/page-iterator.js';
import { repository, type RepoRef } from '../core/refs.js';
import { send } from '../core/request.js';
import type { CallOptions } from '../core/types.js';
import { NotFoundError } from '../errors/not-found-error.js';
import { Thread, ThreadSubscription } from '../models/notifications.js';
import { threadListing, type NotificationIterator } from './notification-listing.js';
import { thread, type ThreadRef } from './refs.js';
import { listNotificationsForAuthenticatedUserMembers, type ListNotificationsForAuthenticatedUserMembers } from './generated/members/list-notifications-for-authenticated-user.js';
import { listRepoNotificationsForAuthenticatedUserMembers, type ListRepoNotificationsForAuthenticatedUserMembers } from './generated/members/list-repo-notifications-for-authenticated-user.js';
import { markNotificationsAsReadMembers, type MarkNotificationsAsReadMembers } from './generated/members/mark-notifications-as-read.js';
import { markRepoNotificationsAsReadMembers, type MarkRepoNotificationsAsReadMembers } from './generated/members/mark-repo-notifications-as-read.js';
import { setThreadSubscriptionMembers, type SetThreadSubscriptionMembers } from './generated/members/set-thread-subscription.js';

export interface NotificationsOptions extends PageOptions {
  /** Also the notifications already read. */
  all?: boolean;
  /** Only those the user takes part in or is mentioned in. */
  participating?: boolean;
  /** Only those updated after this time. */
  since?: Date | string;
  /** Only those updated before this time. */
  before?: Date | string;
}

/** The filters of a repository's notifications: those of all notifications. */
export type RepositoryNotificationsOptions = NotificationsOptions;

export interface MarkNotificationsOptions extends CallOptions {
  /** Mark what was updated up to this time (default: now); later updates stay unread. */
  lastRead?: Date | string;
}

export interface MarkAllNotificationsOptions extends MarkNotificationsOptions {
  /** Whether they are to be read (the service's default: true). */
  read?: boolean;
}

export interface ThreadSubscriptionOptions extends CallOptions {
  /** Block every notification of the thread (default false: subscribe). */
  ignored?: boolean;
}

const filters = { all: /*#__PURE__*/ query(flag), participating: /*#__PURE__*/ query(flag), since: /*#__PURE__*/ query(timestamp), before: /*#__PURE__*/ query(timestamp) };

/**
 * The authenticated user's notification threads, unread ones unless `all`; the listing tells
 * how often to poll (`pollInterval`). `GET /notifications`
 */
export const listNotifications: Op<[], WithDescribed<NotificationsOptions, ListNotificationsForAuthenticatedUserMembers>, NotificationIterator> = /*#__PURE__*/ operation(() => ({
  described: listNotificationsForAuthenticatedUserMembers,
  path: '/notifications',
  params: filters,
  auth: 'notifications',
  result: threadListing,
}));

/** The authenticated user's notification threads of a repository. `GET /repos/{owner}/{repo}/notifications` */
export const listRepositoryNotifications: Op<[repository: RepoRef], WithDescribed<RepositoryNotificationsOptions, ListRepoNotificationsForAuthenticatedUserMembers>, NotificationIterator> = /*#__PURE__*/ operation(() => ({
  described: listRepoNotificationsForAuthenticatedUserMembers,
  path: '/repos/{owner}/{repo}/notifications',
  target: /*#__PURE__*/ path(repository),
  params: filters,
  auth: 'notifications',
  result: threadListing,
}));

/** 205 (marked) and 202 (marking, for many threads) are both a yes; 404 a no. */
const marked: Result<Promise<boolean>> = {
  run: async (session, spec) => {
    try {
      const reply = await send(session, { ...spec, as: 'none' });
      return reply.status === 205 || reply.status === 202;
    } catch (error) {
      if (error instanceof NotFoundError) return false;
      throw error;
    }
  },
};

/**
 * Marks the authenticated user's notifications of a repository as read: true once the service
 * took it (205, or 202 while it marks many in the background), false on 404.
 * `PUT /repos/{owner}/{repo}/notifications`
 */
export const markRepositoryNotificationsRead: Op<[repository: RepoRef], WithDescribed<MarkNotificationsOptions, MarkRepoNotificationsAsReadMembers>, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  described: markRepoNotificationsAsReadMembers,
  method: 'PUT',
  path: '/repos/{owner}/{repo}/notifications',
  target: /*#__PURE__*/ path(repository),
  params: { lastRead: /*#__PURE__*/ body(timestamp, 'last_read_at') },
  auth: 'mark_notifications',
  result: marked,
}));

/**
 * Marks all the authenticated user's notifications as read: true once the service took it
 * (205, or 202 while it marks many in the background), false on 404. `PUT /notifications`
 */
export const markNotificationsRead: Op<[], WithDescribed<MarkAllNotificationsOptions, MarkNotificationsAsReadMembers>, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  described: markNotificationsAsReadMembers,
  method: 'PUT',
  path: '/notifications',
  params: { lastRead: /*#__PURE__*/ body(timestamp, 'last_read_at'), read: /*#__PURE__*/ body(flag) },
  auth: 'mark_notifications',
  result: marked,
}));

/** One notification thread. `GET /notifications/threads/{thread_id}` */
export const getThread: Op<[thread: ThreadRef], CallOptions, Promise<Thread>> = /*#__PURE__*/ operation(() => ({
  path: '/notifications/threads/{thread_id}',
  target: /*#__PURE__*/ path(thread),
  auth: 'thread',
  result: /*#__PURE__*/ one(Thread),
}));

/** Marks one notification thread as read: true on 205, false on 404. `PATCH /notifications/threads/{thread_id}` */
export const markThreadRead: Op<[thread: ThreadRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  method: 'PATCH',
  path: '/notifications/threads/{thread_id}',
  target: /*#__PURE__*/ path(thread),
  auth: 'Thread.mark',
  result: /*#__PURE__*/ bool(205),
}));

/** How the authenticated user follows a thread. `GET /notifications/threads/{thread_id}/subscription` */
export const getThreadSubscription: Op<[thread: ThreadRef], CallOptions, Promise<ThreadSubscription>> = /*#__PURE__*/ operation(() => ({
  path: '/notifications/threads/{thread_id}/subscription',
  target: /*#__PURE__*/ path(thread),
  auth: 'Thread.subscription',
  result: /*#__PURE__*/ one(ThreadSubscription),
}));

/** Subscribes to a thread, or ignores it with `ignored: true`. `PUT /notifications/threads/{thread_id}/subscription` */
export const setThreadSubscription: Op<[thread: ThreadRef], WithDescribed<ThreadSubscriptionOptions, SetThreadSubscriptionMembers>, Promise<ThreadSubscription>> = /*#__PURE__*/ operation(() => ({
  described: setThreadSubscriptionMembers,
  method: 'PUT',
  path: '/notifications/threads/{thread_id}/subscription',
  target: /*#__PURE__*/ path(thread),
  params: { ignored: /*#__PURE__*/ body(flag) },
  auth: 'Thread.set_subscription',
  result: /*#__PURE__*/ one(ThreadSubscription),
}));

/** Stops following a thread (until the user is mentioned or comments): true on 204, false on 404. `DELETE /notifications/threads/{thread_id}/subscription` */
export const deleteThreadSubscription: Op<[thread: ThreadRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  method: 'DELETE',
  path: '/notifications/threads/{thread_id}/subscription',
  target: /*#__PURE__*/ path(thread),
  auth: 'Thread.delete_subscription',
  result: /*#__PURE__*/ bool(),
}));
