import { codec } from '../core/codec.js';
import { numberIn, partsOf } from '../core/refs.js';

/**
 * References to a release and to a release asset: parsed data (read through its API `url`,
 * `…/repos/{owner}/{repo}/releases/{id}` or `…/releases/assets/{id}`) or a plain
 * `{ owner, repo, id }`. Every part read is a checked path segment.
 */

/** A release: `{ owner, repo, id }`, or a parsed release. */
export type ReleaseRef = { readonly owner: string; readonly repo: string; readonly id: number } | { readonly url: string | null };

/** A release asset: `{ owner, repo, id }`, or a parsed asset. */
export type AssetRef = { readonly owner: string; readonly repo: string; readonly id: number } | { readonly url: string | null };

/** A release: `{ owner, repo, release_id }`. */
export const release = /*#__PURE__*/ codec<ReleaseRef, { owner: string; repo: string; release_id: number }>('ref', (value, name) => {
  const parts = partsOf(value, name || 'release', 'releases', 'id');
  return { owner: parts.owner, repo: parts.repo, release_id: numberIn(parts, name || 'release', 'id') };
}, { owner: 'octocat', repo: 'Hello-World', id: 1 });

/** A release asset: `{ owner, repo, asset_id }`. */
export const asset = /*#__PURE__*/ codec<AssetRef, { owner: string; repo: string; asset_id: number }>('ref', (value, name) => {
  const parts = partsOf(value, name || 'asset', 'releases/assets', 'id');
  return { owner: parts.owner, repo: parts.repo, asset_id: numberIn(parts, name || 'asset', 'id') };
}, { owner: 'octocat', repo: 'Hello-World', id: 1 });
