import { date, many, num, one, promised, str, strings, promisedNum, promisedStr } from './library/fields.js';
import { model, unpromised, unreadable, type Field, type Infer, type Model } from './library/model.js';
import { Issue } from './issues.js';
import { Repository, ShortRepository } from './repositories.js';
import { User } from './users.js';

/** Character offsets, a start and an end. */
const offsets: Field<readonly number[], false> = {
  key: null,
  required: false,
  read(value, path) {
    if (!Array.isArray(value) || !value.every((n) => typeof n === 'number' && Number.isInteger(n))) throw unreadable(path, 'expected a list of whole numbers', value);
    return Object.freeze([...value] as number[]);
  },
};

const textMatchTermType = /* @__PURE__ */ model('TextMatchTerm', () => ({ text: str, indices: offsets }));
/** One matched term of a fragment: its text and where it sits in the fragment (`[start, end]`). */
export interface TextMatchTerm extends Infer<typeof textMatchTermType> {}
export const TextMatchTerm: Model<TextMatchTerm> = textMatchTermType;

const textMatchType = /* @__PURE__ */ model('TextMatch', () => ({
  object_url: str,
  object_type: str,
  /** The attribute the fragment comes from (`content`, `path`, `title`, `body`, …). */
  property: str,
  fragment: str,
  matches: /* @__PURE__ */ many(TextMatchTerm),
}));
/** Where a search found its terms in a result: a fragment of one attribute, with the terms found in it. */
export interface TextMatch extends Infer<typeof textMatchType> {}
export const TextMatch: Model<TextMatch> = textMatchType;

// What every search result adds to the resource it found. `text_matches` is sent only when the
// text-match media type is asked for (`textMatch: true`); otherwise it is null.
const scored = {
  score: promisedNum,
  text_matches: /* @__PURE__ */ many(TextMatch),
};

const codeSearchResultType = /* @__PURE__ */ model('CodeSearchResult', () => ({
  name: promisedStr,
  path: promisedStr,
  sha: promisedStr,
  url: promisedStr,
  git_url: promisedStr,
  html_url: promisedStr,
  repository: /* @__PURE__ */ promised(/* @__PURE__ */ one(ShortRepository)),
  file_size: num,
  language: str,
  last_modified_at: date,
  line_numbers: strings,
  ...scored,
}));
/** A file a code search found: where it is, in which repository, how well it matched. */
export interface CodeSearchResult extends Infer<typeof codeSearchResultType> {}
export const CodeSearchResult: Model<CodeSearchResult> = codeSearchResultType;

// Each of these is the resource found, with its score: it is accepted wherever that resource
// is (close a found issue, star a found repository), and `refresh` reads the resource itself.
// A result promises what GitHub's description makes the search item's schema promise, not every promise of the resource.
const issueSearchResultType = /* @__PURE__ */ model('IssueSearchResult', scored, /* @__PURE__ */ unpromised(Issue, 'id', 'node_id', 'number', 'url', 'html_url', 'repository_url', 'comments_url', 'events_url', 'labels_urlt', 'title', 'state', 'locked', 'author_association', 'original_labels', 'comments_count', 'created_at', 'updated_at'), Issue);
/** An issue or pull request an issue search found: the issue's attributes, `score` and `text_matches`. */
export interface IssueSearchResult extends Infer<typeof issueSearchResultType> {}
export const IssueSearchResult: Model<IssueSearchResult> = issueSearchResultType;

const repositorySearchResultType = /* @__PURE__ */ model('RepositorySearchResult', scored, /* @__PURE__ */ unpromised(Repository, 'id', 'node_id', 'name', 'full_name', 'private', 'fork', 'url', 'html_url', 'contributors_url', 'deployments_url', 'downloads_url', 'events_url', 'forks_url', 'hooks_url', 'languages_url', 'merges_url', 'stargazers_url', 'subscribers_url', 'subscription_url', 'tags_url', 'teams_url', 'archive_urlt', 'assignees_urlt', 'blobs_urlt', 'branches_urlt', 'collaborators_urlt', 'comments_urlt', 'commits_urlt', 'compare_urlt', 'contents_urlt', 'git_commits_urlt', 'git_refs_urlt', 'git_tags_urlt', 'issue_comment_urlt', 'issue_events_urlt', 'issues_urlt', 'keys_urlt', 'labels_urlt', 'milestones_urlt', 'notifications_urlt', 'pulls_urlt', 'releases_urlt', 'statuses_urlt', 'trees_urlt', 'archived', 'disabled', 'clone_url', 'git_url', 'ssh_url', 'svn_url', 'default_branch', 'created_at', 'pushed_at', 'updated_at', 'forks_count', 'open_issues_count', 'size', 'stargazers_count', 'watchers_count', 'has_downloads', 'has_issues', 'has_pages', 'has_projects', 'has_wiki'), Repository);
/** A repository a repository search found: the repository's attributes, `score` and `text_matches`. */
export interface RepositorySearchResult extends Infer<typeof repositorySearchResultType> {}
export const RepositorySearchResult: Model<RepositorySearchResult> = repositorySearchResultType;

const userSearchResultType = /* @__PURE__ */ model('UserSearchResult', scored, /* @__PURE__ */ unpromised(User, 'id', 'login', 'node_id', 'type', 'site_admin', 'url', 'html_url', 'avatar_url', 'events_urlt', 'followers_url', 'following_urlt', 'gists_urlt', 'starred_urlt', 'organizations_url', 'received_events_url', 'repos_url', 'subscriptions_url'), User);
/** A user or organization a user search found: the account's attributes, `score` and `text_matches`. */
export interface UserSearchResult extends Infer<typeof userSearchResultType> {}
export const UserSearchResult: Model<UserSearchResult> = userSearchResultType;
