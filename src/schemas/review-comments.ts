import { date, id, mapping, num, one, str, wire } from '../schema/fields.js';
import { model, type Infer, type Model } from '../schema/model.js';
import { ShortUser } from './users.js';

const reviewCommentType = /* @__PURE__ */ model('ReviewComment', {
  id,
  node_id: str,
  url: str,
  html_url: str,
  pull_request_url: str,
  pull_request_review_id: num,
  in_reply_to_id: num,
  author_association: str,
  user: /* @__PURE__ */ one(ShortUser),
  body: str,
  body_html: str,
  body_text: str,
  path: str,
  diff_hunk: str,
  commit_id: str,
  original_commit_id: str,
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
  links: /* @__PURE__ */ wire('_links', mapping),
  created_at: date,
  updated_at: date,
});
/** A comment on a line of a pull request's diff. Equal by id. */
export interface ReviewComment extends Infer<typeof reviewCommentType> {}
export const ReviewComment: Model<ReviewComment> = reviewCommentType;
