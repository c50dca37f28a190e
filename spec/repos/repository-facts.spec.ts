import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { UnprocessableResponseBody, ValidationError } from '../../src/errors/index.js';
import { PageIterator } from '../../src/core/page-iterator.js';
import { getRepositoryLicense, listContributors, listLanguages } from '../../src/repos/repository-facts.js';
import { capturedSession, queryOf } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { documentedResponse, replay } from '../support/recordings.js';
import { rejection } from '../support/rejection.js';

describe('listLanguages (languages)', () => {
  it('lists frozen [language, bytes] pairs in the service’s order, lazily, with no paging parameter (real traffic)', async () => {
    const served = replay('live/repos.languages');
    const { session, sent } = capturedSession();
    const languages = listLanguages(session, 'sferik/rails_admin');
    expect(languages).toBeInstanceOf(PageIterator);
    expect(sent).toHaveLength(0);
    const pairs = await languages.toArray();
    expectRequest(sent[0], { method: 'GET', path: '/repos/sferik/rails_admin/languages' });
    expect(queryOf(sent[0])).toEqual({});
    served.done();
    expect(pairs).toEqual([['Ruby', 555101], ['CoffeeScript', 13465], ['JavaScript', 138853]]);
    expect(Object.isFrozen(pairs[0])).toBe(true);
    expect(languages.lastStatus).toBe(200);
  });

  it('replays the documented example, honours number; an answer that is not an object of numbers is unreadable', async () => {
    const served = replay('openapi/repos.list-languages');
    const { session } = capturedSession();
    expect(await listLanguages(session, 'octocat/Hello-World', { number: 1 }).toArray()).toEqual([['C', 78769]]);
    served.done();
    nock('https://api.github.com').get('/repos/octocat/Hello-World/languages').reply(200, { C: 'many' });
    const error = await rejection(listLanguages(session, 'octocat/Hello-World').toArray(), UnprocessableResponseBody);
    expect(error.message).toContain('[0].C');
    nock('https://api.github.com').get('/repos/octocat/Hello-World/languages').reply(200, [['C', 1]]);
    await rejection(listLanguages(session, 'octocat/Hello-World').toArray(), UnprocessableResponseBody);
  });
});

describe('getRepositoryLicense (license)', () => {
  it('parses the license file, its decoded text and the detected license (real traffic)', async () => {
    const served = replay('live/repos.license');
    const { session, sent } = capturedSession();
    const license = await getRepositoryLicense(session, 'benbalter/licensee');
    expectRequest(sent[0], { method: 'GET', path: '/repos/benbalter/licensee/license' });
    served.done();
    expect([license.name, license.path, license.size]).toEqual(['LICENSE.md', 'LICENSE.md', 1082]);
    expect(license.text?.startsWith('The MIT License (MIT)\n\nCopyright (c) 2014-2015 Ben Balter')).toBe(true);
    expect(license.decoded?.byteLength).toBe(1082);
    expect([license.license?.key, license.license?.name]).toEqual(['mit', 'MIT License']);
  });

  it('sends a ref (the documented example)', async () => {
    nock('https://api.github.com').get('/repos/octocat/Hello-World/license').query({ ref: 'v1.0' }).reply(200, documentedResponse('openapi/licenses.get-for-repo') as object);
    const { session, sent } = capturedSession();
    const license = await getRepositoryLicense(session, 'octocat/Hello-World', { ref: 'v1.0' });
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/license', query: { ref: 'v1.0' } });
    expect(license.license?.spdx_id).toBe('MIT');
  });
});

describe('listContributors (contributors)', () => {
  it('lists Contributor items with their contributions (real traffic)', async () => {
    nock('https://api.github.com').get('/repos/sferik/rails_admin/contributors').query({ per_page: '100' }).reply(200, documentedResponse('live/repos.contributors') as object[]);
    const { session, sent } = capturedSession();
    const contributors = await listContributors(session, 'sferik/rails_admin').toArray();
    expectRequest(sent[0], { method: 'GET', path: '/repos/sferik/rails_admin/contributors', query: { per_page: '100' } });
    expect([contributors[0]?.login, contributors[0]?.id, contributors[0]?.contributions_count]).toEqual(['bbenezech', 26794, expect.any(Number)]);
  });

  it('with anon sends anon=true and reads anonymous contributors (no id); anon false sends nothing', async () => {
    const anonymous = (documentedResponse('live/repos.contributors-anon') as Record<string, unknown>[]).filter((c) => c.type === 'Anonymous');
    expect(anonymous.length).toBeGreaterThan(0);
    nock('https://api.github.com').get('/repos/sferik/rails_admin/contributors').query({ anon: 'true', per_page: '100' }).reply(200, documentedResponse('live/repos.contributors-anon') as object[]);
    nock('https://api.github.com').get('/repos/sferik/rails_admin/contributors').query({ per_page: '100' }).reply(200, []);
    const { session, sent } = capturedSession();
    const all = await listContributors(session, 'sferik/rails_admin', { anon: true }).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/repos/sferik/rails_admin/contributors', query: { anon: 'true', per_page: '100' } });
    const first = all.find((c) => c.type === 'Anonymous');
    expect([first?.id, first?.login, first?.name, first?.contributions_count]).toEqual([null, null, 'Amerson Lin & Mike Mazur', 28]);
    await listContributors(session, 'sferik/rails_admin', { anon: false }).toArray();
    expect(queryOf(sent[1])).toEqual({ per_page: '100' });
  });

  it('replays the documented listing; refuses a non-boolean anon', async () => {
    const served = replay('openapi/repos.list-contributors');
    const { session, sent } = capturedSession();
    expect((await listContributors(session, 'octocat/Hello-World').toArray()).map((c) => [c.login, c.contributions_count])).toEqual([['octocat', 32]]);
    served.done();
    expect(() => listContributors(session, 'o/r', { anon: 'yes' as never })).toThrow(ValidationError);
    expect(sent).toHaveLength(1);
  });
});
