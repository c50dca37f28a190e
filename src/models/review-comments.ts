import { date, id, mapping, num, one, str, wire, promised } from './library/fields.js';
import { model, type Infer, type Model } from './library/model.js';
import { ShortUser } from './users.js';

const reviewCommentType = /* @__PURE__ */ model('ReviewComment', {
  id,
  node_id: /* @__PURE__ */ promised(str),
  url: /* @__PURE__ */ promised(str),
  html_url: /* @__PURE__ */ promised(str),
  pull_request_url: /* @__PURE__ */ promised(str),
  pull_request_review_id: num,
  in_reply_to_id: num,
  author_association: /* @__PURE__ */ promised(str),
  user: /* @__PURE__ */ one(ShortUser),
  body: /* @__PURE__ */ promised(str),
  body_html: str,
  body_text: str,
  path: /* @__PURE__ */ promised(str),
  diff_hunk: /* @__PURE__ */ promised(str),
  commit_id: /* @__PURE__ */ promised(str),
  original_commit_id: /* @__PURE__ */ promised(str),
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
  created_at: /* @__PURE__ */ promised(date),
  updated_at: /* @__PURE__ */ promised(date),
});
/** A comment on a line of a pull request's diff. Equal by id. */
export interface ReviewComment extends Infer<typeof reviewCommentType> {}
export const ReviewComment: Model<ReviewComment> = reviewCommentType;
