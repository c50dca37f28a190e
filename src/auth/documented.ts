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
export { authorizeDevice, type DeviceFlowOptions, type DeviceVerification } from './device-flow.js';
export { authorizationUrl, exchangeCode, type AuthorizationUrlOptions, type AuthorizationRequest, type ExchangeCodeOptions } from './web-flow.js';
export { createUserSession, type UserSessionOptions } from './user-session.js';
export type { UserToken, StoredUserToken } from './user-token.js';
export type { WebOptions } from './oauth-exchange.js';
export { createActionsSession, actionsContext, type ActionsSessionOptions, type ActionsContextOptions, type ActionsContext, type ActionsEvent, type ActionsRun, type ActionsRepository, type ActionsPayloads, type ActionsEventName } from './actions.js';
export { findInstallation, type InstallationTarget, type FindInstallationOptions } from './find-installation.js';
export type { InstallationTokenPermissions } from './app-narrowing.js';
