import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../../src/errors/index.js';
import { createRelease, deleteRelease, getLatestRelease, getRelease, getReleaseByTag, listReleaseAssets, listReleases, updateRelease } from '../../src/repos/releases.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { replayPaged } from '../support/paged.js';
import { replay } from '../support/recordings.js';
import { rejection } from '../support/rejection.js';
import { lacks } from '../support/lacks.js';

const authed = () => capturedSession({ token: 'test-token-releases' });
const SANDBOX = { owner: 'api-padawan', repo: 'api-sandbox' };

describe('createRelease (Repository.create_release)', () => {
  it('creates a Release from a tag name (live)', async () => {
    const served = replay('live/releases.create-release');
    const { session, sent } = authed();
    const release = await createRelease(session, SANDBOX, 'test-create-release-tag', { name: 'Test Create Release' });
    expectRequest(sent[0], { method: 'POST', path: '/repos/api-padawan/api-sandbox/releases', body: { tag_name: 'test-create-release-tag', name: 'Test Create Release' } });
    served.done();
    expect(release.id).toBe(214946);
    expect(release.tag_name).toBe('test-create-release-tag');
    expect(release.name).toBe('Test Create Release');
    expect(release.draft).toBe(false);
    expect(release.upload_urlt?.expand({ name: 'a.zip' })).toBe('https://uploads.github.com/repos/api-padawan/api-sandbox/releases/214946/assets?name=a.zip');
    expect(release.published_at?.toISOString()).toBe('2014-03-08T00:50:06.000Z');
  });

  it('sends every option under its wire name (documented example)', async () => {
    const served = replay('openapi/repos.create-release');
    const { session, sent } = authed();
    const release = await createRelease(session, 'octocat/Hello-World', 'v1.0.0', { targetCommitish: 'master', name: 'v1.0.0', body: 'Description of the release', draft: false, prerelease: false, generateReleaseNotes: false });
    expectRequest(sent[0], {
      method: 'POST',
      path: '/repos/octocat/Hello-World/releases',
      body: { tag_name: 'v1.0.0', target_commitish: 'master', name: 'v1.0.0', body: 'Description of the release', draft: false, prerelease: false, generate_release_notes: false },
    });
    served.done();
    expect(release.assets?.[0]?.name).toBe('example.zip');
    expect(release.author?.login).toBe('octocat');
  });

  it.each([
    ['tagName', ['', {}]],
    ['draft', ['v1', { draft: 'yes' }]],
    ['makeLatest', ['v1', { makeLatest: true }]],
    ['target', ['v1', { target: 'main' }]],
  ] as const)('refuses a bad %s before sending', async (name, args) => {
    const { session, sent } = authed();
    const create = createRelease as unknown as (...rest: unknown[]) => Promise<unknown>;
    await expect(create(session, 'octocat/Hello-World', ...args)).rejects.toThrow(expect.objectContaining({ parameter: name }));
    expect(sent).toHaveLength(0);
  });

  it('refuses an anonymous session before sending', async () => {
    const { session, sent } = capturedSession();
    await expect(createRelease(session, 'octocat/Hello-World', 'v1')).rejects.toThrow(expect.objectContaining({ parameter: 'session' }));
    expect(sent).toHaveLength(0);
  });
});

describe('listReleases (Repository.releases)', () => {
  it('yields the Releases, drafts included for those who may push (live)', async () => {
    const served = replayPaged('live/releases.list-releases');
    const { session, sent } = authed();
    const releases = await listReleases(session, 'api-playground/api-sandbox').toArray();
    expectRequest(sent[0], { method: 'GET', path: '/repos/api-playground/api-sandbox/releases', query: { per_page: '100' } });
    served.done();
    expect(releases).toHaveLength(4);
    expect(releases[0]?.draft).toBe(true);
    expect(releases[0]?.published_at).toBeNull();
    expect(lacks(releases[0], 'assets')).toBe(true);
  });
});

describe('getLatestRelease (Repository.latest_release)', () => {
  it('gets the latest published Release (live)', async () => {
    const served = replay('live/releases.latest-release');
    const { session, sent } = capturedSession();
    const release = await getLatestRelease(session, 'octokit/octokit.rb');
    expectRequest(sent[0], { method: 'GET', path: '/repos/octokit/octokit.rb/releases/latest' });
    served.done();
    expect(release.tag_name).toBe('v3.7.1');
    expect(release.prerelease).toBe(false);
    expect(release.draft).toBe(false);
    expect(release.author?.login).toBe('pengwynn');
  });
});

