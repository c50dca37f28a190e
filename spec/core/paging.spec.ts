import nock from 'nock';
import { describe, expect, it, vi } from 'vitest';
import { parseLink } from '../../src/core/link.js';
import { PageIterator, SearchIterator } from '../../src/core/page-iterator.js';
import { UnprocessableResponseBody, ValidationError } from '../../src/errors/index.js';
import { listRepositoryIssues } from '../../src/issues/list-repository-issues.js';
import { getRepository } from '../../src/repos/get-repository.js';
import { refresh } from '../../src/core/operation.js';
import { ShortUser } from '../../src/models/users.js';
import { listAllUsers } from '../../src/users/list-all-users.js';
import { capturedSession, queryOf } from '../support/capture.js';
import { conditionalCache } from '../../src/core/conditional-cache.js';

const API = 'https://api.github.com';

/** components.examples.simple-user-items, its one item renumbered so that pages can be told apart. */
function user(id: number) {
  const login = `user${id}`;
  return {
    login,
    id,
    node_id: 'MDQ6VXNlcjE=',
    avatar_url: 'https://github.com/images/error/octocat_happy.gif',
    gravatar_id: '',
    url: `${API}/users/${login}`,
    html_url: `https://github.com/${login}`,
    followers_url: `${API}/users/${login}/followers`,
    following_url: `${API}/users/${login}/following{/other_user}`,
    gists_url: `${API}/users/${login}/gists{/gist_id}`,
    starred_url: `${API}/users/${login}/starred{/owner}{/repo}`,
    subscriptions_url: `${API}/users/${login}/subscriptions`,
    organizations_url: `${API}/users/${login}/orgs`,
    repos_url: `${API}/users/${login}/repos`,
    events_url: `${API}/users/${login}/events{/privacy}`,
    received_events_url: `${API}/users/${login}/received_events`,
    type: 'User',
    site_admin: false,
  };
}

/** Users first..first+count-1. */
const users = (first: number, count: number) => Array.from({ length: count }, (_, i) => user(first + i));

/** The `Link` GitHub sends on `GET /users`: the next page starts after the last id seen. */
const nextUsers = (perPage: number, since: number) => ({ link: `<${API}/users?per_page=${perPage}&since=${since}>; rel="next", <${API}/users{?since}>; rel="first"` });

describe('number', () => {
  it('caps across pages: 150 over pages of 100 → exactly 2 requests, 150 items', async () => {
    nock(API).get('/users').query({ per_page: '100' }).reply(200, users(1, 100), nextUsers(100, 100));
    nock(API).get('/users').query({ per_page: '100', since: '100' }).reply(200, users(101, 100), nextUsers(100, 200));
    const third = nock(API).get('/users').query({ per_page: '100', since: '200' }).reply(200, users(201, 100));
    const { session, sent } = capturedSession();
    const found = await listAllUsers(session, { number: 150 }).toArray();
    expect(found).toHaveLength(150);
    expect(found.map((u) => u.id)).toEqual(Array.from({ length: 150 }, (_, i) => i + 1));
    expect(sent).toHaveLength(2);
    expect(third.isDone()).toBe(false);
  });

  it('number 5 → per_page=5 and one request', async () => {
    nock(API).get('/users').query({ per_page: '5' }).reply(200, users(1, 5), nextUsers(5, 5));
    const { session, sent } = capturedSession();
    const iterator = listAllUsers(session, { number: 5 });
    expect(iterator.perPage).toBe(5);
    expect((await iterator.toArray()).map((u) => u.login)).toEqual(['user1', 'user2', 'user3', 'user4', 'user5']);
    expect(sent).toHaveLength(1);
    expect(queryOf(sent[0])).toEqual({ per_page: '5' });
  });

  it('perPage is sent as given, and number still caps', async () => {
    nock(API).get('/users').query({ per_page: '2', since: '10' }).reply(200, users(11, 2), nextUsers(2, 12));
    nock(API).get('/users').query({ per_page: '2', since: '12' }).reply(200, users(13, 2), nextUsers(2, 14));
    const { session, sent } = capturedSession();
    const found = await listAllUsers(session, { since: 10, perPage: 2, number: 3 }).toArray();
    expect(found.map((u) => u.id)).toEqual([11, 12, 13]);
    expect(sent).toHaveLength(2);
  });

  it('number 0 → no request', async () => {
    const { session, sent } = capturedSession();
    const iterator = listAllUsers(session, { number: 0 });
    expect(await iterator.toArray()).toEqual([]);
    expect(sent).toHaveLength(0);
    expect(iterator.lastStatus).toBe(0);
  });

  it.each([
    ['number', { number: -2 }],
    ['number', { number: 1.5 }],
    ['number', { number: Number.NaN }],
    ['perPage', { perPage: 0 }],
    ['perPage', { perPage: 101 }],
    ['perPage', { perPage: 2.5 }],
  ])('a bad %s (%o) → ValidationError before any request', (parameter, options) => {
    const { session, sent } = capturedSession();
    let error: unknown;
    try {
      listAllUsers(session, options);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).parameter).toBe(parameter);
    expect(sent).toHaveLength(0);
  });
});

