// Type-level tests of the public API, written as a user writes them: imports from 'hubops'.
// Nothing runs: `npm run typecheck` checks them against the sources, and spec/package.spec.ts
// against the shipped declarations with `exactOptionalPropertyTypes` on.
import { expectTypeOf } from 'expect-type';
import { bindModule, createClient, createSession, type GitHubError, type NotFoundError, type Client, type Issue, type PageIterator, type PullRequest, type Repository, type ShortRepository, type Contents, type FileCommit, type Session, type SessionOptions } from 'hubops';
import { getRepository } from 'hubops/repos';
import { listRepositoryIssues } from 'hubops/issues';
import { getPullRequest, listPullRequests, mergePullRequest } from 'hubops/pulls';
import * as pulls from 'hubops/pulls';
import { createIssue, getIssue } from 'hubops/issues';
import { createWorkflowDispatch, getWorkflow } from 'hubops/actions';
import { create as createCheckRun } from 'hubops/checks';
import { updateBranchProtection } from 'hubops/repos';
import { paginate, request } from 'hubops/route';
import { listReposForOrg } from 'hubops/migrations';
import { getForAuthenticatedUser as getCodespace } from 'hubops/codespaces';
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
  // A pull request's base always has its repository; a head's may be gone (a deleted fork).
  expectTypeOf<PullRequest['base']['repository']['full_name']>().toEqualTypeOf<string>();
  expectTypeOf<PullRequest['head']['repository']>().toEqualTypeOf<ShortRepository | null>();
  // A file's contents promise its name; the content a file commit answers promises nothing.
  expectTypeOf<Contents['name']>().toEqualTypeOf<string>();
  expectTypeOf<NonNullable<FileCommit['content']>['name']>().toEqualTypeOf<string | null>();
  expectTypeOf<NotFoundError>().toMatchTypeOf<GitHubError>();

  // Wrong input is a type error before it is a ValidationError.
  // @ts-expect-error: the target of a standalone function is one reference, not two strings
  void getRepository(session, 'octocat', 'Hello-World');
  // @ts-expect-error: an unknown state
  void gh.issuesOn('o', 'r', { state: 'merged' });

  // Types follow the session's API version: what 2026-03-10 removes is an error there, fine on a default session.
  const next = createSession({ apiVersion: '2026-03-10' });
  const current = createSession();
  expectTypeOf(next.apiVersion).toEqualTypeOf<'2026-03-10'>();
  expectTypeOf(current.apiVersion).toEqualTypeOf<'2022-11-28'>();
  void getPullRequest(current, pr).then((p) => {
    const sha: string | null = p.merge_commit_sha;
    const assignee = p.assignee;
    return [sha, assignee, p.title satisfies string];
  });
  void getPullRequest(next, pr).then((p) => {
    // @ts-expect-error: 2026-03-10 has no merge_commit_sha
    void p.merge_commit_sha;
    // @ts-expect-error: nor a single assignee
    void p.assignee;
    // Every other field is typed as before, promises kept; nested models follow the version too.
    const title: string = p.title;
    return [title, p.head.repository?.full_name];
  });
  void (async () => {
    for await (const item of listPullRequests(next, 'octocat/Hello-World')) {
      // @ts-expect-error: a listed pull request of 2026-03-10 has no merge_commit_sha either
      void item.merge_commit_sha;
    }
    for await (const item of listPullRequests(current, 'octocat/Hello-World')) void item.merge_commit_sha;
    // @ts-expect-error: 2026-03-10 takes assignees only
    await createIssue(next, 'octocat/Hello-World', 'Found a bug', { assignee: 'octocat' });
    await createIssue(next, 'octocat/Hello-World', 'Found a bug', { assignees: ['octocat'] });
    await createIssue(current, 'octocat/Hello-World', 'Found a bug', { assignee: 'octocat' });
    // @ts-expect-error: an issue of 2026-03-10 has no assignee
    void (await getIssue(next, { owner: 'octocat', repo: 'Hello-World', number: 1 })).assignee;
    // A workflow dispatch answers its run's details under 2026-03-10; under 2022-11-28 only when asked (else null).
    expectTypeOf((await createWorkflowDispatch(next, 'octocat/Hello-World', 'ci.yaml', 'main')).workflow_run_id).toEqualTypeOf<number>();
    const older = await createWorkflowDispatch(current, 'octocat/Hello-World', 'ci.yaml', 'main', { returnRunDetails: true });
    expectTypeOf(older?.workflow_run_id).toEqualTypeOf<number | undefined>();
    // @ts-expect-error: return_run_details is gone in 2026-03-10 (the details always come)
    await createWorkflowDispatch(next, 'octocat/Hello-World', 'ci.yaml', 'main', { returnRunDetails: true });
    // A migration's repositories are simple repositories under 2026-03-10.
    for await (const repo of listReposForOrg(next, 'github', 1)) expectTypeOf(repo.full_name).toEqualTypeOf<string>();
  })();
  // Nested models follow the version too: a codespace's repository (a minimal repository) loses has_downloads.
  void getCodespace(current, 'monalisa-octocat-hello-world-g4wpq6h95q').then((c) => c.repository.has_downloads satisfies boolean | null);
  void getCodespace(next, 'monalisa-octocat-hello-world-g4wpq6h95q').then((c) => {
    // @ts-expect-error: a repository of 2026-03-10 has no has_downloads
    void c.repository.has_downloads;
    return c.repository.full_name satisfies string;
  });
  // A module bound to a session follows its version, as the client does.
  const pullsNext = bindModule(next, pulls);
  void pullsNext.getPullRequest(pr).then((p) => {
    // @ts-expect-error: 2026-03-10 has no merge_commit_sha
    void p.merge_commit_sha;
    return p.title satisfies string;
  });
  void bindModule(current, pulls).getPullRequest(pr).then((p) => p.merge_commit_sha satisfies string | null);
  // A client follows its session's version too: methods of their own form (`gh.pullRequest(owner, repo, number)`) as well.
  const ghNext = createClient({ apiVersion: '2026-03-10' });
  const ghCurrent = createClient({ token: maybe });
  void ghNext.pullRequest('octocat', 'Hello-World', 1).then((p) => {
    // @ts-expect-error: a client of 2026-03-10 reads no merge_commit_sha
    void p.merge_commit_sha;
    return p.title satisfies string;
  });
  void ghNext.Repository.pullRequests('octocat/Hello-World').toArray().then((items) => {
    // @ts-expect-error: nor on a listed pull request
    void items[0]?.merge_commit_sha;
  });
  // @ts-expect-error: 2026-03-10 takes assignees only, on the client too
  void ghNext.Repository.createIssue('octocat/Hello-World', 'Found a bug', { assignee: 'octocat' });
  void ghCurrent.pullRequest('octocat', 'Hello-World', 1).then((p) => p.merge_commit_sha satisfies string | null);
  expectTypeOf(ghNext.session.apiVersion).toEqualTypeOf<'2026-03-10'>();
  expectTypeOf(gh.pullRequest).toEqualTypeOf<Client['pullRequest']>();
  // A session not typed for one version (options built elsewhere) gets 2022-11-28's types.
  void getPullRequest(session, pr).then((p) => p.merge_commit_sha);

  // The testing kit.
  expectTypeOf(startReplayServer).returns.resolves.toEqualTypeOf<ReplayServer>();
  expectTypeOf(fixture<Issue>).returns.toEqualTypeOf<Issue>();
  expectTypeOf(createRecorder({ secrets: [] }).fetch).toEqualTypeOf<typeof fetch>();
}


