import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { ServerError } from '../../src/errors/index.js';
import { createGist, deleteGist, forkGist, getGist, getGistRevision, listGistCommits, listGistForks, listGists, listPublicGists, listUserGists, updateGist } from '../../src/gists/gists.js';
import { listGistsOfUserOrSelf } from '../../src/gists/older-listings.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { replayPaged } from '../support/paged.js';
import { replay } from '../support/recordings.js';
import { rejection } from '../support/rejection.js';

const authed = () => capturedSession({ token: 'test-token-gists' });

describe('getGist (gist)', () => {
  it('reads a Gist: files with their content, owner, history (live)', async () => {
    const served = replay('live/gists.get');
    const { session, sent } = capturedSession();
    const gist = await getGist(session, 790381);
    expectRequest(sent[0], { method: 'GET', path: '/gists/790381' });
    served.done();
    expect(gist.id).toBe('790381');
    expect(gist.url).toBe('https://api.github.com/gists/790381');
    expect(gist.description).toBe('');
    expect(gist.public).toBe(true);
    expect(gist.comments_count).toBe(1);
    expect(gist.owner?.login).toBe('jmccartie');
    expect(gist.created_at?.toISOString()).toBe('2011-01-21T20:41:26.000Z');
    const file = gist.files?.['defleppard.rb'];
    expect(file?.language).toBe('Ruby');
    expect(file?.size).toBe(52);
    expect(file?.content).toBe('def leppard(shotgun)\n   shotgun ? shoot : !shoot\nend');
    expect(gist.forks).toEqual([]);
    expect(gist.history?.map((h) => h.version)).toEqual(['433ca9ed2febc4423d91d4191446e09c38f6841e', '12e53275c298ab759fa38a1f4980a4aa0556593f']);
    expect(gist.history?.[0]?.additions).toBe(1);
    expect(gist.history?.[0]?.deletions).toBe(1);
    expect(gist.history?.[0]?.total).toBe(2);
    expect(gist.history?.[1]?.committed_at?.toISOString()).toBe('2011-01-21T20:41:26.000Z');
  });

  it('reads today\u2019s shape: hex id, truncated, encoding, comments_enabled (documented example)', async () => {
    const served = replay('openapi/gists.get');
    const { session, sent } = capturedSession();
    const gist = await getGist(session, { id: 'aa5a315d61ae9438b18d' });
    expectRequest(sent[0], { method: 'GET', path: '/gists/aa5a315d61ae9438b18d' });
    served.done();
    expect(gist.id).toBe('2decf6c462d9b4418f2');
    expect(gist.comments_enabled).toBe(true);
    expect(gist.truncated).toBe(false);
    expect(gist.files?.['README.md']?.truncated).toBe(false);
    expect(gist.files?.['README.md']?.encoding).toBe('utf-8');
    expect(gist.history?.[0]?.user?.login).toBe('monalisa');
  });

  it.each([['', '-7'], ['..', '../..'], ['%2E%2E', 'a/b']])('refuses the id %j (and %j) before sending', async (...ids) => {
    const { session, sent } = capturedSession();
    for (const id of ids) await expect(getGist(session, id)).rejects.toThrow(expect.objectContaining({ name: 'ValidationError' }));
    await expect(getGist(session, { url: 'https://api.github.com/gists/%2E%2E' })).rejects.toThrow(expect.objectContaining({ parameter: 'gist.url' }));
    // A comment is not a gist: its url is read, never its id.
    await expect(getGist(session, { id: 1, url: 'https://api.github.com/gists/1/comments/2' })).rejects.toThrow(expect.objectContaining({ parameter: 'gist.url' }));
    expect(sent).toHaveLength(0);
  });
});

