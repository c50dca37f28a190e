import { id, many, mapping, one, str, promisedDate, promisedStr } from './library/fields.js';
import { model, type Infer, type Model } from './library/model.js';
import { ShortIssue } from './issues.js';
import { IssueLabel } from './labels.js';
import { ShortTeam } from './teams.js';
import { ShortUser } from './users.js';

const issueRenameType = /* @__PURE__ */ model('IssueRename', () => ({ from: promisedStr, to: promisedStr }));
/** The title change an issue's `renamed` event carries. */
export interface IssueRename extends Infer<typeof issueRenameType> {}
export const IssueRename: Model<IssueRename> = issueRenameType;

const eventMilestoneType = /* @__PURE__ */ model('EventMilestone', () => ({ title: promisedStr }));
/** The milestone a `milestoned` / `demilestoned` event names: the service sends only its title. */
export interface EventMilestone extends Infer<typeof eventMilestoneType> {}
export const EventMilestone: Model<EventMilestone> = eventMilestoneType;

const issueEventType = /* @__PURE__ */ model('IssueEvent', () => ({
  id,
  node_id: promisedStr,
  url: promisedStr,
  actor: /* @__PURE__ */ one(ShortUser),
  event: promisedStr,
  commit_id: str,
  commit_url: str,
  created_at: promisedDate,
  author_association: str,
  assignee: /* @__PURE__ */ one(ShortUser),
  assigner: /* @__PURE__ */ one(ShortUser),
  review_requester: /* @__PURE__ */ one(ShortUser),
  requested_reviewer: /* @__PURE__ */ one(ShortUser),
  /** The older form of review requests: a list of users. */
  requested_reviewers: /* @__PURE__ */ many(ShortUser),
  requested_team: /* @__PURE__ */ one(ShortTeam),
  /** A label event carries the label's name and colour only. */
  label: /* @__PURE__ */ one(IssueLabel),
  milestone: /* @__PURE__ */ one(EventMilestone),
  rename: /* @__PURE__ */ one(IssueRename),
  lock_reason: str,
  state_reason: str,
  dismissed_review: mapping,
  performed_via_github_app: mapping,
}));
/**
 * Something that happened to an issue. `event` is kept as the service's string
 * (closed, reopened, labeled, renamed, …): new kinds appear without notice. `commit_id` and
 * `commit_url` are null unless a commit caused the event. Equal by url.
 */
export interface IssueEvent extends Infer<typeof issueEventType> {}
export const IssueEvent: Model<IssueEvent> = issueEventType;

const repositoryIssueEventType = /* @__PURE__ */ model('RepositoryIssueEvent', () => ({ issue: /* @__PURE__ */ one(ShortIssue) }), IssueEvent);
/** An issue event from a repository's listing: adds the issue it happened to. */
export interface RepositoryIssueEvent extends Infer<typeof repositoryIssueEventType> {}
export const RepositoryIssueEvent: Model<RepositoryIssueEvent> = repositoryIssueEventType;