describe('a listing of several pages', () => {
  function serveThreePages() {
    nock(API).get('/users').query({ per_page: '2' }).reply(200, users(1, 2), { ...nextUsers(2, 2), etag: 'W/"page-1"' });
    nock(API).get('/users').query({ per_page: '2', since: '2' }).reply(200, users(3, 2), { ...nextUsers(2, 4), etag: 'W/"page-2"' });
    nock(API).get('/users').query({ per_page: '2', since: '4' }).reply(200, users(5, 1), { etag: 'W/"page-3"', link: `<${API}/users{?since}>; rel="first"` });
  }

  it('yields every item in order, follows Link, and keeps the last response', async () => {
    serveThreePages();
    const { session, sent } = capturedSession();
    const iterator = listAllUsers(session, { perPage: 2 });
    expect(sent).toHaveLength(0);
    const logins: string[] = [];
    for await (const u of iterator) logins.push(u.login as string);
    expect(logins).toEqual(['user1', 'user2', 'user3', 'user4', 'user5']);
    expect(sent.map((r) => r.url.search)).toEqual(['?per_page=2', '?per_page=2&since=2', '?per_page=2&since=4']);
    expect(iterator.lastStatus).toBe(200);
    expect(iterator.lastResponse?.status).toBe(200);
    expect(iterator.lastResponse?.url).toBe(`${API}/users?per_page=2&since=4`);
    expect(iterator.lastResponse?.headers.get('etag')).toBe('W/"page-3"');
    expect(iterator.etag).toBe('W/"page-1"');
  });

  it('toArray() collects the same items', async () => {
    serveThreePages();
    const { session } = capturedSession();
    const all = await listAllUsers(session, { perPage: 2 }).toArray();
    expect(all.map((u) => u.id)).toEqual([1, 2, 3, 4, 5]);
    expect(all.every((u) => Object.isFrozen(u))).toBe(true);
  });

  it('iterating twice starts over from the first page', async () => {
    serveThreePages();
    serveThreePages();
    const { session, sent } = capturedSession();
    const iterator = listAllUsers(session, { perPage: 2 });
    const first = (await iterator.toArray()).map((u) => u.id);
    const second = (await iterator.toArray()).map((u) => u.id);
    expect(second).toEqual(first);
    expect(sent).toHaveLength(6);
    expect(sent[3]?.url.href).toBe(sent[0]?.url.href);
  });

  it('onPage is called once a page, before its items are yielded', async () => {
    serveThreePages();
    const { session } = capturedSession();
    const seen: string[] = [];
    const onPage = vi.fn((progress: { page: number; items: number }) => seen.push(`page ${progress.page}`));
    for await (const u of listAllUsers(session, { perPage: 2, onPage })) seen.push(u.login as string);
    expect(onPage.mock.calls.map(([progress]) => progress)).toEqual([
      { page: 1, items: 2, total: undefined },
      { page: 2, items: 2, total: undefined },
      { page: 3, items: 1, total: undefined },
    ]);
    expect(seen).toEqual(['page 1', 'user1', 'user2', 'page 2', 'user3', 'user4', 'page 3', 'user5']);
  });

  it('stopping early requests no further page', async () => {
    serveThreePages();
    const { session, sent } = capturedSession();
    for await (const u of listAllUsers(session, { perPage: 2 })) if (u.id === 2) break;
    expect(sent).toHaveLength(1);
  });

  it('a page that is not a list → UnprocessableResponseBody', async () => {
    const page = { users: users(1, 2) };
    nock(API).get('/users').query({ per_page: '100' }).reply(200, page);
    const { session } = capturedSession();
    const error = await listAllUsers(session).toArray().then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(UnprocessableResponseBody);
    expect((error as UnprocessableResponseBody).body).toEqual(page);
    expect((error as UnprocessableResponseBody).path).toBe('');
  });

  it('an item with a string id fails at that item', async () => {
    nock(API).get('/users').query({ per_page: '100' }).reply(200, [user(1), { ...user(2), id: '2' }]);
    const { session } = capturedSession();
    const seen: number[] = [];
    const error = await (async () => {
      for await (const u of listAllUsers(session)) seen.push(u.id);
    })().then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(seen).toEqual([1]);
    expect(error).toBeInstanceOf(UnprocessableResponseBody);
    expect((error as UnprocessableResponseBody).path).toBe('[1].id');
  });
});

