import { gzipSync } from 'node:zlib';
import nock from 'nock';
import { describe, expect, it, vi } from 'vitest';
import { operation, bool, bytes, dispositionName, done, download, list, one, reads, search as searchResult, text } from '../../src/core/operation.js';
import { PageIterator, SEARCH_RESULT_CAP, SearchIterator, type ListingSpec, type PageOptions } from '../../src/core/page-iterator.js';
import type { Session } from '../../src/core/types.js';
import { NotFoundError, ServerError, UnprocessableResponseBody, ValidationError } from '../../src/errors/index.js';
import { searchIssues } from '../../src/search/search.js';
import { ShortUser } from '../../src/models/users.js';
import { listAllUsers } from '../../src/users/list-all-users.js';
import { thrown } from '../hardening/loopback.js';
import { capturedSession, queryOf } from '../support/capture.js';
import { rejection } from '../support/rejection.js';

const API = 'https://api.github.com';

const item = (id: number) => ({ id, login: `user${id}` });
const items = (first: number, count: number) => Array.from({ length: count }, (_, i) => item(first + i));

/** A plain listing of `GET /things`, its items read as they come. */
const things = (session: Session, options?: PageOptions, spec: Partial<ListingSpec<unknown>> = {}) => new PageIterator(session, { path: '/things', item: (raw) => raw, ...spec }, options);

/** The ids a listing yields. */
const ids = async (listing: AsyncIterable<unknown>) => {
  const seen: number[] = [];
  for await (const x of listing) seen.push((x as { id: number }).id);
  return seen;
};

describe('number', () => {
  it('stops in the middle of a page and asks for no further page', async () => {
    const next = nock(API).get('/things').query({ page: '2' }).reply(200, items(6, 5));
    nock(API)
      .get('/things')
      .query({ per_page: '5' })
      .reply(200, items(1, 5), { link: `<${API}/things?page=2>; rel="next"` });
    const { session, sent } = capturedSession();
    expect(await ids(things(session, { number: 3, perPage: 5 }))).toEqual([1, 2, 3]);
    expect(sent).toHaveLength(1);
    expect(next.isDone()).toBe(false);
  });

  it('counts across pages: 3 over pages of 2 is two requests', async () => {
    nock(API)
      .get('/things')
      .query({ per_page: '2' })
      .reply(200, items(1, 2), { link: `<${API}/things?page=2>; rel="next"` });
    nock(API)
      .get('/things')
      .query({ page: '2' })
      .reply(200, items(3, 2), { link: `<${API}/things?page=3>; rel="next"` });
    const { session, sent } = capturedSession();
    expect(await ids(things(session, { number: 3, perPage: 2 }))).toEqual([1, 2, 3]);
    expect(sent).toHaveLength(2);
  });

  it('-1 (the default) reads every page; a number above what there is reads them all too', async () => {
    for (const number of [undefined, -1, 1000]) {
      nock(API)
        .get('/things')
        .query(true)
        .reply(200, items(1, 2), { link: `<${API}/things?page=2>; rel="next"` });
      nock(API).get('/things').query({ page: '2' }).reply(200, items(3, 1));
      const { session, sent } = capturedSession();
      const listing = things(session, { number });
      expect(listing.number).toBe(number ?? -1);
      expect(await ids(listing)).toEqual([1, 2, 3]);
      expect(sent).toHaveLength(2);
    }
  });

  it('0 sends nothing and yields nothing', async () => {
    const { session, sent } = capturedSession();
    const listing = things(session, { number: 0 });
    expect(await ids(listing)).toEqual([]);
    expect(sent).toHaveLength(0);
    expect(listing.lastStatus).toBe(0);
    expect(listing.lastResponse).toBeNull();
  });
});

