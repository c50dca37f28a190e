import { num, promisedStr } from './library/fields.js';
import { model, type Infer, type Model } from './library/model.js';
import { contentText, decodedContent } from './contents.js';

const blobType = /* @__PURE__ */ model('Blob', () => ({
  sha: promisedStr,
  node_id: promisedStr,
  url: promisedStr,
  size: num,
  /** `base64`: GitHub answers a blob's content in base64. */
  encoding: promisedStr,
  content: promisedStr,
  /** The content's bytes. */
  decoded: decodedContent,
  /** The content as UTF-8 text. */
  text: contentText,
}));
/** A git blob: a file's content, addressed by its sha. Equal by sha. */
export interface Blob extends Infer<typeof blobType> {}
export const Blob: Model<Blob> = blobType;
