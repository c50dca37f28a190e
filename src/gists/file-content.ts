import { checkSession, invalid, isRecord } from '../core/codec.js';
import { composed, text } from '../core/operation.js';
import type { CallOptions, Session } from '../core/types.js';
import { ValidationError } from '../errors/validation-error.js';
import type { GistFile, ShortGist } from '../models/gists.js';
import { getGist } from './gists.js';
import type { GistRef } from './refs.js';

/** A gist file as parsed data gives it (a GistFile), or anything with its `raw_url`. */
export type GistFileRef = Pick<GistFile, 'raw_url'> & Partial<Pick<GistFile, 'content' | 'truncated' | 'encoding'>>;

function callOptions(options: unknown): CallOptions {
  if (options === undefined) return {};
  if (!isRecord(options)) throw invalid('options', 'an object (or nothing)', options);
  for (const key of Object.keys(options)) if (key !== 'signal' && key !== 'headers') throw new ValidationError(key, 'is not an option of this operation');
  if (options.signal !== undefined && !(options.signal instanceof AbortSignal)) throw invalid('signal', 'an AbortSignal', options.signal);
  return options as CallOptions;
}

/** The text the service gave whole in the file itself, or null when it must be fetched. */
function completeContent(file: Record<string, unknown>): string | null {
  const plain = file.encoding === undefined || file.encoding === null || file.encoding === 'utf-8';
  return typeof file.content === 'string' && file.truncated !== true && plain ? file.content : null;
}

function rawUrlOf(file: unknown): string {
  if (!isRecord(file)) throw invalid('file', 'a gist file (parsed, or with its raw_url)', file);
  let url: URL;
  try {
    url = new URL(file.raw_url as string);
  } catch {
    throw invalid('file.raw_url', 'the file\u2019s https address', file.raw_url);
  }
  // The raw host serves the text to anyone who has the address: nothing is gained by a clear-text hop.
  if (url.protocol !== 'https:') throw new ValidationError('file.raw_url', `must be an https address, not ${url.protocol}`);
  return url.href;
}

/**
 * The whole text of a gist file: its `content` when the service gave it whole, otherwise
 * (a truncated or listed file) fetched from its `raw_url`. The raw host is another origin
 * (gist.githubusercontent.com), so the session's credentials are not sent there; only an
 * https address is taken. `GET {raw_url}` (only when the content is not complete)
 * @example
 * ```ts
 * import { createSession } from 'hubops';
 * import { getGist, getGistFileContent } from 'hubops/gists';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * const gist = await getGist(session, 'aa5a315d61ae9438b18d');
 * for (const file of Object.values(gist.files ?? {})) console.log(await getGistFileContent(session, file));
 * ```
 */
export async function getGistFileContent(session: Session, file: GistFileRef, options?: CallOptions): Promise<string> {
  checkSession(session);
  const url = rawUrlOf(file);
  const { signal, headers } = callOptions(options);
  const whole = completeContent(file as unknown as Record<string, unknown>);
  if (whole !== null) return whole;
  return text.run(session, { method: 'GET', path: url, headers: { accept: '*/*', ...headers }, signal }, {});
}

/** The files of parsed data, when every one of them came with its whole content. */
function completeFiles(value: unknown): [string, GistFileRef][] | null {
  const files = isRecord(value) && isRecord(value.files) ? Object.entries(value.files) : null;
  return files && files.every(([, file]) => isRecord(file) && completeContent(file) !== null) ? (files as [string, GistFileRef][]) : null;
}

/**
 * Every file of a gist with its whole text, by file name. A gist read alone that holds them
 * all costs no request; otherwise the gist is read (`getGist`), then each truncated file is
 * fetched from its `raw_url` (without the session's credentials).
 * `GET /gists/{gist_id}`, `GET {raw_url}`
 * @example
 * ```ts
 * import { createSession } from 'hubops';
 * import { getGistFileContents } from 'hubops/gists';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * const files = await getGistFileContents(session, 'aa5a315d61ae9438b18d');
 * console.log(files['hello_world.rb']);
 * ```
 */
export const getGistFileContents = /*#__PURE__*/ composed(async function getGistFileContents(session: Session, gist: GistRef | ShortGist, options?: CallOptions): Promise<Readonly<Record<string, string>>> {
  checkSession(session);
  const given = callOptions(options);
  const files = completeFiles(gist) ?? Object.entries((await getGist(session, gist, given)).files ?? {});
  const texts: [string, string][] = [];
  // One at a time: a gist has few files, and the raw host's limits are not the API's.
  for (const [name, file] of files) texts.push([name, await getGistFileContent(session, file, given)]);
  return Object.freeze(Object.fromEntries(texts));
}, getGist);
