import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { laterDescription } from '../scripts/generate/versions.js';
import { loadDescription, type JsonObject } from '../scripts/lib/openapi.js';
import { createWorkflowDispatch } from '../src/actions/index.js';
import { deleteInstallation } from '../src/apps/index.js';
import { getDefaultSetup } from '../src/code-scanning/index.js';
import { createSession } from '../src/core/session.js';
import { UnavailableForLegalReasons } from '../src/errors/index.js';
import { listGists, getGist } from '../src/gists/index.js';
import { getIssue } from '../src/issues/index.js';
import { root } from '../src/meta/index.js';
import { getStatusForOrg, listReposForOrg } from '../src/migrations/index.js';
import { getRateLimit } from '../src/misc/index.js';
import { addOrganizationMember, createOrganizationRepository, orgsDelete, removeOrganizationMember } from '../src/orgs/index.js';
import { getPullRequest, listPullRequests } from '../src/pulls/index.js';
import { acceptInvitationForAuthenticatedUser, createRepository, getRepository, listDirectoryContents } from '../src/repos/index.js';
import { getGlobalAdvisory } from '../src/security-advisories/index.js';
import { listAttestations } from '../src/users/index.js';
import * as interfaceModels from '../src/models/documented.js';
import { closeLoopbacks, json, loopback } from './hardening/loopback.js';

/*
 * REST API version 2026-03-10 beside 2022-11-28, on the answer side: one spec per changeset of
 * GitHub's description that changes an answer. Each serves, from a loopback server, the
 * description's own documented example of the answer — as 2022-11-28 documents it, and with the
 * changeset's patch applied as 2026-03-10 documents it — to a session of each version, and
 * checks what each reads. (The request side is spec/api-versions.spec.ts.)
 */

const LATER = '2026-03-10';
const api = loadDescription('api.github.com');
const later = laterDescription(api.doc, LATER);
const examples = (doc: JsonObject) => (doc.components as { examples: Record<string, { value: unknown }> }).examples;

/** A documented example's value, as the given version documents it. */
function example<T = Record<string, unknown>>(name: string, version: '2022-11-28' | typeof LATER): T {
  const found = examples(version === LATER ? later.doc : api.doc)[name];
  if (!found) throw new Error(`no documented example ${name}`);
  return structuredClone(found.value) as T;
}

afterEach(closeLoopbacks);

/** A session of each version against a server answering `status` and `body` (a function of the request's version). */
async function served(answer: (version: string) => { status: number; body?: unknown }) {
  const server = await loopback((request, response) => {
    const { status, body } = answer(String(request.headers['x-github-api-version']));
    if (status === 204 || body === undefined) {
      response.writeHead(status);
      response.end();
    } else json(response, status, body);
  });
  const options = { baseUrl: server.url, token: 'versions-answer-token', retry: false } as const;
  return { current: createSession(options), next: createSession({ ...options, apiVersion: LATER }), server };
}

/**
 * Every field of parsed data that the answer has reads (none throws: a documented example may
 * leave out a field its own schema requires, which then reads as that error), and the named ones
 * read null.
 */
function readsWithout(value: object, answer: object, ...names: string[]): void {
  for (const key of Object.keys(value)) if (key in answer) expect(() => (value as Record<string, unknown>)[key], key).not.toThrow();
  for (const name of names) expect((value as Record<string, unknown>)[name], name).toBeNull();
}

const docExample = (version: string, name: string) => ({ status: 200, body: example(name, version === LATER ? LATER : '2022-11-28') });