describe('etag', () => {
  it('sends If-None-Match on the first page; a 304 yields nothing with lastStatus 304', async () => {
    nock(API).get('/users').query({ per_page: '100' }).matchHeader('if-none-match', '"6a2f3e"').reply(304, '', { etag: '"6a2f3e"' });
    const { session, sent } = capturedSession();
    const iterator = listAllUsers(session, { etag: '"6a2f3e"' });
    expect(iterator.etag).toBe('"6a2f3e"');
    expect(await iterator.toArray()).toEqual([]);
    expect(iterator.lastStatus).toBe(304);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers['if-none-match']).toBe('"6a2f3e"');
  });

  it('a changed listing is read in full; If-None-Match goes only with the first page; etag becomes the first page’s', async () => {
    nock(API).get('/users').query({ per_page: '2' }).reply(200, users(1, 2), { ...nextUsers(2, 2), etag: '"first-page"' });
    nock(API).get('/users').query({ per_page: '2', since: '2' }).reply(200, users(3, 1), { etag: '"second-page"' });
    const { session, sent } = capturedSession();
    const iterator = listAllUsers(session, { perPage: 2, etag: '"stale"' });
    expect((await iterator.toArray()).map((u) => u.id)).toEqual([1, 2, 3]);
    expect(sent[0]?.headers['if-none-match']).toBe('"stale"');
    expect(sent[1]?.headers).not.toHaveProperty('if-none-match');
    expect(iterator.etag).toBe('"first-page"');
    expect(iterator.lastStatus).toBe(200);
  });

  it('the iterator’s etag can start the next, conditional listing', async () => {
    nock(API).get('/users').query({ per_page: '100' }).reply(200, users(1, 3), { etag: '"v1"' });
    nock(API).get('/users').query({ per_page: '100' }).matchHeader('if-none-match', '"v1"').reply(304, '');
    const { session } = capturedSession();
    const first = listAllUsers(session);
    expect(await first.toArray()).toHaveLength(3);
    const again = listAllUsers(session, { etag: first.etag ?? undefined });
    expect(await again.toArray()).toEqual([]);
    expect(again.lastStatus).toBe(304);
  });
});

