import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { createClient } from '../../src/client.js';
import { Conflict, ValidationError } from '../../src/errors/index.js';
import { createDeployment, createDeploymentStatus, getDeployment, listDeployments, listDeploymentStatuses } from '../../src/repos/deployments.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { documentedResponse, replay } from '../support/recordings.js';
import { rejection } from '../support/rejection.js';
import { replayPaged } from '../support/paged.js';

const authed = () => capturedSession({ token: 'test-token-deployments' });
const PATH = '/repos/octocat/Hello-World/deployments';
const SANDBOX = 'api-padawan/api-sandbox';

/** Answers a create request with the body the client must send, and the answer of a recording. */
function serveCreate(path: string, body: nock.DataMatcherMap, recording: string, status = 201): nock.Scope {
  return nock('https://api.github.com').post(path, body).reply(status, documentedResponse(recording) as object);
}

describe('createDeployment (Repository.create_deployment)', () => {
  it('creates a Deployment of a ref, auto_merge sent as false and environment as production (recorded live)', async () => {
    const body = { ref: 'testing/deployment', auto_merge: false, environment: 'production' };
    const served = serveCreate(`/repos/${SANDBOX}/deployments`, body, 'live/repos.create-deployment');
    const { session, sent } = authed();
    const deployment = await createDeployment(session, SANDBOX, 'testing/deployment');
    expectRequest(sent[0], { method: 'POST', path: `/repos/${SANDBOX}/deployments`, body });
    expect(served.isDone()).toBe(true);
    expect(deployment?.id).toBe(78405996);
    expect(deployment?.sha).toBe('138e891ddb7b6adbf36924e922c387f0a655ac16');
    expect(deployment?.ref).toBe('testing/deployment');
    expect(deployment?.task).toBe('deploy');
    expect(deployment?.payload).toEqual({});
    expect(deployment?.environment).toBe('production');
    expect(deployment?.description).toBeNull();
    expect(deployment?.creator?.id).toBe(12435329);
    expect(deployment?.created_at?.toISOString()).toBe('2018-03-30T19:04:25.000Z');
  });

  it('sends a payload object as an object (recorded live)', async () => {
    const body = { ref: 'testing/deployment', payload: { environment: 'production' }, auto_merge: false, environment: 'production' };
    const served = serveCreate(`/repos/${SANDBOX}/deployments`, body, 'live/repos.create-deployment.payload');
    const { session, sent } = authed();
    const deployment = await createDeployment(session, SANDBOX, 'testing/deployment', { payload: { environment: 'production' } });
    expectRequest(sent[0], { method: 'POST', path: `/repos/${SANDBOX}/deployments`, body });
    expect(served.isDone()).toBe(true);
    expect(deployment?.payload).toEqual({ environment: 'production' });
  });

  it('sends JSON text as text, with the documented options', async () => {
    const body = { ref: 'topic-branch', payload: '{ "deploy": "migrate" }', description: 'Deploy request from hubot', auto_merge: false, environment: 'production' };
    serveCreate(PATH, body, 'openapi/repos.create-deployment');
    const { session, sent } = authed();
    const deployment = await createDeployment(session, 'octocat/Hello-World', 'topic-branch', { payload: '{ "deploy": "migrate" }', description: 'Deploy request from hubot' });
    expectRequest(sent[0], { method: 'POST', path: PATH, body });
    expect(deployment?.original_environment).toBe('staging');
    expect(deployment?.production_environment).toBe(true);
    expect(deployment?.transient_environment).toBe(false);
    expect(deployment?.statuses_url).toBe('https://api.github.com/repos/octocat/example/deployments/1/statuses');
  });

  it('sends an empty requiredContexts as an empty list (skipping the checks), and the other options', async () => {
    const body = { ref: 'v1.0', required_contexts: [], auto_merge: true, environment: 'qa', task: 'deploy:migrations', transient_environment: true, production_environment: false };
    serveCreate(PATH, body, 'openapi/repos.create-deployment');
    const { session, sent } = authed();
    await createDeployment(session, 'octocat/Hello-World', 'v1.0', { requiredContexts: [], autoMerge: true, environment: 'qa', task: 'deploy:migrations', transientEnvironment: true, productionEnvironment: false });
    expectRequest(sent[0], { method: 'POST', path: PATH, body });
  });

  it.each([
    ['without an environment: the documented default', {}, 'production'],
    ['with an environment: that one', { environment: 'staging' }, 'staging'],
  ] as const)('sends the environment %s', async (_, options, environment) => {
    const body = { ref: 'main', auto_merge: false, environment };
    serveCreate(PATH, body, 'openapi/repos.create-deployment');
    const { session, sent } = authed();
    await createClient(session).Repository.createDeployment('octocat/Hello-World', 'main', options);
    expectRequest(sent[0], { method: 'POST', path: PATH, body });
  });

  it('is null when the service merged the default branch instead (202)', async () => {
    serveCreate(PATH, { ref: 'topic-branch', auto_merge: true, environment: 'production' }, 'openapi/repos.create-deployment.202', 202);
    const { session } = authed();
    expect(await createDeployment(session, 'octocat/Hello-World', 'topic-branch', { autoMerge: true })).toBeNull();
  });

  it.each([
    ['a merge conflict', 'Conflict merging master into topic-branch.'],
    ['failed status checks', 'Conflict: Commit status checks failed for topic-branch.'],
  ])('throws Conflict with the service\u2019s message on %s (409)', async (_, message) => {
    nock('https://api.github.com').post(PATH).reply(409, { message, documentation_url: 'https://docs.github.com/rest/deployments/deployments#create-a-deployment' });
    const { session } = authed();
    const error = await rejection(createDeployment(session, 'octocat/Hello-World', 'topic-branch', { requiredContexts: ['ci/janky'] }), Conflict);
    expect(error.status).toBe(409);
    expect(error.message).toContain(message);
  });

  it.each([
    ['ref', ['']],
    ['payload', ['main', { payload: '{deploy: migrate}' }]],
    ['payload', ['main', { payload: 42 }]],
    ['requiredContexts', ['main', { requiredContexts: 'ci/janky' }]],
    ['requiredContexts[0]', ['main', { requiredContexts: [''] }]],
    ['autoMerge', ['main', { autoMerge: 'no' }]],
    ['environment', ['main', { environment: '' }]],
    ['session', ['main']],
  ] as const)('refuses a bad %s before sending', async (name, args) => {
    const { session, sent } = name === 'session' ? capturedSession() : authed();
    const create = createDeployment as unknown as (...rest: unknown[]) => Promise<unknown>;
    await expect(create(session, 'octocat/Hello-World', ...args)).rejects.toThrow(ValidationError);
    await expect(create(session, 'octocat/Hello-World', ...args)).rejects.toThrow(expect.objectContaining({ parameter: name }));
    expect(sent).toHaveLength(0);
  });
});

