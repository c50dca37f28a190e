import { bool, one, str, strings, promised } from './library/fields.js';
import { fullOf, model, type Infer, type Model } from './library/model.js';
import { Contents } from './contents.js';

const shortLicenseType = /* @__PURE__ */ model('ShortLicense', {
  key: /* @__PURE__ */ promised(str),
  name: /* @__PURE__ */ promised(str),
  spdx_id: str,
  url: str,
  node_id: /* @__PURE__ */ promised(str),
  html_url: str,
});
/** A license as listed, or as named by a repository. */
export interface ShortLicense extends Infer<typeof shortLicenseType> {}
export const ShortLicense: Model<ShortLicense> = shortLicenseType;

const licenseType = /* @__PURE__ */ fullOf(/* @__PURE__ */ model(
  'License',
  {
    body: /* @__PURE__ */ promised(str),
    description: /* @__PURE__ */ promised(str),
    implementation: /* @__PURE__ */ promised(str),
    featured: /* @__PURE__ */ promised(bool),
    permissions: /* @__PURE__ */ promised(strings),
    conditions: /* @__PURE__ */ promised(strings),
    limitations: /* @__PURE__ */ promised(strings),
  },
  ShortLicense,
), ShortLicense);
/** A license with its text and terms. */
export interface License extends Infer<typeof licenseType> {}
export const License: Model<License> = licenseType;

const repositoryLicenseType = /* @__PURE__ */ model('RepositoryLicense', { license: /* @__PURE__ */ one(ShortLicense) }, Contents);
/**
 * A repository's license file: its Contents (`decoded` and `text` give the file) and, in
 * `license`, the license GitHub detected in it.
 */
export interface RepositoryLicense extends Infer<typeof repositoryLicenseType> {}
export const RepositoryLicense: Model<RepositoryLicense> = repositoryLicenseType;
