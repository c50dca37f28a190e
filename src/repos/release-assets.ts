import { required, text } from '../core/codec.js';
import { type WithDescribed, body, operation, path, type Op, bool, download, one, type Download } from '../core/operation.js';
import type { CallOptions } from '../core/types.js';
import { Asset } from '../models/releases.js';
import { asset, type AssetRef } from './release-refs.js';
import { updateReleaseAssetMembers, type UpdateReleaseAssetMembers } from './generated/members/update-release-asset.js';

export interface AssetChanges extends CallOptions {
  /** The file name. */
  name?: string;
  /** A short description shown instead of the file name. */
  label?: string;
}

/** One release asset by id. `GET /repos/{owner}/{repo}/releases/assets/{asset_id}` */
export const getReleaseAsset: Op<[asset: AssetRef], CallOptions, Promise<Asset>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/releases/assets/{asset_id}',
  target: /*#__PURE__*/ path(asset),
  result: /*#__PURE__*/ one(Asset),
}));

/** Renames or relabels a release asset; the asset as it now is. `PATCH /repos/{owner}/{repo}/releases/assets/{asset_id}` */
export const updateReleaseAsset: Op<[asset: AssetRef], WithDescribed<AssetChanges, UpdateReleaseAssetMembers>, Promise<Asset>> = /*#__PURE__*/ operation(() => ({
  described: updateReleaseAssetMembers,
  method: 'PATCH',
  path: '/repos/{owner}/{repo}/releases/assets/{asset_id}',
  target: /*#__PURE__*/ path(asset),
  params: { name: /*#__PURE__*/ body(required), label: /*#__PURE__*/ body(text) },
  auth: 'Asset.edit',
  result: /*#__PURE__*/ one(Asset),
}));

/** Deletes a release asset: true on 204, false on 404. `DELETE /repos/{owner}/{repo}/releases/assets/{asset_id}` */
export const deleteReleaseAsset: Op<[asset: AssetRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  method: 'DELETE',
  path: '/repos/{owner}/{repo}/releases/assets/{asset_id}',
  target: /*#__PURE__*/ path(asset),
  auth: 'Asset.delete',
  result: /*#__PURE__*/ bool(),
}));

/**
 * The file of a release asset as it arrives, never buffered whole. The service answers with
 * a redirect to its storage host, which is followed without credentials.
 * `GET /repos/{owner}/{repo}/releases/assets/{asset_id}` (Accept `application/octet-stream`)
 */
export const downloadReleaseAsset: Op<[asset: AssetRef], CallOptions, Promise<Download>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/releases/assets/{asset_id}',
  target: /*#__PURE__*/ path(asset),
  accept: 'application/octet-stream',
  result: download,
}));
