import { codec, invalid, isRecord, oneOf, positive, required } from '../core/codec.js';
import { ValidationError } from '../errors/validation-error.js';

/** A full commit sha: 40 hex digits (SHA-1) or 64 (SHA-256). */
/** A full commit sha: the head a merge must match. */
export { objectSha as fullSha } from '../core/codec.js';

/** A draft comment of a review, on a line of the diff. */
export interface DraftReviewComment {
  /** The file, relative to the repository root. */
  path: string;
  body: string;
  /** Lines down from the file's first `@@` hunk header (the older way to place it). */
  position?: number;
  /** The line of the file (with `side`): the newer way to place it. */
  line?: number;
  side?: 'LEFT' | 'RIGHT';
  /** The first line of a multi-line comment. */
  startLine?: number;
  startSide?: 'LEFT' | 'RIGHT';
}

const side = /*#__PURE__*/ oneOf('LEFT', 'RIGHT');

/** Each member: how it is read and its wire name. */
const DRAFT_MEMBERS: Readonly<Record<keyof DraftReviewComment, readonly [(value: unknown, name: string) => unknown, string]>> = {
  path: [required, 'path'],
  position: [positive, 'position'],
  body: [required, 'body'],
  line: [positive, 'line'],
  side: [side, 'side'],
  startLine: [positive, 'start_line'],
  startSide: [side, 'start_side'],
};

/** A draft review comment, sent under its wire names; an unknown member is refused rather than dropped. */
export const draftComment = /*#__PURE__*/ codec<DraftReviewComment, Record<string, unknown>>('value', (value, name) => {
  if (!isRecord(value)) throw invalid(name, 'a draft comment { path, body, position or line }', value);
  for (const key of Object.keys(value)) if (!Object.hasOwn(DRAFT_MEMBERS, key)) throw new ValidationError(`${name}.${key}`, 'is not a member of a draft review comment');
  const wire: Record<string, unknown> = {};
  for (const [key, [read, wireName]] of Object.entries(DRAFT_MEMBERS)) {
    const member = value[key];
    if (member !== undefined || key === 'path' || key === 'body') wire[wireName] = read(member, `${name}.${key}`);
  }
  return wire;
}, { path: 'file1.txt', position: 1, body: 'Great stuff!' });
