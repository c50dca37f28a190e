import { invalid, isRecord } from '../core/codec.js';
import type { Session } from '../core/types.js';

/**
 * Whether a plan is the free one, read from the plan's name. No request.
 * @example
 * ```ts
 * import { createSession } from 'hubops';
 * import { getAuthenticatedUser } from 'hubops/auth';
 * import { isFreePlan } from 'hubops/users';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * const me = await getAuthenticatedUser(session);
 * if (me.plan) console.log(isFreePlan(session, me.plan));
 * ```
 */
export function isFreePlan(_session: Session, plan: { readonly name: string | null }): boolean {
  if (!isRecord(plan) || !('name' in plan)) throw invalid('plan', 'a plan (parsed data with a name)', plan);
  return plan.name === 'free';
}
