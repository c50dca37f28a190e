import { ValidationError } from '../errors/validation-error.js';
import { codec, invalid, isRecord, positive, segmentText, shown, type Codec } from './codec.js';

/**
 * Resource references: an operation on a resource takes either parsed data of it or a plain
 * reference, and reads its path parameters from whichever it gets. Every part read is a
 * checked path segment, so nothing read from a reference (or from a parsed object's `url`)
 * can move a request to another resource.
 */

/** A user or organization: a login, or anything with a `login` (parsed users, organizations). */
export type AccountRef = string | { readonly login: string | null };

/** A repository: `{ owner, repo }`, `'owner/repo'`, or a parsed repository. */
export type RepoRef = string | { readonly owner: string; readonly repo: string } | { readonly full_name: string | null };

/** An issue or pull request: `{ owner, repo, number }`, or parsed data with its API `url`. */
export type NumberedRef = { readonly owner: string; readonly repo: string; readonly number: number } | { readonly url: string | null; readonly number: number | null };

/** A name given as text, or read from parsed data's `member` (a login, a team slug, a label name). */
export function nameOf<K extends string>(ref: string | { readonly [P in K]?: string | null }, member: K, name: string): string {
  const text = typeof ref === 'string' ? ref : isRecord(ref) ? ref[member] : undefined;
  if (typeof text !== 'string' || !text) throw new ValidationError(name, `needs a ${member} or an object with one, not ${shown(ref)}`);
  return segmentText(text, name);
}

/** Each name of a list, as `nameOf` reads it. */
export function namesOf<K extends string>(refs: readonly (string | { readonly [P in K]?: string | null })[], member: K, name: string): string[] {
  if (!Array.isArray(refs)) throw new ValidationError(name, `must be a list, not ${shown(refs)}`);
  return refs.map((ref, i) => nameOf(ref, member, `${name}[${i}]`));
}

/**
 * The login of an account reference (a login, or parsed data with one), checked as a path
 * segment; a ValidationError naming `name` otherwise. No request.
 * @example
 * ```ts
 * import { loginOf } from 'hubops';
 *
 * console.log(loginOf({ login: 'octocat' })); // octocat
 * ```
 */
export function loginOf(ref: AccountRef, name = 'login'): string {
  const login = nameOf(ref, 'login', name);
  // Logins and organization names never hold a slash; one here is a mistake (or an attempt to reach another route).
  if (login.includes('/')) throw new ValidationError(name, `is not a login: ${shown(login)}`);
  return login;
}

/**
 * Owner and name of a repository reference (`{ owner, repo }`, `'owner/repo'` or a parsed
 * repository), each checked as a path segment; a ValidationError naming `name` otherwise. No request.
 * @example
 * ```ts
 * import { repoOf } from 'hubops';
 *
 * console.log(repoOf('octocat/Hello-World')); // { owner: 'octocat', repo: 'Hello-World' }
 * ```
 */
export function repoOf(ref: RepoRef, name = 'repository'): { owner: string; repo: string } {
  if (isRecord(ref) && 'owner' in ref && 'repo' in ref && typeof ref.owner === 'string') {
    return { owner: segmentText(ref.owner, `${name}.owner`), repo: segmentText(ref.repo, `${name}.repo`) };
  }
  const fullName = typeof ref === 'string' ? ref : isRecord(ref) && 'full_name' in ref ? ref.full_name : null;
  const match = typeof fullName === 'string' ? /^([^/]+)\/([^/]+)$/.exec(fullName) : null;
  if (!match) throw new ValidationError(name, `needs { owner, repo }, "owner/repo" or a parsed repository, not ${shown(ref)}`);
  return { owner: segmentText(match[1], `${name}.owner`), repo: segmentText(match[2], `${name}.repo`) };
}

/**
 * The repository and last segment of an API url `…/repos/{owner}/{repo}/<kind>/<key>`
 * (`kind` is a regular-expression fragment such as `labels` or `(?:issues|pulls)`), or null.
 * Each part is decoded and checked as a path segment.
 */
