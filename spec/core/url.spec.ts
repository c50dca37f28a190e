import { describe, expect, it } from 'vitest';
import { send } from '../../src/core/request.js';
import { buildQuery, expandPath, hasDotSegment, isLoopback, isUnder, resolveUrl } from '../../src/core/url.js';
import { ValidationError } from '../../src/errors/index.js';
import { answered } from '../support/capture.js';
import { thrown } from '../hardening/loopback.js';

const API = 'https://api.github.com';
const GHE = 'https://ghe.example.com/api/v3';
const TOKEN = 'test-token-5c2e8a1f9b3d7046';

/** The ValidationError `run` throws. */
const refusal = (run: () => unknown): ValidationError => thrown(run, ValidationError);


describe('dot segments, as a URL parser reads them', () => {
  it.each(['/a/../b', '/a/./b', '/a/..', '/.', '/a/%2e%2E/b', '/a/%2E/b', '/a/.%2e/b', '/a\\..\\b', '/repos/o/r/x\\..\\..\\admin', '\\..', '/a/.\t./b', '/a/\n./b', '/a/.\r/b'])('%j has one', (path) => {
    expect(hasDotSegment(path)).toBe(true);
  });

  it.each(['/a/b', '/a/.../b', '/a/x../b', '/a/..x/b', '/a/%2e%2e%2e/b', '/a/.x/b', '/a/x./b', '/v1.0/x', ''])('%j has none', (path) => {
    expect(hasDotSegment(path)).toBe(false);
  });
});

describe('path templates', () => {
  it('fill every parameter, each one escaped segment; {+name} keeps its slashes', () => {
    expect(expandPath('/repos/{owner}/{repo}/issues/{issue_number}', { owner: 'a b', repo: 'c/d', issue_number: 7 })).toBe('/repos/a%20b/c%2Fd/issues/7');
    expect(expandPath('/repos/{owner}/{repo}/contents/{+path}', { owner: 'o', repo: 'r', path: 'docs/a b.md' })).toBe('/repos/o/r/contents/docs/a%20b.md');
    expect(expandPath('/teams/{team_id}', { team_id: 0 })).toBe('/teams/0');
    expect(expandPath('/user')).toBe('/user');
  });

  it.each([
    ['missing', {}],
    ['empty', { repo: '' }],
  ])('a %s parameter → ValidationError naming it', (_, params: Record<string, string>) => {
    const error = refusal(() => expandPath('/repos/{owner}/{repo}', { owner: 'octocat', ...params }));
    expect(error.parameter).toBe('repo');
    expect(error.message).toBe('repo: is required and must not be empty');
    expect(refusal(() => expandPath('/users/{username}')).parameter).toBe('username');
  });

  it.each(['.', '..', '%2e', '%2E%2e', '.%2E'])('a parameter %j → ValidationError naming it', (value) => {
    const error = refusal(() => expandPath('/repos/{owner}/{repo}', { owner: 'o', repo: value }));
    expect(error.parameter).toBe('repo');
    expect(error.message).toBe('repo: must not be "." or ".." (the request would go to another resource)');
  });

  it.each(['docs/../../user', 'docs/./x', 'docs/%2e%2E/x', 'x/..'])('a {+path} of %j → ValidationError naming it', (value) => {
    expect(refusal(() => expandPath('/repos/o/r/contents/{+path}', { path: value })).parameter).toBe('path');
  });

  it('a backslash in a parameter is escaped, never a separator on the wire', () => {
    expect(expandPath('/repos/o/r/contents/{+path}', { path: 'docs\\..\\..\\admin' })).toBe('/repos/o/r/contents/docs%5C..%5C..%5Cadmin');
  });

  it('a dot segment written in the template itself → ValidationError on the path; the query part is not a path', () => {
    const error = refusal(() => expandPath('/repos/{owner}/../x', { owner: 'o' }));
    expect(error.parameter).toBe('path');
    expect(error.message).toBe('path: must not contain a "." or ".." segment');
    expect(refusal(() => expandPath('/a\\..\\b')).parameter).toBe('path');
    expect(expandPath('/search/x?path=../..')).toBe('/search/x?path=../..');
    expect(expandPath('/x#../..')).toBe('/x#../..');
  });

  it('a lone surrogate → ValidationError naming the parameter, never a URIError', () => {
    const error = refusal(() => expandPath('/users/{username}', { username: 'a\ud800' }));
    expect(error.parameter).toBe('username');
    expect(error.message).toMatch(/^username: must be well-formed text/);
  });
});

