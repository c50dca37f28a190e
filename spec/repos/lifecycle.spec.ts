import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { Conflict, ValidationError } from '../../src/errors/index.js';
import { createFork, deleteRepository, editRepository, listForks, mergeBranch } from '../../src/repos/lifecycle.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { documentedResponse, replay } from '../support/recordings.js';
import { rejection } from '../support/rejection.js';

const authed = () => capturedSession({ token: 'test-token-lifecycle' });
const repo = 'octocat/Hello-World';

describe('editRepository (edit)', () => {
  it('PATCHes the name and the settings given (real traffic) and answers the Repository as it now is', async () => {
    const served = replay('live/repos.edit');
    const { session, sent } = authed();
    const edited = await editRepository(session, 'api-padawan/an-repo', 'an-repo', { description: "It's epic" });
    expectRequest(sent[0], { method: 'PATCH', path: '/repos/api-padawan/an-repo', body: { name: 'an-repo', description: "It's epic" } });
    served.done();
    expect([edited.id, edited.name, edited.description]).toEqual([10916578, 'an-repo', "It's epic"]);
  });

  it('sends every setting under its wire name, and nothing not given', async () => {
    const served = replay('openapi/repos.update');
    const { session, sent } = authed();
    const edited = await editRepository(session, repo, 'Hello-World', { description: 'This is your first repository', homepage: 'https://github.com', private: true, hasIssues: true, hasProjects: true, hasWiki: true });
    expectRequest(sent[0], { method: 'PATCH', path: '/repos/octocat/Hello-World', body: { name: 'Hello-World', description: 'This is your first repository', homepage: 'https://github.com', private: true, has_issues: true, has_projects: true, has_wiki: true } });
    served.done();
    expect(edited.full_name).toBe('octocat/Hello-World');
    nock('https://api.github.com').patch('/repos/octocat/Hello-World').reply(200, documentedResponse('openapi/repos.update') as object);
    await editRepository(session, repo, 'Hello-World', { defaultBranch: 'main', archived: true, allowMergeCommit: false, allowSquashMerge: true, allowRebaseMerge: false });
    expectRequest(sent[1], { method: 'PATCH', path: '/repos/octocat/Hello-World', body: { name: 'Hello-World', default_branch: 'main', archived: true, allow_merge_commit: false, allow_squash_merge: true, allow_rebase_merge: false } });
    nock('https://api.github.com').patch('/repos/octocat/Hello-World').reply(200, documentedResponse('openapi/repos.update') as object);
    await editRepository(session, repo, 'Hello-World', { hasDownloads: false });
    expectRequest(sent[2], { method: 'PATCH', path: '/repos/octocat/Hello-World', body: { name: 'Hello-World', has_downloads: false }, undocumented: 'has_downloads: the interface sends it (older Enterprise Server installations read it); api.github.com no longer documents it' });
  });

  it('refuses an empty name, null for a setting and an anonymous session, before sending', async () => {
    const { session, sent } = authed();
    expect((await rejection(editRepository(session, repo, ' '), ValidationError)).parameter).toBe('name');
    expect((await rejection(editRepository(session, repo, 'r', { private: null as never }), ValidationError)).parameter).toBe('private');
    const anonymous = capturedSession();
    await rejection(editRepository(anonymous.session, repo, 'r'), ValidationError);
    expect([...sent, ...anonymous.sent]).toHaveLength(0);
  });
});

describe('deleteRepository (delete)', () => {
  it('true on 204, false on 404 (real traffic)', async () => {
    const served = replay('live/repos.delete');
    const { session, sent } = authed();
    expect(await deleteRepository(session, 'api-padawan/an-repo')).toBe(true);
    expect(await deleteRepository(session, 'api-padawan/an-repo')).toBe(false);
    expectRequest(sent[0], { method: 'DELETE', path: '/repos/api-padawan/an-repo' });
    served.done();
  });

  it('the documented answers', async () => {
    const yes = replay('openapi/repos.delete');
    const { session } = authed();
    expect(await deleteRepository(session, repo)).toBe(true);
    yes.done();
    const no = replay('openapi/repos.delete.404');
    expect(await deleteRepository(session, repo)).toBe(false);
    no.done();
  });
});