export function fromApiUrl(url: string | null | undefined, kind: string, name = 'url'): { owner: string; repo: string; key: string } | null {
  const match = typeof url === 'string' ? new RegExp(`/repos/([^/?#]+)/([^/?#]+)/${kind}/([^/?#]+)$`).exec(url) : null;
  if (!match) return null;
  const [owner, repo, key] = match.slice(1).map((part) => decodedSegment(part as string, name)) as [string, string, string];
  return { owner, repo, key };
}

/** One segment of a URL, decoded and checked: a `%2E%2E` there is as much a dot segment as `..`. */
export function decodedSegment(part: string, name: string): string {
  let text: string;
  try {
    text = decodeURIComponent(part);
  } catch {
    throw new ValidationError(name, 'holds a path segment that is not valid percent-encoding');
  }
  return segmentText(text, name);
}

/**
 * The repository and key of a reference to an object of a repository: a plain
 * `{ owner, repo, <member> }`, or parsed data whose API url ends in `…/repos/{owner}/{repo}/<kind>/<key>`.
 */
export function partsOf(value: unknown, name: string, kind: string, member: string): { owner: string; repo: string; key: unknown; parsed: boolean } {
  if (isRecord(value) && 'owner' in value) return { ...repoOf(value as { owner: string; repo: string }, name), key: value[member], parsed: false };
  const found = isRecord(value) ? fromApiUrl(value.url as string | null, kind, `${name}.url`) : null;
  if (!found) throw new ValidationError(name, `needs { owner, repo, ${member} } or parsed data with its API url, not ${shown(value)}`);
  return { owner: found.owner, repo: found.repo, key: found.key, parsed: true };
}

/** A number read from a reference's `member`, or from the last segment of its url. */
export function numberIn(parts: { key: unknown; parsed: boolean }, name: string, member: string): number {
  if (!parts.parsed) return positive(parts.key, `${name}.${member}`);
  if (typeof parts.key !== 'string' || !/^\d+$/.test(parts.key)) throw new ValidationError(`${name}.url`, 'does not end in a number');
  return positive(Number(parts.key), `${name}.url`);
}

/**
 * Owner, repository and number of an issue or pull request (its API url names them: …/repos/o/r/issues/7).
 * @example
 * ```ts
 * import { numberedOf } from 'hubops';
 *
 * console.log(numberedOf({ url: 'https://api.github.com/repos/octocat/Hello-World/issues/1347', number: 1347 }));
 * // { owner: 'octocat', repo: 'Hello-World', number: 1347 }
 * ```
 */
export function numberedOf(ref: NumberedRef, name = 'issue'): { owner: string; repo: string; number: number } {
  if (isRecord(ref) && 'owner' in ref) return { ...repoOf(ref as { owner: string; repo: string }, name), number: positive(ref.number, `${name}.number`) };
  const found = isRecord(ref) ? fromApiUrl(ref.url as string | null, '(?:issues|pulls)', `${name}.url`) : null;
  if (!found || !/^\d+$/.test(found.key)) throw new ValidationError(name, `needs { owner, repo, number } or parsed data with its API url, not ${shown(ref)}`);
  return { owner: found.owner, repo: found.repo, number: positive(Number(found.key), `${name}.number`) };
}

/** Target codecs: each gives the path parameters of the resource it reads. */

/** An account as one path parameter under the given name (`username`, `org`). */
export const account = /*#__PURE__*/ codec<AccountRef, string>('ref', (value, name) => loginOf(value as AccountRef, name || 'login'), 'octocat');

/** A repository: `{ owner, repo }` path parameters. */
export const repository = /*#__PURE__*/ codec<RepoRef, { owner: string; repo: string }>('ref', (value, name) => repoOf(value as RepoRef, name || 'repository'), 'octocat/Hello-World');

