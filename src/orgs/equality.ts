import { sameId } from '../schema/objects.js';

/** Two organizations (summary or full) are the same when their ids are equal. */
export function sameOrganization(a: { readonly id: number | null } | null, b: { readonly id: number | null } | null): boolean {
  return sameId(a, b);
}