describe('202 (statistics being computed)', () => {
  it('yields nothing and leaves lastStatus 202', async () => {
    nock(API).get('/repos/octocat/Hello-World/stats/contributors').query({ per_page: '100' }).reply(202, {});
    const { session, sent } = capturedSession();
    const iterator = new PageIterator(session, { path: '/repos/{owner}/{repo}/stats/contributors', params: { owner: 'octocat', repo: 'Hello-World' }, item: (raw) => raw });
    expect(await iterator.toArray()).toEqual([]);
    expect(iterator.lastStatus).toBe(202);
    expect(sent).toHaveLength(1);
  });
});

describe('204 (nothing to list)', () => {
  it('yields nothing and leaves lastStatus 204, as for an empty repository’s contributors', async () => {
    // The description documents 204 "Response if repository is empty" for GET /repos/{owner}/{repo}/contributors.
    nock(API).get('/repos/octocat/empty/contributors').query({ per_page: '100' }).reply(204);
    const { session, sent } = capturedSession();
    const iterator = new PageIterator(session, { path: '/repos/{owner}/{repo}/contributors', params: { owner: 'octocat', repo: 'empty' }, item: (raw) => raw });
    expect(await iterator.toArray()).toEqual([]);
    expect(iterator.lastStatus).toBe(204);
    expect(sent).toHaveLength(1);
  });
});

describe('parseLink', () => {
  it('reads the documented form (components.headers.link)', () => {
    expect(parseLink('<https://api.github.com/resource?page=2>; rel="next", <https://api.github.com/resource?page=5>; rel="last"')).toEqual({
      next: 'https://api.github.com/resource?page=2',
      last: 'https://api.github.com/resource?page=5',
    });
  });

  it('tolerates odd spacing', () => {
    expect(parseLink('<u1>;rel="next" ,  <u2>; rel = "last"')).toEqual({ next: 'u1', last: 'u2' });
    expect(parseLink('  <u1>  ;  rel="prev"  ,<u2>;rel="first"  ')).toEqual({ prev: 'u1', first: 'u2' });
  });

  it('reads unquoted and upper-case rel values', () => {
    expect(parseLink('<u1>; rel=next, <u2>; REL="Last"')).toEqual({ next: 'u1', last: 'u2' });
  });

  it('reads several relations in one rel', () => {
    expect(parseLink('<u1>; rel="next last", <u0>; rel="prev first"')).toEqual({ next: 'u1', last: 'u1', prev: 'u0', first: 'u0' });
  });

  it('keeps commas and semicolons inside the URL', () => {
    const next = 'https://api.github.com/repositories/1296269/issues?labels=bug,ui;x&page=2';
    expect(parseLink(`<${next}>; rel="next", <https://api.github.com/repositories/1296269/issues?labels=bug,ui;x&page=4>; rel="last"`).next).toBe(next);
  });

  it('reads rel after other parameters, and ignores links without rel', () => {
    expect(parseLink('<u1>; type="application/json"; rel="next", <u2>; title="x"')).toEqual({ next: 'u1' });
  });

  it('gives nothing for no header', () => {
    expect(parseLink(null)).toEqual({});
    expect(parseLink('')).toEqual({});
  });

  it('an iterator follows odd, unquoted and multi-relation Link headers', async () => {
    const base = `${API}/repositories/1296269/issues`;
    const issue = (n: number) => ({ id: 1000 + n, number: n, title: `Issue ${n}`, state: 'open' });
    nock(API)
      .get('/repos/octocat/Hello-World/issues')
      .query({ labels: 'bug,ui', per_page: '2' })
      .reply(200, [issue(6), issue(5)], { link: `<${base}?labels=bug,ui&per_page=2&page=2>;rel="next" ,  <${base}?labels=bug,ui&per_page=2&page=3>; rel = "last"` });
    nock(API)
      .get('/repositories/1296269/issues')
      .query({ labels: 'bug,ui', per_page: '2', page: '2' })
      .reply(200, [issue(4), issue(3)], { link: `<${base}?labels=bug,ui&per_page=2&page=1>; rel=prev, <${base}?labels=bug,ui&per_page=2&page=3>; rel=next` });
    nock(API)
      .get('/repositories/1296269/issues')
      .query({ labels: 'bug,ui', per_page: '2', page: '3' })
      .reply(200, [issue(2), issue(1)], { link: `<${base}?labels=bug,ui&per_page=2&page=1>; rel="first prev"` });
    const { session, sent } = capturedSession();
    const numbers = (await listRepositoryIssues(session, 'octocat/Hello-World', { labels: ['bug', 'ui'], perPage: 2 }).toArray()).map((i) => i.number);
    expect(numbers).toEqual([6, 5, 4, 3, 2, 1]);
    expect(sent).toHaveLength(3);
  });
});

