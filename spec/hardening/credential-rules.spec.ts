import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { updateHubSubscription } from '../../src/activity/hub.js';
import { createClient } from '../../src/client.js';
import { send } from '../../src/core/request.js';
import type { RequestView, ResponseView } from '../../src/core/types.js';
import { TransportError, ValidationError } from '../../src/errors/index.js';
import { createHook } from '../../src/repos/hooks.js';
import { getRepository } from '../../src/repos/get-repository.js';
import { createRecorder } from '../../src/testing/recorder.js';
import { capturedSession } from '../support/capture.js';
import { closeLoopbacks, json, loopback, rejection, TOKEN, PASSWORD, type Loopback } from './loopback.js';
import { expectFreeOf } from '../support/renderings.js';
import { conditionalCache } from '../../src/core/conditional-cache.js';

afterEach(closeLoopbacks);

const API = 'https://api.github.com';


/** Hooks that keep what they are shown. */
function watching(): { hooks: { beforeRequest: (view: RequestView) => void; afterResponse: (view: ResponseView) => void }; views: (RequestView | ResponseView)[] } {
  const views: (RequestView | ResponseView)[] = [];
  return { hooks: { beforeRequest: (view) => void views.push(view), afterResponse: (view) => void views.push(view) }, views };
}

/** A service answering 401 with the value of the header `name` quoted in the message and in a response header. */
function echoingHeader(name: string): Promise<Loopback> {
  return loopback((request, response) => {
    const value = String(request.headers[name] ?? '');
    json(response, 401, { message: `Bad credentials: ${value}` }, { 'x-echo': value });
  });
}

/** A service answering 422 with the request body quoted in the message, in `errors` and in a response header. */
function echoingBody(): Promise<Loopback> {
  return loopback((request, response) => json(response, 422, { message: `Validation Failed for ${request.body}`, errors: [{ value: request.body }] }, { 'x-echo': encodeURIComponent(request.body) }));
}

describe('a call’s own proxy-authorization, cookie and one-time password are credentials', () => {
  const CALL_CREDENTIALS = [
    ['proxy-authorization', `Basic ${Buffer.from('proxy-user:test-proxy-password').toString('base64')}`],
    ['cookie', 'user_session=test-cookie-value-0123'],
    ['x-github-otp', '739104'],
  ] as const;

  it.each(CALL_CREDENTIALS)('%s: a GET redirected to another origin goes there without it', async (name, value) => {
    const other = await loopback((_, response) => json(response, 200, { id: 1 }));
    const home = await loopback((request, response) => {
      response.writeHead(302, { location: `${other.url}${request.url}` });
      response.end();
    });
    const { session } = createClient({ baseUrl: home.url, token: TOKEN });
    await send(session, { path: '/download', headers: { [name]: value } });
    expect(home.requests[0]?.headers[name]).toBe(value);
    expect(other.requests).toHaveLength(1);
    expect(other.requests[0]?.headers).not.toHaveProperty(name);
  });

  it.each(CALL_CREDENTIALS)('%s: a request for an absolute URL on another origin goes without it', async (name, value) => {
    const other = await loopback((_, response) => json(response, 200, { id: 1 }));
    const { session } = createClient({ baseUrl: 'http://127.0.0.1:9' });
    await send(session, { path: `${other.url}/users`, headers: { [name]: value, 'x-trace': 'kept' } });
    expect(other.requests).toHaveLength(1);
    expect(other.requests[0]?.headers['x-trace']).toBe('kept');
    expect(other.requests[0]?.headers).not.toHaveProperty(name);
  });

  it.each(CALL_CREDENTIALS)('%s: the hooks never see it, not even echoed in an answer’s header', async (name, value) => {
    const home = await echoingHeader(name);
    const { hooks, views } = watching();
    const { session } = createClient({ baseUrl: home.url, retry: false, hooks });
    await rejection(send(session, { path: '/user', headers: { [name]: value } }));
    expect(home.requests[0]?.headers[name]).toBe(value);
    expect(views).toHaveLength(2);
    for (const view of views) {
      expect(view.headers).not.toHaveProperty(name);
      expect(JSON.stringify(view)).not.toContain(value);
    }
    expect((views[1] as ResponseView).responseHeaders).toHaveProperty('x-echo', '[REDACTED]');
  });

  it.each(CALL_CREDENTIALS)('%s: an error never quotes it when the service echoes it', async (name, value) => {
    const home = await echoingHeader(name);
    const { session } = createClient({ baseUrl: home.url, retry: false });
    const error = await rejection(send(session, { path: '/user', headers: { [name]: value } }));
    expect(home.requests[0]?.headers[name]).toBe(value);
    expect(error.message).toBe('Bad credentials: [REDACTED]');
    expectFreeOf(error, [value]);
  });

  it('the credential after a scheme (`Bearer <t>`) is a secret on its own: echoed alone, it is not quoted', async () => {
    const bare = 'test-bearer-token-5e1f';
    const home = await loopback((request, response) => json(response, 401, { message: `token ${String(request.headers.authorization).split(' ')[1]} is revoked` }));
    const { session } = createClient({ baseUrl: home.url, retry: false });
    const error = await rejection(send(session, { path: '/user', headers: { Authorization: `Bearer ${bare}` } }));
    expect(home.requests).toHaveLength(1);
    expect(error.message).toBe('token [REDACTED] is revoked');
  });
});

