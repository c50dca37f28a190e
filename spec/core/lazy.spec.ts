import { afterEach, describe, expect, it } from 'vitest';
import { createSession } from '../../src/core/session.js';
import { ValidationError } from '../../src/errors/index.js';
import { closeIssue } from '../../src/issues/issue-state.js';
import { listRepositoryIssues } from '../../src/issues/list-repository-issues.js';
import { closeLoopbacks, json, loopback, rejection, TOKEN } from '../hardening/loopback.js';

/**
 * A listing's lazy map, filter, take and forEach: they page only as far as they are read, run
 * an operation per item with bounded concurrency, and keep the source's order.
 */

const PER_PAGE = 5;
const PAGES = 4;

/** Issue n of a repository with PAGES pages of PER_PAGE: odd numbers are labelled stale. */
const issue = (n: number) => ({ id: 1000 + n, number: n, title: `issue ${n}`, state: 'open', labels: n % 2 ? [{ id: 1, name: 'stale' }] : [], url: `https://api.github.com/repos/o/r/issues/${n}` });

/** The listing's pages (with Link headers), and a PATCH that closes an issue after `delayMs`, counting how many run at once. */
async function service(delayMs = 0) {
  const running = { now: 0, most: 0 };
  const server = await loopback((request, response) => {
    const url = new URL(request.url, 'http://x');
    if (request.method === 'PATCH') {
      running.most = Math.max(running.most, ++running.now);
      const n = Number(url.pathname.split('/').pop());
      return void setTimeout(() => {
        running.now--;
        json(response, 200, { ...issue(n), state: 'closed' });
      }, delayMs * (n % 3 === 0 ? 3 : 1));
    }
    const page = Number(url.searchParams.get('page') ?? '1');
    const items = Array.from({ length: PER_PAGE }, (_, i) => issue((page - 1) * PER_PAGE + i + 1));
    const link = page < PAGES ? { link: `<http://${request.headers.host ?? ''}/repos/o/r/issues?per_page=${PER_PAGE}&page=${page + 1}>; rel="next"` } : undefined;
    json(response, 200, items, link);
  });
  const session = createSession({ baseUrl: server.url, token: TOKEN, retry: false });
  const pagesRead = () => server.requests.filter((r) => r.method === 'GET').length;
  return { server, session, running, pagesRead };
}

const isStale = (i: { original_labels: readonly { name: string | null }[] | null }) => (i.original_labels ?? []).some((l) => l.name === 'stale');

afterEach(closeLoopbacks);

describe('a listing composes lazily', () => {
  it('filter → map(close) → take(3) closes three stale issues and reads only the pages it needs', async () => {
    const { server, session, pagesRead } = await service();
    const closed = await listRepositoryIssues(session, 'o/r', { perPage: PER_PAGE })
      .filter(isStale)
      .map(async (i) => [i.number, await closeIssue(session, i)])
      .take(3)
      .toArray();
    expect(closed).toEqual([[1, true], [3, true], [5, true]]);
    expect(pagesRead()).toBe(1);
    expect(server.requests.filter((r) => r.method === 'PATCH').map((r) => r.url)).toEqual(['/repos/o/r/issues/1', '/repos/o/r/issues/3', '/repos/o/r/issues/5']);
  });

  it('take stops paging: 7 items of 5 a page read 2 pages; iterating again starts over', async () => {
    const { session, pagesRead } = await service();
    const first = listRepositoryIssues(session, 'o/r', { perPage: PER_PAGE }).take(7);
    expect((await first.toArray()).map((i) => i.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pagesRead()).toBe(2);
    expect((await first.toArray()).length).toBe(7);
    expect(pagesRead()).toBe(4);
  });

  it('map with concurrency runs at most that many at once and keeps the order', async () => {
    const { session, running } = await service(20);
    const numbers = await listRepositoryIssues(session, 'o/r', { perPage: PER_PAGE })
      .map(async (i) => ((await closeIssue(session, i)) ? i.number : null), { concurrency: 4 })
      .toArray();
    expect(numbers).toEqual(Array.from({ length: PER_PAGE * PAGES }, (_, i) => i + 1));
    expect(running.most).toBe(4);
  });

  it('forEach with concurrency 1 runs one at a time; its first failure stops the run and no further page is read', async () => {
    const { session, running, pagesRead } = await service(5);
    const seen: number[] = [];
    const failure = new Error('stop at 3');
    const run = listRepositoryIssues(session, 'o/r', { perPage: PER_PAGE }).forEach(async (i) => {
      seen.push(i.number ?? 0);
      if (i.number === 3) throw failure;
      await closeIssue(session, i);
    });
    await expect(run).rejects.toBe(failure);
    expect(seen).toEqual([1, 2, 3]);
    expect(running.most).toBe(1);
    expect(pagesRead()).toBe(1);
  });

  it('refuses a wrong function, count or concurrency with a ValidationError, nothing sent', async () => {
    const { server, session } = await service();
    const listing = listRepositoryIssues(session, 'o/r');
    const calls: [string, () => unknown][] = [
      ['fn', () => listing.map(null as never)],
      ['test', () => listing.filter('stale' as never)],
      ['count', () => listing.take(-1)],
      ['count', () => listing.take(1.5)],
      ['concurrency', () => listing.map((i) => i, { concurrency: 0 })],
      ['concurrency', () => listing.map((i) => i, { concurrency: Number.NaN })],
      ['options', () => listing.map((i) => i, 4 as never)],
    ];
    for (const [parameter, call] of calls) {
      expect(call).toThrow(ValidationError);
      try {
        call();
      } catch (error) {
        expect((error as ValidationError).parameter).toBe(parameter);
      }
    }
    await rejection(listing.forEach(undefined as never), ValidationError);
    expect(server.requests).toHaveLength(0);
  });
});
