import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { CountedIterator, PageIterator } from '../../src/core/page-iterator.js';
import {
  getArtifact,
  listArtifactsForRepo,
  listJobsForWorkflowRunAttempt,
  listRepoWorkflows,
  listWorkflowRunArtifacts,
  listWorkflowRuns,
  listWorkflowRunsForRepo,
} from '../../src/actions/index.js';
import { create as createCheckRun, get as getCheckRun, getSuite, listForRef, listSuitesForRef } from '../../src/checks/index.js';
import { createForIssue, listForIssue } from '../../src/reactions/index.js';
import { getAllEnvironments, getAllTopics, getBranchProtection, getEnvironment } from '../../src/repos/index.js';
import { asDict } from '../../src/models/library/objects.js';
import { useRecording } from '../../src/testing/nock.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { loadRecording, replay } from '../support/recordings.js';

/*
 * Generated operations outside the hand-written interface, each against its `live` recording
 * (real traffic converted from octokit.rb's cassettes): the function operations.json names for the
 * operationId, called with the arguments the recorded request implies.
 *
 * Not here, because the recording addresses the repository by id (`/repositories/{id}/…`) and names
 * no owner/name the client could send `/repos/{owner}/{repo}/…` for (so nock could not match it):
 * - actions/get-repo-public-key: its answer is only `{ key_id, key }`.
 * - actions/list-repo-secrets: its answer is only secrets' names and dates.
 * - actions/get-repo-secret: its answer is only the secret's name and dates.
 */

/** The recorded response body of a live recording (a fresh copy). */
const recorded = (name: string) => structuredClone(loadRecording(`live/${name}`).interactions[0]?.response) as Record<string, unknown>;
/** The first item of the recorded response's `key` list. */
const firstOf = (name: string, key: string) => (recorded(name)[key] as unknown[])[0];
const time = (iso: string) => Date.parse(iso);

/**
 * Replays a recorded listing whose request carried no `per_page` (octokit.rb sent none) with the
 * page size the client always sends on a listing's first page (100, the default): the recording
 * itself is left as it is, every interaction still answers once and `done()` still checks them all.
 */
function replayListing(name: string) {
  const recording = loadRecording(name);
  const interactions = recording.interactions.map((interaction) => {
    expect(interaction.path, `${name} has no query`).not.toContain('?');
    return { ...interaction, path: `${interaction.path}?per_page=100` };
  });
  return useRecording(nock, interactions, name);
}

const ANTIOPE = 'application/vnd.github.antiope-preview+json';
const SQUIRREL_GIRL = 'application/vnd.github.squirrel-girl-preview';
const MERCY = 'application/vnd.github.mercy-preview+json';

