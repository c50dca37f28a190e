import type { Session } from '../core/types.js';
import type { AnyVersion, At, LATER, OptionsAt } from '../core/versions.js';
import { repoOf, type RepoRef } from '../core/refs.js';

type Operation = (session: Session, ...args: never[]) => unknown;

/**
 * An operation with its session bound: the same parameters after the session, the same result,
 * both as the session's API version `V` has them.
 */
export type Bound<F, V = AnyVersion> = F extends (session: Session, ...args: infer A) => infer R ? (...args: { [K in keyof A]: OptionsOfVersion<A[K], V> }) => At<R, V> : never;

/** An options object as version `V` takes it (its removed members gone); any other argument as it is. */
type OptionsOfVersion<T, V> = T extends object ? (typeof LATER extends keyof T ? OptionsAt<T, V> : T) : T;

/** A facade part: each of its operations with the session bound. */
export type BoundAll<T, V = AnyVersion> = { readonly [K in keyof T]: Bound<T[K], V> };

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

type Rest<F> = F extends (session: Session, target: never, ...rest: infer R) => unknown ? R : never;
type Returned<F> = F extends (...args: never[]) => infer R ? R : never;

/**
 * The documented positional form of a client-level method over a standalone function whose
 * target is a repository: `gh.repository(owner, repo)` for `getRepository(session, { owner, repo })`.
 */
export function ownerRepo<F extends Operation>(fn: F): (session: Session, owner: string, repo: string, ...rest: Rest<F>) => Returned<F> {
  return (session, owner, repo, ...rest) => fn(session, ...([{ owner, repo }, ...rest] as never[])) as Returned<F>;
}

/** The positional form `gh.issue(owner, repo, number)` over a function whose target is `{ owner, repo, number }`. */
export function ownerRepoNumber<F extends Operation>(fn: F): (session: Session, owner: string, repo: string, number: number, ...rest: Rest<F>) => Returned<F> {
  return (session, owner, repo, number, ...rest) => fn(session, ...([{ owner, repo, number }, ...rest] as never[])) as Returned<F>;
}

/**
 * An object operation that names one resource inside another by a key, over a function whose
 * target is `{ owner, repo, <key> }`: `gh.Repository.issue(repo, number)`, `gh.Issue.comment(issue, id)`.
 * `parent` reads the owner and repository from the first argument.
 */
export function within<F extends Operation, P, K>(
  fn: F,
  key: string,
  parent: (value: P, name: string) => { owner: string; repo: string },
): (session: Session, container: P, value: K, ...rest: Rest<F>) => Returned<F> {
  return (session, container, value, ...rest) => {
    let target: unknown;
    try {
      const { owner, repo } = parent(container, '');
      target = { owner, repo, [key]: value };
    } catch (error) {
      return Promise.reject(error) as Returned<F>;
    }
    return fn(session, ...([target, ...rest] as never[])) as Returned<F>;
  };
}

/** `gh.Repository.issue(repo, number)` over a function whose target is `{ owner, repo, number }`. */
export function inRepository<F extends Operation>(fn: F): (session: Session, repository: RepoRef, number: number, ...rest: Rest<F>) => Returned<F> {
  return within<F, RepoRef, number>(fn, 'number', (value, name) => repoOf(value, name || 'repository'));
}

/**
 * An object operation whose second parameter is a repository, taking also the documented form
 * with the owner and the name apart: `gh.User.isAssigneeOn(user, 'octocat', 'Hello-World')` as
 * well as `gh.User.isAssigneeOn(user, 'octocat/Hello-World')` or a parsed repository.
 */
export function ownerRepoApart<T, O, R>(
  fn: (session: Session, target: T, repository: RepoRef, options?: O) => R,
): (session: Session, target: T, repository: RepoRef | string, name?: string | O, options?: O) => R {
  return (session, target, repository, name, options) =>
    typeof name === 'string' ? fn(session, target, { owner: repository as string, repo: name }, options) : fn(session, target, repository as RepoRef, name);
}

/**
 * An organization's `addMember`, also in its older documented forms `addMember(org, username,
 * teamId)` and `addMember(org, username, teamName)`: with a team after the user, the user is added
 * to that team (the service's replacement for the removed organization route), else to the
 * organization.
 */
export function orTeamMember<T, U, O, P, R>(
  member: (session: Session, org: T, username: U, options?: O) => R,
  teamMember: (session: Session, team: number, username: U, options?: P) => R,
  namedTeamMember: (session: Session, org: T, username: U, teamName: string, options?: P) => R,
): (session: Session, org: T, username: U, team?: number | string | O, options?: P) => R {
  return (session, org, username, team, options) =>
    typeof team === 'number' ? teamMember(session, team, username, options) : typeof team === 'string' ? namedTeamMember(session, org, username, team, options) : member(session, org, username, team);
}

/**
 * An organization's operation on a team's repository, also in its older form naming the team by
 * its name (`addRepo(org, repo, 'Justice League')`), which is looked up among the organization's teams.
 */
export function orTeamName<T, X, A, O, R>(
  byAddress: (session: Session, org: T, repository: X, team: A, options?: O) => R,
  byName: (session: Session, org: T, repository: X, teamName: string, options?: O) => R,
): (session: Session, org: T, repository: X, team: A | string, options?: O) => R {
  return (session, org, repository, team, options) => (typeof team === 'string' ? byName(session, org, repository, team, options) : byAddress(session, org, repository, team as A, options));
}

/**
 * An operation one of whose documented positional parameters is an option of the standalone
 * function (optional on the wire), also taking it positionally as text, after the `count`
 * required arguments that follow the target: `gh.PullRequest.createReview(pr, 'LGTM', { event })`
 * as well as `gh.PullRequest.createReview(pr, { body: 'LGTM', event })`, and
 * `gh.Repository.merge(repo, 'main', 'feature', 'Merge feature')` for `{ commitMessage }`.
 */
export function textOption<T, P extends unknown[], O extends object, R>(
  fn: (session: Session, target: T, ...args: [...P, options?: O]) => R,
  key: keyof O & string,
  count: P['length'],
): (session: Session, target: T, ...args: [...P, value?: string | O, options?: O]) => R {
  const call = fn as (session: Session, target: T, ...args: unknown[]) => R;
  return (session, target, ...args) => {
    const value: unknown = args[count];
    if (typeof value === 'string') return call(session, target, ...args.slice(0, count), { ...(args[count + 1] as O | undefined), [key]: value }, ...args.slice(count + 2));
    // Passed on as given (trailing gaps left out), for the operation to check.
    const rest: unknown[] = [...args];
    while (rest.length > count && rest[rest.length - 1] === undefined) rest.pop();
    return call(session, target, ...rest);
  };
}
