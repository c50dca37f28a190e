import { newSession } from '../core/session.js';
import { ratelimitRemaining } from '../misc/rate-limit.js';
import { refresh } from '../core/operation.js';

/** What every object offers, on the client. */
export const coreOperations = {
  refresh,
  ratelimitRemaining,
  newSession,
};
