import type { Session } from '../core/session.js';

export type Bound<F> = F extends (session: Session, ...args: infer A) => infer R ? (...args: A) => R : never;

/** Binds a session to a standalone operation: the facade adds nothing else. */
export function bind<F extends (session: Session, ...args: never[]) => unknown>(session: Session, fn: F): Bound<F> {
  return ((...args: never[]) => fn(session, ...args)) as Bound<F>;
}
