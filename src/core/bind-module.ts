import { checkSession, invalid } from './codec.js';
import type { Session } from './types.js';
import type { AnyVersion, ApiVersion, At, LATER, OptionsAt } from './versions.js';

type SessionFirst = (session: Session, ...args: never[]) => unknown;

/** An options object as version `V` takes it (its removed members gone); any other argument as it is. */
type OptionsOfVersion<T, V> = T extends object ? (typeof LATER extends keyof T ? OptionsAt<T, V> : T) : T;

/**
 * An operation with its session bound: the same parameters after the session, the same result,
 * both as the session's API version `V` has them.
 */
export type BoundOperation<F, V = AnyVersion> = F extends (session: Session, ...args: infer A) => infer R ? (...args: { [K in keyof A]: OptionsOfVersion<A[K], V> }) => At<R, V> : never;

/** An object of operations (a client's part), each with the session bound, as version `V` has them. */
export type BoundOperations<T, V = AnyVersion> = { readonly [K in keyof T]: BoundOperation<T[K], V> };

/** The operations of a module (its functions that take a session first), each with the session bound, as version `V` has them. */
export type BoundModule<M, V = AnyVersion> = { readonly [K in keyof M as M[K] extends SessionFirst ? K : never]: BoundOperation<M[K], V> };

/** Binds a session to one operation. */
export function bind<F extends SessionFirst>(session: Session, fn: F): BoundOperation<F> {
  return ((...args: never[]) => fn(session, ...args)) as BoundOperation<F>;
}

/** Whether a function is a class (a module's constants and classes are not operations). */
const isClass = (value: object) => 'prototype' in value && /^class[\s{]/.test(Function.prototype.toString.call(value));

/**
 * Every operation of a module with `session` bound, typed as the session's API version has it:
 * the facade for an area the client does not name, typed from the module and tree-shaken like it
 * (only the modules imported are bundled). The client's own parts are bound the same way.
 * @example
 * ```ts
 * import { bindModule, createSession } from 'hubops';
 * import * as actions from 'hubops/actions';
 *
 * const gh = bindModule(createSession({ token: process.env.GITHUB_TOKEN }), actions);
 * for await (const run of gh.listWorkflowRunsForRepo('octocat/Hello-World', { status: 'failure', number: 10 })) console.log(run.id, run.html_url);
 * ```
 */
export function bindModule<M extends object, V extends ApiVersion | null = ApiVersion | null>(session: Session<V>, module: M): BoundModule<M, V> {
  checkSession(session);
  if (typeof module !== 'object' || module === null || Array.isArray(module)) throw invalid('module', 'a module (import * as area from …)', module);
  const bound: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(module)) {
    if (typeof value === 'function' && !isClass(value)) bound[name] = bind(session as Session, value as SessionFirst);
  }
  if (Object.keys(bound).length === 0) throw invalid('module', 'a module with operations (import * as area from …)', module);
  return Object.freeze(bound) as BoundModule<M, V>;
}
