import { send, sendForBool, type CallOptions } from '../core/request.js';
import type { Session } from '../core/session.js';
import { labelOf, type LabelRef } from './object-refs.js';
import { labelColor } from './repository-labels.js';
import { nonEmpty } from '../core/validate.js';

const LABEL = '/repos/{owner}/{repo}/labels/{name}';

export interface UpdateLabelOptions extends CallOptions {
  /** Sent only when given; an empty string clears it. */
  description?: string;
}

/** Deletes a repository label: true on 204, false on 404. `DELETE /repos/{owner}/{repo}/labels/{name}` */
export async function deleteLabel(session: Session, label: LabelRef, options: CallOptions = {}): Promise<boolean> {
  return sendForBool(session, { ...options, method: 'DELETE', path: LABEL, params: labelOf(label) });
}

/**
 * Renames and recolours a repository label; true once changed. The new name goes as
 * `new_name`, the key today's service reads. `PATCH /repos/{owner}/{repo}/labels/{name}`
 */
export async function updateLabel(session: Session, label: LabelRef, name: string, color: string, options: UpdateLabelOptions = {}): Promise<boolean> {
  const { description, ...call } = options;
  nonEmpty('name', name, 'must be a non-empty label name');
  const body = { new_name: name, color: labelColor(color), ...(description === undefined ? {} : { description }) };
  await send(session, { ...call, method: 'PATCH', path: LABEL, params: labelOf(label), body, as: 'none' });
  return true;
}
