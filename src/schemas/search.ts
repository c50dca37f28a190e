import { date, many, num, one, str, strings } from '../schema/fields.js';
import { model, unreadable, type Field, type Infer, type Model } from '../schema/model.js';
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

const textMatchTermType = /* @__PURE__ */ model('TextMatchTerm', { text: str, indices: offsets });
/** One matched term of a fragment: its text and where it sits in the fragment (`[start, end]`). */
export interface TextMatchTerm extends Infer<typeof textMatchTermType> {}
export const TextMatchTerm: Model<TextMatchTerm> = textMatchTermType;

const textMatchType = /* @__PURE__ */ model('TextMatch', {
  object_url: str,
  object_type: str,
  /** The attribute the fragment comes from (`content`, `path`, `title`, `body`, …). */
  property: str,
  fragment: str,
  matches: /* @__PURE__ */ many(TextMatchTerm),
});
/** Where a search found its terms in a result: a fragment of one attribute, with the terms found in it. */
export interface TextMatch extends Infer<typeof textMatchType> {}
export const TextMatch: Model<TextMatch> = textMatchType;

// What every search result adds to the resource it found. `text_matches` is sent only when the
// text-match media type is asked for (`textMatch: true`); otherwise it is null.
const scored = {
  score: num,
  text_matches: /* @__PURE__ */ many(TextMatch),
};

const codeSearchResultType = /* @__PURE__ */ model('CodeSearchResult', {
  name: str,
  path: str,
  sha: str,
  url: str,
  git_url: str,
  html_url: str,
  repository: /* @__PURE__ */ one(ShortRepository),
  file_size: num,
  language: str,
  last_modified_at: date,
  line_numbers: strings,
  ...scored,
});
/** A file a code search found: where it is, in which repository, how well it matched. */
export interface CodeSearchResult extends Infer<typeof codeSearchResultType> {}
export const CodeSearchResult: Model<CodeSearchResult> = codeSearchResultType;

// Each of these is the resource found, with its score: it is accepted wherever that resource
// is (close a found issue, star a found repository), and `refresh` reads the resource itself.
const issueSearchResultType = /* @__PURE__ */ model('IssueSearchResult', scored, Issue, Issue);
/** An issue or pull request an issue search found: the issue's attributes, `score` and `text_matches`. */
export interface IssueSearchResult extends Infer<typeof issueSearchResultType> {}
export const IssueSearchResult: Model<IssueSearchResult> = issueSearchResultType;

const repositorySearchResultType = /* @__PURE__ */ model('RepositorySearchResult', scored, Repository, Repository);
/** A repository a repository search found: the repository's attributes, `score` and `text_matches`. */
export interface RepositorySearchResult extends Infer<typeof repositorySearchResultType> {}
export const RepositorySearchResult: Model<RepositorySearchResult> = repositorySearchResultType;

const userSearchResultType = /* @__PURE__ */ model('UserSearchResult', scored, User, User);
/** A user or organization a user search found: the account's attributes, `score` and `text_matches`. */
export interface UserSearchResult extends Infer<typeof userSearchResultType> {}
export const UserSearchResult: Model<UserSearchResult> = userSearchResultType;
