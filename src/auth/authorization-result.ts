import type { Result } from '../core/operation.js';
import { PageIterator, type PageOptions } from '../core/page-iterator.js';
import { sendForData } from '../core/request.js';
import { metaOf } from '../models/library/objects.js';
import { Authorization } from '../models/authorizations.js';
import { hideTokens, readAuthorization } from './hide-tokens.js';
import { explainTokenRefusal } from './password-only.js';

/** One Authorization, read in full; an error is cleared of tokens and explains the 404 a token gets. */
export const authorization: Result<Promise<Authorization>> = {
  model: { type: Authorization },
  run: async (session, spec) => {
    try {
      const reply = await sendForData(session, spec);
      return readAuthorization(reply.data, '', metaOf(reply));
    } catch (error) {
      throw explainTokenRefusal(session, hideTokens(error));
    }
  },
};

/** A listing whose errors are cleared of tokens and explain the 404 a token gets. */
class AuthorizationPages extends PageIterator<Authorization> {
  override async *[Symbol.asyncIterator](): AsyncGenerator<Authorization> {
    const pages = super[Symbol.asyncIterator]();
    try {
      yield* { [Symbol.asyncIterator]: () => pages };
    } catch (error) {
      throw explainTokenRefusal(this.session, hideTokens(error));
    }
  }
}

/** A listing of Authorizations, each read in full. */
export const authorizations: Result<PageIterator<Authorization>, Omit<PageOptions, 'signal' | 'headers'>> = {
  model: { type: Authorization },
  sync: true,
  run: (session, spec, options) => new AuthorizationPages(session, { path: spec.path, params: spec.params, query: spec.query, item: readAuthorization }, options),
};
