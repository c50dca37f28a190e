import { mapping, one, str, wire, promised, promisedBool, promisedStr } from './library/fields.js';
import { model, unpromised, type Infer, type Model } from './library/model.js';
import { RepoCommit, ShortCommit } from './commits.js';

const branchCommitType = /* @__PURE__ */ model('BranchCommit', () => ({}), /* @__PURE__ */ unpromised(ShortCommit, 'sha', 'url'), RepoCommit);
/** A branch's newest commit: a listing gives only its `sha` and `url` (`refresh` reads the whole commit). */
export interface BranchCommit extends Infer<typeof branchCommitType> {}
export const BranchCommit: Model<BranchCommit> = branchCommitType;

const branchType = /* @__PURE__ */ model('Branch', () => ({
  name: promisedStr,
  /** The newest commit of the branch (in a listing only its `sha` and `url`). */
  commit: /* @__PURE__ */ promised(/* @__PURE__ */ one(BranchCommit)),
  protected: promisedBool,
  /** The protection settings as the branch reports them (`enabled`, `required_status_checks`). */
  original_protection: /* @__PURE__ */ wire('protection', mapping),
  protection_url: str,
  /** `{ self, html }` of the branch (not in a listing). */
  links: /* @__PURE__ */ wire('_links', mapping),
}));
/** A branch of a repository. */
export interface Branch extends Infer<typeof branchType> {}
export const Branch: Model<Branch> = branchType;
