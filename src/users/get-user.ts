import { sendForData, type CallOptions } from '../core/request.js';
import type { Session } from '../core/session.js';
import type { Infer } from '../schema/model.js';
import { parseReply } from '../schema/objects.js';
import { User } from '../schemas/users.js';

/** One user by login. `GET /users/{username}` */
export async function getUser(session: Session, username: string, options: CallOptions = {}): Promise<Infer<typeof User>> {
  return parseReply(User, await sendForData(session, { ...options, path: '/users/{username}', params: { username } }));
}