/** An issue or pull request, its number under the route's parameter name (`issue_number`, `pull_number`). */
/*#__NO_SIDE_EFFECTS__*/
export function numbered<K extends string>(key: K, fallback: string): Codec<NumberedRef, { owner: string; repo: string } & Record<K, number>> {
  return codec<NumberedRef, { owner: string; repo: string } & Record<K, number>>('ref', (value, name) => {
    const { owner, repo, number } = numberedOf(value as NumberedRef, name || fallback);
    return { owner, repo, [key]: number } as { owner: string; repo: string } & Record<K, number>;
  }, { owner: 'octocat', repo: 'Hello-World', number: 1 });
}

/** An issue: `{ owner, repo, issue_number }`. */
export const issue = /*#__PURE__*/ numbered('issue_number', 'issue');

/** A pull request: `{ owner, repo, pull_number }`. */
export const pull = /*#__PURE__*/ numbered('pull_number', 'pullRequest');

/**
 * A codec for an object of a repository addressed by id under `…/{kind}/{id}` (a hook, a
 * release, a comment): `{ owner, repo, id }` or parsed data read through its API url, as the
 * path parameters `{ owner, repo, <key> }`.
 */
/*#__NO_SIDE_EFFECTS__*/
export function repositoryObject<R, K extends string>(kind: string, key: K, fallback: string): Codec<R, { owner: string; repo: string } & Record<K, number>> {
  return codec<R, { owner: string; repo: string } & Record<K, number>>('ref', (value, name) => {
    const parts = partsOf(value, name || fallback, kind, 'id');
    return { owner: parts.owner, repo: parts.repo, [key]: numberIn(parts, name || fallback, 'id') } as { owner: string; repo: string } & Record<K, number>;
  }, { owner: 'octocat', repo: 'Hello-World', id: 1 } as R);
}

/**
 * How the history operations read a branch, a ref or a sha, and references to commit comments.
 * A name of a branch or a ref may hold slashes (`feature/login`): it goes on the wire as one path
 * segment, its slashes percent-encoded, so that `release/protection` can never reach the
 * protection route of a branch named `release`. No part of it may be a dot segment.
 */

/** The parts of a ref name, each checked; git itself refuses `..` anywhere, empty parts and an end in `/`. */
export function refText(value: unknown, name: string): string {
  if (typeof value !== 'string' || value === '') throw invalid(name, 'a branch, tag or commit name', value);
  for (const part of value.split('/')) segmentText(part, name);
  if (value.includes('..')) throw new ValidationError(name, `must not contain "..", which no git ref holds: ${JSON.stringify(value)}`);
  return value;
}

/** A branch name, tag name or sha (`main`, `feature/login`, `v1.0`, `6dcb09b`), sent as one path segment. */
export const refName = /*#__PURE__*/ codec<string, string>('segment', refText, 'master');

/**
 * A path inside a repository (`docs/guide/intro.md`), or a branch name with slashes
 * (`feature/x`): sent with its slashes (a `{+name}` route parameter), each segment
 * percent-encoded. Every segment is checked: an empty one (a leading, trailing or doubled
 * slash) or a dot segment (`.`, `..`, also percent-encoded) would name another file or
 * move the request to another route.
 */
export const filePath = /*#__PURE__*/ codec<string, string>('segment', (value, name) => {
  if (typeof value !== 'string') throw invalid(name, 'a non-empty path', value);
  // A leading or trailing slash names the same file or directory (`docs/` is `docs`).
  const trimmed = value.replace(/^\/+|\/+$/g, '');
  if (trimmed === '') throw invalid(name, 'a non-empty path', value);
  // A backslash is a separator for some servers and proxies: a `..\` would climb just the same.
  trimmed.split(/[/\\]/).forEach((part, i) => {
    if (part === '') throw new ValidationError(name, `must not have an empty segment (segment ${i + 1} of ${shown(value)})`);
    segmentText(part, name);
  });
  return trimmed;
}, 'README.md');
