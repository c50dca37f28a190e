import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/errors/index.js';
import { createBlob, getBlob } from '../../src/git/blobs.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { replay } from '../support/recordings.js';
import { rejection } from '../support/rejection.js';

const sha = '94616fa57520ac8147522c7cf9f03d555595c5ea';

describe('getBlob (blob)', () => {
  it('GETs the blob and decodes its content (real traffic)', async () => {
    const served = replay('live/git.blob');
    const { session, sent } = capturedSession();
    const blob = await getBlob(session, { owner: 'sferik', repo: 'rails_admin', sha });
    expectRequest(sent[0], { method: 'GET', path: `/repos/sferik/rails_admin/git/blobs/${sha}` });
    served.done();
    expect([blob.sha, blob.size, blob.encoding]).toEqual([sha, 25325, 'base64']);
    expect(blob.decoded?.byteLength).toBe(25325);
    expect(blob.text?.startsWith('RailsAdmin\n==========\nRailsAdmin is a Rails engine')).toBe(true);
  });

  it('takes a parsed blob as its reference (its API url)', async () => {
    const served = replay('openapi/git.get-blob');
    const { session, sent } = capturedSession();
    const first = await getBlob(session, { owner: 'octocat', repo: 'Hello-World', sha: '3a0f86fb8db8eea7ccbb9a95f325ddbedfb25e15' });
    expect(first.text).toBe('Content of the blob');
    served.done();
    const again = replay('openapi/git.get-blob');
    await expect(getBlob(session, { url: 'https://api.github.com/repos/octocat/Hello-World/git/blobs/3a0f86fb8db8eea7ccbb9a95f325ddbedfb25e15' })).resolves.toBeDefined();
    again.done();
    expect(sent.map((r) => r.url.pathname)).toEqual(['/repos/octocat/Hello-World/git/blobs/3a0f86fb8db8eea7ccbb9a95f325ddbedfb25e15', '/repos/octocat/Hello-World/git/blobs/3a0f86fb8db8eea7ccbb9a95f325ddbedfb25e15']);
  });

  it('refuses a sha that is not a full object name, and a hostile url, before sending', async () => {
    const { session, sent } = capturedSession();
    for (const bad of [{ owner: 'o', repo: 'r', sha: 'abc' }, { owner: 'o', repo: 'r', sha: '..' }, { url: 'https://api.github.com/repos/%2E%2E/r/git/blobs/94616fa57520ac8147522c7cf9f03d555595c5ea' }]) {
      await rejection(getBlob(session, bad), ValidationError);
    }
    expect(sent).toHaveLength(0);
  });
});

describe('createBlob (create_blob)', () => {
  it('POSTs the content and encoding and answers the sha (real traffic)', async () => {
    const served = replay('live/git.create-blob');
    const { session, sent } = capturedSession({ token: 'test-token-blobs' });
    const created = await createBlob(session, { owner: 'api-padawan', repo: '<GITHUB_TEST_REPOSITORY>' }, 'content', 'utf-8');
    expectRequest(sent[0], { method: 'POST', path: '/repos/api-padawan/%3CGITHUB_TEST_REPOSITORY%3E/git/blobs', body: { content: 'content', encoding: 'utf-8' } });
    served.done();
    expect(created).toBe('6b584e8ece562ebffc15d38808cd6b98fc3d97ea');
  });

  it('answers the documented example’s sha', async () => {
    const served = replay('openapi/git.create-blob');
    const { session } = capturedSession({ token: 'test-token-blobs' });
    expect(await createBlob(session, 'octocat/Hello-World', 'Content of the blob', 'utf-8')).toBe('3a0f86fb8db8eea7ccbb9a95f325ddbedfb25e15');
    served.done();
  });

  it('refuses an empty encoding and base64 content that is not base64, before sending', async () => {
    const { session, sent } = capturedSession({ token: 'test-token-blobs' });
    // GitHub's description leaves the encoding free text (it names utf-8 and base64): an empty one is still no encoding.
    expect((await rejection(createBlob(session, 'o/r', 'x', ''), ValidationError)).parameter).toBe('encoding');
    expect((await rejection(createBlob(session, 'o/r', 'not base64!', 'base64'), ValidationError)).parameter).toBe('content');
    expect(sent).toHaveLength(0);
  });
});
