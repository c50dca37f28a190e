import type { Session } from '../core/types.js';
import { repoOf, type RepoRef } from '../core/refs.js';

type Operation = (session: Session, ...args: never[]) => unknown;

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
