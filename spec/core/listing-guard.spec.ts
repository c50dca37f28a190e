import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { parseLink } from '../../src/core/link.js';
import { ListingGuard, MAX_EMPTY_PAGES } from '../../src/core/listing-guard.js';
import { createSession } from '../../src/core/session.js';
import { EndlessListing, LinkRefused } from '../../src/errors/index.js';
import { listAllUsers } from '../../src/users/list-all-users.js';
import { closeLoopbacks, json, loopback, thrown } from '../hardening/loopback.js';
import { capturedSession } from '../support/capture.js';
import { rejection } from '../support/rejection.js';

const API = 'https://api.github.com';
const TOKEN = 'test-token-listing-guard';

afterEach(closeLoopbacks);

const user = (id: number) => ({ login: `user${id}`, id, type: 'User', site_admin: false });

/** `GET /users?per_page=2&since=<since>` answering `ids`, pointing on to `next` (a since value) when given. */
function page(since: number | null, ids: number[], next?: number) {
  const query = since === null ? { per_page: '2' } : { per_page: '2', since: String(since) };
  const headers: Record<string, string> = next === undefined ? {} : { link: `<${API}/users?per_page=2&since=${next}>; rel="next"` };
  return nock(API).get('/users').query(query).reply(200, ids.map(user), headers);
}

/** The ids a listing yields, or the error it ends with. */
async function listed(session = capturedSession({ token: TOKEN }).session): Promise<number[]> {
  const ids: number[] = [];
  for await (const u of listAllUsers(session, { perPage: 2 })) ids.push(u.id);
  return ids;
}

