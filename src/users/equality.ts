import { isRecord } from '../core/codec.js';
import { sameId } from '../models/library/objects.js';

type WithId = { readonly id: number | null } | null;

/** Anything that is not data with an id (undefined, a login) names no account to compare: not the same. */
const comparable = (a: WithId, b: WithId): boolean => isRecord(a) && isRecord(b) && sameId(a, b);

/**
 * Two users (of any user type) are the same account when their ids are equal.
 * @example
 * ```ts
 * import { createSession } from 'hubops';
 * import { getUser, sameUser } from 'hubops/users';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * const [a, b] = await Promise.all([getUser(session, 'octocat'), getUser(session, 'Octocat')]);
 * console.log(sameUser(a, b)); // true: one account, compared by id
 * ```
 */
export function sameUser(a: WithId, b: WithId): boolean {
  return comparable(a, b);
}

/**
 * Two keys are the same key when their ids are equal.
 * @example
 * ```ts
 * import { createSession } from 'hubops';
 * import { getKey, listKeys, sameKey } from 'hubops/users';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * const key = await getKey(session, 1);
 * for await (const own of listKeys(session)) if (sameKey(own, key)) console.log('found', own.title);
 * ```
 */
export function sameKey(a: WithId, b: WithId): boolean {
  return comparable(a, b);
}
