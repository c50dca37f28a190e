import { isRecord } from '../core/codec.js';
import { sameId } from '../schema/objects.js';

type WithId = { readonly id: number | null } | null;

/** Anything that is not data with an id (undefined, a login) names no account to compare: not the same. */
const comparable = (a: WithId, b: WithId): boolean => isRecord(a) && isRecord(b) && sameId(a, b);

/** Two users (of any user type) are the same account when their ids are equal. */
export function sameUser(a: WithId, b: WithId): boolean {
  return comparable(a, b);
}

/** Two keys are the same key when their ids are equal. */
export function sameKey(a: WithId, b: WithId): boolean {
  return comparable(a, b);
}
