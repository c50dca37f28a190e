import { Readable } from 'node:stream';
import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { createClient } from '../../src/client.js';
import { deleteReleaseAsset, downloadReleaseAsset, getReleaseAsset, updateReleaseAsset } from '../../src/repos/release-assets.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { memoryMeter, readMeasured } from '../support/memory.js';
import { replay } from '../support/recordings.js';

const authed = () => capturedSession({ token: 'test-token-assets' });
const ASSET = { owner: 'octocat', repo: 'Hello-World', id: 1 };

async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

describe('getReleaseAsset (Repository.asset)', () => {
  it('gets an Asset by id (documented example)', async () => {
    const served = replay('openapi/repos.get-release-asset');
    const { session, sent } = capturedSession();
    const asset = await getReleaseAsset(session, ASSET);
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/releases/assets/1' });
    served.done();
    expect(asset.name).toBe('example.zip');
    expect(asset.browser_download_url).toBe('https://github.com/octocat/Hello-World/releases/download/v1.0.0/example.zip');
    expect(asset.created_at?.toISOString()).toBe('2013-02-27T19:35:32.000Z');
  });

  it.each([
    [{ url: 'https://api.github.com/repos/octocat/Hello-World/releases/1' }, 'asset'],
    [{ url: 'https://api.github.com/repos/octocat/../releases/assets/1' }, 'asset.url'],
    [{ ...ASSET, id: -1 }, 'asset.id'],
  ])('refuses %j before sending: a release url is not an asset url', async (ref, parameter) => {
    const { session, sent } = capturedSession();
    await expect(getReleaseAsset(session, ref as never)).rejects.toThrow(expect.objectContaining({ parameter }));
    expect(sent).toHaveLength(0);
  });
});

describe('updateReleaseAsset (Asset.edit)', () => {
  it('relabels an asset (live)', async () => {
    const served = replay('live/releases.update-release-asset');
    const { session, sent } = authed();
    const asset = await updateReleaseAsset(session, { url: 'https://api.github.com/repos/api-playground/api-sandbox/releases/assets/21313' }, { label: 'Updated' });
    expectRequest(sent[0], { method: 'PATCH', path: '/repos/api-playground/api-sandbox/releases/assets/21313', body: { label: 'Updated' } });
    served.done();
    expect(asset.label).toBe('Updated');
    expect(asset.uploader).toBeNull();
  });

  it('renames and relabels (documented example)', async () => {
    const served = replay('openapi/repos.update-release-asset');
    const { session, sent } = authed();
    await updateReleaseAsset(session, ASSET, { name: 'foo-1.0.0-osx.zip', label: 'Mac binary' });
    expectRequest(sent[0], { method: 'PATCH', path: '/repos/octocat/Hello-World/releases/assets/1', body: { name: 'foo-1.0.0-osx.zip', label: 'Mac binary' } });
    served.done();
  });
});

describe('deleteReleaseAsset (Asset.delete)', () => {
  it('is true on 204 (documented example), false on 404', async () => {
    const served = replay('openapi/repos.delete-release-asset');
    const { session, sent } = authed();
    expect(await deleteReleaseAsset(session, ASSET)).toBe(true);
    expectRequest(sent[0], { method: 'DELETE', path: '/repos/octocat/Hello-World/releases/assets/1' });
    served.done();
    nock('https://api.github.com').delete('/repos/octocat/Hello-World/releases/assets/1').reply(404, { message: 'Not Found' });
    expect(await deleteReleaseAsset(session, ASSET)).toBe(false);
  });
});

describe('downloadReleaseAsset (Asset.download)', () => {
  it('follows the redirect to the storage host without credentials and streams the file', async () => {
    const storage = 'https://objects.githubusercontent.com';
    const api = nock('https://api.github.com', { reqheaders: { accept: 'application/octet-stream', authorization: 'token test-token-assets' } })
      .get('/repos/octocat/Hello-World/releases/assets/1')
      .reply(302, '', { location: `${storage}/release-assets/1?sig=abc` });
    let storageHeaders: Record<string, unknown> = {};
    const objects = nock(storage)
      .get('/release-assets/1')
      .query({ sig: 'abc' })
      .reply(function reply() {
        storageHeaders = { ...this.req.headers };
        return [200, 'zip bytes', { 'content-type': 'application/octet-stream', 'content-length': '9', 'content-disposition': 'attachment; filename=example.zip' }];
      });
    const { session, sent } = authed();
    const file = await downloadReleaseAsset(session, ASSET);
    expect(await text(file.stream)).toBe('zip bytes');
    expect(file.name).toBe('example.zip');
    expect(file.size).toBe(9);
    api.done();
    objects.done();
    expect(sent.map((r) => r.url.origin)).toEqual(['https://api.github.com', storage]);
    expect(sent[1]?.headers.authorization).toBeUndefined();
    expect(storageHeaders.authorization).toBeUndefined();
    expect(sent[0]?.headers.accept).toBe('application/octet-stream');
  });

  it('streams a 16 MB asset from the storage host without holding it: memory grows far less than its size', async () => {
    const size = 16 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, 7);
    const storage = 'https://objects.githubusercontent.com';
    nock('https://api.github.com').get('/repos/octocat/Hello-World/releases/assets/1').reply(302, '', { location: `${storage}/release-assets/1?sig=abc` });
    nock(storage)
      .get('/release-assets/1')
      .query({ sig: 'abc' })
      .reply(200, () => Readable.from((function* () { for (let sent = 0; sent < size; sent += chunk.length) yield chunk; })()), { 'content-type': 'application/octet-stream', 'content-length': String(size) });
    const { session, sent } = authed();
    const meter = memoryMeter();
    const file = await createClient(session).Asset.download(ASSET);
    expect(file.size).toBe(size);
    expect(await readMeasured(file.stream, meter)).toBe(size);
    expect(sent.map((r) => r.url.origin)).toEqual(['https://api.github.com', storage]);
    // Held whole, the asset alone would add 16 MB.
    expect(meter.peak).toBeLessThan(size / 4);
  });
});
