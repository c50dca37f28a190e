import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { createClient } from '../../src/client.js';
import { ValidationError } from '../../src/errors/index.js';
import { getIssue } from '../../src/issues/get-issue.js';
import { getRepository } from '../../src/repos/get-repository.js';
import { refresh } from '../../src/core/operation.js';
import { TEXT_MATCH_MEDIA_TYPE } from '../../src/search/codecs.js';
import { searchCode, searchIssues, searchRepositories, searchUsers } from '../../src/search/search.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { replayPaged } from '../support/paged.js';
import { documentedResponse, replay } from '../support/recordings.js';

const API = 'https://api.github.com';
const authed = () => capturedSession({ token: 'test-token-search' });

describe('searchCode (search_code)', () => {
  it('yields the files found, with their repository and score (live)', async () => {
    const served = replayPaged('live/search.code');
    const { session, sent } = authed();
    const query = 'code user:github in:file extension:gemspec -repo:octokit/octokit.rb';
    const found = searchCode(session, query, { sort: 'indexed', order: 'asc' });
    const files = await found.toArray();
    expectRequest(sent[0], { method: 'GET', path: '/search/code', query: { q: query, sort: 'indexed', order: 'asc', per_page: '100' } });
    served.done();
    expect(found.totalCount).toBe(6);
    expect(found.sort).toBe('indexed');
    expect(found.order).toBe('asc');
    expect(found.textMatch).toBe(false);
    expect(found.capped).toBe(false);
    expect(files).toHaveLength(6);
    const [first] = files;
    expect(first?.name).toBe('rack-statsd.gemspec');
    expect(first?.path).toBe('rack-statsd.gemspec');
    expect(first?.sha).toMatch(/^[0-9a-f]{40}$/);
    expect(first?.repository?.full_name).toBe('github/rack-statsd');
    expect(first?.score).toBeGreaterThan(0);
    expect(first?.text_matches).toBeNull();
  });

  it('reads the documented result (documented example)', async () => {
    const served = replay('openapi/search.code');
    const { session, sent } = authed();
    const found = searchCode(session, 'addClass in:file language:js repo:jquery/jquery');
    const [file] = await found.toArray();
    expectRequest(sent[0], { method: 'GET', path: '/search/code', query: { q: 'addClass in:file language:js repo:jquery/jquery', per_page: '100' } });
    served.done();
    expect(found.totalCount).toBe(7);
    expect(found.incompleteResults).toBe(false);
    expect(found.sort).toBeNull();
    expect(found.order).toBe('desc');
    expect(file?.name).toBe('classes.js');
    expect(file?.path).toBe('src/attributes/classes.js');
    expect(file?.git_url).toBe('https://api.github.com/repositories/167174/git/blobs/d7212f9dee2dcc18f084d7df8f417b80846ded5a');
    expect(file?.repository?.owner?.login).toBe('jquery');
    expect(file?.score).toBe(1);
  });
});

