import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../../src/client.js';
import { PageIterator } from '../../src/core/page-iterator.js';
import { send } from '../../src/core/request.js';
import { LinkRefused, RedirectRefused, ValidationError } from '../../src/errors/index.js';
import { closeLoopbacks, json, loopback, rejection, type Loopback, TOKEN, CALLER_TOKEN, PASSWORD, CLIENT_ID, CLIENT_SECRET, ACCESS_TOKEN, OTP } from './loopback.js';

afterEach(closeLoopbacks);

/** Another origin that records what reaches it and answers as a happy service would. */
async function elsewhere(): Promise<Loopback> {
  return loopback((_, response) => json(response, 200, [{ id: 9, login: 'mallory' }]));
}

function redirectTo(target: string, status: number) {
  return loopback((request, response) => {
    response.writeHead(status, { location: `${target}${request.url}` });
    response.end();
  });
}

const carriesNoCredential = (server: Loopback) => {
  for (const request of server.requests) {
    expect(request.headers).not.toHaveProperty('authorization');
    expect(request.headers).not.toHaveProperty('x-github-otp');
    for (const secret of [TOKEN, CALLER_TOKEN, PASSWORD, CLIENT_SECRET, ACCESS_TOKEN, OTP]) expect(request.body).not.toContain(secret);
  }
};

describe('a call’s own credentials stay with the session’s origin', () => {
  it('an authorization header given to a listing never goes to a Link on another origin', async () => {
    const other = await elsewhere();
    const home = await loopback((_, response) => json(response, 200, [{ id: 1, login: 'octocat' }], { link: `<${other.url}/users?since=1>; rel="next"` }));
    const { session } = createClient({ baseUrl: home.url });
    const listing = new PageIterator(session, { path: '/users', item: (raw) => raw }, { headers: { authorization: `token ${CALLER_TOKEN}` } });
    await rejection(listing.toArray(), LinkRefused);
    expect(home.requests[0]?.headers.authorization).toBe(`token ${CALLER_TOKEN}`);
    expect(other.requests).toHaveLength(0);
  });

  it('an authorization header given to a request for another origin’s URL is not sent there', async () => {
    const other = await elsewhere();
    const { session } = createClient({ baseUrl: 'http://127.0.0.1:9', token: TOKEN });
    await send(session, { path: `${other.url}/users`, headers: { Authorization: `token ${CALLER_TOKEN}`, 'X-GitHub-OTP': OTP } });
    expect(other.requests).toHaveLength(1);
    carriesNoCredential(other);
  });

  it('a body is never sent to another origin', async () => {
    const other = await elsewhere();
    const { session } = createClient({ baseUrl: 'http://127.0.0.1:9' });
    await rejection(send(session, { method: 'POST', path: `${other.url}/applications/x/token`, body: { access_token: ACCESS_TOKEN } }), ValidationError);
    expect(other.requests).toHaveLength(0);
  });
});