describe('SearchIterator', () => {
  // components.examples.user-search-result-item-paginated, its total spread over two pages.
  const mojombo = {
    login: 'mojombo',
    id: 1,
    node_id: 'MDQ6VXNlcjE=',
    avatar_url: 'https://secure.gravatar.com/avatar/25c7c18223fb42a4c6ae1c8db6f50f9b?d=https://a248.e.akamai.net/assets.github.com%2Fimages%2Fgravatars%2Fgravatar-user-420.png',
    gravatar_id: '',
    url: 'https://api.github.com/users/mojombo',
    html_url: 'https://github.com/mojombo',
    followers_url: 'https://api.github.com/users/mojombo/followers',
    subscriptions_url: 'https://api.github.com/users/mojombo/subscriptions',
    organizations_url: 'https://api.github.com/users/mojombo/orgs',
    repos_url: 'https://api.github.com/users/mojombo/repos',
    received_events_url: 'https://api.github.com/users/mojombo/received_events',
    type: 'User',
    score: 1,
    following_url: 'https://api.github.com/users/mojombo/following{/other_user}',
    gists_url: 'https://api.github.com/users/mojombo/gists{/gist_id}',
    starred_url: 'https://api.github.com/users/mojombo/starred{/owner}{/repo}',
    events_url: 'https://api.github.com/users/mojombo/events{/privacy}',
    site_admin: true,
  };
  const search = (session: ReturnType<typeof capturedSession>['session'], onPage?: (p: { page: number; items: number; total?: number }) => void) =>
    new SearchIterator(session, { path: '/search/users', query: { q: 'tom repos:>42 followers:>1000' }, item: (raw, path) => ShortUser.wrap(raw, path) }, { perPage: 1, onPage });

  it('exposes totalCount and incompleteResults and reads items', async () => {
    nock(API)
      .get('/search/users')
      .query({ q: 'tom repos:>42 followers:>1000', per_page: '1' })
      .reply(200, { total_count: 2, incomplete_results: false, items: [mojombo] }, { link: `<${API}/search/users?q=tom+repos%3A%3E42+followers%3A%3E1000&per_page=1&page=2>; rel="next"` });
    nock(API)
      .get('/search/users')
      .query({ q: 'tom repos:>42 followers:>1000', per_page: '1', page: '2' })
      .reply(200, { total_count: 2, incomplete_results: true, items: [{ ...mojombo, login: 'tom', id: 2 }] });
    const { session, sent } = capturedSession();
    const onPage = vi.fn();
    const iterator = search(session, onPage);
    expect(iterator.totalCount).toBe(0);
    const found: string[] = [];
    for await (const u of iterator) {
      found.push(u.login as string);
      if (found.length === 1) {
        expect(iterator.totalCount).toBe(2);
        expect(iterator.incompleteResults).toBe(false);
      }
    }
    expect(found).toEqual(['mojombo', 'tom']);
    expect(iterator.incompleteResults).toBe(true);
    expect(onPage.mock.calls.map(([p]: unknown[]) => p)).toEqual([
      { page: 1, items: 1, total: 2 },
      { page: 2, items: 1, total: 2 },
    ]);
    expect(sent).toHaveLength(2);
  });

  it('a search page without items → UnprocessableResponseBody at items', async () => {
    nock(API).get('/search/users').query(true).reply(200, { total_count: 0, incomplete_results: false });
    const { session } = capturedSession();
    const error = await search(session).toArray().then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(UnprocessableResponseBody);
    expect((error as UnprocessableResponseBody).path).toBe('items');
  });
});

