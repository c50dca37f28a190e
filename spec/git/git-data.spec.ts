import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { createClient } from '../../src/client.js';
import { createCommit, getGitCommit } from '../../src/git/commits.js';
import { createReference, getReference, listMatchingReferences } from '../../src/git/refs.js';
import { createBranchReference } from '../../src/repos/branch-reference.js';
import { createTag, getTag } from '../../src/git/tags.js';
import { createTree, getTree } from '../../src/git/trees.js';
import type { Reference, Tag } from '../../src/models/git.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { documentedResponse, replay } from '../support/recordings.js';

const authed = () => capturedSession({ token: 'test-token-git-data' });
const refused = (parameter: string) => expect.objectContaining({ name: 'ValidationError', parameter });
const SANDBOX = 'api-padawan/api-sandbox';

describe('getGitCommit (Repository.git_commit)', () => {
  it('gets a Commit as git stores it (live)', async () => {
    const served = replay('live/git.get-commit');
    const { session, sent } = capturedSession();
    const commit = await getGitCommit(session, 'octokit/octokit.rb', '2bfca14ed8ebc3dad75082ff175e6703aed7ccc0');
    expectRequest(sent[0], { method: 'GET', path: '/repos/octokit/octokit.rb/git/commits/2bfca14ed8ebc3dad75082ff175e6703aed7ccc0' });
    served.done();
    expect(commit.sha).toBe('2bfca14ed8ebc3dad75082ff175e6703aed7ccc0');
    expect(commit.message).toBe('Implement Feeds API #feeds method.');
    expect([commit.author?.name, commit.author?.email, commit.author?.date?.toISOString()]).toEqual(['Joey Wendt', 'joey@joeywendt.com', '2013-12-13T03:12:29.000Z']);
    expect(commit.committer?.date?.toISOString()).toBe('2013-12-14T21:15:23.000Z');
    expect(commit.tree?.sha).toBe('6b8376588d5ccb4215fda20b5e317c35c0d9d639');
  });

  it.each([['master'], ['2bfca14'], [{}]])('refuses %j for a sha before sending', async (sha) => {
    const { session, sent } = capturedSession();
    await expect(getGitCommit(session, 'octokit/octokit.rb', sha as string)).rejects.toThrow(refused('sha'));
    expect(sent).toHaveLength(0);
  });
});

describe('createCommit (Repository.create_commit)', () => {
  it('sends one parent as a list of one (live)', async () => {
    const served = replay('live/git.create-commit');
    const { session, sent } = authed();
    const commit = await createCommit(session, SANDBOX, 'My commit message', 'c738c9590920fc99d9e745834699f03999483a36', '71516564edc3f5b4535bcc027bd4894beb8ec5b5');
    expectRequest(sent[0], {
      method: 'POST',
      path: '/repos/api-padawan/api-sandbox/git/commits',
      body: { message: 'My commit message', tree: 'c738c9590920fc99d9e745834699f03999483a36', parents: ['71516564edc3f5b4535bcc027bd4894beb8ec5b5'] },
    });
    served.done();
    expect(commit.sha).toBe('6d68e8cdb96d6fe2cb74afeb2f0e945e85d392e3');
    expect(commit.message).toBe('My commit message');
    expect(commit.parents).toEqual([expect.objectContaining({ sha: '71516564edc3f5b4535bcc027bd4894beb8ec5b5' })]);
  });

  it('sends the author (date as given) and a signature', async () => {
    const served = replay('openapi/git.create-commit');
    const { session, sent } = authed();
    const request = documentedResponse('openapi/git.create-commit');
    const signature = (served.recording.interactions[0]?.body as { signature: string }).signature;
    const commit = await createCommit(session, 'octocat/Hello-World', 'my commit message', { sha: '827efc6d56897b048c772eb4087f854f46256132' }, ['7d1b31e74ee336d15cbd21741bc88a537ed063a0'], {
      author: { name: 'Mona Octocat', email: 'octocat@github.com', date: '2008-07-09T16:13:30+12:00' },
      signature,
    });
    expectRequest(sent[0], {
      method: 'POST',
      path: '/repos/octocat/Hello-World/git/commits',
      body: {
        message: 'my commit message',
        tree: '827efc6d56897b048c772eb4087f854f46256132',
        parents: ['7d1b31e74ee336d15cbd21741bc88a537ed063a0'],
        author: { name: 'Mona Octocat', email: 'octocat@github.com', date: '2008-07-09T16:13:30+12:00' },
        signature,
      },
    });
    served.done();
    expect(commit.sha).toBe((request as { sha: string }).sha);
    expect(commit.verification?.verified).toBe(false);
  });

  it('sends an empty list for a root commit, and a Date as ISO 8601', async () => {
    nock('https://api.github.com').post('/repos/octocat/Hello-World/git/commits').reply(201, documentedResponse('openapi/git.create-commit') as object);
    const { session, sent } = authed();
    await createCommit(session, 'octocat/Hello-World', 'root', '827efc6d56897b048c772eb4087f854f46256132', [], {
      committer: { name: 'Mona Octocat', email: 'octocat@github.com', date: new Date(Date.UTC(2008, 6, 9, 4, 13, 30)) },
    });
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({
      message: 'root',
      tree: '827efc6d56897b048c772eb4087f854f46256132',
      parents: [],
      committer: { name: 'Mona Octocat', email: 'octocat@github.com', date: '2008-07-09T04:13:30Z' },
    });
  });

  it.each([
    ['parents[1]', { parents: ['7d1b31e74ee336d15cbd21741bc88a537ed063a0', 'main'] }],
    ['tree', { tree: 'abc' }],
    ['author.email', { author: { name: 'Mona' } }],
    ['author.name', { author: { name: ' ', email: 'octocat@github.com' } }],
    ['author.date', { author: { name: 'Mona', email: 'octocat@github.com', date: 'yesterday' } }],
    ['author.login', { author: { name: 'Mona', email: 'octocat@github.com', login: 'octocat' } }],
  ])('refuses a bad %s before sending', async (name, change) => {
    const { session, sent } = authed();
    const args = { tree: '827efc6d56897b048c772eb4087f854f46256132', parents: [] as string[], ...change };
    const { tree, parents, ...options } = args;
    await expect(createCommit(session, 'octocat/Hello-World', 'message', tree, parents, options as never)).rejects.toThrow(refused(name));
    expect(sent).toHaveLength(0);
  });
});

