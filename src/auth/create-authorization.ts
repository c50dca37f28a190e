import { invalid, required } from '../core/codec.js';
import { body, composed, operation } from '../core/operation.js';
import type { CallOptions, Session, TwoFactorCallback } from '../core/types.js';
import type { Authorization } from '../models/authorizations.js';
import { authorization } from './authorization-result.js';
import { checkSession } from '../core/codec.js';
import { twoFactorOf } from '../core/two-factor.js';
import { clientId, clientSecret, optionalText, scopes, secret } from './codecs.js';
import { adoptRateLimits, passwordSession } from './derive-session.js';
import { createAuthorizationMembers } from './generated/members/create-authorization.js';

export interface AuthorizeOptions extends CallOptions {
  /** Areas the token may act in (`gist`, `user`, `repo`, …); none gives read access to public data only. */
  scopes?: readonly string[];
  /** What the token is for. */
  note?: string;
  /** A URL saying what the token is for. */
  noteUrl?: string;
  /** A registered application's client id (20 characters), to create the token for that application. */
  clientId?: string;
  /** That application's client secret (40 characters). */
  clientSecret?: string;
}

/** The request itself, sent by a session authenticated with the account's username and password. */
export const postAuthorization = /*#__PURE__*/ operation(() => ({
  described: createAuthorizationMembers,
  method: 'POST',
  path: '/authorizations',
  params: {
    scopes: /*#__PURE__*/ body(scopes),
    note: /*#__PURE__*/ body(optionalText),
    noteUrl: /*#__PURE__*/ body(optionalText),
    clientId: /*#__PURE__*/ body(clientId),
    clientSecret: /*#__PURE__*/ body(clientSecret),
  },
  // The route takes a JSON object even when every member is left out.
  encode: (_, spec) => ({ ...spec, body: spec.body ?? {} }),
  result: authorization,
}));

/**
 * The request of `createAuthorization`, with a two-factor callback of the caller's choosing
 * (the session's when none is given).
 */
export async function requestAuthorization(session: Session, username: string, password: string, options: AuthorizeOptions | undefined, twoFactorCallback?: TwoFactorCallback | null): Promise<Authorization> {
  checkSession(session);
  required(username, 'username');
  secret(password, 'password');
  if (twoFactorCallback !== undefined && twoFactorCallback !== null && typeof twoFactorCallback !== 'function') throw invalid('twoFactorCallback', 'a function', twoFactorCallback);
  const basic = passwordSession(session, username, password, twoFactorCallback === undefined ? twoFactorOf(session) : twoFactorCallback);
  try {
    return await postAuthorization(basic, options);
  } finally {
    adoptRateLimits(basic, session);
  }
}

/**
 * A new authorization (an OAuth token) of the account `username`, sent with Basic
 * authentication of `username` and `password` for this one request (a fresh session with this
 * session's settings; a two-factor challenge goes to the session's callback). Legacy-only:
 * GitHub removed the route from api.github.com; GitHub Enterprise Server still serves it
 * (deprecated). `POST /authorizations`
 * @example
 * ```ts
 * import { createSession } from 'hubops';
 * import { createAuthorization } from 'hubops/auth';
 *
 * const session = createSession({ baseUrl: 'https://ghe.example.com/api/v3' });
 * const authorization = await createAuthorization(session, 'octocat', 'password', { scopes: ['repo'], note: 'my script' });
 * console.log(authorization.token);
 * ```
 */
export const createAuthorization = /*#__PURE__*/ composed(function createAuthorization(session: Session, username: string, password: string, options: AuthorizeOptions = {}): Promise<Authorization> {
  return requestAuthorization(session, username, password, options);
}, postAuthorization);
