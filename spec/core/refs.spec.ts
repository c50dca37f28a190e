import { describe, expect, it } from 'vitest';
import { account, decodedSegment, fromApiUrl, issue, loginOf, nameOf, namesOf, numberedOf, numberIn, partsOf, pull, repoOf, repository, repositoryObject } from '../../src/core/refs.js';
import { ValidationError } from '../../src/errors/index.js';
import { thrown } from '../hardening/loopback.js';

/**
 * Resource references: plain references or parsed data, each part read as a checked path
 * segment, and a ValidationError naming the parameter (and the part) otherwise.
 */

const refused = (run: () => unknown) => thrown(run, ValidationError);
const API = 'https://api.github.com';

describe('names', () => {
  it('a name is text, or the named member of an object', () => {
    expect(nameOf('bug', 'name', 'label')).toBe('bug');
    expect(nameOf({ name: 'bug' }, 'name', 'label')).toBe('bug');
  });

  it('anything else names the member and the parameter', () => {
    expect(refused(() => nameOf({ name: null }, 'name', 'label')).message).toBe('label: needs a name or an object with one, not a object');
    expect(refused(() => nameOf('', 'name', 'label')).message).toBe('label: needs a name or an object with one, not ""');
    expect(refused(() => nameOf(5 as never, 'name', 'label')).message).toBe('label: needs a name or an object with one, not 5');
    expect(refused(() => nameOf(['bug'] as never, 'name', 'label')).message).toBe('label: needs a name or an object with one, not a list');
    expect(refused(() => nameOf({ name: '' }, 'name', 'label')).parameter).toBe('label');
    expect(refused(() => nameOf({ name: 5 } as never, 'name', 'label')).message).toBe('label: needs a name or an object with one, not a object');
  });

  it('a name is a path segment: a dot segment is refused', () => {
    expect(refused(() => nameOf('..', 'name', 'label')).message).toMatch(/^label: must not be "\.\."/);
    expect(refused(() => nameOf({ name: '.' }, 'name', 'label')).parameter).toBe('label');
  });

  it('a list of names names each by its index; what is not a list is refused', () => {
    expect(namesOf(['a', { name: 'b' }], 'name', 'labels')).toEqual(['a', 'b']);
    expect(namesOf([], 'name', 'labels')).toEqual([]);
    expect(refused(() => namesOf('a' as never, 'name', 'labels')).message).toBe('labels: must be a list, not "a"');
    expect(refused(() => namesOf(['a', ''], 'name', 'labels')).parameter).toBe('labels[1]');
  });

  it('a login never holds a slash; it is named login unless told otherwise', () => {
    expect(loginOf('octocat')).toBe('octocat');
    expect(loginOf({ login: 'octocat' }, 'username')).toBe('octocat');
    expect(refused(() => loginOf('octo/cat')).message).toBe('login: is not a login: "octo/cat"');
    expect(refused(() => loginOf('octo/cat', 'org')).parameter).toBe('org');
    expect(refused(() => loginOf({ login: null })).parameter).toBe('login');
  });
});

describe('repositories', () => {
  it('{ owner, repo }, "owner/repo" or a parsed repository', () => {
    const expected = { owner: 'octocat', repo: 'Hello-World' };
    expect(repoOf({ owner: 'octocat', repo: 'Hello-World' })).toEqual(expected);
    expect(repoOf('octocat/Hello-World')).toEqual(expected);
    expect(repoOf({ full_name: 'octocat/Hello-World' })).toEqual(expected);
  });

  it('each part is a checked segment, named by the part', () => {
    expect(refused(() => repoOf({ owner: '..', repo: 'r' })).parameter).toBe('repository.owner');
    expect(refused(() => repoOf({ owner: 'o', repo: '' })).parameter).toBe('repository.repo');
    expect(refused(() => repoOf('../r')).parameter).toBe('repository.owner');
    expect(refused(() => repoOf('o/..', 'source')).parameter).toBe('source.repo');
  });

  it('an object with an owner but no repo, or an owner that is not text, is not a { owner, repo }', () => {
    for (const ref of [{ owner: 'o' }, { owner: 5, repo: 'r' }, { repo: 'r' }]) {
      expect(refused(() => repoOf(ref as never)).message).toBe('repository: needs { owner, repo }, "owner/repo" or a parsed repository, not a object');
    }
  });

  it('a full name is exactly two non-empty parts', () => {
    for (const ref of ['o/r/x', '/r', 'o/', 'or', '', 'o//r']) {
      expect(refused(() => repoOf(ref)).message).toBe(`repository: needs { owner, repo }, "owner/repo" or a parsed repository, not ${JSON.stringify(ref)}`);
    }
    expect(refused(() => repoOf({ full_name: null })).parameter).toBe('repository');
    // Only text: a list that prints as a full name is not one.
    expect(refused(() => repoOf({ full_name: ['o/r'] } as never)).parameter).toBe('repository');
    expect(refused(() => repoOf(5 as never, 'source')).message).toBe('source: needs { owner, repo }, "owner/repo" or a parsed repository, not 5');
  });
});

