import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/errors/index.js';
import { UnprocessableResponseBody } from '../../src/errors/unprocessable-response-body.js';
import { createFile, getFileContents, getReadme, listDirectoryContents } from '../../src/repos/contents.js';
import { asDict } from '../../src/models/library/objects.js';
import { answered, capturedSession, queryOf } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { documentedResponse, replay } from '../support/recordings.js';
import { rejection } from '../support/rejection.js';

const repo = 'octocat/Hello-World';
const authed = () => capturedSession({ token: 'test-token-contents' });

describe('getFileContents (file_contents)', () => {
  it('GETs the file and parses Contents', async () => {
    const served = replay('openapi/repos.get-content');
    const { session, sent } = capturedSession();
    const file = await getFileContents(session, repo, 'README.md');
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/contents/README.md' });
    served.done();
    expect([file.type, file.name, file.path, file.size, file.encoding, file.sha]).toEqual(['file', 'README.md', 'README.md', 5362, 'base64', '3d21ec53a331a6f037a91c368710b99387d012c1']);
    expect(file.links?.git).toBe('https://api.github.com/repos/octokit/octokit.rb/git/blobs/3d21ec53a331a6f037a91c368710b99387d012c1');
    // The documented example's content is not base64 (it holds the two characters "\n"): reading it is a typed error, not garbage.
    expect(() => file.decoded).toThrow(UnprocessableResponseBody);
  });

  it('decodes a real file’s base64 content (decoded, text)', async () => {
    const served = replay('live/contents.readme');
    const { session, sent } = capturedSession();
    const readme = await getReadme(session, 'octokit/octokit.rb');
    expectRequest(sent[0], { method: 'GET', path: '/repos/octokit/octokit.rb/readme' });
    served.done();
    expect(readme.text?.startsWith('# Octokit\n\nSimple Ruby wrapper for the GitHub API.')).toBe(true);
    expect(readme.decoded?.byteLength).toBe(7115);
    expect(readme.size).toBe(7115);
    // Each read hands out its own bytes: changing them changes nothing another caller reads.
    readme.decoded?.fill(0);
    expect(readme.decoded?.[0]).toBe('#'.charCodeAt(0));
  });

  it('sends ref and encodes each segment of a nested path, keeping the slashes', async () => {
    const body = documentedResponse('openapi/repos.get-content') as object;
    nock('https://api.github.com').get('/repos/octocat/Hello-World/contents/docs/a%20b/%23notes.md').query({ ref: 'feature/x' }).reply(200, body);
    const { session, sent } = capturedSession();
    await getFileContents(session, repo, 'docs/a b/#notes.md', { ref: 'feature/x' });
    expect(sent[0]?.url.pathname).toBe('/repos/octocat/Hello-World/contents/docs/a%20b/%23notes.md');
    expect(queryOf(sent[0])).toEqual({ ref: 'feature/x' });
  });

  it('reads a file over 1 MB (encoding "none", no content) from its blob', async () => {
    const large = { ...(documentedResponse('openapi/repos.get-content') as Record<string, unknown>), content: '', encoding: 'none' };
    nock('https://api.github.com').get('/repos/octocat/Hello-World/contents/README.md').reply(200, large);
    nock('https://api.github.com').get('/repos/octocat/Hello-World/git/blobs/3d21ec53a331a6f037a91c368710b99387d012c1').reply(200, documentedResponse('openapi/git.get-blob') as object);
    const { session, sent } = capturedSession();
    const file = await getFileContents(session, repo, 'README.md');
    expectRequest(sent[1], { method: 'GET', path: '/repos/octocat/Hello-World/git/blobs/3d21ec53a331a6f037a91c368710b99387d012c1' });
    expect([file.encoding, file.text, file.name]).toEqual(['base64', 'Content of the blob', 'README.md']);
    expect(asDict(file).content).toBe('Q29udGVudCBvZiB0aGUgYmxvYg==');
  });

  it('a leading or trailing slash names the same file', async () => {
    const { session, sent } = answered({}, documentedResponse('openapi/repos.get-content'));
    for (const given of ['/README.md', 'docs/README.md/']) await getFileContents(session, repo, given);
    expect(sent.map((request) => new URL(request.url).pathname)).toEqual(['/repos/octocat/Hello-World/contents/README.md', '/repos/octocat/Hello-World/contents/docs/README.md']);
  });

  it('refuses empty, dot and percent-encoded dot segments, and doubled slashes, before sending', async () => {
    const { session, sent } = capturedSession();
    for (const bad of ['', '/', '//', 'docs//a', '../secrets', 'docs/./a', 'docs/%2E%2E/a', 'a/%2e', 'docs\\..\\a', '/../a/', 7, null]) {
      const error = await rejection(getFileContents(session, repo, bad as string), ValidationError);
      expect(error.parameter).toBe('path');
    }
    expect(sent).toHaveLength(0);
  });
});

