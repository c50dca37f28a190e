import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { createMilestone, getMilestone, listMilestones, type MilestonesOptions } from '../../src/issues/repository-milestones.js';
import { isAssignee, listAssignees } from '../../src/issues/assignees.js';
import { bindModule } from '../../src/core/bind-module.js';
import { repositoryIssueOperations } from '../../src/facade/issue-repository.js';
import type { Infer } from '../../src/models/library/model.js';
import type { Milestone } from '../../src/models/labels.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { documentedResponse, replay } from '../support/recordings.js';

const authed = () => capturedSession({ token: 'test-token-milestones' });

/** The documented milestone v1.0, field by field. */
function expectDocumentedMilestone(milestone: Infer<typeof Milestone> | undefined): void {
  expect(milestone?.id).toBe(1002604);
  expect(milestone?.number).toBe(1);
  expect(milestone?.title).toBe('v1.0');
  expect(milestone?.description).toBe('Tracking milestone for version 1.0');
  expect(milestone?.state).toBe('open');
  expect(milestone?.creator?.login).toBe('octocat');
  expect(milestone?.open_issues_count).toBe(4);
  expect(milestone?.closed_issues_count).toBe(8);
  expect(milestone?.created_at).toEqual(new Date('2011-04-10T20:09:31Z'));
  expect(milestone?.updated_at).toEqual(new Date('2014-03-03T18:58:10Z'));
  expect(milestone?.due_on).toEqual(new Date('2012-10-09T23:39:01Z'));
  expect(milestone?.url).toBe('https://api.github.com/repos/octocat/Hello-World/milestones/1');
}

describe('getMilestone (Repository.milestone)', () => {
  it('gets a Milestone by number', async () => {
    const served = replay('openapi/issues.get-milestone');
    const { session, sent } = capturedSession();
    const milestone = await getMilestone(session, { owner: 'octocat', repo: 'Hello-World', number: 1 });
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/milestones/1' });
    served.done();
    expectDocumentedMilestone(milestone);
  });

  it('gets it through gh.Repository.milestone(repository, number) and from parsed data', async () => {
    const served = replay('openapi/issues.get-milestone');
    const { session, sent } = capturedSession();
    const milestone = await bindModule(session, repositoryIssueOperations).milestone('octocat/Hello-World', 1);
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/milestones/1' });
    served.done();
    expectDocumentedMilestone(milestone);
    nock('https://api.github.com').get('/repos/octocat/Hello-World/milestones/1').reply(200, documentedResponse('openapi/issues.get-milestone') as object);
    expect((await getMilestone(session, milestone)).number).toBe(1);
    expect(sent[1]?.url.pathname).toBe('/repos/octocat/Hello-World/milestones/1');
  });

  it('refuses a number that is not a positive whole number', async () => {
    const { session, sent } = capturedSession();
    await expect(bindModule(session, repositoryIssueOperations).milestone('octocat/Hello-World', 0)).rejects.toThrow(expect.objectContaining({ parameter: 'milestone.number' }));
    await expect(getMilestone(session, { owner: 'octocat', repo: 'Hello-World', number: 1.5 })).rejects.toThrow(expect.objectContaining({ parameter: 'milestone.number' }));
    await expect(getMilestone(session, { url: 'https://api.github.com/repos/octocat/Hello-World/milestones/%2E%2E' })).rejects.toThrow(expect.objectContaining({ parameter: 'milestone.url' }));
    expect(sent).toHaveLength(0);
  });
});

describe('listMilestones (Repository.milestones)', () => {
  it('yields the Milestones of a repository', async () => {
    const served = replay('openapi/issues.list-milestones');
    const { session, sent } = capturedSession();
    const milestones = await listMilestones(session, 'octocat/Hello-World').toArray();
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/milestones', query: { per_page: '100' } });
    served.done();
    expect(milestones).toHaveLength(1);
    expectDocumentedMilestone(milestones[0]);
  });

  it.each<[string, MilestonesOptions, Record<string, string>]>([
    ['state open', { state: 'open' }, { state: 'open' }],
    ['state closed', { state: 'closed' }, { state: 'closed' }],
    ['state all', { state: 'all' }, { state: 'all' }],
    ['sort due_on, direction asc', { sort: 'due_on', direction: 'asc' }, { sort: 'due_on', direction: 'asc' }],
    ['sort due_date (the older name) as due_on', { sort: 'due_date' }, { sort: 'due_on' }],
    ['sort completeness, direction desc', { sort: 'completeness', direction: 'desc' }, { sort: 'completeness', direction: 'desc' }],
  ])('sends %s', async (_, options, query) => {
    nock('https://api.github.com').get('/repos/octocat/Hello-World/milestones').query({ ...query, per_page: '100' }).reply(200, []);
    const { session, sent } = capturedSession();
    await listMilestones(session, 'octocat/Hello-World', options).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/milestones', query: { ...query, per_page: '100' } });
  });

  it.each<[string, MilestonesOptions]>([
    ['state', { state: 'done' as 'open' }],
    ['sort', { sort: 'title' as 'due_on' }],
    ['direction', { direction: 'down' as 'asc' }],
    ['perPage', { perPage: 0 }],
  ])('refuses a bad %s before sending', (name, options) => {
    const { session, sent } = capturedSession();
    expect(() => listMilestones(session, 'octocat/Hello-World', options)).toThrow(expect.objectContaining({ parameter: name }));
    expect(sent).toHaveLength(0);
  });
});

