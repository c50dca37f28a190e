import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../../src/client.js';
import { send } from '../../src/core/request.js';
import { createSession } from '../../src/core/session.js';
import { getRepository } from '../../src/repos/get-repository.js';
import { GitHubError, TransportError, ValidationError } from '../../src/errors/index.js';
import { closeLoopbacks, json, loopback, rejection, thrown, TOKEN, PASSWORD, CLIENT_ID, CLIENT_SECRET, ACCESS_TOKEN, OTP } from './loopback.js';
import { expectFreeOf, renderings } from '../support/renderings.js';

afterEach(closeLoopbacks);


/** Retries as by default (each failed attempt passes through ky's retry), without the default's seconds of backoff. */
const QUICK = { delay: 1, backoffLimit: 5 };

/**
 * A `fetch` like some runtimes and wrappers: its error quotes the request's headers and body,
 * and holds the request and a cause that quotes the credentials again.
 */
const echoingFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const body = request.body ? await request.text() : '';
  const cause = new Error(`socket hang up while sending ${request.headers.get('authorization')} / otp ${request.headers.get('x-github-otp')}`);
  const error = new TypeError(`fetch failed: ${request.method} ${request.url} ${JSON.stringify([...request.headers])} body=${body}`, { cause });
  throw Object.assign(error, { request, headers: Object.fromEntries(request.headers) });
};

describe('a secret never shows in an error, whatever text the runtime put it in', () => {
  it('a token read from a file with a comment line → ValidationError naming token, not echoing it, nothing sent', async () => {
    const server = await loopback((_, response) => json(response, 200, {}));
    const error = thrown(() => createClient({ baseUrl: server.url, token: `${TOKEN}\n# my work token` }), ValidationError);
    expect(error.parameter).toBe('token');
    expectFreeOf(error, [TOKEN, 'my work token']);
    expect(server.requests).toHaveLength(0);
  });

  it.each([
    ['a password with a line break', { username: 'octocat', password: `${PASSWORD}\r\n` }, 'password'],
    ['a token outside Latin-1', { token: `${TOKEN}✓` }, 'token'],
    ['a token with a trailing newline', { token: `${TOKEN}\n` }, 'token'],
  ] as const)('%s → ValidationError naming the option, not echoing it', (_, options, parameter) => {
    const error = thrown(() => createClient(options), ValidationError);
    expect(error.parameter).toBe(parameter);
    expectFreeOf(error, [TOKEN, PASSWORD]);
  });

  it('the session token, when fetch quotes the request headers (message, stack, inspect, cause chain)', async () => {
    const gh = createClient({ baseUrl: 'http://127.0.0.1:9', retry: QUICK, token: TOKEN, fetch: echoingFetch });
    const error = await rejection(gh.repository('octocat', 'Hello-World'), TransportError);
    expect(error.message).toContain('[REDACTED]');
    expectFreeOf(error, [TOKEN]);
  });

  it('a password, when fetch quotes the Basic credentials', async () => {
    const gh = createClient({ baseUrl: 'http://127.0.0.1:9', retry: QUICK, username: 'octocat', password: PASSWORD, fetch: echoingFetch });
    const basic = Buffer.from(`octocat:${PASSWORD}`).toString('base64');
    expectFreeOf(await rejection(gh.repository('octocat', 'Hello-World'), TransportError), [PASSWORD, basic]);
  });

  it('the one-time password of a two-factor retry', async () => {
    let calls = 0;
    const fetchWith2fa: typeof fetch = async (input, init) => {
      if (calls++ === 0) return new Response(JSON.stringify({ message: 'Must specify two-factor authentication OTP code.' }), { status: 401, headers: { 'x-github-otp': 'required; app' } });
      return echoingFetch(input, init);
    };
    const gh = createClient({ baseUrl: 'http://127.0.0.1:9', retry: QUICK, username: 'octocat', password: PASSWORD, twoFactorCallback: () => OTP, fetch: fetchWith2fa });
    expectFreeOf(await rejection(gh.repository('octocat', 'Hello-World'), TransportError), [PASSWORD, OTP]);
  });

  it('an application’s client secret and the access token being checked', async () => {
    const gh = createClient({ baseUrl: 'http://127.0.0.1:9', retry: QUICK, fetch: echoingFetch });
    gh.setClientId(CLIENT_ID, CLIENT_SECRET);
    const basic = Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64');
    expectFreeOf(await rejection(gh.checkAuthorization(ACCESS_TOKEN), TransportError), [CLIENT_SECRET, basic, ACCESS_TOKEN]);
  });

  it('a client secret sent in a body (creating an authorization)', async () => {
    const gh = createClient({ baseUrl: 'http://127.0.0.1:9', retry: QUICK, fetch: echoingFetch });
    const error = await rejection(gh.authorize('octocat', PASSWORD, { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET }), TransportError);
    expectFreeOf(error, [PASSWORD, CLIENT_SECRET]);
  });

  it('a call’s own authorization header', async () => {
    const { session } = createClient({ baseUrl: 'http://127.0.0.1:9', retry: QUICK, fetch: echoingFetch });
    const error = await rejection(send(session, { path: '/user', headers: { Authorization: `Bearer ${ACCESS_TOKEN}` } }), TransportError);
    expectFreeOf(error, [ACCESS_TOKEN]);
  });

  it('a service that quotes the credentials back in an error body', async () => {
    const server = await loopback((request, response) => json(response, 401, { message: `Bad credentials: ${request.headers.authorization}` }));
    const gh = createClient({ baseUrl: server.url, token: TOKEN });
    const error = await rejection(gh.repository('octocat', 'Hello-World'), GitHubError);
    expect(server.requests[0]?.headers.authorization).toBe(`token ${TOKEN}`);
    expectFreeOf(error, [TOKEN]);
  });
});