describe('searchIssues (search_issues)', () => {
  it('yields the issues found, with their score (live)', async () => {
    const served = replayPaged('live/search.issues');
    const { session, sent } = authed();
    const found = searchIssues(session, 'http author:jasonrudolph', { sort: 'created', order: 'desc' });
    const issues = await found.toArray();
    expectRequest(sent[0], { method: 'GET', path: '/search/issues', query: { q: 'http author:jasonrudolph', sort: 'created', order: 'desc', per_page: '100' } });
    served.done();
    expect(found.totalCount).toBe(10);
    expect(issues).toHaveLength(10);
    expect(issues[0]?.user?.login).toBe('jasonrudolph');
    expect(issues[0]?.number).toBeGreaterThan(0);
    expect(issues[0]?.created_at).toBeInstanceOf(Date);
    expect(issues[0]?.score).toBeGreaterThan(0);
    // Newest first, as asked.
    const created = issues.map((i) => i.created_at?.getTime() ?? 0);
    expect([...created].sort((a, b) => b - a)).toEqual(created);
  });

  it('asks for the text-match media type with textMatch, and reads text_matches (documented example)', async () => {
    // The documented search result, with the text matches GitHub's REST documentation shows for
    // the same query ("Text match metadata", developer.github.com/v3/search, as cached in
    // octokit/routes cache/api.github.com/v3/search/text-match-metadata.html at 0bb05165b2250d0bbab74af40643db81109c7abd).
    const page = documentedResponse('openapi/search.issues-and-pull-requests') as { items: Record<string, unknown>[] };
    const textMatches = [
      {
        object_url: 'https://api.github.com/repositories/215335/issues/132',
        object_type: 'Issue',
        property: 'body',
        fragment:
          "comprehensive windows font I know of).\n\nIf we can find a commonly distributed windows font that supports them then no problem (we can use html font tags) but otherwise the '(21)' style is probably better.\n",
        matches: [
          { text: 'windows', indices: [14, 21] },
          { text: 'windows', indices: [78, 85] },
        ],
      },
      {
        object_url: 'https://api.github.com/repositories/215335/issues/comments/25688',
        object_type: 'IssueComment',
        property: 'body',
        fragment: " right after that are a bit broken IMHO :). I suppose we could have some hack that maxes out at whatever the font does...\n\nI'll check what the state of play is on Windows.\n",
        matches: [{ text: 'Windows', indices: [163, 170] }],
      },
    ];
    page.items[0] = { ...page.items[0], text_matches: textMatches };
    const q = 'windows label:bug language:python state:open';
    nock(API).get('/search/issues').query({ q, sort: 'created', order: 'asc', per_page: '100' }).matchHeader('accept', TEXT_MATCH_MEDIA_TYPE).reply(200, page);
    const { session, sent } = authed();
    const found = searchIssues(session, q, { sort: 'created', order: 'asc', textMatch: true });
    expect(found.textMatch).toBe(true);
    const [issue] = await found.toArray();
    expectRequest(sent[0], { method: 'GET', path: '/search/issues', query: { q, sort: 'created', order: 'asc', per_page: '100' }, headers: { accept: TEXT_MATCH_MEDIA_TYPE } });
    expect(found.totalCount).toBe(280);
    expect(issue?.title).toBe('Line Number Indexes Beyond 20 Not Displayed');
    expect(issue?.comments_count).toBe(15);
    expect(issue?.text_matches).toHaveLength(2);
    const [body, comment] = issue?.text_matches ?? [];
    expect(body?.property).toBe('body');
    expect(body?.object_type).toBe('Issue');
    expect(body?.matches?.map((m) => [m.text, ...(m.indices ?? [])])).toEqual([
      ['windows', 14, 21],
      ['windows', 78, 85],
    ]);
    expect(body?.fragment?.slice(14, 21)).toBe('windows');
    expect(comment?.object_url).toBe('https://api.github.com/repositories/215335/issues/comments/25688');
    expect(comment?.matches?.[0]?.indices).toEqual([163, 170]);
  });

  it('a found issue is an issue: the operations on issues take it, refresh reads the issue itself (documented examples)', async () => {
    const served = replay('openapi/search.issues-and-pull-requests');
    const { session, sent } = authed();
    const [issue] = await searchIssues(session, 'windows label:bug language:python state:open', { sort: 'created', order: 'asc' }).toArray();
    served.done();
    const url = issue?.url as string;
    nock(API).get(new URL(url).pathname).reply(200, documentedResponse('openapi/issues.get') as object);
    nock(API).get(new URL(url).pathname).reply(200, documentedResponse('openapi/issues.get') as object);
    await getIssue(session, issue as never);
    expect(sent[1]?.url.pathname).toBe('/repos/batterseapower/pinyin-toolkit/issues/132');
    const full = await refresh(session, issue as object);
    expect(sent[2]?.url.pathname).toBe('/repos/batterseapower/pinyin-toolkit/issues/132');
    expect((full as { body_html?: unknown }).body_html).not.toBeUndefined();
    expect('score' in (full as object)).toBe(false);
  });
});

