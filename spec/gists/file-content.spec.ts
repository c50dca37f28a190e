import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { createClient } from '../../src/client.js';
import { getGistFileContent, getGistFileContents } from '../../src/gists/file-content.js';
import { getGist, getGistRevision } from '../../src/gists/gists.js';
import { fromDict } from '../../src/models/library/objects.js';
import { Gist, ShortGist } from '../../src/models/gists.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { documentedResponse, replay } from '../support/recordings.js';

const TOKEN = 'test-token-gist-files';
const RAW = 'https://gist.githubusercontent.com';
const RAW_PATH = '/monalisa/2decf6c462d9b4418f2/raw/ac3e6daf176fafe73609fd000cd188e4472010fb/README.md';

/** The documented gist, its one file marked truncated as the service marks a large file. */
function truncatedGist(): Record<string, unknown> {
  const body = documentedResponse('openapi/gists.get') as { files: Record<string, Record<string, unknown>> };
  body.files['README.md'] = { ...body.files['README.md'], truncated: true, content: 'Hello' };
  return body;
}

describe('getGistFileContent (GistFile.content)', () => {
  it('fetches a truncated file from its raw_url without the session\u2019s credentials', async () => {
    nock('https://api.github.com').get('/gists/2decf6c462d9b4418f2').reply(200, truncatedGist());
    const raw = nock(RAW, { badheaders: ['authorization'] }).get(RAW_PATH).reply(200, 'Hello world from GitHub', { 'content-type': 'text/plain; charset=utf-8' });
    const { session, sent } = capturedSession({ token: TOKEN });
    const gist = await getGist(session, '2decf6c462d9b4418f2');
    const file = gist.files?.['README.md'];
    expect(file?.truncated).toBe(true);
    expect(await getGistFileContent(session, file as NonNullable<typeof file>)).toBe('Hello world from GitHub');
    raw.done();
    // The API got the token; the raw host, another origin, did not.
    expect(sent[0]?.url.origin).toBe('https://api.github.com');
    expect(sent[0]?.headers.authorization).toBe(`token ${TOKEN}`);
    expect(sent[1]?.url.href).toBe(`${RAW}${RAW_PATH}`);
    expect(sent[1]?.headers.authorization).toBeUndefined();
  });

  it('nor a call\u2019s own authorization header', async () => {
    const raw = nock(RAW, { badheaders: ['authorization'] }).get(RAW_PATH).reply(200, 'text');
    const { session, sent } = capturedSession({ token: TOKEN });
    const text = await getGistFileContent(session, { raw_url: `${RAW}${RAW_PATH}` }, { headers: { authorization: 'token caller-supplied' } });
    expect(text).toBe('text');
    raw.done();
    expect(sent[0]?.headers.authorization).toBeUndefined();
  });

  it('gives complete content without a request', async () => {
    const served = replay('live/gists.get-revision');
    const { session, sent } = capturedSession();
    const gist = await getGistRevision(session, { gist: 790381, version: '12e53275c298ab759fa38a1f4980a4aa0556593f' });
    served.done();
    const file = gist.files?.['defleppard.rb'];
    expect(await getGistFileContent(session, file as NonNullable<typeof file>)).toBe('def leppard(shotgun)\n\u00a0 shotgun ? shoot : !shoot\nend');
    expect(sent).toHaveLength(1);
  });

  it.each([
    ['http', { raw_url: `http://gist.githubusercontent.com${RAW_PATH}` }, 'file.raw_url'],
    ['no raw_url', { raw_url: null }, 'file.raw_url'],
    ['not a URL', { raw_url: 'README.md' }, 'file.raw_url'],
    ['another scheme', { raw_url: 'file:///etc/passwd' }, 'file.raw_url'],
    ['not a file', 'README.md', 'file'],
  ])('refuses %s before sending', async (_, file, parameter) => {
    const { session, sent } = capturedSession({ token: TOKEN });
    await expect(getGistFileContent(session, file as never)).rejects.toThrow(expect.objectContaining({ name: 'ValidationError', parameter }));
    await expect(getGistFileContent(session, { raw_url: `${RAW}${RAW_PATH}` }, { number: 1 } as never)).rejects.toThrow(expect.objectContaining({ parameter: 'number' }));
    expect(sent).toHaveLength(0);
  });
});

