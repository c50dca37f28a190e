import { leavable, required, text } from '../core/codec.js';
import { type WithDescribed, body, operation, path, type Op, list, one } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { repository, type RepoRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { Label } from '../models/labels.js';
import { labelColor } from './codecs.js';
import { label, type LabelRef } from './object-refs.js';
import { createLabelMembers, type CreateLabelMembers } from './generated/members/create-label.js';

/** One label of a repository: `{ owner, repo, name }` or a parsed label. `GET /repos/{owner}/{repo}/labels/{name}` */
export const getLabel: Op<[label: LabelRef], CallOptions, Promise<Label>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/labels/{name}',
  target: /*#__PURE__*/ path(label),
  result: /*#__PURE__*/ one(Label),
}));

/** The labels of a repository. `GET /repos/{owner}/{repo}/labels` */
export const listRepositoryLabels: Op<[repository: RepoRef], PageOptions, PageIterator<Label>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/labels',
  target: /*#__PURE__*/ path(repository),
  result: /*#__PURE__*/ list(Label),
}));

export interface CreateLabelOptions extends CallOptions {
  description?: string;
}

/**
 * Adds a label to a repository. `color` is six hex digits or three (GitHub stores `f00` as
 * `ff0000`), sent as given without a leading `#`; left out, GitHub picks its default grey.
 * `POST /repos/{owner}/{repo}/labels`
 */
export const createLabel: Op<[repository: RepoRef, name: string, color?: string], WithDescribed<CreateLabelOptions, CreateLabelMembers, 'name' | 'color'>, Promise<Label>> = /*#__PURE__*/ operation(() => ({
  described: createLabelMembers,
  method: 'POST',
  path: '/repos/{owner}/{repo}/labels',
  target: /*#__PURE__*/ path(repository),
  args: ['name', 'color'],
  params: {
    name: /*#__PURE__*/ body(required),
    color: /*#__PURE__*/ body(/*#__PURE__*/ leavable(labelColor)),
    description: /*#__PURE__*/ body(text),
  },
  result: /*#__PURE__*/ one(Label),
}));
