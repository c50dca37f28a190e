import { bool, date, mapping, one, str, promisedBool, promisedDate, promisedMapping, promisedNum, promisedStr } from './library/fields.js';
import { model, type Infer, type Model } from './library/model.js';
import { ShortUser } from './users.js';

const pagesInfoType = /* @__PURE__ */ model('PagesInfo', () => ({
  url: promisedStr,
  html_url: str,
  /** `built`, `building`, `errored`, or null before a first build. */
  status: str,
  cname: str,
  custom_404: promisedBool,
  /** `legacy` (built from a branch) or `workflow` (GitHub Actions). */
  build_type: str,
  /** `{ branch, path }` a legacy site is built from. */
  source: mapping,
  public: promisedBool,
  https_enforced: bool,
  https_certificate: mapping,
  protected_domain_state: str,
  pending_domain_unverified_at: date,
}));
/** The GitHub Pages site of a repository. */
export interface PagesInfo extends Infer<typeof pagesInfoType> {}
export const PagesInfo: Model<PagesInfo> = pagesInfoType;

const pagesBuildType = /* @__PURE__ */ model('PagesBuild', () => ({
  url: promisedStr,
  status: promisedStr,
  /** `{ message }`: the message is null when the build succeeded. */
  error: promisedMapping,
  pusher: /* @__PURE__ */ one(ShortUser),
  /** The sha of the commit built. */
  commit: promisedStr,
  /** Milliseconds. */
  duration: promisedNum,
  created_at: promisedDate,
  updated_at: promisedDate,
}));
/** One build of a repository's GitHub Pages site. */
export interface PagesBuild extends Infer<typeof pagesBuildType> {}
export const PagesBuild: Model<PagesBuild> = pagesBuildType;
