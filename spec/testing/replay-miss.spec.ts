import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../src/client.js';
import { NotFoundError } from '../../src/errors/not-found-error.js';
import { startReplayServer, type ReplayServer } from '../../src/testing/replay-server.js';
import { loadRecording } from '../support/recordings.js';

/*
 * A request no recorded interaction answers gets a 404 whose message names the closest recorded
 * interaction, the recording it is in, and the first thing that differs: the path, the method,
 * which query parameter, which body member, which header, with the recorded and sent values.
 */
const NAMES = ['openapi/issues.create', 'scenarios/issues-list-paged', 'scenarios/pull-diff', 'openapi/repos.get'];

describe('a replay miss says what differed', () => {
  let dir: string;
  let server: ReplayServer;
  const lines: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hubops-replay-miss-'));
    for (const name of NAMES) {
      mkdirSync(join(dir, name, '..'), { recursive: true });
      writeFileSync(join(dir, `${name}.json`), JSON.stringify(loadRecording(name)));
    }
    server = await startReplayServer({ recordings: dir, log: (line) => lines.push(line) });
  });

  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const send = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const answer = await fetch(`${server.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: answer.status, message: ((await answer.json()) as { message: string }).message };
  };

  it('never quotes a credential it was sent: a token in a body member, or in a header', async () => {
    const token = 'gho_secretvalue0123456789abcdef';
    const { message } = await send('POST', '/repos/octocat/Hello-World/issues', { title: 'Found a bug', access_token: token }, { authorization: `token ${token}`, 'x-github-otp': '739104' });
    expect(message).toContain('No recording for POST /repos/octocat/Hello-World/issues');
    expect(`${message} ${server.requests.at(-1)?.miss} ${lines.at(-1)}`).not.toMatch(/gho_secretvalue|739104/);
  });

  it('names the body member that differs, with both values, and the recording by its name', async () => {
    const recorded = loadRecording('openapi/issues.create').interactions[0]?.body as Record<string, unknown>;
    const { status, message } = await send('POST', '/repos/octocat/Hello-World/issues', { ...recorded, title: 'Other' });
    expect(status).toBe(404);
    expect(message).toBe(
      'No recording for POST /repos/octocat/Hello-World/issues: the closest, POST /repos/octocat/Hello-World/issues in openapi/issues.create, differs in body member "title" (recorded "Found a bug", sent "Other")',
    );
    expect(server.requests.at(-1)).toMatchObject({ method: 'POST', status: 404, interaction: null, miss: message });
    expect(lines.at(-1)).toBe(`POST /repos/octocat/Hello-World/issues → 404 (no recording${message.slice(message.indexOf(':'))})`);
  });

  it('names a body member left out or added', async () => {
    const { title, ...rest } = loadRecording('openapi/issues.create').interactions[0]?.body as Record<string, unknown>;
    expect((await send('POST', '/repos/octocat/Hello-World/issues', rest)).message).toContain(`differs in body member "title" (recorded ${JSON.stringify(title)}, not sent)`);
    const more = { title, ...rest, state: 'open' };
    expect((await send('POST', '/repos/octocat/Hello-World/issues', more)).message).toContain('differs in body member "state" (not recorded, sent "open")');
  });

  it('says so through the client: the NotFoundError carries the difference', async () => {
    const gh = createClient({ baseUrl: server.url, token: 'ghp_stand_in', retry: false });
    const failure = gh.Repository.createIssue({ owner: 'octocat', repo: 'Hello-World' }, 'Other');
    await expect(failure).rejects.toBeInstanceOf(NotFoundError);
    await expect(failure).rejects.toThrow('in openapi/issues.create, differs in body member "title" (recorded "Found a bug", sent "Other")');
  });

  it('names the query parameter that differs, or that one side lacks', async () => {
    const other = await send('GET', '/repos/octocat/Hello-World/issues?state=open&per_page=100');
    expect(other.message).toContain('the closest, GET /repos/octocat/Hello-World/issues?per_page=100&state=all in scenarios/issues-list-paged, differs in query parameter "state" (recorded "all", sent "open")');
    const missing = await send('GET', '/repos/octocat/Hello-World/issues?state=all');
    expect(missing.message).toContain('differs in query parameter "per_page" (recorded "100", not sent)');
  });

  it('names the method when the path is recorded under another', async () => {
    const { message } = await send('DELETE', '/repos/octocat/Hello-World');
    expect(message).toBe('No recording for DELETE /repos/octocat/Hello-World: the closest, GET /repos/octocat/Hello-World in openapi/repos.get, differs in method');
  });

  it('names the recorded path sharing the most leading segments, of the same method first, when no path is recorded', async () => {
    const { message } = await send('GET', '/repos/octocat/Hello-World/pulls/1');
    expect(message).toBe('No recording for GET /repos/octocat/Hello-World/pulls/1: the closest, GET /repos/octocat/Hello-World/pulls/1347 in scenarios/pull-diff, differs in path');
  });

  it('names the request header that differs', async () => {
    const { message } = await send('GET', '/repos/octocat/Hello-World/pulls/1347', undefined, { accept: 'application/vnd.github.patch' });
    expect(message).toContain('in scenarios/pull-diff, differs in header "accept" (recorded "application/vnd.github.diff", sent "application/vnd.github.patch")');
  });

  it('still answers what matches', async () => {
    expect((await fetch(`${server.url}/repos/octocat/Hello-World`)).status).toBe(200);
  });
});

describe('a replay miss, recordings given as a list', () => {
  it('names a recording by its place in the list, and says only the request when nothing is recorded', async () => {
    const server = await startReplayServer({ recordings: [loadRecording('openapi/repos.get')] });
    const empty = await startReplayServer({ recordings: [] });
    try {
      const answer = await fetch(`${server.url}/repos/octocat/Hello-World?per_page=2`);
      expect(((await answer.json()) as { message: string }).message).toBe(
        'No recording for GET /repos/octocat/Hello-World?per_page=2: the closest, GET /repos/octocat/Hello-World in recordings[0], differs in query parameter "per_page" (not recorded, sent "2")',
      );
      const none = await fetch(`${empty.url}/zen`);
      expect(((await none.json()) as { message: string }).message).toBe('No recording for GET /zen');
      expect(empty.requests[0]?.miss).toBe('No recording for GET /zen');
    } finally {
      await Promise.all([server.close(), empty.close()]);
    }
  });

  it('shows a body that is not an object whole', async () => {
    const server = await startReplayServer({ recordings: [loadRecording('openapi/markdown.render-raw')] });
    try {
      const answer = await fetch(`${server.url}/markdown/raw`, { method: 'POST', body: 'Other', headers: { 'content-type': 'text/plain' } });
      expect(((await answer.json()) as { message: string }).message).toMatch(/differs in body \(recorded ".*", sent "Other"\)$/);
    } finally {
      await server.close();
    }
  });
});

describe('a replay miss on a repeated query parameter', () => {
  it('shows every value of it', async () => {
    const recording = { provenance: { kind: 'scenario' as const, source: 'spec' }, interactions: [{ scope: 'https://api.github.com', method: 'GET', path: '/search/labels?q=a&q=b', status: 200, response: {} }] };
    const server = await startReplayServer({ recordings: [recording] });
    try {
      const answer = await fetch(`${server.url}/search/labels?q=b&q=c`);
      expect(((await answer.json()) as { message: string }).message).toContain('differs in query parameter "q" (recorded "a&b", sent "b&c")');
      expect((await fetch(`${server.url}/search/labels?q=b&q=a`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
