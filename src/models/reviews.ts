import { date, id, many, mapping, one, str, wire, promised, promisedStr } from './library/fields.js';
import { model, type Infer, type Model } from './library/model.js';
import { ShortTeam } from './teams.js';
import { ShortUser } from './users.js';

const pullReviewType = /* @__PURE__ */ model('PullReview', () => ({
  id,
  node_id: promisedStr,
  user: /* @__PURE__ */ one(ShortUser),
  body: promisedStr,
  body_html: str,
  body_text: str,
  /** `PENDING` until submitted; then `APPROVED`, `CHANGES_REQUESTED`, `COMMENTED` or `DISMISSED`. */
  state: promisedStr,
  commit_id: str,
  html_url: promisedStr,
  pull_request_url: promisedStr,
  author_association: promisedStr,
  links: /* @__PURE__ */ promised(/* @__PURE__ */ wire('_links', mapping)),
  /** Null while the review is pending. */
  submitted_at: date,
}));
/** A review of a pull request. Equal by id. */
export interface PullReview extends Infer<typeof pullReviewType> {}
export const PullReview: Model<PullReview> = pullReviewType;

const reviewRequestsType = /* @__PURE__ */ model('ReviewRequests', () => ({
  users: /* @__PURE__ */ promised(/* @__PURE__ */ many(ShortUser)),
  teams: /* @__PURE__ */ promised(/* @__PURE__ */ many(ShortTeam)),
}));
/** The reviewers a pull request waits for: users and teams. */
export interface ReviewRequests extends Infer<typeof reviewRequestsType> {}
export const ReviewRequests: Model<ReviewRequests> = reviewRequestsType;
