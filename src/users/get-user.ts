import { sendForData, type CallOptions } from '../core/request.js';
import { loginOf, type AccountRef } from '../core/refs.js';
import type { Session } from '../core/session.js';
import type { Infer } from '../schema/model.js';
import { parseReply } from '../schema/objects.js';
import { User } from '../schemas/users.js';

/** One user by login (or parsed data of the user, e.g. a ShortUser from a listing). `GET /users/{username}` */
export async function getUser(session: Session, username: AccountRef, options: CallOptions = {}): Promise<Infer<typeof User>> {
  return parseReply(User, await sendForData(session, { ...options, path: '/users/{username}', params: { username: loginOf(username, 'username') } }));
}
