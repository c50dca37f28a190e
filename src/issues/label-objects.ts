import { required, text } from '../core/codec.js';
import { type WithDescribed, body, operation, path, type Op, bool, done } from '../core/operation.js';
import type { CallOptions } from '../core/types.js';
import { labelColor } from './codecs.js';
import { label, type LabelRef } from './object-refs.js';
import { updateLabelMembers, type UpdateLabelMembers } from './generated/members/update-label.js';

export interface UpdateLabelOptions extends CallOptions {
  /** Sent only when given; an empty string clears it. */
  description?: string;
}

/** Deletes a repository label: true on 204, false on 404. `DELETE /repos/{owner}/{repo}/labels/{name}` */
export const deleteLabel: Op<[label: LabelRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  method: 'DELETE',
  path: '/repos/{owner}/{repo}/labels/{name}',
  target: /*#__PURE__*/ path(label),
  result: /*#__PURE__*/ bool(),
}));

/**
 * Renames and recolours a repository label; true once changed. The new name goes as
 * `new_name`, the key today's service reads. `PATCH /repos/{owner}/{repo}/labels/{name}`
 */
export const updateLabel: Op<[label: LabelRef, name: string, color: string], WithDescribed<UpdateLabelOptions, UpdateLabelMembers, 'name' | 'color'>, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  described: updateLabelMembers,
  method: 'PATCH',
  path: '/repos/{owner}/{repo}/labels/{name}',
  target: /*#__PURE__*/ path(label),
  args: ['name', 'color'],
  params: {
    name: /*#__PURE__*/ body(required, 'new_name'),
    color: /*#__PURE__*/ body(labelColor),
    description: /*#__PURE__*/ body(text),
  },
  result: done,
}));
