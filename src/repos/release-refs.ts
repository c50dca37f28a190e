import { repositoryObject } from '../core/refs.js';

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
export const release = /*#__PURE__*/ repositoryObject<ReleaseRef, 'release_id'>('releases', 'release_id', 'release');

/** A release asset: `{ owner, repo, asset_id }`. */
export const asset = /*#__PURE__*/ repositoryObject<AssetRef, 'asset_id'>('releases/assets', 'asset_id', 'asset');
