/** A rate-limit reading from a response's `X-RateLimit-*` headers. */
export interface RateLimit {
  readonly resource: string;
  readonly limit: number;
  readonly remaining: number;
  readonly used: number;
  readonly resetAt: Date;
}

/** A header holding a whole number ≥ 0: its value; absent: undefined; anything else: NaN (unreadable). */
function count(headers: Headers, name: string): number | undefined {
  const text = headers.get(name);
  if (text === null) return undefined;
  return /^\s*\d{1,15}\s*$/.test(text) ? Number(text) : NaN;
}

/**
 * The reading a response carries, or null when it carries none or one that cannot be read
 * (a garbled header must not put NaN or an invalid date into the session's state). Without
 * `x-ratelimit-resource` (older installations, older answers) the reading belongs to the
 * resource the request counted against, `fallback`.
 */
export function readRateLimit(headers: Headers, fallback = 'core'): RateLimit | null {
  const remaining = count(headers, 'x-ratelimit-remaining');
  if (remaining === undefined || Number.isNaN(remaining)) return null;
  const given = count(headers, 'x-ratelimit-limit');
  const used = count(headers, 'x-ratelimit-used');
  const reset = count(headers, 'x-ratelimit-reset');
  if (Number.isNaN(given) || Number.isNaN(used) || Number.isNaN(reset)) return null;
  // Older Enterprise Server installations send no `used`; a missing figure follows from the others.
  const limit = given ?? remaining + (used ?? 0);
  const resource = headers.get('x-ratelimit-resource')?.trim() || fallback;
  return Object.freeze({ resource, limit, remaining, used: used ?? Math.max(limit - remaining, 0), resetAt: new Date((reset ?? 0) * 1000) });
}

/**
 * True when `next` is a later reading than `current`: a later window, or within the same
 * window less remaining (answers to concurrent requests arrive in any order).
 */
export function isNewer(next: RateLimit, current: RateLimit | undefined): boolean {
  if (!current) return true;
  const [a, b] = [next.resetAt.getTime(), current.resetAt.getTime()];
  // Without a reset time (0) there is no window to compare: the answer that came last is all there is.
  if (a === 0 || b === 0) return true;
  if (a !== b) return a > b;
  return next.remaining < current.remaining || next.used > current.used || (next.remaining === current.remaining && next.used === current.used);
}

/** Keeps a reading in the session's state when it is the most recent one of its resource. */
export function recordRateLimit(state: { rateLimits: Record<string, RateLimit>; lastRateLimit: RateLimit | null }, reading: RateLimit | null): void {
  if (!reading || !isNewer(reading, state.rateLimits[reading.resource])) return;
  state.rateLimits[reading.resource] = reading;
  state.lastRateLimit = reading;
}
