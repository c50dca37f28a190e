import { ValidationError } from '../errors/validation-error.js';

/**
 * Resource arguments: an operation on a resource takes either parsed data of it or a plain
 * reference, and reads the path parameters from whichever it gets.
 */

/** A user or organization: a login, or anything with a `login` (parsed users, organizations). */
export type AccountRef = string | { readonly login: string | null };

/** A repository: `{ owner, repo }`, `'owner/repo'`, or a parsed repository. */
export type RepoRef = string | { readonly owner: string; readonly repo: string } | { readonly full_name: string | null };

/** An issue or pull request: `{ owner, repo, number }`, or parsed data with its API `url`. */
export type NumberedRef = { readonly owner: string; readonly repo: string; readonly number: number } | { readonly url: string | null; readonly number: number | null };

/** A name given as text, or read from parsed data's `member` (a login, a team slug, a label name). */
export function nameOf<K extends string>(ref: string | { readonly [P in K]?: string | null }, member: K, name: string): string {
  const text = typeof ref === 'string' ? ref : ref?.[member];
  if (!text) throw new ValidationError(name, `needs a ${member} or an object with one`);
  return text;
}

/** Each name of a list, as `nameOf` reads it. */
export function namesOf<K extends string>(refs: readonly (string | { readonly [P in K]?: string | null })[], member: K, name: string): string[] {
  return refs.map((ref) => nameOf(ref, member, name));
}

export function loginOf(ref: AccountRef, name = 'login'): string {
  return nameOf(ref, 'login', name);
}

export function repoOf(ref: RepoRef, name = 'repository'): { owner: string; repo: string } {
  if (ref && typeof ref === 'object' && 'owner' in ref && 'repo' in ref && typeof ref.owner === 'string') return { owner: ref.owner, repo: ref.repo };
  const fullName = typeof ref === 'string' ? ref : ref && 'full_name' in ref ? ref.full_name : null;
  const match = fullName ? /^([^/]+)\/([^/]+)$/.exec(fullName) : null;
  if (!match) throw new ValidationError(name, 'needs { owner, repo }, "owner/repo" or a parsed repository');
  return { owner: match[1] as string, repo: match[2] as string };
}

/**
 * The repository and last segment of an API url `…/repos/{owner}/{repo}/<kind>/<key>`
 * (`kind` is a regular-expression fragment such as `labels` or `(?:issues|pulls)`), or null.
 */
export function fromApiUrl(url: string | null | undefined, kind: string): { owner: string; repo: string; key: string } | null {
  const match = url ? new RegExp(`/repos/([^/]+)/([^/]+)/${kind}/([^/]+)$`).exec(url) : null;
  if (!match) return null;
  const [owner, repo, key] = match.slice(1).map((part) => decodeURIComponent(part as string)) as [string, string, string];
  return { owner, repo, key };
}

/** Owner, repository and number of an issue or pull request (its API url names them: …/repos/o/r/issues/7). */
export function numberedOf(ref: NumberedRef, name = 'issue'): { owner: string; repo: string; number: number } {
  if (ref && 'owner' in ref) return { owner: ref.owner, repo: ref.repo, number: ref.number };
  const found = fromApiUrl(ref?.url, '(?:issues|pulls)');
  if (!found || !/^\d+$/.test(found.key)) throw new ValidationError(name, 'needs { owner, repo, number } or parsed data with its API url');
  return { owner: found.owner, repo: found.repo, number: Number(found.key) };
}
