import { id, mapping, one, str, promisedDate, promisedStr } from './library/fields.js';
import { model, type Infer, type Model } from './library/model.js';
import { ShortUser } from './users.js';

const issueCommentType = /* @__PURE__ */ model('IssueComment', () => ({
  id,
  node_id: promisedStr,
  url: promisedStr,
  html_url: promisedStr,
  issue_url: promisedStr,
  author_association: str,
  body: str,
  body_html: str,
  body_text: str,
  user: /* @__PURE__ */ one(ShortUser),
  reactions: mapping,
  created_at: promisedDate,
  updated_at: promisedDate,
}));
/** A comment on an issue or pull request conversation. Equal by url. */
export interface IssueComment extends Infer<typeof issueCommentType> {}
export const IssueComment: Model<IssueComment> = issueCommentType;
