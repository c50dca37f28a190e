import { date, id, mapping, one, str } from '../schema/fields.js';
import { model } from '../schema/model.js';
import { ShortUser } from './users.js';

/** A comment on an issue or pull request conversation (§2.8). Equal by url. */
export const IssueComment = /* @__PURE__ */ model('IssueComment', {
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
