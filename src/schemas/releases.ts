import { bool, date, id, many, mapping, num, one, str, urlt } from '../schema/fields.js';
import { model, type Infer, type Model } from '../schema/model.js';
import { ShortUser } from './users.js';

const assetType = /* @__PURE__ */ model('Asset', {
  id,
  node_id: str,
  url: str,
  browser_download_url: str,
  name: str,
  label: str,
  /** `uploaded`, or `open` (`starter`) while an upload has not finished. */
  state: str,
  content_type: str,
  size: num,
  /** `sha256:<hex>` of the uploaded file, where the service reports one. */
  digest: str,
  download_count: num,
  created_at: date,
  updated_at: date,
  uploader: /* @__PURE__ */ one(ShortUser),
});
/** A file attached to a release. Equal by id; its `url` addresses it for the asset operations. */
export interface Asset extends Infer<typeof assetType> {}
export const Asset: Model<Asset> = assetType;

const releaseType = /* @__PURE__ */ model('Release', {
  id,
  node_id: str,
  url: str,
  html_url: str,
  assets_url: str,
  /** The RFC 6570 template (`…/assets{?name,label}`) assets are uploaded to. */
  upload_url: str,
  upload_urlt: /* @__PURE__ */ urlt('upload_url'),
  tarball_url: str,
  zipball_url: str,
  tag_name: str,
  target_commitish: str,
  name: str,
  body: str,
  draft: bool,
  prerelease: bool,
  immutable: bool,
  created_at: date,
  published_at: date,
  updated_at: date,
  author: /* @__PURE__ */ one(ShortUser),
  assets: /* @__PURE__ */ many(Asset),
  body_html: str,
  body_text: str,
  discussion_url: str,
  reactions: mapping,
});
/** A release of a repository: a tag with notes and assets. Drafts are seen only by those who may push. */
export interface Release extends Infer<typeof releaseType> {}
export const Release: Model<Release> = releaseType;
