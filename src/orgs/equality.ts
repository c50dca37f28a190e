import { isRecord } from '../core/codec.js';
import { sameId } from '../models/library/objects.js';

type WithId = { readonly id: number | null } | null;

/** Data with an id; anything else (undefined, a login, an object without one) names no organization. */
const identified = (value: unknown): value is { readonly id: number } => isRecord(value) && typeof value.id === 'number';

/**
 * Two organizations (summary or full) are the same when their ids are equal; what has no id is not the same as anything.
 * @example
 * ```ts
 * import { createSession } from 'hubops';
 * import { getOrganization, sameOrganization } from 'hubops/orgs';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * const [a, b] = await Promise.all([getOrganization(session, 'github'), getOrganization(session, 'GitHub')]);
 * console.log(sameOrganization(a, b)); // true: one organization, compared by id
 * ```
 */
export function sameOrganization(a: WithId, b: WithId): boolean {
  return identified(a) && identified(b) && sameId(a, b);
}
