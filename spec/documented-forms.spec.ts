import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../src/client.js';
import { PageIterator } from '../src/core/page-iterator.js';
import { ValidationError } from '../src/errors/index.js';
import { editRepository } from '../src/repos/lifecycle.js';
import { fromDict } from '../src/models/library/objects.js';
import { Release } from '../src/models/releases.js';
import { closeLoopbacks, json, loopback, rejection, type Loopback, type Received } from './hardening/loopback.js';
import { documentedResponse } from './support/recordings.js';

/*
 * The documented forms of the facade methods that once refused them or answered another kind,
 * each against a loopback stub answering with recorded data: what is sent, what comes back.
 */

const TOKEN = 'documented-forms-token';
const folder = mkdtempSync(join(tmpdir(), 'hubops-forms-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
afterEach(closeLoopbacks);

const NAME = 'octocat-Hello-World-7fd1a60.tar.gz';

/** Answers an archive under a Content-Disposition name, 404 for a ref called `missing`, and records what it got. */
async function archives(): Promise<Loopback> {
  return loopback((request, response) => {
    if (request.url.endsWith('/missing')) return json(response, 404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest/repos/contents#download-a-repository-archive-tar' });
    response.writeHead(200, { 'content-type': 'application/x-gzip', 'content-disposition': `attachment; filename=${NAME}` });
    response.end('archive bytes');
  });
}

const paths = (server: Loopback) => server.requests.map((r: Received) => `${r.method} ${r.url}`);
const client = (server: Loopback, options: Record<string, unknown> = {}) => createClient({ baseUrl: server.url, token: TOKEN, retry: false, ...options });

describe('Repository.archive(format, path, ref): writes the archive and answers true', () => {
  it('into a folder under the name the answer gives, with the ref given positionally', async () => {
    const server = await archives();
    const into = mkdtempSync(join(folder, 'a-'));
    expect(await client(server).Repository.archive('octocat/Hello-World', 'tarball', into, 'v1.0')).toBe(true);
    expect(paths(server)).toEqual(['GET /repos/octocat/Hello-World/tarball/v1.0']);
    expect(readFileSync(join(into, NAME), 'utf8')).toBe('archive bytes');
  });

  it('to a file path; the path and ref also as options', async () => {
    const server = await archives();
    const file = join(folder, 'b.zip');
    expect(await client(server).Repository.archive('octocat/Hello-World', 'zipball', { path: file, ref: 'main' })).toBe(true);
    expect(paths(server)).toEqual(['GET /repos/octocat/Hello-World/zipball/main']);
    expect(readFileSync(file, 'utf8')).toBe('archive bytes');
  });

  it('by default into the current directory, from the default branch (the route without a ref)', async () => {
    const server = await archives();
    const here = process.cwd();
    const into = mkdtempSync(join(folder, 'c-'));
    process.chdir(into);
    try {
      expect(await client(server).Repository.archive('octocat/Hello-World', 'tarball')).toBe(true);
      expect(await client(server).Repository.archive('octocat/Hello-World', 'tarball', '')).toBe(true);
    } finally {
      process.chdir(here);
    }
    expect(paths(server)).toEqual(['GET /repos/octocat/Hello-World/tarball', 'GET /repos/octocat/Hello-World/tarball']);
    expect(readdirSync(into)).toEqual([NAME]);
  });

  it('to a stream: a web WritableStream or a Node writable, closed once written', async () => {
    const server = await archives();
    const chunks: string[] = [];
    const web = new WritableStream<Uint8Array>({ write: (chunk) => void chunks.push(Buffer.from(chunk).toString('utf8')) });
    expect(await client(server).Repository.archive('octocat/Hello-World', 'tarball', web)).toBe(true);
    expect(chunks.join('')).toBe('archive bytes');
    const node = new PassThrough();
    const read = new Promise<string>((resolve) => {
      const parts: Buffer[] = [];
      node.on('data', (chunk: Buffer) => parts.push(chunk)).on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    });
    expect(await client(server).Repository.archive('octocat/Hello-World', 'zipball', node, 'main')).toBe(true);
    expect(await read).toBe('archive bytes');
  });

  it('false when the service has no such repository or ref (404), and no file is written', async () => {
    const server = await archives();
    const into = mkdtempSync(join(folder, 'd-'));
    expect(await client(server).Repository.archive('octocat/Hello-World', 'tarball', into, 'missing')).toBe(false);
    expect(readdirSync(into)).toEqual([]);
  });

  it('{ as: "download" } answers the Download, as downloadArchive does, and writes nothing', async () => {
    const server = await archives();
    const download = await client(server).Repository.archive('octocat/Hello-World', 'tarball', { as: 'download', ref: 'main' });
    expect([download.name, download.contentType]).toEqual([NAME, 'application/x-gzip']);
    expect(await new Response(download.stream).text()).toBe('archive bytes');
  });

  it('refuses a format, a ref, a target or an `as` it cannot use, before sending', async () => {
    const server = await archives();
    const gh = client(server);
    const refused = async (call: Promise<unknown>) => (await rejection(call, ValidationError)).parameter;
    expect(await refused(gh.Repository.archive('octocat/Hello-World', 'tar' as never, folder))).toBe('format');
    expect(await refused(gh.Repository.archive('octocat/Hello-World', 'tarball', folder, '../x'))).toBe('ref');
    expect(await refused(gh.Repository.archive('octocat/Hello-World', 'tarball', folder, 42 as never))).toBe('ref');
    expect(await refused(gh.Repository.archive('octocat/Hello-World', 'tarball', 42 as never))).toBe('path');
    expect(await refused(gh.Repository.archive('octocat/Hello-World', 'tarball', { as: 'bytes' as never }))).toBe('as');
    expect(server.requests).toHaveLength(0);
  });
});

describe('Release.archive(format, path): the archive of the release’s tag', () => {
  it('asks for the tag’s archive and writes it', async () => {
    const server = await archives();
    const release = fromDict(Release, documentedResponse('openapi/repos.get-release'));
    const into = mkdtempSync(join(folder, 'e-'));
    expect(await client(server).Release.archive(release, 'zipball', into)).toBe(true);
    expect(paths(server)).toEqual([`GET /repos/octocat/Hello-World/zipball/${release.tag_name}`]);
    expect(existsSync(join(into, NAME))).toBe(true);
  });

  it('refuses a release without its tag before sending', async () => {
    const server = await archives();
    const error = await rejection(client(server).Release.archive({ url: 'https://api.github.com/repos/octocat/Hello-World/releases/1', tag_name: null }, 'tarball'), ValidationError);
    expect(error.parameter).toBe('release');
    expect(server.requests).toHaveLength(0);
  });
});

describe('Repository.edit(name, …): true, or the repository with { as: "repository" }', () => {
  const repository = documentedResponse('openapi/repos.update');

  it('answers true on the facade, the updated repository with as, and editRepository keeps answering it', async () => {
    const server = await loopback((_, response) => json(response, 200, repository));
    const gh = client(server);
    expect(await gh.Repository.edit('octocat/Hello-World', 'Hello-World', { description: 'docs' })).toBe(true);
    const updated = await gh.Repository.edit('octocat/Hello-World', 'Hello-World', { description: 'docs', as: 'repository' });
    expect(updated.full_name).toBe('octocat/Hello-World');
    expect((await editRepository(gh.session, 'octocat/Hello-World', 'Hello-World')).full_name).toBe('octocat/Hello-World');
    expect(server.requests.map((r) => [r.method, r.url, JSON.parse(r.body) as unknown])).toEqual([
      ['PATCH', '/repos/octocat/Hello-World', { name: 'Hello-World', description: 'docs' }],
      ['PATCH', '/repos/octocat/Hello-World', { name: 'Hello-World', description: 'docs' }],
      ['PATCH', '/repos/octocat/Hello-World', { name: 'Hello-World' }],
    ]);
  });

  it('by the old name after a rename: the 307 to /repositories/{id} is followed with the same body and token', async () => {
    const server = await loopback((request, response) => {
      if (request.url.startsWith('/repos/')) {
        response.writeHead(307, { location: '/repositories/1296269' });
        return void response.end();
      }
      json(response, 200, repository);
    });
    expect(await client(server).Repository.edit('octocat/Old-Name', 'Hello-World', { homepage: 'https://github.com' })).toBe(true);
    expect(server.requests.map((r) => [r.method, r.url, r.body, r.headers.authorization])).toEqual([
      ['PATCH', '/repos/octocat/Old-Name', '{"name":"Hello-World","homepage":"https://github.com"}', `token ${TOKEN}`],
      ['PATCH', '/repositories/1296269', '{"name":"Hello-World","homepage":"https://github.com"}', `token ${TOKEN}`],
    ]);
  });

  it('refuses another `as` and a bad setting before sending', async () => {
    const server = await loopback((_, response) => json(response, 200, repository));
    const gh = client(server);
    expect((await rejection(gh.Repository.edit('octocat/Hello-World', 'x', { as: 'bool' as never }), ValidationError)).parameter).toBe('as');
    expect((await rejection(gh.Repository.edit('octocat/Hello-World', 'x', { private: 'yes' as never }), ValidationError)).parameter).toBe('private');
    expect((await rejection(gh.Repository.edit('octocat/Hello-World', 'x', 'description' as never), ValidationError)).parameter).toBe('options');
    expect(server.requests).toHaveLength(0);
  });
});

describe('Repository.languages(): a listing of [language, bytes] pairs', () => {
  it('iterates like every collection', async () => {
    const server = await loopback((_, response) => json(response, 200, documentedResponse('live/repos.languages')));
    const languages = client(server).Repository.languages('sferik/rails_admin');
    expect(languages).toBeInstanceOf(PageIterator);
    const seen: unknown[] = [];
    for await (const pair of languages) seen.push(pair);
    expect(seen).toEqual([['Ruby', 555101], ['CoffeeScript', 13465], ['JavaScript', 138853]]);
    expect(paths(server)).toEqual(['GET /repos/sferik/rails_admin/languages']);
  });
});

describe('the older organization forms that name a team by its name', () => {
  /** octokit.rb's recorded teams of api-playground (one: Owners), then 204 for the change. */
  const teams = documentedResponse('live/teams.list');
  const organization = async () => loopback((request, response) => (request.method === 'GET' ? json(response, 200, teams) : json(response, 204, undefined)));

  it('add_repo and remove_repo find the team by its name, then use its slug', async () => {
    const server = await organization();
    const gh = client(server);
    expect(await gh.Organization.addRepo('api-playground', 'octocat/Hello-World', 'Owners')).toBe(true);
    expect(await gh.Organization.removeRepo('api-playground', 'octocat/Hello-World', 'Owners')).toBe(true);
    expect(paths(server)).toEqual([
      'GET /orgs/api-playground/teams?per_page=100',
      'PUT /orgs/api-playground/teams/owners/repos/octocat/Hello-World',
      'GET /orgs/api-playground/teams?per_page=100',
      'DELETE /orgs/api-playground/teams/owners/repos/octocat/Hello-World',
    ]);
  });

  it('add_member(login, team name) adds the user to that team', async () => {
    const server = await loopback((request, response) => (request.method === 'GET' ? json(response, 200, teams) : json(response, 200, documentedResponse('openapi/teams.add-or-update-membership-for-user-in-org'))));
    expect(await client(server).Organization.addMember('api-playground', 'octocat', 'Owners')).toBe(true);
    expect(paths(server)).toEqual(['GET /orgs/api-playground/teams?per_page=100', 'PUT /orgs/api-playground/teams/owners/memberships/octocat']);
  });

  it('false when the organization has no team of that name: nothing but the listing is sent', async () => {
    const server = await organization();
    const gh = client(server);
    expect(await gh.Organization.addRepo('api-playground', 'octocat/Hello-World', 'Justice League')).toBe(false);
    expect(await gh.Organization.addMember('api-playground', 'octocat', 'Justice League')).toBe(false);
    expect(paths(server)).toEqual(['GET /orgs/api-playground/teams?per_page=100', 'GET /orgs/api-playground/teams?per_page=100']);
  });

  it('a team id keeps the id route; a bad repository, user or team name is refused before the listing', async () => {
    const server = await organization();
    const gh = client(server);
    expect(await gh.Organization.addRepo('api-playground', 'octocat/Hello-World', 42)).toBe(true);
    expect(paths(server)).toEqual(['PUT /teams/42/repos/octocat/Hello-World']);
    const refused = async (call: Promise<unknown>) => (await rejection(call, ValidationError)).parameter;
    expect(await refused(gh.Organization.addRepo('api-playground', 'octocat/..', 'Owners'))).toBe('repository.repo');
    expect(await refused(gh.Organization.removeRepo('api-playground', 'octocat/Hello-World', ''))).toBe('team');
    expect(await refused(gh.Organization.addMember('api-playground', '../x', 'Owners'))).toBe('username');
    expect(server.requests).toHaveLength(1);
  });
});

describe('documented positional parameters the standalone functions take as options', () => {
  it('Repository.merge(base, head, message) sends the message as commit_message', async () => {
    const server = await loopback((_, response) => json(response, 201, documentedResponse('openapi/repos.merge')));
    const merged = await client(server).Repository.merge('octocat/Hello-World', 'master', 'cool_feature', 'Shipped cool_feature!');
    expect(merged?.sha).toBeTypeOf('string');
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ base: 'master', head: 'cool_feature', commit_message: 'Shipped cool_feature!' });
  });

  it('PullRequest.createReview(body, …) sends the body; the options form stays', async () => {
    const server = await loopback((_, response) => json(response, 200, documentedResponse('openapi/pulls.create-review')));
    const gh = client(server);
    const pull = { owner: 'octocat', repo: 'Hello-World', number: 1347 };
    await gh.PullRequest.createReview(pull, 'Looks good', { event: 'APPROVE' });
    await gh.PullRequest.createReview(pull, { body: 'Looks good', event: 'APPROVE' });
    expect(server.requests.map((r) => JSON.parse(r.body) as unknown)).toEqual([
      { body: 'Looks good', event: 'APPROVE' },
      { body: 'Looks good', event: 'APPROVE' },
    ]);
  });

  it('User.addEmailAddress(user, address): another user than the session’s is refused before sending', async () => {
    const server = await loopback((_, response) => json(response, 201, documentedResponse('openapi/users.add-email-for-authenticated-user')));
    const gh = client(server, { token: undefined, username: 'octocat', password: 'not-a-real-password' });
    const added = documentedResponse('openapi/users.add-email-for-authenticated-user') as unknown[];
    expect(await gh.User.addEmailAddress('octocat', 'octocat@github.com')).toHaveLength(added.length);
    expect(await gh.User.addEmailAddress('octocat@github.com')).toHaveLength(added.length);
    expect((await rejection(gh.User.deleteEmailAddress('hubot', 'octocat@github.com'), ValidationError)).parameter).toBe('user');
    expect(paths(server)).toEqual(['POST /user/emails', 'POST /user/emails']);
  });
});
