import { isRecord } from '../core/codec.js';
import { sameId } from '../models/library/objects.js';

type WithId = { readonly id: number | null } | null;

const identified = (value: unknown): value is { readonly id: number } => isRecord(value) && typeof value.id === 'number';

/**
 * Two teams (summary or full) are the same when their ids are equal; what has no id is not the same as anything. No request.
 * @example
 * ```ts
 * import { createSession } from 'hubops';
 * import { listOrganizationTeams } from 'hubops/orgs';
 * import { listOwnTeams, sameTeam } from 'hubops/teams';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * const mine = await listOwnTeams(session).toArray();
 * for await (const team of listOrganizationTeams(session, 'github')) {
 *   if (mine.some((own) => sameTeam(own, team))) console.log('member of', team.name);
 * }
 * ```
 */
export function sameTeam(a: WithId, b: WithId): boolean {
  return identified(a) && identified(b) && sameId(a, b);
}
