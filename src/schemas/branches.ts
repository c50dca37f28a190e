import { bool, mapping, one, str, wire } from '../schema/fields.js';
import { model, type Infer, type Model } from '../schema/model.js';
import { ShortCommit } from './commits.js';

const branchType = /* @__PURE__ */ model('Branch', {
  name: str,
  /** The newest commit of the branch (in a listing only its `sha` and `url`). */
  commit: /* @__PURE__ */ one(ShortCommit),
  protected: bool,
  /** The protection settings as the branch reports them (`enabled`, `required_status_checks`). */
  original_protection: /* @__PURE__ */ wire('protection', mapping),
  protection_url: str,
  /** `{ self, html }` of the branch (not in a listing). */
  links: /* @__PURE__ */ wire('_links', mapping),
});
/** A branch of a repository. */
export interface Branch extends Infer<typeof branchType> {}
export const Branch: Model<Branch> = branchType;
