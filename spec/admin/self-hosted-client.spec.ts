import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { createClient, createSelfHostedClient, selfHostedBaseUrl, type SelfHostedClient } from '../../src/client.js';
import { uploadBaseUrl } from '../../src/core/request.js';
import { ValidationError } from '../../src/errors/index.js';
import { capturingFetch, type SentRequest } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { replay } from '../support/recordings.js';
import { GHE, TOKEN } from './fixtures.js';

/** A self-hosted client whose requests are captured; every answer also carries the installation's release. */
function installation(release = '3.19.2'): { ghe: SelfHostedClient; sent: SentRequest[] } {
  const { fetch, sent } = capturingFetch();
  const reporting: typeof globalThis.fetch = async (input, init) => {
    const response = await fetch(input, init);
    const headers = new Headers(response.headers);
    headers.set('x-github-enterprise-version', release);
    return new Response(response.body, { status: response.status, headers });
  };
  return { ghe: createSelfHostedClient({ url: 'https://ghe.example.com', token: TOKEN, fetch: reporting }), sent };
}

describe('createSelfHostedClient: the installation’s address', () => {
  it.each(['https://ghe.example.com', 'https://ghe.example.com/', 'https://ghe.example.com/api/v3', 'https://ghe.example.com/api/v3/'])('%s → exactly one /api/v3', (url) => {
    expect(createSelfHostedClient({ url }).session.baseUrl).toBe(GHE);
    expect(selfHostedBaseUrl(url)).toBe(GHE);
  });

  it('keeps a port, plain http (loopback), a path prefix, and collapses repeated trailing slashes', () => {
    expect(selfHostedBaseUrl('https://ghe.example.com:8443//')).toBe('https://ghe.example.com:8443/api/v3');
    expect(selfHostedBaseUrl('http://127.0.0.1:8080/api/v3//')).toBe('http://127.0.0.1:8080/api/v3');
    expect(selfHostedBaseUrl('https://example.com/github')).toBe('https://example.com/github/api/v3');
  });

  it('sends to /api/v3 once, whichever form was given (the API form used to give /api/v3/api/v3)', async () => {
    const served = replay('openapi/ghes-3.19/users.get-by-username');
    const { fetch, sent } = capturingFetch();
    const ghe = createSelfHostedClient({ url: 'https://ghe.example.com/api/v3/', token: TOKEN, fetch });
    expect((await ghe.user('octocat')).login).toBe('octocat');
    expectRequest(sent[0], { method: 'GET', path: '/api/v3/users/octocat', headers: { authorization: `token ${TOKEN}` } });
    served.done();
  });

  it.each([
    ['not http(s)', 'ftp://ghe.example.com'],
    ['no scheme', 'ghe.example.com'],
    ['a query', 'https://ghe.example.com/?next=/api/v3'],
    ['a fragment', 'https://ghe.example.com/#x'],
    ['a password', 'https://admin:hunter2@ghe.example.com'],
  ])('refuses an address with %s, naming `url` and not showing it', (_, url) => {
    const error = (() => {
      try {
        createSelfHostedClient({ url });
      } catch (caught) {
        return caught;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).parameter).toBe('url');
    expect((error as ValidationError).message).not.toContain('hunter2');
  });

  it('uploads release assets to the installation’s /api/uploads', async () => {
    const { ghe } = installation();
    expect(uploadBaseUrl(ghe.session)).toBe('https://ghe.example.com/api/uploads');
    const scope = nock('https://ghe.example.com', { reqheaders: { authorization: `token ${TOKEN}`, 'content-type': 'application/zip' } })
      .post('/api/uploads/repos/octocat/Hello-World/releases/1/assets')
      .query({ name: 'a.zip' })
      .reply(201, { id: 1, name: 'a.zip', state: 'uploaded' });
    const asset = await ghe.Release.uploadAsset({ owner: 'octocat', repo: 'Hello-World', id: 1 }, 'application/zip', 'a.zip', new Uint8Array([1, 2]));
    expect(asset.name).toBe('a.zip');
    scope.done();
  });
});

describe('the site administrator’s operations are the self-hosted client’s only', () => {
  it('ghe has them, bound to its session; gh (api.github.com) does not', async () => {
    const served = replay('live/enterprise-admin.stats-issues');
    const { ghe, sent } = installation();
    const stats = await ghe.adminStats('issues');
    expect(stats.total_issues).toBe(1);
    expectRequest(sent[0], { method: 'GET', path: '/api/v3/enterprise/stats/issues' });
    served.done();
    const gh = createClient({ token: TOKEN }) as unknown as Record<string, unknown> & { User: Record<string, unknown> };
    expect(gh.adminStats).toBeUndefined();
    expect(gh.User.promote).toBeUndefined();
    expect(typeof ghe.User.promote).toBe('function');
    // The user operations every client has are still there.
    expect(typeof ghe.User.followers).toBe('function');
  });

  it('login gives a self-hosted client of the same installation', async () => {
    const served = replay('live/enterprise-admin.promote');
    const { ghe } = installation();
    const other = ghe.login({ token: 'test-token-other-admin' });
    expect(other?.session.baseUrl).toBe(GHE);
    expect(await other?.User.promote('pengwynn')).toBe(true);
    served.done();
    expect(ghe.login({})).toBeNull();
  });
});

describe('every area through a self-hosted client (GHES 3.19 examples, checked against its description)', () => {
  it('reads X-GitHub-Enterprise-Version into the session state', async () => {
    const served = replay('openapi/ghes-3.19/emojis.get');
    const { ghe } = installation('3.19.2');
    expect(ghe.session.state.enterpriseVersion).toBeNull();
    await ghe.emojis();
    expect(ghe.session.state.enterpriseVersion).toBe('3.19.2');
    served.done();
    // api.github.com sends none: nothing is read.
    expect(createClient().session.state.enterpriseVersion).toBeNull();
  });

  it('misc: emojis', async () => {
    const served = replay('openapi/ghes-3.19/emojis.get');
    const { ghe, sent } = installation();
    expect((await ghe.emojis())['+1']).toBe('https://github.githubassets.com/images/icons/emoji/unicode/1f44d.png?v8');
    expectRequest(sent[0], { method: 'GET', path: '/api/v3/emojis' });
    served.done();
  });

  it('auth: me', async () => {
    const served = replay('openapi/ghes-3.19/users.get-authenticated');
    const { ghe, sent } = installation();
    expect((await ghe.me()).login).toBe('octocat');
    expectRequest(sent[0], { method: 'GET', path: '/api/v3/user' });
    served.done();
  });

  it('users: user', async () => {
    const served = replay('openapi/ghes-3.19/users.get-by-username');
    const { ghe, sent } = installation();
    expect((await ghe.user('octocat')).id).toBe(1);
    expectRequest(sent[0], { method: 'GET', path: '/api/v3/users/octocat' });
    served.done();
  });

  it('repos: repository', async () => {
    const served = replay('openapi/ghes-3.19/repos.get');
    const { ghe, sent } = installation();
    expect((await ghe.repository('octocat', 'Hello-World')).full_name).toBe('octocat/Hello-World');
    expectRequest(sent[0], { method: 'GET', path: '/api/v3/repos/octocat/Hello-World' });
    served.done();
  });

  it('issues: issue', async () => {
    const served = replay('openapi/ghes-3.19/issues.get');
    const { ghe, sent } = installation();
    expect((await ghe.issue('octocat', 'Hello-World', 1347)).number).toBe(1347);
    expectRequest(sent[0], { method: 'GET', path: '/api/v3/repos/octocat/Hello-World/issues/1347' });
    served.done();
  });

  it('pulls: pullRequest', async () => {
    const served = replay('openapi/ghes-3.19/pulls.get');
    const { ghe, sent } = installation();
    expect((await ghe.pullRequest('octocat', 'Hello-World', 1347)).number).toBe(1347);
    expectRequest(sent[0], { method: 'GET', path: '/api/v3/repos/octocat/Hello-World/pulls/1347' });
    served.done();
  });

  it('orgs: organization', async () => {
    const served = replay('openapi/ghes-3.19/orgs.get');
    const { ghe, sent } = installation();
    expect((await ghe.organization('github')).login).toBe('github');
    expectRequest(sent[0], { method: 'GET', path: '/api/v3/orgs/github' });
    served.done();
  });

  it('teams: Team.isMember by id (the id routes only installations still serve)', async () => {
    const served = replay('openapi/ghes-3.19/teams.get-member-legacy');
    const { ghe, sent } = installation();
    expect(await ghe.Team.isMember(1, 'octocat')).toBe(true);
    expectRequest(sent[0], { method: 'GET', path: '/api/v3/teams/1/members/octocat' });
    served.done();
  });

  it('git: Repository.ref', async () => {
    const served = replay('openapi/ghes-3.19/git.get-ref');
    const { ghe, sent } = installation();
    expect((await ghe.Repository.ref('octocat/Hello-World', 'heads/featureA')).ref).toBe('refs/heads/featureA');
    expectRequest(sent[0], { method: 'GET', path: '/api/v3/repos/octocat/Hello-World/git/ref/heads%2FfeatureA' });
    served.done();
  });

  it('activity: Repository.events', async () => {
    const served = replay('openapi/ghes-3.19/activity.list-repo-events');
    const { ghe, sent } = installation();
    const events = await ghe.Repository.events('octocat/Hello-World').toArray();
    expect(events[0]?.type).toBe('PushEvent');
    expectRequest(sent[0], { method: 'GET', path: '/api/v3/repos/octocat/Hello-World/events', query: { per_page: '100' } });
    served.done();
  });

  it('gists: gist', async () => {
    const served = replay('openapi/ghes-3.19/gists.get');
    const { ghe, sent } = installation();
    expect((await ghe.gist('2decf6c462d9b4418f2')).id).toBe('2decf6c462d9b4418f2');
    expectRequest(sent[0], { method: 'GET', path: '/api/v3/gists/2decf6c462d9b4418f2' });
    served.done();
  });

  it('search: searchRepositories', async () => {
    const served = replay('openapi/ghes-3.19/search.repos');
    const { ghe, sent } = installation();
    const found = ghe.searchRepositories('tetris');
    const items = await found.toArray();
    expect(items[0]?.full_name).toBeTruthy();
    expect(found.totalCount).toBeGreaterThan(0);
    expectRequest(sent[0], { method: 'GET', path: '/api/v3/search/repositories', query: { q: 'tetris', per_page: '100' } });
    served.done();
  });

  it('admin: adminStats(all)', async () => {
    const served = replay('openapi/ghes-3.19/enterprise-admin.get-all-stats');
    const { ghe, sent } = installation();
    expect((await ghe.adminStats('all')).users?.total_users).toBe(254);
    expectRequest(sent[0], { method: 'GET', path: '/api/v3/enterprise/stats/all' });
    served.done();
  });
});
