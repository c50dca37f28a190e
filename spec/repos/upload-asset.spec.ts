import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { createSession } from '../../src/core/session.js';
import { uploadBaseUrl } from '../../src/core/request.js';
import { ServerError, TransportError, UnprocessableEntity, ValidationError } from '../../src/errors/index.js';
import { fromDict } from '../../src/models/library/objects.js';
import { uploadReleaseAsset } from '../../src/repos/upload-asset.js';
import { Release } from '../../src/models/releases.js';
import { capturedSession } from '../support/capture.js';
import { documentedResponse, loadRecording } from '../support/recordings.js';
import { rejection } from '../support/rejection.js';

const UPLOADS = 'https://uploads.github.com';
const TOKEN = 'test-token-upload';
const uploaded = () => documentedResponse('openapi/repos.upload-release-asset') as object;
/** A release as the service gives it: the documented example, with its upload template. */
const release = () => fromDict(Release, documentedResponse('openapi/repos.get-release') as Record<string, unknown>);

function streamOf(parts: string[]): ReadableStream<Uint8Array> {
  const chunks = parts.map((p) => new TextEncoder().encode(p));
  return new ReadableStream({ pull: (c) => (chunks.length ? c.enqueue(chunks.shift() as Uint8Array) : c.close()) });
}

const SOURCE_SIZE = 16 * 1024 * 1024;
const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

