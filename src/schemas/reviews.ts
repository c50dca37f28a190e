import { date, id, many, mapping, one, str, wire } from '../schema/fields.js';
import { model } from '../schema/model.js';
import { ShortTeam } from './organizations.js';
import { ShortUser } from './users.js';

/** A review of a pull request (§4.7). Equal by id. */
export const PullReview = model('PullReview', {
  id,
  node_id: str,
  user: one(ShortUser),
  body: str,
  body_html: str,
  body_text: str,
  /** `PENDING` until submitted; then `APPROVED`, `CHANGES_REQUESTED`, `COMMENTED` or `DISMISSED`. */
  state: str,
  commit_id: str,
  html_url: str,
  pull_request_url: str,
  author_association: str,
  links: wire('_links', mapping),
  /** Null while the review is pending. */
  submitted_at: date,
});

/** The reviewers a pull request waits for: users and teams. */
export const ReviewRequests = model('ReviewRequests', {
  users: many(ShortUser),
  teams: many(ShortTeam),
});