describe('createMilestone (Repository.create_milestone)', () => {
  const documented = { title: 'v1.0', state: 'open', description: 'Tracking milestone for version 1.0', due_on: '2012-10-09T23:39:01Z' };

  it.each([
    ['an ISO 8601 string', '2012-10-09T23:39:01Z'],
    ['a Date', new Date('2012-10-09T23:39:01Z')],
  ])('posts the milestone with dueOn as %s', async (_, dueOn) => {
    const served = replay('openapi/issues.create-milestone');
    const { session, sent } = authed();
    const milestone = await createMilestone(session, 'octocat/Hello-World', 'v1.0', { state: 'open', description: 'Tracking milestone for version 1.0', dueOn });
    expectRequest(sent[0], { method: 'POST', path: '/repos/octocat/Hello-World/milestones', body: documented });
    served.done();
    expectDocumentedMilestone(milestone);
  });

  it('sends only the title when nothing else is given', async () => {
    nock('https://api.github.com').post('/repos/octocat/Hello-World/milestones', { title: 'v2.0' }).reply(201, documentedResponse('openapi/issues.create-milestone') as object);
    const { session, sent } = authed();
    await createMilestone(session, 'octocat/Hello-World', 'v2.0');
    expectRequest(sent[0], { method: 'POST', path: '/repos/octocat/Hello-World/milestones', body: { title: 'v2.0' } });
  });

  it.each([
    ['title', '', {}],
    ['state', 'v1.0', { state: 'all' as 'open' }],
    ['dueOn', 'v1.0', { dueOn: 'next Tuesday' }],
    ['description', 'v1.0', { description: 7 as unknown as string }],
  ])('refuses a bad %s before sending', async (name, title, options) => {
    const { session, sent } = authed();
    await expect(createMilestone(session, 'octocat/Hello-World', title, options)).rejects.toThrow(expect.objectContaining({ parameter: name }));
    expect(sent).toHaveLength(0);
  });
});

describe('listAssignees (Repository.assignees)', () => {
  it('yields the ShortUsers issues can be assigned to', async () => {
    const served = replay('openapi/issues.list-assignees');
    const { session, sent } = capturedSession();
    const users = await listAssignees(session, 'octocat/Hello-World').toArray();
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/assignees', query: { per_page: '100' } });
    served.done();
    expect(users.map((u) => [u.id, u.login, u.type, u.site_admin])).toEqual([[1, 'octocat', 'User', false]]);
  });

  it('refuses a bad repository before sending', () => {
    const { session, sent } = capturedSession();
    expect(() => listAssignees(session, { full_name: null })).toThrow(expect.objectContaining({ parameter: 'repository' }));
    expect(sent).toHaveLength(0);
  });
});

describe('isAssignee (Repository.is_assignee)', () => {
  it('is true on 204', async () => {
    const served = replay('openapi/issues.is-assignee');
    const { session, sent } = capturedSession();
    expect(await isAssignee(session, 'octocat/Hello-World', 'octocat')).toBe(true);
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/assignees/octocat' });
    served.done();
  });

  it('is false on 404', async () => {
    const served = replay('openapi/issues.is-assignee.404');
    const { session, sent } = capturedSession();
    expect(await isAssignee(session, { owner: 'octocat', repo: 'Hello-World' }, { login: 'hubot' })).toBe(false);
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/assignees/hubot' });
    served.done();
  });

  it.each([
    ['user', ''],
    ['user', '..'],
    ['user', { login: null }],
    ['repository', 'octocat'],
  ])('refuses a bad %s before sending', async (name, user) => {
    const { session, sent } = capturedSession();
    const repository = name === 'repository' ? (user as string) : 'octocat/Hello-World';
    await expect(isAssignee(session, repository, name === 'repository' ? 'octocat' : (user as string))).rejects.toThrow(expect.objectContaining({ parameter: name }));
    expect(sent).toHaveLength(0);
  });

  it('throws on other failures', async () => {
    nock('https://api.github.com').get('/repos/octocat/Hello-World/assignees/octocat').reply(500, { message: 'Server Error' });
    const { session } = capturedSession();
    await expect(isAssignee(session, 'octocat/Hello-World', 'octocat')).rejects.toThrow(expect.objectContaining({ status: 500 }));
  });
});
