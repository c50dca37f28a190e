import { num, str, promised } from './library/fields.js';
import { model, type Infer, type Model } from './library/model.js';
import { contentText, decodedContent } from './contents.js';

const blobType = /* @__PURE__ */ model('Blob', {
  sha: /* @__PURE__ */ promised(str),
  node_id: /* @__PURE__ */ promised(str),
  url: /* @__PURE__ */ promised(str),
  size: num,
  /** `base64`: GitHub answers a blob's content in base64. */
  encoding: /* @__PURE__ */ promised(str),
  content: /* @__PURE__ */ promised(str),
  /** The content's bytes. */
  decoded: decodedContent,
  /** The content as UTF-8 text. */
  text: contentText,
});
/** A git blob: a file's content, addressed by its sha. Equal by sha. */
export interface Blob extends Infer<typeof blobType> {}
export const Blob: Model<Blob> = blobType;
