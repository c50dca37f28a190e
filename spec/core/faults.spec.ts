import { Readable } from 'node:stream';
import nock from 'nock';
import { describe, expect, it, vi } from 'vitest';
import {
  AuthenticationFailed,
  ClientError,
  UnavailableForLegalReasons,
  Conflict,
  ForbiddenError,
  GitHubError,
  MethodNotAllowed,
  NotFoundError,
  NotModified,
  RateLimitExceeded,
  ServerError,
  TransportError,
  UnprocessableEntity,
  UnprocessableResponseBody,
} from '../../src/errors/index.js';
import { listRepositoryIssues } from '../../src/issues/list-repository-issues.js';
import { getZen } from '../../src/meta/zen.js';
import { getRepository } from '../../src/repos/get-repository.js';
import { asDict } from '../../src/models/library/objects.js';
import { capturedSession } from '../support/capture.js';
import { rejection } from '../support/rejection.js';
import { lacks } from '../support/lacks.js';
import { twoFactor } from '../../src/core/index.js';

const API = 'https://api.github.com';
const REPO_PATH = '/repos/octocat/Hello-World';
const REPO_URL = `${API}${REPO_PATH}`;
const DOCS = 'https://docs.github.com/rest/repos/repos#get-a-repository';

/** A small repository; the shape is not the point of these specs. */
const repository = { id: 1296269, name: 'Hello-World', full_name: 'octocat/Hello-World', owner: { login: 'octocat', id: 1 } };

