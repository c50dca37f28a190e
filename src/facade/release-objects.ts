import { deleteReleaseAsset, downloadReleaseAsset, getReleaseAsset, updateReleaseAsset } from '../repos/release-assets.js';
import { release, type ReleaseRef } from '../repos/release-refs.js';
import { deleteRelease, listReleaseAssets, updateRelease } from '../repos/releases.js';
import { uploadReleaseAsset } from '../repos/upload-asset.js';
import { writeReleaseArchive } from '../repos/archive.js';
import { within } from './bind.js';

/** Operations on a release. @namespace Release */
export const releaseObjectOperations = {
  edit: updateRelease,
  delete: deleteRelease,
  assets: listReleaseAssets,
  asset: /*#__PURE__*/ within<typeof getReleaseAsset, ReleaseRef, number>(getReleaseAsset, 'id', release),
  uploadAsset: uploadReleaseAsset,
  archive: writeReleaseArchive,
};

/** Operations on a release asset. @namespace Asset */
export const assetObjectOperations = {
  download: downloadReleaseAsset,
  edit: updateReleaseAsset,
  delete: deleteReleaseAsset,
};
