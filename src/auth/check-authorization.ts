import { sendForBool, type CallOptions } from '../core/request.js';
import type { Session } from '../core/session.js';
import { ValidationError } from '../errors/validation-error.js';
import { applicationAuthorization } from './app-credentials.js';

/**
 * True when `accessToken` is a valid token of the application set with `setClientId`, false
 * when the service answers 404. Sent with Basic authentication of the application's client id
 * and secret for this request only; failed checks do not count toward the rate limit for
 * failed logins. Current route, replacing the removed GET /applications/{client_id}/tokens/{access_token}
 * (which put the token in the URL). `POST /applications/{client_id}/token`
 */
export async function checkAuthorization(session: Session, accessToken: string, options: CallOptions = {}): Promise<boolean> {
  const app = applicationAuthorization(session, 'checkAuthorization');
  if (!accessToken) throw new ValidationError('accessToken', 'is required');
  return sendForBool(
    session,
    { ...options, method: 'POST', path: '/applications/{client_id}/token', params: { client_id: app.clientId }, body: { access_token: accessToken }, headers: { ...options.headers, authorization: app.authorization } },
    200,
    404,
  );
}