describe('credential-bearing requests do not follow redirects to another origin', () => {
  it.each([307, 308])('checkAuthorization: a %i elsewhere → RedirectRefused, the access token and client secret stay home', async (status) => {
    const other = await elsewhere();
    const home = await redirectTo(other.url, status);
    const gh = createClient({ baseUrl: home.url });
    gh.setClientId(CLIENT_ID, CLIENT_SECRET);
    const error = await rejection(gh.checkAuthorization(ACCESS_TOKEN), RedirectRefused);
    expect(error.status).toBe(status);
    expect(error.location).toBe(`${other.url}/applications/${CLIENT_ID}/token`);
    expect(other.requests).toHaveLength(0);
  });

  it.each([307, 308])('createAuthorization: a %i elsewhere → RedirectRefused, the password and client secret stay home', async (status) => {
    const other = await elsewhere();
    const home = await redirectTo(other.url, status);
    const gh = createClient({ baseUrl: home.url });
    await rejection(gh.authorize('octocat', PASSWORD, { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, scopes: ['repo'] }), RedirectRefused);
    expect(home.requests).toHaveLength(1);
    expect(other.requests).toHaveLength(0);
  });

  it('after a two-factor retry, a 307 elsewhere → RedirectRefused, the one-time password stays home', async () => {
    const other = await elsewhere();
    const home = await loopback((request, response, index) => {
      if (index === 0) return json(response, 401, { message: 'Must specify two-factor authentication OTP code.' }, { 'x-github-otp': 'required; sms' });
      response.writeHead(307, { location: `${other.url}${request.url}` });
      response.end();
    });
    const gh = createClient({ baseUrl: home.url, twoFactorCallback: () => OTP });
    await rejection(gh.authorize('octocat', PASSWORD, { scopes: ['repo'] }), RedirectRefused);
    expect(home.requests[1]?.headers['x-github-otp']).toBe(OTP);
    expect(other.requests).toHaveLength(0);
  });

  it('a GET redirected after a two-factor retry goes elsewhere without the password or the one-time password', async () => {
    const other = await loopback((_, response) => json(response, 200, { id: 1, name: 'Hello-World', full_name: 'octocat/Hello-World' }));
    const home = await loopback((request, response, index) => {
      if (index === 0) return json(response, 401, { message: 'Must specify two-factor authentication OTP code.' }, { 'x-github-otp': 'required; sms' });
      response.writeHead(302, { location: `${other.url}${request.url}` });
      response.end();
    });
    const gh = createClient({ baseUrl: home.url, username: 'octocat', password: PASSWORD, twoFactorCallback: () => OTP });
    expect((await gh.repository('octocat', 'Hello-World')).full_name).toBe('octocat/Hello-World');
    expect(other.requests).toHaveLength(1);
    carriesNoCredential(other);
  });

  it('a GET redirected on the same origin is followed, with its credentials (a renamed repository)', async () => {
    const home = await loopback((request, response) => {
      if (request.url === '/repos/octocat/old-name') {
        response.writeHead(301, { location: '/repositories/1296269' });
        return void response.end();
      }
      json(response, 200, { id: 1296269, name: 'Hello-World', full_name: 'octocat/Hello-World' });
    });
    const gh = createClient({ baseUrl: home.url, token: TOKEN });
    expect((await gh.repository('octocat', 'old-name')).id).toBe(1296269);
    expect(home.requests.map((r) => [r.url, r.headers.authorization])).toEqual([
      ['/repos/octocat/old-name', `token ${TOKEN}`],
      ['/repositories/1296269', `token ${TOKEN}`],
    ]);
  });

  it('under an /api/v3 base, a GET redirected on the same host but outside the base goes without credentials', async () => {
    const home = await loopback((request, response) => {
      if (request.url === '/api/v3/repos/octocat/Hello-World/tarball/main') {
        response.writeHead(302, { location: '/storage/archive.tar.gz' });
        return void response.end();
      }
      response.writeHead(200, { 'content-type': 'application/gzip' }).end('archive');
    });
    const gh = createClient({ baseUrl: `${home.url}/api/v3`, token: TOKEN });
    await send(gh.session, { path: '/repos/octocat/Hello-World/tarball/main', as: 'text' });
    expect(home.requests.map((r) => [r.url, r.headers.authorization])).toEqual([
      ['/api/v3/repos/octocat/Hello-World/tarball/main', `token ${TOKEN}`],
      ['/storage/archive.tar.gz', undefined],
    ]);
  });

  it('a redirect loop stops with RedirectRefused', async () => {
    const home = await loopback((_, response) => {
      response.writeHead(302, { location: '/again' });
      response.end();
    });
    const { session } = createClient({ baseUrl: home.url });
    await rejection(send(session, { path: '/start' }), RedirectRefused);
    expect(home.requests.length).toBeLessThanOrEqual(6);
  });
});

describe('redirects are never silent method changes', () => {
  it.each([301, 302, 303])('a %i to a POST → RedirectRefused, not a GET whose answer looks like the created object', async (status) => {
    const home = await loopback((request, response) => {
      if (request.method === 'POST') {
        response.writeHead(status, { location: '/repos/octocat/Hello-World/issues/1' });
        return void response.end();
      }
      json(response, 200, { id: 1, number: 1, title: 'somebody else’s issue' });
    });
    const { session } = createClient({ baseUrl: home.url, token: TOKEN });
    const error = await rejection(send(session, { method: 'POST', path: '/repos/octocat/Hello-World/issues', body: { title: 'mine' } }), RedirectRefused);
    expect(error.method).toBe('POST');
    expect(home.requests.map((r) => r.method)).toEqual(['POST']);
  });

  it('a 300 without Location is not a success', async () => {
    const home = await loopback((_, response) => json(response, 300, { id: 1 }));
    const gh = createClient({ baseUrl: home.url });
    const error = await rejection(gh.repository('octocat', 'Hello-World'), RedirectRefused);
    expect(error).toMatchObject({ status: 300, location: null });
  });

  it.each(['javascript:alert(1)', 'file:///etc/passwd'])('a Location of %s is not followed', async (location) => {
    const home = await loopback((_, response) => {
      response.writeHead(302, { location });
      response.end();
    });
    const gh = createClient({ baseUrl: home.url });
    await rejection(gh.repository('octocat', 'Hello-World'), RedirectRefused);
  });
});
