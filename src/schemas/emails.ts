import { bool, str } from '../schema/fields.js';
import { model } from '../schema/model.js';

/** An email address of the authenticated user (§2.8). */
export const Email = /* @__PURE__ */ model('Email', {
  email: str,
  verified: bool,
  primary: bool,
  /** `public` or `private`; null for addresses that are neither shown nor hidden (not primary). */
  visibility: str,
});