describe('references', () => {
  it('createReference (Repository.create_ref) creates a Reference (live)', async () => {
    const served = replay('live/git.create-ref');
    const { session, sent } = authed();
    const ref = await createReference(session, SANDBOX, 'refs/heads/testing/test-ref', '28c379c6f2bbf446d2b641cdb276ccbd8d63c698');
    expectRequest(sent[0], { method: 'POST', path: '/repos/api-padawan/api-sandbox/git/refs', body: { ref: 'refs/heads/testing/test-ref', sha: '28c379c6f2bbf446d2b641cdb276ccbd8d63c698' } });
    served.done();
    expect(ref.ref).toBe('refs/heads/testing/test-ref');
    expect([ref.object?.sha, ref.object?.type]).toEqual(['28c379c6f2bbf446d2b641cdb276ccbd8d63c698', 'commit']);
  });

  it.each([['heads/main'], ['refs/main'], ['refs'], ['refs/heads/'], ['refs/heads/../x'], ['refs//main']])('createReference refuses %j before sending', async (ref) => {
    const { session, sent } = authed();
    await expect(createReference(session, SANDBOX, ref, '28c379c6f2bbf446d2b641cdb276ccbd8d63c698')).rejects.toThrow(refused('ref'));
    expect(sent).toHaveLength(0);
  });

  it('getReference (Repository.ref) sends the ref as one path segment, with or without refs/', async () => {
    for (const name of ['heads/featureA', 'refs/heads/featureA']) {
      const served = replay('openapi/git.get-ref');
      const { session, sent } = capturedSession();
      const ref = await getReference(session, 'octocat/Hello-World', name);
      expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/git/ref/heads%2FfeatureA' });
      served.done();
      expect([ref.ref, ref.object?.sha]).toEqual(['refs/heads/featureA', 'aa218f56b14c9653891f9e74264a383fa43fefbd']);
    }
  });

  it('listMatchingReferences (Repository.matching_refs) reads every matching Reference at once', async () => {
    const served = replay('openapi/git.list-matching-refs');
    const { session, sent } = capturedSession();
    const refs = await listMatchingReferences(session, 'octocat/Hello-World', 'heads/feature');
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/git/matching-refs/heads%2Ffeature' });
    served.done();
    expect(refs.map((r) => r.ref)).toEqual(['refs/heads/feature-a', 'refs/heads/feature-b']);
    expect(Object.isFrozen(refs)).toBe(true);
  });

  it('listMatchingReferences refuses an answer that is not a list', async () => {
    nock('https://api.github.com').get('/repos/octocat/Hello-World/git/matching-refs/heads%2Ffeature').reply(200, { ref: 'refs/heads/feature' });
    const { session } = capturedSession();
    await expect(listMatchingReferences(session, 'octocat/Hello-World', 'heads/feature')).rejects.toThrow(expect.objectContaining({ name: 'UnprocessableResponseBody' }));
  });
});