describe('getGistRevision (GistHistory.gist)', () => {
  it('reads the gist at a revision of its history (live)', async () => {
    const served = replay('live/gists.get-revision');
    const { session, sent } = capturedSession();
    const gist = await getGistRevision(session, { url: 'https://api.github.com/gists/790381/12e53275c298ab759fa38a1f4980a4aa0556593f' });
    expectRequest(sent[0], { method: 'GET', path: '/gists/790381/12e53275c298ab759fa38a1f4980a4aa0556593f' });
    served.done();
    expect(gist.id).toBe('790381');
    expect(gist.history?.map((h) => h.version)).toEqual(['12e53275c298ab759fa38a1f4980a4aa0556593f']);
    expect(gist.files?.['defleppard.rb']?.raw_url).toMatch(/^https:\/\/gist\.githubusercontent\.com\//);
  });

  it('refuses a version that is not a full sha before sending', async () => {
    const { session, sent } = capturedSession();
    await expect(getGistRevision(session, { gist: 790381, version: '12e5327' })).rejects.toThrow(expect.objectContaining({ parameter: 'revision.version' }));
    await expect(getGistRevision(session, { url: 'https://api.github.com/gists/790381/..' })).rejects.toThrow(expect.objectContaining({ name: 'ValidationError' }));
    expect(sent).toHaveLength(0);
  });
});

describe('createGist (create_gist)', () => {
  it('sends description, public and files; reads the new Gist (live)', async () => {
    const served = replay('live/gists.create');
    const { session, sent } = authed();
    const gist = await createGist(session, 'A gist from Octokit', { 'zen.text': { content: 'Keep it logically awesome.' } });
    expectRequest(sent[0], { method: 'POST', path: '/gists', body: { description: 'A gist from Octokit', public: true, files: { 'zen.text': { content: 'Keep it logically awesome.' } } } });
    served.done();
    expect(gist.id).toBe('8410652');
    expect(gist.owner?.login).toBe('api-padawan');
    expect(gist.files?.['zen.text']?.content).toBe('Keep it logically awesome.');
    expect(gist.files?.['zen.text']?.language).toBeNull();
  });

  it('wraps a file given as text, and sends public: false when asked (documented example)', async () => {
    const served = replay('openapi/gists.create');
    const { session, sent } = authed();
    const gist = await createGist(session, 'Example of a gist', { 'README.md': 'Hello World' }, { public: false });
    expectRequest(sent[0], { method: 'POST', path: '/gists', body: { description: 'Example of a gist', public: false, files: { 'README.md': { content: 'Hello World' } } } });
    served.done();
    expect(gist.files?.['README.md']?.filename).toBe('README.md');
  });

  it('refuses an anonymous session before sending: the service no longer takes anonymous gists', async () => {
    const { session, sent } = capturedSession();
    await expect(createGist(session, 'd', { 'a.txt': 'a' })).rejects.toThrow(expect.objectContaining({ name: 'ValidationError', parameter: 'session', message: expect.stringContaining('create_gist') }));
    expect(sent).toHaveLength(0);
  });

  it.each([
    ['no files', {}, 'files'],
    ['a list', [{ content: 'a' }], 'files'],
    ['an empty file name', { '': 'a' }, 'files'],
    ['a blank file name', { '  ': { content: 'a' } }, 'files'],
    ['empty content', { 'a.txt': '' }, 'files["a.txt"]'],
    ['content that is not text', { 'a.txt': { content: 7 } }, 'files["a.txt"].content'],
    ['null for a file', { 'a.txt': null }, 'files["a.txt"]'],
    ['a member other than content', { 'a.txt': { content: 'a', filename: 'b.txt' } }, 'files["a.txt"]'],
  ])('refuses %s before sending', async (_, files, parameter) => {
    const { session, sent } = authed();
    await expect(createGist(session, 'd', files as never)).rejects.toThrow(expect.objectContaining({ name: 'ValidationError', parameter }));
    expect(sent).toHaveLength(0);
  });

  it('sends a file named __proto__ as a file', async () => {
    nock('https://api.github.com').post('/gists').reply(201, { id: '1', files: {} });
    const { session, sent } = authed();
    await createGist(session, '', JSON.parse('{"__proto__": {"content": "x"}}') as Record<string, string>);
    expect(JSON.parse(sent[0]?.body ?? '{}').files).toEqual(JSON.parse('{"__proto__": {"content": "x"}}'));
  });
});

describe('updateGist (Gist.edit)', () => {
  it('sends the new description (live)', async () => {
    const served = replay('live/gists.update');
    const { session, sent } = authed();
    const gist = await updateGist(session, { url: 'https://api.github.com/gists/8410634' }, { description: 'GitHub Zen' });
    expectRequest(sent[0], { method: 'PATCH', path: '/gists/8410634', body: { description: 'GitHub Zen' } });
    served.done();
    expect(gist.description).toBe('GitHub Zen');
  });

  it('sends file changes by name (documented example)', async () => {
    const served = replay('openapi/gists.update');
    const { session, sent } = authed();
    const gist = await updateGist(session, 'aa5a315d61ae9438b18d', { description: 'An updated gist description', files: { 'README.md': 'Hello World from GitHub' } });
    expectRequest(sent[0], { method: 'PATCH', path: '/gists/aa5a315d61ae9438b18d', body: { description: 'An updated gist description', files: { 'README.md': { content: 'Hello World from GitHub' } } } });
    served.done();
    expect(gist.files?.['README.md']?.content).toBe('Hello world from GitHub');
  });

  it('renames with { filename } and deletes with null', async () => {
    nock('https://api.github.com').patch('/gists/aa5a315d61ae9438b18d').reply(200, { id: 'aa5a315d61ae9438b18d', files: { 'goodbye.rb': { filename: 'goodbye.rb' } } });
    const { session, sent } = authed();
    const gist = await updateGist(session, 'aa5a315d61ae9438b18d', { files: { 'hello.rb': { filename: 'goodbye.rb' }, 'hello.py': null } });
    expectRequest(sent[0], { method: 'PATCH', path: '/gists/aa5a315d61ae9438b18d', body: { files: { 'hello.rb': { filename: 'goodbye.rb' }, 'hello.py': null } } });
    expect(Object.keys(gist.files ?? {})).toEqual(['goodbye.rb']);
  });

  it.each([
    ['no change', {}, 'changes'],
    ['an empty files object', { files: {} }, 'files'],
    ['an empty change', { files: { 'a.txt': {} } }, 'files["a.txt"]'],
    ['an empty new name', { files: { 'a.txt': { filename: '' } } }, 'files["a.txt"].filename'],
    ['empty content (null deletes)', { files: { 'a.txt': '' } }, 'files["a.txt"]'],
    ['an empty file name', { files: { '': 'a' } }, 'files'],
  ])('refuses %s before sending', async (_, changes, parameter) => {
    const { session, sent } = authed();
    await expect(updateGist(session, 'aa5a315d61ae9438b18d', changes as never)).rejects.toThrow(expect.objectContaining({ name: 'ValidationError', parameter }));
    expect(sent).toHaveLength(0);
  });
});

describe('deleteGist (Gist.delete)', () => {
  it('is true on 204, then false on 404 once it is gone (live)', async () => {
    const served = replay('live/gists.delete');
    const { session, sent } = authed();
    expect(await deleteGist(session, '8410651')).toBe(true);
    expect(await deleteGist(session, '8410651')).toBe(false);
    expectRequest(sent[0], { method: 'DELETE', path: '/gists/8410651' });
    served.done();
  });

  it('throws on another failure', async () => {
    nock('https://api.github.com').delete('/gists/1').reply(500, { message: 'boom' });
    const { session } = authed();
    await rejection(deleteGist(session, 1), ServerError);
  });
});

describe('listings (gists, gists_by, public_gists, iter_gists)', () => {
  it('gists: the authenticated user\u2019s ShortGists (live)', async () => {
    const served = replayPaged('live/gists.list');
    const { session, sent } = authed();
    const gists = await listGists(session, { number: 30, perPage: 100 }).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/gists', query: { per_page: '100' } });
    served.done();
    expect(gists).toHaveLength(30);
    expect(gists[0]?.id).toBe('8410647');
    expect(gists[0]?.description).toBe('A gist from Octokit');
    expect(gists[0]?.files?.['zen.text']?.size).toBe(26);
    // Listings leave the content out.
    expect(gists[0]?.files?.['zen.text']?.content).toBeNull();
  });

  it('gists_by: a user\u2019s (live)', async () => {
    const served = replayPaged('live/gists.list-for-user');
    const { session, sent } = capturedSession();
    const gists = await listUserGists(session, 'defunkt', { number: 30, perPage: 100 }).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/users/defunkt/gists', query: { per_page: '100' } });
    served.done();
    expect(gists[0]?.id).toBe('4283721');
    expect(gists[0]?.owner?.login).toBe('defunkt');
    expect(gists[0]?.files?.['pjax.md']?.language).toBe('Markdown');
  });

  it('public_gists: everyone\u2019s (live), and since as ISO 8601', async () => {
    const served = replayPaged('live/gists.list-public');
    const { session, sent } = capturedSession();
    const gists = await listPublicGists(session, { number: 30, perPage: 100 }).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/gists/public', query: { per_page: '100' } });
    served.done();
    expect(gists[0]?.id).toBe('8410624');
    expect(gists[0]?.owner?.login).toBe('cablehead');
    nock('https://api.github.com').get('/gists/public').query({ since: '2014-01-14T00:00:00Z', per_page: '100' }).reply(200, []);
    await listPublicGists(session, { since: new Date('2014-01-14T00:00:00Z') }).toArray();
    expectRequest(sent[1], { method: 'GET', path: '/gists/public', query: { since: '2014-01-14T00:00:00Z', per_page: '100' } });
  });

  it('gists refuses an anonymous session; a bad since is refused before sending', () => {
    const { session, sent } = capturedSession();
    expect(() => listGists(session)).toThrow(expect.objectContaining({ parameter: 'session' }));
    expect(() => listPublicGists(session, { since: 'last week' })).toThrow(expect.objectContaining({ parameter: 'since' }));
    expect(sent).toHaveLength(0);
  });

  it('iter_gists: a user\u2019s with a login, the authenticated user\u2019s without', async () => {
    nock('https://api.github.com').get('/users/defunkt/gists').query({ per_page: '100' }).reply(200, []);
    nock('https://api.github.com').get('/gists').query({ per_page: '100' }).reply(200, []);
    const { session, sent } = authed();
    await listGistsOfUserOrSelf(session, 'defunkt').toArray();
    await listGistsOfUserOrSelf(session).toArray();
    expect(sent.map((r) => r.url.pathname)).toEqual(['/users/defunkt/gists', '/gists']);
  });
});

describe('forks and commits', () => {
  it('forkGist (Gist.fork) reads the new Gist (live)', async () => {
    const served = replay('live/gists.fork');
    const { session, sent } = authed();
    const fork = await forkGist(session, '5506606');
    expectRequest(sent[0], { method: 'POST', path: '/gists/5506606/forks' });
    served.done();
    expect(fork.id).toBe('8410638');
    expect(fork.description).toBe('Pass a User-Agent header with curl');
    expect(fork.owner?.login).toBe('api-padawan');
  });

  it('listGistForks (Gist.forks): none (live), and ShortGists (documented example)', async () => {
    const live = replayPaged('live/gists.list-forks');
    const { session, sent } = authed();
    expect(await listGistForks(session, '73662893f5598f0dd9da').toArray()).toEqual([]);
    expectRequest(sent[0], { method: 'GET', path: '/gists/73662893f5598f0dd9da/forks', query: { per_page: '100' } });
    live.done();
    const served = replay('openapi/gists.list-forks');
    const forks = await listGistForks(session, 'aa5a315d61ae9438b18d').toArray();
    served.done();
    expect(forks[0]?.id).toBe('aa5a315d61ae9438b18d');
    expect(forks[0]?.files?.['hello_world.rb']?.size).toBe(167);
  });

  it('listGistCommits (Gist.commits) yields GistHistory (live)', async () => {
    const served = replayPaged('live/gists.list-commits');
    const { session, sent } = authed();
    const commits = await listGistCommits(session, '7b4c33225591e8ac11d0').toArray();
    expectRequest(sent[0], { method: 'GET', path: '/gists/7b4c33225591e8ac11d0/commits', query: { per_page: '100' } });
    served.done();
    expect(commits).toHaveLength(1);
    expect(commits[0]?.version).toBe('b1cff4ada90522cc5f1f7df5b67d08f16eff72de');
    expect(commits[0]?.user?.login).toBe('api-padawan');
    expect(commits[0]?.additions).toBe(1);
    expect(commits[0]?.deletions).toBe(0);
    expect(commits[0]?.change_status).toEqual({ total: 1, additions: 1, deletions: 0 });
    expect(commits[0]?.committed_at?.toISOString()).toBe('2015-12-12T23:54:48.000Z');
  });
});