describe('perPage', () => {
  it.each([
    [{}, 100],
    [{ number: -1 }, 100],
    [{ number: 1 }, 1],
    [{ number: 37 }, 37],
    [{ number: 100 }, 100],
    [{ number: 101 }, 100],
    [{ number: 5000 }, 100],
    [{ number: 37, perPage: 7 }, 7],
    [{ perPage: 1 }, 1],
    [{ perPage: 100 }, 100],
  ])('%o sends per_page=%d on the first page', async (options, perPage) => {
    nock(API)
      .get('/things')
      .query({ per_page: String(perPage) })
      .reply(200, items(1, 1));
    const { session, sent } = capturedSession();
    const listing = things(session, options);
    expect(listing.perPage).toBe(perPage);
    await ids(listing);
    expect(sent).toHaveLength(1);
    expect(queryOf(sent[0])).toEqual({ per_page: String(perPage) });
  });

  it('goes with the first page only, next to the route’s own query; later pages are the Link as given', async () => {
    nock(API)
      .get('/things')
      .query({ state: 'all', per_page: '2' })
      .reply(200, items(1, 2), { link: `<${API}/things?state=all&after=abc>; rel="next"` });
    nock(API).get('/things').query({ state: 'all', after: 'abc' }).reply(200, items(3, 1));
    const { session, sent } = capturedSession();
    expect(await ids(things(session, { perPage: 2 }, { query: { state: 'all' } }))).toEqual([1, 2, 3]);
    expect(sent.map((r) => r.url.href)).toEqual([`${API}/things?state=all&per_page=2`, `${API}/things?state=all&after=abc`]);
  });

  it('an unpaged route is sent its own query and no per_page', async () => {
    nock(API).get('/things').query({ state: 'all' }).reply(200, items(1, 1));
    nock(API).get('/stats').reply(200, items(1, 2));
    const { session, sent } = capturedSession();
    expect(await ids(things(session, { number: 5 }, { query: { state: 'all' }, unpaged: true }))).toEqual([1]);
    expect(await ids(things(session, {}, { path: '/stats', unpaged: true }))).toEqual([1, 2]);
    expect(sent.map((r) => r.url.href)).toEqual([`${API}/things?state=all`, `${API}/stats`]);
  });

  it('a real operation sends its parameters and per_page on the first page only', async () => {
    nock(API)
      .get('/users')
      .query({ since: '10', per_page: '2' })
      .reply(200, items(11, 2), { link: `<${API}/users?since=12>; rel="next"` });
    nock(API).get('/users').query({ since: '12' }).reply(200, items(13, 1));
    const { session, sent } = capturedSession();
    expect(await ids(listAllUsers(session, { since: 10, perPage: 2 }))).toEqual([11, 12, 13]);
    expect(sent.map(queryOf)).toEqual([{ since: '10', per_page: '2' }, { since: '12' }]);
  });
});

describe('headers and path of each page', () => {
  it('the call’s headers go with every page; If-None-Match with the first only', async () => {
    nock(API)
      .get('/things')
      .query(true)
      .reply(200, items(1, 1), { link: `<${API}/things?page=2>; rel="next"`, etag: '"first"' });
    nock(API).get('/things').query({ page: '2' }).reply(200, items(2, 1), { etag: '"second"' });
    const { session, sent } = capturedSession();
    const listing = things(session, { etag: '"earlier"', headers: { 'x-trace': 'abc' } });
    expect(await ids(listing)).toEqual([1, 2]);
    expect(sent).toHaveLength(2);
    expect(sent[0]?.headers['x-trace']).toBe('abc');
    expect(sent[1]?.headers['x-trace']).toBe('abc');
    expect(sent[0]?.headers['if-none-match']).toBe('"earlier"');
    expect(sent[1]?.headers).not.toHaveProperty('if-none-match');
  });

  it('the route’s parameters fill its path on the first page', async () => {
    nock(API).get('/repos/octocat/Hello-World/things').query({ per_page: '100' }).reply(200, items(1, 1));
    const { session, sent } = capturedSession();
    expect(await ids(things(session, {}, { path: '/repos/{owner}/{repo}/things', params: { owner: 'octocat', repo: 'Hello-World' } }))).toEqual([1]);
    expect(sent[0]?.url.pathname).toBe('/repos/octocat/Hello-World/things');
  });

  it('each item is read with its place in the page and the page it came from', async () => {
    nock(API)
      .get('/things')
      .query(true)
      .reply(200, items(1, 2), { link: `<${API}/things?page=2>; rel="next"` });
    nock(API).get('/things').query({ page: '2' }).reply(200, items(3, 1));
    const { session } = capturedSession();
    const read = vi.fn<(raw: unknown, path: string, meta?: unknown) => unknown>((raw) => raw);
    await ids(new PageIterator(session, { path: '/things', item: read }));
    expect(read.mock.calls).toEqual([
      [item(1), '[0]', { etag: null, lastModified: null, url: `${API}/things?per_page=100`, version: '2022-11-28' }],
      [item(2), '[1]', { etag: null, lastModified: null, url: `${API}/things?per_page=100`, version: '2022-11-28' }],
      [item(3), '[0]', { etag: null, lastModified: null, url: `${API}/things?page=2`, version: '2022-11-28' }],
    ]);
    expect(Object.isFrozen(read.mock.calls[0]?.[2])).toBe(true);
  });

  it('the call’s signal goes with the request: an aborted one stops the listing before the service answers', async () => {
    const answered = nock(API).get('/things').query(true).reply(200, items(1, 1));
    const { session, sent } = capturedSession();
    const controller = new AbortController();
    controller.abort();
    await expect(ids(things(session, { signal: controller.signal }))).rejects.toThrow(/abort/i);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url.pathname).toBe('/things');
    expect(answered.isDone()).toBe(false);
  });
});

