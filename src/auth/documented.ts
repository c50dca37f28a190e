// The auth area's hand-written part: authentication, authorizations and application tokens.
export { authenticateSession, hasCredentials, type Credentials } from './authenticate-session.js';
export { createAuthorization, type AuthorizeOptions } from './create-authorization.js';
export { authorize, type ModuleAuthorizeOptions } from './authorize.js';
export { getAuthorization } from './get-authorization.js';
export { listAuthorizations } from './list-authorizations.js';
export { setClientId } from './app-credentials.js';
export { checkAuthorization } from './check-authorization.js';
export { revokeAuthorization, revokeAllAuthorizations } from './revoke-authorization.js';
export { getAuthenticatedUser } from './get-authenticated-user.js';
export { createAppSession, listAppInstallations, type AppSessionOptions, type AppInstallation } from './app.js';
