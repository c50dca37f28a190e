import { num, str, wire, promised, promisedNum, promisedStr } from './library/fields.js';
import { model, type Infer, type Model } from './library/model.js';

const pullFileType = /* @__PURE__ */ model('PullFile', () => ({
  sha: str,
  filename: promisedStr,
  /** `added`, `removed`, `modified`, `renamed`, `copied`, `changed` or `unchanged`. */
  status: promisedStr,
  additions_count: /* @__PURE__ */ promised(/* @__PURE__ */ wire('additions', num)),
  deletions_count: /* @__PURE__ */ promised(/* @__PURE__ */ wire('deletions', num)),
  changes_count: /* @__PURE__ */ promised(/* @__PURE__ */ wire('changes', num)),
  // The older form names the counts without `_count`.
  additions: promisedNum,
  deletions: promisedNum,
  changes: promisedNum,
  blob_url: str,
  raw_url: str,
  contents_url: promisedStr,
  /** The diff of this file; null when GitHub leaves out a patch over its size limit. */
  patch: str,
  previous_filename: str,
}));
/** A file a pull request changes. */
export interface PullFile extends Infer<typeof pullFileType> {}
export const PullFile: Model<PullFile> = pullFileType;
