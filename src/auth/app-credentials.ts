import { encodeBasic } from '../core/session.js';
import type { Session } from '../core/types.js';
import { ValidationError } from '../errors/validation-error.js';
import { checkSession } from '../core/codec.js';
import { clientId as clientIdCodec, clientSecret as clientSecretCodec } from './codecs.js';

/**
 * Keeps a registered application's client id and secret on the session, for
 * `checkAuthorization`, `revokeAuthorization` and `revokeAllAuthorizations`. The secret is not
 * enumerable, so printing or serialising the session never shows it. No request.
 * @example
 * ```ts
 * import { createSession } from 'hubops';
 * import { checkAuthorization, setClientId } from 'hubops/auth';
 *
 * const session = createSession();
 * setClientId(session, process.env.CLIENT_ID ?? '', process.env.CLIENT_SECRET ?? '');
 * console.log(await checkAuthorization(session, process.env.USER_TOKEN ?? ''));
 * ```
 */
export function setClientId(session: Session, clientId: string, clientSecret: string): void {
  checkSession(session);
  const app = { clientId: clientIdCodec(clientId, 'clientId') } as { clientId: string; clientSecret: string };
  Object.defineProperty(app, 'clientSecret', { value: clientSecretCodec(clientSecret, 'clientSecret'), enumerable: false });
  session.state.app = Object.freeze(app);
}

/**
 * The application's Basic credentials for one request. They travel only in that request's
 * `Authorization` header, never in its URL, so no error can carry them.
 */
export function applicationAuthorization(session: Session, operation: string): { clientId: string; authorization: string } {
  checkSession(session);
  const { app } = session.state;
  if (!app) throw new ValidationError('session', `${operation} needs the application's client id and secret: call setClientId(session, clientId, clientSecret) first`);
  return { clientId: app.clientId, authorization: encodeBasic(app.clientId, app.clientSecret) };
}
