import { createServer, type IncomingMessage, type Server } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { createSession } from '../../src/core/session.js';
import { UnprocessableResponseBody } from '../../src/errors/index.js';
import { createIssue } from '../../src/issues/create-issue.js';
import { getIssue } from '../../src/issues/get-issue.js';
import { getRepository } from '../../src/repos/get-repository.js';
import { asDict } from '../../src/models/library/objects.js';
import { Issue, Label } from '../../src/models/documented.js';
import { fixture } from '../../src/testing/fixtures.js';
import { useRecording } from '../../src/testing/nock.js';
import { createRecorder, RECORDED_RESPONSE_HEADERS } from '../../src/testing/recorder.js';
import { readRecording } from '../../src/testing/recordings.js';
import { ROOT } from '../support/packed.js';

// The testing kit as its users run it: record against a server, replay in-process, build parsed data.
const SECRET = 'recorder-spec-secret-4711';

/** A stand-in for the service on loopback: it echoes what it was sent, credentials included, as a careless service might. */
async function echoServer(): Promise<{ url: string; server: Server }> {
  const server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const issue = url.pathname.endsWith('/issues');
      response.writeHead(issue ? 201 : 200, {
        'content-type': 'application/json; charset=utf-8',
        etag: '"abc123"',
        'x-ratelimit-remaining': '4999',
        'x-github-request-id': 'CAFE:1234',
        'set-cookie': `session=${SECRET}`,
      });
      const echo = { authorization: request.headers.authorization ?? null, sent: body ? (JSON.parse(body) as unknown) : null };
      response.end(JSON.stringify(issue ? { id: 1, number: 1347, title: 'Found a bug', url: 'https://api.github.com/repos/octocat/Hello-World/issues/1347', echo } : { id: 1296269, full_name: 'octocat/Hello-World', echo }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

describe('createRecorder', () => {
  let folder: string | undefined;
  afterEach(() => folder && rmSync(folder, { recursive: true, force: true }));

  it('records each request and answer into a recording file with its provenance, the secrets scrubbed', async () => {
    const { url, server } = await echoServer();
    const recorder = createRecorder({ secrets: [SECRET] });
    const session = createSession({ baseUrl: url, token: SECRET, fetch: recorder.fetch, retry: false });
    try {
      // The caller gets the answer as the service gave it: recording changes nothing on the way.
      const repo = await getRepository(session, 'octocat/Hello-World');
      expect(repo.full_name).toBe('octocat/Hello-World');
      expect((asDict(repo).echo as { authorization: string }).authorization).toContain(SECRET);
      await createIssue(session, 'octocat/Hello-World', 'Found a bug', { body: `token ${SECRET} pasted by mistake` });
    } finally {
      await close(server);
    }

    expect(recorder.interactions).toHaveLength(2);
    const [get, post] = recorder.interactions;
    expect(get).toMatchObject({ scope: url, method: 'GET', path: '/repos/octocat/Hello-World', status: 200 });
    expect(post).toMatchObject({ scope: url, method: 'POST', path: '/repos/octocat/Hello-World/issues', status: 201, body: { title: 'Found a bug', body: expect.stringMatching(/<ACCESS_TOKEN> pasted by mistake$/) } });
    // Only the response headers a client reads are kept; request headers are not kept at all.
    expect(get?.rawHeaders).toEqual({ 'content-type': 'application/json; charset=utf-8', etag: '"abc123"', 'x-ratelimit-remaining': '4999' });
    expect(Object.keys(get?.rawHeaders ?? {}).every((name) => RECORDED_RESPONSE_HEADERS.includes(name))).toBe(true);
    expect(get).not.toHaveProperty('reqheaders');
    expect((get?.response as { echo: { authorization: string } }).echo.authorization).toMatch(/<ACCESS_TOKEN>$/);

    const recording = recorder.recording();
    expect(recording.provenance).toMatchObject({ kind: 'live', note: 'credentials scrubbed' });
    expect(recording.provenance.source).toContain(url);
    expect(Date.parse(recording.provenance.recordedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(recorder.recording('after the fix').provenance.note).toBe('after the fix');

    folder = mkdtempSync(join(tmpdir(), 'hubops-recorder-'));
    const file = join(folder, 'hello.json');
    writeFileSync(file, JSON.stringify(recording, null, 2));
    expect(JSON.stringify(readRecording(file))).not.toContain(SECRET);
    expect(readRecording(file)).toEqual(recording);
  });

  it('keeps what it recorded when the caller changes the recording it was given', async () => {
    const { url, server } = await echoServer();
    const recorder = createRecorder({ secrets: [SECRET] });
    try {
      await getRepository(createSession({ baseUrl: url, fetch: recorder.fetch }), 'octocat/Hello-World');
    } finally {
      await close(server);
    }
    const first = recorder.recording();
    first.interactions[0]!.status = 500;
    expect(recorder.recording().interactions[0]?.status).toBe(200);
  });
});

describe('useRecording', () => {
  const recordingFile = join(ROOT, 'recordings/openapi/repos.get.json');

  it('answers the operation with the recorded interaction, in-process', async () => {
    const served = useRecording(nock, readRecording(recordingFile));
    expect(served.pending()).toEqual(['GET https://api.github.com:443/repos/octocat/Hello-World']);
    const repo = await getRepository(createSession({ retry: false }), 'octocat/Hello-World');
    expect(repo.id).toBe(1296269);
    expect(repo.full_name).toBe('octocat/Hello-World');
    expect(repo.created_at).toEqual(new Date('2011-01-26T19:01:12Z'));
    expect(served.pending()).toEqual([]);
    served.done();
  });

  it('says which interactions were not requested, under the name given', () => {
    const served = useRecording(nock, readRecording(recordingFile).interactions, 'repos.get');
    expect(() => served.done()).toThrow('repos.get: interactions not used: GET https://api.github.com:443/repos/octocat/Hello-World');
  });

  it('answers each interaction once', async () => {
    useRecording(nock, readRecording(recordingFile));
    const session = createSession({ retry: false });
    await getRepository(session, 'octocat/Hello-World');
    await expect(getRepository(session, 'octocat/Hello-World')).rejects.toThrow();
  });

  it('replays what createRecorder recorded', async () => {
    const { url, server } = await echoServer();
    const recorder = createRecorder({ secrets: [SECRET] });
    await getRepository(createSession({ baseUrl: url, token: SECRET, fetch: recorder.fetch }), 'octocat/Hello-World');
    await close(server);
    // The server is gone: the answer can only come from the recording.
    const served = useRecording(nock, recorder.recording());
    const repo = await getRepository(createSession({ baseUrl: url, retry: false }), 'octocat/Hello-World');
    expect(repo.id).toBe(1296269);
    served.done();
  });
});

describe('fixture', () => {
  it('builds parsed data over the documented sample: the fields given, the sample for the rest', () => {
    const issue = fixture(Issue, { number: 7, title: 'Crash on start', labels: [{ name: 'bug' }] });
    expectTypeOf(issue).toEqualTypeOf<Issue>();
    expect(issue.number).toBe(7);
    expect(issue.title).toBe('Crash on start');
    expect(issue.original_labels?.map((label) => label.name)).toEqual(['bug']);
    // From the documented issue 1347 of octocat/Hello-World.
    expect(issue.user?.login).toBe('octocat');
    expect(issue.created_at).toEqual(new Date('2011-04-22T13:33:48Z'));
    expect(asDict(issue)).toMatchObject({ number: 7, title: 'Crash on start', labels: [{ name: 'bug' }], comments: 0 });
  });

  it('is frozen, deeply, like what an operation returns', () => {
    const issue = fixture(Issue, { number: 7 });
    expect(Object.isFrozen(issue)).toBe(true);
    expect(Object.isFrozen(issue.user)).toBe(true);
    expect(Object.isFrozen(asDict(issue))).toBe(true);
    expect(() => Object.assign(issue, { title: 'changed' })).toThrow(TypeError);
    expect(issue.title).toBe('Found a bug');
  });

  it('is read lazily, like what an operation returns: a bad field fails when it is read, not before', async () => {
    const issue = fixture(Issue, { number: 7, created_at: 'yesterday' });
    expect(issue.number).toBe(7);
    expect(() => issue.created_at).toThrow(UnprocessableResponseBody);

    const wire = { ...(asDict(fixture(Issue)) as Record<string, unknown>), created_at: 'yesterday' };
    nock('https://api.github.com').get('/repos/octocat/Hello-World/issues/1347').reply(200, wire);
    const real = await getIssue(createSession({ retry: false }), { owner: 'octocat', repo: 'Hello-World', number: 1347 });
    expect(real.number).toBe(1347);
    expect(() => real.created_at).toThrow(UnprocessableResponseBody);
    expect(Object.keys(issue)).toEqual(Object.keys(real));
  });

  it('builds a type without a sample from the fields given over its promised members made, the others null', () => {
    const label = fixture(Label, { name: 'bug', color: 'f29513' });
    expect(label.name).toBe('bug');
    expect(label.color).toBe('f29513');
    expect(label.description).toBeNull();
    expect(asDict(label)).toEqual({ id: 1, node_id: 'MDU6TGFiZWwx', url: 'https://api.github.com/url', name: 'bug', color: 'f29513', default: false });
  });
});