describe('actions (generated, real traffic)', () => {
  it('listWorkflowRunsForRepo (actions/list-workflow-runs-for-repo) reads the counted listing of workflow runs', async () => {
    const served = replay('live/actions.list-workflow-runs-for-repo');
    const { session, sent } = capturedSession();
    const runs = listWorkflowRunsForRepo(session, 'api-padawan/api-sandbox', { perPage: 1, number: 1 });
    expect(runs).toBeInstanceOf(CountedIterator);
    const items = await runs.toArray();
    expectRequest(sent[0], { method: 'GET', path: '/repos/api-padawan/api-sandbox/actions/runs', query: { per_page: '1' } });
    expect(sent).toHaveLength(1);
    served.done();
    expect(runs.totalCount).toBe(3);
    expect(items).toHaveLength(1);
    const run = items[0]!;
    expect([run.id, run.name, run.run_number, run.event, run.status, run.conclusion, run.workflow_id, run.head_branch, run.head_sha]).toEqual([
      3109327341, 'test', 3, 'workflow_dispatch', 'completed', 'success', 35593280, 'main', 'f5b9db8d4c16d5f3a0756a092eab03c690e91d96',
    ]);
    expect(run.repository?.full_name).toBe('api-padawan/api-sandbox');
    expect(run.created_at?.getTime()).toBe(time('2022-09-22T23:06:16Z'));
    expect(asDict(run)).toEqual(firstOf('actions.list-workflow-runs-for-repo', 'workflow_runs'));
  });

  it('listWorkflowRuns (actions/list-workflow-runs) sends the workflow file name as the workflow_id segment', async () => {
    const served = replay('live/actions.list-workflow-runs');
    const { session, sent } = capturedSession();
    const runs = listWorkflowRuns(session, 'api-padawan/api-sandbox', 'workflow.yml', { perPage: 1, number: 1 });
    expect(runs).toBeInstanceOf(CountedIterator);
    const items = await runs.toArray();
    expectRequest(sent[0], { method: 'GET', path: '/repos/api-padawan/api-sandbox/actions/workflows/workflow.yml/runs', query: { per_page: '1' } });
    expect(sent).toHaveLength(1);
    served.done();
    expect(runs.totalCount).toBe(3);
    expect(items).toHaveLength(1);
    const run = items[0]!;
    expect([run.id, run.name, run.path, run.status, run.conclusion, run.workflow_id, run.run_attempt]).toEqual([
      3109327341, 'test', '.github/workflows/workflow.yml', 'completed', 'success', 35593280, 1,
    ]);
    expect(run.head_commit?.message).toBe('Create workflow.yml');
    expect(asDict(run)).toEqual(firstOf('actions.list-workflow-runs', 'workflow_runs'));
  });

  it('listRepoWorkflows (actions/list-repo-workflows) reads the counted listing of workflows', async () => {
    const served = replay('live/actions.list-repo-workflows');
    const { session, sent } = capturedSession();
    const workflows = listRepoWorkflows(session, 'api-padawan/api-sandbox', { perPage: 1, number: 1 });
    expect(workflows).toBeInstanceOf(CountedIterator);
    const items = await workflows.toArray();
    expectRequest(sent[0], { method: 'GET', path: '/repos/api-padawan/api-sandbox/actions/workflows', query: { per_page: '1' } });
    expect(sent).toHaveLength(1);
    served.done();
    expect(workflows.totalCount).toBe(2);
    expect(items).toHaveLength(1);
    const workflow = items[0]!;
    expect([workflow.id, workflow.name, workflow.path, workflow.state]).toEqual([36269301, 'CI', '.github/workflows/main.yml', 'active']);
    expect(workflow.created_at?.getTime()).toBe(time('2022-09-30T14:15:53.000-07:00'));
    expect(asDict(workflow)).toEqual(firstOf('actions.list-repo-workflows', 'workflows'));
  });

  it('listJobsForWorkflowRunAttempt (actions/list-jobs-for-workflow-run-attempt) sends run id and attempt number in route order', async () => {
    const served = replay('live/actions.list-jobs-for-workflow-run-attempt');
    const { session, sent } = capturedSession();
    const jobs = listJobsForWorkflowRunAttempt(session, 'api-padawan/api-sandbox', 3163227438, 1, { perPage: 1, number: 1 });
    expect(jobs).toBeInstanceOf(CountedIterator);
    const items = await jobs.toArray();
    expectRequest(sent[0], { method: 'GET', path: '/repos/api-padawan/api-sandbox/actions/runs/3163227438/attempts/1/jobs', query: { per_page: '1' } });
    expect(sent).toHaveLength(1);
    served.done();
    expect(jobs.totalCount).toBe(2);
    expect(items).toHaveLength(1);
    const job = items[0]!;
    expect([job.id, job.run_id, job.run_attempt, job.name, job.status, job.conclusion, job.runner_name]).toEqual([
      8652030778, 3163227438, 1, 'archive-build-artifacts', 'completed', 'success', 'GitHub Actions 4',
    ]);
    expect(job.steps).toHaveLength(5);
    expect(asDict(job)).toEqual(firstOf('actions.list-jobs-for-workflow-run-attempt', 'jobs'));
  });

  it('listArtifactsForRepo (actions/list-artifacts-for-repo) reads the counted listing of artifacts', async () => {
    const served = replayListing('live/actions.list-artifacts-for-repo');
    const { session, sent } = capturedSession();
    const artifacts = listArtifactsForRepo(session, 'api-padawan/api-sandbox');
    expect(artifacts).toBeInstanceOf(CountedIterator);
    const items = await artifacts.toArray();
    expectRequest(sent[0], { method: 'GET', path: '/repos/api-padawan/api-sandbox/actions/artifacts', query: { per_page: '100' } });
    served.done();
    expect(artifacts.totalCount).toBe(1);
    expect(items.map((a) => [a.id, a.name, a.size_in_bytes, a.expired])).toEqual([[362518594, 'hello.txt', 14, false]]);
    expect(asDict(items[0]!)).toEqual(firstOf('actions.list-artifacts-for-repo', 'artifacts'));
  });

  it('listWorkflowRunArtifacts (actions/list-workflow-run-artifacts) sends the run id', async () => {
    const served = replayListing('live/actions.list-workflow-run-artifacts');
    const { session, sent } = capturedSession();
    const artifacts = listWorkflowRunArtifacts(session, 'api-padawan/api-sandbox', 3049298023);
    expect(artifacts).toBeInstanceOf(CountedIterator);
    const items = await artifacts.toArray();
    expectRequest(sent[0], { method: 'GET', path: '/repos/api-padawan/api-sandbox/actions/runs/3049298023/artifacts', query: { per_page: '100' } });
    served.done();
    expect(artifacts.totalCount).toBe(1);
    expect(items.map((a) => [a.id, a.name, a.size_in_bytes, a.workflow_run?.id])).toEqual([[362518594, 'hello.txt', 14, 3049298023]]);
    expect(asDict(items[0]!)).toEqual(firstOf('actions.list-workflow-run-artifacts', 'artifacts'));
  });

  it('getArtifact (actions/get-artifact) reads one artifact', async () => {
    const served = replay('live/actions.get-artifact');
    const { session, sent } = capturedSession();
    const artifact = await getArtifact(session, 'api-padawan/api-sandbox', 362518594);
    expectRequest(sent[0], { method: 'GET', path: '/repos/api-padawan/api-sandbox/actions/artifacts/362518594' });
    served.done();
    expect([artifact.id, artifact.name, artifact.size_in_bytes, artifact.expired, artifact.archive_download_url]).toEqual([
      362518594, 'hello.txt', 14, false, 'https://api.github.com/repos/api-padawan/api-sandbox/actions/artifacts/362518594/zip',
    ]);
    expect(artifact.expires_at?.getTime()).toBe(time('2022-09-15T00:24:42Z'));
    expect(artifact.workflow_run?.head_sha).toBe('999be86733d5bf4a6722d78f33b2ddc2424c798d');
    expect(asDict(artifact)).toEqual(recorded('actions.get-artifact'));
  });
});

