import type { Session } from '../core/session.js';
import { getPullRequest } from '../pulls/get-pull-request.js';
import { bind } from './bind.js';

/** Client-level pull request operations (§4.2). */
export function pullOperations(session: Session) {
  return {
    pullRequest: bind(session, getPullRequest),
  };
}