describe('etag', () => {
  it('a 304 to the first page yields nothing, with lastStatus 304, and asks for no other page', async () => {
    nock(API).get('/things').query({ per_page: '100' }).matchHeader('if-none-match', '"v1"').reply(304, '', { etag: '"v1"', link: `<${API}/things?page=2>; rel="next"` });
    const { session, sent } = capturedSession();
    const onPage = vi.fn();
    const listing = things(session, { etag: '"v1"', onPage });
    expect(await ids(listing)).toEqual([]);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers['if-none-match']).toBe('"v1"');
    expect(listing.lastStatus).toBe(304);
    expect(listing.lastResponse?.status).toBe(304);
    expect(listing.etag).toBe('"v1"');
    expect(onPage).not.toHaveBeenCalled();
  });

  it('an empty etag sends no If-None-Match', async () => {
    nock(API).get('/things').query(true).reply(200, items(1, 1));
    const { session, sent } = capturedSession();
    await ids(things(session, { etag: '' }));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers).not.toHaveProperty('if-none-match');
  });

  it('etag is the given one until a first page brings its own; a later page’s does not count', async () => {
    nock(API).get('/things').query(true).reply(200, items(1, 1));
    nock(API)
      .get('/things')
      .query(true)
      .reply(200, items(1, 1), { etag: '"p1"', link: `<${API}/things?page=2>; rel="next"` });
    nock(API).get('/things').query({ page: '2' }).reply(200, items(2, 1), { etag: '"p2"' });
    const { session } = capturedSession();
    const listing = things(session, { etag: '"given"' });
    expect(listing.etag).toBe('"given"');
    await ids(listing);
    expect(listing.etag).toBe('"given"');
    await ids(listing);
    expect(listing.etag).toBe('"p1"');
    expect(things(session).etag).toBeNull();
  });
});

describe('nothing to list', () => {
  it.each([202, 204])('a %d yields nothing, calls no onPage and keeps the status', async (status) => {
    nock(API)
      .get('/things')
      .query(true)
      .reply(status, status === 202 ? {} : undefined, { link: `<${API}/things?page=2>; rel="next"` });
    const { session, sent } = capturedSession();
    const onPage = vi.fn();
    const listing = things(session, { onPage });
    expect(await ids(listing)).toEqual([]);
    expect(sent).toHaveLength(1);
    expect(listing.lastStatus).toBe(status);
    expect(listing.lastResponse?.status).toBe(status);
    expect(onPage).not.toHaveBeenCalled();
  });
});