describe('checks (generated, real traffic, antiope preview)', () => {
  it('listForRef (checks/list-for-ref) reads the counted listing of check runs for a commit', async () => {
    const served = replayListing('live/checks.list-for-ref');
    const { session, sent } = capturedSession();
    const runs = listForRef(session, 'api-padawan/api-sandbox', 'e1db7418a77db065d1900e579c82ef0aad1da2b1', { headers: { accept: ANTIOPE } });
    expect(runs).toBeInstanceOf(CountedIterator);
    const items = await runs.toArray();
    expectRequest(sent[0], {
      method: 'GET',
      path: '/repos/api-padawan/api-sandbox/commits/e1db7418a77db065d1900e579c82ef0aad1da2b1/check-runs',
      query: { per_page: '100' },
      headers: { accept: ANTIOPE },
    });
    served.done();
    expect(runs.totalCount).toBe(1);
    expect(items.map((r) => [r.id, r.name, r.status, r.conclusion, r.head_sha])).toEqual([
      [51295429, 'octokit-test-check', 'queued', null, 'e1db7418a77db065d1900e579c82ef0aad1da2b1'],
    ]);
    expect(asDict(items[0]!)).toEqual(firstOf('checks.list-for-ref', 'check_runs'));
  });

  it('getCheckRun (checks/get) reads one check run', async () => {
    const served = replay('live/checks.get');
    const { session, sent } = capturedSession();
    const run = await getCheckRun(session, 'api-padawan/api-sandbox', 51295429, { headers: { accept: ANTIOPE } });
    expectRequest(sent[0], { method: 'GET', path: '/repos/api-padawan/api-sandbox/check-runs/51295429', headers: { accept: ANTIOPE } });
    served.done();
    expect([run.id, run.name, run.status, run.conclusion, run.head_sha, run.external_id, run.completed_at]).toEqual([
      51295429, 'octokit-test-check', 'queued', null, 'e1db7418a77db065d1900e579c82ef0aad1da2b1', '', null,
    ]);
    expect(run.started_at?.getTime()).toBe(time('2019-01-17T14:40:22Z'));
    expect(run.check_suite?.id).toBe(50440400);
    expect(run.app?.name).toBe('Octokit Test App');
    expect(asDict(run)).toEqual(recorded('checks.get'));
  });

  it('createCheckRun (checks/create) posts the name and head_sha, the required body members', async () => {
    const served = replay('live/checks.create');
    const { session, sent } = capturedSession();
    const run = await createCheckRun(session, 'api-padawan/api-sandbox', 'octokit-test-check', 'e1db7418a77db065d1900e579c82ef0aad1da2b1', {
      headers: { accept: ANTIOPE },
    });
    expectRequest(sent[0], {
      method: 'POST',
      path: '/repos/api-padawan/api-sandbox/check-runs',
      body: { name: 'octokit-test-check', head_sha: 'e1db7418a77db065d1900e579c82ef0aad1da2b1' },
      headers: { accept: ANTIOPE, 'content-type': 'application/json; charset=utf-8' },
    });
    served.done();
    expect([run.id, run.name, run.status, run.conclusion, run.head_sha]).toEqual([51295429, 'octokit-test-check', 'queued', null, 'e1db7418a77db065d1900e579c82ef0aad1da2b1']);
    expect(run.output?.annotations_count).toBe(0);
    expect(asDict(run)).toEqual(recorded('checks.create'));
  });

  it('listSuitesForRef (checks/list-suites-for-ref) reads the counted listing of check suites for a commit', async () => {
    const served = replayListing('live/checks.list-suites-for-ref');
    const { session, sent } = capturedSession();
    const suites = listSuitesForRef(session, 'api-padawan/api-sandbox', 'e1db7418a77db065d1900e579c82ef0aad1da2b1', { headers: { accept: ANTIOPE } });
    expect(suites).toBeInstanceOf(CountedIterator);
    const items = await suites.toArray();
    expectRequest(sent[0], {
      method: 'GET',
      path: '/repos/api-padawan/api-sandbox/commits/e1db7418a77db065d1900e579c82ef0aad1da2b1/check-suites',
      query: { per_page: '100' },
      headers: { accept: ANTIOPE },
    });
    served.done();
    expect(suites.totalCount).toBe(1);
    expect(items.map((s) => [s.id, s.head_branch, s.status, s.conclusion, s.latest_check_runs_count])).toEqual([[50440400, 'master', 'completed', 'success', 1]]);
    expect(asDict(items[0]!)).toEqual(firstOf('checks.list-suites-for-ref', 'check_suites'));
  });

  it('getSuite (checks/get-suite) reads one check suite', async () => {
    const served = replay('live/checks.get-suite');
    const { session, sent } = capturedSession();
    const suite = await getSuite(session, 'api-padawan/api-sandbox', 50440400, { headers: { accept: ANTIOPE } });
    expectRequest(sent[0], { method: 'GET', path: '/repos/api-padawan/api-sandbox/check-suites/50440400', headers: { accept: ANTIOPE } });
    served.done();
    expect([suite.id, suite.head_branch, suite.head_sha, suite.status, suite.conclusion, suite.latest_check_runs_count]).toEqual([
      50440400, 'master', 'e1db7418a77db065d1900e579c82ef0aad1da2b1', 'queued', null, 0,
    ]);
    expect(suite.repository?.full_name).toBe('api-padawan/api-sandbox');
    expect(suite.head_commit?.message).toBe('Add the README');
    expect(asDict(suite)).toEqual(recorded('checks.get-suite'));
  });
});

