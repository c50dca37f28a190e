import { codec, segmentText } from '../core/codec.js';
import { nameOf, numberedOf, numberIn, partsOf, repositoryObject, type NumberedRef } from '../core/refs.js';

/**
 * References to the objects that hang off an issue or a repository: parsed data (read
 * through its API `url`) or a plain reference naming the repository and the object. Every
 * part read, from either form, is a checked path segment.
 */

/** An issue comment: `{ owner, repo, id }`, or a parsed comment. */
export type CommentRef = { readonly owner: string; readonly repo: string; readonly id: number } | { readonly url: string | null };

/** A repository label: `{ owner, repo, name }`, or a parsed label. */
export type LabelRef = { readonly owner: string; readonly repo: string; readonly name: string } | { readonly url: string | null };

/** A milestone: `{ owner, repo, number }`, or a parsed milestone. */
export type MilestoneRef = { readonly owner: string; readonly repo: string; readonly number: number } | { readonly url: string | null };

/** A label named in a request: its name, or anything with one (a parsed label). */
export type LabelName = string | { readonly name: string | null };

/** An issue comment: `{ owner, repo, comment_id }`. */
export const comment = /*#__PURE__*/ repositoryObject<CommentRef, 'comment_id'>('issues/comments', 'comment_id', 'comment');

/** A repository label: `{ owner, repo, name }`. */
export const label = /*#__PURE__*/ codec<LabelRef, { owner: string; repo: string; name: string }>('ref', (value, name) => {
  const parts = partsOf(value, name || 'label', 'labels', 'name');
  return { owner: parts.owner, repo: parts.repo, name: segmentText(parts.key, `${name || 'label'}.name`) };
}, { owner: 'octocat', repo: 'Hello-World', name: 'bug' });

/** A milestone: `{ owner, repo, milestone_number }`. */
export const milestone = /*#__PURE__*/ codec<MilestoneRef, { owner: string; repo: string; milestone_number: number }>('ref', (value, name) => {
  const parts = partsOf(value, name || 'milestone', 'milestones', 'number');
  return { owner: parts.owner, repo: parts.repo, milestone_number: numberIn(parts, name || 'milestone', 'number') };
}, { owner: 'octocat', repo: 'Hello-World', number: 1 });

/** The repository of an issue (for the routes of objects that belong to the repository, such as comments by id). */
export const issueRepository = /*#__PURE__*/ codec<NumberedRef, { owner: string; repo: string }>('ref', (value, name) => {
  const { owner, repo } = numberedOf(value as NumberedRef, name || 'issue');
  return { owner, repo };
}, { owner: 'octocat', repo: 'Hello-World', number: 1 });

/** A label's name, given as text or read from a parsed label. */
export const labelName = /*#__PURE__*/ codec<LabelName, string>('segment', (value, name) => nameOf(value as LabelName, 'name', name), 'bug');
