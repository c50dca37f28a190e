import { num, str, wire } from '../schema/fields.js';
import { model, type Infer, type Model } from '../schema/model.js';

const pullFileType = /* @__PURE__ */ model('PullFile', {
  sha: str,
  filename: str,
  /** `added`, `removed`, `modified`, `renamed`, `copied`, `changed` or `unchanged`. */
  status: str,
  additions_count: /* @__PURE__ */ wire('additions', num),
  deletions_count: /* @__PURE__ */ wire('deletions', num),
  changes_count: /* @__PURE__ */ wire('changes', num),
  // The older form names the counts without `_count`.
  additions: num,
  deletions: num,
  changes: num,
  blob_url: str,
  raw_url: str,
  contents_url: str,
  /** The diff of this file; null when GitHub leaves out a patch over its size limit. */
  patch: str,
  previous_filename: str,
});
/** A file a pull request changes. */
export interface PullFile extends Infer<typeof pullFileType> {}
export const PullFile: Model<PullFile> = pullFileType;