describe('empty pages', () => {
  it('scattered empty pages do not end a listing: the count of empty pages resets on a page with items', async () => {
    expect(MAX_EMPTY_PAGES).toBe(3);
    page(null, [], 1);
    page(1, [1, 2], 2);
    page(2, [], 3);
    page(3, [3], 4);
    page(4, [], 5);
    page(5, [4, 5], 6);
    page(6, [], 7);
    page(7, [6]);
    const { session, sent } = capturedSession({ token: TOKEN });
    expect(await listed(session)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(sent).toHaveLength(8);
  });

  it('two empty pages in a row, then items: every item is listed', async () => {
    page(null, [], 1);
    page(1, [], 2);
    page(2, [1, 2]);
    const { session, sent } = capturedSession({ token: TOKEN });
    expect(await listed(session)).toEqual([1, 2]);
    expect(sent).toHaveLength(3);
  });

  it('three empty pages in a row, each pointing on → EndlessListing after the third; the fourth is never asked for', async () => {
    page(null, [1, 2], 2);
    page(2, [], 3);
    page(3, [], 4);
    page(4, [], 5);
    const fifth = page(5, [6]);
    const { session, sent } = capturedSession({ token: TOKEN });
    const error = await rejection(listed(session), EndlessListing);
    expect(sent).toHaveLength(4);
    expect(fifth.isDone()).toBe(false);
    expect(error.pages).toBe(4);
    expect(error.method).toBe('GET');
    expect(error.url).toBe(`${API}/users?per_page=2&since=4`);
    expect(error.message).toBe(`GET ${API}/users?per_page=2&since=4: the listing never ends: 3 empty pages in a row, each pointing to another`);
  });

  it('an empty last page (no next link) ends the listing quietly, however many empty pages came before', async () => {
    page(null, [1], 1);
    page(1, [], 2);
    page(2, [], 3);
    page(3, []);
    const { session, sent } = capturedSession({ token: TOKEN });
    expect(await listed(session)).toEqual([1]);
    expect(sent).toHaveLength(4);
  });
});

describe('a page already read', () => {
  it('a Link back to the page just read with its query reordered is the same page → EndlessListing, not read again', async () => {
    // Page 2 is served as `?since=2&per_page=2` and points on to `?per_page=2&since=2`.
    nock(API)
      .get('/users')
      .query({ per_page: '2' })
      .reply(200, [user(1), user(2)], { link: `<${API}/users?since=2&per_page=2>; rel="next"` });
    const second = nock(API)
      .get('/users')
      .query({ per_page: '2', since: '2' })
      .times(3)
      .reply(200, [user(3), user(4)], { link: `<${API}/users?per_page=2&since=2>; rel="next"` });
    const { session, sent } = capturedSession({ token: TOKEN });
    const ids: number[] = [];
    const error = await rejection(
      (async () => {
        for await (const u of listAllUsers(session, { perPage: 2 })) ids.push(u.id);
      })(),
      EndlessListing,
    );
    expect(ids).toEqual([1, 2, 3, 4]);
    expect(sent.map((r) => r.url.search)).toEqual(['?per_page=2', '?since=2&per_page=2']);
    expect(second.pendingMocks()).toHaveLength(1);
    expect(error.pages).toBe(2);
    expect(error.message).toBe(`GET ${API}/users?since=2&per_page=2: the listing never ends: its next page (${API}/users?per_page=2&since=2) was already read`);
  });

  it('a page with the same query but a different value is another page', async () => {
    nock(API)
      .get('/users')
      .query({ per_page: '2' })
      .reply(200, [user(1)], { link: `<${API}/users?since=1&per_page=2>; rel="next"` });
    nock(API)
      .get('/users')
      .query({ per_page: '2', since: '1' })
      .reply(200, [user(2)], { link: `<${API}/users?per_page=2&since=12>; rel="next"` });
    nock(API).get('/users').query({ per_page: '2', since: '12' }).reply(200, [user(13)]);
    expect(await listed()).toEqual([1, 2, 13]);
  });

  const guardOf = () => new ListingGuard(createSession({ token: TOKEN, retry: false }));
  const at = (url: string, link: string) => ({ url, headers: new Headers({ link: `<${link}>; rel="next"` }) });

  it('repeated names in another order are the same page', () => {
    const guard = guardOf();
    const error = thrown(() => guard.next(at(`${API}/search/issues?q=a&labels=x&labels=y`, `${API}/search/issues?labels=y&q=a&labels=x`), 1), EndlessListing);
    expect(error.pages).toBe(1);
  });

  it('the guard counts every page it was shown', () => {
    const guard = guardOf();
    expect(guard.next(at(`${API}/users?page=1`, `${API}/users?page=2`), 1)).toBe(`${API}/users?page=2`);
    expect(guard.next(at(`${API}/users?page=2`, `${API}/users?page=3`), 1)).toBe(`${API}/users?page=3`);
    const error = thrown(() => guard.next(at(`${API}/users?page=3`, `${API}/users?page=1`), 1), EndlessListing);
    expect(error.pages).toBe(3);
  });

  it('a page without a next link ends the listing', () => {
    expect(guardOf().next({ url: `${API}/users`, headers: new Headers({ link: `<${API}/users?page=1>; rel="first"` }) }, 1)).toBeUndefined();
    expect(guardOf().next({ url: `${API}/users`, headers: new Headers() }, 0)).toBeUndefined();
  });
});

describe('a Link a listing must not follow → LinkRefused, nothing sent there', () => {
  /** The first page of `GET /users` pointing on to `link`, and the error the listing ends with. */
  async function refused(link: string, options: { baseUrl?: string } = {}) {
    const base = options.baseUrl ?? API;
    const scope = new URL(base).origin;
    nock(scope)
      .get(`${new URL(base).pathname.replace(/\/$/, '')}/users`)
      .query({ per_page: '2' })
      .reply(200, [user(1)], { link: `<${link}>; rel="next"` });
    const { session, sent } = capturedSession({ token: TOKEN, ...options });
    const ids: number[] = [];
    const error = await rejection(
      (async () => {
        for await (const u of listAllUsers(session, { perPage: 2 })) ids.push(u.id);
      })(),
      LinkRefused,
    );
    expect(ids).toEqual([1]);
    expect(sent).toHaveLength(1);
    expect(error.method).toBe('GET');
    expect(error.url).toBe(`${base}/users?per_page=2`);
    return error;
  }

  it('another origin', async () => {
    const elsewhere = nock('https://api.example.net').get('/users').query(true).reply(200, [user(2)]);
    const error = await refused('https://api.example.net/users?since=1');
    expect(elsewhere.isDone()).toBe(false);
    expect(error.link).toBe('https://api.example.net/users?since=1');
    expect(error.message).toBe(
      `GET ${API}/users?per_page=2: the next page's link "https://api.example.net/users?since=1" is on https://api.example.net, not the session’s origin ${API}; the listing stops here`,
    );
  });

  it('the same host on another port, or over plain http', async () => {
    expect((await refused('https://api.github.com:8443/users?since=1')).message).toMatch(/ is on https:\/\/api\.github\.com:8443, not the session’s origin https:\/\/api\.github\.com;/);
    expect((await refused('http://api.github.com/users?since=1')).message).toMatch(/ is on http:\/\/api\.github\.com, not the session’s origin/);
  });

  it('another port on loopback: the other server gets nothing, not even the token', async () => {
    const other = await loopback((_, response) => json(response, 200, [user(2)]));
    const server = await loopback((_, response) => json(response, 200, [user(1)], { link: `<${other.url}/users?since=1>; rel="next"` }));
    const session = createSession({ baseUrl: server.url, token: TOKEN, retry: false });
    const error = await rejection(listAllUsers(session).toArray(), LinkRefused);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.headers.authorization).toContain(TOKEN);
    expect(other.requests).toHaveLength(0);
    expect(error.link).toBe(`${other.url}/users?since=1`);
    expect(error.message).toContain(`is on ${other.url}, not the session’s origin ${server.url};`);
  });

  it.each(['ftp://api.github.com/users?since=1', 'javascript:alert(1)', 'file:///etc/passwd', 'data:application/json,[]'])('a scheme other than http(s): <%s>', async (link) => {
    const error = await refused(link);
    expect(error.link).toBe(link);
    expect(error.message).toBe(`GET ${API}/users?per_page=2: the next page's link ${JSON.stringify(link)} is not an http(s) URL; the listing stops here`);
  });

  it.each(['http://[not-a-host/users', 'https://api.github.com:99999/users', 'https://exa mple.com/users'])('a link that is not a URL: <%s>', async (link) => {
    const error = await refused(link);
    expect(error.message).toBe(`GET ${API}/users?per_page=2: the next page's link ${JSON.stringify(link)} is not a URL; the listing stops here`);
  });

  it('outside the session’s base path, on its own origin', async () => {
    const baseUrl = 'https://ghe.example.com/api/v3';
    for (const link of ['https://ghe.example.com/api/users?since=1', 'https://ghe.example.com/api/v30/users?since=1', '/users?since=1']) {
      const error = await refused(link, { baseUrl });
      expect(error.message).toContain(`leaves the session’s base URL ${baseUrl}; the listing stops here`);
    }
  });

  it('a link inside the base path is followed', async () => {
    const baseUrl = 'https://ghe.example.com/api/v3';
    nock('https://ghe.example.com').get('/api/v3/users').query({ per_page: '2' }).reply(200, [user(1)], { link: '<users?per_page=2&since=1>; rel="next"' });
    nock('https://ghe.example.com').get('/api/v3/users').query({ per_page: '2', since: '1' }).reply(200, [user(2)]);
    const { session, sent } = capturedSession({ token: TOKEN, baseUrl });
    expect(await listed(session)).toEqual([1, 2]);
    expect(sent.map((r) => r.url.href)).toEqual([`${baseUrl}/users?per_page=2`, `${baseUrl}/users?per_page=2&since=1`]);
  });

  it('the link shown is redacted: no user info, no secret query value, not the session’s token', async () => {
    const error = await refused(`https://someone:hunter2-password@api.example.net/${TOKEN}/users?access_token=abc123-secret&page=2&client_secret=xyz789-secret`);
    expect(error.link).toBe('https://api.example.net/[REDACTED]/users?access_token=[REDACTED]&page=2&client_secret=[REDACTED]');
    const text = `${error.message}\n${String(error.stack)}\n${JSON.stringify(error)}`;
    for (const secret of [TOKEN, 'hunter2-password', 'abc123-secret', 'xyz789-secret']) expect(text).not.toContain(secret);
    expect(error.message).toContain(JSON.stringify(error.link));
  });

  it('a link that is not a URL is redacted too', async () => {
    const error = await refused(`http://[oops/users?token=${TOKEN}`);
    expect(error.link).toBe('http://[oops/users?token=[REDACTED]');
    expect(error.message).not.toContain(TOKEN);
  });

  it('a long link is cut to 200 characters; one of exactly 200 is shown whole', async () => {
    const head = 'https://api.example.net/';
    const exact = head + 'a'.repeat(200 - head.length);
    expect(exact).toHaveLength(200);
    expect((await refused(exact)).link).toBe(exact);
    const long = head + 'b'.repeat(5000);
    const error = await refused(long);
    expect(error.link).toBe(`${long.slice(0, 200)}…`);
    expect(error.message).toContain(`"${long.slice(0, 200)}…"`);
    expect(error.message).not.toContain(long.slice(0, 201));
  });
});

