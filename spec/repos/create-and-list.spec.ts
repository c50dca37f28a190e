import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/errors/index.js';
import { createRepository } from '../../src/repos/create-repository.js';
import { listAllRepositories, listRepositories, listUserRepositories } from '../../src/repos/list-repositories.js';
import { capturedSession, queryOf } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { documentedResponse, replay } from '../support/recordings.js';

const authed = () => capturedSession({ token: 'test-token-repos' });

describe('createRepository (create_repository, create_repo)', () => {
  it('sends the name and the settings given, and parses the Repository', async () => {
    const served = replay('openapi/repos.create-for-authenticated-user');
    const { session, sent } = authed();
    // The documented request example.
    const repo = await createRepository(session, 'Hello-World', { description: 'This is your first repo!', homepage: 'https://github.com', private: false, isTemplate: true });
    expectRequest(sent[0], {
      method: 'POST',
      path: '/user/repos',
      body: { name: 'Hello-World', description: 'This is your first repo!', homepage: 'https://github.com', private: false, is_template: true },
    });
    served.done();
    expect([repo.id, repo.name, repo.full_name, repo.private, repo.homepage, repo.default_branch]).toEqual([1296269, 'Hello-World', 'octocat/Hello-World', false, 'https://github.com', 'master']);
    expect(repo.description).toBe('This your first repo!');
    expect([repo.has_issues, repo.has_wiki, repo.has_projects, repo.is_template]).toEqual([true, true, true, false]);
    expect([repo.forks_count, repo.stargazers_count]).toEqual([9, 80]);
    expect(repo.created_at).toEqual(new Date('2011-01-26T19:01:12Z'));
    expect(repo.owner?.login).toBe('octocat');
    expect(repo.original_license?.key).toBe('mit');
    expect(repo.language).toBeNull();
  });

  it('maps every option to its wire name and sends nothing that was not given', async () => {
    nock('https://api.github.com').post('/user/repos').reply(201, documentedResponse('openapi/repos.create-for-authenticated-user') as object);
    const { session, sent } = authed();
    await createRepository(session, 'r', {
      hasIssues: false,
      hasWiki: false,
      hasProjects: false,
      hasDownloads: true,
      hasDiscussions: true,
      autoInit: true,
      gitignoreTemplate: 'Node',
      licenseTemplate: 'mit',
      homepage: undefined,
    });
    expectRequest(sent[0], {
      method: 'POST',
      path: '/user/repos',
      body: { name: 'r', has_issues: false, has_wiki: false, has_projects: false, has_downloads: true, has_discussions: true, auto_init: true, gitignore_template: 'Node', license_template: 'mit' },
    });
  });

  it('refuses an empty name, an unknown setting and an anonymous session before sending', async () => {
    const { session, sent } = authed();
    await expect(createRepository(session, '')).rejects.toThrow(expect.objectContaining({ parameter: 'name' }));
    await expect(createRepository(session, 'r', { has_issues: true } as never)).rejects.toThrow(expect.objectContaining({ parameter: 'has_issues' }));
    const anonymous = capturedSession();
    await expect(createRepository(anonymous.session, 'r')).rejects.toThrow(ValidationError);
    expect([...sent, ...anonymous.sent]).toHaveLength(0);
  });
});

describe('listRepositories (repositories)', () => {
  it('yields the authenticated user’s ShortRepository items', async () => {
    const served = replay('openapi/repos.list-for-authenticated-user');
    const { session, sent } = authed();
    const repos = await listRepositories(session).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/user/repos', query: { sort: 'created', direction: 'desc', per_page: '100' } });
    expect(repos.map((r) => [r.id, r.full_name, r.private, r.fork, r.owner?.login])).toEqual([[1296269, 'octocat/Hello-World', false, false, 'octocat']]);
    served.done();
  });

  // repositories sorts by `created` unless told otherwise; the service's own default is
  // `full_name`, so the documented default has to be sent.
  const orderings: [string, Parameters<typeof listRepositories>[1], Record<string, string>][] = [
    ['nothing: the documented default sort (created, desc)', {}, { sort: 'created', direction: 'desc' }],
    ['type', { type: 'private' }, { type: 'private', sort: 'created', direction: 'desc' }],
    ['sort full_name: direction asc', { sort: 'full_name' }, { sort: 'full_name', direction: 'asc' }],
    ['sort created: direction desc', { sort: 'created' }, { sort: 'created', direction: 'desc' }],
    ['sort pushed: direction desc', { sort: 'pushed' }, { sort: 'pushed', direction: 'desc' }],
    ['an explicit direction', { sort: 'updated', direction: 'asc' }, { sort: 'updated', direction: 'asc' }],
    ['a direction alone: with the default sort', { direction: 'asc' }, { sort: 'created', direction: 'asc' }],
  ];

  it.each(orderings)('sends %s', async (_, options, query) => {
    const { session, sent } = authed();
    await listRepositories(session, options)
      .toArray()
      .catch(() => undefined);
    expect(queryOf(sent[0])).toEqual({ ...query, per_page: '100' });
  });

  it('refuses unknown values and an anonymous session before sending', () => {
    const { session, sent } = authed();
    expect(() => listRepositories(session, { type: 'forks' as 'all' })).toThrow(expect.objectContaining({ parameter: 'type' }));
    expect(() => listRepositories(session, { sort: 'stars' as 'created' })).toThrow(expect.objectContaining({ parameter: 'sort' }));
    expect(() => listRepositories(session, { direction: 'up' as 'asc' })).toThrow(expect.objectContaining({ parameter: 'direction' }));
    expect(() => listRepositories(capturedSession().session)).toThrow(ValidationError);
    expect(sent).toHaveLength(0);
  });
});