describe('getGistFileContents (Gist.files)', () => {
  it('reads a listed gist, then only its truncated files from the raw host', async () => {
    const listed = fromDict(ShortGist, { id: '2decf6c462d9b4418f2', url: 'https://api.github.com/gists/2decf6c462d9b4418f2', files: { 'README.md': { filename: 'README.md', raw_url: `${RAW}${RAW_PATH}` } } });
    const full = truncatedGist() as { files: Record<string, unknown> };
    full.files['notes.txt'] = { filename: 'notes.txt', raw_url: `${RAW}/monalisa/2decf6c462d9b4418f2/raw/1/notes.txt`, truncated: false, content: 'complete' };
    nock('https://api.github.com').get('/gists/2decf6c462d9b4418f2').reply(200, full);
    const raw = nock(RAW, { badheaders: ['authorization'] }).get(RAW_PATH).reply(200, 'Hello world from GitHub');
    const { session, sent } = capturedSession({ token: TOKEN });
    const texts = await getGistFileContents(session, listed);
    expect(texts).toEqual({ 'README.md': 'Hello world from GitHub', 'notes.txt': 'complete' });
    expect(Object.isFrozen(texts)).toBe(true);
    expectRequest(sent[0], { method: 'GET', path: '/gists/2decf6c462d9b4418f2' });
    expect(sent.map((r) => r.url.origin)).toEqual(['https://api.github.com', RAW]);
    raw.done();
  });

  it('costs nothing for a gist read alone whose files are complete (documented example)', async () => {
    const gist = fromDict(Gist, documentedResponse('openapi/gists.get') as Record<string, unknown>);
    const { session, sent } = capturedSession({ token: TOKEN });
    expect(await getGistFileContents(session, gist)).toEqual({ 'README.md': 'Hello world from GitHub' });
    expect(sent).toHaveLength(0);
  });

  it('refuses a bad reference before sending', async () => {
    const { session, sent } = capturedSession({ token: TOKEN });
    await expect(getGistFileContents(session, '..')).rejects.toThrow(expect.objectContaining({ parameter: 'gist' }));
    expect(sent).toHaveLength(0);
  });
});

describe('the facade', () => {
  it('binds the gist operations: client level, gh.Gist, gh.GistComment, gh.GistFile, gh.GistHistory', async () => {
    nock('https://api.github.com').put('/gists/8410633/star').reply(204);
    nock('https://api.github.com').get('/gists/790381').reply(200, { id: '790381', url: 'https://api.github.com/gists/790381', history: [{ url: 'https://api.github.com/gists/790381/12e53275c298ab759fa38a1f4980a4aa0556593f', version: '12e53275c298ab759fa38a1f4980a4aa0556593f' }] });
    const served = replay('live/gists.get-revision');
    const gh = createClient({ token: TOKEN });
    expect(await gh.Gist.star('8410633')).toBe(true);
    const gist = await gh.gist(790381);
    const old = await gh.GistHistory.gist(gist.history?.[0] as NonNullable<typeof gist.history>[number]);
    served.done();
    expect(old.url).toBe('https://api.github.com/gists/790381/12e53275c298ab759fa38a1f4980a4aa0556593f');
    expect(typeof gh.createGist).toBe('function');
    expect(typeof gh.iterGists).toBe('function');
    expect(typeof gh.GistComment.edit).toBe('function');
    expect(typeof gh.GistFile.content).toBe('function');
    await expect(createClient().createGist('d', { 'a.txt': 'a' })).rejects.toThrow(expect.objectContaining({ parameter: 'session' }));
  });
});