describe('answers under API version 2026-03-10', () => {
  it('remove_pull_request_merge_commit_sha, remove_singular_assignee_from_issues_and_pull_requests: a pull request has neither; 2022-11-28 reads both', async () => {
    const { current, next } = await served((version) => docExample(version, 'pull-request'));
    const ref = { owner: 'octocat', repo: 'Hello-World', number: 1347 };
    const documented = example('pull-request', '2022-11-28');
    const older = await getPullRequest(current, ref);
    expect(older.merge_commit_sha).toBe(documented.merge_commit_sha);
    expect(older.assignee?.login).toBe((documented.assignee as { login: string }).login);
    const newer = await getPullRequest(next, ref);
    readsWithout(newer, example('pull-request', LATER), 'merge_commit_sha', 'assignee');
    expect(newer.title).toBe(documented.title);
    expect(example('pull-request', LATER)).not.toHaveProperty('merge_commit_sha');
    // Read as the version's model: a 2026-03-10 session reads them null even from an answer that still has them.
    const { next: stale } = await served(() => docExample('2022-11-28', 'pull-request'));
    readsWithout(await getPullRequest(stale, ref), documented, 'merge_commit_sha', 'assignee');
    // Listed pull requests (pull-request-simple) alike.
    const { current: c2, next: n2 } = await served((version) => ({ status: 200, body: version === LATER ? [example('pull-request-simple', LATER)] : example('pull-request-simple-items', '2022-11-28') }));
    for await (const item of listPullRequests(n2, 'octocat/Hello-World')) readsWithout(item, example('pull-request-simple', LATER), 'merge_commit_sha', 'assignee');
    for await (const item of listPullRequests(c2, 'octocat/Hello-World')) expect(item.merge_commit_sha).toMatch(/^[0-9a-f]{40}$/);
  });

  it('remove_singular_assignee_from_issues_and_pull_requests: an issue has no assignee', async () => {
    const { current, next } = await served((version) => docExample(version, 'issue'));
    const ref = { owner: 'octocat', repo: 'Hello-World', number: 1347 };
    expect((await getIssue(current, ref)).assignee?.login).toBe('octocat');
    readsWithout(await getIssue(next, ref), example('issue', LATER), 'assignee');
  });

  it('remove_has_downloads, remove_use_squash_pr_title_as_default: a repository has neither', async () => {
    const { current, next } = await served((version) => docExample(version, 'full-repository'));
    const older = await getRepository(current, 'octocat/Hello-World');
    expect(older.has_downloads).toBe(true);
    const newer = await getRepository(next, 'octocat/Hello-World');
    readsWithout(newer, example('full-repository', LATER), 'has_downloads');
    expect(newer.full_name).toBe('octocat/Hello-World');
  });

  it('deprecate_beta_media_type: a listed gist has no user; an issue reads as before', async () => {
    const gists = await served((version) => ({ status: 200, body: version === LATER ? [example('base-gist', LATER)] : example('base-gist-items', '2022-11-28') }));
    // 2022-11-28 reads the documented user as sent (the example's gist has none: null).
    const [documented] = example<{ user: unknown }[]>('base-gist-items', '2022-11-28');
    for await (const gist of listGists(gists.current)) expect(gist.user === null).toBe(documented?.user === null);
    for await (const gist of listGists(gists.next)) readsWithout(gist, example('base-gist', LATER), 'user');
    expect(example('base-gist', LATER)).not.toHaveProperty('user');
    const { next } = await served((version) => docExample(version, 'issue'));
    const issue = await getIssue(next, { owner: 'octocat', repo: 'Hello-World', number: 1347 });
    readsWithout(issue, example('issue', LATER), 'assignee');
    expect(issue.title).toBe(example('issue', LATER).title);
  });

  it('remove_forks_history_from_base_gist: a gist has no forks or history', async () => {
    const { current, next } = await served((version) => docExample(version, 'gist'));
    const older = await getGist(current, 'aa5a315d61ae9438b18d');
    expect(Array.isArray(older.history)).toBe(true);
    readsWithout(await getGist(next, 'aa5a315d61ae9438b18d'), example('gist', LATER), 'forks', 'history');
  });

  it('deprecate_cvss: a global advisory has no cvss', async () => {
    const { current, next } = await served((version) => docExample(version, 'global-advisory'));
    expect((await getGlobalAdvisory(current, 'GHSA-abcd-1234-efgh')).cvss).not.toBeNull();
    const newer = await getGlobalAdvisory(next, 'GHSA-abcd-1234-efgh');
    readsWithout(newer, example('global-advisory', LATER), 'cvss');
    expect(newer.ghsa_id).toBe(example('global-advisory', LATER).ghsa_id);
  });

  it('remove_hub_url_from_api_root, remove_authorizations_url_from_api_root: the API root has neither', async () => {
    const { current, next } = await served((version) => docExample(version, 'root'));
    const older = await root(current);
    expect(older.hub_url).toMatch(/^https:/);
    expect(older.authorizations_url).toMatch(/^https:/);
    readsWithout(await root(next), example('root', LATER), 'hub_url', 'authorizations_url');
  });

  it('remove_rate_limit_rate: the rate limit overview has no rate (resources.core says it)', async () => {
    const { current, next } = await served((version) => docExample(version, 'rate-limit-overview'));
    expect((await getRateLimit(current)).rate?.limit).toBeTypeOf('number');
    const newer = await getRateLimit(next);
    expect(newer.resources.core?.limit).toBeTypeOf('number');
    expect(newer).not.toHaveProperty('rate');
  });

  it('change_workflow_dispatch_response_status: the dispatch answers its run’s details (200); 2022-11-28 answers 204 unless asked', async () => {
    const details = example('workflow-dispatch-response', '2022-11-28');
    const { current, next, server } = await served((version) => (version === LATER ? { status: 200, body: details } : { status: 204 }));
    expect(await createWorkflowDispatch(current, 'octocat/Hello-World', 'main.yaml', 'main')).toBeNull();
    expect(await createWorkflowDispatch(next, 'octocat/Hello-World', 'main.yaml', 'main')).toMatchObject({ workflow_run_id: details.workflow_run_id });
    expect(server.requests.map((r) => JSON.parse(r.body) as unknown)).toEqual([{ ref: 'main' }, { ref: 'main' }]);
    const asked = await served(() => ({ status: 200, body: details }));
    expect((await createWorkflowDispatch(asked.current, 'octocat/Hello-World', 'main.yaml', 'main', { returnRunDetails: true }))?.run_url).toBe(details.run_url);
  });

  it('change_delete_installation_success_status: deleting an installation answers 202; 2022-11-28 answers 204', async () => {
    const { current, next } = await served((version) => ({ status: version === LATER ? 202 : 204 }));
    expect(await deleteInstallation(current, 1)).toBe(true);
    expect(await deleteInstallation(next, 1)).toBe(true);
  });

  const tradeControls: [string, (session: ReturnType<typeof createSession>) => Promise<unknown>][] = [
    ['change_accept_repository_invitation_response_status', (s) => acceptInvitationForAuthenticatedUser(s, 1)],
    ['change_create_repo_trade_compliance_response_status', (s) => createOrganizationRepository(s, 'github', 'Hello-World')],
    ['change_create_repo_trade_compliance_response_status', (s) => createRepository(s, 'Hello-World')],
    ['change_delete_organization_trade_compliance_respose_status', (s) => orgsDelete(s, 'github')],
    ['change_remove_member_trade_compliance_response_status', (s) => removeOrganizationMember(s, 'github', 'octocat')],
    ['change_update_user_membership_trade_compliance_response_status', (s) => addOrganizationMember(s, 'github', 'octocat')],
  ];
  for (const [changeset, call] of tradeControls) {
    it(`${changeset}: a 451 (trade controls) is an UnavailableForLegalReasons`, async () => {
      const { next } = await served(() => ({ status: 451 }));
      const error = await call(next).then(() => null, (e: unknown) => e);
      expect(error).toBeInstanceOf(UnavailableForLegalReasons);
      expect(error).toMatchObject({ status: 451 });
    });
  }

  it('remove_bundle: an attestation has no bundle (its bundle_url says where it is)', async () => {
    const { next } = await served((version) => docExample(version, 'list-attestations'));
    const newer = (await listAttestations(next, 'octocat', 'sha256:abc')) as { attestations: Record<string, unknown>[] } | null;
    expect(newer?.attestations[0]?.bundle_url).toMatch(/^https:/);
    expect(newer?.attestations.some((a) => 'bundle' in a)).toBe(false);
  });

  it('remove_single_js_ts: a default setup’s languages read as sent', async () => {
    const { next } = await served((version) => docExample(version, 'code-scanning-default-setup'));
    const setup = await getDefaultSetup(next, 'octocat/Hello-World');
    expect(setup.languages).toEqual(example('code-scanning-default-setup', LATER).languages);
  });

  it('restrict_repo_fields_in_migration_resource: a migration’s repositories are simple repositories', async () => {
    const simple = example('simple-repository', LATER);
    const { current, next } = await served((version) => ({ status: 200, body: version === LATER ? [simple] : example('minimal-repository-items', '2022-11-28') }));
    for await (const repo of listReposForOrg(next, 'github', 1)) {
      readsWithout(repo, simple);
      expect(repo.full_name).toBe(simple.full_name);
    }
    for await (const repo of listReposForOrg(current, 'github', 1)) expect(repo.full_name).toBe('octocat/Hello-World');
    // Inside a migration, the 2026-03-10 repositories read as simple repositories: every field they have reads.
    const migration = { ...example('migration-with-short-org', '2022-11-28'), repositories: [simple] };
    const { next: n2 } = await served(() => ({ status: 200, body: migration }));
    const read = await getStatusForOrg(n2, 'github', 1);
    for (const repo of read.repositories ?? []) readsWithout(repo, simple);
    expect(read.repositories?.[0]?.full_name).toBe(simple.full_name);
  });

  it('return_submodule_type_for_submodules_in_directory_lists: a directory lists a submodule as type submodule', async () => {
    const submodule = (api.doc.components as { examples: Record<string, { value: Record<string, unknown> }> }).examples['content-file-response-if-content-is-a-submodule']?.value as Record<string, unknown>;
    const { next } = await served(() => ({ status: 200, body: [submodule] }));
    const [[name, entry] = ['', null]] = (await listDirectoryContents(next, 'octocat/Hello-World', 'lib')) as readonly (readonly [string, { type: string | null }])[];
    expect(name).toBe(submodule.name);
    expect(entry?.type).toBe('submodule');
  });

  it('the README lists every documented attribute of the interface’s types that 2026-03-10 removes', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const table = readme.slice(readme.indexOf('documented attributes that `2026-03-10` removes'), readme.indexOf('```ts', readme.indexOf('documented attributes that `2026-03-10` removes')));
    const rows = [...table.matchAll(/^\| (.+?) \| (.+?) \|$/gm)].map(([, types = '', attrs = '']) => ({ types: [...types.matchAll(/`(\w+)`/g)].map((m) => m[1]), attrs: [...attrs.matchAll(/`(\w+)`/g)].map((m) => m[1]) }));
    const removed = Object.entries(interfaceModels).flatMap(([name, type]) => {
      const fields = (type as { fields?: Record<string, { later?: Record<string, unknown> }> }).fields ?? {};
      const gone = Object.entries(fields).filter(([, field]) => field.later?.[LATER] === null).map(([attr]) => attr);
      return gone.length ? [[name, gone.sort()] as const] : [];
    });
    expect(removed.length).toBeGreaterThanOrEqual(8);
    for (const [name, gone] of removed) expect(rows.find((row) => row.types.includes(name))?.attrs.sort(), name).toEqual(gone);
  });
});
