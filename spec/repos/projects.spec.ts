import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { createSession } from '../../src/core/session.js';
import { ClientError, NotFoundError } from '../../src/errors/index.js';
import { INERTIA as PROJECTS_MEDIA_TYPE } from '../../src/core/classic.js';
import { createRepositoryProject, listRepositoryProjects } from '../../src/repos/projects.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { replayPaged } from '../support/paged.js';
import { replay } from '../support/recordings.js';
import { rejection } from '../support/rejection.js';

const authed = () => capturedSession({ token: 'test-token-projects' });
const LEGACY = 'classic projects were removed from api.github.com; only GitHub Enterprise Server serves them';

describe('createRepositoryProject (Repository.create_project, legacy)', () => {
  it('creates a classic Project with the inertia preview (live, from when api.github.com served it)', async () => {
    const served = replay('live/projects.create-project');
    const { session, sent } = authed();
    const project = await createRepositoryProject(session, 'api-padawan/api-sandbox', 'api kpi');
    expectRequest(sent[0], { method: 'POST', path: '/repos/api-padawan/api-sandbox/projects', body: { name: 'api kpi' }, headers: { accept: PROJECTS_MEDIA_TYPE } });
    served.done();
    expect(project.id).toBe(147759);
    expect(project.number).toBe(1);
    expect(project.body).toBeNull();
    expect(project.creator?.login).toBe('api-padawan');
    expect(project.owner_url).toBe('https://api.github.com/repos/api-padawan/api-sandbox');
  });

  it.each([
    [404, NotFoundError],
    [410, ClientError],
  ])('on api.github.com a %i says classic projects are gone, keeping its type', async (status, type) => {
    nock('https://api.github.com').post('/repos/octocat/Hello-World/projects').reply(status, { message: status === 410 ? 'Gone' : 'Not Found' });
    const { session } = authed();
    const error = await rejection(createRepositoryProject(session, 'octocat/Hello-World', 'Roadmap', { body: 'Next' }), type);
    expect(error.status).toBe(status);
    expect(error.message).toContain(LEGACY);
    expect(error.cause).toBeInstanceOf(type);
  });

  it('on Enterprise Server a 404 stays a plain 404', async () => {
    nock('https://ghe.example.com').post('/api/v3/repos/octocat/Hello-World/projects').reply(404, { message: 'Not Found' });
    const session = createSession({ baseUrl: 'https://ghe.example.com/api/v3', token: 'test-token-projects' });
    const error = await rejection(createRepositoryProject(session, 'octocat/Hello-World', 'Roadmap'), NotFoundError);
    expect(error.message).not.toContain('classic projects');
  });

  it('refuses an empty name before sending', async () => {
    const { session, sent } = authed();
    await expect(createRepositoryProject(session, 'octocat/Hello-World', ' ')).rejects.toThrow(expect.objectContaining({ parameter: 'name' }));
    expect(sent).toHaveLength(0);
  });
});

describe('listRepositoryProjects (Repository.projects, legacy)', () => {
  it('lists the classic Projects of a repository (live)', async () => {
    const served = replayPaged('live/projects.projects');
    const { session, sent } = capturedSession();
    const projects = await listRepositoryProjects(session, 'octokit/octokit.rb').toArray();
    expectRequest(sent[0], { method: 'GET', path: '/repos/octokit/octokit.rb/projects', query: { per_page: '100' }, headers: { accept: PROJECTS_MEDIA_TYPE } });
    served.done();
    expect(projects).toEqual([]);
  });

  it('on api.github.com a 410 says classic projects are gone', async () => {
    nock('https://api.github.com').get('/repos/octocat/Hello-World/projects').query({ state: 'all', per_page: '100' }).reply(410, { message: 'Gone' });
    const { session } = capturedSession();
    const error = await rejection(listRepositoryProjects(session, 'octocat/Hello-World', { state: 'all' }).toArray(), ClientError);
    expect(error.message).toContain(LEGACY);
  });

  it('refuses an unknown state before sending', () => {
    const { session, sent } = capturedSession();
    expect(() => listRepositoryProjects(session, 'octocat/Hello-World', { state: 'archived' as never })).toThrow(expect.objectContaining({ parameter: 'state' }));
    expect(sent).toHaveLength(0);
  });
});