describe('listUserRepositories (repositories_by, iter_user_repos)', () => {
  it('yields a user’s repositories', async () => {
    const served = replay('openapi/repos.list-for-user');
    const { session, sent } = capturedSession();
    const repos = await listUserRepositories(session, { login: 'octocat' }).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/users/octocat/repos', query: { type: 'all', per_page: '100' } });
    expect(repos.map((r) => [r.name, r.full_name])).toEqual([['Hello-World', 'octocat/Hello-World']]);
    served.done();
  });

  it('sends type, sort and the documented direction; refuses the types only the own listing has', async () => {
    const { session, sent } = capturedSession();
    await listUserRepositories(session, 'octocat', { type: 'member', sort: 'full_name' })
      .toArray()
      .catch(() => undefined);
    expect(queryOf(sent[0])).toEqual({ type: 'member', sort: 'full_name', direction: 'asc', per_page: '100' });
    expect(() => listUserRepositories(session, 'octocat', { type: 'private' as 'all' })).toThrow(expect.objectContaining({ parameter: 'type' }));
  });

  it('sends the documented default type, all, which is not the service’s (owner); no sort unless given', async () => {
    const { session, sent } = capturedSession();
    await listUserRepositories(session, 'octocat', { direction: 'asc' })
      .toArray()
      .catch(() => undefined);
    await listUserRepositories(session, 'octocat', { type: 'owner' })
      .toArray()
      .catch(() => undefined);
    expect(queryOf(sent[0])).toEqual({ type: 'all', direction: 'asc', per_page: '100' });
    expect(queryOf(sent[1])).toEqual({ type: 'owner', per_page: '100' });
  });
});

describe('listAllRepositories (all_repositories, iter_all_repos)', () => {
  it('yields every public repository', async () => {
    const served = replay('openapi/repos.list-public');
    const { session, sent } = capturedSession();
    const repos = await listAllRepositories(session).toArray();
    expectRequest(sent[0], {
      method: 'GET',
      path: '/repositories',
      query: { per_page: '100' },
      undocumented: 'GET /repositories documents only since (its pages follow since alone), but the interface all_repositories(number, since, etag, per_page) sends per_page',
    });
    expect(repos.map((r) => r.id)).toEqual([1296269]);
    served.done();
  });

  it('sends since; refuses a bad one', async () => {
    const { session, sent } = capturedSession();
    await listAllRepositories(session, { since: 1296269 })
      .toArray()
      .catch(() => undefined);
    expect(queryOf(sent[0])).toEqual({ since: '1296269', per_page: '100' });
    expect(() => listAllRepositories(session, { since: -5 })).toThrow(expect.objectContaining({ parameter: 'since' }));
  });
});

describe('bad input is refused before sending', () => {
  it.each<[string, () => Promise<unknown>, string]>([
    ['a name that is not text', () => createRepository(authed().session, 42 as unknown as string), 'name'],
    ['a blank name', () => createRepository(authed().session, '   '), 'name'],
    ['a null name', () => createRepository(authed().session, null as unknown as string), 'name'],
    ['a flag that is text', () => createRepository(authed().session, 'r', { private: 'yes' as unknown as boolean }), 'private'],
    ['a description that is an object', () => createRepository(authed().session, 'r', { description: {} as unknown as string }), 'description'],
    ['an empty template name', () => createRepository(authed().session, 'r', { gitignoreTemplate: '' }), 'gitignoreTemplate'],
    ['options that are a list', () => createRepository(authed().session, 'r', [] as never), 'options'],
  ])('createRepository refuses %s', async (_, run, parameter) => {
    await expect(run()).rejects.toThrow(expect.objectContaining({ name: 'ValidationError', parameter }));
  });

  it('the listings refuse bad values at once', () => {
    const { session, sent } = authed();
    expect(() => listAllRepositories(session, { since: 1.5 })).toThrow(expect.objectContaining({ parameter: 'since' }));
    expect(() => listAllRepositories(session, { since: Number.NaN })).toThrow(expect.objectContaining({ parameter: 'since' }));
    expect(() => listAllRepositories(session, { since: '10' as unknown as number })).toThrow(expect.objectContaining({ parameter: 'since' }));
    expect(() => listUserRepositories(session, '..')).toThrow(expect.objectContaining({ parameter: 'username' }));
    expect(() => listUserRepositories(session, null as never)).toThrow(expect.objectContaining({ parameter: 'username' }));
    expect(() => listUserRepositories(session, 'octocat', { direction: 'down' as 'asc' })).toThrow(expect.objectContaining({ parameter: 'direction' }));
    expect(() => listRepositories(session, { visibility: 'everything' } as never)).toThrow(expect.objectContaining({ parameter: 'visibility' }));
    expect(() => listRepositories(session, 'all' as never)).toThrow(expect.objectContaining({ parameter: 'options' }));
    expect(sent).toHaveLength(0);
  });
});
