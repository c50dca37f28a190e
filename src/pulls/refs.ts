import { codec, isRecord, listOf, positive, shown } from '../core/codec.js';
import { account, decodedSegment, fromApiUrl, nameOf, numbered, repoOf } from '../core/refs.js';
import { ValidationError } from '../errors/validation-error.js';

/**
 * References to the objects that hang off a pull request: parsed data (read through its API
 * urls) or a plain reference naming the repository and the object. Every part read is a
 * checked path segment, so nothing read from a parsed object's url can move a request elsewhere.
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

/** A team named in a request: its slug, or anything with one (a parsed team). */
export type TeamRef = string | { readonly slug: string | null };

/** Owner, repository and number of a pull request from its API url, or null. */
function pullOfUrl(url: unknown, name: string): { owner: string; repo: string; number: number } | null {
  const found = fromApiUrl(typeof url === 'string' ? url : null, 'pulls', name);
  return found && /^\d+$/.test(found.key) ? { owner: found.owner, repo: found.repo, number: positive(Number(found.key), name) } : null;
}

/** A pull request's conversation lives on the issue with the same number: `{ owner, repo, issue_number }`. */
export const pullAsIssue = /*#__PURE__*/ numbered('issue_number', 'pullRequest');

function reviewCommentOf(value: unknown, name: string): { owner: string; repo: string; comment_id: number; number: number | null } {
  if (isRecord(value) && 'owner' in value) {
    const number = value.number === undefined ? null : positive(value.number, `${name}.number`);
    return { ...repoOf(value as { owner: string; repo: string }, name), comment_id: positive(value.id, `${name}.id`), number };
  }
  const found = isRecord(value) ? fromApiUrl(typeof value.url === 'string' ? value.url : null, 'pulls/comments', `${name}.url`) : null;
  if (!isRecord(value) || !found || !/^\d+$/.test(found.key)) throw new ValidationError(name, `needs { owner, repo, id } or a parsed review comment with its API url, not ${shown(value)}`);
  // The `id` member is the comment's identity; the url's last segment is the fallback.
  const id = value.id === undefined || value.id === null ? positive(Number(found.key), `${name}.url`) : positive(value.id, `${name}.id`);
  const pull = pullOfUrl(value.pull_request_url, `${name}.pull_request_url`);
  return { owner: found.owner, repo: found.repo, comment_id: id, number: pull?.number ?? null };
}

/** A review comment: `{ owner, repo, comment_id }`. */
export const reviewComment = /*#__PURE__*/ codec<ReviewCommentRef, { owner: string; repo: string; comment_id: number }>('ref', (value, name) => {
  const { owner, repo, comment_id } = reviewCommentOf(value, name || 'comment');
  return { owner, repo, comment_id };
}, { owner: 'octocat', repo: 'Hello-World', id: 1 });

/** A review comment in the thread of its pull request: `{ owner, repo, pull_number, comment_id }`. */
export const reviewCommentInPull = /*#__PURE__*/ codec<ReviewCommentRef, { owner: string; repo: string; pull_number: number; comment_id: number }>('ref', (value, name) => {
  const label = name || 'comment';
  const { owner, repo, comment_id, number } = reviewCommentOf(value, label);
  if (number === null) throw new ValidationError(label, 'needs the pull request: { owner, repo, number, id } or a parsed comment with its pull_request_url');
  return { owner, repo, pull_number: number, comment_id };
}, { owner: 'octocat', repo: 'Hello-World', id: 1, number: 1 });

/** A review: `{ owner, repo, pull_number, review_id }`. */
export const pullReview = /*#__PURE__*/ codec<PullReviewRef, { owner: string; repo: string; pull_number: number; review_id: number }>('ref', (value, name) => {
  const label = name || 'review';
  if (isRecord(value) && 'owner' in value) {
    return { ...repoOf(value as { owner: string; repo: string }, label), pull_number: positive(value.number, `${label}.number`), review_id: positive(value.id, `${label}.id`) };
  }
  const pull = isRecord(value) ? pullOfUrl(value.pull_request_url, `${label}.pull_request_url`) : null;
  if (!isRecord(value) || !pull || typeof value.id !== 'number') throw new ValidationError(label, `needs { owner, repo, number, id } or a parsed review with its id and pull_request_url, not ${shown(value)}`);
  return { owner: pull.owner, repo: pull.repo, pull_number: pull.number, review_id: positive(value.id, `${label}.id`) };
}, { owner: 'octocat', repo: 'Hello-World', number: 1, id: 80 });

const CONTENTS_URL = /\/repos\/([^/?#]+)\/([^/?#]+)\/contents\/([^?#]+)(?:\?([^#]*))?$/;

/**
 * A changed file as its `contents_url` names it: `{ owner, repo, path, ref }`, `path` keeping
 * its slashes and `ref` (the head commit) for the query.
 */
export const pullFile = /*#__PURE__*/ codec<PullFileRef, { owner: string; repo: string; path: string; ref?: string }>('ref', (value, name) => {
  const label = name || 'file';
  const url = isRecord(value) ? value.contents_url : undefined;
  const match = typeof url === 'string' ? CONTENTS_URL.exec(url) : null;
  if (!match) throw new ValidationError(label, `needs a parsed pull request file with its contents_url, not ${shown(value)}`);
  const at = `${label}.contents_url`;
  const [owner, repo] = [decodedSegment(match[1] as string, at), decodedSegment(match[2] as string, at)];
  const path = (match[3] as string).split('/').map((part) => decodedSegment(part, at)).join('/');
  const ref = new URLSearchParams(match[4] ?? '').get('ref');
  return ref ? { owner, repo, path, ref } : { owner, repo, path };
}, { contents_url: 'https://api.github.com/repos/octocat/Hello-World/contents/file1.txt?ref=6dcb09b5b57875f334f61aebed695e2e4193db5e' });

/** Users named in a request: logins, or parsed users. */
export const logins = /*#__PURE__*/ listOf(account);

/** Teams named in a request: slugs, or parsed teams. */
export const slugs = /*#__PURE__*/ listOf(/*#__PURE__*/ codec<TeamRef, string>('ref', (value, name) => nameOf(value as TeamRef, 'slug', name), 'justice-league'));
