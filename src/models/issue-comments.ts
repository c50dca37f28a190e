import { date, id, mapping, one, str, promised } from './library/fields.js';
import { model, type Infer, type Model } from './library/model.js';
import { ShortUser } from './users.js';

const issueCommentType = /* @__PURE__ */ model('IssueComment', {
  id,
  node_id: /* @__PURE__ */ promised(str),
  url: /* @__PURE__ */ promised(str),
  html_url: /* @__PURE__ */ promised(str),
  issue_url: /* @__PURE__ */ promised(str),
  author_association: str,
  body: str,
  body_html: str,
  body_text: str,
  user: /* @__PURE__ */ one(ShortUser),
  reactions: mapping,
  created_at: /* @__PURE__ */ promised(date),
  updated_at: /* @__PURE__ */ promised(date),
});
/** A comment on an issue or pull request conversation. Equal by url. */
export interface IssueComment extends Infer<typeof issueCommentType> {}
export const IssueComment: Model<IssueComment> = issueCommentType;