describe('lastResponse and onPage', () => {
  it('lastResponse is each page’s as it arrives; onPage gets the page number, its item count and the total', async () => {
    nock(API)
      .get('/things')
      .query(true)
      .reply(200, items(1, 2), { link: `<${API}/things?page=2>; rel="next"`, 'x-page': 'one' });
    nock(API).get('/things').query({ page: '2' }).reply(200, [], { 'x-page': 'two' });
    const { session } = capturedSession();
    const progress: unknown[] = [];
    const listing = things(session, { onPage: (p) => progress.push({ ...p, status: listing.lastStatus, url: listing.lastResponse?.url }) });
    expect(listing.lastResponse).toBeNull();
    for await (const x of listing) {
      void x;
      expect(listing.lastResponse?.headers.get('x-page')).toBe('one');
    }
    expect(listing.lastResponse).toEqual({ status: 200, headers: expect.any(Headers), url: `${API}/things?page=2` });
    expect(listing.lastResponse?.headers.get('x-page')).toBe('two');
    expect(progress).toEqual([
      { page: 1, items: 2, total: undefined, status: 200, url: `${API}/things?per_page=100` },
      { page: 2, items: 0, total: undefined, status: 200, url: `${API}/things?page=2` },
    ]);
  });
});

describe('options are checked before anything is sent', () => {
  const NUMBER = 'must be -1 (all) or a whole number ≥ 0';
  const PER_PAGE = 'must be a whole number from 1 to 100';
  it.each([
    ['number', { number: -2 }, NUMBER],
    ['number', { number: 1.5 }, NUMBER],
    ['number', { number: Number.NaN }, NUMBER],
    ['number', { number: '5' }, NUMBER],
    ['perPage', { perPage: 0 }, PER_PAGE],
    ['perPage', { perPage: 101 }, PER_PAGE],
    ['perPage', { perPage: 2.5 }, PER_PAGE],
    ['perPage', { perPage: '10' }, PER_PAGE],
    ['etag', { etag: 5 }, 'must be the ETag text of an earlier listing'],
    ['etag', { etag: null }, 'must be the ETag text of an earlier listing'],
    ['onPage', { onPage: 'log' }, 'must be a function called with each page’s progress'],
    ['onPage', { onPage: null }, 'must be a function called with each page’s progress'],
    ['options', null, 'must be an object'],
    ['options', 'all', 'must be an object'],
  ])('a bad %s (%o) → ValidationError', (parameter, options, reason) => {
    const { session, sent } = capturedSession();
    const error = thrown(() => things(session, options as never), ValidationError);
    expect(error.parameter).toBe(parameter);
    expect(error.message).toContain(reason);
    expect(sent).toHaveLength(0);
  });

  it('the bounds themselves are accepted', () => {
    const { session } = capturedSession();
    for (const options of [{ number: -1 }, { number: 0 }, { perPage: 1 }, { perPage: 100 }, { etag: '"x"', onPage: () => undefined }]) expect(() => things(session, options)).not.toThrow();
  });
});

describe('a page that is not a list → UnprocessableResponseBody', () => {
  it('a plain listing answered with an object names the whole body', async () => {
    nock(API)
      .get('/things')
      .query(true)
      .reply(200, { things: items(1, 1) });
    const { session } = capturedSession();
    const error = await rejection(ids(things(session)), UnprocessableResponseBody);
    expect(error.message).toBe(`expected a list from ${API}/things?per_page=100`);
    expect(error.path).toBe('');
    expect(error.body).toEqual({ things: items(1, 1) });
    expect(error.url).toBe(`${API}/things?per_page=100`);
  });

  it.each([
    ['no items member', { total: 1 }],
    ['items that are not a list', { items: { id: 1 } }],
    ['a list, not an object', items(1, 1)],
    ['null', null],
    ['text', 'items'],
  ])('a listing of objects with "items", answered with %s, names the member', async (_, body) => {
    nock(API)
      .get('/things')
      .query(true)
      .reply(200, JSON.stringify(body), { 'content-type': 'application/json' });
    const { session } = capturedSession();
    const error = await rejection(ids(things(session, {}, { itemsKey: 'items' })), UnprocessableResponseBody);
    expect(error.message).toBe(`expected an object with a list in "items" from ${API}/things?per_page=100`);
    expect(error.path).toBe('items');
    expect(error.body).toEqual(body);
  });

  it('a later page that is not a list fails after the items before it', async () => {
    nock(API)
      .get('/things')
      .query(true)
      .reply(200, { items: items(1, 1) }, { link: `<${API}/things?page=2>; rel="next"` });
    nock(API).get('/things').query({ page: '2' }).reply(200, { message: 'oops' });
    const { session } = capturedSession();
    const seen: number[] = [];
    const error = await rejection(
      (async () => {
        for await (const x of things(session, {}, { itemsKey: 'items' })) seen.push((x as { id: number }).id);
      })(),
      UnprocessableResponseBody,
    );
    expect(seen).toEqual([1]);
    expect(error.url).toBe(`${API}/things?page=2`);
  });
});

