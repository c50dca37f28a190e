import { count, invalid, isRecord, positive } from '../core/codec.js';
import { operation, path, type Op, type Result } from '../core/operation.js';
import { PageIterator, type PageOptions } from '../core/page-iterator.js';
import { repository, type RepoRef } from '../core/refs.js';
import { TransportError } from '../errors/transport-error.js';
import { ValidationError } from '../errors/validation-error.js';
import { unreadable, type Model } from '../models/library/model.js';
import { CommitActivity, ContributorStats } from '../models/contributors.js';

/**
 * GitHub computes a repository's statistics on demand: until they are ready it answers 202 and
 * the listing yields nothing, with `lastStatus === 202`; list again a little later, or use
 * `waitForStatistics`. An empty repository answers 204 (nothing to list).
 */

/** One week of code changes: its start (seconds since the epoch), lines added, lines deleted (negative). */
export type CodeFrequency = readonly [week: number, additions: number, deletions: number];

function codeFrequencyOf(raw: unknown, where: string): CodeFrequency {
  if (!Array.isArray(raw) || raw.length !== 3 || !raw.every((n) => typeof n === 'number' && Number.isFinite(n))) throw unreadable(where, 'expected [week, additions, deletions]', raw);
  return Object.freeze([raw[0], raw[1], raw[2]] as const);
}

/**
 * A statistics listing: one page, no paging parameters (the routes document none), items read as
 * a type, or by a function of their own (a tuple). A 202 (not computed yet) is read as nothing.
 */
/*#__NO_SIDE_EFFECTS__*/
function statistics<T>(read: Model<T> | ((raw: unknown, where: string) => T)): Result<PageIterator<T>, Omit<PageOptions, 'signal' | 'headers'>> {
  const type = typeof read === 'function' ? undefined : read;
  return {
    model: type && { type, unread: [202] },
    sync: true,
    run: (session, spec, options) => new PageIterator(session, { path: spec.path, params: spec.params, query: spec.query, item: type ? type.wrap : (read as (raw: unknown, where: string) => T), unpaged: true }, options),
  };
}

/** The weekly additions and deletions of a repository. `GET /repos/{owner}/{repo}/stats/code_frequency` */
export const listCodeFrequency: Op<[repository: RepoRef], PageOptions, PageIterator<CodeFrequency>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/stats/code_frequency',
  target: /*#__PURE__*/ path(repository),
  result: /*#__PURE__*/ /*#__PURE__*/ statistics(codeFrequencyOf),
}));

/** The commits of a repository in each week of the last year, day by day. `GET /repos/{owner}/{repo}/stats/commit_activity` */
export const listCommitActivity: Op<[repository: RepoRef], PageOptions, PageIterator<CommitActivity>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/stats/commit_activity',
  target: /*#__PURE__*/ path(repository),
  result: /*#__PURE__*/ /*#__PURE__*/ statistics(CommitActivity),
}));

/** Each contributor's commits, additions and deletions, week by week. `GET /repos/{owner}/{repo}/stats/contributors` */
export const listContributorStatistics: Op<[repository: RepoRef], PageOptions, PageIterator<ContributorStats>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/stats/contributors',
  target: /*#__PURE__*/ path(repository),
  result: /*#__PURE__*/ /*#__PURE__*/ statistics(ContributorStats),
}));

export interface WaitForStatisticsOptions {
  /** How many times to list at most (1–100). Default 5. */
  attempts?: number;
  /** Milliseconds to wait after a 202 before listing again (0–600000). Default 2000. */
  delayMs?: number;
  /**
   * Stops waiting: the promise rejects with a TransportError (reason `abort`). It is handed to
   * `listing`, so that a listing made with it is cancelled in flight too.
   */
  signal?: AbortSignal;
}

function aborted(signal: AbortSignal): TransportError {
  return new TransportError({ message: 'waiting for statistics was aborted', reason: 'abort', cause: signal.reason });
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(aborted(signal));
    const done = () => {
      signal?.removeEventListener('abort', stop);
      resolve();
    };
    const timer = setTimeout(done, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(aborted(signal as AbortSignal));
    };
    signal?.addEventListener('abort', stop, { once: true });
  });
}

function checkWaitOptions(options: unknown): { attempts: number; delayMs: number; signal: AbortSignal | undefined } {
  if (options === undefined) return { attempts: 5, delayMs: 2000, signal: undefined };
  if (!isRecord(options)) throw invalid('options', 'an object (or nothing)', options);
  for (const key of Object.keys(options)) if (!['attempts', 'delayMs', 'signal'].includes(key)) throw new ValidationError(key, 'is not an option of waitForStatistics');
  const attempts = options.attempts === undefined ? 5 : positive(options.attempts, 'attempts');
  const delayMs = options.delayMs === undefined ? 2000 : count(options.delayMs, 'delayMs');
  if (attempts > 100) throw invalid('attempts', 'at most 100', attempts);
  if (delayMs > 600_000) throw invalid('delayMs', 'at most 600000 (ten minutes)', delayMs);
  if (options.signal !== undefined && !(options.signal instanceof AbortSignal)) throw invalid('signal', 'an AbortSignal', options.signal);
  return { attempts, delayMs, signal: options.signal as AbortSignal | undefined };
}

/**
 * Lists statistics until GitHub has them: `listing` makes the listing with the signal it is
 * given (called again for each attempt: `(signal) => listCodeFrequency(session, repo, { signal })`);
 * while it answers 202 this waits `delayMs` and lists again, at most `attempts` times in all.
 * Answers every item, or null when the statistics were still being computed after the last
 * attempt (an empty repository, 204, answers an empty list). No request of its own: the listing's.
 * @example
 * ```ts
 * import { createSession } from 'hubops';
 * import { listContributorStatistics, waitForStatistics } from 'hubops/repos';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * const stats = await waitForStatistics((signal) => listContributorStatistics(session, 'octocat/Hello-World', { signal }), { attempts: 5, delayMs: 2000 });
 * console.log(stats === null ? 'still being computed' : `${stats.length} contributors`);
 * ```
 */
export async function waitForStatistics<T>(listing: (signal: AbortSignal | undefined) => PageIterator<T>, options?: WaitForStatisticsOptions): Promise<T[] | null> {
  if (typeof listing !== 'function') throw invalid('listing', 'a function that makes the statistics listing', listing);
  const { attempts, delayMs, signal } = checkWaitOptions(options);
  for (let attempt = 1; ; attempt++) {
    if (signal?.aborted) throw aborted(signal);
    const iterator = listing(signal);
    if (!(iterator instanceof PageIterator)) throw invalid('listing', 'a function answering a listing (a PageIterator)', iterator);
    const items = await iterator.toArray();
    if (iterator.lastStatus !== 202) return items;
    if (attempt === attempts) return null;
    await pause(delayMs, signal);
  }
}