describe('searchRepositories (search_repositories)', () => {
  it('yields the repositories found, most starred first (live)', async () => {
    const served = replayPaged('live/search.repositories');
    const { session, sent } = authed();
    // The recorded page is the first of three: `number` stops at its end.
    const found = searchRepositories(session, 'tetris language:assembly', { sort: 'stars', order: 'desc', number: 30, perPage: 100 });
    const repositories = await found.toArray();
    expectRequest(sent[0], { method: 'GET', path: '/search/repositories', query: { q: 'tetris language:assembly', sort: 'stars', order: 'desc', per_page: '100' } });
    served.done();
    expect(sent).toHaveLength(1);
    expect(found.totalCount).toBe(77);
    expect(found.sort).toBe('stars');
    expect(repositories).toHaveLength(30);
    expect(repositories[0]?.full_name).toBe('cjauvin/tetris-c64');
    expect(repositories[0]?.language).toBe('Assembly');
    expect(repositories[0]?.stargazers_count).toBe(7);
    expect(repositories[0]?.owner?.login).toBe('cjauvin');
    const stars = repositories.map((r) => r.stargazers_count ?? -1);
    expect([...stars].sort((a, b) => b - a)).toEqual(stars);
    expect(repositories[0]?.score).toBeGreaterThan(0);
  });

  it('a found repository is a repository: getRepository takes it (documented example)', async () => {
    const served = replay('openapi/search.repos');
    const { session, sent } = authed();
    const found = searchRepositories(session, 'tetris language:assembly', { sort: 'stars', order: 'desc' });
    const [repository] = await found.toArray();
    served.done();
    expect(found.totalCount).toBe(40);
    expect(repository?.full_name).toBe('dtrupenn/Tetris');
    expect(repository?.stargazers_count).toBe(1);
    expect(repository?.created_at?.toISOString()).toBe('2012-01-01T00:31:50.000Z');
    expect(repository?.score).toBe(1);
    nock(API).get('/repos/dtrupenn/Tetris').reply(200, documentedResponse('openapi/repos.get') as object);
    await getRepository(session, repository as never);
    expect(sent[1]?.url.pathname).toBe('/repos/dtrupenn/Tetris');
  });
});

describe('searchUsers (search_users)', () => {
  it('yields the users found (live)', async () => {
    const served = replayPaged('live/search.users');
    const { session, sent } = authed();
    const found = searchUsers(session, 'mike followers:>10', { sort: 'joined', order: 'desc', number: 30, perPage: 100 });
    const users = await found.toArray();
    expectRequest(sent[0], { method: 'GET', path: '/search/users', query: { q: 'mike followers:>10', sort: 'joined', order: 'desc', per_page: '100' } });
    served.done();
    expect(found.totalCount).toBe(386);
    expect(users).toHaveLength(30);
    expect(users[0]?.login).toMatch(/\S/);
    expect(users[0]?.type).toBe('User');
    expect(users[0]?.score).toBeGreaterThan(0);
  });

  it('follows the pages the service links (live)', async () => {
    const served = replay('live/search.users-paged');
    const { session, sent } = authed();
    const found = searchUsers(session, 'user:pengwynn user:defunkt', { perPage: 1 });
    const logins = (await found.toArray()).map((u) => u.login);
    served.done();
    expect(sent).toHaveLength(2);
    expect(found.perPage).toBe(1);
    expect(found.totalCount).toBe(2);
    expect([...logins].sort()).toEqual(['defunkt', 'pengwynn']);
  });

  it('asks every page for the text-match media type (live pages)', async () => {
    const served = replay('live/search.users-paged');
    const { session, sent } = authed();
    await searchUsers(session, 'user:pengwynn user:defunkt', { perPage: 1, textMatch: true }).toArray();
    served.done();
    expect(sent.map((r) => r.headers.accept)).toEqual([TEXT_MATCH_MEDIA_TYPE, TEXT_MATCH_MEDIA_TYPE]);
    expect(sent.map((r) => r.url.searchParams.has('text_match'))).toEqual([false, false]);
  });

  it('a caller\u2019s own Accept header wins over textMatch', async () => {
    const served = replay('live/search.users-paged');
    const { session, sent } = authed();
    const accept = 'application/vnd.github.v3.full.text-match+json';
    const found = searchUsers(session, 'user:pengwynn user:defunkt', { perPage: 1, textMatch: true, headers: { Accept: accept } });
    await found.toArray();
    served.done();
    expect(sent[0]?.headers.accept).toBe(accept);
    expect(found.textMatch).toBe(true);
  });

  it('reads the documented result (documented example)', async () => {
    const served = replay('openapi/search.users');
    const { session, sent } = authed();
    const found = searchUsers(session, 'tom repos:>42 followers:>1000');
    const [user] = await found.toArray();
    expectRequest(sent[0], { method: 'GET', path: '/search/users', query: { q: 'tom repos:>42 followers:>1000', per_page: '100' } });
    served.done();
    expect(found.totalCount).toBe(12);
    expect(user?.login).toBe('mojombo');
    expect(user?.id).toBe(1);
    expect(user?.site_admin).toBe(true);
    expect(user?.score).toBe(1);
    expect(user?.text_matches).toBeNull();
  });
});