describe('SearchIterator', () => {
  const Q = 'is:open';

  /** Search pages of 100 from `first` to `last`, each but the last linking on (the last too when `linkOn`). */
  function servePages(total: number, first: number, last: number, options: { linkOn?: boolean; incomplete?: boolean } = {}) {
    const scopes = [];
    for (let page = first; page <= last; page++) {
      const more = page < last || options.linkOn === true;
      const query = page === 1 ? { q: Q, per_page: '100' } : { q: Q, per_page: '100', page: String(page) };
      scopes.push(
        nock(API)
          .get('/search/issues')
          .query(query)
          .reply(
            200,
            { total_count: total, incomplete_results: options.incomplete ?? false, items: items((page - 1) * 100 + 1, 100) },
            more ? { link: `<${API}/search/issues?q=${encodeURIComponent(Q)}&per_page=100&page=${page + 1}>; rel="next"` } : {},
          ),
      );
    }
    return scopes;
  }

  const search = (session: Session, options: PageOptions = {}, query: Record<string, string> = {}) =>
    new SearchIterator(session, { path: '/search/issues', query: { q: Q, ...query }, item: (raw) => raw }, options);

  it('stops at the 1,000th result of a larger search, asks for no page after it, and says it is capped', async () => {
    expect(SEARCH_RESULT_CAP).toBe(1000);
    servePages(1500, 1, 10);
    const [eleventh] = servePages(1500, 11, 11);
    const { session, sent } = capturedSession();
    const listing = search(session);
    expect(listing.capped).toBe(false);
    const found = await ids(listing);
    expect(found).toHaveLength(1000);
    expect(found.at(-1)).toBe(1000);
    expect(sent).toHaveLength(10);
    expect(eleventh?.isDone()).toBe(false);
    expect(listing.capped).toBe(true);
    expect(listing.totalCount).toBe(1500);
  });

  it('a run again of the same iterator says afresh whether it is capped', async () => {
    servePages(1500, 1, 10, { linkOn: true });
    const { session } = capturedSession();
    const listing = search(session);
    expect(await ids(listing)).toHaveLength(1000);
    expect(listing.capped).toBe(true);
    nock(API)
      .get('/search/issues')
      .query({ q: Q, per_page: '100' })
      .reply(200, { total_count: 3, incomplete_results: false, items: items(1, 3) });
    expect(await ids(listing)).toEqual([1, 2, 3]);
    expect(listing.totalCount).toBe(3);
    expect(listing.capped).toBe(false);
  });

  it('exactly 1,000 results are not capped; nothing after the 1,000th is asked for', async () => {
    servePages(1000, 1, 10, { linkOn: true });
    const [eleventh] = servePages(1000, 11, 11);
    const { session, sent } = capturedSession();
    const listing = search(session);
    expect(await ids(listing)).toHaveLength(1000);
    expect(sent).toHaveLength(10);
    expect(eleventh?.isDone()).toBe(false);
    expect(listing.capped).toBe(false);
  });

  it('a run stopped by number, or a small search, is not capped', async () => {
    servePages(1500, 1, 1, { linkOn: true });
    const { session, sent } = capturedSession();
    const listing = search(session, { number: 5, perPage: 100 });
    expect(await ids(listing)).toEqual([1, 2, 3, 4, 5]);
    expect(sent).toHaveLength(1);
    expect(listing.totalCount).toBe(1500);
    expect(listing.capped).toBe(false);
  });

  it('reads total_count and incomplete_results from each page, and gives onPage the total', async () => {
    nock(API)
      .get('/search/issues')
      .query({ q: Q, per_page: '100' })
      .reply(200, { total_count: 3, incomplete_results: true, items: items(1, 2) }, { link: `<${API}/search/issues?q=x&page=2>; rel="next"` });
    nock(API)
      .get('/search/issues')
      .query({ q: 'x', page: '2' })
      .reply(200, { total_count: 'many', incomplete_results: 'true', items: items(3, 1) });
    const { session } = capturedSession();
    const seen: unknown[] = [];
    const listing = search(session, { onPage: (p) => seen.push(p) });
    expect(listing.totalCount).toBe(0);
    expect(listing.incompleteResults).toBeNull();
    for await (const x of listing) seen.push([(x as { id: number }).id, listing.totalCount, listing.incompleteResults]);
    // A value that is not a boolean reads as absent: null, as for every field.
    expect(seen).toEqual([{ page: 1, items: 2, total: 3 }, [1, 3, true], [2, 3, true], { page: 2, items: 1, total: 3 }, [3, 3, null]]);
  });

  it('a search answer without incomplete_results leaves incompleteResults null, not false', async () => {
    nock(API).get('/search/issues').query(true).reply(200, { total_count: 1, items: items(1, 1) });
    const { session } = capturedSession();
    const listing = search(session);
    expect(await listing.toArray()).toHaveLength(1);
    expect(listing.totalCount).toBe(1);
    expect(listing.incompleteResults).toBeNull();
  });

  it('a search page that is null → UnprocessableResponseBody at items, not a TypeError', async () => {
    nock(API).get('/search/issues').query(true).reply(200, 'null', { 'content-type': 'application/json' });
    const { session } = capturedSession();
    const error = await rejection(ids(search(session)), UnprocessableResponseBody);
    expect(error.path).toBe('items');
  });

  it('a search reads its items from the member it is given, else from items', async () => {
    nock(API)
      .get('/search/labels')
      .query(true)
      .reply(200, { total_count: 1, incomplete_results: false, labels: items(7, 1), items: items(9, 1) });
    const { session } = capturedSession();
    expect(await ids(new SearchIterator(session, { path: '/search/labels', itemsKey: 'labels', item: (raw) => raw }))).toEqual([7]);
  });

  it('sort, order and textMatch say what was asked', () => {
    const { session } = capturedSession();
    const plain = search(session);
    expect([plain.sort, plain.order, plain.textMatch]).toEqual([null, 'desc', false]);
    const sorted = search(session, {}, { sort: 'created', order: 'asc' });
    expect([sorted.sort, sorted.order]).toEqual(['created', 'asc']);
    expect(search(session, {}, { sort: 'created', order: 'ASC' }).order).toBe('desc');
    expect(search(session, {}, { order: 'asc' }).sort).toBeNull();
    expect(search(session, { headers: { Accept: 'application/vnd.github.text-match+json' } }).textMatch).toBe(true);
    expect(search(session, { headers: { accept: 'application/vnd.github.text-match+json' } }).textMatch).toBe(true);
    expect(search(session, { headers: { accept: 'application/vnd.github+json' } }).textMatch).toBe(false);
    expect(search(session, { headers: { 'x-accept': 'text-match' } }).textMatch).toBe(false);
  });
});

