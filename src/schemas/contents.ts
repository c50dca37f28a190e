import { ValidationError } from '../errors/validation-error.js';
import { mapping, num, str, wire } from '../schema/fields.js';
import { model, unreadable, type Infer, type Model } from '../schema/model.js';

const contentsType = /* @__PURE__ */ model('Contents', {
  type: str,
  name: str,
  path: str,
  sha: str,
  size: num,
  url: str,
  html_url: str,
  git_url: str,
  download_url: str,
  /** `base64` for a file's content; `none` when the file is too large to be included. */
  encoding: str,
  content: str,
  /** The link target of a symlink. */
  target: str,
  submodule_git_url: str,
  links: /* @__PURE__ */ wire('_links', mapping),
});
/** A file, directory entry, symlink or submodule of a repository (`GET …/contents/{path}`). Equal by sha. */
export interface Contents extends Infer<typeof contentsType> {}
export const Contents: Model<Contents> = contentsType;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The bytes of a file's content (base64 on the wire, broken into lines), or null when the
 * answer carries none (a directory, or a file too large to be included). No request.
 */
export function decodeContents(contents: Pick<Infer<typeof Contents>, 'content' | 'encoding'>): Uint8Array | null {
  if (typeof contents !== 'object' || contents === null) throw new ValidationError('contents', 'must be parsed contents (with content and encoding)');
  const { content, encoding } = contents;
  if (content !== null && typeof content !== 'string') throw new ValidationError('contents', 'must be parsed contents (with content and encoding)');
  if (content === null || (encoding !== null && encoding !== 'base64')) return null;
  const text = content.replace(/\s+/g, '');
  if (!BASE64.test(text) || text.length % 4 === 1) throw unreadable('content', 'expected base64 text', content);
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
