import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { createClient } from '../../src/client.js';
import { ValidationError } from '../../src/errors/index.js';
import { createCommitStatus, getCombinedStatus, listCommitStatuses } from '../../src/repos/statuses.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { documentedResponse, replay } from '../support/recordings.js';
import { lacks } from '../support/lacks.js';

const authed = () => capturedSession({ token: 'test-token-statuses' });
const SHA = '6dcb09b5b57875f334f61aebed695e2e4193db5e';

describe('createCommitStatus (Repository.create_status)', () => {
  it('sets a status on a commit, context sent as default (recorded live)', async () => {
    const sha = '71516564edc3f5b4535bcc027bd4894beb8ec5b5';
    const body = { state: 'success', target_url: 'http://wynnnetherland.com', context: 'default' };
    // The recorded client left the context to the service; this one sends the documented default.
    const served = nock('https://api.github.com').post(`/repos/api-padawan/api-sandbox/statuses/${sha}`, body).reply(201, documentedResponse('live/repos.create-commit-status') as object);
    const { session, sent } = authed();
    const status = await createCommitStatus(session, 'api-padawan/api-sandbox', sha, 'success', { targetUrl: 'http://wynnnetherland.com' });
    expectRequest(sent[0], { method: 'POST', path: `/repos/api-padawan/api-sandbox/statuses/${sha}`, body });
    served.done();
    expect(status.id).toBe(44849766);
    expect(status.state).toBe('success');
    expect(status.description).toBeNull();
    expect(status.target_url).toBe('http://wynnnetherland.com');
    expect(lacks(status, 'context')).toBe(true);
    expect(status.created_at?.toISOString()).toBe('2014-03-07T04:45:43.000Z');
  });

  it('sends the description and context', async () => {
    const served = replay('openapi/repos.create-commit-status');
    const { session, sent } = authed();
    const body = { state: 'success', target_url: 'https://example.com/build/status', description: 'The build succeeded!', context: 'continuous-integration/jenkins' };
    const status = await createCommitStatus(session, 'octocat/Hello-World', SHA, 'success', { targetUrl: body.target_url, description: body.description, context: body.context });
    expectRequest(sent[0], { method: 'POST', path: `/repos/octocat/Hello-World/statuses/${SHA}`, body });
    served.done();
    expect(status.context).toBe('continuous-integration/jenkins');
    expect(status.creator?.login).toBe('octocat');
    expect(status.avatar_url).toBe('https://github.com/images/error/hubot_happy.gif');
  });

  it.each(['pending', 'error', 'failure'] as const)('takes the state %s', async (state) => {
    nock('https://api.github.com').post(`/repos/octocat/Hello-World/statuses/${SHA}`, { state, context: 'default' }).reply(201, documentedResponse('openapi/repos.create-commit-status') as object);
    const { session, sent } = authed();
    await createCommitStatus(session, 'octocat/Hello-World', SHA, state);
    expectRequest(sent[0], { method: 'POST', path: `/repos/octocat/Hello-World/statuses/${SHA}`, body: { state, context: 'default' } });
  });

  it.each([
    ['without a context: the documented default', {}, 'default'],
    ['with a context: that one', { context: 'ci/build' }, 'ci/build'],
  ] as const)('sends the context %s', async (_, options, context) => {
    nock('https://api.github.com').post(`/repos/octocat/Hello-World/statuses/${SHA}`, { state: 'success', context }).reply(201, documentedResponse('openapi/repos.create-commit-status') as object);
    const { session, sent } = authed();
    await createClient(session).Repository.createStatus('octocat/Hello-World', SHA, 'success', options);
    expectRequest(sent[0], { method: 'POST', path: `/repos/octocat/Hello-World/statuses/${SHA}`, body: { state: 'success', context } });
  });

  it.each([
    ['state', [SHA, 'inactive']],
    ['state', [SHA, 'Success']],
    ['state', [SHA, undefined]],
    ['sha', ['..', 'success']],
    ['sha', ['', 'success']],
    ['context', [SHA, 'success', { context: ' ' }]],
    ['targetUrl', [SHA, 'success', { targetUrl: 7 }]],
  ] as const)('refuses a bad %s before sending', async (name, args) => {
    const { session, sent } = authed();
    const create = createCommitStatus as unknown as (...rest: unknown[]) => Promise<unknown>;
    await expect(create(session, 'octocat/Hello-World', ...args)).rejects.toThrow(ValidationError);
    await expect(create(session, 'octocat/Hello-World', ...args)).rejects.toThrow(expect.objectContaining({ parameter: name }));
    expect(sent).toHaveLength(0);
  });
});

