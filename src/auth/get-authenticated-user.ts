import { sendForData, type CallOptions } from '../core/request.js';
import type { Session } from '../core/session.js';
import { requireAuthentication } from '../core/validate.js';
import type { Infer } from '../schema/model.js';
import { parseReply } from '../schema/objects.js';
import { AuthenticatedUser } from '../schemas/users.js';

/** The user the session is authenticated as; an anonymous session is refused before sending. `GET /user` */
export async function getAuthenticatedUser(session: Session, options: CallOptions = {}): Promise<Infer<typeof AuthenticatedUser>> {
  requireAuthentication(session, 'me');
  return parseReply(AuthenticatedUser, await sendForData(session, { ...options, path: '/user' }));
}