describe('parseLink', () => {
  it('reads each relation of a GitHub Link header', () => {
    expect(parseLink(`<${API}/users?since=46>; rel="next", <${API}/users{?since}>; rel="first"`)).toEqual({ next: `${API}/users?since=46`, first: `${API}/users{?since}` });
  });

  it('reads an unquoted rel, alone or followed by another parameter', () => {
    expect(parseLink('<u1>; rel=next')).toEqual({ next: 'u1' });
    expect(parseLink('<u1>; rel=next; title="x", <u2>; rel=last')).toEqual({ next: 'u1', last: 'u2' });
    expect(parseLink('<u1>;rel=next,<u2>;rel=prev')).toEqual({ next: 'u1', prev: 'u2' });
  });

  it('reads several relations in one rel, separated by any white space', () => {
    expect(parseLink('<u1>; rel="next  last"')).toEqual({ next: 'u1', last: 'u1' });
    expect(parseLink('<u1>; rel="prev\tfirst"')).toEqual({ prev: 'u1', first: 'u1' });
    expect(parseLink('<u1>; rel=" next "')).toEqual({ next: 'u1' });
  });

  it('tolerates odd spacing around the separators', () => {
    expect(parseLink('<u1>;rel="next"')).toEqual({ next: 'u1' });
    expect(parseLink('<u1>  ;  rel  =  "next"  ,  <u2> ;rel= last')).toEqual({ next: 'u1', last: 'u2' });
    expect(parseLink('<u1>;\trel\t=\tnext')).toEqual({ next: 'u1' });
  });

  it('reads rel names in any case, and gives them in lower case', () => {
    expect(parseLink('<u1>; REL="NEXT", <u2>; Rel=Last')).toEqual({ next: 'u1', last: 'u2' });
  });

  it('takes the rel parameter, not one whose name ends in rel', () => {
    expect(parseLink('<u1>; notrel="next"; rel="prev"')).toEqual({ prev: 'u1' });
    expect(parseLink('<u1>; xrel="next"')).toEqual({});
  });

  it('gives an empty rel no relation, and a later link of the same relation wins', () => {
    expect(parseLink('<u1>; rel=""')).toEqual({});
    expect(parseLink('<u1>; rel="next", <u2>; rel="next"')).toEqual({ next: 'u2' });
  });

  it('keeps an empty URL and a URL with commas and semicolons as given', () => {
    expect(parseLink('<>; rel="next"')).toEqual({ next: '' });
    expect(parseLink('<https://x/?a=1,2;b=3>; rel="next"')).toEqual({ next: 'https://x/?a=1,2;b=3' });
  });

  it('gives nothing for an empty header, null, or a header without links', () => {
    expect(parseLink('')).toEqual({});
    expect(parseLink(null)).toEqual({});
    expect(parseLink(undefined as never)).toEqual({});
    expect(parseLink(42 as never)).toEqual({});
    expect(parseLink('rel="next"')).toEqual({});
  });
});
