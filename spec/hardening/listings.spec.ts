import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../../src/client.js';
import { EndlessListing, LinkRefused } from '../../src/errors/index.js';
import { closeLoopbacks, json, loopback, rejection, TOKEN } from './loopback.js';

afterEach(closeLoopbacks);

const issue = (n: number) => ({ id: n, number: n, title: `issue ${n}`, state: 'open', url: `https://api.github.com/repos/o/r/issues/${n}` });

/** The page number a request asked for (1 when none). */
const pageOf = (url: string) => Number(new URL(url, 'http://x').searchParams.get('page') ?? '1');

async function titles(gh: ReturnType<typeof createClient>): Promise<string[]> {
  const seen: string[] = [];
  for await (const i of gh.issuesOn('o', 'r')) seen.push(i.title ?? '');
  return seen;
}

describe('a listing that would never end is stopped with a typed error', () => {
  it('a cyclic Link (page 2 → page 1) → EndlessListing', async () => {
    const server = await loopback((request, response) => {
      const page = pageOf(request.url);
      const next = page === 1 ? 2 : 1;
      json(response, 200, [issue(page)], { link: `<${'/repos/o/r/issues'}?per_page=100&page=${next}>; rel="next"` });
    });
    const gh = createClient({ baseUrl: server.url, token: TOKEN });
    const error = await rejection(titles(gh), EndlessListing);
    expect(error.pages).toBeLessThanOrEqual(3);
    expect(server.requests.length).toBeLessThanOrEqual(3);
  });

  it('a page that links to itself → EndlessListing after one page', async () => {
    const server = await loopback((request, response) => json(response, 200, [issue(1)], { link: `<${request.url}>; rel="next"` }));
    const gh = createClient({ baseUrl: server.url, token: TOKEN });
    await rejection(titles(gh), EndlessListing);
    expect(server.requests).toHaveLength(1);
  });

  it('endless empty pages → EndlessListing after 3', async () => {
    const server = await loopback((request, response) => json(response, 200, [], { link: `<${server.url}/repos/o/r/issues?page=${pageOf(request.url) + 1}>; rel="next"` }));
    const gh = createClient({ baseUrl: server.url, token: TOKEN });
    await rejection(titles(gh), EndlessListing);
    expect(server.requests).toHaveLength(3);
  });

  it('the same page with its query in another order is the same page', async () => {
    const server = await loopback((request, response) => {
      const page = pageOf(request.url);
      json(response, 200, [issue(page)], { link: `<${server.url}/repos/o/r/issues?page=${page === 1 ? 2 : 1}&per_page=100>; rel="next"` });
    });
    const gh = createClient({ baseUrl: server.url, token: TOKEN });
    await rejection(titles(gh), EndlessListing);
    expect(server.requests.length).toBeLessThanOrEqual(3);
  });
});

describe('Link is read relative to the page’s URL; only http(s) on the session’s origin is followed', () => {
  it('a relative link (<page2>) is resolved against the response URL', async () => {
    const server = await loopback((request, response) => {
      if (request.url.startsWith('/repos/o/r/page2')) return json(response, 200, [issue(2)]);
      json(response, 200, [issue(1)], { link: '<page2>; rel="next"' });
    });
    const gh = createClient({ baseUrl: server.url, token: TOKEN });
    expect(await titles(gh)).toEqual(['issue 1', 'issue 2']);
    expect(server.requests.map((r) => r.url)).toEqual(['/repos/o/r/issues?per_page=100', '/repos/o/r/page2']);
  });

  it.each(['javascript:alert(1)', 'file:///etc/passwd', 'http://[not-a-host', 'ftp://127.0.0.1/issues'])('<%s> → LinkRefused, not a TypeError', async (link) => {
    const server = await loopback((_, response) => json(response, 200, [issue(1)], { link: `<${link}>; rel="next"` }));
    const gh = createClient({ baseUrl: server.url, token: TOKEN });
    const error = await rejection(titles(gh), LinkRefused);
    expect(error.method).toBe('GET');
    expect(server.requests).toHaveLength(1);
  });

  it('a link to another origin → LinkRefused, nothing sent there', async () => {
    const other = await loopback((_, response) => json(response, 200, [issue(9)]));
    const server = await loopback((_, response) => json(response, 200, [issue(1)], { link: `<${other.url}/repos/o/r/issues?page=2>; rel="next"` }));
    const gh = createClient({ baseUrl: server.url, token: TOKEN });
    const error = await rejection(titles(gh), LinkRefused);
    expect(error.link).toBe(`${other.url}/repos/o/r/issues?page=2`);
    expect(other.requests).toHaveLength(0);
  });

  it('under an /api/v3 base, a link on the same host that leaves the base → LinkRefused, nothing sent there', async () => {
    const server = await loopback((request, response) => json(response, 200, [issue(1)], { link: `<${'/api/repos/o/r/issues'}?page=2>; rel="next"` }));
    const gh = createClient({ baseUrl: `${server.url}/api/v3`, token: TOKEN });
    const error = await rejection(titles(gh), LinkRefused);
    expect(error.message).toMatch(/leaves the session’s base URL/);
    expect(server.requests.map((r) => r.url.split('?')[0])).toEqual(['/api/v3/repos/o/r/issues']);
  });

  it('an ordinary listing over several pages still reads them all', async () => {
    const server = await loopback((request, response) => {
      const page = pageOf(request.url);
      json(response, 200, [issue(page)], page < 3 ? { link: `<${server.url}/repos/o/r/issues?per_page=100&page=${page + 1}>; rel="next"` } : {});
    });
    const gh = createClient({ baseUrl: server.url, token: TOKEN });
    expect(await titles(gh)).toEqual(['issue 1', 'issue 2', 'issue 3']);
  });
});