describe('how operations read other answers (results)', () => {
  it('list(type, itemsKey) reads a listing whose pages hold their items in a member', async () => {
    const listThings = operation({ path: '/things', result: list(ShortUser, 'things') });
    nock(API)
      .get('/things')
      .query({ per_page: '100' })
      .reply(200, { total_count: 2, things: items(1, 2) });
    const { session } = capturedSession();
    expect((await listThings(session).toArray()).map((u) => u.login)).toEqual(['user1', 'user2']);
  });

  it('search(type) carries the headers its declaration sets (the text-match media type) to every page', async () => {
    nock(API)
      .get('/search/issues')
      .query({ q: 'bug', per_page: '100' })
      .reply(200, { total_count: 2, incomplete_results: false, items: [{ id: 1, number: 1 }] }, { link: `<${API}/search/issues?q=bug&page=2>; rel="next"` });
    nock(API)
      .get('/search/issues')
      .query({ q: 'bug', page: '2' })
      .reply(200, { total_count: 2, incomplete_results: false, items: [{ id: 2, number: 2 }] });
    const { session, sent } = capturedSession();
    const found = searchIssues(session, 'bug', { textMatch: true });
    expect(found.textMatch).toBe(true);
    expect(await ids(found)).toEqual([1, 2]);
    expect(sent.map((r) => r.headers.accept)).toEqual(['application/vnd.github.text-match+json', 'application/vnd.github.text-match+json']);
    expect(searchResult(ShortUser).sync).toBe(true);
  });

  describe('bool(yes, no)', () => {
    const starred = operation({ method: 'GET', path: '/user/starred/octocat/Hello-World', result: bool() });
    const gone = operation({ method: 'GET', path: '/gone', result: bool(200, 410) });

    it('the yes status is true, the no status false', async () => {
      nock(API).get('/user/starred/octocat/Hello-World').reply(204);
      nock(API).get('/user/starred/octocat/Hello-World').reply(404, { message: 'Not Found' });
      nock(API).get('/gone').reply(200, { any: 'thing' });
      nock(API).get('/gone').reply(410, { message: 'Gone' });
      const { session, sent } = capturedSession();
      expect(await starred(session)).toBe(true);
      expect(await starred(session)).toBe(false);
      expect(await gone(session)).toBe(true);
      expect(await gone(session)).toBe(false);
      expect(sent).toHaveLength(4);
    });

    it('any other failure is thrown', async () => {
      nock(API).get('/user/starred/octocat/Hello-World').reply(500, { message: 'Server Error' });
      nock(API).get('/gone').reply(404, { message: 'Not Found' });
      const { session } = capturedSession();
      expect((await rejection(starred(session), ServerError)).status).toBe(500);
      expect((await rejection(gone(session), NotFoundError)).status).toBe(404);
    });
  });

  it('done is true once the service took the change, without reading its answer', async () => {
    const remove = operation({ method: 'DELETE', path: '/things/1', result: done });
    nock(API).delete('/things/1').reply(200, '{not json', { 'content-type': 'application/json' });
    nock(API).delete('/things/1').reply(404, { message: 'Not Found' });
    const { session } = capturedSession();
    expect(await remove(session)).toBe(true);
    await rejection(remove(session), NotFoundError);
  });

  it('text, bytes and reads give the body as text, as bytes, and as the function reads it', async () => {
    const asText = operation({ path: '/t', result: text });
    const asBytes = operation({ path: '/b', result: bytes });
    const read = operation({ path: '/r', result: reads((reply) => [reply.status, reply.data, reply.headers.get('x-n')]) });
    const asOne = operation({ path: '/users/octocat', result: one(ShortUser) });
    nock(API).get('/t').reply(200, '"quoted"', { 'content-type': 'application/json' });
    nock(API).get('/b').reply(200, Buffer.from([0xff, 0x00, 0x7b]), { 'content-type': 'application/octet-stream' });
    nock(API).get('/r').reply(200, ['a', 'b'], { 'x-n': '2' });
    nock(API).get('/users/octocat').reply(200, item(1));
    const { session } = capturedSession();
    expect(await asText(session)).toBe('"quoted"');
    const raw = await asBytes(session);
    expect(raw).toBeInstanceOf(Uint8Array);
    expect([...raw]).toEqual([0xff, 0x00, 0x7b]);
    expect(await read(session)).toEqual([200, ['a', 'b'], '2']);
    expect((await asOne(session)).login).toBe('user1');
  });

  describe('download', () => {
    const fetchAsset = operation({ path: '/asset', result: download });

    it('has no size when the body is encoded: Content-Length counts the encoded bytes', async () => {
      const plain = Buffer.from('x'.repeat(500));
      const packed = gzipSync(plain);
      nock(API).get('/asset').reply(200, packed, { 'content-encoding': 'gzip', 'content-length': String(packed.length), 'content-type': 'text/plain' });
      const { session } = capturedSession();
      const got = await fetchAsset(session);
      expect(got.size).toBeNull();
      expect(Buffer.from(await new Response(got.stream).arrayBuffer()).equals(plain)).toBe(true);
    });

    it('without the headers: no name, no type, no size; the result is frozen', async () => {
      nock(API)
        .get('/asset')
        .reply(200, () => Buffer.from('abc'));
      const { session } = capturedSession();
      const got = await fetchAsset(session);
      expect([got.name, got.contentType, got.size]).toEqual([null, null, null]);
      expect(Object.isFrozen(got)).toBe(true);
      await got.stream.cancel();
    });

    it('takes the size from a plain Content-Length', async () => {
      nock(API).get('/asset').reply(200, Buffer.from('twelve bytes'), { 'content-length': '12', 'content-disposition': 'attachment; filename="a.bin"' });
      const { session } = capturedSession();
      const got = await fetchAsset(session);
      expect([got.name, got.size]).toEqual(['a.bin', 12]);
      await got.stream.cancel();
    });
    it.each(['4x', '0x4', '-4', '4.0'])('a Content-Length that is not a plain count (%s) gives no size', async (length) => {
      nock(API).get('/asset').reply(200, Buffer.from('abcd'), { 'content-length': length });
      const { session } = capturedSession();
      const got = await fetchAsset(session);
      expect(got.size).toBeNull();
      await got.stream.cancel();
    });
  });

  describe('dispositionName', () => {
    it.each([
      ['attachment; filename="report.pdf"', 'report.pdf'],
      ['attachment; filename = report.pdf ', 'report.pdf'],
      ['attachment; filename=report.pdf; size=10', 'report.pdf'],
      ['attachment; filename="a\\\\b\\"c.txt"', 'b"c.txt'],
      ['attachment; filename="dir/sub/name.txt"', 'name.txt'],
      ['attachment; filename="C:\\\\Windows\\\\win.ini"', 'win.ini'],
      // In a quoted string a single backslash only escapes the next character.
      ['attachment; filename="C:\\Windows\\win.ini"', 'C:Windowswin.ini'],
      ['attachment; filename=C:\\Windows\\win.ini', 'win.ini'],
      ['attachment; filename="../"', null],
      ['attachment; filename="."', null],
      ['attachment; filename="x/.."', null],
      ['attachment; filename="..."', '...'],
      ['attachment; filename=""', null],
      ['', null],
    ])('%j → %j', (value, name) => {
      expect(dispositionName(value)).toBe(name);
    });

    it('removes control characters, keeps spaces', () => {
      expect(dispositionName('attachment; filename="a\u0001b\u001fc\u007fd e\u0000.txt"')).toBe('abcd e.txt');
      expect(dispositionName('attachment; filename="\u0007\u001b"')).toBeNull();
    });

    it('prefers the UTF-8 filename* form, in either case, wherever it stands', () => {
      expect(dispositionName("attachment; filename=\"cafe.txt\"; filename*=UTF-8''caf%C3%A9.txt")).toBe('café.txt');
      expect(dispositionName("attachment; filename*=utf-8''%E2%82%AC%20rates.txt ; filename=rates.txt")).toBe('€ rates.txt');
      expect(dispositionName("attachment; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd")).toBe('passwd');
      expect(dispositionName("attachment; filename* = UTF-8''caf%C3%A9.txt")).toBe('café.txt');
    });

    it('falls back to the plain form when filename* is not valid percent-encoding', () => {
      expect(dispositionName("attachment; filename*=UTF-8''caf%C3.txt; filename=\"cafe.txt\"")).toBe('cafe.txt');
      expect(dispositionName("attachment; filename*=UTF-8''%E0%A4%A; filename=plain.txt ")).toBe('plain.txt');
      expect(dispositionName("attachment; filename*=UTF-8''%ZZ")).toBeNull();
    });
  });
});
