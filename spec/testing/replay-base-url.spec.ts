import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createSelfHostedClient } from '../../src/client.js';
import { createSession } from '../../src/core/session.js';
import { getRepository } from '../../src/repos/get-repository.js';
import { startReplayServer, type ReplayServer } from '../../src/testing/replay-server.js';
import type { Recording } from '../../src/testing/recordings.js';
import { loadRecording } from '../support/recordings.js';

/*
 * One replay server answers a client at its root (as api.github.com) and one at `/api/v3` (as an
 * Enterprise Server) from the same recordings, whichever base they were made against: paths are
 * matched below the API base, and recorded API URLs are served under the base the request used.
 */

/** A repository answer recorded against an Enterprise Server whose scope carries the API path. */
const enterprise: Recording = {
  provenance: { kind: 'scenario', source: 'spec/testing/replay-base-url.spec.ts', note: 'openapi/repos.get, its URLs moved to the Enterprise Server stand-in.' },
  interactions: (loadRecording('openapi/repos.get').interactions).map((interaction) => ({
    ...interaction,
    scope: 'https://ghe.example.com/api/v3',
    response: JSON.parse(
      JSON.stringify(interaction.response).replaceAll('https://api.github.com/', 'https://ghe.example.com/api/v3/').replaceAll('https://github.com/', 'https://ghe.example.com/'),
    ) as unknown,
  })),
};

describe('recordings served under another API base', () => {
  let server: ReplayServer;

  beforeAll(async () => {
    server = await startReplayServer({ recordings: [loadRecording('openapi/ghes-3.19/issues.get'), loadRecording('scenarios/issues-list-paged'), enterprise] });
  });

  afterAll(async () => {
    await server.close();
  });

  it('serves an Enterprise Server recording (/api/v3/…) to a self-hosted client, and to a client at the root', async () => {
    const ghe = createSelfHostedClient({ url: server.url });
    const gh = createClient({ baseUrl: server.url });
    for (const client of [ghe, gh]) {
      const issue = await client.issue('octocat', 'Hello-World', 1347);
      expect(issue.number).toBe(1347);
    }
    expect(server.requests.map((r) => [r.path, r.status])).toEqual([
      ['/api/v3/repos/octocat/Hello-World/issues/1347', 200],
      ['/repos/octocat/Hello-World/issues/1347', 200],
    ]);
  });

  it('serves an api.github.com listing to a client at /api/v3, following its Link headers there', async () => {
    const ghe = createSelfHostedClient({ url: server.url });
    const pages: number[] = [];
    const issues = await ghe.issuesOn('octocat', 'Hello-World', { state: 'all', onPage: ({ page }) => pages.push(page) }).toArray();
    const recorded = loadRecording('scenarios/issues-list-paged').interactions.flatMap((i) => i.response as unknown[]);
    expect(issues).toHaveLength(recorded.length);
    expect(pages).toEqual([1, 2, 3]);
    expect(server.requests.slice(-3).map((r) => [new URL(r.path, server.url).pathname, r.status])).toEqual([
      ['/api/v3/repos/octocat/Hello-World/issues', 200],
      ['/api/v3/repositories/1296269/issues', 200],
      ['/api/v3/repositories/1296269/issues', 200],
    ]);
  });

  it('reads a scope with a path as nock does, and moves the recorded API URLs to the base asked for', async () => {
    const atBase = await getRepository(createSession({ baseUrl: `${server.url}/api/v3` }), 'octocat/Hello-World');
    expect(atBase.url).toBe(`${server.url}/api/v3/repos/octocat/Hello-World`);
    expect(atBase.html_url).toBe(`${server.url}/octocat/Hello-World`);
    const atRoot = await getRepository(createSession({ baseUrl: server.url }), 'octocat/Hello-World');
    expect(atRoot.url).toBe(`${server.url}/repos/octocat/Hello-World`);
    expect(atRoot.html_url).toBe(`${server.url}/octocat/Hello-World`);
  });

  it('prefers the interaction recorded under the base asked for', async () => {
    const both = await startReplayServer({ recordings: [loadRecording('openapi/repos.get'), enterprise] });
    try {
      const root = await getRepository(createSession({ baseUrl: both.url }), 'octocat/Hello-World');
      const base = await getRepository(createSession({ baseUrl: `${both.url}/api/v3` }), 'octocat/Hello-World');
      expect(both.requests.map((r) => r.interaction?.scope)).toEqual(['https://api.github.com', 'https://ghe.example.com/api/v3']);
      // The api.github.com answer's own links point at github.com, which is not its scope: left as recorded.
      expect(root.html_url).toBe('https://github.com/octocat/Hello-World');
      expect(base.html_url).toBe(`${both.url}/octocat/Hello-World`);
    } finally {
      await both.close();
    }
  });
});
