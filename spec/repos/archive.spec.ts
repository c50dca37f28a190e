import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import nock from 'nock';
import { afterAll, describe, expect, it } from 'vitest';
import { RedirectRefused, ValidationError } from '../../src/errors/index.js';
import { downloadArchive, saveArchive } from '../../src/repos/archive.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { memoryMeter, readMeasured } from '../support/memory.js';
import { replay } from '../support/recordings.js';
import { rejection } from '../support/rejection.js';

const api = 'https://api.github.com';
const codeload = 'https://codeload.github.com';
const dir = mkdtempSync(join(tmpdir(), 'hubops-archive-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** GitHub's answer: a redirect to codeload, which serves the archive under a Content-Disposition name. */
function serveArchive(format: 'tarball' | 'zipball', route: string, body: () => Readable | string, extension = 'tar.gz'): void {
  nock(api).get(route).reply(302, '', { location: `${codeload}/octocat/Hello-World/legacy.${extension}/refs/heads/main` });
  nock(codeload)
    .get(`/octocat/Hello-World/legacy.${extension}/refs/heads/main`)
    .reply(200, body, { 'content-type': format === 'tarball' ? 'application/x-gzip' : 'application/zip', 'content-disposition': `attachment; filename=octocat-Hello-World-7fd1a60.${extension}` });
}

describe('downloadArchive (archive)', () => {
  it('follows the redirect to codeload without credentials and hands over the body as a stream', async () => {
    serveArchive('tarball', '/repos/octocat/Hello-World/tarball/main', () => 'tar bytes');
    const { session, sent } = capturedSession({ token: 'test-token-archive' });
    const archive = await downloadArchive(session, 'octocat/Hello-World', 'tarball', { ref: 'main' });
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/tarball/main' });
    expect(sent[0]?.headers.authorization).toBe('token test-token-archive');
    expect(sent[1]?.url.origin).toBe(codeload);
    expect(sent[1]?.headers.authorization).toBeUndefined();
    expect([archive.name, archive.contentType]).toEqual(['octocat-Hello-World-7fd1a60.tar.gz', 'application/x-gzip']);
    expect(await new Response(archive.stream).text()).toBe('tar bytes');
  });

  it('without a ref asks for the default branch’s archive (the route without one), and keeps slashes of a ref', async () => {
    serveArchive('zipball', '/repos/octocat/Hello-World/zipball', () => 'zip', 'zip');
    serveArchive('zipball', '/repos/octocat/Hello-World/zipball/feature/x', () => 'zip', 'zip');
    const { session, sent } = capturedSession();
    await (await downloadArchive(session, 'octocat/Hello-World', 'zipball')).stream.cancel();
    await (await downloadArchive(session, 'octocat/Hello-World', 'zipball', { ref: 'feature/x' })).stream.cancel();
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/zipball', undocumented: 'the archive of the default branch: the route without a ref, which the description does not list' });
    expect(sent[2]?.url.pathname).toBe('/repos/octocat/Hello-World/zipball/feature/x');
  });

  it('a 302 without a Location (the documented example) is a RedirectRefused', async () => {
    const served = replay('openapi/repos.download-tarball-archive.302');
    const { session } = capturedSession();
    await rejection(downloadArchive(session, 'octocat/Hello-World', 'tarball', { ref: 'main' }), RedirectRefused);
    served.done();
  });

  it('refuses another format and a dot-segment ref before sending', async () => {
    const { session, sent } = capturedSession();
    expect((await rejection(downloadArchive(session, 'o/r', 'tar' as never), ValidationError)).parameter).toBe('format');
    expect((await rejection(downloadArchive(session, 'o/r', 'tarball', { ref: '../x' }), ValidationError)).parameter).toBe('ref');
    expect((await rejection(saveArchive(session, 'o/r', 'rar' as never), ValidationError)).parameter).toBe('format');
    expect((await rejection(saveArchive(session, 'o/r', 'zipball', { path: '' }), ValidationError)).parameter).toBe('path');
    expect(sent).toHaveLength(0);
  });

  it('streams a 10 MB archive without holding it: memory grows far less than its size', async () => {
    const size = 10 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, 7);
    serveArchive('tarball', '/repos/octocat/Hello-World/tarball/main', () => Readable.from((function* () { for (let sent = 0; sent < size; sent += chunk.length) yield chunk; })()));
    const { session } = capturedSession();
    const meter = memoryMeter();
    const archive = await downloadArchive(session, 'octocat/Hello-World', 'tarball', { ref: 'main' });
    expect(await readMeasured(archive.stream, meter)).toBe(size);
    // Held whole, the archive alone would add 10 MB.
    expect(meter.peak).toBeLessThan(size / 4);
  });
});

describe('saveArchive', () => {
  it('writes into a directory under the name the answer gives, and answers the path', async () => {
    serveArchive('tarball', '/repos/octocat/Hello-World/tarball/main', () => 'tar bytes');
    const { session } = capturedSession();
    const written = await saveArchive(session, 'octocat/Hello-World', 'tarball', { ref: 'main', path: dir });
    expect(written).toBe(join(dir, 'octocat-Hello-World-7fd1a60.tar.gz'));
    expect(readFileSync(written, 'utf8')).toBe('tar bytes');
  });

  it('writes to a file path given', async () => {
    serveArchive('zipball', '/repos/octocat/Hello-World/zipball/main', () => 'zip bytes', 'zip');
    const { session } = capturedSession();
    const target = join(dir, 'mine.zip');
    expect(await saveArchive(session, 'octocat/Hello-World', 'zipball', { ref: 'main', path: target })).toBe(target);
    expect(statSync(target).size).toBe(9);
  });
});