describe('listCommitStatuses (Repository.statuses)', () => {
  it('lists the statuses of a ref', async () => {
    const served = replay('openapi/repos.list-commit-statuses-for-ref');
    const { session, sent } = authed();
    const statuses = await listCommitStatuses(session, 'octocat/Hello-World', SHA).toArray();
    expectRequest(sent[0], { method: 'GET', path: `/repos/octocat/Hello-World/commits/${SHA}/statuses`, query: { per_page: '100' } });
    served.done();
    expect(statuses.map((s) => [s.id, s.state, s.context])).toEqual([[1, 'success', 'continuous-integration/jenkins']]);
  });

  it('sends a branch name as one path segment', async () => {
    nock('https://api.github.com').get('/repos/octocat/Hello-World/commits/heads%2Ffeature%2Fx/statuses').query({ per_page: '100' }).reply(200, []);
    const { session, sent } = authed();
    await listCommitStatuses(session, 'octocat/Hello-World', 'heads/feature/x').toArray();
    expect(sent[0]?.url.pathname).toBe('/repos/octocat/Hello-World/commits/heads%2Ffeature%2Fx/statuses');
  });

  it.each(['..', '%2e%2E', ''])('refuses the ref %j before sending', (ref) => {
    const { session, sent } = authed();
    expect(() => listCommitStatuses(session, 'octocat/Hello-World', ref)).toThrow(expect.objectContaining({ parameter: 'ref' }));
    expect(sent).toHaveLength(0);
  });
});

describe('getCombinedStatus (Repository.combined_status)', () => {
  it('reads the combined state and the latest status of each context', async () => {
    const served = replay('openapi/repos.get-combined-status-for-ref');
    const { session, sent } = authed();
    const combined = await getCombinedStatus(session, 'octocat/Hello-World', SHA);
    expectRequest(sent[0], { method: 'GET', path: `/repos/octocat/Hello-World/commits/${SHA}/status` });
    served.done();
    expect(combined.state).toBe('success');
    expect(combined.sha).toBe(SHA);
    expect(combined.total_count).toBe(2);
    expect(combined.statuses?.map((s) => s.context)).toEqual(['continuous-integration/jenkins', 'security/brakeman']);
    expect(combined.repository?.full_name).toBe('octocat/Hello-World');
  });

  it('reads a combined status recorded live (pending, none reported yet) through gh.Repository.combinedStatus', async () => {
    const served = replay('live/repos.get-combined-status-for-ref');
    const gh = createClient();
    const sha = 'fd1a4e2c734f9ff8dd2c9ca940fccd4a678d5908';
    const combined = await gh.Repository.combinedStatus('octokit/octokit.rb', sha);
    served.done();
    expect(combined.state).toBe('pending');
    expect(combined.statuses).toEqual([]);
    expect(lacks(combined, 'total_count')).toBe(true);
    expect(combined.repository?.full_name).toBe('octokit/octokit.rb');
    expect(combined.commit_url).toBe(`https://api.github.com/repos/octokit/octokit.rb/commits/${sha}`);
  });

  it('is reached as gh.Repository.createStatus and gh.Repository.statuses too', () => {
    const gh = createClient();
    expect(typeof gh.Repository.createStatus).toBe('function');
    expect(typeof gh.Repository.statuses).toBe('function');
  });
});
