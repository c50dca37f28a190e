import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { ClientError, NotFoundError, ServerError, ValidationError } from '../../src/errors/index.js';
import { INERTIA } from '../../src/core/classic.js';
import { createProjectCard, deleteProjectColumn, getProjectColumn, listProjectCards, moveProjectColumn, updateProjectColumn } from '../../src/orgs/project-columns.js';
import { createOrganizationProject, createProjectColumn, deleteProject, getOrganizationProject, getProject, listOrganizationProjects, listProjectColumns, updateProject } from '../../src/orgs/projects.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { documentedResponse, replay } from '../support/recordings.js';
import { rejection } from '../support/rejection.js';

const authed = () => capturedSession({ token: 'test-token-projects' });
const preview = { accept: INERTIA };
const GHE = 'https://ghe.example.com';
const onEnterprise = () => capturedSession({ token: 'test-token-projects', baseUrl: `${GHE}/api/v3` });

describe('createOrganizationProject / listOrganizationProjects (Organization.create_project, projects)', () => {
  it('posts name and body with the preview media type and parses the Project (live)', async () => {
    const served = replay('live/projects.create-for-org');
    const { session, sent } = authed();
    const project = await createOrganizationProject(session, 'api-playground', 'synergy', { body: 'do it' });
    expectRequest(sent[0], { method: 'POST', path: '/orgs/api-playground/projects', body: { name: 'synergy', body: 'do it' }, headers: preview });
    served.done();
    expect([project.id, project.name, project.body, project.number, project.owner_url]).toEqual([147743, 'synergy', 'do it', 10, 'https://api.github.com/orgs/api-playground']);
    expect(project.creator?.login).toBe('api-padawan');
    expect(project.created_at).toEqual(new Date('2016-10-31T04:07:13Z'));
    // Not sent in 2016: null, not an error.
    expect([project.state, project.columns_url]).toEqual([null, null]);
  });

  it('lists the projects (live), sending state', async () => {
    nock('https://api.github.com')
      .get('/orgs/api-playground/projects')
      .query({ state: 'all', per_page: '100' })
      .matchHeader('accept', INERTIA)
      .reply(200, documentedResponse('live/projects.list-for-org') as object[]);
    const { session, sent } = authed();
    const projects = await listOrganizationProjects(session, 'api-playground', { state: 'all' }).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/orgs/api-playground/projects', query: { state: 'all', per_page: '100' }, headers: preview });
    expect(projects).toHaveLength(9);
    expect([projects[0]?.id, projects[0]?.name]).toEqual([145007, 'synergy']);
  });

  it('refuses an empty name, an unknown state and an anonymous creation before sending', async () => {
    const { session, sent } = authed();
    await expect(createOrganizationProject(session, 'github', '')).rejects.toThrow(expect.objectContaining({ parameter: 'name' }));
    await expect(createOrganizationProject(capturedSession().session, 'github', 'p')).rejects.toThrow(ValidationError);
    expect(() => listOrganizationProjects(session, 'github', { state: 'merged' as 'open' })).toThrow(expect.objectContaining({ parameter: 'state' }));
    expect(sent).toHaveLength(0);
  });
});