/** Nested arguments are typed by their wire names at every depth, as GitHub documents them. */
export function nestedArguments(session: Session): void {
  const annotation = { path: 'README.md', start_line: 2, end_line: 2, annotation_level: 'warning', message: 'm' } as const;
  void createCheckRun(session, 'o/r', 'lint', 'sha', { output: { title: 't', summary: 's', annotations: [annotation] }, actions: [{ label: 'Fix', description: 'd', identifier: 'fix' }] });
  // @ts-expect-error: a misspelt member of a nested object
  void createCheckRun(session, 'o/r', 'lint', 'sha', { output: { titel: 't', summary: 's' } });
  // @ts-expect-error: a member GitHub requires, left out
  void createCheckRun(session, 'o/r', 'lint', 'sha', { output: { title: 't' } });
  // @ts-expect-error: a wrong type inside a list of objects
  void createCheckRun(session, 'o/r', 'lint', 'sha', { output: { title: 't', summary: 's', annotations: [{ ...annotation, start_line: 'one' }] } });
  // @ts-expect-error: an enum value at depth
  void createCheckRun(session, 'o/r', 'lint', 'sha', { output: { title: 't', summary: 's', annotations: [{ ...annotation, annotation_level: 'fatal' }] } });
  // @ts-expect-error: an action without its identifier
  void createCheckRun(session, 'o/r', 'lint', 'sha', { actions: [{ label: 'Fix', description: 'd' }] });
  // A union: a workflow by id or by file name, nothing else.
  void getWorkflow(session, 'o/r', 161335);
  void getWorkflow(session, 'o/r', 'main.yaml');
  // @ts-expect-error: neither an id nor a file name
  void getWorkflow(session, 'o/r', { a: 1 });
  // Required and nullable: null turns a protection off; the nested object is typed when given.
  void updateBranchProtection(session, 'o/r', 'main', null, false, null, null);
  void updateBranchProtection(session, 'o/r', 'main', { strict: true, contexts: ['ci'] }, true, null, null);
  // @ts-expect-error: strict is a boolean
  void updateBranchProtection(session, 'o/r', 'main', { strict: 'yes', contexts: [] }, true, null, null);
}

