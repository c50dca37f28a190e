import { invalid } from '../core/codec.js';
import { composed, operation, path, type Op, bool, list, one } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { account, type AccountRef } from '../core/refs.js';
import type { CallOptions, Session } from '../core/types.js';
import { MethodNotAllowed } from '../errors/method-not-allowed.js';
import { Key } from '../models/users.js';
import { deployKey, isDeployKeyUrl, keyOf, ownKey, type KeyRef } from './refs.js';

/** The public keys of the authenticated user. `GET /user/keys` */
export const listKeys: Op<[], PageOptions, PageIterator<Key>> = /*#__PURE__*/ operation(() => ({
  path: '/user/keys',
  auth: 'keys',
  result: /*#__PURE__*/ list(Key),
}));

/** The public keys of a user. `GET /users/{username}/keys` */
export const listUserKeys: Op<[user: AccountRef], PageOptions, PageIterator<Key>> = /*#__PURE__*/ operation(() => ({
  path: '/users/{username}/keys',
  target: /*#__PURE__*/ path(account, 'username'),
  result: /*#__PURE__*/ list(Key),
}));

/** One public key of the authenticated user, by id or parsed data. `GET /user/keys/{key_id}` */
export const getKey: Op<[key: KeyRef], CallOptions, Promise<Key>> = /*#__PURE__*/ operation(() => ({
  path: '/user/keys/{key_id}',
  target: /*#__PURE__*/ path(ownKey),
  auth: 'key',
  result: /*#__PURE__*/ one(Key),
}));

const deleteOwnKey = /*#__PURE__*/ operation(() => ({
  method: 'DELETE',
  path: '/user/keys/{key_id}',
  target: /*#__PURE__*/ path(ownKey),
  auth: 'delete_key',
  result: /*#__PURE__*/ bool(),
}));

const deleteDeployKey = /*#__PURE__*/ operation(() => ({
  method: 'DELETE',
  path: '/repos/{owner}/{repo}/keys/{key_id}',
  target: /*#__PURE__*/ path(deployKey),
  auth: 'delete_key',
  result: /*#__PURE__*/ bool(),
}));

/**
 * Deletes a key: an id names a key of the authenticated user; parsed data is deleted where its
 * own `url` says (so a deploy key goes to its repository's route). False when there is no such key.
 * `DELETE /user/keys/{key_id}`, `DELETE /repos/{owner}/{repo}/keys/{key_id}`
 * @example
 * ```ts
 * import { createSession } from 'hubops';
 * import { deleteKey } from 'hubops/users';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * console.log(await deleteKey(session, 1)); // false when there is no such key
 * ```
 */
export const deleteKey: Op<[key: KeyRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ composed(function deleteKey(session, key, options) {
  return (isDeployKeyUrl(key) ? deleteDeployKey : deleteOwnKey)(session, key, options);
}, deleteOwnKey, deleteDeployKey);

/**
 * Keys have been immutable since 2014-06-20: the service answers an update with 405, so this
 * throws MethodNotAllowed without sending anything. Delete the key and create a new one instead.
 * No request.
 * @example
 * ```ts
 * import { createSession, MethodNotAllowed } from 'hubops';
 * import { createKey, deleteKey, updateKey } from 'hubops/users';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * try {
 *   await updateKey(session, 1, 'laptop');
 * } catch (error) {
 *   // Keys are immutable: replace it instead.
 *   if (!(error instanceof MethodNotAllowed)) throw error;
 *   await deleteKey(session, 1);
 *   await createKey(session, 'laptop', 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOctocat');
 * }
 * ```
 */
export async function updateKey(_session: Session, key: KeyRef, title?: string, text?: string): Promise<never> {
  const { key_id: id } = keyOf(key, 'key');
  for (const [name, value] of [['title', title], ['text', text]] as const) if (value !== undefined && typeof value !== 'string') throw invalid(name, 'a text', value);
  throw new MethodNotAllowed({ status: 405, message: `key ${id} cannot be updated: keys are immutable since 2014-06-20 (delete it and create a new one)`, method: 'PATCH' });
}
