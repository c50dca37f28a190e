import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { getBranch, listBranches } from '../../src/repos/branches.js';
import { compareCommits, getCommit, listCommits } from '../../src/repos/commits.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { documentedResponse, replay } from '../support/recordings.js';
import { replayPaged } from '../support/paged.js';

const refused = (parameter: string) => expect.objectContaining({ name: 'ValidationError', parameter });

describe('getBranch (Repository.branch)', () => {
  it('gets a Branch whose name holds a slash and a #, sent as one path segment (live)', async () => {
    const served = replay('live/repos.get-branch.escaped');
    const { session, sent } = capturedSession();
    const branch = await getBranch(session, 'octokit/octokit.rb', 'feature/#123-fragment-url');
    expectRequest(sent[0], { method: 'GET', path: '/repos/octokit/octokit.rb/branches/feature%2F%23123-fragment-url' });
    served.done();
    expect(branch.name).toBe('feature/#123-fragment-url');
    expect(branch.protected).toBe(false);
    expect(branch.commit?.sha).toBe('73da4d71e87868229f25f19df606a96927169609');
    expect(branch.commit?.author?.login).toBe('nickfloyd');
    expect(branch.commit?.message).toMatch(/^Merge pull request #1527 from octokit\/dependabot/);
    expect(branch.original_protection).toEqual({ enabled: false, required_status_checks: { enforcement_level: 'off', contexts: [], checks: [] } });
    expect(branch.protection_url).toBe('https://api.github.com/repos/octokit/octokit.rb/branches/feature/#123-fragment-url/protection');
    expect(branch.links?.self).toBe('https://api.github.com/repos/octokit/octokit.rb/branches/feature/#123-fragment-url');
  });

  it('gets the documented Branch', async () => {
    const served = replay('openapi/repos.get-branch');
    const { session, sent } = capturedSession();
    const branch = await getBranch(session, { owner: 'octocat', repo: 'Hello-World' }, 'master');
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/branches/master' });
    served.done();
    expect(branch.name).toBe('main');
    expect(branch.commit?.commit?.message).toMatch(/^Merge pull request #6 from Spaceghost/);
    expect(branch.commit?.sha).toBe('7fd1a60b01f91b314f59955a4e4d4e80d8edf11d');
  });

  it.each([['..'], ['.'], ['feature/..'], ['%2E%2E/x'], ['a//b'], ['a..b'], ['']])('refuses the name %j before sending', async (name) => {
    const { session, sent } = capturedSession();
    await expect(getBranch(session, 'octocat/Hello-World', name)).rejects.toThrow(refused('name'));
    expect(sent).toHaveLength(0);
  });
});

describe('listBranches (Repository.branches)', () => {
  it('yields the Branches of a repository (live)', async () => {
    const served = replayPaged('live/repos.list-branches');
    const { session, sent } = capturedSession();
    const branches = await listBranches(session, 'octokit/octokit.rb').toArray();
    expectRequest(sent[0], { method: 'GET', path: '/repos/octokit/octokit.rb/branches', query: { per_page: '100' } });
    served.done();
    expect(branches.map((b) => [b.name, b.commit?.sha?.slice(0, 7)])).toEqual([
      ['gh-pages', '24046be'],
      ['master', '6a21f19'],
      ['octokit-2', 'e802e5d'],
    ]);
  });

  it('asks for the protected ones only with protected: true', async () => {
    nock('https://api.github.com').get('/repos/octocat/Hello-World/branches').query({ protected: 'true', per_page: '100' }).reply(200, documentedResponse('openapi/repos.list-branches') as object);
    const { session, sent } = capturedSession();
    const branches = await listBranches(session, 'octocat/Hello-World', { protected: true }).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/branches', query: { protected: 'true', per_page: '100' } });
    expect(branches.map((b) => [b.name, b.protected])).toEqual([['master', true]]);
  });

  it('lists every branch with protected: false (the service reads protected=false as "unprotected only")', async () => {
    const served = replay('openapi/repos.list-branches');
    const { session, sent } = capturedSession();
    await listBranches(session, 'octocat/Hello-World', { protected: false }).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/branches', query: { per_page: '100' } });
    served.done();
  });
});

describe('getCommit (Repository.commit)', () => {
  it('gets a RepoCommit with its files and line counts (live)', async () => {
    const served = replay('live/repos.get-commit');
    const { session, sent } = capturedSession();
    const commit = await getCommit(session, 'sferik/rails_admin', '3cdfabd973bc3caac209cba903cfdb3bf6636bcd');
    expectRequest(sent[0], { method: 'GET', path: '/repos/sferik/rails_admin/commits/3cdfabd973bc3caac209cba903cfdb3bf6636bcd' });
    served.done();
    expect(commit.sha).toBe('3cdfabd973bc3caac209cba903cfdb3bf6636bcd');
    expect([commit.additions, commit.deletions, commit.total]).toEqual([329, 319, 648]);
    expect(commit.files).toHaveLength(15);
    expect(commit.files?.[0]?.filename).toBe('app/controllers/rails_admin/application_controller.rb');
    expect(commit.files?.[0]?.status).toBe('modified');
    expect(commit.files?.[0]?.additions_count).toBe(18);
    expect(commit.message).toBe("Merge branch '3pp_history'");
    expect(commit.commit?.author?.name).toBe('toby cabot');
    expect(commit.commit?.author?.email).toBe('toby@caboteria.org');
    expect(commit.commit?.author?.date?.toISOString()).toBe('2011-01-21T19:23:58.000Z');
    expect(commit.author?.login).toBe('caboteria');
    expect(commit.parents).toHaveLength(2);
  });

  it('sends a branch name with a slash as one path segment', async () => {
    nock('https://api.github.com').get('/repos/octocat/Hello-World/commits/release%2Fprotection').reply(200, documentedResponse('live/repos.get-commit') as object);
    const { session, sent } = capturedSession();
    await getCommit(session, 'octocat/Hello-World', 'release/protection');
    // Never /commits/release/protection: a route of its own shape could answer that.
    expect(sent[0]?.url.pathname).toBe('/repos/octocat/Hello-World/commits/release%2Fprotection');
  });

  it.each([['..'], ['main/../x'], [7], ['']])('refuses the ref %j before sending', async (ref) => {
    const { session, sent } = capturedSession();
    await expect(getCommit(session, 'octocat/Hello-World', ref as string)).rejects.toThrow(refused('ref'));
    expect(sent).toHaveLength(0);
  });
});

describe('listCommits (Repository.commits)', () => {
  it('lists from a branch between two times, given as ISO text (live)', async () => {
    const served = replayPaged('live/repos.list-commits');
    const { session, sent } = capturedSession();
    const commits = await listCommits(session, 'sferik/rails_admin', { sha: 'master', since: '2011-01-15T00:00:00+00:00', until: '2011-01-16T00:00:00+00:00' }).toArray();
    expectRequest(sent[0], {
      method: 'GET',
      path: '/repos/sferik/rails_admin/commits',
      query: { sha: 'master', since: '2011-01-15T00:00:00+00:00', until: '2011-01-16T00:00:00+00:00', per_page: '100' },
    });
    served.done();
    expect(commits.map((c) => [c.sha?.slice(0, 7), c.commit?.author?.name, c.message])).toEqual([['c2d5a83', 'Erik Michaels-Ober', 'Update tzinfo dependency']]);
  });

  it('sends Dates as ISO 8601, and path, author and per_page as given', async () => {
    nock('https://api.github.com')
      .get('/repos/octocat/Hello-World/commits')
      .query({ path: 'lib/octokit.rb', author: 'octocat', since: '2011-01-15T00:00:00Z', per_page: '5' })
      .reply(200, documentedResponse('openapi/repos.list-commits') as object);
    const { session, sent } = capturedSession();
    const commits = await listCommits(session, 'octocat/Hello-World', { path: 'lib/octokit.rb', author: 'octocat', since: new Date(Date.UTC(2011, 0, 15)), perPage: 5 }).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/commits', query: { path: 'lib/octokit.rb', author: 'octocat', since: '2011-01-15T00:00:00Z', per_page: '5' } });
    expect(commits.map((c) => [c.sha, c.message])).toEqual([['6dcb09b5b57875f334f61aebed695e2e4193db5e', 'Fix all the bugs']]);
  });

  it.each([
    ['since', { since: 'yesterday' }],
    ['until', { until: new Date(Number.NaN) }],
    ['sha', { sha: '../x' }],
  ])('refuses a bad %s before sending', (name, options) => {
    const { session, sent } = capturedSession();
    expect(() => listCommits(session, 'octocat/Hello-World', options as never)).toThrow(refused(name));
    expect(sent).toHaveLength(0);
  });
});

describe('compareCommits (Repository.compare_commits)', () => {
  it('compares two commits as base...head (live)', async () => {
    const served = replay('live/repos.compare-commits');
    const { session, sent } = capturedSession();
    const comparison = await compareCommits(session, 'gvaughn/octokit', '0e0d7ae299514da692eb1cab741562c253d44188', 'b7b37f75a80b8e84061cd45b246232ad958158f5');
    expectRequest(sent[0], { method: 'GET', path: '/repos/gvaughn/octokit/compare/0e0d7ae299514da692eb1cab741562c253d44188...b7b37f75a80b8e84061cd45b246232ad958158f5' });
    served.done();
    expect([comparison.status, comparison.ahead_by, comparison.behind_by, comparison.total_commits]).toEqual(['behind', 0, 2, 0]);
    expect(comparison.base_commit?.sha).toBe('0e0d7ae299514da692eb1cab741562c253d44188');
    expect(comparison.merge_base_commit?.sha?.slice(0, 7)).toBe('b7b37f7');
    expect(comparison.commits).toEqual([]);
    expect(comparison.permalink_url).toBe('https://github.com/gvaughn/octokit/compare/gvaughn:0e0d7ae...gvaughn:b7b37f7');
  });

  it('parses the commits and files of the comparison', async () => {
    const served = replay('openapi/repos.compare-commits-with-basehead');
    const { session, sent } = capturedSession();
    const comparison = await compareCommits(session, 'octocat/Hello-World', 'master', 'topic');
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/compare/master...topic' });
    served.done();
    expect(comparison.commits?.map((c) => c.sha?.slice(0, 7))).toEqual(['6dcb09b']);
    expect(comparison.files?.map((f) => [f.filename, f.additions_count])).toEqual([['file1.txt', 103]]);
  });

  it.each([
    ['base', '..', 'topic'],
    ['head', 'master', 'a/../b'],
    ['base', 'a...b', 'topic'],
    ['head', 'master', ''],
  ])('refuses a bad %s before sending', async (name, base, head) => {
    const { session, sent } = capturedSession();
    await expect(compareCommits(session, 'octocat/Hello-World', base, head)).rejects.toThrow(refused(name));
    expect(sent).toHaveLength(0);
  });
});
