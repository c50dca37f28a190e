import { codec, isRecord, positive, shown } from '../core/codec.js';
import { decodedSegment } from '../core/refs.js';
import { ValidationError } from '../errors/validation-error.js';

/**
 * References to a gist, a gist comment and a gist revision: an id, a plain reference, or
 * parsed data (read through its API `url`). Gist ids are digits (older gists) or hex; every
 * part read is a checked path segment, so nothing read can move a request elsewhere.
 */

/** A gist: its id (text, or a number for an older gist), `{ id }`, or a parsed gist (or revision). */
export type GistRef = string | number | { readonly id: string | number | null } | { readonly url: string | null };

/** A gist comment: `{ gist, id }` (the gist as any GistRef), or a parsed comment. */
export type GistCommentRef = { readonly gist: GistRef; readonly id: number } | { readonly url: string | null };

/** A gist as it was at one revision: `{ gist, version }` (a full commit sha), or a parsed GistHistory. */
export type GistRevisionRef = { readonly gist: GistRef; readonly version: string } | { readonly url: string | null };

function idText(value: unknown, name: string): string {
  if (typeof value === 'number') return String(positive(value, name));
  if (typeof value === 'string' && /^[0-9a-f]+$/i.test(value)) return value;
  throw new ValidationError(name, `must be a gist id (its digits or hex text), not ${shown(value)}`);
}

/** The parts of an API url `…/gists/{id}<tail>`, decoded and checked, or null when it is not one. */
function fromGistUrl(url: unknown, tail: string, name: string): string[] | null {
  const match = typeof url === 'string' ? new RegExp(`/gists/([^/?#]+)${tail}$`).exec(url) : null;
  return match ? match.slice(1).map((part) => decodedSegment(part as string, name)) : null;
}

/** A gist's id, from whichever form of reference it is given. */
export function gistIdOf(value: unknown, name: string): string {
  if (!isRecord(value)) return idText(value, name);
  // Parsed data is read by its url, so that another object's id (a comment's) is never taken for a gist's.
  if (typeof value.url === 'string') {
    // A revision's url (`…/gists/{id}/{sha}`) names its gist too.
    const parts = fromGistUrl(value.url, '(?:/[0-9a-f]{40})?', `${name}.url`);
    if (!parts) throw new ValidationError(`${name}.url`, 'is not the API url of a gist');
    return idText(parts[0], `${name}.url`);
  }
  if (value.id !== undefined && value.id !== null) return idText(value.id, `${name}.id`);
  throw new ValidationError(name, `needs a gist id, { id } or a parsed gist with its API url, not ${shown(value)}`);
}

/** A gist: `{ gist_id }`. */
export const gist = /*#__PURE__*/ codec<GistRef, { gist_id: string }>('ref', (value, name) => ({ gist_id: gistIdOf(value, name || 'gist') }), 1);

function commentId(value: unknown, name: string): number {
  if (typeof value === 'string' && /^\d+$/.test(value)) return positive(Number(value), name);
  return positive(value, name);
}

/** A gist comment: `{ gist_id, comment_id }`. */
export const gistComment = /*#__PURE__*/ codec<GistCommentRef, { gist_id: string; comment_id: number }>('ref', (value, name) => {
  const label = name || 'comment';
  if (isRecord(value) && 'gist' in value) return { gist_id: gistIdOf(value.gist, `${label}.gist`), comment_id: positive(value.id, `${label}.id`) };
  const parts = isRecord(value) ? fromGistUrl(value.url, '/comments/([^/?#]+)', `${label}.url`) : null;
  if (!parts) throw new ValidationError(label, `needs { gist, id } or a parsed gist comment with its API url, not ${shown(value)}`);
  return { gist_id: idText(parts[0], `${label}.url`), comment_id: commentId(parts[1], `${label}.url`) };
}, { gist: 1, id: 1 });

function versionText(value: unknown, name: string): string {
  if (typeof value !== 'string' || !/^[0-9a-f]{40}$/i.test(value)) throw new ValidationError(name, `must be a full commit sha (40 hex digits), not ${shown(value)}`);
  return value;
}

/** A gist at one revision: `{ gist_id, sha }`. */
export const gistRevision = /*#__PURE__*/ codec<GistRevisionRef, { gist_id: string; sha: string }>('ref', (value, name) => {
  const label = name || 'revision';
  if (isRecord(value) && 'gist' in value) return { gist_id: gistIdOf(value.gist, `${label}.gist`), sha: versionText(value.version, `${label}.version`) };
  const parts = isRecord(value) ? fromGistUrl(value.url, '/([^/?#]+)', `${label}.url`) : null;
  if (!parts) throw new ValidationError(label, `needs { gist, version } or a parsed GistHistory with its API url, not ${shown(value)}`);
  return { gist_id: idText(parts[0], `${label}.url`), sha: versionText(parts[1], `${label}.url`) };
}, { gist: 1, version: '12e53275c298ab759fa38a1f4980a4aa0556593f' });
