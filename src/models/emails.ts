import { str, promisedBool, promisedStr } from './library/fields.js';
import { model, type Infer, type Model } from './library/model.js';

const emailType = /* @__PURE__ */ model('Email', () => ({
  email: promisedStr,
  verified: promisedBool,
  primary: promisedBool,
  /** `public` or `private`; null for addresses that are neither shown nor hidden (not primary). */
  visibility: str,
}));
/** An email address of the authenticated user. */
export interface Email extends Infer<typeof emailType> {}
export const Email: Model<Email> = emailType;
