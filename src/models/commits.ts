import { date, json, many, mapping, num, one, str, wire, promised, promisedJson, promisedMapping, promisedNum, promisedStr } from './library/fields.js';
import { fullOf, model, unreadable, type Field, type Infer, type Model } from './library/model.js';
import { PullFile } from './pull-files.js';
import { ShortUser } from './users.js';

/**
 * A member of a nested wire object read as an attribute of its parent (`stats.additions` as
 * `additions`): the attributes the document names on the parent, kept in one place on the wire.
 */
/*#__NO_SIDE_EFFECTS__*/
function member<T>(inner: Field<T, false>, name: string): Field<T, false> {
  return {
    key: null,
    required: false,
    read(value, path, reading) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) throw unreadable(path, 'expected an object', value);
      const found = (value as Record<string, unknown>)[name];
      return found === undefined || found === null ? (null as unknown as T) : inner.read(found, `${path}.${name}`, reading);
    },
  };
}

const gitActorType = /* @__PURE__ */ model('GitActor', () => ({
  name: str,
  email: str,
  /** When it was authored, committed or tagged. */
  date,
}));
/** The author, committer or tagger git records: a name, an email and a time (not a GitHub account). */
export interface GitActor extends Infer<typeof gitActorType> {}
export const GitActor: Model<GitActor> = gitActorType;

const commitType = /* @__PURE__ */ model('Commit', () => ({
  sha: str,
  node_id: str,
  url: promisedStr,
  html_url: str,
  message: promisedStr,
  author: /* @__PURE__ */ one(GitActor),
  committer: /* @__PURE__ */ one(GitActor),
  /** `{ sha, url }` of the commit's tree. */
  tree: promisedMapping,
  /** `[{ sha, url, html_url }]` of the parent commits: none for a root commit, several for a merge. */
  parents: json,
  /** The signature check: `{ verified, reason, signature, payload }`. */
  verification: mapping,
  comment_count: num,
}));
/**
 * A commit as git stores it (the git data API, and the `commit` of a repository commit).
 * Equal by sha. Inside a repository commit `sha` is null: the sha is the repository commit's.
 */
export interface Commit extends Infer<typeof commitType> {}
export const Commit: Model<Commit> = commitType;

const shortCommitType = /* @__PURE__ */ model('ShortCommit', () => ({
  sha: promisedStr,
  node_id: promisedStr,
  url: promisedStr,
  html_url: promisedStr,
  comments_url: promisedStr,
  /** The git data: message, author and committer names and dates, tree, verification. */
  commit: /* @__PURE__ */ promised(/* @__PURE__ */ one(Commit)),
  /** The commit message (the git data's). */
  message: /* @__PURE__ */ promised(/* @__PURE__ */ wire('commit', /* @__PURE__ */ member(str, 'message'))),
  author: /* @__PURE__ */ one(ShortUser),
  committer: /* @__PURE__ */ one(ShortUser),
  /** `[{ sha, url, html_url }]` of the parent commits. */
  parents: promisedJson,
}));
/**
 * A commit of a repository as listed (a pull request's, a branch's, a comparison's). Equal by
 * sha. `author` and `committer` are the accounts GitHub matched to the commit (null when none
 * matched); the names git recorded are in `commit`.
 */
export interface ShortCommit extends Infer<typeof shortCommitType> {}
export const ShortCommit: Model<ShortCommit> = shortCommitType;

const commitFileType = /* @__PURE__ */ model('CommitFile', () => ({}), PullFile);
/** A file a commit or a comparison changes: the fields of a pull request's file. */
export interface CommitFile extends Infer<typeof commitFileType> {}
export const CommitFile: Model<CommitFile> = commitFileType;

const repoCommitType = /* @__PURE__ */ fullOf(
  /* @__PURE__ */ model(
    'RepoCommit',
    () => ({
      /** The files changed (at most 300 on one page of the answer). */
      files: /* @__PURE__ */ many(CommitFile),
      /** `{ additions, deletions, total }`. */
      stats: mapping,
      additions: /* @__PURE__ */ wire('stats', /* @__PURE__ */ member(num, 'additions')),
      deletions: /* @__PURE__ */ wire('stats', /* @__PURE__ */ member(num, 'deletions')),
      total: /* @__PURE__ */ wire('stats', /* @__PURE__ */ member(num, 'total')),
    }),
    ShortCommit,
  ),
  ShortCommit,
);
/** A commit of a repository with the files it changed and its line counts. Equal by sha. */
export interface RepoCommit extends Infer<typeof repoCommitType> {}
export const RepoCommit: Model<RepoCommit> = repoCommitType;

const comparisonType = /* @__PURE__ */ model('Comparison', () => ({
  url: promisedStr,
  html_url: promisedStr,
  permalink_url: promisedStr,
  diff_url: promisedStr,
  patch_url: promisedStr,
  base_commit: /* @__PURE__ */ promised(/* @__PURE__ */ one(ShortCommit)),
  merge_base_commit: /* @__PURE__ */ promised(/* @__PURE__ */ one(ShortCommit)),
  /** `ahead`, `behind`, `diverged` or `identical`: where head stands against base. */
  status: promisedStr,
  ahead_by: promisedNum,
  behind_by: promisedNum,
  total_commits: promisedNum,
  /** The commits from base to head, oldest first (at most 250). */
  commits: /* @__PURE__ */ promised(/* @__PURE__ */ many(ShortCommit)),
  files: /* @__PURE__ */ many(CommitFile),
}));
/** The difference between two commits of a repository. Equal by its commits. */
export interface Comparison extends Infer<typeof comparisonType> {}
export const Comparison: Model<Comparison> = comparisonType;
