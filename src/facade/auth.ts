import { checkAuthorization } from '../auth/check-authorization.js';
import { setClientId } from '../auth/app-credentials.js';
import { createAuthorization } from '../auth/create-authorization.js';
import { getAuthenticatedUser } from '../auth/get-authenticated-user.js';
import { getAuthorization } from '../auth/get-authorization.js';
import { listAuthorizations } from '../auth/list-authorizations.js';
import { revokeAllAuthorizations, revokeAuthorization } from '../auth/revoke-authorization.js';

/** Client-level authentication operations. `login` is added where clients are made (src/client.ts). */
export const authOperations = {
  authorize: createAuthorization,
  authorization: getAuthorization,
  authorizations: listAuthorizations,
  /** @deprecated use `authorizations` */
  iterAuthorizations: listAuthorizations,
  checkAuthorization: checkAuthorization,
  revokeAuthorization: revokeAuthorization,
  revokeAuthorizations: revokeAllAuthorizations,
  setClientId: setClientId,
  me: getAuthenticatedUser,
};
