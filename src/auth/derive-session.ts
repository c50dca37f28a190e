import { deriveSession } from '../core/session.js';
import type { Session } from '../core/types.js';
import { twoFactorOf, withTwoFactor } from '../core/two-factor.js';

/** The same settings, authenticated by `username` and `password` only (any token dropped). */
export function passwordSession(session: Session, username: string, password: string, twoFactorCallback = twoFactorOf(session)): Session {
  return deriveSession(session, { credentials: undefined, token: undefined, login: undefined, username, password, stages: withTwoFactor(session.options.stages, twoFactorCallback) });
}

/** What the service reported to a derived session is what it reports about the caller's account too. */
export function adoptRateLimits(from: Session, into: Session): void {
  Object.assign(into.state.rateLimits, from.state.rateLimits);
  if (from.state.lastRateLimit) into.state.lastRateLimit = from.state.lastRateLimit;
}
