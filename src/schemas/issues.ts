import { bool, date, id, many, mapping, num, one, str, urlt, wire } from '../schema/fields.js';
import { fullOf, model } from '../schema/model.js';
import { labelList, Milestone } from './labels.js';
import { ShortRepository } from './repositories.js';
import { ShortUser } from './users.js';

/** An issue as listed (summary, §2.7). */
export const ShortIssue = /* @__PURE__ */ model('ShortIssue', {
  id,
  node_id: str,
  number: num,
  url: str,
  html_url: str,
  repository_url: str,
  comments_url: str,
  events_url: str,
  timeline_url: str,
  labels_urlt: /* @__PURE__ */ urlt('labels_url'),
  title: str,
  body: str,
  state: str,
  state_reason: str,
  locked: bool,
  active_lock_reason: str,
  draft: bool,
  author_association: str,
  user: /* @__PURE__ */ one(ShortUser),
  assignee: /* @__PURE__ */ one(ShortUser),
  assignees: /* @__PURE__ */ many(ShortUser),
  milestone: /* @__PURE__ */ one(Milestone),
  original_labels: /* @__PURE__ */ wire('labels', labelList),
  comments_count: /* @__PURE__ */ wire('comments', num),
  pull_request_urls: /* @__PURE__ */ wire('pull_request', mapping),
  repository: /* @__PURE__ */ one(ShortRepository),
  reactions: mapping,
  created_at: date,
  updated_at: date,
  closed_at: date,
});

/** An issue as retrieved alone: adds the rendered bodies and who closed it. */
export const Issue = /* @__PURE__ */ fullOf(/* @__PURE__ */ model(
  'Issue',
  {
    body_html: str,
    body_text: str,
    closed_by: /* @__PURE__ */ one(ShortUser),
  },
  ShortIssue,
), ShortIssue);