describe('getOrganizationProject (Organization.project)', () => {
  // The project octokit.rb's cassette created in an organization, as the service answered for it.
  const orgProject = () => documentedResponse('live/projects.create-for-org') as object;

  it('takes the organization first, then the project by id or parsed: GET /projects/{project_id}', async () => {
    nock('https://api.github.com').get('/projects/147743').times(2).reply(200, orgProject());
    const { session, sent } = authed();
    const project = await getOrganizationProject(session, 'api-playground', 147743);
    expectRequest(sent[0], { method: 'GET', path: '/projects/147743', headers: preview });
    expect([project.id, project.name, project.owner_url]).toEqual([147743, 'synergy', 'https://api.github.com/orgs/api-playground']);
    expect((await getOrganizationProject(session, { login: 'api-playground' }, project)).id).toBe(147743);
    expectRequest(sent[1], { method: 'GET', path: '/projects/147743', headers: preview });
  });

  it('is gh.Organization.project(organization, id); the id-only form is refused before sending', async () => {
    const { createClient } = await import('../../src/client.js');
    nock('https://api.github.com').get('/projects/147743').reply(200, orgProject());
    const { session, sent } = authed();
    const gh = createClient(session);
    expect((await gh.Organization.project('api-playground', 147743)).name).toBe('synergy');
    expectRequest(sent[0], { method: 'GET', path: '/projects/147743', headers: preview });
    await expect(gh.Organization.project(147743 as never, undefined as never)).rejects.toThrow(expect.objectContaining({ parameter: 'org' }));
    await expect(gh.Organization.project('api-playground', 0)).rejects.toThrow(expect.objectContaining({ parameter: 'project' }));
    expect(sent).toHaveLength(1);
  });
});

describe('getProject / updateProject / deleteProject (project, Project.update, Project.delete)', () => {
  it('gets a project by id (live)', async () => {
    const served = replay('live/projects.get-project');
    const { session, sent } = authed();
    const project = await getProject(session, 147763);
    expectRequest(sent[0], { method: 'GET', path: '/projects/147763', headers: preview });
    served.done();
    expect([project.id, project.name, project.body, project.number]).toEqual([147763, 'implement apis', null, 1]);
    expect(project.owner_url).toBe('https://api.github.com/repos/api-padawan/api-sandbox');
  });

  it('updates the fields given and deletes (live), the project given as parsed data', async () => {
    const update = replay('live/projects.update');
    const del = replay('live/projects.delete');
    const { session, sent } = authed();
    const project = await updateProject(session, { id: 147747 }, { name: 'new name', body: 'new body' });
    expectRequest(sent[0], { method: 'PATCH', path: '/projects/147747', body: { name: 'new name', body: 'new body' }, headers: preview });
    expect([project.name, project.body]).toEqual(['new name', 'new body']);
    expect(await deleteProject(session, { id: 147744 })).toBe(true);
    expectRequest(sent[1], { method: 'DELETE', path: '/projects/147744', headers: preview });
    update.done();
    del.done();
  });

  it('sends state, organization_permission, private and a null body', async () => {
    nock('https://api.github.com').patch('/projects/1').reply(200, documentedResponse('live/projects.update') as object);
    const { session, sent } = authed();
    await updateProject(session, 1, { state: 'closed', organizationPermission: 'write', private: true, body: null });
    expectRequest(sent[0], { method: 'PATCH', path: '/projects/1', body: { state: 'closed', organization_permission: 'write', private: true, body: null }, headers: preview });
  });

  it('refuses an id that is not a whole number ≥ 1, an unknown state and an empty name, sending nothing', async () => {
    const { session, sent } = authed();
    for (const id of [0, -1, 1.5, '1', null, {}, { id: '..' }, { url: 'https://api.github.com/projects/1' }]) {
      await expect(getProject(session, id as never)).rejects.toThrow(expect.objectContaining({ parameter: expect.stringMatching(/^project/) }));
    }
    await expect(updateProject(session, 1, { state: 'all' as 'open' })).rejects.toThrow(expect.objectContaining({ parameter: 'state' }));
    await expect(updateProject(session, 1, { name: '' })).rejects.toThrow(expect.objectContaining({ parameter: 'name' }));
    expect(sent).toHaveLength(0);
  });
});