/** A server that takes the first megabyte of an upload, then drops the connection or answers 500 and closes it. */
async function failingMidway(fault: 'reset' | 'answer'): Promise<string> {
  const server = createServer((request, response) => {
    let received = 0;
    request.on('data', (chunk: Buffer) => {
      received += chunk.byteLength;
      if (received < 1024 * 1024 || response.headersSent) return;
      if (fault === 'answer') response.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"Server Error"}');
      request.socket.destroy();
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A caller's stream (a file, say) that counts what was read of it and says why it was cancelled. */
function countedSource(size: number) {
  let made = 0;
  const source = {
    cancelledWith: undefined as unknown,
    read: () => made,
    stream: new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (made >= size) return controller.close();
          controller.enqueue(new Uint8Array(64 * 1024));
          made += 64 * 1024;
        },
        cancel: (reason) => void (source.cancelledWith = reason),
      },
      { highWaterMark: 0 },
    ),
  };
  return source;
}

describe('uploadReleaseAsset (Release.upload_asset)', () => {
  it('posts the bytes to the release’s upload_url on uploads.github.com, with type, length, name and label', async () => {
    expect(release().upload_url).toBe('https://uploads.github.com/repos/octocat/Hello-World/releases/1/assets{?name,label}');
    let received = '';
    const scope = nock(UPLOADS, { reqheaders: { 'content-type': 'application/zip', 'content-length': '9', authorization: `token ${TOKEN}` } })
      .post('/repos/octocat/Hello-World/releases/1/assets', (body: string) => ((received = body), true))
      .query({ name: 'example.zip', label: 'short description' })
      .reply(201, uploaded());
    const { session } = capturedSession({ token: TOKEN });
    const asset = await uploadReleaseAsset(session, release(), 'application/zip', 'example.zip', new TextEncoder().encode('zip bytes'), { label: 'short description' });
    scope.done();
    expect(received).toBe('zip bytes');
    expect(asset.name).toBe('example.zip');
    expect(asset.state).toBe('uploaded');
    // The documented example is the one the upload's recording holds.
    expect(loadRecording('openapi/repos.upload-release-asset').provenance.kind).toBe('openapi-example');
  });

  it('streams a web stream of the size given', async () => {
    let received = '';
    const scope = nock(UPLOADS, { reqheaders: { 'content-length': '11' } })
      .post('/repos/octocat/Hello-World/releases/1/assets', (body: string) => ((received = body), true))
      .query({ name: 'notes.txt' })
      .reply(201, uploaded());
    const { session } = capturedSession({ token: TOKEN });
    await uploadReleaseAsset(session, release(), 'text/plain', 'notes.txt', streamOf(['hello', ' ', 'world']), { size: 11 });
    scope.done();
    expect(received).toBe('hello world');
  });

  it('reads a file path’s size and streams the file (Node)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hubops-upload-'));
    const file = join(dir, 'dist.tar.gz');
    writeFileSync(file, 'tarball!');
    let received = '';
    const scope = nock(UPLOADS, { reqheaders: { 'content-length': '8', 'content-type': 'application/gzip' } })
      .post('/repos/octocat/Hello-World/releases/1/assets', (body: string) => ((received = body), true))
      .query({ name: 'dist.tar.gz' })
      .reply(201, uploaded());
    const { session } = capturedSession({ token: TOKEN });
    await uploadReleaseAsset(session, { owner: 'octocat', repo: 'Hello-World', id: 1 }, 'application/gzip', 'dist.tar.gz', { path: file });
    scope.done();
    expect(received).toBe('tarball!');
  });

  it('goes to the installation’s /api/uploads for Enterprise Server', async () => {
    const session = createSession({ baseUrl: 'https://ghe.example.com/api/v3', token: TOKEN });
    expect(uploadBaseUrl(session)).toBe('https://ghe.example.com/api/uploads');
    const scope = nock('https://ghe.example.com', { reqheaders: { authorization: `token ${TOKEN}` } })
      .post('/api/uploads/repos/octocat/Hello-World/releases/1/assets')
      .query({ name: 'a.bin' })
      .reply(201, uploaded());
    const ghe = { upload_url: 'https://ghe.example.com/api/uploads/repos/octocat/Hello-World/releases/1/assets{?name,label}' };
    await uploadReleaseAsset(session, ghe, 'application/octet-stream', 'a.bin', new Uint8Array([1, 2, 3]));
    scope.done();
  });

  it.each([
    [422, UnprocessableEntity],
    [502, ServerError],
  ])('a %i answer is a typed error', async (status, type) => {
    nock(UPLOADS).post('/repos/octocat/Hello-World/releases/1/assets').query(true).reply(status, { message: 'refused' });
    const { session } = capturedSession({ token: TOKEN });
    const error = await rejection(uploadReleaseAsset(session, release(), 'application/zip', 'a.zip', new Uint8Array(4)), type);
    expect(error.status).toBe(status);
  });

  it('a connection reset while uploading is a TransportError', async () => {
    nock(UPLOADS).post('/repos/octocat/Hello-World/releases/1/assets').query(true).replyWithError({ code: 'ECONNRESET', message: 'socket hang up' });
    const { session } = capturedSession({ token: TOKEN });
    await rejection(uploadReleaseAsset(session, release(), 'application/zip', 'a.zip', streamOf(['abcd']), { size: 4 }), TransportError);
  });

  it.each([
    ['the connection is reset', TransportError, 'reset'],
    ['the service answers 500', ServerError, 'answer'],
  ] as const)('when %s mid-way, the error is typed and the caller’s stream is cancelled, not read on', async (_, type, fault) => {
    const url = await failingMidway(fault);
    const session = createSession({ baseUrl: url, token: TOKEN, retry: false });
    const source = countedSource(SOURCE_SIZE);
    const error = await rejection(uploadReleaseAsset(session, { owner: 'octocat', repo: 'Hello-World', id: 1 }, 'application/zip', 'a.zip', source.stream, { size: SOURCE_SIZE }), type);
    expect(source.cancelledWith).toBe(error);
    expect(source.read()).toBeLessThan(SOURCE_SIZE);
  });

  it.each([
    ['size', () => [release(), 'application/zip', 'a.zip', streamOf(['x'])]],
    ['size', () => [release(), 'application/zip', 'a.zip', new Uint8Array(3), { size: 4 }]],
    ['contentType', () => [release(), 'zip', 'a.zip', new Uint8Array(1)]],
    ['contentType', () => [release(), 'application/zip\r\nx: y', 'a.zip', new Uint8Array(1)]],
    ['name', () => [release(), 'application/zip', '', new Uint8Array(1)]],
    ['data', () => [release(), 'application/zip', 'a.zip', 'not bytes']],
    ['data', () => [release(), 'application/zip', 'a.zip', { path: '/nonexistent/hubops/file.zip' }]],
    ['labels', () => [release(), 'application/zip', 'a.zip', new Uint8Array(1), { labels: 'x' }]],
    ['release.id', () => [{ owner: 'octocat', repo: 'Hello-World' }, 'application/zip', 'a.zip', new Uint8Array(1)]],
    ['release.upload_url', () => [{ upload_url: 'https://uploads.github.com/repos/o/%2E%2E/releases/1/assets{?name}' }, 'application/zip', 'a.zip', new Uint8Array(1)]],
    ['release.upload_url', () => [{ upload_url: 'https://uploads.github.com/user/keys{?name}' }, 'application/zip', 'a.zip', new Uint8Array(1)]],
  ])('refuses a bad %s before sending', async (parameter, args) => {
    const { session, sent } = capturedSession({ token: TOKEN });
    const upload = uploadReleaseAsset as unknown as (...rest: unknown[]) => Promise<unknown>;
    const error = await rejection(upload(session, ...args()), ValidationError);
    expect(error).toMatchObject({ parameter });
    expect(sent).toHaveLength(0);
  });

  it('refuses an anonymous session before sending', async () => {
    const { session, sent } = capturedSession();
    await expect(uploadReleaseAsset(session, release(), 'application/zip', 'a.zip', new Uint8Array(1))).rejects.toThrow(expect.objectContaining({ parameter: 'session' }));
    expect(sent).toHaveLength(0);
  });
});