describe('getDeployment, listDeployments (Repository.deployment, Repository.deployments)', () => {
  it('gets a deployment (recorded live)', async () => {
    const served = replay('live/repos.get-deployment');
    const { session, sent } = authed();
    const deployment = await getDeployment(session, { owner: 'api-padawan', repo: 'api-sandbox', id: 78406020 });
    expectRequest(sent[0], { method: 'GET', path: `/repos/${SANDBOX}/deployments/78406020` });
    served.done();
    expect(deployment.id).toBe(78406020);
    expect(deployment.ref).toBe('testing/deployment');
    expect(deployment.updated_at?.toISOString()).toBe('2018-03-30T19:04:40.000Z');
  });

  it('gets one by id through gh.Repository.deployment(repo, id)', async () => {
    const served = replay('openapi/repos.get-deployment');
    const gh = createClient({ token: 'test-token-deployments' });
    const deployment = await gh.Repository.deployment('octocat/Hello-World', 42);
    served.done();
    expect(deployment.node_id).toBe('MDEwOkRlcGxveW1lbnQx');
  });

  it('lists the deployments of a repository', async () => {
    const served = replay('openapi/repos.list-deployments');
    const { session, sent } = authed();
    const deployments = await listDeployments(session, 'octocat/Hello-World').toArray();
    expectRequest(sent[0], { method: 'GET', path: PATH, query: { per_page: '100' } });
    served.done();
    expect(deployments.map((d) => [d.id, d.ref, d.environment])).toEqual([[1, 'topic-branch', 'production']]);
  });

  it('sends the filters', async () => {
    const query = { sha: 'a84d88e7554fc1fa21bcbc4efae3c782a70d2b9d', ref: 'topic-branch', task: 'deploy', environment: 'production', per_page: '100' };
    nock('https://api.github.com').get(PATH).query(query).reply(200, []);
    const { session, sent } = authed();
    await listDeployments(session, 'octocat/Hello-World', { sha: query.sha, ref: 'topic-branch', task: 'deploy', environment: 'production' }).toArray();
    expectRequest(sent[0], { method: 'GET', path: PATH, query });
  });
});

