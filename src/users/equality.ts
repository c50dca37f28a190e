import { sameId } from '../schema/objects.js';

type WithId = { readonly id: number | null } | null;

/** Two users (of any user type) are the same account when their ids are equal. */
export function sameUser(a: WithId, b: WithId): boolean {
  return sameId(a, b);
}

/** Two keys are the same key when their ids are equal. */
export function sameKey(a: WithId, b: WithId): boolean {
  return sameId(a, b);
}