describe('a token given as the wrong argument', () => {
  it('is described, not quoted, by the ValidationError', async () => {
    // Made up at run time, in the shape of GitHub's tokens (which name their kind in a prefix).
    const tokenShaped = ['ghp', 'x'.repeat(12)].join('_');
    const gh = createClient({ token: TOKEN });
    const error = await rejection(gh.repository(tokenShaped, undefined as never), ValidationError);
    const direct = await rejection(getRepository(gh.session, tokenShaped), ValidationError);
    for (const shown of [error, direct].flatMap(renderings)) expect(shown).not.toContain(tokenShaped);
    expect(direct.message).toMatch(/16-character text/);
  });
});

describe('err.url is free of credentials', () => {
  it('secret query values, and a secret in the path, are replaced', async () => {
    const server = await loopback((_, response) => json(response, 404, { message: 'Not Found' }));
    const { session } = createClient({ baseUrl: server.url, token: TOKEN });
    const error = await rejection(
      send(session, { path: '/applications/{client_id}/tokens/{access_token}', params: { client_id: CLIENT_ID, access_token: ACCESS_TOKEN }, query: { client_secret: CLIENT_SECRET, token: TOKEN } }),
      GitHubError,
    );
    expect(server.requests[0]?.url).toContain(ACCESS_TOKEN);
    expect(error.url).toBe(`${server.url}/applications/${CLIENT_ID}/tokens/[REDACTED]?client_secret=[REDACTED]&token=[REDACTED]`);
    expectFreeOf(error, [TOKEN, CLIENT_SECRET, ACCESS_TOKEN]);
  });

  it('the session token in a URL the service points to is replaced', async () => {
    const server = await loopback((_, response) => json(response, 500, { message: 'Server Error' }));
    const { session } = createClient({ baseUrl: server.url, token: TOKEN, retry: QUICK });
    const error = await rejection(send(session, { path: `${server.url}/download/${TOKEN}/file` }), GitHubError);
    expect(error.url).toBe(`${server.url}/download/[REDACTED]/file`);
  });
});

describe('a short credential keeps errors readable', () => {
  // The service's answer names the repository and the credential's letters in ordinary words.
  const answer = { message: 'Not Found: the repository test-repo is not there', documentation_url: 'https://docs.github.com/rest/repos/repos#get-a-repository' };

  it.each([
    ['a token of 1 character', { token: 't' }],
    ['a token of 2 characters', { token: 're' }],
    ['a token of 4 characters', { token: 'test' }],
    ['a password of 2 characters', { username: 'octo', password: 're' }],
    ['a password of 3 characters', { username: 'octo', password: 'pos' }],
  ])('%s: the URL and the message read as GitHub and the caller wrote them', async (_, credentials) => {
    const server = await loopback((_request, response) => json(response, 404, answer));
    const error = await rejection(getRepository(createSession({ baseUrl: server.url, allowInsecureHttp: true, retry: false, ...credentials }), 'o/test-repo'));
    expect(error.url).toBe(`${server.url}/repos/o/test-repo`);
    expect(error.message).toBe(answer.message);
    expect(error.documentationUrl).toBe(answer.documentation_url);
    expect(String(error)).not.toContain('[REDACTED]');
    // It was sent, so it is a secret of the request: standing alone it is still replaced.
    expect(server.requests[0]?.headers.authorization).toBeTruthy();
  });

  it('standing alone in the service\'s message, it is still replaced', async () => {
    const server = await loopback((_request, response) => json(response, 401, { message: 'Bad credentials: t' }));
    const error = await rejection(send(createSession({ baseUrl: server.url, allowInsecureHttp: true, retry: false, token: 't' }), { path: '/user' }));
    expect(error.message).toContain('Bad credentials: [REDACTED]');
  });
});
