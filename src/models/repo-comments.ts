import { date, id, mapping, num, one, str, promised } from './library/fields.js';
import { model, type Infer, type Model } from './library/model.js';
import { ShortUser } from './users.js';

const repoCommentType = /* @__PURE__ */ model('RepoComment', {
  id,
  node_id: /* @__PURE__ */ promised(str),
  url: /* @__PURE__ */ promised(str),
  html_url: /* @__PURE__ */ promised(str),
  author_association: /* @__PURE__ */ promised(str),
  body: /* @__PURE__ */ promised(str),
  body_html: str,
  body_text: str,
  /** The sha of the commit commented on. */
  commit_id: /* @__PURE__ */ promised(str),
  /** The file commented on; null for a comment on the commit as a whole. */
  path: str,
  /** The line of the diff commented on. */
  position: num,
  line: num,
  user: /* @__PURE__ */ one(ShortUser),
  reactions: mapping,
  created_at: /* @__PURE__ */ promised(date),
  updated_at: /* @__PURE__ */ promised(date),
});
/** A comment on a commit of a repository. Equal by id. */
export interface RepoComment extends Infer<typeof repoCommentType> {}
export const RepoComment: Model<RepoComment> = repoCommentType;
