import { bool, str, promised } from './library/fields.js';
import { model, type Infer, type Model } from './library/model.js';

const emailType = /* @__PURE__ */ model('Email', {
  email: /* @__PURE__ */ promised(str),
  verified: /* @__PURE__ */ promised(bool),
  primary: /* @__PURE__ */ promised(bool),
  /** `public` or `private`; null for addresses that are neither shown nor hidden (not primary). */
  visibility: str,
});
/** An email address of the authenticated user. */
export interface Email extends Infer<typeof emailType> {}
export const Email: Model<Email> = emailType;
