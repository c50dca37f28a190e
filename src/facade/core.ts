import { newSession, type Session } from '../core/session.js';
import { ratelimitRemaining } from '../misc/rate-limit.js';
import { refresh } from '../schema/objects.js';
import { bind } from './bind.js';

/** What every object offers (§1.4), on the client. */
export function coreOperations(session: Session) {
  return {
    refresh: bind(session, refresh),
    ratelimitRemaining: bind(session, ratelimitRemaining),
    newSession: bind(session, newSession),
  };
}
