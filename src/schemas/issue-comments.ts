import { date, id, mapping, one, str } from '../schema/fields.js';
import { model, type Infer, type Model } from '../schema/model.js';
import { ShortUser } from './users.js';

const issueCommentType = /* @__PURE__ */ model('IssueComment', {
  id,
  node_id: str,
  url: str,
  html_url: str,
  issue_url: str,
  author_association: str,
  body: str,
  body_html: str,
  body_text: str,
  user: /* @__PURE__ */ one(ShortUser),
  reactions: mapping,
  created_at: date,
  updated_at: date,
});
/** A comment on an issue or pull request conversation. Equal by url. */
export interface IssueComment extends Infer<typeof issueCommentType> {}
export const IssueComment: Model<IssueComment> = issueCommentType;
