import { codec, invalid, segmentText } from '../core/codec.js';
import { repositoryObject } from '../core/refs.js';
import { ValidationError } from '../errors/validation-error.js';

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

export { objectSha } from '../core/codec.js';

/** A commit comment: `{ owner, repo, id }`, or a parsed comment (its url `…/repos/{owner}/{repo}/comments/{id}`). */
export type CommitCommentRef = { readonly owner: string; readonly repo: string; readonly id: number } | { readonly url: string | null };

/** A commit comment: `{ owner, repo, comment_id }`. */
export const commitComment = /*#__PURE__*/ repositoryObject<CommitCommentRef, 'comment_id'>('comments', 'comment_id', 'comment');
