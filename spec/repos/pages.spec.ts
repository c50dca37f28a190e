import { describe, expect, it } from 'vitest';
import { getLatestPagesBuild, getPages, listPagesBuilds } from '../../src/repos/pages.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { replayPaged } from '../support/paged.js';
import { replay } from '../support/recordings.js';
import { lacks } from '../support/lacks.js';

const SITE = 'github/developer.github.com';

describe('getPages (Repository.pages)', () => {
  it('gets the PagesInfo of a repository (live)', async () => {
    const served = replay('live/pages.pages');
    const { session, sent } = capturedSession();
    const pages = await getPages(session, SITE);
    expectRequest(sent[0], { method: 'GET', path: '/repos/github/developer.github.com/pages' });
    served.done();
    expect(pages.status).toBe('built');
    expect(pages.cname).toBe('developer.github.com');
    expect(pages.custom_404).toBe(false);
    expect(lacks(pages, 'public')).toBe(true);
  });

  it('reads the documented fields (documented example)', async () => {
    const served = replay('openapi/repos.get-pages');
    const { session } = capturedSession();
    const pages = await getPages(session, 'octocat/Hello-World');
    served.done();
    expect(pages.html_url).toBe('https://developer.github.com');
    expect(pages.source).toEqual({ branch: 'master', path: '/' });
  });
});

describe('listPagesBuilds (Repository.pages_builds)', () => {
  it('yields the PagesBuilds of the first page (live; the recording ends there)', async () => {
    const served = replayPaged('live/pages.pages-builds');
    const { session, sent } = capturedSession();
    const builds = [];
    for await (const build of listPagesBuilds(session, SITE)) if (builds.push(build) === 30) break;
    expectRequest(sent[0], { method: 'GET', path: '/repos/github/developer.github.com/pages/builds', query: { per_page: '100' } });
    served.done();
    expect(builds).toHaveLength(30);
    expect(builds[0]?.status).toBe('built');
    expect(builds[0]?.pusher?.login).toBe('pengwynn');
    expect(builds[0]?.error).toEqual({ message: null });
  });
});

describe('getLatestPagesBuild (Repository.latest_pages_build)', () => {
  it('gets the latest PagesBuild (live)', async () => {
    const served = replay('live/pages.latest-pages-build');
    const { session, sent } = capturedSession();
    const build = await getLatestPagesBuild(session, SITE);
    expectRequest(sent[0], { method: 'GET', path: '/repos/github/developer.github.com/pages/builds/latest' });
    served.done();
    expect(build.commit).toBe('351391cdcb88ffae71ec3028c91f375a8036a26b');
    expect(build.duration).toBe(2104);
    expect(build.created_at?.toISOString()).toBe('2014-02-10T19:00:49.000Z');
  });
});
