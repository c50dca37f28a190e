import type { Result } from '../core/operation.js';
import { PageIterator, type PageOptions } from '../core/page-iterator.js';
import { Thread } from '../models/notifications.js';

/**
 * A listing of notification threads, with what the service says about polling it. Notifications
 * are meant to be polled: iterate the same listing again (on a session with a conditional cache)
 * no sooner than `pollInterval` seconds later, and an unchanged listing is revalidated with
 * `If-Modified-Since` / `If-None-Match`, answered 304 (which costs no rate limit) and served from the cache.
 */
export class NotificationIterator extends PageIterator<Thread> {
  /** Seconds the service asks a poller to wait before asking again (`X-Poll-Interval`); null before the first page, or when not said. */
  get pollInterval(): number | null {
    const value = this.lastResponse?.headers.get('x-poll-interval');
    return value && /^\d+$/.test(value.trim()) ? Number(value) : null;
  }

  /** When the listing last changed (`Last-Modified` of the last page), as the service wrote it; null when not said. */
  get lastModified(): string | null {
    return this.lastResponse?.headers.get('last-modified') ?? null;
  }
}

/** A notification listing: Threads, paged lazily, with the poll interval and Last-Modified exposed. */
export const threadListing: Result<NotificationIterator, Omit<PageOptions, 'signal' | 'headers'>> = {
  model: { type: Thread },
  sync: true,
  run: (session, spec, options) => new NotificationIterator(session, { path: spec.path, params: spec.params, query: spec.query, item: Thread.wrap }, options),
};
