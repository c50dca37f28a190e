import { bool, str, strings } from '../schema/fields.js';
import { fullOf, model } from '../schema/model.js';

/** A license as listed, or as named by a repository. */
export const ShortLicense = /* @__PURE__ */ model('ShortLicense', {
  key: str,
  name: str,
  spdx_id: str,
  url: str,
  node_id: str,
  html_url: str,
});

/** A license with its text and terms. */
export const License = /* @__PURE__ */ fullOf(/* @__PURE__ */ model(
  'License',
  {
    body: str,
    description: str,
    implementation: str,
    featured: bool,
    permissions: strings,
    conditions: strings,
    limitations: strings,
  },
  ShortLicense,
), ShortLicense);
