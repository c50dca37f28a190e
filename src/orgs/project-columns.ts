import { oneOf, positive, required, text } from '../core/codec.js';
import { body, operation, path, query, type Op, one } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import type { CallOptions } from '../core/types.js';
import { ValidationError } from '../errors/validation-error.js';
import { ProjectCard, ProjectColumn } from '../models/projects.js';
import { classic, classicBool, classicList, INERTIA } from '../core/classic.js';
import { columnId, columnPosition, type IdRef } from './codecs.js';

// Classic projects: Enterprise Server only; removed from api.github.com.

const column = /*#__PURE__*/ path(columnId, 'column_id');

/** A column of a classic project by id. Classic projects: Enterprise Server only; removed from api.github.com. `GET /projects/columns/{column_id}` */
export const getProjectColumn: Op<[column: IdRef], CallOptions, Promise<ProjectColumn>> = /*#__PURE__*/ operation(() => ({
  path: '/projects/columns/{column_id}',
  target: column,
  accept: INERTIA,
  result: /*#__PURE__*/ classic(/*#__PURE__*/ one(ProjectColumn)),
}));

/** Renames a column of a classic project. Classic projects: Enterprise Server only; removed from api.github.com. `PATCH /projects/columns/{column_id}` */
export const updateProjectColumn: Op<[column: IdRef, name: string], CallOptions, Promise<ProjectColumn>> = /*#__PURE__*/ operation(() => ({
  method: 'PATCH',
  path: '/projects/columns/{column_id}',
  target: column,
  args: ['name'],
  params: { name: /*#__PURE__*/ body(required) },
  accept: INERTIA,
  auth: 'update',
  result: /*#__PURE__*/ classic(/*#__PURE__*/ one(ProjectColumn)),
}));

/** Deletes a column of a classic project: true once deleted, false on 404 (from Enterprise Server). Classic projects: Enterprise Server only; removed from api.github.com. `DELETE /projects/columns/{column_id}` */
export const deleteProjectColumn: Op<[column: IdRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  method: 'DELETE',
  path: '/projects/columns/{column_id}',
  target: column,
  accept: INERTIA,
  auth: 'delete',
  result: /*#__PURE__*/ classicBool(),
}));

/**
 * Moves a column within its project to `position`: `first`, `last` or `after:<column id>`.
 * True once moved. Classic projects: Enterprise Server only; removed from api.github.com.
 * `POST /projects/columns/{column_id}/moves`
 */
export const moveProjectColumn: Op<[column: IdRef, position: string], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  method: 'POST',
  path: '/projects/columns/{column_id}/moves',
  target: column,
  args: ['position'],
  params: { position: /*#__PURE__*/ body(columnPosition) },
  accept: INERTIA,
  auth: 'move',
  result: /*#__PURE__*/ classicBool(201),
}));

export interface ColumnCardsOptions extends PageOptions {
  /** `not_archived` (the default), `archived` or `all`. */
  archivedState?: 'all' | 'archived' | 'not_archived';
}

/** The cards of a classic project column. Classic projects: Enterprise Server only; removed from api.github.com. `GET /projects/columns/{column_id}/cards` */
export const listProjectCards: Op<[column: IdRef], ColumnCardsOptions, PageIterator<ProjectCard>> = /*#__PURE__*/ operation(() => ({
  path: '/projects/columns/{column_id}/cards',
  target: column,
  params: { archivedState: /*#__PURE__*/ query(/*#__PURE__*/ oneOf('all', 'archived', 'not_archived')) },
  accept: INERTIA,
  result: /*#__PURE__*/ classicList(ProjectCard),
}));

export interface NewCardOptions extends CallOptions {
  /** The card's text: a note card. */
  note?: string;
  /** The id (not the number) of the issue or pull request the card shows: a content card, with `contentType`. */
  contentId?: number;
  /** `Issue` or `PullRequest`: what `contentId` names. */
  contentType?: 'Issue' | 'PullRequest';
}

/**
 * Adds a card to a classic project column: either a note (`note`) or an issue or pull request
 * (`contentId` with `contentType`). Classic projects: Enterprise Server only; removed from
 * api.github.com. `POST /projects/columns/{column_id}/cards`
 */
export const createProjectCard: Op<[column: IdRef], NewCardOptions, Promise<ProjectCard>> = /*#__PURE__*/ operation(() => ({
  method: 'POST',
  path: '/projects/columns/{column_id}/cards',
  target: column,
  params: {
    note: /*#__PURE__*/ body(text),
    contentId: /*#__PURE__*/ body(positive),
    contentType: /*#__PURE__*/ body(/*#__PURE__*/ oneOf('Issue', 'PullRequest')),
  },
  // The service takes one of the two forms; a mix, or a content id without its type, is refused before sending.
  check: ({ note, contentId, contentType }) => {
    const content = contentId !== undefined || contentType !== undefined;
    if (note !== undefined && content) throw new ValidationError('note', 'cannot be given with contentId and contentType: a card is a note or shows an issue or pull request');
    if (note === undefined && !content) throw new ValidationError('note', 'or contentId with contentType is required');
    if (content && (contentId === undefined || contentType === undefined)) throw new ValidationError(contentId === undefined ? 'contentId' : 'contentType', 'is required with the other content field');
  },
  accept: INERTIA,
  auth: 'create_card',
  result: /*#__PURE__*/ classic(/*#__PURE__*/ one(ProjectCard)),
}));
