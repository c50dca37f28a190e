import { ValidationError } from '../../errors/validation-error.js';
import { answerReading } from './compile.js';
import { deepFreeze } from './freeze.js';
import { rawOfParsed, unreadable, type Meta, type Model, type Reading } from './model.js';

export function rawOf(value: object): Record<string, unknown> {
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
  answerReading();
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
export function parseReply<T>(type: Model<T>, reply: { data: unknown; headers: Headers; url: string }, reading?: Reading): T {
  answerReading();
  return type.wrap(reply.data, '', metaOf(reply), reading);
}

/** What parsed data keeps of the reply it came from: its conditional-request data and URL. */
export function metaOf(reply: { headers: Headers; url: string; version?: string | null }): Meta {
  const { headers, url, version } = reply;
  const etag = headers.get('etag');
  const lastModified = headers.get('last-modified');
  // Frozen as made: the model keeps it as it is, with no copy.
  return Object.freeze(version === undefined ? { etag, lastModified, url } : { etag, lastModified, url, version });
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
