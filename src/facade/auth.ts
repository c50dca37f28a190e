import { checkAuthorization } from '../auth/check-authorization.js';
import { setClientId } from '../auth/app-credentials.js';
import { createAuthorization } from '../auth/create-authorization.js';
import { getAuthenticatedUser } from '../auth/get-authenticated-user.js';
import { getAuthorization } from '../auth/get-authorization.js';
import { listAuthorizations } from '../auth/list-authorizations.js';
import { revokeAllAuthorizations, revokeAuthorization } from '../auth/revoke-authorization.js';
import type { Session } from '../core/session.js';
import { bind } from './bind.js';

/** Client-level authentication operations (§4.1). `login` is added where clients are made (src/client.ts). */
export function authOperations(session: Session) {
  return {
    authorize: bind(session, createAuthorization),
    authorization: bind(session, getAuthorization),
    authorizations: bind(session, listAuthorizations),
    /** @deprecated use `authorizations` */
    iterAuthorizations: bind(session, listAuthorizations),
    checkAuthorization: bind(session, checkAuthorization),
    revokeAuthorization: bind(session, revokeAuthorization),
    revokeAuthorizations: bind(session, revokeAllAuthorizations),
    setClientId: bind(session, setClientId),
    me: bind(session, getAuthenticatedUser),
  };
}
