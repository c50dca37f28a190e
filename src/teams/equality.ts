import { isRecord } from '../core/codec.js';
import { sameId } from '../schema/objects.js';

type WithId = { readonly id: number | null } | null;

const identified = (value: unknown): value is { readonly id: number } => isRecord(value) && typeof value.id === 'number';

/** Two teams (summary or full) are the same when their ids are equal; what has no id is not the same as anything. No request. */
export function sameTeam(a: WithId, b: WithId): boolean {
  return identified(a) && identified(b) && sameId(a, b);
}
