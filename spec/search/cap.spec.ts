import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { SEARCH_RESULT_CAP } from '../../src/core/page-iterator.js';
import { searchUsers } from '../../src/search/search.js';
import { capturedSession, queryOf } from '../support/capture.js';
import { documentedResponse } from '../support/recordings.js';

const API = 'https://api.github.com';
const Q = 'tom repos:>42 followers:>1000';

/** The documented user search result (components.examples.user-search-result-item-paginated), renumbered so that results can be told apart. */
function user(id: number): Record<string, unknown> {
  const { items } = documentedResponse('openapi/search.users') as { items: Record<string, unknown>[] };
  return { ...items[0], id, login: `user${id}` };
}

/**
 * A search the service says matched `total` results, served `perPage` a page: every page
 * links the next one, as the service does up to its cap, and one more (which must not be asked for).
 */
function serve(total: number, perPage: number, pages: number): void {
  for (let page = 1; page <= pages; page++) {
    const first = (page - 1) * perPage + 1;
    const items = Array.from({ length: Math.max(0, Math.min(perPage, total - first + 1)) }, (_, i) => user(first + i));
    const query = { q: Q, per_page: String(perPage), ...(page > 1 ? { page: String(page) } : {}) };
    const next = `${API}/search/users?q=${encodeURIComponent(Q)}&per_page=${perPage}&page=${page + 1}`;
    nock(API).get('/search/users').query(query).reply(200, { total_count: total, incomplete_results: false, items }, { link: `<${next}>; rel="next"` });
  }
}

describe('the 1,000 results the service serves of a search', () => {
  it('5,000 found, 100 a page: exactly 10 requests, 1,000 results, capped', async () => {
    serve(5000, 100, 10);
    const { session, sent } = capturedSession();
    const pages: number[] = [];
    const found = searchUsers(session, Q, { onPage: ({ page }) => pages.push(page) });
    expect(found.capped).toBe(false);
    const users = await found.toArray();
    expect(sent).toHaveLength(10);
    expect(sent.map((r) => queryOf(r).page ?? '1')).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(pages).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(users).toHaveLength(SEARCH_RESULT_CAP);
    expect(users.at(-1)?.login).toBe('user1000');
    expect(found.totalCount).toBe(5000);
    expect(found.capped).toBe(true);
    expect(nock.pendingMocks()).toEqual([]);
  });

  it('30 a page: 34 requests, the last page read only up to the 1,000th result', async () => {
    serve(5000, 30, 34);
    const { session, sent } = capturedSession();
    const found = searchUsers(session, Q, { perPage: 30 });
    const users = await found.toArray();
    expect(sent).toHaveLength(34);
    expect(users).toHaveLength(1000);
    expect(users.at(-1)?.id).toBe(1000);
    expect(found.capped).toBe(true);
  });

  it('is capped before the 1,000th result is handed out, so a loop that stops there knows', async () => {
    serve(5000, 100, 10);
    const { session } = capturedSession();
    const found = searchUsers(session, Q);
    let cappedAtLast = false;
    for await (const user of found) {
      if (user.id === 1000) cappedAtLast = found.capped;
    }
    expect(cappedAtLast).toBe(true);
  });

  it('a number above the cap still stops at it', async () => {
    serve(5000, 100, 10);
    const { session, sent } = capturedSession();
    const found = searchUsers(session, Q, { number: 2500 });
    expect(await found.toArray()).toHaveLength(1000);
    expect(sent).toHaveLength(10);
    expect(found.number).toBe(2500);
    expect(found.capped).toBe(true);
  });

  it('a number below the cap stops first, and is not capped', async () => {
    serve(5000, 50, 1);
    const { session, sent } = capturedSession();
    const found = searchUsers(session, Q, { number: 50 });
    expect(await found.toArray()).toHaveLength(50);
    expect(sent).toHaveLength(1);
    expect(found.totalCount).toBe(5000);
    expect(found.capped).toBe(false);
  });

  it('exactly 1,000 found: all of them, not capped (nothing is out of reach)', async () => {
    serve(1000, 100, 10);
    const { session, sent } = capturedSession();
    const found = searchUsers(session, Q);
    expect(await found.toArray()).toHaveLength(1000);
    expect(sent).toHaveLength(10);
    expect(found.capped).toBe(false);
  });

  it('fewer found: the listing ends where the service\u2019s pages end', async () => {
    nock(API)
      .get('/search/users')
      .query({ q: Q, per_page: '100' })
      .reply(200, { total_count: 2, incomplete_results: false, items: [user(1), user(2)] });
    const { session, sent } = capturedSession();
    const found = searchUsers(session, Q);
    expect(await found.toArray()).toHaveLength(2);
    expect(sent).toHaveLength(1);
    expect(found.capped).toBe(false);
  });
});