describe('repos (generated, real traffic)', () => {
  it('getBranchProtection (repos/get-branch-protection) reads the protection of a branch', async () => {
    const served = replay('live/repos.get-branch-protection');
    const { session, sent } = capturedSession();
    const protection = await getBranchProtection(session, 'api-padawan/api-sandbox', 'master');
    expectRequest(sent[0], { method: 'GET', path: '/repos/api-padawan/api-sandbox/branches/master/protection' });
    served.done();
    expect(protection.url).toBe('https://api.github.com/repos/api-padawan/api-sandbox/branches/master/protection');
    expect([protection.required_status_checks?.strict, protection.required_status_checks?.contexts]).toEqual([true, []]);
    expect(protection.enforce_admins?.enabled).toBe(true);
    expect(asDict(protection)).toEqual(recorded('repos.get-branch-protection'));
  });

  it('getAllEnvironments (repos/get-all-environments) reads the counted listing of environments', async () => {
    const served = replayListing('live/repos.get-all-environments');
    const { session, sent } = capturedSession();
    const environments = getAllEnvironments(session, 'api-padawan/api-sandbox');
    expect(environments).toBeInstanceOf(CountedIterator);
    const items = await environments.toArray();
    expectRequest(sent[0], { method: 'GET', path: '/repos/api-padawan/api-sandbox/environments', query: { per_page: '100' } });
    served.done();
    expect(environments.totalCount).toBe(2);
    expect(items.map((e) => [e.id, e.name])).toEqual([
      [926979484, 'octokit-environment'],
      [926962975, 'test-environment'],
    ]);
    expect(asDict(items[0]!)).toEqual(firstOf('repos.get-all-environments', 'environments'));
  });

  it('getEnvironment (repos/get-environment) reads one environment', async () => {
    const served = replay('live/repos.get-environment');
    const { session, sent } = capturedSession();
    const environment = await getEnvironment(session, 'api-padawan/api-sandbox', 'octokit-environment');
    expectRequest(sent[0], { method: 'GET', path: '/repos/api-padawan/api-sandbox/environments/octokit-environment' });
    served.done();
    expect([environment.id, environment.name, environment.protection_rules, environment.deployment_branch_policy]).toEqual([927088625, 'octokit-environment', [], null]);
    expect(environment.created_at?.getTime()).toBe(time('2023-03-21T01:34:37Z'));
    expect(asDict(environment)).toEqual(recorded('repos.get-environment'));
  });

  it('getAllTopics (repos/get-all-topics) reads the topic names (mercy preview)', async () => {
    const served = replay('live/repos.get-all-topics');
    const { session, sent } = capturedSession();
    const topics = await getAllTopics(session, 'JuanitoFatas/api-sandbox', { headers: { accept: MERCY } });
    expectRequest(sent[0], { method: 'GET', path: '/repos/JuanitoFatas/api-sandbox/topics', headers: { accept: MERCY } });
    served.done();
    expect(topics.names).toEqual(['octokit']);
    expect(asDict(topics)).toEqual(recorded('repos.get-all-topics'));
  });
});

