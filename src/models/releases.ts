import { bool, date, id, many, mapping, num, one, str, urlt, promised } from './library/fields.js';
import { model, type Infer, type Model } from './library/model.js';
import { ShortUser } from './users.js';

const assetType = /* @__PURE__ */ model('Asset', {
  id,
  node_id: /* @__PURE__ */ promised(str),
  url: /* @__PURE__ */ promised(str),
  browser_download_url: /* @__PURE__ */ promised(str),
  name: /* @__PURE__ */ promised(str),
  label: str,
  /** `uploaded`, or `open` (`starter`) while an upload has not finished. */
  state: /* @__PURE__ */ promised(str),
  content_type: /* @__PURE__ */ promised(str),
  size: /* @__PURE__ */ promised(num),
  /** `sha256:<hex>` of the uploaded file, where the service reports one. */
  digest: str,
  download_count: /* @__PURE__ */ promised(num),
  created_at: /* @__PURE__ */ promised(date),
  updated_at: /* @__PURE__ */ promised(date),
  uploader: /* @__PURE__ */ one(ShortUser),
});
/** A file attached to a release. Equal by id; its `url` addresses it for the asset operations. */
export interface Asset extends Infer<typeof assetType> {}
export const Asset: Model<Asset> = assetType;

const releaseType = /* @__PURE__ */ model('Release', {
  id,
  node_id: /* @__PURE__ */ promised(str),
  url: /* @__PURE__ */ promised(str),
  html_url: /* @__PURE__ */ promised(str),
  assets_url: /* @__PURE__ */ promised(str),
  /** The RFC 6570 template (`…/assets{?name,label}`) assets are uploaded to. */
  upload_url: /* @__PURE__ */ promised(str),
  upload_urlt: /* @__PURE__ */ promised(/* @__PURE__ */ urlt('upload_url')),
  tarball_url: str,
  zipball_url: str,
  tag_name: /* @__PURE__ */ promised(str),
  target_commitish: /* @__PURE__ */ promised(str),
  name: str,
  body: str,
  draft: /* @__PURE__ */ promised(bool),
  prerelease: /* @__PURE__ */ promised(bool),
  immutable: bool,
  created_at: /* @__PURE__ */ promised(date),
  published_at: date,
  updated_at: date,
  author: /* @__PURE__ */ promised(/* @__PURE__ */ one(ShortUser)),
  assets: /* @__PURE__ */ promised(/* @__PURE__ */ many(Asset)),
  body_html: str,
  body_text: str,
  discussion_url: str,
  reactions: mapping,
});
/** A release of a repository: a tag with notes and assets. Drafts are seen only by those who may push. */
export interface Release extends Infer<typeof releaseType> {}
export const Release: Model<Release> = releaseType;