describe('API urls', () => {
  it('owner, repository and key of …/repos/{owner}/{repo}/<kind>/<key>, each decoded', () => {
    expect(fromApiUrl(`${API}/repos/octocat/Hello-World/labels/good%20first`, 'labels')).toEqual({ owner: 'octocat', repo: 'Hello-World', key: 'good first' });
    expect(fromApiUrl(`${API}/repos/o/r/pulls/7`, '(?:issues|pulls)')).toEqual({ owner: 'o', repo: 'r', key: '7' });
  });

  it('another kind, a query, a fragment, a trailing slash or no text at all is no match', () => {
    for (const url of [`${API}/repos/o/r/labels/bug`, `${API}/repos/o/r/hooks/1?x=1`, `${API}/repos/o/r/hooks/1#x`, `${API}/repos/o/r/hooks/1/`, `${API}/repos/o/r/x/hooks/1`, `${API}/repos/o/hooks/1`, null, undefined, '']) {
      expect(fromApiUrl(url, 'hooks')).toBeNull();
    }
    expect(fromApiUrl([`${API}/repos/o/r/hooks/1`] as never, 'hooks')).toBeNull();
  });

  it('a part that decodes to a dot segment, or is not valid percent-encoding, is refused under the name given', () => {
    expect(refused(() => fromApiUrl(`${API}/repos/%2E%2E/r/hooks/1`, 'hooks', 'hook.url')).parameter).toBe('hook.url');
    expect(refused(() => fromApiUrl(`${API}/repos/o/r/hooks/%E0%A4%A`, 'hooks')).message).toBe('url: holds a path segment that is not valid percent-encoding');
    expect(refused(() => decodedSegment('%2e', 'x')).parameter).toBe('x');
    expect(decodedSegment('a%2Fb', 'x')).toBe('a/b');
  });

  it('partsOf: a plain reference keeps its member as it is; parsed data its url’s key', () => {
    expect(partsOf({ owner: 'o', repo: 'r', id: 5 }, 'hook', 'hooks', 'id')).toEqual({ owner: 'o', repo: 'r', key: 5, parsed: false });
    expect(partsOf({ url: `${API}/repos/o/r/hooks/5` }, 'hook', 'hooks', 'id')).toEqual({ owner: 'o', repo: 'r', key: '5', parsed: true });
    expect(refused(() => partsOf({ url: `${API}/repos/o/r/labels/5` }, 'hook', 'hooks', 'id')).message).toBe('hook: needs { owner, repo, id } or parsed data with its API url, not a object');
    expect(refused(() => partsOf('o/r', 'hook', 'hooks', 'id')).message).toBe('hook: needs { owner, repo, id } or parsed data with its API url, not "o/r"');
    expect(refused(() => partsOf({ url: `${API}/repos/../r/hooks/5` }, 'hook', 'hooks', 'id')).parameter).toBe('hook.url');
  });

  it('numberIn: a plain member must be a whole number ≥ 1; a url must end in one', () => {
    expect(numberIn({ key: 5, parsed: false }, 'hook', 'id')).toBe(5);
    expect(numberIn({ key: '5', parsed: true }, 'hook', 'id')).toBe(5);
    expect(numberIn({ key: '12', parsed: true }, 'hook', 'id')).toBe(12);
    expect(refused(() => numberIn({ key: '5', parsed: false }, 'hook', 'id')).parameter).toBe('hook.id');
    expect(refused(() => numberIn({ key: 'x5', parsed: true }, 'hook', 'id')).message).toBe('hook.url: does not end in a number');
    expect(refused(() => numberIn({ key: '5x', parsed: true }, 'hook', 'id')).message).toBe('hook.url: does not end in a number');
    expect(refused(() => numberIn({ key: 5, parsed: true }, 'hook', 'id')).message).toBe('hook.url: does not end in a number');
    expect(refused(() => numberIn({ key: '0', parsed: true }, 'hook', 'id')).parameter).toBe('hook.url');
  });
});