/** A route by its string, octokit's way: parameters and result typed by the route. */
export async function byRoute(session: Session): Promise<void> {
  const repo = await request(session, 'GET /repos/{owner}/{repo}', { owner: 'octocat', repo: 'Hello-World' });
  expectTypeOf(repo).toEqualTypeOf<Awaited<ReturnType<typeof getRepository>>>();
  // @ts-expect-error: a misspelt result field
  void repo.fullname;
  // @ts-expect-error: a missing path parameter
  await request(session, 'GET /repos/{owner}/{repo}', { owner: 'octocat' });
  // @ts-expect-error: a misspelt member
  await request(session, 'POST /repos/{owner}/{repo}/check-runs', { owner: 'o', repo: 'r', name: 'lint', head_sha: 'sha', outptu: {} });
  // @ts-expect-error: a misspelt member of a nested object
  await request(session, 'POST /repos/{owner}/{repo}/check-runs', { owner: 'o', repo: 'r', name: 'lint', head_sha: 'sha', output: { titel: 't', summary: 's' } });
  await request(session, 'PUT /repos/{owner}/{repo}/branches/{branch}/protection', { owner: 'o', repo: 'r', branch: 'main', required_status_checks: null, enforce_admins: false, required_pull_request_reviews: null, restrictions: null });
  // A route the index does not know: any parameters, an unknown answer.
  expectTypeOf(await request(session, 'GET /future/{thing}', { thing: 1 })).toEqualTypeOf<unknown>();
  for await (const issue of paginate(session, 'GET /repos/{owner}/{repo}/issues', { owner: 'o', repo: 'r', state: 'open', per_page: 50 })) expectTypeOf(issue.number).toEqualTypeOf<number>();
  // @ts-expect-error: an unknown state
  paginate(session, 'GET /repos/{owner}/{repo}/issues', { owner: 'o', repo: 'r', state: 'any' });
}
