import type { Session } from '../core/session.js';

/** Whether a plan is the free one, read from the plan's name. No request. */
export function isFreePlan(_session: Session, plan: { readonly name: string | null }): boolean {
  return plan.name === 'free';
}
