import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../src/client.js';
import { NotFoundError } from '../../src/errors/not-found-error.js';
import { startReplayServer, type ReplayServer } from '../../src/testing/replay-server.js';
import { capturingFetch } from '../support/capture.js';
import { loadRecording } from '../support/recordings.js';

const PAGED = 'scenarios/issues-list-paged';
const NAMES = ['openapi/repos.get', 'openapi/markdown.render', PAGED];

describe('replay server', () => {
  let server: ReplayServer;

  beforeAll(async () => {
    server = await startReplayServer({ recordings: NAMES.map(loadRecording) });
  });

  afterAll(async () => {
    await server.close();
  });

  it('listens on loopback and serves a repository the client parses', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const gh = createClient({ baseUrl: server.url });
    const repo = await gh.repository('octocat', 'Hello-World');
    expect(repo.full_name).toBe('octocat/Hello-World');
    expect(repo.id).toBe(1296269);
    expect(repo.created_at).toEqual(new Date('2011-01-26T19:01:12Z'));
    // The recorded scope is rewritten in bodies, so links lead back to the server.
    expect(repo.url).toBe(`${server.url}/repos/octocat/Hello-World`);
  });

  it('lists every page through the rewritten Link headers, and again on request', async () => {
    const { fetch, sent } = capturingFetch();
    const gh = createClient({ baseUrl: server.url, fetch });
    const pages: number[] = [];
    const listing = gh.issuesOn('octocat', 'Hello-World', { state: 'all', onPage: ({ page }) => pages.push(page) });
    const issues = await listing.toArray();
    const recorded = loadRecording(PAGED).interactions.flatMap((i) => i.response as unknown[]);
    expect(issues).toHaveLength(recorded.length);
    expect(pages).toEqual([1, 2, 3]);
    expect(sent.map((r) => r.url.origin)).toEqual(Array(3).fill(server.url));
    expect(sent.map((r) => r.url.pathname)).toEqual(['/repos/octocat/Hello-World/issues', '/repositories/1296269/issues', '/repositories/1296269/issues']);
    expect(await listing.toArray()).toHaveLength(recorded.length);
  });

  it('answers a request with no recording with a 404 naming it, and keeps no credentials', async () => {
    const gh = createClient({ baseUrl: server.url, token: 'ghp_secret' });
    const failure = gh.repository('octocat', 'no-such-repo');
    await expect(failure).rejects.toBeInstanceOf(NotFoundError);
    await expect(failure).rejects.toThrow('No recording for GET /repos/octocat/no-such-repo');
    expect(server.requests.at(-1)).toMatchObject({ method: 'GET', path: '/repos/octocat/no-such-repo', status: 404, interaction: null });
    expect(JSON.stringify(server.requests)).not.toContain('ghp_secret');
  });

  it('matches the query in any order and the body by value', async () => {
    const reordered = await fetch(`${server.url}/repos/octocat/Hello-World/issues?state=all&per_page=100`);
    expect(reordered.status).toBe(200);
    const gh = createClient({ baseUrl: server.url });
    expect(await gh.markdown('Hello **world**')).toBe('<p>Hello <strong>world</strong></p>');
    await expect(gh.markdown('Something else')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('answers a recorded ETag sent back with 304', async () => {
    const first = loadRecording(PAGED).interactions[0];
    const etag = first?.rawHeaders?.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const gh = createClient({ baseUrl: server.url });
    const unchanged = gh.issuesOn('octocat', 'Hello-World', { state: 'all', etag });
    expect(await unchanged.toArray()).toEqual([]);
    expect(unchanged.lastStatus).toBe(304);
    expect(server.requests.at(-1)).toMatchObject({ status: 304 });
  });

  it('lets a conditional cache answer a repeated listing with 304s', async () => {
    const gh = createClient({ baseUrl: server.url, cache: true });
    const before = server.requests.length;
    const once = await gh.issuesOn('octocat', 'Hello-World', { state: 'all' }).toArray();
    const again = await gh.issuesOn('octocat', 'Hello-World', { state: 'all' }).toArray();
    expect(again.map((issue) => issue.id)).toEqual(once.map((issue) => issue.id));
    expect(server.requests.slice(before).map((r) => r.status)).toEqual([200, 200, 200, 304, 304, 304]);
  });
});

describe('replay server over a folder', () => {
  it('loads the repository recordings by default and closes cleanly', async () => {
    const server = await startReplayServer();
    try {
      const gh = createClient({ baseUrl: server.url });
      expect((await gh.zen()).length).toBeGreaterThan(0);
      expect(server.requests).toHaveLength(1);
    } finally {
      await server.close();
    }
  });
});
