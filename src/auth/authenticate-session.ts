import { checkSession, invalid, isRecord } from '../core/codec.js';
import { ValidationError } from '../errors/validation-error.js';
import { deriveSession } from '../core/session.js';
import { withTwoFactor } from '../core/two-factor.js';
import type { Session, TwoFactorCallback } from '../core/types.js';

/**
 * The credential forms a session takes: username with password, a token, or username with token.
 * A member given as `undefined` is not given (`{ token: process.env.GITHUB_TOKEN }` when it is unset).
 */
export interface Credentials {
  username?: string | undefined;
  /** The older name of `username`. */
  login?: string | undefined;
  password?: string | undefined;
  token?: string | undefined;
  twoFactorCallback?: TwoFactorCallback | undefined;
}

/**
 * True when the credentials authenticate: a token, or a username with a password.
 * @example
 * ```ts
 * import { hasCredentials } from 'hubops/auth';
 *
 * console.log(hasCredentials({ token: process.env.GITHUB_TOKEN })); // false when it is not set
 * ```
 */
export function hasCredentials(credentials: Credentials): boolean {
  if (!isRecord(credentials)) throw invalid('credentials', 'an object', credentials);
  return Boolean(credentials.token || ((credentials.username || credentials.login) && credentials.password));
}

const CREDENTIALS: Readonly<Record<string, 'string' | 'function'>> = { username: 'string', login: 'string', password: 'string', token: 'string', twoFactorCallback: 'function' };

/**
 * A new session with this one's settings and these credentials instead of its own (sessions
 * are immutable), or null when no credential is given. A password wins over a token, as in
 * `createSession`; the two-factor callback stays unless another is given. No request.
 * @example
 * ```ts
 * import { authenticateSession, createSession } from 'hubops';
 *
 * const anonymous = createSession();
 * const session = authenticateSession(anonymous, { token: process.env.GITHUB_TOKEN });
 * if (session === null) throw new Error('no credentials given');
 * ```
 */
export function authenticateSession(session: Session, credentials: Credentials = {}): Session | null {
  checkSession(session);
  const given: unknown = credentials;
  if (!isRecord(given)) throw invalid('credentials', 'an object', given);
  for (const [name, value] of Object.entries(given)) {
    const type = CREDENTIALS[name];
    if (!type) throw new ValidationError(name, 'is not a credential (username, login, password, token, twoFactorCallback)');
    // The value is never shown: it may be a secret.
    if (value !== undefined && typeof value !== type) throw new ValidationError(name, `must be a ${type}`);
  }
  if (!hasCredentials(credentials)) return null;
  const { username, login, password, token, twoFactorCallback } = credentials;
  return deriveSession(session, {
    username: username ?? login,
    login: undefined,
    credentials: undefined,
    password,
    token,
    // The session's own two-factor stage stays unless another callback is given.
    ...(twoFactorCallback ? { stages: withTwoFactor(session.options.stages, twoFactorCallback) } : {}),
  });
}
