import { bool, date, id, many, mapping, num, one, str, urlt, wire } from '../schema/fields.js';
import { model } from '../schema/model.js';
import { labelList, Milestone } from './labels.js';
import { ShortRepository } from './repositories.js';
import { ShortUser } from './users.js';

/** An issue as listed (summary, §2.7). */
export const ShortIssue = model('ShortIssue', {
  id,
  node_id: str,
  number: num,
  url: str,
  html_url: str,
  repository_url: str,
  comments_url: str,
  events_url: str,
  timeline_url: str,
  labels_urlt: urlt('labels_url'),
  title: str,
  body: str,
  state: str,
  state_reason: str,
  locked: bool,
  active_lock_reason: str,
  draft: bool,
  author_association: str,
  user: one(ShortUser),
  assignee: one(ShortUser),
  assignees: many(ShortUser),
  milestone: one(Milestone),
  original_labels: wire('labels', labelList),
  comments_count: wire('comments', num),
  pull_request_urls: wire('pull_request', mapping),
  repository: one(ShortRepository),
  reactions: mapping,
  created_at: date,
  updated_at: date,
  closed_at: date,
});

/** An issue as retrieved alone: adds the rendered bodies and who closed it. */
export const Issue = model(
  'Issue',
  {
    body_html: str,
    body_text: str,
    closed_by: one(ShortUser),
  },
  ShortIssue,
);
ShortIssue.full = Issue;
