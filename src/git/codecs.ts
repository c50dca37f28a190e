import { codec, invalid, isRecord, listOf, oneOf, required, text, timestamp } from '../core/codec.js';
import { ValidationError } from '../errors/validation-error.js';
import { objectSha } from '../core/codec.js';
import { refText } from '../core/refs.js';

/** How the git data operations read their arguments: refs, people, parents, tree entries. */

/** A fully qualified ref to create: `refs/` and at least two slashes (`refs/heads/main`), as the service requires. */
export const qualifiedRef = /*#__PURE__*/ codec<string, string>('text', (value, name) => {
  const ref = refText(value, name);
  if (!ref.startsWith('refs/') || ref.split('/').length < 3) throw new ValidationError(name, `must be a full ref such as "refs/heads/main" (starting with "refs/" and holding at least two slashes), not ${JSON.stringify(ref)}`);
  return ref;
}, 'refs/heads/featureA');

/** A ref under `refs/` (`heads/main`, `tags/v1.0`; a leading `refs/` is taken off), sent as one path segment. */
export const shortRef = /*#__PURE__*/ codec<string, string>('segment', (value, name) => {
  const ref = refText(value, name);
  return ref.startsWith('refs/') ? refText(ref.slice('refs/'.length), name) : ref;
}, 'heads/featureA');

/** An author, committer or tagger: a name and an email, and when (a Date or ISO 8601 text; by default now). */
export interface GitPerson {
  name: string;
  email: string;
  date?: Date | string;
}

const PERSON_KEYS = /*#__PURE__*/ new Set(['name', 'email', 'date']);

/** A person of a git object, sent as `{ name, email, date? }`; an unknown member is refused rather than dropped. */
export const gitPerson = /*#__PURE__*/ codec<GitPerson, Record<string, string>>('value', (value, name) => {
  if (!isRecord(value)) throw invalid(name, 'a person { name, email, date? }', value);
  for (const key of Object.keys(value)) if (!PERSON_KEYS.has(key)) throw new ValidationError(`${name}.${key}`, 'is not a member of a person (name, email, date)');
  const person: Record<string, string> = { name: required(value.name, `${name}.name`), email: required(value.email, `${name}.email`) };
  if (value.date !== undefined) person.date = timestamp(value.date, `${name}.date`);
  return person;
}, { name: 'Mona Octocat', email: 'octocat@github.com', date: '2008-07-09T16:13:30+12:00' });

/** The parents of a new commit, always sent as a list: one sha becomes `[sha]`; an empty list makes a root commit. */
export const parents = /*#__PURE__*/ codec<string | { readonly sha: string | null } | readonly (string | { readonly sha: string | null })[], string[]>(
  'list',
  (value, name) => (Array.isArray(value) ? value.map((sha, i) => objectSha(sha, `${name}[${i}]`)) : [objectSha(value, name)]),
  ['7d1b31e74ee336d15cbd21741bc88a537ed063a0'],
);

/** The type of object a tag points at. */
export const objectType = /*#__PURE__*/ oneOf('commit', 'tree', 'blob');

/** One entry of a tree to create. Give `sha` (an existing object; null deletes the path from `baseTree`) or `content` (a new file), not both. */
export interface NewTreeEntry {
  path: string;
  /** `100644` file, `100755` executable, `040000` subdirectory, `160000` submodule, `120000` symlink. */
  mode: '100644' | '100755' | '040000' | '160000' | '120000';
  type: 'blob' | 'tree' | 'commit';
  sha?: string | null;
  content?: string;
}

const ENTRY_KEYS = /*#__PURE__*/ new Set(['path', 'mode', 'type', 'sha', 'content']);
const mode = /*#__PURE__*/ oneOf('100644', '100755', '040000', '160000', '120000');
const entryType = /*#__PURE__*/ oneOf('blob', 'tree', 'commit');

const treeEntry = /*#__PURE__*/ codec<NewTreeEntry, Record<string, unknown>>('value', (value, name) => {
  if (!isRecord(value)) throw invalid(name, 'a tree entry { path, mode, type, sha or content }', value);
  for (const key of Object.keys(value)) if (!ENTRY_KEYS.has(key)) throw new ValidationError(`${name}.${key}`, 'is not a member of a tree entry (path, mode, type, sha, content)');
  const entry: Record<string, unknown> = { path: required(value.path, `${name}.path`), mode: mode(value.mode, `${name}.mode`), type: entryType(value.type, `${name}.type`) };
  const hasSha = value.sha !== undefined;
  if (hasSha === (value.content !== undefined)) throw new ValidationError(name, 'needs either sha or content (not both)');
  if (hasSha) entry.sha = value.sha === null ? null : objectSha(value.sha, `${name}.sha`);
  else entry.content = text(value.content, `${name}.content`);
  return entry;
}, { path: 'file.rb', mode: '100644', type: 'blob', sha: '44b4fc6d56897b048c772eb4087f854f46256132' });

/** The entries of a new tree: at least one. */
export const treeEntries = /*#__PURE__*/ listOf(treeEntry, { nonEmpty: true });
