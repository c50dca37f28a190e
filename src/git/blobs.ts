import { leavable, required, text } from '../core/codec.js';
import { type WithDescribed, body, operation, path, type Op, one, reads } from '../core/operation.js';
import { repository, type RepoRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { ValidationError } from '../errors/validation-error.js';
import { unreadable } from '../models/library/model.js';
import { Blob } from '../models/blobs.js';
import { blob, type BlobRef } from './blob-ref.js';
import { createBlobMembers, type CreateBlobMembers } from './generated/members/create-blob.js';

/** A blob of a repository: `{ owner, repo, sha }` or a parsed blob. `GET /repos/{owner}/{repo}/git/blobs/{file_sha}` */
export const getBlob: Op<[blob: BlobRef], CallOptions, Promise<Blob>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/git/blobs/{file_sha}',
  target: /*#__PURE__*/ path(blob),
  result: /*#__PURE__*/ one(Blob),
}));

/**
 * Stores content as a blob of a repository and answers its sha. `encoding` says how `content`
 * is written: `utf-8` (text as is, the service's default) or `base64`. `POST /repos/{owner}/{repo}/git/blobs`
 */
export const createBlob: Op<[repository: RepoRef, content: string, encoding?: 'utf-8' | 'base64' | (string & {})], WithDescribed<CallOptions, CreateBlobMembers, 'content' | 'encoding'>, Promise<string>> = /*#__PURE__*/ operation(() => ({
  described: createBlobMembers,
  method: 'POST',
  path: '/repos/{owner}/{repo}/git/blobs',
  target: /*#__PURE__*/ path(repository),
  args: ['content', 'encoding'],
  params: { content: /*#__PURE__*/ body(text), encoding: /*#__PURE__*/ body(/*#__PURE__*/ leavable(required)) },
  auth: 'create_blob',
  check: (values) => {
    const content = (values.content as string).replace(/\s+/g, '');
    if (values.encoding === 'base64' && (!/^[A-Za-z0-9+/]*={0,2}$/.test(content) || content.length % 4 === 1)) throw new ValidationError('content', 'is not base64 text, as encoding "base64" says');
  },
  result: /*#__PURE__*/ reads((reply) => {
    const sha = (reply.data as { sha?: unknown } | null)?.sha;
    if (typeof sha !== 'string' || !sha) throw unreadable('sha', 'expected the new blob’s sha', reply.data, reply.url);
    return sha;
  }),
}));
