import { id, mapping, num, one, str, promisedDate, promisedStr } from './library/fields.js';
import { model, type Infer, type Model } from './library/model.js';
import { ShortUser } from './users.js';

const repoCommentType = /* @__PURE__ */ model('RepoComment', () => ({
  id,
  node_id: promisedStr,
  url: promisedStr,
  html_url: promisedStr,
  author_association: promisedStr,
  body: promisedStr,
  body_html: str,
  body_text: str,
  /** The sha of the commit commented on. */
  commit_id: promisedStr,
  /** The file commented on; null for a comment on the commit as a whole. */
  path: str,
  /** The line of the diff commented on. */
  position: num,
  line: num,
  user: /* @__PURE__ */ one(ShortUser),
  reactions: mapping,
  created_at: promisedDate,
  updated_at: promisedDate,
}));
/** A comment on a commit of a repository. Equal by id. */
export interface RepoComment extends Infer<typeof repoCommentType> {}
export const RepoComment: Model<RepoComment> = repoCommentType;
