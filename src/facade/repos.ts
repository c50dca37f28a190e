import type { Session } from '../core/session.js';
import { getRepository } from '../repos/get-repository.js';
import { bind } from './bind.js';

/** Client-level repository operations (§4.2). */
export function repositoryOperations(session: Session) {
  return {
    repository: bind(session, getRepository),
  };
}
