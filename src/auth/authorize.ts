import { createSession, type Session, type TwoFactorCallback } from '../core/session.js';
import type { Infer } from '../schema/model.js';
import type { Authorization } from '../schemas/authorizations.js';
import { requestAuthorization, type AuthorizeOptions } from './create-authorization.js';

export interface ModuleAuthorizeOptions extends AuthorizeOptions {
  /** Asked for a one-time password when the account has two-factor authentication on. */
  twoFactorCallback?: TwoFactorCallback;
  /** A client (or session) whose settings to use, e.g. a self-hosted installation's; default api.github.com. */
  client?: Session | { readonly session: Session };
}

/**
 * The module-level form of `authorize`: a new authorization of `username`, without a client
 * of one's own. Legacy-only: GitHub removed the route from api.github.com; GitHub Enterprise
 * Server still serves it (deprecated). `POST /authorizations`
 */
export async function authorize(username: string, password: string, options: ModuleAuthorizeOptions = {}): Promise<Infer<typeof Authorization>> {
  const { twoFactorCallback, client, ...rest } = options;
  const session = client === undefined ? createSession() : 'session' in client ? client.session : client;
  return requestAuthorization(session, username, password, rest, twoFactorCallback ?? session.twoFactorCallback);
}