describe('the conditional cache', () => {
  it('a second identical listing revalidates every page with the stored ETag and, answered 304, yields the same items', async () => {
    nock(API).get('/users').query({ per_page: '2' }).reply(200, users(1, 2), { ...nextUsers(2, 2), etag: '"p1"' });
    nock(API).get('/users').query({ per_page: '2', since: '2' }).reply(200, users(3, 1), { etag: '"p2"' });
    // A 304 carries no body and, here, no Link: the stored one leads to the next page.
    nock(API).get('/users').query({ per_page: '2' }).matchHeader('if-none-match', '"p1"').reply(304, '', { etag: '"p1"' });
    nock(API).get('/users').query({ per_page: '2', since: '2' }).matchHeader('if-none-match', '"p2"').reply(304, '', { etag: '"p2"' });
    const { session, sent } = capturedSession({ cache: conditionalCache() });
    const first = await listAllUsers(session, { perPage: 2 }).toArray();
    expect(sent.slice(0, 2).every((r) => r.headers['if-none-match'] === undefined)).toBe(true);
    const again = listAllUsers(session, { perPage: 2 });
    const second = await again.toArray();
    expect(sent).toHaveLength(4);
    expect(sent[2]?.headers['if-none-match']).toBe('"p1"');
    expect(sent[3]?.headers['if-none-match']).toBe('"p2"');
    expect(second.map((u) => u.login)).toEqual(['user1', 'user2', 'user3']);
    expect(second.map((u) => u.login)).toEqual(first.map((u) => u.login));
    expect(again.etag).toBe('"p1"');
  });

  it('a changed page is read anew and replaces the stored one', async () => {
    nock(API).get('/users').query({ per_page: '100' }).reply(200, users(1, 2), { etag: '"v1"' });
    nock(API).get('/users').query({ per_page: '100' }).matchHeader('if-none-match', '"v1"').reply(200, users(1, 3), { etag: '"v2"' });
    nock(API).get('/users').query({ per_page: '100' }).matchHeader('if-none-match', '"v2"').reply(304, '');
    const { session } = capturedSession({ cache: conditionalCache() });
    expect(await listAllUsers(session).toArray()).toHaveLength(2);
    expect(await listAllUsers(session).toArray()).toHaveLength(3);
    expect(await listAllUsers(session).toArray()).toHaveLength(3);
  });

  it('refresh(session, x, { conditional: true }) answered 304 returns x itself', async () => {
    const served = { id: 1296269, name: 'Hello-World', full_name: 'octocat/Hello-World', url: `${API}/repos/octocat/Hello-World` };
    nock(API).get('/repos/octocat/Hello-World').reply(200, served, { etag: '"repo-v1"' });
    nock(API).get('/repos/octocat/Hello-World').matchHeader('if-none-match', '"repo-v1"').reply(304, '', { etag: '"repo-v1"' });
    const { session, sent } = capturedSession({ cache: conditionalCache() });
    const repo = await getRepository(session, 'octocat/Hello-World');
    expect(await refresh(session, repo, { conditional: true })).toBe(repo);
    expect(sent[1]?.headers['if-none-match']).toBe('"repo-v1"');
  });

  it('refresh with conditional, without a cache, also returns x on 304', async () => {
    const served = { id: 1296269, name: 'Hello-World', url: `${API}/repos/octocat/Hello-World` };
    nock(API).get('/repos/octocat/Hello-World').reply(200, served, { etag: '"repo-v1"', 'last-modified': 'Wed, 26 Jan 2011 19:14:43 GMT' });
    nock(API).get('/repos/octocat/Hello-World').matchHeader('if-modified-since', 'Wed, 26 Jan 2011 19:14:43 GMT').reply(304, '');
    const { session } = capturedSession();
    const repo = await getRepository(session, 'octocat/Hello-World');
    expect(await refresh(session, repo, { conditional: true })).toBe(repo);
  });
});
