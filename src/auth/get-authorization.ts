import { sendForData, type CallOptions } from '../core/request.js';
import type { Session } from '../core/session.js';
import { positive, requireAuthentication } from '../core/validate.js';
import type { Infer } from '../schema/model.js';
import type { Authorization } from '../schemas/authorizations.js';
import { metaOf } from '../schema/objects.js';
import { hideTokens, readAuthorization } from './hide-tokens.js';
import { explainTokenRefusal } from './password-only.js';

/**
 * One authorization of the authenticated account, by id. Needs username and password
 * authentication: the service answers a token with 404, which the NotFoundError explains.
 * Legacy-only: GitHub removed the route from api.github.com; GitHub Enterprise Server still
 * serves it (deprecated). `GET /authorizations/{authorization_id}`
 */
export async function getAuthorization(session: Session, id: number, options: CallOptions = {}): Promise<Infer<typeof Authorization>> {
  positive('id', id);
  requireAuthentication(session, 'authorization');
  try {
    const reply = await sendForData(session, { ...options, path: '/authorizations/{authorization_id}', params: { authorization_id: id } });
    return readAuthorization(reply.data, '', metaOf(reply));
  } catch (error) {
    throw explainTokenRefusal(session, hideTokens(error));
  }
}
