import { codec, invalid, isRecord, oneOf, positive } from '../core/codec.js';

/**
 * Codecs of the organization area: objects addressed by a numeric id alone (classic projects,
 * columns and cards), and the positions cards and columns move to.
 */

/** Something addressed by its id: the id, or anything with a numeric `id` (parsed data of it). */
export type IdRef = number | { readonly id: number | null };

/** The id of an `IdRef`: a whole number ≥ 1, read from the value or from its `id`. */
export function idOf(value: unknown, name: string): number {
  if (isRecord(value)) {
    if (!('id' in value)) throw invalid(name, 'an id or an object with one', value);
    return positive(value.id, `${name}.id`);
  }
  return positive(value, name);
}

/*#__NO_SIDE_EFFECTS__*/
function byId(fallback: string) {
  return codec<IdRef, number>('ref', (value, name) => idOf(value, name || fallback), 1);
}

/** A classic project by id (or a parsed Project). */
export const projectId = /*#__PURE__*/ byId('project');

/** A classic project column by id (or a parsed ProjectColumn). */
export const columnId = /*#__PURE__*/ byId('column');

/** A classic project card by id (or a parsed ProjectCard). */
export const cardId = /*#__PURE__*/ byId('card');

/** Where a column moves: `first`, `last`, or `after:<column id>` (the pattern GitHub's description gave these routes). */
export const columnPosition = /*#__PURE__*/ codec<string, string>('enum', (value, name) => {
  if (typeof value !== 'string' || !/^(?:first|last|after:\d+)$/.test(value)) throw invalid(name, '"first", "last" or "after:<column id>"', value);
  return value;
}, 'last');

/** Where a card moves within its column: `top`, `bottom`, or `after:<card id>` (the pattern GitHub's description gave these routes). */
export const cardPosition = /*#__PURE__*/ codec<string, string>('enum', (value, name) => {
  if (typeof value !== 'string' || !/^(?:top|bottom|after:\d+)$/.test(value)) throw invalid(name, '"top", "bottom" or "after:<card id>"', value);
  return value;
}, 'bottom');

/** A team's, or a member's, role and permission values. */
export const memberRole = /*#__PURE__*/ oneOf('member', 'admin');
