import type { Session } from '../core/types.js';
import { NotFoundError } from '../errors/not-found-error.js';

/**
 * The authorization routes answer a token with 404: said in the error, so a
 * caller does not look for a missing resource. Any other error is returned as it is.
 */
export function explainTokenRefusal(session: Session, error: unknown): unknown {
  if (!(error instanceof NotFoundError) || session.authKind !== 'token') return error;
  return new NotFoundError({
    status: error.status,
    message: `authorizations can only be read with username and password authentication: the service answers 404 to a token (${error.message})`,
    errors: error.errors,
    documentationUrl: error.documentationUrl,
    method: error.method ?? undefined,
    url: error.url ?? undefined,
    cause: error,
  });
}
