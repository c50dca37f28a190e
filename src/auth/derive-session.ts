import { deriveSession } from '../core/session.js';
import type { Session } from '../core/types.js';

/** The same settings, authenticated by `username` and `password` only (any token dropped). */
export function passwordSession(session: Session, username: string, password: string, twoFactorCallback = session.twoFactorCallback): Session {
  return deriveSession(session, { credentials: undefined, token: undefined, login: undefined, username, password, twoFactorCallback: twoFactorCallback ?? undefined });
}

/** What the service reported to a derived session is what it reports about the caller's account too. */
export function adoptRateLimits(from: Session, into: Session): void {
  Object.assign(into.state.rateLimits, from.state.rateLimits);
  if (from.state.lastRateLimit) into.state.lastRateLimit = from.state.lastRateLimit;
}