describe('answers of status >= 400', () => {
  // Bodies have the shape of components.schemas.basic-error (message, documentation_url), which
  // components.responses.{requires_authentication,forbidden,not_found,conflict,internal_error,…}
  // refer to; 422 bodies the shape of components.schemas.validation-error.
  const cases: { status: number; type: typeof GitHubError; message: string; documentationUrl: string }[] = [
    { status: 401, type: AuthenticationFailed, message: 'Bad credentials', documentationUrl: 'https://docs.github.com/rest' },
    { status: 403, type: ForbiddenError, message: 'Resource not accessible by personal access token', documentationUrl: DOCS },
    { status: 404, type: NotFoundError, message: 'Not Found', documentationUrl: DOCS },
    { status: 405, type: MethodNotAllowed, message: 'Method Not Allowed', documentationUrl: DOCS },
    { status: 409, type: Conflict, message: 'Git Repository is empty.', documentationUrl: DOCS },
    { status: 400, type: ClientError, message: 'Problems parsing JSON', documentationUrl: DOCS },
    { status: 410, type: ClientError, message: 'Issues are disabled for this repo', documentationUrl: DOCS },
    { status: 451, type: UnavailableForLegalReasons, message: 'Repository access blocked', documentationUrl: DOCS },
    { status: 500, type: ServerError, message: 'Server Error', documentationUrl: DOCS },
    { status: 502, type: ServerError, message: 'Server Error', documentationUrl: DOCS },
    { status: 503, type: ServerError, message: 'Service unavailable', documentationUrl: DOCS },
  ];

  it.each(cases)('$status → $type.name with the service’s message, documentation URL, method and URL', async ({ status, type, message, documentationUrl }) => {
    nock(API).get(REPO_PATH).reply(status, { message, documentation_url: documentationUrl }, { 'x-ratelimit-remaining': '4998', 'x-ratelimit-reset': '1691591363' });
    // One attempt: retries of server errors are specified in retry.spec.ts.
    const { session } = capturedSession({ token: 'ghp_faults', retry: false });
    const error = await rejection(getRepository(session, 'octocat/Hello-World'), type);
    expect(error).toBeInstanceOf(GitHubError);
    expect(error.constructor).toBe(type);
    expect(error.name).toBe(type.name);
    expect(error).toMatchObject({ status, message, documentationUrl, method: 'GET', url: REPO_URL, errors: [] });
  });

  it('a 403 is not mistaken for a rate limit when the limit is not spent', async () => {
    nock(API).get(REPO_PATH).reply(403, { message: 'Must have admin rights to Repository.', documentation_url: DOCS }, { 'x-ratelimit-remaining': '4998' });
    const { session } = capturedSession();
    const error = await rejection(getRepository(session, 'octocat/Hello-World'), ForbiddenError);
    expect(error).not.toBeInstanceOf(RateLimitExceeded);
  });

  it('403 with the limit spent → RateLimitExceeded, resetAt from x-ratelimit-reset', async () => {
    nock(API)
      .get(REPO_PATH)
      .reply(
        403,
        { message: 'API rate limit exceeded for 203.0.113.7. (But here\'s the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)', documentation_url: 'https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting' },
        { 'x-ratelimit-limit': '60', 'x-ratelimit-remaining': '0', 'x-ratelimit-used': '60', 'x-ratelimit-reset': '1691591363', 'x-ratelimit-resource': 'core' },
      );
    const { session } = capturedSession();
    const error = await rejection(getRepository(session, 'octocat/Hello-World'), RateLimitExceeded);
    expect(error.status).toBe(403);
    expect(error.resetAt).toEqual(new Date(1691591363 * 1000));
    expect(error.message).toMatch(/^API rate limit exceeded for 203\.0\.113\.7\./);
    expect(error.documentationUrl).toBe('https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting');
    expect(session.state.rateLimits.core?.remaining).toBe(0);
  });

  it.each([403, 429])('%i for a secondary limit with retry-after → RateLimitExceeded, resetAt after that many seconds', async (status) => {
    nock(API)
      .get(REPO_PATH)
      .reply(
        status,
        { message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.', documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits' },
        { 'retry-after': '60', 'x-ratelimit-remaining': '4990' },
      );
    const { session } = capturedSession({ token: 'ghp_faults' });
    const before = Date.now();
    const error = await rejection(getRepository(session, 'octocat/Hello-World'), RateLimitExceeded);
    const after = Date.now();
    expect(error.status).toBe(status);
    expect(error.resetAt?.getTime()).toBeGreaterThanOrEqual(before + 60_000);
    expect(error.resetAt?.getTime()).toBeLessThanOrEqual(after + 60_000);
  });

  it('422 → UnprocessableEntity carrying the service’s list of errors', async () => {
    const errors = [{ resource: 'Repository', field: 'name', code: 'missing_field' }, { resource: 'Repository', field: 'visibility', code: 'invalid', value: 'secret' }];
    nock(API).get(REPO_PATH).reply(422, { message: 'Validation Failed', errors, documentation_url: DOCS });
    const { session } = capturedSession();
    const error = await rejection(getRepository(session, 'octocat/Hello-World'), UnprocessableEntity);
    expect(error).toMatchObject({ status: 422, message: 'Validation Failed', documentationUrl: DOCS, errors });
    expect(Object.isFrozen(error.errors)).toBe(true);
  });

  it('a 502 whose body is the proxy’s HTML keeps the status and says what came back', async () => {
    nock(API).get(REPO_PATH).reply(502, '<html><body><h1>502 Bad Gateway</h1></body></html>', { 'content-type': 'text/html' });
    const { session } = capturedSession({ retry: false });
    const error = await rejection(getRepository(session, 'octocat/Hello-World'), ServerError);
    expect(error.status).toBe(502);
    expect(error.message).toContain('502 Bad Gateway');
    expect(error.documentationUrl).toBeNull();
    expect(error.url).toBe(REPO_URL);
  });

  it('an error from a text operation is typed the same way', async () => {
    nock(API).get('/zen').reply(503, { code: 'unavailable', message: 'Service unavailable', documentation_url: 'https://docs.github.com/rest' });
    const { session } = capturedSession({ retry: false });
    const error = await rejection(getZen(session), ServerError);
    expect(error).toMatchObject({ status: 503, message: 'Service unavailable', method: 'GET', url: `${API}/zen` });
  });
});

