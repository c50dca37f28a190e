export { getBlob, createBlob } from './blobs.js';
export type { BlobRef } from './refs.js';