describe('query text', () => {
  it('keys and values are escaped: a key never injects a parameter', () => {
    expect(buildQuery({ 'a&b': 'c' })).toBe('?a%26b=c');
    expect(buildQuery({ 'x=1&admin': 'true' })).toBe('?x%3D1%26admin=true');
    expect(buildQuery({ q: 'a&b=c #d' })).toBe('?q=a%26b%3Dc%20%23d');
  });

  it('leaves out null, undefined and an empty list; never sends "null"', () => {
    expect(buildQuery({ a: null, b: undefined, c: [] })).toBe('');
    expect(buildQuery({ a: null, page: 2, b: undefined })).toBe('?page=2');
    expect(buildQuery()).toBe('');
    expect(buildQuery({})).toBe('');
  });

  it('a Date as ISO 8601, a list joined by commas, numbers and flags as written', () => {
    const since = new Date(Date.UTC(2011, 3, 10, 20, 9, 31));
    expect(buildQuery({ since, labels: ['bug', 'ui'], per_page: 0, all: false, one: ['x'] })).toBe('?since=2011-04-10T20%3A09%3A31.000Z&labels=bug%2Cui&per_page=0&all=false&one=x');
  });

  it('a lone surrogate in a key or a value → ValidationError naming the key', () => {
    expect(refusal(() => buildQuery({ q: 'a\udc00' })).parameter).toBe('q');
    expect(refusal(() => buildQuery({ ['k\ud800']: 'v' })).parameter).toBe('k\ud800');
  });

  it('on the wire: what the query says, and nothing else', async () => {
    const { session, sent } = answered({ token: TOKEN });
    await send(session, {
      path: '/search/issues',
      query: { q: 'repo:o/r is:open', 'a&admin=true': 'c', since: new Date(Date.UTC(2011, 3, 10)), labels: ['bug', 'ui'], none: null, missing: undefined, empty: [] },
    });
    expect(sent).toHaveLength(1);
    const url = new URL(sent[0]?.url as string);
    expect(url.search).toBe('?q=repo%3Ao%2Fr%20is%3Aopen&a%26admin%3Dtrue=c&since=2011-04-10T00%3A00%3A00.000Z&labels=bug%2Cui');
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'repo:o/r is:open', 'a&admin=true': 'c', since: '2011-04-10T00:00:00.000Z', labels: 'bug,ui' });
  });
});

