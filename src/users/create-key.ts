import { codec, flag, invalid, required } from '../core/codec.js';
import { body, composed, operation, type Op, one } from '../core/operation.js';
import type { CallOptions, Session } from '../core/types.js';
import { ValidationError } from '../errors/validation-error.js';
import { Key } from '../models/users.js';
import { createPublicSshKeyForAuthenticatedUserMembers } from './generated/members/create-public-ssh-key-for-authenticated-user.js';

/** The key itself: its text, a file to read it from (Node), or its bytes. */
export type KeySource = string | { readonly path: string } | Blob | Uint8Array;

export interface CreateKeyOptions extends CallOptions {
  /** Sent as `read_only` when given (the service reads it for deploy keys only). */
  readOnly?: boolean;
}

async function keyText(source: KeySource): Promise<string> {
  if (typeof source === 'string') return source;
  if (source instanceof Uint8Array) return new TextDecoder().decode(source);
  if (typeof Blob !== 'undefined' && source instanceof Blob) return source.text();
  if (source && typeof source === 'object' && 'path' in source && typeof source.path === 'string') {
    // A specifier bundlers cannot resolve at build time: browser bundles never need the Node module.
    const fsModule = 'node:fs/promises';
    const { readFile } = (await import(/* webpackIgnore: true */ /* @vite-ignore */ fsModule)) as { readFile(path: string, encoding: 'utf8'): Promise<string> };
    try {
      return await readFile(source.path, 'utf8');
    } catch (error) {
      // A file that cannot be read is a bad argument, told as such, not the runtime's own error.
      const code = (error as { code?: unknown } | null)?.code;
      throw new ValidationError('key', `cannot read the key file ${JSON.stringify(source.path)}${typeof code === 'string' ? ` (${code})` : ''}`);
    }
  }
  throw new ValidationError('key', 'must be the key text, { path } of a file holding it, a Blob or a Uint8Array');
}

/** Key text, sent without the white space around it (a file's last line break). */
const publicKey = /*#__PURE__*/ codec<string, string>('text', (value, name) => {
  if (typeof value !== 'string' || value.trim() === '') throw invalid(name, 'a non-empty key text', value);
  return value.trim();
}, 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOctocat');

const postKey = /*#__PURE__*/ operation(() => ({
  described: createPublicSshKeyForAuthenticatedUserMembers,
  method: 'POST',
  path: '/user/keys',
  args: ['title', 'key'],
  params: { title: /*#__PURE__*/ body(required), key: /*#__PURE__*/ body(publicKey), readOnly: /*#__PURE__*/ body(flag) },
  auth: 'create_key',
  result: /*#__PURE__*/ one(Key),
}));

/**
 * Adds a public key to the authenticated user; the key text is sent without surrounding whitespace. `POST /user/keys`
 * @example
 * ```ts
 * import { createSession } from 'hubops';
 * import { createKey } from 'hubops/users';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * const key = await createKey(session, 'laptop', { path: `${process.env.HOME}/.ssh/id_ed25519.pub` });
 * console.log(key.id);
 * ```
 */
export const createKey: Op<[title: string, key: KeySource], CreateKeyOptions, Promise<Key>> = /*#__PURE__*/ composed(async function createKey(session, title, key, options) {
  // Read as a session of any version: the exported signature gives the caller's version its type.
  return postKey(session as Session, title, await keyText(key), options);
}, postKey);
