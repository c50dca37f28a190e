import { segment } from '../core/codec.js';
import { body, composed, operation, path, bool } from '../core/operation.js';
import type { CallOptions, Session } from '../core/types.js';
import { applicationAuthorization } from './app-credentials.js';
import { withApplication } from './check-authorization.js';
import { secret } from './codecs.js';

const deleteToken = /*#__PURE__*/ operation(() => ({
  method: 'DELETE',
  path: '/applications/{client_id}/token',
  target: /*#__PURE__*/ path(segment, 'client_id'),
  args: ['accessToken'],
  params: { accessToken: /*#__PURE__*/ body(secret, 'access_token') },
  result: /*#__PURE__*/ bool(),
}));

// Any client id is asked about, as given: the service's 404 is the answer for one it does not know.
const deleteTokens = /*#__PURE__*/ operation(() => ({
  method: 'DELETE',
  path: '/applications/{client_id}/tokens',
  args: ['clientId'],
  params: { clientId: /*#__PURE__*/ path(segment, 'client_id') },
  result: /*#__PURE__*/ bool(),
}));

/**
 * Revokes one token of the application set with `setClientId`: true when revoked (204), false
 * when the service answers 404 (not a token of the application). Sent with Basic
 * authentication of the application's client id and secret for this request only. Current
 * route, replacing the removed DELETE /applications/{client_id}/tokens/{access_token} (which
 * put the token in the URL). `DELETE /applications/{client_id}/token`
 * @example
 * ```ts
 * import { createSession } from 'hubops';
 * import { revokeAuthorization, setClientId } from 'hubops/auth';
 *
 * // An OAuth app checks and revokes its users' tokens with its own client id and secret.
 * const session = createSession();
 * setClientId(session, process.env.CLIENT_ID ?? '', process.env.CLIENT_SECRET ?? '');
 * declare const accessToken: string;
 * await revokeAuthorization(session, accessToken);
 * ```
 */
export const revokeAuthorization = /*#__PURE__*/ composed(async function revokeAuthorization(session: Session, accessToken: string, options: CallOptions = {}): Promise<boolean> {
  const app = applicationAuthorization(session, 'revokeAuthorization');
  return deleteToken(session, app.clientId, accessToken, withApplication(options, app.authorization));
}, deleteToken);

/**
 * Revokes every token of the application `clientId`: true when revoked (204), false on 404
 * (no such application for these credentials). Sent with Basic authentication of the client id
 * and secret set with `setClientId`, for this request only. Legacy-only: GitHub removed this
 * route from api.github.com and from GitHub Enterprise Server's description; it is kept for the
 * older installations that still serve it. There is no current equivalent: the closest route,
 * DELETE /applications/{client_id}/grant, revokes one user's grant and needs one of that user's
 * tokens, so it cannot revoke all of an application's tokens. `DELETE /applications/{client_id}/tokens`
 * @example
 * ```ts
 * import { createSession } from 'hubops';
 * import { revokeAllAuthorizations, setClientId } from 'hubops/auth';
 *
 * // An OAuth app checks and revokes its users' tokens with its own client id and secret.
 * const session = createSession();
 * setClientId(session, process.env.CLIENT_ID ?? '', process.env.CLIENT_SECRET ?? '');
 *
 * await revokeAllAuthorizations(session, process.env.CLIENT_ID ?? '');
 * ```
 */
export const revokeAllAuthorizations = /*#__PURE__*/ composed(async function revokeAllAuthorizations(session: Session, clientId: string, options: CallOptions = {}): Promise<boolean> {
  const app = applicationAuthorization(session, 'revokeAuthorizations');
  return deleteTokens(session, clientId, withApplication(options, app.authorization));
}, deleteTokens);