describe('classic projects are gone from api.github.com', () => {
  it('a 404 from api.github.com keeps its type and says why', async () => {
    nock('https://api.github.com').get('/projects/1').reply(404, { message: 'Not Found' });
    const { session } = authed();
    const error = await rejection(getProject(session, 1), NotFoundError);
    expect(error.message).toMatch(/^Not Found \(classic projects were removed from api\.github\.com; only GitHub Enterprise Server serves them\)$/);
    expect(error.status).toBe(404);
    expect(error.url).toBe('https://api.github.com/projects/1');
    expect((error.cause as Error).message).toBe('Not Found');
  });

  it('a 410 in a listing keeps its type and says why', async () => {
    nock('https://api.github.com').get('/projects/1/columns').query(true).reply(410, { message: 'Gone' });
    const { session } = authed();
    const error = await rejection(listProjectColumns(session, 1).toArray(), ClientError);
    expect([error.status, error.message]).toEqual([410, 'Gone (classic projects were removed from api.github.com; only GitHub Enterprise Server serves them)']);
  });

  it('a delete or a move answered 404 by api.github.com throws, explained, instead of answering false', async () => {
    nock('https://api.github.com').delete('/projects/1').reply(404, { message: 'Not Found' }).post('/projects/columns/2/moves').reply(404, { message: 'Not Found' });
    const { session } = authed();
    expect((await rejection(deleteProject(session, 1), NotFoundError)).message).toMatch(/classic projects were removed/);
    expect((await rejection(moveProjectColumn(session, 2, 'first'), NotFoundError)).message).toMatch(/classic projects were removed/);
  });

  it('Enterprise Server answers are left as they are: a 404 is plain, a delete answered 404 is false', async () => {
    nock(GHE).get('/api/v3/projects/1').reply(404, { message: 'Not Found' }).delete('/api/v3/projects/1').reply(404, { message: 'Not Found' });
    const { session, sent } = onEnterprise();
    expect((await rejection(getProject(session, 1), NotFoundError)).message).toBe('Not Found');
    expect(await deleteProject(session, 1)).toBe(false);
    expect(sent.map((r) => r.url.href)).toEqual([`${GHE}/api/v3/projects/1`, `${GHE}/api/v3/projects/1`]);
  });

  it('other failures are left as they are', async () => {
    nock('https://api.github.com').get('/projects/1').reply(500, { message: 'boom' });
    const { session } = authed();
    expect((await rejection(getProject(session, 1), ServerError)).message).toBe('boom');
  });
});

describe('columns (Project.columns, Project.create_column, project_column, ProjectColumn.update/delete/move)', () => {
  it('lists the columns of a project (live, empty), then parses one', async () => {
    nock('https://api.github.com').get('/projects/147745/columns').query({ per_page: '100' }).matchHeader('accept', INERTIA).reply(200, documentedResponse('live/projects.list-columns') as object[]);
    nock('https://api.github.com').get('/projects/147746/columns').query({ per_page: '100' }).reply(200, [documentedResponse('live/projects.create-column')]);
    const { session, sent } = authed();
    expect(await listProjectColumns(session, 147745).toArray()).toEqual([]);
    expectRequest(sent[0], { method: 'GET', path: '/projects/147745/columns', query: { per_page: '100' }, headers: preview });
    const [column] = await listProjectColumns(session, { id: 147746 }).toArray();
    expect([column?.id, column?.name, column?.project_url]).toEqual([290504, 'Todos', 'https://api.github.com/projects/147746']);
  });

  it('creates, gets, renames, moves and deletes a column (live)', async () => {
    const served = ['create-column', 'get-column', 'update-column', 'move-column', 'delete-column'].map((n) => replay(`live/projects.${n}`));
    const { session, sent } = authed();
    const created = await createProjectColumn(session, 147746, 'Todos');
    expectRequest(sent[0], { method: 'POST', path: '/projects/147746/columns', body: { name: 'Todos' }, headers: preview });
    expect([created.id, created.name]).toEqual([290504, 'Todos']);
    const column = await getProjectColumn(session, 290505);
    expectRequest(sent[1], { method: 'GET', path: '/projects/columns/290505', headers: preview });
    expect([column.id, column.name, column.created_at]).toEqual([290505, 'Todos 1477886853.0381608', new Date('2016-10-31T04:07:34Z')]);
    const renamed = await updateProjectColumn(session, { id: 290510 }, 'new name');
    expectRequest(sent[2], { method: 'PATCH', path: '/projects/columns/290510', body: { name: 'new name' }, headers: preview });
    expect(renamed.name).toBe('new name');
    expect(await moveProjectColumn(session, 290506, 'last')).toBe(true);
    expectRequest(sent[3], { method: 'POST', path: '/projects/columns/290506/moves', body: { position: 'last' }, headers: preview });
    expect(await deleteProjectColumn(session, 290508)).toBe(true);
    expectRequest(sent[4], { method: 'DELETE', path: '/projects/columns/290508', headers: preview });
    for (const s of served) s.done();
  });

  it('moves after another column; refuses a position that is not first, last or after:<id> (the pattern of the description), sending nothing', async () => {
    nock('https://api.github.com').post('/projects/columns/1/moves', { position: 'after:42' }).reply(201, {});
    const { session, sent } = authed();
    expect(await moveProjectColumn(session, 1, 'after:42')).toBe(true);
    for (const position of ['top', 'after:', 'after:x', 'after:-1', 'LAST', '', 7]) {
      await expect(moveProjectColumn(session, 1, position as string)).rejects.toThrow(expect.objectContaining({ parameter: 'position' }));
    }
    expect(sent).toHaveLength(1);
  });
});

