import { checkSession, invalid } from './codec.js';
import type { Session } from './types.js';

type SessionFirst = (session: Session, ...args: never[]) => unknown;

/** An operation with its session bound: the same parameters after the session, the same result. */
export type BoundOperation<F> = F extends (session: Session, ...args: infer A) => infer R ? (...args: A) => R : never;

/** The operations of a module (its functions that take a session first), each with the session bound. */
export type BoundModule<M> = { readonly [K in keyof M as M[K] extends SessionFirst ? K : never]: BoundOperation<M[K]> };

/**
 * Every operation of a module with `session` bound: the facade for an area the client does not
 * name, typed from the module and tree-shaken like it (only the modules imported are bundled).
 * @example
 * ```ts
 * import { bindModule, createSession } from 'hubops';
 * import * as actions from 'hubops/actions';
 *
 * const gh = bindModule(createSession({ token: process.env.GITHUB_TOKEN }), actions);
 * for await (const run of gh.listWorkflowRunsForRepo('octocat/Hello-World', { status: 'failure', number: 10 })) console.log(run.id, run.html_url);
 * ```
 */
export function bindModule<M extends object>(session: Session, module: M): BoundModule<M> {
  checkSession(session);
  if (typeof module !== 'object' || module === null || Array.isArray(module)) throw invalid('module', 'a module (import * as area from …)', module);
  const bound: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(module)) {
    // Classes and constants are not operations; a function's type tells whether it takes a session first.
    if (typeof value !== 'function' || /^class[\s{]/.test(Function.prototype.toString.call(value))) continue;
    bound[name] = (...args: unknown[]) => (value as (...all: unknown[]) => unknown)(session, ...args);
  }
  if (Object.keys(bound).length === 0) throw invalid('module', 'a module with operations (import * as area from …)', module);
  return Object.freeze(bound) as BoundModule<M>;
}