describe('secret query values and user info never show in an error or a hook’s view', () => {
  it.each(['access_token', 'client_secret', 'token', 'password', 'Access_Token', 'CLIENT_SECRET'])('the value of %s', async (name) => {
    const value = 'test-query-secret-8c2d';
    const home = await loopback((_, response) => json(response, 404, { message: 'Not Found' }));
    const { hooks, views } = watching();
    const { session } = createClient({ baseUrl: home.url, retry: false, hooks });
    const error = await rejection(send(session, { path: '/applications/grants', query: { [name]: value, page: 2 } }));
    expect(home.requests[0]?.url).toBe(`/applications/grants?${name}=${value}&page=2`);
    expect(error.url).toBe(`${home.url}/applications/grants?${name}=[REDACTED]&page=2`);
    expectFreeOf(error, [value]);
    expect(views).toHaveLength(2);
    for (const view of views) expect(view.url).toBe(`${home.url}/applications/grants?${name}=[REDACTED]&page=2`);
  });

  it('the user info of an absolute URL: neither the URL nor the error quotes it', async () => {
    const home = await loopback((_, response) => json(response, 200, {}));
    const { session } = createClient({ baseUrl: home.url, retry: false });
    const authority = home.url.replace('http://', '');
    const error = await rejection(send(session, { path: `http://octocat:${PASSWORD}@${authority}/user?access_token=test-query-secret-8c2d` }), TransportError);
    expect(home.requests).toHaveLength(0);
    expect(error.url).toBe(`${home.url}/user?access_token=[REDACTED]`);
    expectFreeOf(error, [PASSWORD, 'test-query-secret-8c2d']);
  });
});

describe('credential members of a body never show, when the service echoes them', () => {
  it.each(['password', 'token', 'secret', 'otp', 'client_secret', 'access_token'])('a member named %s', async (name) => {
    const value = `test-${name}-value-4b7a`;
    const home = await echoingBody();
    const { hooks, views } = watching();
    const { session } = createClient({ baseUrl: home.url, retry: false, hooks });
    const error = await rejection(send(session, { method: 'POST', path: '/authorizations', body: { note: 'ci', [name]: value } }));
    expect(home.requests[0]?.body).toContain(value);
    expect(error.message).toContain('[REDACTED]');
    expectFreeOf(error, [value, encodeURIComponent(value)]);
    expect(views).toHaveLength(2);
    for (const view of views) expect(JSON.stringify(view)).not.toContain(value);
  });

  it('a hook’s config.secret, through createHook', async () => {
    const secret = 'test-hook-secret-77aa';
    const home = await echoingBody();
    const { session } = createClient({ baseUrl: home.url, retry: false, token: TOKEN });
    const error = await rejection(createHook(session, 'octocat/Hello-World', 'web', { url: 'https://example.com/hook', secret, content_type: 'json' }));
    expect(JSON.parse(home.requests[0]?.body ?? '{}')).toMatchObject({ config: { secret } });
    expectFreeOf(error, [secret, TOKEN]);
  });

  it('a secret the service echoes JSON-escaped (in a raw answer) is not quoted', async () => {
    const secret = 'pa"ss\\word-9f3e';
    const home = await loopback((request, response) => json(response, 422, { message: 'Validation Failed', errors: [{ field: 'password', value: (JSON.parse(request.body) as { password: string }).password }] }));
    const { session } = createClient({ baseUrl: home.url, retry: false });
    const error = await rejection(send(session, { method: 'POST', path: '/authorizations', body: { password: secret } }));
    expect(home.requests).toHaveLength(1);
    expect(error.errors).toEqual([{ field: 'password', value: '[REDACTED]' }]);
    expectFreeOf(error, [secret, JSON.stringify(secret).slice(1, -1)]);
  });

  it('a form field’s secret (the hub’s hub.secret), decoded and as the form wrote it', async () => {
    const secret = 'test hub secret&9=x';
    const home = await loopback((request, response) => json(response, 422, { message: `cannot subscribe: ${request.body} (${decodeURIComponent(request.body.replace(/\+/g, ' '))})` }));
    const { session } = createClient({ baseUrl: home.url, retry: false, token: TOKEN });
    const error = await rejection(updateHubSubscription(session, 'subscribe', `${home.url}/octocat/Hello-World/events/push`, 'https://example.com/callback', { secret }));
    const written = new URLSearchParams([['hub.secret', secret]]).toString().slice('hub.secret='.length);
    expect(home.requests[0]?.body).toContain(`hub.secret=${written}`);
    expectFreeOf(error, [secret, written, TOKEN]);
  });

  it('a secret in a path parameter is not quoted URL-encoded in err.url', async () => {
    const accessToken = 'test access/token+1';
    const home = await loopback((_, response) => json(response, 404, { message: 'Not Found' }));
    const { session } = createClient({ baseUrl: home.url, retry: false });
    const error = await rejection(send(session, { path: '/applications/{client_id}/tokens/{access_token}', params: { client_id: 'Iv1.0123', access_token: accessToken } }));
    expect(home.requests[0]?.url).toBe(`/applications/Iv1.0123/tokens/${encodeURIComponent(accessToken)}`);
    expect(error.url).toBe(`${home.url}/applications/Iv1.0123/tokens/[REDACTED]`);
  });
});