describe('reactions (generated, real traffic, squirrel-girl preview)', () => {
  it('listForIssue (reactions/list-for-issue) reads an empty listing', async () => {
    const served = replayListing('live/reactions.list-for-issue');
    const { session, sent } = capturedSession();
    const reactions = listForIssue(session, 'api-padawan/an-repo', 1, { headers: { accept: SQUIRREL_GIRL } });
    expect(reactions).toBeInstanceOf(PageIterator);
    const items = await reactions.toArray();
    expectRequest(sent[0], { method: 'GET', path: '/repos/api-padawan/an-repo/issues/1/reactions', query: { per_page: '100' }, headers: { accept: SQUIRREL_GIRL } });
    served.done();
    expect(items).toEqual([]);
    expect(reactions.lastStatus).toBe(200);
  });

  it('createForIssue (reactions/create-for-issue) posts the content, the required body member', async () => {
    const served = replay('live/reactions.create-for-issue');
    const { session, sent } = capturedSession();
    const reaction = await createForIssue(session, 'api-padawan/an-repo', 1, '+1', { headers: { accept: SQUIRREL_GIRL } });
    expectRequest(sent[0], {
      method: 'POST',
      path: '/repos/api-padawan/an-repo/issues/1/reactions',
      body: { content: '+1' },
      headers: { accept: SQUIRREL_GIRL, 'content-type': 'application/json; charset=utf-8' },
    });
    served.done();
    expect([reaction.id, reaction.content]).toEqual([984818, '+1']);
    expect(asDict(reaction)).toEqual(recorded('reactions.create-for-issue'));
  });
});