describe('createBranchReference (Repository.create_branch_ref)', () => {
  it('creates refs/heads/<name> at the sha given: one request', async () => {
    const served = replay('openapi/git.create-ref');
    const { session, sent } = authed();
    const ref = await createBranchReference(session, 'octocat/Hello-World', 'featureA', { sha: 'aa218f56b14c9653891f9e74264a383fa43fefbd' });
    expectRequest(sent[0], { method: 'POST', path: '/repos/octocat/Hello-World/git/refs', body: { ref: 'refs/heads/featureA', sha: 'aa218f56b14c9653891f9e74264a383fa43fefbd' } });
    served.done();
    expect(sent).toHaveLength(1);
    expect(ref.ref).toBe('refs/heads/featureA');
  });

  it('without a sha, starts at the head of the default branch: the repository and its ref are read first', async () => {
    const repo = replay('openapi/repos.get');
    const head = nock('https://api.github.com').get('/repos/octocat/Hello-World/git/ref/heads%2Fmaster').reply(200, documentedResponse('openapi/git.get-ref') as object);
    const created = replay('openapi/git.create-ref');
    const gh = createClient(authed().session);
    const { session, sent } = authed();
    const ref = await createBranchReference(session, 'octocat/Hello-World', 'featureA');
    expect(gh.Repository.createBranchRef).toBeTypeOf('function');
    expect(sent.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      'GET /repos/octocat/Hello-World',
      'GET /repos/octocat/Hello-World/git/ref/heads%2Fmaster',
      'POST /repos/octocat/Hello-World/git/refs',
    ]);
    expectRequest(sent[2], { method: 'POST', path: '/repos/octocat/Hello-World/git/refs', body: { ref: 'refs/heads/featureA', sha: 'aa218f56b14c9653891f9e74264a383fa43fefbd' } });
    repo.done();
    expect(head.isDone()).toBe(true);
    created.done();
    expect(ref.ref).toBe('refs/heads/featureA');
  });

  it.each([
    ['name', '..', {}],
    ['name', 'a/../b', {}],
    ['sha', 'featureA', { sha: 'master' }],
    ['force', 'featureA', { force: true }],
  ])('refuses a bad %s before any request', async (name, branch, options) => {
    const { session, sent } = authed();
    await expect(createBranchReference(session, 'octocat/Hello-World', branch, options as never)).rejects.toThrow(refused(name));
    expect(sent).toHaveLength(0);
  });
});

