import { bool, str, strings } from '../schema/fields.js';
import { model } from '../schema/model.js';

/** A license as listed, or as named by a repository. */
export const ShortLicense = model('ShortLicense', {
  key: str,
  name: str,
  spdx_id: str,
  url: str,
  node_id: str,
  html_url: str,
});

/** A license with its text and terms. */
export const License = model(
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
);
ShortLicense.full = License;