describe('a multi-line secret quoted one line at a time', () => {
  const lines = ['-----BEGIN TEST KEY-----', 'line-two-of-the-test-key-0123', 'failed', '-----END TEST KEY-----'];

  /** A runtime that quotes one line of the body's secret (as a header parser would) and otherwise says `failed`. */
  const quotingOneLine: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const { config } = (await request.json()) as { config: { secret: string } };
    throw new TypeError(`fetch failed: invalid character in ${config.secret.split('\n')[1]}`);
  };

  it('each line of 8 characters or more is replaced; a shorter one (ordinary text) is left alone', async () => {
    const { session } = createClient({ baseUrl: 'http://127.0.0.1:9', retry: false, fetch: quotingOneLine });
    const error = await rejection(send(session, { method: 'POST', path: '/repos/octocat/Hello-World/hooks', body: { config: { secret: lines.join('\n') } } }), TransportError);
    expect(error.message).toBe('POST http://127.0.0.1:9/repos/octocat/Hello-World/hooks: the connection failed (fetch failed: invalid character in [REDACTED])');
    expectFreeOf(error, [lines[1] as string]);
  });
});

describe('a token given as the wrong argument is never quoted in a ValidationError', () => {
  const installationToken = `ghs_${'x'.repeat(36)}`;

  it('an installation token (40 characters) is described by its length', async () => {
    const { session, sent } = capturedSession({ token: TOKEN });
    const error = await rejection(getRepository(session, installationToken), ValidationError);
    expect(error.message).toContain('a 40-character text');
    expectFreeOf(error, [installationToken]);
    expect(sent).toHaveLength(0);
  });

  it('a text of 40 characters is quoted, one of 41 is described', async () => {
    const { session } = capturedSession({ token: TOKEN });
    const forty = await rejection(getRepository(session, 'r'.repeat(40)), ValidationError);
    expect(forty.message).toContain(`"${'r'.repeat(40)}"`);
    const fortyOne = await rejection(getRepository(session, 'r'.repeat(41)), ValidationError);
    expect(fortyOne.message).toContain('a 41-character text');
    expectFreeOf(fortyOne, ['r'.repeat(41)]);
  });
});