describe('issues and pull requests', () => {
  it('{ owner, repo, number } or parsed data whose url is an issue’s or a pull request’s', () => {
    expect(numberedOf({ owner: 'o', repo: 'r', number: 7 })).toEqual({ owner: 'o', repo: 'r', number: 7 });
    expect(numberedOf({ url: `${API}/repos/o/r/issues/7`, number: 7 })).toEqual({ owner: 'o', repo: 'r', number: 7 });
    expect(numberedOf({ url: `${API}/repos/o/r/pulls/8`, number: null })).toEqual({ owner: 'o', repo: 'r', number: 8 });
  });

  it('a bad number, a url of something else or one not ending in a number is refused, named', () => {
    expect(refused(() => numberedOf({ owner: 'o', repo: 'r', number: 0 })).parameter).toBe('issue.number');
    expect(refused(() => numberedOf({ owner: '..', repo: 'r', number: 1 }, 'pullRequest')).parameter).toBe('pullRequest.owner');
    for (const url of [`${API}/repos/o/r/commits/7`, `${API}/repos/o/r/issues/x7`, `${API}/repos/o/r/issues/7x`, null]) {
      expect(refused(() => numberedOf({ url, number: 7 })).message).toBe('issue: needs { owner, repo, number } or parsed data with its API url, not a object');
    }
    expect(refused(() => numberedOf('o/r#7' as never)).parameter).toBe('issue');
    expect(refused(() => numberedOf({ url: `${API}/repos/o/r/issues/0`, number: 0 })).parameter).toBe('issue.number');
    expect(refused(() => numberedOf({ url: `${API}/repos/%2E%2E/r/issues/1`, number: 1 }, 'pullRequest')).parameter).toBe('pullRequest.url');
  });
});

describe('target codecs', () => {
  it('account: one path parameter, named login when the route gives no name', () => {
    expect(account('octocat', 'username')).toBe('octocat');
    expect(refused(() => account('a/b', '')).parameter).toBe('login');
    expect(refused(() => account('a/b', 'org')).parameter).toBe('org');
    expect([account.kind, account.example]).toEqual(['ref', 'octocat']);
  });

  it('repository: owner and repo, named repository when the route gives no name', () => {
    expect(repository('o/r', '')).toEqual({ owner: 'o', repo: 'r' });
    expect(refused(() => repository('x', '')).parameter).toBe('repository');
    expect(refused(() => repository('x', 'base')).parameter).toBe('base');
    expect([repository.kind, repository.example]).toEqual(['ref', 'octocat/Hello-World']);
  });

  it('issue and pull: owner, repo and the number under the route’s name', () => {
    expect(issue({ owner: 'o', repo: 'r', number: 3 }, '')).toEqual({ owner: 'o', repo: 'r', issue_number: 3 });
    expect(pull({ url: `${API}/repos/o/r/pulls/4`, number: 4 }, '')).toEqual({ owner: 'o', repo: 'r', pull_number: 4 });
    expect(refused(() => issue('x' as never, '')).parameter).toBe('issue');
    expect(refused(() => pull('x' as never, '')).parameter).toBe('pullRequest');
    expect(refused(() => pull('x' as never, 'head')).parameter).toBe('head');
    expect([issue.kind, issue.example]).toEqual(['ref', { owner: 'octocat', repo: 'Hello-World', number: 1 }]);
  });

  it('repositoryObject: { owner, repo, id } or parsed data through its url, the id under the route’s name', () => {
    const hook = repositoryObject<unknown, 'hook_id'>('hooks', 'hook_id', 'hook');
    expect(hook({ owner: 'o', repo: 'r', id: 9 }, '')).toEqual({ owner: 'o', repo: 'r', hook_id: 9 });
    expect(hook({ url: `${API}/repos/o/r/hooks/9` }, '')).toEqual({ owner: 'o', repo: 'r', hook_id: 9 });
    expect(refused(() => hook({ owner: 'o', repo: 'r', id: 0 }, '')).parameter).toBe('hook.id');
    expect(refused(() => hook({ url: `${API}/repos/o/r/hooks/x` }, '')).parameter).toBe('hook.url');
    expect(refused(() => hook('x', '')).parameter).toBe('hook');
    expect(refused(() => hook('x', 'target')).parameter).toBe('target');
    expect([hook.kind, hook.example]).toEqual(['ref', { owner: 'octocat', repo: 'Hello-World', id: 1 }]);
  });
});
