import { Readable } from 'node:stream';
import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { operation, path, dispositionName, download } from '../../src/core/operation.js';
import { repository } from '../../src/core/refs.js';
import { TransportError } from '../../src/errors/index.js';
import { capturedSession } from '../support/capture.js';

const API = 'https://api.github.com';
const fetchTarball = operation({ path: '/repos/{owner}/{repo}/tarball', target: path(repository), result: download });

async function drain(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe('a download result', () => {
  it('hands over the body unread, with the name, type and size its headers give', async () => {
    nock(API)
      .get('/repos/octocat/Hello-World/tarball')
      .reply(200, Buffer.from('tar bytes'), { 'content-type': 'application/x-gzip', 'content-length': '9', 'content-disposition': 'attachment; filename=octocat-Hello-World-7fd1a60.tar.gz' });
    const { session } = capturedSession();
    const got = await fetchTarball(session, 'octocat/Hello-World');
    expect(got.name).toBe('octocat-Hello-World-7fd1a60.tar.gz');
    expect(got.contentType).toBe('application/x-gzip');
    expect(got.size).toBe(9);
    expect((await drain(got.stream)).toString()).toBe('tar bytes');
  });

  it('is not limited by maxResponseBytes, which bounds what the client buffers', async () => {
    nock(API).get('/repos/octocat/Hello-World/tarball').reply(200, Buffer.alloc(4096, 1));
    const { session } = capturedSession({ maxResponseBytes: 1024 });
    const got = await fetchTarball(session, 'octocat/Hello-World');
    expect((await drain(got.stream)).length).toBe(4096);
  });

  it('turns a connection that breaks while the body arrives into a TransportError for the reader', async () => {
    let sent = 0;
    const body = new Readable({
      read() {
        if (sent++ === 0) this.push(Buffer.alloc(1024, 2));
        else this.destroy(new Error('socket hang up'));
      },
    });
    nock(API).get('/repos/octocat/Hello-World/tarball').reply(200, () => body);
    const { session } = capturedSession();
    const got = await fetchTarball(session, 'octocat/Hello-World');
    await expect(drain(got.stream)).rejects.toBeInstanceOf(TransportError);
  });
});

describe('the file name of a Content-Disposition', () => {
  it.each([
    ['attachment; filename=octokit-octokit.rb-v1.0.0-0-g1234.zip', 'octokit-octokit.rb-v1.0.0-0-g1234.zip'],
    ['attachment; filename="a \\"quoted\\" name.tgz"', 'a "quoted" name.tgz'],
    ["attachment; filename*=UTF-8''caf%C3%A9.zip", 'café.zip'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename=..\\..\\boot.ini', 'boot.ini'],
    ['attachment; filename=".."', null],
    ['attachment', null],
    [null, null],
  ])('%s gives %s', (header, name) => {
    expect(dispositionName(header)).toBe(name);
  });
});