describe('Deployment.create_status and Deployment.statuses', () => {
  it('records a state (recorded live)', async () => {
    const served = replay('live/repos.create-deployment-status');
    const { session, sent } = authed();
    const status = await createDeploymentStatus(session, { owner: 'api-padawan', repo: 'api-sandbox', id: 78406020 }, 'success', { targetUrl: 'http://wynn.fm' });
    expectRequest(sent[0], { method: 'POST', path: `/repos/${SANDBOX}/deployments/78406020/statuses`, body: { state: 'success', target_url: 'http://wynn.fm' } });
    served.done();
    expect(status.id).toBe(119984877);
    expect(status.state).toBe('success');
    expect(status.target_url).toBe('http://wynn.fm');
    expect(status.description).toBe('');
    expect(status.deployment_url).toBe('https://api.github.com/repos/<GITHUB_LOGIN>/api-sandbox/deployments/78406020');
  });

  it('sends the environment, log url and description', async () => {
    const served = replay('openapi/repos.create-deployment-status');
    const { session, sent } = authed();
    const body = { environment: 'production', state: 'success', log_url: 'https://example.com/deployment/42/output', description: 'Deployment finished successfully.' };
    const status = await createDeploymentStatus(session, { owner: 'octocat', repo: 'Hello-World', id: 42 }, 'success', { environment: 'production', logUrl: body.log_url, description: body.description });
    expectRequest(sent[0], { method: 'POST', path: '/repos/octocat/Hello-World/deployments/42/statuses', body });
    served.done();
    expect(status.environment_url).toBe('https://test-branch.lab.acme.com');
    expect(status.log_url).toBe(body.log_url);
  });

  it.each(['done', 'SUCCESS', ''])('refuses the state %j before sending', async (state) => {
    const { session, sent } = authed();
    await expect(createDeploymentStatus(session, { owner: 'octocat', repo: 'Hello-World', id: 42 }, state as never)).rejects.toThrow(expect.objectContaining({ parameter: 'state' }));
    expect(sent).toHaveLength(0);
  });

  it('lists the statuses of a deployment', async () => {
    const served = replay('openapi/repos.list-deployment-statuses');
    const { session, sent } = authed();
    const statuses = await listDeploymentStatuses(session, { owner: 'octocat', repo: 'Hello-World', id: 42 }).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/deployments/42/statuses', query: { per_page: '100' } });
    served.done();
    expect(statuses.map((s) => [s.id, s.state, s.environment])).toEqual([[1, 'success', 'production']]);
  });

  it('lists none for a new deployment (recorded live)', async () => {
    const served = replayPaged('live/repos.list-deployment-statuses');
    const { session } = authed();
    expect(await listDeploymentStatuses(session, { owner: 'api-padawan', repo: 'api-sandbox', id: 78406011 }).toArray()).toEqual([]);
    expect(served.isDone()).toBe(true);
  });

  it('acts on a parsed deployment through its url (gh.Deployment.statuses)', async () => {
    const gh = createClient({ token: 'test-token-deployments' });
    const served = replay('openapi/repos.get-deployment');
    const deployment = await gh.Repository.deployment('octocat/Hello-World', 42);
    served.done();
    nock('https://api.github.com').get('/repos/octocat/example/deployments/1/statuses').query({ per_page: '100' }).reply(200, []);
    expect(await gh.Deployment.statuses(deployment).toArray()).toEqual([]);
    expect(typeof gh.Deployment.createStatus).toBe('function');
  });
});
