import { bool, date, id, many, mapping, one, str, urlt, promised, promisedBool, promisedDate, promisedNum, promisedStr } from './library/fields.js';
import { model, type Infer, type Model } from './library/model.js';
import { ShortUser } from './users.js';

const assetType = /* @__PURE__ */ model('Asset', () => ({
  id,
  node_id: promisedStr,
  url: promisedStr,
  browser_download_url: promisedStr,
  name: promisedStr,
  label: str,
  /** `uploaded`, or `open` (`starter`) while an upload has not finished. */
  state: promisedStr,
  content_type: promisedStr,
  size: promisedNum,
  /** `sha256:<hex>` of the uploaded file, where the service reports one. */
  digest: str,
  download_count: promisedNum,
  created_at: promisedDate,
  updated_at: promisedDate,
  uploader: /* @__PURE__ */ one(ShortUser),
}));
/** A file attached to a release. Equal by id; its `url` addresses it for the asset operations. */
export interface Asset extends Infer<typeof assetType> {}
export const Asset: Model<Asset> = assetType;

const releaseType = /* @__PURE__ */ model('Release', () => ({
  id,
  node_id: promisedStr,
  url: promisedStr,
  html_url: promisedStr,
  assets_url: promisedStr,
  /** The RFC 6570 template (`…/assets{?name,label}`) assets are uploaded to. */
  upload_url: promisedStr,
  upload_urlt: /* @__PURE__ */ promised(/* @__PURE__ */ urlt('upload_url')),
  tarball_url: str,
  zipball_url: str,
  tag_name: promisedStr,
  target_commitish: promisedStr,
  name: str,
  body: str,
  draft: promisedBool,
  prerelease: promisedBool,
  immutable: bool,
  created_at: promisedDate,
  published_at: date,
  updated_at: date,
  author: /* @__PURE__ */ promised(/* @__PURE__ */ one(ShortUser)),
  assets: /* @__PURE__ */ promised(/* @__PURE__ */ many(Asset)),
  body_html: str,
  body_text: str,
  discussion_url: str,
  reactions: mapping,
}));
/** A release of a repository: a tag with notes and assets. Drafts are seen only by those who may push. */
export interface Release extends Infer<typeof releaseType> {}
export const Release: Model<Release> = releaseType;
