import { invalid, isRecord, segment } from '../core/codec.js';
import { body, composed, operation, path, bool } from '../core/operation.js';
import type { CallOptions, Session } from '../core/types.js';
import { applicationAuthorization } from './app-credentials.js';
import { secret } from './codecs.js';

/** The call options with the application's Basic credentials for this one request. */
export function withApplication(options: CallOptions | undefined, authorization: string): CallOptions {
  if (options === undefined || options === null) return { headers: { authorization } };
  if (!isRecord(options)) throw invalid('options', 'an object', options);
  if (options.headers !== undefined && !isRecord(options.headers)) throw invalid('headers', 'an object of header names and texts', options.headers);
  return { ...options, headers: { ...options.headers, authorization } };
}

const checkToken = /*#__PURE__*/ operation(() => ({
  method: 'POST',
  path: '/applications/{client_id}/token',
  target: /*#__PURE__*/ path(segment, 'client_id'),
  args: ['accessToken'],
  params: { accessToken: /*#__PURE__*/ body(secret, 'access_token') },
  result: /*#__PURE__*/ bool(200, 404),
}));

/**
 * True when `accessToken` is a valid token of the application set with `setClientId`, false
 * when the service answers 404. Sent with Basic authentication of the application's client id
 * and secret for this request only; failed checks do not count toward the rate limit for
 * failed logins. Current route, replacing the removed GET /applications/{client_id}/tokens/{access_token}
 * (which put the token in the URL). `POST /applications/{client_id}/token`
 * @example
 * ```ts
 * import { createSession } from 'hubops';
 * import { checkAuthorization, setClientId } from 'hubops/auth';
 *
 * // An OAuth app checks and revokes its users' tokens with its own client id and secret.
 * const session = createSession();
 * setClientId(session, process.env.CLIENT_ID ?? '', process.env.CLIENT_SECRET ?? '');
 * declare const accessToken: string;
 * console.log(await checkAuthorization(session, accessToken)); // true while the token is valid
 * ```
 */
export const checkAuthorization = /*#__PURE__*/ composed(async function checkAuthorization(session: Session, accessToken: string, options: CallOptions = {}): Promise<boolean> {
  const app = applicationAuthorization(session, 'checkAuthorization');
  return checkToken(session, app.clientId, accessToken, withApplication(options, app.authorization));
}, checkToken);
