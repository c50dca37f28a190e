// Type-level tests of the public API, written as a user writes them: imports from 'hubops'.
// Nothing runs: `npm run typecheck` checks them against the sources, and spec/package.spec.ts
// against the shipped declarations with `exactOptionalPropertyTypes` on.
import { expectTypeOf } from 'expect-type';
import { createClient, createSession, type GitHubError, type NotFoundError, type Client, type Issue, type PageIterator, type PullRequest, type Repository, type Session, type SessionOptions } from 'hubops';
import { getRepository } from 'hubops/repos';
import { listRepositoryIssues } from 'hubops/issues';
import { mergePullRequest } from 'hubops/pulls';
import { createRecorder, fixture, startReplayServer, type ReplayServer } from 'hubops/testing';

declare const maybe: string | undefined;
declare const pr: PullRequest;

export function publicTypes(session: Session, gh: Client): void {
  // Options read from the environment are `string | undefined`: accepted as they are.
  expectTypeOf(createSession).toBeCallableWith({ token: maybe, baseUrl: maybe });
  expectTypeOf(createClient).toBeCallableWith({ token: maybe });
  expectTypeOf<SessionOptions['token']>().toEqualTypeOf<string | undefined>();
  expectTypeOf(gh.issuesOn).toBeCallableWith('o', 'r', { state: 'closed', etag: maybe, number: 50 });
  expectTypeOf(mergePullRequest).toBeCallableWith(session, pr, { mergeMethod: 'squash', sha: maybe });

  // Results are named, immutable parsed types.
  expectTypeOf(getRepository(session, 'octocat/Hello-World')).resolves.toEqualTypeOf<Repository>();
  expectTypeOf(listRepositoryIssues(session, { owner: 'o', repo: 'r' })).toMatchTypeOf<PageIterator<unknown>>();
  // Fields GitHub's description promises are non-null; the others may be null (absent reads null).
  expectTypeOf<Repository['full_name']>().toEqualTypeOf<string>();
  expectTypeOf<Repository['created_at']>().toEqualTypeOf<Date>();
  expectTypeOf<Repository['description']>().toEqualTypeOf<string | null>();
  void getRepository(session, 'octocat/Hello-World').then((r) => {
    const name: string = r.full_name;
    const login: string = r.owner.login;
    const stars: number = r.stargazers_count;
    return [name, login, stars];
  });
  expectTypeOf<NotFoundError>().toMatchTypeOf<GitHubError>();

  // Wrong input is a type error before it is a ValidationError.
  // @ts-expect-error: the target of a standalone function is one reference, not two strings
  void getRepository(session, 'octocat', 'Hello-World');
  // @ts-expect-error: an unknown state
  void gh.issuesOn('o', 'r', { state: 'merged' });

  // The testing kit.
  expectTypeOf(startReplayServer).returns.resolves.toEqualTypeOf<ReplayServer>();
  expectTypeOf(fixture<Issue>).returns.toEqualTypeOf<Issue>();
  expectTypeOf(createRecorder({ secrets: [] }).fetch).toEqualTypeOf<typeof fetch>();
}