describe('a TransportError carries no secret', () => {
  const QUERY_SECRET = 'test-query-secret-8c2d';

  it('a network failure: the URL’s secret query value is replaced, the cause chain is redacted, its codes kept', async () => {
    const failing: typeof fetch = async (input) => {
      const url = String(input instanceof Request ? input.url : input);
      const socket = Object.assign(new Error(`connect ECONNREFUSED while sending token ${TOKEN} to ${url}`), { code: 'ECONNREFUSED', headers: { authorization: `token ${TOKEN}` } });
      throw Object.assign(new TypeError(`fetch failed: ${url}`, { cause: socket }), { code: 'UND_ERR_SOCKET' });
    };
    const { session } = createClient({ baseUrl: 'http://127.0.0.1:9', retry: false, token: TOKEN, fetch: failing });
    const error = await rejection(send(session, { path: '/user', query: { access_token: QUERY_SECRET } }), TransportError);
    expect(error.reason).toBe('network');
    expect(error.url).toBe('http://127.0.0.1:9/user?access_token=[REDACTED]');
    expect(error.message).toBe('GET http://127.0.0.1:9/user?access_token=[REDACTED]: the connection failed (fetch failed: http://127.0.0.1:9/user?access_token=[REDACTED])');
    const cause = error.cause as Error & { code?: string; cause?: Error & { code?: string } };
    expect(cause.code).toBe('UND_ERR_SOCKET');
    expect(cause.cause?.code).toBe('ECONNREFUSED');
    expect(cause.cause?.message).toBe('connect ECONNREFUSED while sending token [REDACTED] to http://127.0.0.1:9/user?access_token=[REDACTED]');
    expect(cause.cause).not.toHaveProperty('headers');
    expectFreeOf(error, [TOKEN, QUERY_SECRET]);
  });

  it('a reset connection: the runtime’s code is kept', async () => {
    nock(API).get('/user').query(true).replyWithError({ code: 'ECONNRESET', message: `read ECONNRESET ${TOKEN}` });
    const { session, sent } = capturedSession({ token: TOKEN });
    const error = await rejection(send(session, { path: '/user', query: { client_secret: QUERY_SECRET } }), TransportError);
    expect(sent).toHaveLength(1);
    expect(error.url).toBe(`${API}/user?client_secret=[REDACTED]`);
    const codes: unknown[] = [];
    for (let c = error.cause as { code?: unknown; cause?: unknown } | undefined; c; c = c.cause as typeof c) codes.push(c.code);
    expect(codes).toContain('ECONNRESET');
    expectFreeOf(error, [TOKEN, QUERY_SECRET]);
  });

  it('a timeout', async () => {
    nock(API).get('/user').query(true).delay(400).reply(200, {});
    const { session, sent } = capturedSession({ token: TOKEN, timeout: 40 });
    const error = await rejection(send(session, { path: '/user', query: { token: QUERY_SECRET } }), TransportError);
    expect(sent).toHaveLength(1);
    expect(error.reason).toBe('timeout');
    expect(error.url).toBe(`${API}/user?token=[REDACTED]`);
    expectFreeOf(error, [TOKEN, QUERY_SECRET]);
  });

  it('an abort', async () => {
    nock(API).get('/user').query(true).delay(400).reply(200, {});
    const { session, sent } = capturedSession({ token: TOKEN });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    const error = await rejection(send(session, { path: '/user', query: { password: QUERY_SECRET }, signal: controller.signal }), TransportError);
    expect(sent).toHaveLength(1);
    expect(error.reason).toBe('abort');
    expect(error.url).toBe(`${API}/user?password=[REDACTED]`);
    expectFreeOf(error, [TOKEN, QUERY_SECRET]);
  });
});

describe('the conditional cache never serves an answer to other credentials', () => {
  it('an answer fetched with a call’s own Authorization is not served to the session’s own credential', async () => {
    nock(API).get('/user').matchHeader('authorization', 'token test-other-token-0001').reply(200, { login: 'someone-else' }, { etag: '"other"' });
    nock(API).get('/user').matchHeader('authorization', `token ${TOKEN}`).reply(200, { login: 'me' }, { etag: '"mine"' });
    const { session, sent } = capturedSession({ token: TOKEN, cache: conditionalCache() });
    const theirs = await send<{ login: string }>(session, { path: '/user', headers: { Authorization: 'token test-other-token-0001' } });
    const mine = await send<{ login: string }>(session, { path: '/user' });
    expect(theirs.data.login).toBe('someone-else');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.headers.authorization).toBe(`token ${TOKEN}`);
    expect(sent[1]?.headers).not.toHaveProperty('if-none-match');
    expect(mine).toMatchObject({ status: 200, fromCache: false, data: { login: 'me' } });
  });

  it('the session’s own answers are cached: the second request revalidates', async () => {
    nock(API).get('/user').reply(200, { login: 'me' }, { etag: '"mine"' });
    nock(API).get('/user').matchHeader('if-none-match', '"mine"').reply(304);
    const { session, sent } = capturedSession({ token: TOKEN, cache: conditionalCache() });
    await send(session, { path: '/user' });
    const again = await send<{ login: string }>(session, { path: '/user' });
    expect(sent).toHaveLength(2);
    expect(again).toMatchObject({ status: 304, fromCache: true, data: { login: 'me' } });
  });

  it('a session without credentials caches its answers too', async () => {
    nock(API).get('/users/octocat').reply(200, { login: 'octocat' }, { etag: '"public"' });
    nock(API).get('/users/octocat').matchHeader('if-none-match', '"public"').reply(304);
    const { session, sent } = capturedSession({ cache: conditionalCache() });
    await send(session, { path: '/users/octocat' });
    const again = await send<{ login: string }>(session, { path: '/users/octocat' });
    expect(sent).toHaveLength(2);
    expect(again).toMatchObject({ status: 304, fromCache: true, data: { login: 'octocat' } });
  });

  it.each([
    ['a secret query value', { path: '/user', query: { access_token: 'test-query-secret-8c2d' } }],
    ['a secret path parameter', { path: '/applications/{client_id}/tokens/{access_token}', params: { client_id: 'Iv1.0123', access_token: 'test-access-token-3d4c' } }],
  ])('a URL carrying %s is never a cache key', async (_, spec) => {
    nock(API).get(/.*/).times(2).reply(200, { id: 1 }, { etag: '"e"' });
    const { session, sent } = capturedSession({ token: TOKEN, cache: conditionalCache() });
    await send(session, spec);
    await send(session, spec);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.headers).not.toHaveProperty('if-none-match');
  });
});