describe('tags', () => {
  const tagger = { name: 'Wynn Netherland', email: 'wynn.netherland@gmail.com', date: '2012-06-03T17:03:11-07:00' };

  it('getTag (Repository.tag) gets an annotated Tag (live)', async () => {
    const served = replay('live/git.get-tag');
    const { session, sent } = capturedSession();
    const tag = await getTag(session, 'octokit/octokit.rb', '23aad20633f4d2981b1c7209a800db3014774e96');
    expectRequest(sent[0], { method: 'GET', path: '/repos/octokit/octokit.rb/git/tags/23aad20633f4d2981b1c7209a800db3014774e96' });
    served.done();
    expect([tag.tag, tag.message, tag.tagger?.name, tag.tagger?.date?.toISOString()]).toEqual(['v1.4.0', 'Version 1.4.0\n', 'Wynn Netherland', '2012-06-04T00:03:11.000Z']);
    expect([tag.object?.sha, tag.object?.type]).toEqual(['f4cdf6eb734f32343ce3f27670c17b35f54fd82e', 'commit']);
  });

  it('createTag makes an annotated tag in two requests: the tag object (live), then refs/tags/<tag> at it', async () => {
    const object = replay('live/git.create-tag');
    const reference = nock('https://api.github.com')
      .post('/repos/api-padawan/api-sandbox/git/refs', { ref: 'refs/tags/v9000.0.0', sha: 'd27d3eabe836971c1668732b705e9d91e0288b65' })
      .reply(201, { ...(documentedResponse('openapi/git.create-ref') as object), ref: 'refs/tags/v9000.0.0' });
    const { session, sent } = authed();
    const tag = (await createTag(session, SANDBOX, 'v9000.0.0', 'Version 9000\n', '71516564edc3f5b4535bcc027bd4894beb8ec5b5', 'commit', tagger)) as Tag;
    expectRequest(sent[0], {
      method: 'POST',
      path: '/repos/api-padawan/api-sandbox/git/tags',
      body: { tag: 'v9000.0.0', message: 'Version 9000\n', object: '71516564edc3f5b4535bcc027bd4894beb8ec5b5', type: 'commit', tagger },
    });
    expectRequest(sent[1], { method: 'POST', path: '/repos/api-padawan/api-sandbox/git/refs', body: { ref: 'refs/tags/v9000.0.0', sha: 'd27d3eabe836971c1668732b705e9d91e0288b65' } });
    object.done();
    expect(reference.isDone()).toBe(true);
    expect([tag.sha, tag.tag, tag.object?.sha]).toEqual(['d27d3eabe836971c1668732b705e9d91e0288b65', 'v9000.0.0', '71516564edc3f5b4535bcc027bd4894beb8ec5b5']);
  });

  it('createTag with lightweight makes only the reference, at the sha: one request, a Reference', async () => {
    const reference = nock('https://api.github.com')
      .post('/repos/octocat/Hello-World/git/refs', { ref: 'refs/tags/v0.0.1', sha: 'aa218f56b14c9653891f9e74264a383fa43fefbd' })
      .reply(201, { ...(documentedResponse('openapi/git.create-ref') as object), ref: 'refs/tags/v0.0.1' });
    const gh = createClient(authed().session);
    const { session, sent } = authed();
    const ref = (await createTag(session, 'octocat/Hello-World', 'v0.0.1', 'initial version', 'aa218f56b14c9653891f9e74264a383fa43fefbd', 'commit', tagger, { lightweight: true })) as Reference;
    expect(gh.Repository.createTag).toBeTypeOf('function');
    expect(sent).toHaveLength(1);
    expectRequest(sent[0], { method: 'POST', path: '/repos/octocat/Hello-World/git/refs', body: { ref: 'refs/tags/v0.0.1', sha: 'aa218f56b14c9653891f9e74264a383fa43fefbd' } });
    expect(reference.isDone()).toBe(true);
    expect([ref.ref, ref.object?.sha]).toEqual(['refs/tags/v0.0.1', 'aa218f56b14c9653891f9e74264a383fa43fefbd']);
  });

  it.each([
    ['tag', '..', 'commit', tagger, {}],
    ['tag', 'v1/../x', 'commit', tagger, {}],
    ['objType', 'v1', 'tag', tagger, {}],
    ['tagger.email', 'v1', 'commit', { name: 'Mona' }, {}],
    ['lightweight', 'v1', 'commit', tagger, { lightweight: 'yes' }],
    ['lightweight', 'v1', 'commit', tagger, { lightweight: 'yes', force: true }],
  ])('refuses a bad %s before the first request', async (name, tag, objType, person, options) => {
    const { session, sent } = authed();
    const run = createTag(session, 'octocat/Hello-World', tag, 'message', 'aa218f56b14c9653891f9e74264a383fa43fefbd', objType as never, person as never, options as never);
    await expect(run).rejects.toThrow(expect.objectContaining({ name: 'ValidationError' }));
    await expect(run).rejects.toThrow(name === 'lightweight' && 'force' in options ? refused('force') : refused(name));
    expect(sent).toHaveLength(0);
  });
});

