import { operation, path, type Op, list } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { repository, type RepoRef } from '../core/refs.js';
import { Event } from '../models/events.js';

/** The public events of a repository, newest first (up to 90 days back). `GET /repos/{owner}/{repo}/events` */
export const listRepositoryEvents: Op<[repository: RepoRef], PageOptions, PageIterator<Event>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/events',
  target: /*#__PURE__*/ path(repository),
  result: /*#__PURE__*/ list(Event),
}));

/** The public events of a repository's network (it and its forks). `GET /networks/{owner}/{repo}/events` */
export const listRepositoryNetworkEvents: Op<[repository: RepoRef], PageOptions, PageIterator<Event>> = /*#__PURE__*/ operation(() => ({
  path: '/networks/{owner}/{repo}/events',
  target: /*#__PURE__*/ path(repository),
  result: /*#__PURE__*/ list(Event),
}));
