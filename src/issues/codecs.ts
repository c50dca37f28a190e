import { codec, invalid, isRecord, oneOf, text, timestamp } from '../core/codec.js';
import { ValidationError } from '../errors/validation-error.js';

/**
 * A colour as the service takes it: six hex digits, or three (GitHub stores `f00` as `ff0000`),
 * sent as given but for a leading `#`, which is dropped. GitHub answers 422 for anything else
 * ("color is invalid"), and its description documents the six-digit form.
 */
export const labelColor = /*#__PURE__*/ codec<string, string>('text', (value, name) => {
  const hex = typeof value === 'string' ? value.replace(/^#/, '') : '';
  if (!/^(?:[0-9a-fA-F]{3}){1,2}$/.test(hex)) throw invalid(name, 'six hex digits or three, with or without a leading "#"', value);
  return hex;
}, 'fc2929');

/** A milestone to set on an issue: its number, or 0 or null to remove it (sent as null). */
export const milestoneOrNone = /*#__PURE__*/ codec<number | null, number | null>('int', (value, name) => {
  if (value === null || value === 0) return null;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw invalid(name, 'a milestone number, or 0 to remove it', value);
  return value;
}, 1);

/** A milestone filter: its number, `*` (any milestone) or `none` (no milestone). */
export const milestoneFilter = /*#__PURE__*/ codec<number | '*' | 'none', number | string>('value', (value, name) => {
  if (value === '*' || value === 'none') return value;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) throw invalid(name, 'a milestone number, "*" or "none"', value);
  return value;
}, '*');

const milestoneSorts = /*#__PURE__*/ oneOf('due_on', 'due_date', 'completeness');

/** How milestones are sorted; `due_date`, the older name, is sent as `due_on`. */
export const milestoneSort = /*#__PURE__*/ codec<'due_on' | 'due_date' | 'completeness', string>('enum', (value, name) => {
  const sort = milestoneSorts(value, name);
  return sort === 'due_date' ? 'due_on' : sort;
}, 'due_on');

/** A comment of an imported issue. */
export interface ImportedComment {
  body: string;
  /** When it was written: a Date or an ISO 8601 string. */
  createdAt?: Date | string;
  /** The same under its documented (wire) name; give one or the other. */
  created_at?: Date | string;
}

/** A comment of an imported issue, as the service takes it: `{ body, created_at? }`. */
export const importedComment = /*#__PURE__*/ codec<ImportedComment, { body: string; created_at?: string }>('value', (value, name) => {
  if (!isRecord(value)) throw invalid(name, 'an object { body, createdAt? }', value);
  for (const key of Object.keys(value)) if (key !== 'body' && key !== 'createdAt' && key !== 'created_at') throw new ValidationError(`${name}.${key}`, 'is not a member of an imported comment');
  if (value.createdAt !== undefined && value.created_at !== undefined) throw new ValidationError(`${name}.created_at`, 'is createdAt under its wire name: give one of them');
  const key = value.created_at === undefined ? 'createdAt' : 'created_at';
  const body = text(value.body, `${name}.body`);
  return value[key] === undefined ? { body } : { body, created_at: timestamp(value[key], `${name}.${key}`) };
});
