import { one, str, promisedBool, promisedStr, promisedStrings } from './library/fields.js';
import { fullOf, model, type Infer, type Model } from './library/model.js';
import { Contents } from './contents.js';

const shortLicenseType = /* @__PURE__ */ model('ShortLicense', () => ({
  key: promisedStr,
  name: promisedStr,
  spdx_id: str,
  url: str,
  node_id: promisedStr,
  html_url: str,
}));
/** A license as listed, or as named by a repository. */
export interface ShortLicense extends Infer<typeof shortLicenseType> {}
export const ShortLicense: Model<ShortLicense> = shortLicenseType;

const licenseType = /* @__PURE__ */ fullOf(/* @__PURE__ */ model(
  'License',
  () => ({
    body: promisedStr,
    description: promisedStr,
    implementation: promisedStr,
    featured: promisedBool,
    permissions: promisedStrings,
    conditions: promisedStrings,
    limitations: promisedStrings,
  }),
  ShortLicense,
), ShortLicense);
/** A license with its text and terms. */
export interface License extends Infer<typeof licenseType> {}
export const License: Model<License> = licenseType;

const repositoryLicenseType = /* @__PURE__ */ model('RepositoryLicense', () => ({ license: /* @__PURE__ */ one(ShortLicense) }), Contents);
/**
 * A repository's license file: its Contents (`decoded` and `text` give the file) and, in
 * `license`, the license GitHub detected in it.
 */
export interface RepositoryLicense extends Infer<typeof repositoryLicenseType> {}
export const RepositoryLicense: Model<RepositoryLicense> = repositoryLicenseType;
