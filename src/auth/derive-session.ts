import { MemoryCache } from '../core/cache.js';
import { createSession, type Session, type SessionOptions } from '../core/session.js';

/**
 * A new session with this one's settings and the given overrides, and an empty state:
 * a conditional cache is never shared with it, since its credentials may see other data.
 */
export function deriveSession(session: Session, overrides: SessionOptions): Session {
  const { cache } = session.options;
  return createSession({ ...session.options, cache: cache === true || !cache ? cache : new MemoryCache(), ...overrides });
}

/** The same settings, authenticated by `username` and `password` only (any token dropped). */
export function passwordSession(session: Session, username: string, password: string, twoFactorCallback = session.twoFactorCallback): Session {
  return deriveSession(session, { token: undefined, login: undefined, username, password, twoFactorCallback: twoFactorCallback ?? undefined });
}

/** What the service reported to a derived session is what it reports about the caller's account too. */
export function adoptRateLimits(from: Session, into: Session): void {
  Object.assign(into.state.rateLimits, from.state.rateLimits);
  if (from.state.lastRateLimit) into.state.lastRateLimit = from.state.lastRateLimit;
}
