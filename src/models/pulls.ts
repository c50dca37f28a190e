import { bool, date, id, many, mapping, num, one, str, urlt, wire, promised, gone, promisedBool, promisedDate, promisedNum, promisedStr } from './library/fields.js';
import { fullOf, model, unreadable, type Field, type Infer, type Model } from './library/model.js';
import { labelList, Milestone } from './labels.js';
import { ShortTeam } from './teams.js';
import { ShortRepository } from './repositories.js';
import { ShortUser } from './users.js';

type Repo = Infer<typeof ShortRepository>;

function repoObject(value: unknown, path: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw unreadable(path, 'expected a repository object', value);
  return value as Record<string, unknown>;
}

/** `repo` read as `[owner login, name]`, the pair a caller passes on to repository operations; null when the repository does not say. */
const ownerAndName: Field<readonly [string, string] | null, false> = {
  key: 'repo',
  required: false,
  read(value, path) {
    const repo = repoObject(value, path);
    const login = (repo.owner as { login?: unknown } | null | undefined)?.login;
    return typeof login === 'string' && typeof repo.name === 'string' ? Object.freeze([login, repo.name] as const) : null;
  },
};

const pullDestinationType = /* @__PURE__ */ model('PullDestination', () => ({
  ref: promisedStr,
  label: str,
  sha: promisedStr,
  user: /* @__PURE__ */ one(ShortUser),
  repository: /* @__PURE__ */ wire('repo', /* @__PURE__ */ one(ShortRepository)),
  repo: ownerAndName,
}));
/** The head or base of a pull request. Head and Base have the same fields. */
export interface PullDestination extends Infer<typeof pullDestinationType> {}
export const PullDestination: Model<PullDestination> = pullDestinationType;

/** Which end a destination is, for the older form's `direction`: known from where it sits, not from its own data. */
const end = (direction: 'Head' | 'Base'): Field<'Head' | 'Base', false> => ({ key: 'ref', required: false, read: () => direction });

const headType = /* @__PURE__ */ model('Head', () => ({ direction: end('Head') }), PullDestination);
/** A pull request's head (the changes); `direction` is `Head`. */
export interface Head extends Infer<typeof headType> {}
export const Head: Model<Head> = headType;
const baseType = /* @__PURE__ */ model(
  'Base',
  () => ({
    direction: end('Base'),
    // A base always has its label and repository (a head's may be gone with a deleted fork).
    label: promisedStr,
    repository: /* @__PURE__ */ promised(/* @__PURE__ */ wire('repo', /* @__PURE__ */ one(ShortRepository))),
  }),
  PullDestination,
);
/** A pull request's base (where they go); `direction` is `Base`. Unlike a head, its `label` and `repository` are always there. */
export interface Base extends Infer<typeof baseType> {}
export const Base: Model<Base> = baseType;

/** The repository a pull request targets: the one inside `base`. */
const baseRepository: Field<Repo | null, false> = {
  key: 'base',
  required: false,
  read(value, path, reading) {
    const repo = repoObject(value, path).repo;
    return repo === null || repo === undefined ? null : ShortRepository.wrap(repo, `${path}.repo`, undefined, reading);
  },
};

const shortPullRequestType = /* @__PURE__ */ model('ShortPullRequest', () => ({
  id,
  node_id: promisedStr,
  number: promisedNum,
  url: promisedStr,
  html_url: promisedStr,
  diff_url: promisedStr,
  patch_url: promisedStr,
  issue_url: promisedStr,
  commits_url: promisedStr,
  comments_url: promisedStr,
  review_comments_url: promisedStr,
  review_comment_urlt: /* @__PURE__ */ promised(/* @__PURE__ */ urlt('review_comment_url')),
  statuses_url: promisedStr,
  state: promisedStr,
  locked: promisedBool,
  active_lock_reason: str,
  draft: bool,
  title: promisedStr,
  body: str,
  body_html: str,
  body_text: str,
  author_association: promisedStr,
  user: /* @__PURE__ */ one(ShortUser),
  assignee: /* @__PURE__ */ gone("2026-03-10", /* @__PURE__ */ one(ShortUser)),
  assignees: /* @__PURE__ */ many(ShortUser),
  requested_reviewers: /* @__PURE__ */ many(ShortUser),
  requested_teams: /* @__PURE__ */ many(ShortTeam),
  labels: /* @__PURE__ */ promised(labelList),
  milestone: /* @__PURE__ */ one(Milestone),
  base: /* @__PURE__ */ promised(/* @__PURE__ */ one(Base)),
  head: /* @__PURE__ */ promised(/* @__PURE__ */ one(Head)),
  repository: baseRepository,
  links: /* @__PURE__ */ promised(/* @__PURE__ */ wire('_links', mapping)),
  merge_commit_sha: /* @__PURE__ */ gone("2026-03-10", str),
  auto_merge: mapping,
  created_at: promisedDate,
  updated_at: promisedDate,
  closed_at: date,
  merged_at: date,
}));
/** A pull request as listed (summary). Equal by id. */
export interface ShortPullRequest extends Infer<typeof shortPullRequestType> {}
export const ShortPullRequest: Model<ShortPullRequest> = shortPullRequestType;

const pullRequestType = /* @__PURE__ */ fullOf(/* @__PURE__ */ model(
  'PullRequest',
  () => ({
    additions_count: /* @__PURE__ */ promised(/* @__PURE__ */ wire('additions', num)),
    deletions_count: /* @__PURE__ */ promised(/* @__PURE__ */ wire('deletions', num)),
    changed_files_count: /* @__PURE__ */ promised(/* @__PURE__ */ wire('changed_files', num)),
    comments_count: /* @__PURE__ */ promised(/* @__PURE__ */ wire('comments', num)),
    commits_count: /* @__PURE__ */ promised(/* @__PURE__ */ wire('commits', num)),
    review_comments_count: /* @__PURE__ */ promised(/* @__PURE__ */ wire('review_comments', num)),
    mergeable: bool,
    mergeable_state: promisedStr,
    rebaseable: bool,
    maintainer_can_modify: promisedBool,
    merged: promisedBool,
    merged_by: /* @__PURE__ */ one(ShortUser),
  }),
  ShortPullRequest,
), ShortPullRequest);
/** A pull request as retrieved alone: adds counts, mergeability and who merged it. */
export interface PullRequest extends Infer<typeof pullRequestType> {}
export const PullRequest: Model<PullRequest> = pullRequestType;
