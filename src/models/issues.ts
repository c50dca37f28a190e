import { bool, date, id, many, mapping, num, one, str, urlt, wire, promised, gone, promisedBool, promisedDate, promisedNum, promisedStr } from './library/fields.js';
import { fullOf, model, type Infer, type Model } from './library/model.js';
import { labelList, Milestone } from './labels.js';
import { ShortRepository } from './repositories.js';
import { ShortUser } from './users.js';

const shortIssueType = /* @__PURE__ */ model('ShortIssue', () => ({
  id,
  node_id: promisedStr,
  number: promisedNum,
  url: promisedStr,
  html_url: promisedStr,
  repository_url: promisedStr,
  comments_url: promisedStr,
  events_url: promisedStr,
  timeline_url: str,
  labels_urlt: /* @__PURE__ */ promised(/* @__PURE__ */ urlt('labels_url')),
  title: promisedStr,
  body: str,
  state: promisedStr,
  state_reason: str,
  locked: promisedBool,
  active_lock_reason: str,
  draft: bool,
  author_association: str,
  user: /* @__PURE__ */ one(ShortUser),
  assignee: /* @__PURE__ */ gone("2026-03-10", /* @__PURE__ */ one(ShortUser)),
  assignees: /* @__PURE__ */ many(ShortUser),
  milestone: /* @__PURE__ */ one(Milestone),
  original_labels: /* @__PURE__ */ promised(/* @__PURE__ */ wire('labels', labelList)),
  comments_count: /* @__PURE__ */ promised(/* @__PURE__ */ wire('comments', num)),
  pull_request_urls: /* @__PURE__ */ wire('pull_request', mapping),
  repository: /* @__PURE__ */ one(ShortRepository),
  reactions: mapping,
  created_at: promisedDate,
  updated_at: promisedDate,
  closed_at: date,
}));
/** An issue as listed (summary). */
export interface ShortIssue extends Infer<typeof shortIssueType> {}
export const ShortIssue: Model<ShortIssue> = shortIssueType;

const issueType = /* @__PURE__ */ fullOf(/* @__PURE__ */ model(
  'Issue',
  () => ({
    body_html: str,
    body_text: str,
    closed_by: /* @__PURE__ */ one(ShortUser),
  }),
  ShortIssue,
), ShortIssue);
/** An issue as retrieved alone: adds the rendered bodies and who closed it. */
export interface Issue extends Infer<typeof issueType> {}
export const Issue: Model<Issue> = issueType;