describe('listDirectoryContents (directory_contents)', () => {
  const entries = () => {
    const file = documentedResponse('openapi/repos.get-content') as Record<string, unknown>;
    const entry = Object.fromEntries(Object.entries(file).filter(([key]) => key !== 'content' && key !== 'encoding'));
    return [entry, { ...entry, name: 'docs', path: 'docs', type: 'dir' }];
  };

  it('answers [name, Contents] pairs by default, and a map keyed by name with returnAs "map"', async () => {
    nock('https://api.github.com').get('/repos/octocat/Hello-World/contents/src').twice().reply(200, entries());
    const { session, sent } = capturedSession();
    const pairs = await listDirectoryContents(session, repo, 'src');
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/contents/src' });
    expect((pairs as readonly (readonly [string, { type: string | null }])[]).map(([name, c]) => [name, c.type])).toEqual([['README.md', 'file'], ['docs', 'dir']]);
    expect(Object.isFrozen(pairs)).toBe(true);
    const map = (await listDirectoryContents(session, repo, 'src', { returnAs: 'map' })) as Record<string, { path: string | null; decoded: unknown }>;
    expect(Object.keys(map)).toEqual(['README.md', 'docs']);
    expect([map.docs?.path, map.docs?.decoded]).toEqual(['docs', null]);
    // returnAs is how to answer, not a query parameter.
    expectRequest(sent[1], { method: 'GET', path: '/repos/octocat/Hello-World/contents/src' });
  });

  it('a path that is a file is an UnprocessableResponseBody', async () => {
    const served = replay('openapi/repos.get-content');
    const { session } = capturedSession();
    const error = await rejection(listDirectoryContents(session, repo, 'README.md'), UnprocessableResponseBody);
    expect(error.message).toMatch(/not one/);
    served.done();
  });

  it('a leading or trailing slash names the same directory; an empty path, / or . names the root', async () => {
    const { session, sent } = answered({}, entries());
    for (const given of ['docs/', '/docs', '/docs/', 'docs/guide/']) await listDirectoryContents(session, repo, given);
    for (const root of ['', '/', '.', './']) await listDirectoryContents(session, repo, root);
    expect(sent.map((request) => new URL(request.url).pathname)).toEqual([
      ...['docs', 'docs', 'docs', 'docs/guide'].map((dir) => `/repos/octocat/Hello-World/contents/${dir}`),
      ...Array<string>(4).fill('/repos/octocat/Hello-World/contents'),
    ]);
  });

  it('still refuses dot parts, doubled slashes and anything but text, before sending', async () => {
    const { session, sent } = capturedSession();
    for (const bad of ['..', './docs', 'docs/../..', 'docs//a', '%2e%2e', 7, null]) {
      expect((await rejection(listDirectoryContents(session, repo, bad as string), ValidationError)).parameter).toBe('path');
    }
    expect(sent).toHaveLength(0);
  });

  it('refuses an unknown returnAs before sending', async () => {
    const { session, sent } = capturedSession();
    expect((await rejection(listDirectoryContents(session, repo, 'src', { returnAs: 'dict' as never }), ValidationError)).parameter).toBe('returnAs');
    expect(sent).toHaveLength(0);
  });
});

describe('createFile (create_file)', () => {
  it('PUTs the message and the content in base64 (real traffic), and parses the Contents and commit', async () => {
    const served = replay('live/contents.create-file');
    const { session, sent } = authed();
    const created = await createFile(session, { owner: 'api-padawan', repo: '<GITHUB_TEST_REPOSITORY>' }, 'test_create.txt', 'I am commit-ing', 'Here be the content\n');
    expectRequest(sent[0], {
      method: 'PUT',
      path: '/repos/api-padawan/%3CGITHUB_TEST_REPOSITORY%3E/contents/test_create.txt',
      body: { message: 'I am commit-ing', content: 'SGVyZSBiZSB0aGUgY29udGVudAo=' },
    });
    served.done();
    expect([created.content?.name, created.content?.sha, created.content?.size]).toEqual(['test_create.txt', '4d149b826e7305659006eb64cfecd3be68d0f2f0', 20]);
    expect(created.commit?.message).toBe('I am commit-ing');
  });

  it('sends bytes, the branch and a committer (the documented example)', async () => {
    const served = replay('openapi/repos.create-or-update-file-contents.201');
    const { session, sent } = authed();
    const committer = { name: 'Monalisa Octocat', email: 'octocat@github.com' };
    const created = await createFile(session, repo, 'hello.txt', 'my commit message', new TextEncoder().encode('my new file contents'), { committer });
    expectRequest(sent[0], { method: 'PUT', path: '/repos/octocat/Hello-World/contents/hello.txt', body: { message: 'my commit message', committer, content: 'bXkgbmV3IGZpbGUgY29udGVudHM=' } });
    served.done();
    expect(created.content?.path).toBe('notes/hello.txt');
    expect(created.commit?.sha).toBe('7638417db6d59f3c431d3e1f261cc637155684cd');
  });

  it('refuses a committer or author without name and email, content that is neither text nor bytes, and an anonymous session', async () => {
    const { session, sent } = authed();
    const cases: [unknown, string][] = [
      [{ committer: { name: 'Mona' } }, 'committer.email'],
      [{ author: { email: 'mona@example.com' } }, 'author.name'],
      [{ author: { name: 'Mona', email: 'not an email' } }, 'author.email'],
      [{ committer: { name: 'Mona', email: 'm@example.com', login: 'mona' } }, 'committer.login'],
    ];
    for (const [options, parameter] of cases) {
      expect((await rejection(createFile(session, repo, 'a.txt', 'm', 'x', options as never), ValidationError)).parameter).toBe(parameter);
    }
    expect((await rejection(createFile(session, repo, 'a.txt', 'm', 7 as never), ValidationError)).parameter).toBe('content');
    const anonymous = capturedSession();
    await rejection(createFile(anonymous.session, repo, 'a.txt', 'm', 'x'), ValidationError);
    expect([...sent, ...anonymous.sent]).toHaveLength(0);
  });
});
