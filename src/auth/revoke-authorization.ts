import { sendForBool, type CallOptions } from '../core/request.js';
import type { Session } from '../core/session.js';
import { ValidationError } from '../errors/validation-error.js';
import { applicationAuthorization } from './app-credentials.js';

/**
 * Revokes one token of the application set with `setClientId`: true when revoked (204), false
 * when the service answers 404 (not a token of the application). Sent with Basic
 * authentication of the application's client id and secret for this request only. Current
 * route, replacing the removed DELETE /applications/{client_id}/tokens/{access_token} (which
 * put the token in the URL). `DELETE /applications/{client_id}/token`
 */
export async function revokeAuthorization(session: Session, accessToken: string, options: CallOptions = {}): Promise<boolean> {
  const app = applicationAuthorization(session, 'revokeAuthorization');
  if (!accessToken) throw new ValidationError('accessToken', 'is required');
  return sendForBool(session, {
    ...options,
    method: 'DELETE',
    path: '/applications/{client_id}/token',
    params: { client_id: app.clientId },
    body: { access_token: accessToken },
    headers: { ...options.headers, authorization: app.authorization },
  });
}

/**
 * Revokes every token of the application `clientId`: true when revoked (204), false on 404
 * (no such application for these credentials). Sent with Basic authentication of the client id
 * and secret set with `setClientId`, for this request only. Legacy-only: GitHub removed this
 * route from api.github.com and from GitHub Enterprise Server's description; it is kept for the
 * older installations that still serve it. There is no current equivalent: the closest route,
 * DELETE /applications/{client_id}/grant, revokes one user's grant and needs one of that user's
 * tokens, so it cannot revoke all of an application's tokens. `DELETE /applications/{client_id}/tokens`
 */
export async function revokeAllAuthorizations(session: Session, clientId: string, options: CallOptions = {}): Promise<boolean> {
  const app = applicationAuthorization(session, 'revokeAuthorizations');
  if (!clientId) throw new ValidationError('clientId', 'is required');
  return sendForBool(session, {
    ...options,
    method: 'DELETE',
    path: '/applications/{client_id}/tokens',
    params: { client_id: clientId },
    headers: { ...options.headers, authorization: app.authorization },
  });
}
