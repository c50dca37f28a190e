import type { Session } from '../core/session.js';

type Operation = (session: Session, ...args: never[]) => unknown;

/** An operation with its session bound: the same parameters after the session, the same result. */
export type Bound<F> = F extends (session: Session, ...args: infer A) => infer R ? (...args: A) => R : never;

/** A facade part: each of its operations with the session bound. */
export type BoundAll<T> = { readonly [K in keyof T]: Bound<T[K]> };

/** Binds a session to a standalone operation: the facade adds nothing else. */
export function bind<F extends Operation>(session: Session, fn: F): Bound<F> {
  return ((...args: never[]) => fn(session, ...args)) as Bound<F>;
}

/** Binds a session to every operation of a facade part. */
export function bindAll<T extends Readonly<Record<string, Operation>>>(session: Session, operations: T): BoundAll<T> {
  const bound: Record<string, unknown> = {};
  for (const name of Object.keys(operations)) bound[name] = bind(session, operations[name] as Operation);
  return bound as BoundAll<T>;
}
