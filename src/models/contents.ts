import { ValidationError } from '../errors/validation-error.js';
import { mapping, one, str, wire, promised, promisedMapping, promisedNum, promisedStr } from './library/fields.js';
import { model, unpromised, unreadable, type Field, type Infer, type Model } from './library/model.js';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function base64Bytes(content: string, path: string): Uint8Array {
  const text = content.replace(/\s+/g, '');
  if (!BASE64.test(text) || text.length % 4 === 1) throw unreadable(path, 'expected base64 text', content);
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * The bytes of a base64 `content` member. A Uint8Array cannot be frozen, so each read hands
 * out its own copy: no caller can change what another reads.
 */
export const decodedContent: Field<Uint8Array, false> = {
  key: 'content',
  required: false,
  read: (value, path) => {
    if (typeof value !== 'string') throw unreadable(path, 'expected base64 text', value);
    return base64Bytes(value, path);
  },
  copy: (bytes) => (bytes as Uint8Array).slice(),
};

/**
 * The `content` member's bytes read as UTF-8 text (a byte sequence that is not UTF-8 reads as
 * U+FFFD). A property, not a method: parsed data is fields only, null where there is no content.
 */
export const contentText: Field<string, false> = {
  key: 'content',
  required: false,
  read: (value, path) => {
    if (typeof value !== 'string') throw unreadable(path, 'expected base64 text', value);
    return new TextDecoder().decode(base64Bytes(value, path));
  },
};

const contentsType = /* @__PURE__ */ model('Contents', () => ({
  type: promisedStr,
  name: promisedStr,
  path: promisedStr,
  sha: promisedStr,
  size: promisedNum,
  url: promisedStr,
  html_url: str,
  git_url: str,
  download_url: str,
  /** `base64` for a file's content; `none` when the file is too large to be included. */
  encoding: str,
  content: str,
  /** The link target of a symlink. */
  target: str,
  submodule_git_url: str,
  links: /* @__PURE__ */ promised(/* @__PURE__ */ wire('_links', mapping)),
  /**
   * The content's bytes (base64 on the wire); null when the answer carries no content (a
   * directory entry). A file over 1 MB read by `getContents` comes with `encoding: 'none'` and
   * empty content: `getFileContents` reads such a file's bytes from its blob.
   */
  decoded: decodedContent,
  /** The content as UTF-8 text; null as for `decoded`. */
  text: contentText,
}));
/** A file, directory entry, symlink or submodule of a repository (`GET …/contents/{path}`). Equal by sha. */
export interface Contents extends Infer<typeof contentsType> {}
export const Contents: Model<Contents> = contentsType;

/**
 * The bytes of a file's content (base64 on the wire, broken into lines), or null when the
 * answer carries none (a directory, or a file too large to be included). No request.
 * @example
 * ```ts
 * import { createSession, decodeContents } from 'hubops';
 * import { getFileContents } from 'hubops/repos';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * const readme = await getFileContents(session, 'octocat/Hello-World', 'README');
 * console.log(new TextDecoder().decode(decodeContents(readme) ?? new Uint8Array()));
 * ```
 */
export function decodeContents(contents: Pick<Infer<typeof Contents>, 'content' | 'encoding'>): Uint8Array | null {
  if (typeof contents !== 'object' || contents === null) throw new ValidationError('contents', 'must be parsed contents (with content and encoding)');
  const { content, encoding } = contents;
  if (content !== null && typeof content !== 'string') throw new ValidationError('contents', 'must be parsed contents (with content and encoding)');
  if (content === null || (encoding !== null && encoding !== 'base64')) return null;
  return base64Bytes(content, 'content');
}

const fileCommitType = /* @__PURE__ */ model('FileCommit', () => ({
  /** The file as Contents, but GitHub promises none of its fields here (null when the commit deleted it). */
  content: /* @__PURE__ */ one(/* @__PURE__ */ unpromised(contentsType)),
  /** The git commit that added the file (`sha`, `message`, `author`, `committer`, `tree`, `parents`, …), as received. */
  commit: promisedMapping,
}));
/** What creating a file answers: the file's Contents and the commit that added it. */
export interface FileCommit extends Infer<typeof fileCommitType> {}
export const FileCommit: Model<FileCommit> = fileCommitType;
