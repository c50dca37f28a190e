import { fromApiUrl, namesOf, numberedOf, type NumberedRef } from '../core/refs.js';
import { positive } from '../core/validate.js';
import { ValidationError } from '../errors/validation-error.js';

/**
 * References to the objects that hang off an issue or a repository: parsed data (read
 * through its API `url`) or a plain reference naming the repository and the object.
 */

/** An issue comment: `{ owner, repo, id }`, or a parsed comment. */
export type CommentRef = { readonly owner: string; readonly repo: string; readonly id: number } | { readonly url: string | null };

/** A repository label: `{ owner, repo, name }`, or a parsed label. */
export type LabelRef = { readonly owner: string; readonly repo: string; readonly name: string } | { readonly url: string | null };

/** A milestone: `{ owner, repo, number }`, or a parsed milestone. */
export type MilestoneRef = { readonly owner: string; readonly repo: string; readonly number: number } | { readonly url: string | null };

/** A label named in a request: its name, or anything with one (a parsed label). */
export type LabelName = string | { readonly name: string | null };

export function commentOf(ref: CommentRef, name = 'comment'): { owner: string; repo: string; id: number } {
  if (ref && 'owner' in ref) return { owner: ref.owner, repo: ref.repo, id: ref.id };
  const found = fromApiUrl(ref?.url, 'issues/comments');
  if (!found || !/^\d+$/.test(found.key)) throw new ValidationError(name, 'needs { owner, repo, id } or a parsed comment with its API url');
  return { owner: found.owner, repo: found.repo, id: Number(found.key) };
}

export function labelOf(ref: LabelRef, name = 'label'): { owner: string; repo: string; name: string } {
  if (ref && 'owner' in ref) return { owner: ref.owner, repo: ref.repo, name: ref.name };
  const found = fromApiUrl(ref?.url, 'labels');
  if (!found) throw new ValidationError(name, 'needs { owner, repo, name } or a parsed label with its API url');
  return { owner: found.owner, repo: found.repo, name: found.key };
}

export function milestoneOf(ref: MilestoneRef, name = 'milestone'): { owner: string; repo: string; number: number } {
  if (ref && 'owner' in ref) return { owner: ref.owner, repo: ref.repo, number: ref.number };
  const found = fromApiUrl(ref?.url, 'milestones');
  if (!found || !/^\d+$/.test(found.key)) throw new ValidationError(name, 'needs { owner, repo, number } or a parsed milestone with its API url');
  return { owner: found.owner, repo: found.repo, number: Number(found.key) };
}

/** The names of labels given by name or as parsed labels. */
export function labelNames(labels: readonly LabelName[], parameter: string): string[] {
  return namesOf(labels, 'name', parameter);
}

/** The path parameters of an issue's own routes (`/repos/{owner}/{repo}/issues/{issue_number}…`). */
export function issueParams(ref: NumberedRef): { owner: string; repo: string; issue_number: number } {
  const { owner, repo, number } = numberedOf(ref);
  return { owner, repo, issue_number: positive('number', number) };
}
