import { sendForData, type CallOptions } from '../core/request.js';
import type { Session, TwoFactorCallback } from '../core/session.js';
import { ValidationError } from '../errors/validation-error.js';
import type { Infer } from '../schema/model.js';
import type { Authorization } from '../schemas/authorizations.js';
import { checkClientCredentials } from './app-credentials.js';
import { adoptRateLimits, passwordSession } from './derive-session.js';
import { metaOf } from '../schema/objects.js';
import { hideTokens, readAuthorization } from './hide-tokens.js';

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

/** The request of `createAuthorization`, with a two-factor callback of the caller's choosing. */
export async function requestAuthorization(session: Session, username: string, password: string, options: AuthorizeOptions, twoFactorCallback: TwoFactorCallback | null): Promise<Infer<typeof Authorization>> {
  const { scopes, note, noteUrl, clientId, clientSecret, ...call } = options;
  if (scopes !== undefined && (!Array.isArray(scopes) || scopes.some((scope) => typeof scope !== 'string'))) throw new ValidationError('scopes', 'must be a list of scope names, such as ["repo", "gist"]');
  if (!username) throw new ValidationError('username', 'is required');
  if (!password) throw new ValidationError('password', 'is required');
  checkClientCredentials(clientId, clientSecret);
  const body = {
    scopes: scopes?.length ? [...scopes] : undefined,
    note: note || undefined,
    note_url: noteUrl || undefined,
    client_id: clientId || undefined,
    client_secret: clientSecret || undefined,
  };
  const basic = passwordSession(session, username, password, twoFactorCallback);
  try {
    const reply = await sendForData(basic, { ...call, method: 'POST', path: '/authorizations', body });
    return readAuthorization(reply.data, '', metaOf(reply));
  } catch (error) {
    throw hideTokens(error);
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
 */
export async function createAuthorization(session: Session, username: string, password: string, options: AuthorizeOptions = {}): Promise<Infer<typeof Authorization>> {
  return requestAuthorization(session, username, password, options, session.twoFactorCallback);
}
