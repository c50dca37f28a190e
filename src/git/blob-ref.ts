import { codec, objectSha } from '../core/codec.js';
import { partsOf } from '../core/refs.js';

/** A git blob: `{ owner, repo, sha }`, or a parsed blob (its API url names all three). */
export type BlobRef = { readonly owner: string; readonly repo: string; readonly sha: string } | { readonly url: string | null };


/** A blob: `{ owner, repo, file_sha }`. */
export const blob = /*#__PURE__*/ codec<BlobRef, { owner: string; repo: string; file_sha: string }>('ref', (value, name) => {
  const parts = partsOf(value, name || 'blob', 'git/blobs', 'sha');
  return { owner: parts.owner, repo: parts.repo, file_sha: objectSha(parts.key, `${name || 'blob'}.sha`) };
}, { owner: 'octocat', repo: 'Hello-World', sha: '3a0f86fb8db8eea7ccbb9a95f325ddbedfb25e15' });
