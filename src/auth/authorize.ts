import { invalid, isRecord } from '../core/codec.js';
import { composed } from '../core/operation.js';
import { createSession } from '../core/session.js';
import type { Session, TwoFactorCallback } from '../core/types.js';
import type { Authorization } from '../models/authorizations.js';
import { postAuthorization, requestAuthorization, type AuthorizeOptions } from './create-authorization.js';

export interface ModuleAuthorizeOptions extends AuthorizeOptions {
  /** Asked for a one-time password when the account has two-factor authentication on. */
  twoFactorCallback?: TwoFactorCallback;
  /** A client (or session) whose settings to use, e.g. a self-hosted installation's; default api.github.com. */
  client?: Session | { readonly session: Session };
}

function isSession(value: unknown): value is Session {
  return isRecord(value) && typeof value.ky === 'function' && isRecord(value.state);
}

function sessionOf(client: unknown): Session {
  if (client === undefined) return createSession();
  if (isSession(client)) return client;
  if (isRecord(client) && isSession(client.session)) return client.session;
  throw invalid('client', 'a client or a session', client);
}

/**
 * The module-level form of `authorize`: a new authorization of `username`, without a client
 * of one's own. Legacy-only: GitHub removed the route from api.github.com; GitHub Enterprise
 * Server still serves it (deprecated). `POST /authorizations`
 * @example
 * ```ts
 * import { authorize } from 'hubops/auth';
 *
 * const authorization = await authorize('octocat', 'password', {
 *   scopes: ['repo'],
 *   note: 'my script',
 *   twoFactorCallback: async () => '123456',
 * });
 * console.log(authorization.token);
 * ```
 */
export const authorize = /*#__PURE__*/ composed(async function authorize(username: string, password: string, options: ModuleAuthorizeOptions = {}): Promise<Authorization> {
  if (!isRecord(options)) throw invalid('options', 'an object', options);
  const { twoFactorCallback, client, ...rest } = options as ModuleAuthorizeOptions;
  return requestAuthorization(sessionOf(client), username, password, rest, twoFactorCallback);
}, postAuthorization);