describe('cards of a column (ProjectColumn.cards, ProjectColumn.create_card)', () => {
  it('lists the cards (live, empty), sending archived_state', async () => {
    nock('https://api.github.com').get('/projects/columns/290509/cards').query({ archived_state: 'all', per_page: '100' }).reply(200, documentedResponse('live/projects.list-cards') as object[]);
    const { session, sent } = authed();
    expect(await listProjectCards(session, 290509, { archivedState: 'all' }).toArray()).toEqual([]);
    expectRequest(sent[0], { method: 'GET', path: '/projects/columns/290509/cards', query: { archived_state: 'all', per_page: '100' }, headers: preview });
  });

  it('creates a note card (live)', async () => {
    const served = replay('live/projects.create-card');
    const { session, sent } = authed();
    const card = await createProjectCard(session, 290515, { note: 'thing' });
    expectRequest(sent[0], { method: 'POST', path: '/projects/columns/290515/cards', body: { note: 'thing' }, headers: preview });
    served.done();
    expect([card.id, card.note, card.column_url, card.content_url]).toEqual([632815, 'thing', 'https://api.github.com/projects/columns/290515', null]);
  });

  it('creates a card showing an issue or pull request', async () => {
    nock('https://api.github.com').post('/projects/columns/1/cards', { content_id: 42, content_type: 'PullRequest' }).reply(201, documentedResponse('live/projects.create-card') as object);
    const { session, sent } = authed();
    await createProjectCard(session, 1, { contentId: 42, contentType: 'PullRequest' });
    expectRequest(sent[0], { method: 'POST', path: '/projects/columns/1/cards', body: { content_id: 42, content_type: 'PullRequest' }, headers: preview });
  });

  it('refuses neither or both forms, half a content, and an unknown content type, sending nothing', async () => {
    const { session, sent } = authed();
    const refused = [
      [undefined, 'note'],
      [{}, 'note'],
      [{ note: 'n', contentId: 1, contentType: 'Issue' }, 'note'],
      [{ contentId: 1 }, 'contentType'],
      [{ contentType: 'Issue' }, 'contentId'],
      [{ contentId: 1, contentType: 'Commit' }, 'contentType'],
      [{ contentId: 0, contentType: 'Issue' }, 'contentId'],
    ] as const;
    for (const [options, parameter] of refused) {
      await expect(createProjectCard(session, 1, options as never)).rejects.toThrow(expect.objectContaining({ parameter }));
    }
    expect(sent).toHaveLength(0);
  });
});