describe('createFork (create_fork)', () => {
  it('POSTs with no body and parses the fork from the 202 (real traffic)', async () => {
    const served = replay('live/repos.fork');
    const { session, sent } = authed();
    const fork = await createFork(session, 'sferik/rails_admin');
    expectRequest(sent[0], { method: 'POST', path: '/repos/sferik/rails_admin/forks' });
    served.done();
    expect([fork.id, fork.name, fork.fork, fork.parent?.full_name]).toEqual([10915706, 'rails_admin', true, 'sferik/rails_admin']);
  });

  it('sends the organization, given as a login or parsed organization', async () => {
    nock('https://api.github.com').post('/repos/octocat/Hello-World/forks', { organization: 'octo-org' }).twice().reply(202, documentedResponse('openapi/repos.create-fork') as object);
    const { session, sent } = authed();
    await createFork(session, repo, { organization: 'octo-org' });
    await createFork(session, repo, { organization: { login: 'octo-org' } });
    expectRequest(sent[1], { method: 'POST', path: '/repos/octocat/Hello-World/forks', body: { organization: 'octo-org' } });
  });
});

describe('listForks (forks)', () => {
  it('lists ShortRepository items with a sort', async () => {
    nock('https://api.github.com').get('/repos/octocat/Hello-World/forks').query({ sort: 'stargazers', per_page: '100' }).reply(200, documentedResponse('openapi/repos.list-forks') as object[]);
    const { session, sent } = capturedSession();
    const forks = await listForks(session, repo, { sort: 'stargazers' }).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/forks', query: { sort: 'stargazers', per_page: '100' } });
    expect(forks.map((f) => [f.id, f.full_name])).toEqual([[1296269, 'octocat/Hello-World']]);
  });

  it('replays the documented listing, and refuses an unknown sort', async () => {
    const served = replay('openapi/repos.list-forks');
    const { session, sent } = capturedSession();
    expect(await listForks(session, repo).toArray()).toHaveLength(1);
    served.done();
    expect(() => listForks(session, repo, { sort: 'popular' as never })).toThrow(ValidationError);
    expect(sent).toHaveLength(1);
  });
});

describe('mergeBranch (merge)', () => {
  it('POSTs base, head and commit_message and parses the RepoCommit', async () => {
    const served = replay('openapi/repos.merge');
    const { session, sent } = authed();
    const commit = await mergeBranch(session, repo, 'master', 'cool_feature', { commitMessage: 'Shipped cool_feature!' });
    expectRequest(sent[0], { method: 'POST', path: '/repos/octocat/Hello-World/merges', body: { base: 'master', head: 'cool_feature', commit_message: 'Shipped cool_feature!' } });
    served.done();
    expect(commit?.sha).toBe('6dcb09b5b57875f334f61aebed695e2e4193db5e');
    expect(commit?.stats).toEqual({ additions: 104, deletions: 4, total: 108 });
    expect(commit?.author?.login).toBe('octocat');
  });

  it('null when there is nothing to merge (204); a merge conflict (409) is a Conflict', async () => {
    const nothing = replay('openapi/repos.merge.204');
    const { session } = authed();
    expect(await mergeBranch(session, repo, 'master', 'cool_feature', { commitMessage: 'Shipped cool_feature!' })).toBeNull();
    nothing.done();
    const conflict = replay('openapi/repos.merge.409');
    await rejection(mergeBranch(session, repo, 'master', 'cool_feature', { commitMessage: 'Shipped cool_feature!' }), Conflict);
    conflict.done();
  });
});