describe('the client', () => {
  it('has the four searches, named as documented', async () => {
    const served = replay('openapi/search.users');
    const { session, sent } = authed();
    const gh = createClient(session);
    const [user] = await gh.searchUsers('tom repos:>42 followers:>1000').toArray();
    served.done();
    expect(user?.login).toBe('mojombo');
    expect(sent).toHaveLength(1);
    for (const name of ['searchCode', 'searchIssues', 'searchRepositories', 'searchUsers'] as const) expect(typeof gh[name]).toBe('function');
  });
});

describe('what a search refuses before sending', () => {
  it.each([
    ['an empty query', () => searchUsers(authed().session, ''), 'query'],
    ['a blank query', () => searchRepositories(authed().session, '  \n'), 'query'],
    ['a query that is not text', () => searchIssues(authed().session, 7 as never), 'query'],
    ['more than five AND/OR/NOT operators', () => searchIssues(authed().session, 'a OR b OR c OR d OR e OR f NOT g'), 'query'],
    ['a code query of qualifiers only', () => searchCode(authed().session, 'language:go repo:octocat/Hello-World'), 'query'],
    ['a sort of another search', () => searchUsers(authed().session, 'tom', { sort: 'stars' as never }), 'sort'],
    ['an unknown order', () => searchCode(authed().session, 'addClass', { order: 'up' as never }), 'order'],
    ['a textMatch that is not a flag', () => searchRepositories(authed().session, 'tetris', { textMatch: 'yes' as never }), 'textMatch'],
    ['a page size above 100', () => searchUsers(authed().session, 'tom', { perPage: 101 }), 'perPage'],
  ])('%s', (_, run, parameter) => {
    expect(run).toThrow(ValidationError);
    expect(run).toThrow(expect.objectContaining({ parameter }));
  });

  it('sends nothing', () => {
    const { session, sent } = authed();
    expect(() => searchCode(session, 'NOT language:go')).toThrow(ValidationError);
    expect(() => searchIssues(session, '')).toThrow(ValidationError);
    expect(sent).toHaveLength(0);
  });

  it('takes a code query with a term, a quoted phrase, or a word that only looks like a qualifier', () => {
    const { session } = authed();
    for (const q of ['addClass language:js', '"exact phrase" repo:a/b', 'http://example.com language:go', 'path:"a b" NOT-a-qualifier']) {
      expect(() => searchCode(session, q)).not.toThrow();
    }
  });
});