describe('getRelease (Repository.release)', () => {
  it('gets a Release by id (live)', async () => {
    const served = replay('live/releases.release');
    const { session, sent } = capturedSession();
    const release = await getRelease(session, { ...SANDBOX, id: 214950 });
    expectRequest(sent[0], { method: 'GET', path: '/repos/api-padawan/api-sandbox/releases/214950' });
    served.done();
    expect(release.name).toBe('Test Get Release');
    expect(release.tarball_url).toBe('https://api.github.com/repos/api-padawan/api-sandbox/tarball/test-get-release-tag');
  });

  it('reads a parsed release from its url', async () => {
    replay('live/releases.release');
    const { session, sent } = capturedSession();
    await getRelease(session, { url: 'https://api.github.com/repos/api-padawan/api-sandbox/releases/214950' });
    expect(sent[0]?.url.pathname).toBe('/repos/api-padawan/api-sandbox/releases/214950');
  });

  it('a deleted release is a NotFoundError (live)', async () => {
    const served = replay('live/releases.release.404');
    const { session } = capturedSession();
    const error = await rejection(getRelease(session, { ...SANDBOX, id: 214952 }), NotFoundError);
    expect(error.status).toBe(404);
    served.done();
  });

  it.each([
    [{ ...SANDBOX, id: 0 }, 'release.id'],
    [{ ...SANDBOX, id: '7' }, 'release.id'],
    [{ url: 'https://api.github.com/repos/o/%2E%2E/releases/1' }, 'release.url'],
    [{ url: 'https://api.github.com/repos/o/r/releases/latest' }, 'release.url'],
    [{ url: 'https://api.github.com/repos/o/r/issues/1' }, 'release'],
  ])('refuses %j before sending', async (ref, parameter) => {
    const { session, sent } = capturedSession();
    await expect(getRelease(session, ref as never)).rejects.toThrow(expect.objectContaining({ parameter }));
    expect(sent).toHaveLength(0);
  });
});

describe('getReleaseByTag (Repository.release_from_tag)', () => {
  it('gets the Release of a tag (live)', async () => {
    const served = replay('live/releases.release-for-tag');
    const { session, sent } = capturedSession();
    const release = await getReleaseByTag(session, 'octokit/octokit.rb', 'v3.7.0');
    expectRequest(sent[0], { method: 'GET', path: '/repos/octokit/octokit.rb/releases/tags/v3.7.0' });
    served.done();
    expect(release.id).toBe(753533);
    expect(release.tag_name).toBe('v3.7.0');
  });

  it.each(['..', '', '%2e%2E'])('refuses the tag %j before sending', async (tag) => {
    const { session, sent } = capturedSession();
    await expect(getReleaseByTag(session, 'octokit/octokit.rb', tag)).rejects.toThrow(expect.objectContaining({ parameter: 'tag' }));
    expect(sent).toHaveLength(0);
  });
});

describe('updateRelease (Release.edit)', () => {
  it('sends only the changes given (live)', async () => {
    const served = replay('live/releases.update-release');
    const { session, sent } = authed();
    const release = await updateRelease(session, { ...SANDBOX, id: 214951 }, { name: 'An updated release' });
    expectRequest(sent[0], { method: 'PATCH', path: '/repos/api-padawan/api-sandbox/releases/214951', body: { name: 'An updated release' } });
    served.done();
    expect(release.name).toBe('An updated release');
  });

  it('renames the tag and the rest under their wire names (documented example)', async () => {
    const served = replay('openapi/repos.update-release');
    const { session, sent } = authed();
    await updateRelease(session, { owner: 'octocat', repo: 'Hello-World', id: 1 }, { tagName: 'v1.0.0', targetCommitish: 'master', name: 'v1.0.0', body: 'Description of the release', draft: false, prerelease: false });
    expectRequest(sent[0], {
      method: 'PATCH',
      path: '/repos/octocat/Hello-World/releases/1',
      body: { tag_name: 'v1.0.0', target_commitish: 'master', name: 'v1.0.0', body: 'Description of the release', draft: false, prerelease: false },
    });
    served.done();
  });
});

describe('deleteRelease (Release.delete)', () => {
  it('is true on 204 (live)', async () => {
    const served = replay('live/releases.delete-release');
    const { session, sent } = authed();
    expect(await deleteRelease(session, { ...SANDBOX, id: 214952 })).toBe(true);
    expectRequest(sent[0], { method: 'DELETE', path: '/repos/api-padawan/api-sandbox/releases/214952' });
    served.done();
  });

  it('is false on 404', async () => {
    nock('https://api.github.com').delete('/repos/octocat/Hello-World/releases/1').reply(404, { message: 'Not Found' });
    const { session } = authed();
    expect(await deleteRelease(session, { owner: 'octocat', repo: 'Hello-World', id: 1 })).toBe(false);
  });

  it('any other failure throws', async () => {
    nock('https://api.github.com').delete('/repos/octocat/Hello-World/releases/1').reply(500, { message: 'boom' });
    const { session } = authed();
    await expect(deleteRelease(session, { owner: 'octocat', repo: 'Hello-World', id: 1 })).rejects.toMatchObject({ status: 500 });
  });
});

describe('listReleaseAssets (Release.assets)', () => {
  it('yields the Assets of a release (documented example)', async () => {
    const served = replay('openapi/repos.list-release-assets');
    const { session, sent } = capturedSession();
    const assets = await listReleaseAssets(session, { url: 'https://api.github.com/repos/octocat/Hello-World/releases/1' }).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/releases/1/assets', query: { per_page: '100' } });
    served.done();
    expect(assets.map((a) => [a.id, a.name, a.label, a.state, a.content_type, a.size, a.download_count])).toEqual([[1, 'example.zip', 'short description', 'uploaded', 'application/zip', 1024, 42]]);
    expect(assets[0]?.uploader?.login).toBe('octocat');
  });
});