describe('two-factor authentication', () => {
  // The challenge GitHub sends for Basic authentication of an account with 2FA on.
  const challenge = { message: 'Must specify two-factor authentication OTP code.', documentation_url: 'https://docs.github.com/rest/overview/other-authentication-methods#working-with-two-factor-authentication' };

  it.each(['required; sms', 'required; app'])('401 with X-GitHub-OTP: %s → the callback is asked once and the request retried with the code', async (otp) => {
    nock(API).get(REPO_PATH).reply(401, challenge, { 'X-GitHub-OTP': otp });
    nock(API).get(REPO_PATH).matchHeader('x-github-otp', '123456').reply(200, repository);
    const twoFactorCallback = vi.fn(() => '123456');
    const { session, sent } = capturedSession({ username: 'octocat', password: 'hunter2', stages: [twoFactor(twoFactorCallback)] });
    const repo = await getRepository(session, 'octocat/Hello-World');
    expect(repo.full_name).toBe('octocat/Hello-World');
    expect(twoFactorCallback).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(2);
    expect(sent[0]?.headers['x-github-otp']).toBeUndefined();
    expect(sent[1]?.headers['x-github-otp']).toBe('123456');
    expect(sent[1]?.headers.authorization).toBe(sent[0]?.headers.authorization);
  });

  it('an asynchronous callback is awaited', async () => {
    nock(API).get(REPO_PATH).reply(401, challenge, { 'X-GitHub-OTP': 'required; app' });
    nock(API).get(REPO_PATH).matchHeader('x-github-otp', '424242').reply(200, repository);
    const { session } = capturedSession({ username: 'octocat', password: 'hunter2', stages: [twoFactor(async () => '424242')] });
    expect((await getRepository(session, 'octocat/Hello-World')).id).toBe(1296269);
  });

  it('a refused code → AuthenticationFailed after exactly two requests (no loop)', async () => {
    const scope = nock(API).get(REPO_PATH).times(3).reply(401, challenge, { 'X-GitHub-OTP': 'required; sms' });
    const twoFactorCallback = vi.fn(() => '000000');
    const { session, sent } = capturedSession({ username: 'octocat', password: 'hunter2', stages: [twoFactor(twoFactorCallback)] });
    const error = await rejection(getRepository(session, 'octocat/Hello-World'), AuthenticationFailed);
    expect(error).toMatchObject({ status: 401, method: 'GET', url: REPO_URL, documentationUrl: challenge.documentation_url });
    expect(error.message).toContain(challenge.message);
    expect(twoFactorCallback).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(2);
    expect(scope.pendingMocks()).toHaveLength(1);
  });

  it('without a callback the challenge is an AuthenticationFailed after one request', async () => {
    nock(API).get(REPO_PATH).reply(401, challenge, { 'X-GitHub-OTP': 'required; sms' });
    const { session, sent } = capturedSession({ username: 'octocat', password: 'hunter2' });
    const error = await rejection(getRepository(session, 'octocat/Hello-World'), AuthenticationFailed);
    expect(error.message).toBe(challenge.message);
    expect(sent).toHaveLength(1);
  });

  it('a 401 without the OTP header does not ask for a code', async () => {
    nock(API).get(REPO_PATH).reply(401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' });
    const twoFactorCallback = vi.fn(() => '123456');
    const { session, sent } = capturedSession({ username: 'octocat', password: 'wrong', stages: [twoFactor(twoFactorCallback)] });
    await rejection(getRepository(session, 'octocat/Hello-World'), AuthenticationFailed);
    expect(twoFactorCallback).not.toHaveBeenCalled();
    expect(sent).toHaveLength(1);
  });
});

describe('304', () => {
  it('to a single-object get with no stored copy → NotModified', async () => {
    nock(API).get(REPO_PATH).matchHeader('if-none-match', '"644b5b0155e6404a9cc4bd9d8b1ae730"').reply(304, '', { etag: '"644b5b0155e6404a9cc4bd9d8b1ae730"' });
    const { session, sent } = capturedSession();
    const error = await rejection(getRepository(session, 'octocat/Hello-World', { headers: { 'If-None-Match': '"644b5b0155e6404a9cc4bd9d8b1ae730"' } }), NotModified);
    expect(error).toMatchObject({ status: 304, method: 'GET', url: REPO_URL });
    expect(sent).toHaveLength(1);
  });
});

describe('transport failures', () => {
  it('a request slower than `timeout` → TransportError reason timeout', async () => {
    nock(API).get(REPO_PATH).delay(8000).reply(200, repository);
    const { session } = capturedSession({ timeout: 50, retry: false });
    const started = Date.now();
    const error = await rejection(getRepository(session, 'octocat/Hello-World'), TransportError);
    expect(error.reason).toBe('timeout');
    expect(error).toMatchObject({ method: 'GET', url: REPO_URL, status: 0 });
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('a body that stalls past `timeout` after the headers arrived → TransportError reason timeout', async () => {
    // ky's own timeout stops once the headers are in: the body read must be bounded too.
    nock(API).get(REPO_PATH).delayBody(8000).reply(200, repository);
    const { session } = capturedSession({ timeout: 50, retry: false });
    const started = Date.now();
    const error = await rejection(getRepository(session, 'octocat/Hello-World'), TransportError);
    expect(error.reason).toBe('timeout');
    expect(error).toMatchObject({ method: 'GET', url: REPO_URL });
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('a timeout that is not whole milliseconds still lets a prompt answer through', async () => {
    nock(API).get(REPO_PATH).reply(200, repository);
    const { session } = capturedSession({ timeout: 0.1 * 3 * 10_000 });
    expect((await getRepository(session, 'octocat/Hello-World')).id).toBe(1296269);
  });

  it('a signal aborted while the body is read → TransportError reason abort', async () => {
    nock(API).get(REPO_PATH).delayBody(500).reply(200, repository);
    const { session } = capturedSession();
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const error = await rejection(getRepository(session, 'octocat/Hello-World', { signal: controller.signal }), TransportError);
    expect(error.reason).toBe('abort');
  });

  it('an aborted signal → TransportError reason abort', async () => {
    nock(API).get(REPO_PATH).delay(8000).reply(200, repository);
    const { session } = capturedSession();
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    const error = await rejection(getRepository(session, 'octocat/Hello-World', { signal: controller.signal }), TransportError);
    expect(error.reason).toBe('abort');
    expect(error).toMatchObject({ method: 'GET', url: REPO_URL });
  });

  it('a signal aborted before the call → TransportError reason abort', async () => {
    nock(API).get(REPO_PATH).reply(200, repository);
    const { session } = capturedSession();
    const error = await rejection(getRepository(session, 'octocat/Hello-World', { signal: AbortSignal.abort() }), TransportError);
    expect(error.reason).toBe('abort');
  });

  it('a reset connection → TransportError reason network, with the cause kept', async () => {
    nock(API).get(REPO_PATH).replyWithError({ code: 'ECONNRESET', message: 'read ECONNRESET' });
    const { session } = capturedSession();
    const error = await rejection(getRepository(session, 'octocat/Hello-World'), TransportError);
    expect(error.reason).toBe('network');
    expect(error.message).toContain('read ECONNRESET');
    expect(error.cause).toMatchObject({ code: 'ECONNRESET' });
    expect(error).toMatchObject({ method: 'GET', url: REPO_URL });
  });

  it('a body cut off while it is being read → TransportError reason network', async () => {
    nock(API)
      .get(REPO_PATH)
      .reply(
        200,
        () => {
          const body = new Readable({ read() {} });
          body.push('{"id": 1296269, "name": "Hello-');
          setTimeout(() => body.destroy(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })), 10);
          return body;
        },
        { 'content-type': 'application/json; charset=utf-8' },
      );
    const { session } = capturedSession();
    const error = await rejection(getRepository(session, 'octocat/Hello-World'), TransportError);
    expect(error.reason).toBe('network');
    expect(error.url).toBe(REPO_URL);
  });
});

describe('bodies that cannot be read', () => {
  it('invalid JSON → UnprocessableResponseBody carrying the text', async () => {
    nock(API).get(REPO_PATH).reply(200, 'this is not JSON', { 'content-type': 'application/json; charset=utf-8' });
    const { session } = capturedSession();
    const error = await rejection(getRepository(session, 'octocat/Hello-World'), UnprocessableResponseBody);
    expect(error).toMatchObject({ body: 'this is not JSON', path: '', status: 200, method: 'GET', url: REPO_URL });
  });

  it('a truncated JSON body (the whole of it arrived, but cut short) → UnprocessableResponseBody', async () => {
    const text = '{"id": 1296269, "name": "Hello-World", "owner": {"login": "octo';
    nock(API).get(REPO_PATH).reply(200, text, { 'content-type': 'application/json; charset=utf-8', 'content-length': String(text.length + 400) });
    const { session } = capturedSession();
    const error = await rejection(getRepository(session, 'octocat/Hello-World'), UnprocessableResponseBody);
    expect(error.body).toBe(text);
    expect(error.status).toBe(200);
  });

  it('a list where an object is expected → UnprocessableResponseBody at the top', async () => {
    nock(API).get(REPO_PATH).reply(200, [repository]);
    const { session } = capturedSession();
    const error = await rejection(getRepository(session, 'octocat/Hello-World'), UnprocessableResponseBody);
    expect(error.path).toBe('');
    expect(error.body).toEqual([repository]);
  });

  it('an empty 200 body where an object is expected → UnprocessableResponseBody', async () => {
    nock(API).get(REPO_PATH).reply(200, '');
    const { session } = capturedSession();
    await rejection(getRepository(session, 'octocat/Hello-World'), UnprocessableResponseBody);
  });

  it('an id that is a string → UnprocessableResponseBody at path id', async () => {
    const served = { ...repository, id: '1296269' };
    nock(API).get(REPO_PATH).reply(200, served);
    const { session } = capturedSession();
    const error = await rejection(getRepository(session, 'octocat/Hello-World'), UnprocessableResponseBody);
    expect(error.path).toBe('id');
    expect(error.body).toEqual(served);
  });

  it('a nested object with a string id fails when it is read, at its path', async () => {
    const served = { ...repository, owner: { login: 'octocat', id: 'one' } };
    nock(API).get(REPO_PATH).reply(200, served);
    const { session } = capturedSession();
    const repo = await getRepository(session, 'octocat/Hello-World');
    expect(repo.name).toBe('Hello-World');
    let error: unknown;
    try {
      void repo.owner;
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(UnprocessableResponseBody);
    expect((error as UnprocessableResponseBody).path).toBe('owner.id');
    expect((error as UnprocessableResponseBody).body).toEqual(served);
  });

  it('a documented field of the wrong type fails when it is read, naming the field', async () => {
    nock(API).get(REPO_PATH).reply(200, { ...repository, created_at: 'yesterday', stargazers_count: '80' });
    const { session } = capturedSession();
    const repo = await getRepository(session, 'octocat/Hello-World');
    expect(() => repo.created_at).toThrow(UnprocessableResponseBody);
    expect(() => repo.stargazers_count).toThrow(expect.objectContaining({ path: 'stargazers_count', body: expect.objectContaining({ stargazers_count: '80' }) }));
  });
});

describe('leniency', () => {
  it('a repository missing documented fields and with null ones is read: a promised one that is missing reads as its error, the others as null; unknown fields are kept', async () => {
    const served = {
      id: 1296269,
      name: 'Hello-World',
      full_name: 'octocat/Hello-World',
      owner: { login: 'octocat', id: 1 },
      description: null,
      homepage: null,
      language: null,
      license: null,
      mirror_url: null,
      topics: null,
      created_at: '2011-01-26T19:01:12Z',
      security_and_analysis_2031: { enabled: true },
      custom_properties: { team: 'core' },
    };
    nock(API).get(REPO_PATH).reply(200, served);
    const { session } = capturedSession();
    const repo = await getRepository(session, 'octocat/Hello-World');
    expect(repo.id).toBe(1296269);
    expect(repo.owner?.login).toBe('octocat');
    expect(lacks(repo.owner, 'html_url')).toBe(true);
    expect(repo.created_at).toEqual(new Date('2011-01-26T19:01:12Z'));
    for (const absent of [repo.description, repo.homepage, repo.language, repo.original_license, repo.mirror_url, repo.topics]) expect(absent).toBeNull();
    // Promised by GitHub's description, so typed non-null: missing here, each reads as the error naming it.
    for (const promised of ['private', 'fork', 'pushed_at', 'updated_at', 'default_branch', 'stargazers_count', 'archive_urlt']) expect(lacks(repo, promised), promised).toBe(true);
    for (const missing of [repo.permissions, repo.parent]) expect(missing).toBeNull();
    expect(asDict(repo)).toEqual(served);
    expect(asDict(repo).security_and_analysis_2031).toEqual({ enabled: true });
  });
});

describe('an unreadable field names the request it came from', () => {
  it('on first read of a single object, and of a listed item', async () => {
    nock(API).get(REPO_PATH).reply(200, { id: 1296269, created_at: 'not a date' });
    nock(API).get('/repos/octocat/Hello-World/issues').query(true).reply(200, [{ id: 'one' }]);
    const { session } = capturedSession();
    const repo = await getRepository(session, 'octocat/Hello-World');
    const fieldError = (() => {
      try {
        return repo.created_at;
      } catch (error) {
        return error;
      }
    })();
    expect(fieldError).toBeInstanceOf(UnprocessableResponseBody);
    expect(fieldError).toMatchObject({ path: 'created_at', url: REPO_URL });
    const listing = listRepositoryIssues(session, 'octocat/Hello-World').toArray();
    await expect(listing).rejects.toMatchObject({ path: '[0].id', url: `${API}/repos/octocat/Hello-World/issues?per_page=100` });
  });
});
