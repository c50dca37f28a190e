import { PageIterator, type PageOptions } from '../core/page-iterator.js';
import { sendForBool, sendForData, type CallOptions } from '../core/request.js';
import { loginOf, type AccountRef } from '../core/refs.js';
import type { Session } from '../core/session.js';
import { positive, requireAuthentication } from '../core/validate.js';
import { MethodNotAllowed } from '../errors/method-not-allowed.js';
import { ValidationError } from '../errors/validation-error.js';
import type { Infer } from '../schema/model.js';
import { parseReply } from '../schema/objects.js';
import { Key } from '../schemas/users.js';

type ParsedKey = Infer<typeof Key>;

/** A key: its id, or parsed data (whose own `url` also reaches a repository's deploy key). */
export type KeyRef = number | { readonly id: number | null; readonly url?: string | null };

const item = (raw: unknown, path: string) => Key.wrap(raw, path);

/** The public keys of the authenticated user. `GET /user/keys` */
export function listKeys(session: Session, options: PageOptions = {}): PageIterator<ParsedKey> {
  requireAuthentication(session, 'keys');
  return new PageIterator(session, { path: '/user/keys', item }, options);
}

/** The public keys of a user. `GET /users/{username}/keys` */
export function listUserKeys(session: Session, user: AccountRef, options: PageOptions = {}): PageIterator<ParsedKey> {
  return new PageIterator(session, { path: '/users/{username}/keys', params: { username: loginOf(user, 'user') }, item }, options);
}

/** One public key of the authenticated user. `GET /user/keys/{key_id}` */
export async function getKey(session: Session, keyId: number, options: CallOptions = {}): Promise<ParsedKey> {
  requireAuthentication(session, 'key');
  const params = { key_id: positive('keyId', keyId) };
  return parseReply(Key, await sendForData(session, { ...options, path: '/user/keys/{key_id}', params }));
}

/**
 * Deletes a key: an id names a key of the authenticated user; parsed data is deleted at its own
 * `url` (so a deploy key goes to its repository's route). False when there is no such key.
 * `DELETE /user/keys/{key_id}`
 */
export async function deleteKey(session: Session, key: KeyRef, options: CallOptions = {}): Promise<boolean> {
  requireAuthentication(session, 'delete_key');
  if (typeof key === 'object' && key !== null && typeof key.url === 'string' && key.url) {
    return sendForBool(session, { ...options, method: 'DELETE', path: key.url });
  }
  const id = typeof key === 'number' ? key : key?.id;
  if (typeof id !== 'number') throw new ValidationError('key', 'needs a key id or a parsed key');
  return sendForBool(session, { ...options, method: 'DELETE', path: '/user/keys/{key_id}', params: { key_id: positive('key', id) } });
}

/**
 * Keys have been immutable since 2014-06-20: the service answers an update with 405, so this
 * throws MethodNotAllowed without sending anything. Delete the key and create a new one instead.
 * No request.
 */
export async function updateKey(_session: Session, key: KeyRef, _title?: string, _text?: string): Promise<never> {
  const id = typeof key === 'number' ? key : key?.id;
  const name = typeof id === 'number' ? `key ${id}` : 'a key';
  throw new MethodNotAllowed({ status: 405, message: `${name} cannot be updated: keys are immutable since 2014-06-20 (delete it and create a new one)`, method: 'PATCH' });
}
