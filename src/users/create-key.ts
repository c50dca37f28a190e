import { sendForData, type CallOptions } from '../core/request.js';
import type { Session } from '../core/session.js';
import { nonEmpty, requireAuthentication } from '../core/validate.js';
import { ValidationError } from '../errors/validation-error.js';
import type { Infer } from '../schema/model.js';
import { parseReply } from '../schema/objects.js';
import { Key } from '../schemas/users.js';

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
    return readFile(source.path, 'utf8');
  }
  throw new ValidationError('key', 'must be the key text, { path } of a file holding it, a Blob or a Uint8Array');
}

/** Adds a public key to the authenticated user; the key text is sent without surrounding whitespace. `POST /user/keys` */
export async function createKey(session: Session, title: string, key: KeySource, options: CreateKeyOptions = {}): Promise<Infer<typeof Key>> {
  requireAuthentication(session, 'create_key');
  const { readOnly, ...call } = options;
  nonEmpty('title', title, 'must not be empty');
  const text = (await keyText(key)).trim();
  if (text === '') throw new ValidationError('key', 'must not be empty');
  const body = { title, key: text, ...(readOnly === undefined ? {} : { read_only: readOnly }) };
  return parseReply(Key, await sendForData(session, { ...call, method: 'POST', path: '/user/keys', body }));
}
