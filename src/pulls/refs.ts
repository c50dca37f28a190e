import { fromApiUrl, namesOf, numberedOf, type AccountRef, type NumberedRef } from '../core/refs.js';
import { positive } from '../core/validate.js';
import { ValidationError } from '../errors/validation-error.js';

/**
 * References to a pull request and the objects that hang off it: parsed data (read through
 * its API urls) or a plain reference naming the repository and the object.
 */

/** A review comment: `{ owner, repo, id }` (plus the pull request `number` to reply), or a parsed comment. */
export type ReviewCommentRef =
  | { readonly owner: string; readonly repo: string; readonly id: number; readonly number?: number }
  | { readonly url: string | null; readonly id?: number | null; readonly pull_request_url?: string | null };

/** A review: `{ owner, repo, number, id }` (number: the pull request's), or a parsed review. */
export type PullReviewRef =
  | { readonly owner: string; readonly repo: string; readonly number: number; readonly id: number }
  | { readonly id: number | null; readonly pull_request_url: string | null };

/** A changed file of a pull request: anything with its `contents_url` (a parsed PullFile). */
export type PullFileRef = { readonly contents_url: string | null };

/** The path parameters of a pull request's routes (`/repos/{owner}/{repo}/pulls/{pull_number}…`). */
export function pullParams(ref: NumberedRef, name = 'pullRequest'): { owner: string; repo: string; pull_number: number } {
  const { owner, repo, number } = numberedOf(ref, name);
  return { owner, repo, pull_number: positive('number', number) };
}

/** Owner, repository and number of a pull request from its API url. */
function pullOfUrl(url: string | null | undefined): { owner: string; repo: string; number: number } | null {
  const found = fromApiUrl(url, 'pulls');
  return found && /^\d+$/.test(found.key) ? { owner: found.owner, repo: found.repo, number: Number(found.key) } : null;
}

/** Repository and id of a review comment; `number` (its pull request) when known. */
export function reviewCommentOf(ref: ReviewCommentRef, name = 'comment'): { owner: string; repo: string; id: number; number: number | null } {
  if (ref && 'owner' in ref) return { owner: ref.owner, repo: ref.repo, id: positive('id', ref.id), number: ref.number ?? null };
  const found = fromApiUrl(ref?.url, 'pulls/comments');
  if (!found || !/^\d+$/.test(found.key)) throw new ValidationError(name, 'needs { owner, repo, id } or a parsed review comment with its API url');
  // The `id` member is the comment's identity; the url's last segment is the fallback.
  const id = typeof ref.id === 'number' ? ref.id : Number(found.key);
  const pull = pullOfUrl(ref.pull_request_url);
  return { owner: found.owner, repo: found.repo, id, number: pull?.number ?? null };
}

/** The path parameters of a review's routes (`…/pulls/{pull_number}/reviews/{review_id}`). */
export function reviewParams(ref: PullReviewRef, name = 'review'): { owner: string; repo: string; pull_number: number; review_id: number } {
  if (ref && 'owner' in ref) return { owner: ref.owner, repo: ref.repo, pull_number: positive('number', ref.number), review_id: positive('id', ref.id) };
  const pull = pullOfUrl(ref?.pull_request_url);
  if (!pull || typeof ref.id !== 'number') throw new ValidationError(name, 'needs { owner, repo, number, id } or a parsed review with its id and pull_request_url');
  return { owner: pull.owner, repo: pull.repo, pull_number: pull.number, review_id: ref.id };
}

/** The login of a user given by login or as parsed data. */
export function loginsOf(users: readonly AccountRef[], parameter: string): string[] {
  return namesOf(users, 'login', parameter);
}

/** The slug of a team given by slug or as parsed data. */
export function slugsOf(teams: readonly (string | { readonly slug: string | null })[], parameter: string): string[] {
  return namesOf(teams, 'slug', parameter);
}
