import type { Session } from '../core/session.js';
import { getUser } from '../users/get-user.js';
import { listAllUsers } from '../users/list-all-users.js';
import { bind } from './bind.js';

/** Client-level account operations (§4.2). */
export function userOperations(session: Session) {
  return {
    user: bind(session, getUser),
    allUsers: bind(session, listAllUsers),
    /** @deprecated use `allUsers` */
    iterAllUsers: bind(session, listAllUsers),
  };
}
