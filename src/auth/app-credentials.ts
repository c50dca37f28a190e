import { encodeBasic, type Session } from '../core/session.js';
import { ValidationError } from '../errors/validation-error.js';

/** A registered application's client id is 20 characters and its secret 40 (§4.1); the values are never shown. */
export function checkClientCredentials(clientId: string | undefined, clientSecret: string | undefined): void {
  if (clientId && clientId.length !== 20) throw new ValidationError('clientId', `must be 20 characters, not ${clientId.length}`);
  if (clientSecret && clientSecret.length !== 40) throw new ValidationError('clientSecret', `must be 40 characters, not ${clientSecret.length}`);
}

/**
 * Keeps a registered application's client id and secret on the session, for
 * `checkAuthorization`, `revokeAuthorization` and `revokeAllAuthorizations`. The secret is not
 * enumerable, so printing or serialising the session never shows it. No request.
 */
export function setClientId(session: Session, clientId: string, clientSecret: string): void {
  if (!clientId) throw new ValidationError('clientId', 'is required');
  if (!clientSecret) throw new ValidationError('clientSecret', 'is required');
  checkClientCredentials(clientId, clientSecret);
  const app = { clientId } as { clientId: string; clientSecret: string };
  Object.defineProperty(app, 'clientSecret', { value: clientSecret, enumerable: false });
  session.state.app = Object.freeze(app);
}

/**
 * The application's Basic credentials for one request. They travel only in that request's
 * `Authorization` header, never in its URL, so no error can carry them.
 */
export function applicationAuthorization(session: Session, operation: string): { clientId: string; authorization: string } {
  const { app } = session.state;
  if (!app) throw new ValidationError('session', `${operation} needs the application's client id and secret: call setClientId(session, clientId, clientSecret) first`);
  return { clientId: app.clientId, authorization: encodeBasic(app.clientId, app.clientSecret) };
}
