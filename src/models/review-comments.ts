import { id, mapping, num, one, str, wire, promised, promisedDate, promisedStr } from './library/fields.js';
import { model, type Infer, type Model } from './library/model.js';
import { ShortUser } from './users.js';

const reviewCommentType = /* @__PURE__ */ model('ReviewComment', () => ({
  id,
  node_id: promisedStr,
  url: promisedStr,
  html_url: promisedStr,
  pull_request_url: promisedStr,
  pull_request_review_id: num,
  in_reply_to_id: num,
  author_association: promisedStr,
  user: /* @__PURE__ */ one(ShortUser),
  body: promisedStr,
  body_html: str,
  body_text: str,
  path: promisedStr,
  diff_hunk: promisedStr,
  commit_id: promisedStr,
  original_commit_id: promisedStr,
  position: num,
  original_position: num,
  line: num,
  original_line: num,
  start_line: num,
  original_start_line: num,
  side: str,
  start_side: str,
  subject_type: str,
  reactions: mapping,
  links: /* @__PURE__ */ promised(/* @__PURE__ */ wire('_links', mapping)),
  created_at: promisedDate,
  updated_at: promisedDate,
}));
/** A comment on a line of a pull request's diff. Equal by id. */
export interface ReviewComment extends Infer<typeof reviewCommentType> {}
export const ReviewComment: Model<ReviewComment> = reviewCommentType;