describe('trees', () => {
  it('getTree (Repository.tree) gets a Tree (live)', async () => {
    const served = replay('live/git.get-tree');
    const { session, sent } = capturedSession();
    const tree = await getTree(session, 'sferik/rails_admin', '3cdfabd973bc3caac209cba903cfdb3bf6636bcd');
    expectRequest(sent[0], { method: 'GET', path: '/repos/sferik/rails_admin/git/trees/3cdfabd973bc3caac209cba903cfdb3bf6636bcd' });
    served.done();
    expect(tree.sha).toBe('3cdfabd973bc3caac209cba903cfdb3bf6636bcd');
    expect(tree.tree?.slice(0, 2).map((e) => [e.path, e.mode, e.type, e.size])).toEqual([
      ['.gitignore', '100644', 'blob', 279],
      ['.rspec', '100644', 'blob', 46],
    ]);
  });

  it('asks for every level with recursive: true, and not at all with false', async () => {
    const served = replay('openapi/git.get-tree');
    const { session, sent } = capturedSession();
    const tree = await getTree(session, 'octocat/Hello-World', '9fb037999f264ba9a7fc6274d15fa3ae2ab98312', { recursive: true });
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/git/trees/9fb037999f264ba9a7fc6274d15fa3ae2ab98312', query: { recursive: 'true' } });
    served.done();
    expect(tree.tree?.map((e) => [e.path, e.type])).toContainEqual(['subdir', 'tree']);
    nock('https://api.github.com').get('/repos/octocat/Hello-World/git/trees/9fb037999f264ba9a7fc6274d15fa3ae2ab98312').reply(200, documentedResponse('openapi/git.get-tree') as object);
    await getTree(session, 'octocat/Hello-World', '9fb037999f264ba9a7fc6274d15fa3ae2ab98312', { recursive: false });
    expect(sent[1]?.url.search).toBe('');
  });

  it('createTree (Repository.create_tree) writes a Tree from content (live)', async () => {
    const served = replay('live/git.create-tree');
    const { session, sent } = authed();
    const tree = await createTree(session, SANDBOX, [{ path: 'wynning.rb', mode: '100644', type: 'blob', content: "require 'fun'" }]);
    expectRequest(sent[0], { method: 'POST', path: '/repos/api-padawan/api-sandbox/git/trees', body: { tree: [{ path: 'wynning.rb', mode: '100644', type: 'blob', content: "require 'fun'" }] } });
    served.done();
    expect(tree.sha).toBe('ef901d6b9a59153fe14d7d2ba3e4b718f67f49de');
    expect(tree.tree?.map((e) => [e.path, e.sha, e.size])).toEqual([['wynning.rb', 'e720b8fdb7b6209f7fbd2286bda3c75e2019f19f', 13]]);
  });

  it('createTree sends entries by sha on a base tree', async () => {
    const served = replay('openapi/git.create-tree');
    const { session, sent } = authed();
    const entry = { path: 'file.rb', mode: '100644', type: 'blob', sha: '44b4fc6d56897b048c772eb4087f854f46256132' } as const;
    const tree = await createTree(session, 'octocat/Hello-World', [entry], { baseTree: '9fb037999f264ba9a7fc6274d15fa3ae2ab98312' });
    expectRequest(sent[0], { method: 'POST', path: '/repos/octocat/Hello-World/git/trees', body: { base_tree: '9fb037999f264ba9a7fc6274d15fa3ae2ab98312', tree: [entry] } });
    served.done();
    expect(tree.truncated).toBe(true);
  });

  const file = { path: 'a.txt', mode: '100644', type: 'blob', content: 'a' };
  it.each([
    ['tree', []],
    ['tree[0].mode', [{ ...file, mode: '644' }]],
    ['tree[0].type', [{ ...file, type: 'tag' }]],
    ['tree[0]', [{ path: 'a.txt', mode: '100644', type: 'blob' }]],
    ['tree[0]', [{ ...file, sha: '44b4fc6d56897b048c772eb4087f854f46256132' }]],
    ['tree[0].sha', [{ path: 'a.txt', mode: '100644', type: 'blob', sha: 'abc' }]],
    ['tree[1].path', [file, { ...file, path: '' }]],
    ['tree[0].size', [{ ...file, size: 1 }]],
  ])('refuses a bad %s before sending', async (name, entries) => {
    const { session, sent } = authed();
    await expect(createTree(session, 'octocat/Hello-World', entries as never)).rejects.toThrow(refused(name));
    expect(sent).toHaveLength(0);
  });

  it('sends sha: null, which deletes the path from the base tree', async () => {
    nock('https://api.github.com').post('/repos/octocat/Hello-World/git/trees').reply(201, documentedResponse('openapi/git.create-tree') as object);
    const { session, sent } = authed();
    await createTree(session, 'octocat/Hello-World', [{ path: 'old.rb', mode: '100644', type: 'blob', sha: null }], { baseTree: '9fb037999f264ba9a7fc6274d15fa3ae2ab98312' });
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({ tree: [{ path: 'old.rb', mode: '100644', type: 'blob', sha: null }], base_tree: '9fb037999f264ba9a7fc6274d15fa3ae2ab98312' });
  });
});
