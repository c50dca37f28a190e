import { PageIterator, type PageOptions } from '../core/page-iterator.js';
import type { Session } from '../core/session.js';
import { requireAuthentication } from '../core/validate.js';
import type { Infer } from '../schema/model.js';
import type { Authorization } from '../schemas/authorizations.js';
import { hideTokens, readAuthorization } from './hide-tokens.js';
import { explainTokenRefusal } from './password-only.js';

type AuthorizationData = Infer<typeof Authorization>;

/** A listing whose errors are cleared of tokens and explain the 404 a token gets. */
class AuthorizationPages extends PageIterator<AuthorizationData> {
  override async *[Symbol.asyncIterator](): AsyncGenerator<AuthorizationData> {
    const pages = super[Symbol.asyncIterator]();
    try {
      yield* { [Symbol.asyncIterator]: () => pages };
    } catch (error) {
      throw explainTokenRefusal(this.session, hideTokens(error));
    }
  }
}

/**
 * The authorizations of the authenticated account. Needs username and password
 * authentication: the service answers a token with 404, which the NotFoundError explains.
 * Legacy-only: GitHub removed the route from api.github.com; GitHub Enterprise Server still
 * serves it (deprecated). `GET /authorizations`
 */
export function listAuthorizations(session: Session, options: PageOptions = {}): PageIterator<AuthorizationData> {
  requireAuthentication(session, 'authorizations');
  return new AuthorizationPages(session, { path: '/authorizations', item: (raw, path) => readAuthorization(raw, path) }, options);
}