describe('resolving a request’s URL', () => {
  it('a path is joined to the base URL, its query added', () => {
    expect(resolveUrl(GHE, '/repos/{owner}/{repo}', { owner: 'o', repo: 'r' }, { page: 2 })).toBe(`${GHE}/repos/o/r?page=2`);
    expect(resolveUrl(API, '/user')).toBe(`${API}/user`);
    // A URL further on in a path is part of the path, not where the request goes.
    expect(resolveUrl(API, '/proxy/https://evil.example/x')).toBe(`${API}/proxy/https://evil.example/x`);
  });

  it('an absolute http(s) URL is kept as written, its query added', () => {
    expect(resolveUrl(GHE, 'https://uploads.example.com/a/b', undefined, { name: 'x y' })).toBe('https://uploads.example.com/a/b?name=x%20y');
    expect(resolveUrl(GHE, 'HTTP://127.0.0.1:9/a')).toBe('HTTP://127.0.0.1:9/a');
    expect(resolveUrl(API, `${API}/search/code?q=../..`)).toBe(`${API}/search/code?q=../..`);
    expect(resolveUrl(API, `${API}?q=/../..`)).toBe(`${API}?q=/../..`);
    expect(resolveUrl(API, `${API}/x#/../..`)).toBe(`${API}/x#/../..`);
  });

  it.each([`${API}/repos/o/r/../../user`, `${API}/repos/%2e%2e/%2E%2E/user`, `${API}/repos/o/r/x\\..\\..\\admin`, `HTTPS://api.github.com/a/./b`])('an absolute URL %j with a dot segment → ValidationError', (url) => {
    const error = refusal(() => resolveUrl(API, url));
    expect(error.message).toBe('path: must not contain a "." or ".." segment');
  });

  it.each(['@evil.example/x', 'user', '', 'ftp://evil.example/x', '\\evil.example\\x'])('a path %j not starting with "/" → ValidationError', (path) => {
    const error = refusal(() => resolveUrl(API, path));
    expect(error.parameter).toBe('path');
    expect(error.message).toBe('path: must be an absolute http(s) URL or a path starting with "/"');
  });

  it.each([
    // A tab or a line break is dropped by the URL parser, which then reads ". ." as "..".
    ['/.\t./.\t./user', '/user'],
    ['/.\t./v3x/user', '/api/v3x/user'],
    ['/.\n./users', '/api/users'],
  ])('a path %j that the parser reads with a dot segment → ValidationError (it would reach %s)', (path, reached) => {
    expect(new URL(`${GHE}${path}`).pathname).toBe(reached);
    for (const base of [GHE, API]) {
      const error = refusal(() => resolveUrl(base, path));
      expect(error.parameter).toBe('path');
      expect(error.message).toBe('path: must not contain a "." or ".." segment');
    }
  });
});

describe('what is under a base URL', () => {
  it('the base path itself and what is below it, on the very same origin', () => {
    for (const target of [GHE, `${GHE}/`, `${GHE}/repos/o/r`, `${GHE}/v3x`]) expect(isUnder(GHE, new URL(target))).toBe(true);
    for (const target of [API, `${API}/`, `${API}/user`]) expect(isUnder(API, new URL(target))).toBe(true);
  });

  it.each([
    'https://ghe.example.com/api/v3x/repos/o/r',
    'https://ghe.example.com/api/v3x',
    'https://ghe.example.com/api/v',
    'https://ghe.example.com/api',
    'https://ghe.example.com/api/labels/x',
    'https://ghe.example.com/',
    'http://ghe.example.com/api/v3/user',
    'https://ghe.example.com:8443/api/v3/user',
    'https://ghe.example.com.evil.example/api/v3/user',
    'https://evil.example/api/v3/user',
  ])('%s is not under https://ghe.example.com/api/v3', (target) => {
    expect(isUnder(GHE, new URL(target))).toBe(false);
  });

  it('an origin without a path: another port, scheme or host is elsewhere', () => {
    for (const target of ['https://api.github.com:444/user', 'http://api.github.com/user', 'https://api.github.com.evil.example/user', 'https://uploads.github.com/user']) {
      expect(isUnder(API, new URL(target))).toBe(false);
    }
    expect(isUnder('http://127.0.0.1:8080', new URL('http://127.0.0.1:8080/x'))).toBe(true);
    expect(isUnder('http://127.0.0.1:8080', new URL('http://127.0.0.1:8081/x'))).toBe(false);
  });

  it('a base that is not a URL has nothing under it', () => {
    expect(isUnder('api.github.com', new URL(`${API}/user`))).toBe(false);
    expect(isUnder('', new URL(`${API}/user`))).toBe(false);
  });
});

describe('loopback hosts', () => {
  it.each(['localhost', 'LOCALHOST', '127.0.0.1', '127.255.255.254', '127.10.200.3', '[::1]'])('%s is loopback', (host) => {
    expect(isLoopback(host)).toBe(true);
  });

  it.each(['notlocalhost', 'localhost.evil.example', 'localhost.', 'xlocalhost', '127.0.0.1.evil.example', 'a127.0.0.1', '127.0.0', '127.0.0.1.1', '127.1000.0.1', '127.0.0.', '127.a.0.1', '128.0.0.1', '[::1].evil', '[::2]', '::1', 'evil.example', ''])('%s is not', (host) => {
    expect(isLoopback(host)).toBe(false);
  });
});