describe('credentials and bodies stay under the session’s base URL', () => {
  const GHE = 'https://ghe.example.com';

  it.each([
    ['another origin', 'https://elsewhere.example.org/api/v3/repos/octocat/Hello-World/issues'],
    ['the same origin outside the base path', `${GHE}/api/labels/octocat/Hello-World`],
  ])('a body for %s → ValidationError, nothing sent', async (_, url) => {
    const { session, sent } = capturedSession({ baseUrl: `${GHE}/api/v3`, token: TOKEN });
    for (const spec of [{ body: { title: 'x', token: 'test-body-token-1' } }, { rawBody: 'hub.secret=test-form-secret-1', contentType: 'application/x-www-form-urlencoded' }]) {
      const error = await rejection(send(session, { method: 'POST', path: url, ...spec }), ValidationError);
      expect(error.message).toContain('refusing to send a request body');
    }
    expect(sent).toHaveLength(0);
  });

  it.each([
    ['another origin', 'https://elsewhere.example.org/api/v3/user'],
    ['the same origin outside the base path', `${GHE}/api/labels/1`],
  ])('the session’s Authorization is not sent to %s', async (_, url) => {
    const target = new URL(url);
    nock(target.origin).get(target.pathname).reply(200, { id: 1 });
    nock(GHE).get('/api/v3/user').reply(200, { id: 2 });
    const { session, sent } = capturedSession({ baseUrl: `${GHE}/api/v3`, token: TOKEN });
    await send(session, { path: url });
    await send(session, { path: `${GHE}/api/v3/user` });
    expect(sent.map((request) => [request.url.href, request.headers.authorization])).toEqual([
      [url, undefined],
      [`${GHE}/api/v3/user`, `token ${TOKEN}`],
    ]);
  });
});

describe('a recording keeps no credential an answer hands out', () => {
  it('minted tokens, refresh tokens, client secrets and passwords are scrubbed, two levels down; token_type and short values stay', async () => {
    const answer = {
      token: 'test-minted-installation-token',
      token_type: 'bearer',
      app: { client_secret: 'test-minted-client-secret', owner: { password: 'test-minted-password' } },
      authorizations: [{ access_token: 'test-minted-access-token', refresh_token: 'test-minted-refresh-token' }],
      hashed: { token: 'abc' },
    };
    const home = await loopback((_, response) => json(response, 201, answer));
    const recorder = createRecorder({ secrets: [] });
    const { session } = createClient({ baseUrl: home.url, retry: false, fetch: recorder.fetch });
    const reply = await send<typeof answer>(session, { method: 'POST', path: '/app/installations/42/access_tokens' });
    expect(reply.data.token).toBe('test-minted-installation-token');
    const text = JSON.stringify(recorder.recording());
    for (const minted of ['test-minted-installation-token', 'test-minted-client-secret', 'test-minted-password', 'test-minted-access-token', 'test-minted-refresh-token']) expect(text).not.toContain(minted);
    expect(recorder.interactions[0]?.response).toMatchObject({ token_type: 'bearer', hashed: { token: 'abc' }, token: '<ACCESS_TOKEN>' });
  });
});
