import { json, mapping, one, str } from '../schema/fields.js';
import { model, type Infer, type Model } from '../schema/model.js';
import { ShortUser } from './users.js';

const shortCommitType = /* @__PURE__ */ model('ShortCommit', {
  sha: str,
  node_id: str,
  url: str,
  html_url: str,
  comments_url: str,
  commit: mapping,
  author: /* @__PURE__ */ one(ShortUser),
  committer: /* @__PURE__ */ one(ShortUser),
  /** `[{ sha, url, html_url }]` of the parent commits. */
  parents: json,
});
/**
 * A commit of a repository as listed (a pull request's commits). Equal by sha. `author`
 * and `committer` are the accounts GitHub matched to the commit (null when none matched); the
 * git data — message, names, dates, tree, verification — is `commit`, kept as received.
 */
export interface ShortCommit extends Infer<typeof shortCommitType> {}
export const ShortCommit: Model<ShortCommit> = shortCommitType;
