import { ValidationError } from '../errors/validation-error.js';
import { send } from '../core/request.js';
import type { Session } from '../core/types.js';
import { deepFreeze } from './freeze.js';
import { MODEL, metaOf as storedMeta, rawOfParsed, unreadable, type Meta, type Model } from './model.js';

function rawOf(value: object): Record<string, unknown> {
  const raw = value !== null && typeof value === 'object' ? rawOfParsed(value) : undefined;
  if (!raw) throw new ValidationError('value', 'is not parsed data from hubops');
  return raw;
}

/**
 * The exact wire object the value was parsed from (frozen).
 * @example
 * ```ts
 * import { asDict, createSession } from 'hubops';
 * import { getRepository } from 'hubops/repos';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * const repo = await getRepository(session, 'octocat/Hello-World');
 * console.log(asDict(repo).comments_url); // the wire object, as the service sent it
 * ```
 */
export function asDict(value: object): Readonly<Record<string, unknown>> {
  return deepFreeze(rawOf(value));
}

/**
 * The wire object as JSON text.
 * @example
 * ```ts
 * import { asJson, createSession } from 'hubops';
 * import { getIssue } from 'hubops/issues';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * const issue = await getIssue(session, { owner: 'octocat', repo: 'Hello-World', number: 1347 });
 * localStorage.setItem('issue', asJson(issue));
 * ```
 */
export function asJson(value: object): string {
  return JSON.stringify(rawOf(value));
}

/**
 * Parses a wire object (for example one saved with `asDict`) as the given type.
 * @example
 * ```ts
 * import { fromDict, Issue } from 'hubops';
 *
 * const issue = fromDict(Issue, { number: 1347, title: 'Found a bug', state: 'open' });
 * console.log(issue.number, issue.created_at); // 1347 null
 * ```
 */
export function fromDict<T>(type: Model<T>, dict: unknown): T {
  return modelOf(type).wrap(dict);
}

function modelOf<T>(type: Model<T>): Model<T> {
  if (typeof type !== 'object' || type === null || typeof type.wrap !== 'function') throw new ValidationError('type', 'must be a parsed-data type such as Repository or User');
  return type;
}

/**
 * Parses JSON text (for example one saved with `asJson`) as the given type.
 * @example
 * ```ts
 * import { fromJson, Issue } from 'hubops';
 *
 * const issue = fromJson(Issue, localStorage.getItem('issue') ?? '{}');
 * ```
 */
export function fromJson<T>(type: Model<T>, text: string): T {
  modelOf(type);
  if (typeof text !== 'string') throw new ValidationError('text', 'must be JSON text');
  let dict: unknown;
  try {
    dict = JSON.parse(text);
  } catch {
    throw unreadable('', 'not JSON', text);
  }
  return type.wrap(dict);
}

/** Reads one object from a reply, keeping its conditional-request data for `refresh`. */
export function parseReply<T>(type: Model<T>, reply: { data: unknown; headers: Headers; url: string }): T {
  return type.wrap(reply.data, '', metaOf(reply));
}

/** What parsed data keeps of the reply it came from: its conditional-request data and URL. */
export function metaOf(reply: { headers: Headers; url: string; version?: string | null }): Meta {
  const meta = { etag: reply.headers.get('etag'), lastModified: reply.headers.get('last-modified'), url: reply.url };
  return reply.version === undefined ? meta : { ...meta, version: reply.version };
}

export interface RefreshOptions<U = never> {
  /** Send the stored ETag / Last-Modified; an unchanged object comes back as is. */
  conditional?: boolean | undefined;
  signal?: AbortSignal | undefined;
  /** The type to read the answer as (default: the full type of a summary); also types the result. */
  type?: Model<U> | undefined;
}

/**
 * The full, current representation from the object's own `url`: a summary becomes
 * its full type. With `conditional`, a 304 returns the object unchanged. `GET {value.url}`
 * @example
 * ```ts
 * import { createSession, refresh } from 'hubops';
 * import { listRepositoryIssues } from 'hubops/issues';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * const [first] = await listRepositoryIssues(session, 'octocat/Hello-World', { number: 1 }).toArray();
 * // The full issue, read from its url; unchanged since the last read, it comes back as is.
 * if (first) console.log((await refresh(session, first, { conditional: true })).body);
 * ```
 */
export async function refresh<T extends object, U = never>(session: Session, value: T, options: RefreshOptions<U> = {}): Promise<[U] extends [never] ? T : U> {
  const raw = rawOf(value);
  const type = (value as { [MODEL]?: Model<unknown> })[MODEL] as Model<unknown>;
  if (typeof raw.url !== 'string') throw new ValidationError('value', `${type.name} has no url to refresh from`);
  const meta = storedMeta(value);
  const headers: Record<string, string> = {};
  if (options.conditional && meta?.lastModified) headers['if-modified-since'] = meta.lastModified;
  else if (options.conditional && meta?.etag) headers['if-none-match'] = meta.etag;
  const reply = await send(session, { path: raw.url, headers, signal: options.signal });
  type Result = [U] extends [never] ? T : U;
  if (reply.status === 304 && !reply.fromCache) return value as Result;
  return parseReply((options.type as Model<unknown> | undefined) ?? type.full ?? type, reply) as Result;
}

/**
 * Equality by id, as the document defines it for users, keys, organizations, teams, …
 * @example
 * ```ts
 * import { createSession, sameId } from 'hubops';
 * import { getIssue, listRepositoryIssues } from 'hubops/issues';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * const issue = await getIssue(session, { owner: 'octocat', repo: 'Hello-World', number: 1347 });
 * for await (const listed of listRepositoryIssues(session, 'octocat/Hello-World')) if (sameId(listed, issue)) console.log('listed');
 * ```
 */
export function sameId(a: { readonly id: number | null } | null, b: { readonly id: number | null } | null): boolean {
  // Only data that carries a numeric id names a resource: two things without one are not the same.
  const idOf = (x: unknown) => (typeof x === 'object' && x !== null ? (x as { id?: unknown }).id : undefined);
  const id = idOf(a);
  return typeof id === 'number' && id === idOf(b);
}
