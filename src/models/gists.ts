import { bool, date, id, many, mapping, num, one, required, str, wire, promised, gone, promisedBool, promisedDate, promisedStr } from './library/fields.js';
import { fullOf, model, unreadable, type Field, type Infer, type Model } from './library/model.js';
import { ShortUser } from './users.js';

const gistFileType = /* @__PURE__ */ model('GistFile', () => ({
  filename: str,
  /** The media type the service gives the file (`text/plain`, `application/x-ruby`, …). */
  type: str,
  language: str,
  /** Where the whole file is served (gist.githubusercontent.com): read it with `getGistFileContent`. */
  raw_url: str,
  size: num,
  /** True when `content` holds only the start of a large file (about the first megabyte). */
  truncated: bool,
  /** The file's text, in a gist read alone (listings leave it out). */
  content: str,
  /** How `content` is written: `utf-8` (the default) or `base64`. */
  encoding: str,
}));
/** A file of a gist. */
export interface GistFile extends Infer<typeof gistFileType> {}
export const GistFile: Model<GistFile> = gistFileType;

/** The files of a gist, by file name: each a GistFile (an entry the service sends as null is left out). */
const gistFiles: Field<Readonly<Record<string, GistFile>>, false> = {
  key: null,
  required: false,
  read(value, path, reading) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw unreadable(path, 'expected an object of file names to files', value);
    // fromEntries defines each member: a file named `__proto__` stays a file.
    const entries = Object.entries(value as Record<string, unknown>).filter(([, file]) => file !== null && file !== undefined);
    return Object.freeze(Object.fromEntries(entries.map(([name, file]) => [name, GistFile.wrap(file, `${path}.${name}`, undefined, reading)])));
  },
};

/** A member of the nested `change_status` read as an attribute of the revision (`additions`, …). */
/*#__NO_SIDE_EFFECTS__*/
function changeCount(name: string): Field<number, false> {
  return {
    key: 'change_status',
    required: false,
    read(value, path) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) throw unreadable(path, 'expected an object', value);
      const found = (value as Record<string, unknown>)[name];
      return found === undefined || found === null ? (null as unknown as number) : num.read(found, `${path}.${name}`);
    },
  };
}

const gistHistoryType = /* @__PURE__ */ model('GistHistory', () => ({
  /** The API url of the gist at this revision (`…/gists/{id}/{version}`). */
  url: str,
  /** The revision's commit sha. */
  version: str,
  user: /* @__PURE__ */ one(ShortUser),
  committed_at: date,
  /** `{ additions, deletions, total }` as sent. */
  change_status: mapping,
  additions: /* @__PURE__ */ changeCount('additions'),
  deletions: /* @__PURE__ */ changeCount('deletions'),
  total: /* @__PURE__ */ changeCount('total'),
}));
/** One revision of a gist; its `url` addresses the gist as it was then. */
export interface GistHistory extends Infer<typeof gistHistoryType> {}
export const GistHistory: Model<GistHistory> = gistHistoryType;

const gistForkType = /* @__PURE__ */ model('GistFork', () => ({
  /** Gist ids are text on the wire. */
  id: str,
  url: str,
  user: /* @__PURE__ */ one(ShortUser),
  created_at: date,
  updated_at: date,
}));
/** A fork as a gist read alone lists it: who forked it, and the fork's id and url. */
export interface GistFork extends Infer<typeof gistForkType> {}
export const GistFork: Model<GistFork> = gistForkType;

const shortGistType = /* @__PURE__ */ model('ShortGist', () => ({
  /** Gist ids are text on the wire: digits for older gists, hex for newer ones. */
  id: /* @__PURE__ */ required(str),
  node_id: promisedStr,
  url: promisedStr,
  html_url: promisedStr,
  forks_url: promisedStr,
  commits_url: promisedStr,
  comments_url: promisedStr,
  git_pull_url: promisedStr,
  git_push_url: promisedStr,
  description: str,
  public: promisedBool,
  files: /* @__PURE__ */ promised(gistFiles),
  comments_count: /* @__PURE__ */ promised(/* @__PURE__ */ wire('comments', num)),
  comments_enabled: bool,
  owner: /* @__PURE__ */ one(ShortUser),
  /** Always null today (the owner is `owner`). */
  user: /* @__PURE__ */ gone("2026-03-10", /* @__PURE__ */ one(ShortUser)),
  /** True when the service left files out of a gist with very many of them. */
  truncated: bool,
  created_at: promisedDate,
  updated_at: promisedDate,
}));
/** A gist as listings give it: its files without their content. */
export interface ShortGist extends Infer<typeof shortGistType> {}
export const ShortGist: Model<ShortGist> = shortGistType;

const gistType = /* @__PURE__ */ fullOf(
  /* @__PURE__ */ model(
    'Gist',
    () => ({
      forks: /* @__PURE__ */ gone("2026-03-10", /* @__PURE__ */ many(GistFork)),
      history: /* @__PURE__ */ gone("2026-03-10", /* @__PURE__ */ many(GistHistory)),
      /** The gist this one was forked from. */
      fork_of: /* @__PURE__ */ one(ShortGist),
    }),
    ShortGist,
  ),
  ShortGist,
);
/** A gist read alone: its files with their content (see `truncated` on each), forks and history. Its `url` and `id` address it. */
export interface Gist extends Infer<typeof gistType> {}
export const Gist: Model<Gist> = gistType;

const gistCommentType = /* @__PURE__ */ model('GistComment', () => ({
  id,
  node_id: promisedStr,
  /** `…/gists/{gist_id}/comments/{id}`: addresses the comment for its operations. */
  url: promisedStr,
  body: promisedStr,
  user: /* @__PURE__ */ one(ShortUser),
  author_association: promisedStr,
  created_at: promisedDate,
  updated_at: promisedDate,
}));
/** A comment on a gist. */
export interface GistComment extends Infer<typeof gistCommentType> {}
export const GistComment: Model<GistComment> = gistCommentType;
