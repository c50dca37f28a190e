import type { RateLimit } from './rate-limit.js';
import type { Budget, Hold, RateBudget } from './types.js';

/**
 * The pacing rule every store applies atomically (a generic cell rate: a virtual time at which
 * the stream is next due): the wait, and the new due time to keep.
 */
export function paceIn(due: number, now: number, cost: number, interval: number, burst: number): { wait: number; due: number } {
  // A request may go once the stream is due (less the burst); the next one is due after its cost.
  return { wait: Math.max(due - burst - now, 0), due: Math.max(due, now) + cost * interval };
}

/** Streams paced each by its due time, by the rule of `paceIn`: the pace a process keeps on its own. */
export function streamPacer(): { pace(key: string, now: number, cost: number, interval: number, burst: number): number } {
  const dues = new Map<string, number>();
  return {
    pace(key, now, cost, interval, burst) {
      const { wait, due } = paceIn(dues.get(key) ?? 0, now, cost, interval, burst);
      dues.set(key, due);
      return wait;
    },
  };
}

/** A claim left unanswered this long (a crashed worker) no longer counts. */
export const PENDING_TTL = 60_000;

/**
 * The budget rule every store applies atomically (see `Store.reserve`): 0 when a request may go
 * (and claims it), else the later of a spent limit's reset and a pause, with its reason.
 */
export function reserveIn(budget: Budget, now: number): 0 | Hold {
  const spent = budget.resetAt > now && budget.remaining - budget.pending <= 0 ? budget.resetAt : 0;
  const paused = budget.pauseUntil > now ? budget.pauseUntil : 0;
  if (paused > spent) return { until: paused, reason: 'secondary' };
  if (spent) return { until: spent, reason: 'spent' };
  budget.pending++;
  return 0;
}

/** The budget rule every store applies atomically: see `Store.update`. */
export function updateIn(budget: Budget, reading: RateLimit | null, pauseUntil: number, release = true): void {
  if (release) budget.pending = Math.max(budget.pending - 1, 0);
  budget.pauseUntil = Math.max(budget.pauseUntil, pauseUntil);
  if (!reading) return;
  const reset = reading.resetAt.getTime();
  // A later window replaces the reading; within one, answers arrive in any order and the lowest count is the latest.
  if (reset > budget.resetAt || reset === 0) Object.assign(budget, { remaining: reading.remaining, resetAt: reset });
  else if (reset === budget.resetAt) budget.remaining = Math.min(budget.remaining, reading.remaining);
}

/** A session's own rate budget, by resource, when no store shares one: the rules every store applies. */
export function localBudget(): RateBudget {
  const budgets = new Map<string, Budget>();
  return {
    reserve(resource, now) {
      let budget = budgets.get(resource);
      if (!budget) budgets.set(resource, (budget = { remaining: 0, resetAt: 0, pending: 0, pauseUntil: 0 }));
      return reserveIn(budget, now);
    },
    update(resource, reading, pauseUntil, release) {
      const budget = budgets.get(resource);
      if (budget) updateIn(budget, reading, pauseUntil, release);
    },
  };
}
