import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { authorizationUrl, authorizeDevice, exchangeCode, type DeviceVerification } from '../../src/auth/documented.js';
import { sha256 } from '../../src/auth/web-flow.js';
import { OAuthError, RedirectRefused, TransportError, UnprocessableResponseBody, ValidationError } from '../../src/errors/index.js';
import { startSignInStandIn, type SignInStandIn } from '../../src/testing/sign-in-stand-in.js';
import { CLIENT_ID, CLIENT_SECRET, closeLoopbacks, json, loopback, rejection, thrown } from '../hardening/loopback.js';

// The stand-in answers as GitHub documents its sign-in endpoints (see src/testing/sign-in-stand-in.ts).
const standIns: SignInStandIn[] = [];
afterEach(async () => {
  closeLoopbacks();
  await Promise.all(standIns.splice(0).map((s) => s.close()));
});

async function web(options: Parameters<typeof startSignInStandIn>[0] = {}): Promise<SignInStandIn> {
  const standIn = await startSignInStandIn({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, ...options });
  standIns.push(standIn);
  return standIn;
}

/** A clock the waits move: the flow's and the stand-in's time, without waiting. */
function clock(start = Date.UTC(2026, 10, 27, 9)) {
  const state = { at: start, waits: [] as number[] };
  return { state, now: () => state.at };
}

describe('authorizeDevice', () => {
  it('asks for a code, shows it once, polls by the interval until the user approves, and gives the token', async () => {
    const time = clock();
    const standIn = await web({ now: time.now });
    const shown: DeviceVerification[] = [];
    const token = await authorizeDevice({
      clientId: CLIENT_ID,
      scopes: ['repo', 'read:org'],
      webUrl: standIn.url,
      now: time.now,
      onVerification: (v) => void shown.push(v),
      wait: async (ms) => {
        time.state.waits.push(ms);
        time.state.at += ms;
        // The user enters the code while the flow waits for the second time.
        if (time.state.waits.length === 2) standIn.approve(shown[0]?.userCode ?? '', 'mona');
      },
    });
    expect(shown).toHaveLength(1);
    expect(shown[0]?.userCode).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}$/);
    expect(shown[0]?.verificationUri).toBe(`${standIn.url}/login/device`);
    expect(shown[0]?.expiresAt.getTime()).toBe(Date.UTC(2026, 10, 27, 9) + 900_000);
    expect(time.state.waits).toEqual([5000, 5000]);
    expect(standIn.loginOf(token.token)).toBe('mona');
    expect(token).toMatchObject({ tokenType: 'bearer', scopes: ['repo', 'read:org'] });
    expect(token.expiresAt?.getTime()).toBe(time.state.at + 28_800_000);
    expect(token.refreshToken).toMatch(/^ghr_/);
    expect(token.refreshTokenExpiresAt?.getTime()).toBe(time.state.at + 15_897_600_000);
    expect(Object.isFrozen(token)).toBe(true);
    expect(structuredClone(token)).toEqual(token);
    // Only the client id, the scope and the device code were sent, and no Authorization header.
    expect(standIn.requests.map((r) => [r.path, r.members.join(','), r.authorized])).toEqual([
      ['/login/device/code', 'client_id,scope', false],
      ['/login/oauth/access_token', 'client_id,device_code,grant_type', false],
      ['/login/oauth/access_token', 'client_id,device_code,grant_type', false],
    ]);
  });

  it('waits five seconds more after each slow_down, for every later poll', async () => {
    const time = clock();
    const standIn = await web({ now: time.now });
    let code = '';
    const token = await authorizeDevice({
      clientId: CLIENT_ID,
      webUrl: standIn.url,
      now: time.now,
      onVerification: (v) => void (code = v.userCode),
      wait: async (ms) => {
        time.state.waits.push(ms);
        // The second wait comes up a second short: the service answers slow_down.
        time.state.at += time.state.waits.length === 2 ? ms - 1000 : ms;
        if (time.state.waits.length === 4) standIn.approve(code);
      },
    });
    expect(time.state.waits).toEqual([5000, 5000, 10_000, 10_000]);
    expect(standIn.isLive(token.token)).toBe(true);
  });

  it('ends with an OAuthError naming access_denied when the user declines', async () => {
    const time = clock();
    const standIn = await web({ now: time.now });
    let code = '';
    const error = await rejection(
      authorizeDevice({ clientId: CLIENT_ID, webUrl: standIn.url, now: time.now, onVerification: (v) => void (code = v.userCode), wait: async (ms) => void ((time.state.at += ms), standIn.deny(code)) }),
      OAuthError,
    );
    expect(error.code).toBe('access_denied');
    expect(error.message).toBe(`POST ${standIn.url}/login/oauth/access_token: The authorization request was denied. (access_denied)`);
    expect(error.documentationUrl).toMatch(/^https:\/\/docs\.github\.com\//);
  });

  it('ends with expired_token when the service says the code expired, and when it would expire before the next poll', async () => {
    const late = clock();
    const standIn = await web({ now: late.now, expiresIn: 60 });
    // The poll comes after the code expired (a machine that slept): the service's expired_token.
    const served = await rejection(authorizeDevice({ clientId: CLIENT_ID, webUrl: standIn.url, now: late.now, onVerification: () => undefined, wait: async () => void (late.state.at += 120_000) }), OAuthError);
    expect(served.code).toBe('expired_token');
    expect(served.message).toContain('The `device_code` has expired.');

    const time = clock();
    const short = await web({ now: time.now, expiresIn: 12 });
    const local = await rejection(
      authorizeDevice({ clientId: CLIENT_ID, webUrl: short.url, now: time.now, onVerification: () => undefined, wait: async (ms) => void (time.state.waits.push(ms), (time.state.at += ms)) }),
      OAuthError,
    );
    expect(local.code).toBe('expired_token');
    expect(local.message).toBe(`POST ${short.url}/login/oauth/access_token: the device code expired before the user answered (expired_token)`);
    // Polled at 5 and 10 s; the 2 s left are waited out, not polled past.
    expect(time.state.waits).toEqual([5000, 5000, 2000]);
    expect(short.requests.filter((r) => r.path === '/login/oauth/access_token')).toHaveLength(2);
  });

  it('names what else the service refuses: device_flow_disabled, incorrect_device_code, an unknown client', async () => {
    const disabled = await web({ deviceFlow: false, interval: 0 });
    expect((await rejection(authorizeDevice({ clientId: CLIENT_ID, webUrl: disabled.url, onVerification: () => undefined }), OAuthError)).code).toBe('device_flow_disabled');

    // GitHub answers a device code the flow did not get with incorrect_device_code: here the first poll's code is replaced.
    const standIn = await web({ interval: 0 });
    const swapped: typeof fetch = (input, init) => fetch(input, typeof init?.body === 'string' ? { ...init, body: init.body.replace(/device_code=[0-9a-f]+/, 'device_code=0000') } : init);
    const wrong = await rejection(authorizeDevice({ clientId: CLIENT_ID, webUrl: standIn.url, fetch: swapped, onVerification: () => undefined }), OAuthError);
    expect(wrong.code).toBe('incorrect_device_code');

    const unknown = await rejection(authorizeDevice({ clientId: 'Iv1.ffffffffffffffff', webUrl: standIn.url, onVerification: () => undefined }), OAuthError);
    expect(unknown.status).toBe(404);
  });

  // Polls at the device flow's one-second pace, about 2 s: the limit is ten times that.
  it('polls through a lost answer and a failing server, and stops at once when aborted', async () => {
    const standIn = await web({ interval: 0 });
    let polls = 0;
    let code = '';
    const flaky: typeof fetch = async (input, init) => {
      if (String(input).endsWith('/access_token') && ++polls <= 2) {
        if (polls === 1) throw new TypeError('fetch failed');
        return new Response('<html>Unicorn</html>', { status: 502 });
      }
      if (polls >= 2) standIn.approve(code);
      return fetch(input, init);
    };
    const token = await authorizeDevice({ clientId: CLIENT_ID, webUrl: standIn.url, fetch: flaky, onVerification: (v) => void (code = v.userCode) });
    expect(standIn.isLive(token.token)).toBe(true);

    const controller = new AbortController();
    const waiting = await web();
    const aborted = await rejection(authorizeDevice({ clientId: CLIENT_ID, webUrl: waiting.url, signal: controller.signal, onVerification: () => void setTimeout(() => controller.abort(), 20) }), TransportError);
    expect(aborted.reason).toBe('abort');
    expect(aborted.message).toBe(`POST ${waiting.url}/login/oauth/access_token: the device flow was aborted while waiting for the user`);
    // Aborted during the five-second wait: no poll was sent.
    expect(waiting.requests.map((r) => r.path)).toEqual(['/login/device/code']);
  }, 20_000);

  it('refuses bad input before anything is sent', async () => {
    const standIn = await web();
    const cases: [object, string][] = [
      [{ clientId: 'short', onVerification: () => undefined }, 'clientId'],
      [{ clientId: CLIENT_ID }, 'onVerification'],
      [{ clientId: CLIENT_ID, onVerification: () => undefined, scopes: 'repo' }, 'scopes'],
      [{ clientId: CLIENT_ID, onVerification: () => undefined, webUrl: 'http://github.example.com' }, 'webUrl'],
      [{ clientId: CLIENT_ID, onVerification: () => undefined, webUrl: 'ftp://127.0.0.1' }, 'webUrl'],
      [{ clientId: CLIENT_ID, onVerification: () => undefined, webUrl: `http://user:pw@127.0.0.1:1` }, 'webUrl'],
      [{ clientId: CLIENT_ID, onVerification: () => undefined, timeout: -1 }, 'timeout'],
      [{ clientId: CLIENT_ID, onVerification: () => undefined, signal: 'stop' }, 'signal'],
    ];
    for (const [options, parameter] of cases) {
      const error = await rejection(authorizeDevice({ webUrl: standIn.url, ...options } as never), ValidationError);
      expect(error.parameter).toBe(parameter);
    }
    expect(standIn.requests).toHaveLength(0);
  });
});

describe('authorizationUrl', () => {
  it('computes SHA-256 as node:crypto does', () => {
    for (const text of ['', 'abc', 'a'.repeat(55), 'a'.repeat(56), 'a'.repeat(64), 'é'.repeat(1000)]) {
      const bytes = new TextEncoder().encode(text);
      expect(Buffer.from(sha256(bytes)).toString('hex')).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
  });

  it('names the client, redirect, scopes, a fresh state and the S256 challenge of a fresh verifier; sends nothing', () => {
    const a = authorizationUrl({ clientId: CLIENT_ID, redirectUri: 'https://example.com/callback', scopes: ['repo', 'gist'], login: 'mona', allowSignup: false, prompt: 'select_account' });
    const b = authorizationUrl({ clientId: CLIENT_ID });
    const url = new URL(a.url);
    expect(url.origin + url.pathname).toBe('https://github.com/login/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: CLIENT_ID,
      redirect_uri: 'https://example.com/callback',
      scope: 'repo gist',
      state: a.state,
      login: 'mona',
      allow_signup: 'false',
      prompt: 'select_account',
      code_challenge: createHash('sha256').update(a.codeVerifier).digest('base64url'),
      code_challenge_method: 'S256',
    });
    expect(a.state).toMatch(/^[\w-]{43}$/);
    expect(a.codeVerifier).toMatch(/^[\w-]{43}$/);
    expect([b.state, b.codeVerifier]).not.toContain(a.state);
    expect(b.codeVerifier).not.toBe(a.codeVerifier);
    expect(new URL(authorizationUrl({ clientId: CLIENT_ID, state: 'mine', webUrl: 'https://ghe.example.com/' }).url).searchParams.get('state')).toBe('mine');
    expect(authorizationUrl({ clientId: CLIENT_ID, webUrl: 'https://ghe.example.com/' }).url).toMatch(/^https:\/\/ghe\.example\.com\/login\/oauth\/authorize\?/);
    expect(thrown(() => authorizationUrl({ clientId: CLIENT_ID, redirectUri: '/relative' }), ValidationError).parameter).toBe('redirectUri');
    expect(thrown(() => authorizationUrl({ clientId: CLIENT_ID, prompt: 'consent' as never }), ValidationError).parameter).toBe('prompt');
  });
});

describe('exchangeCode', () => {
  /** The user follows the authorization URL and is sent back: the code and state of the redirect. */
  async function signIn(standIn: SignInStandIn, redirectUri = 'https://example.com/callback') {
    const request = authorizationUrl({ clientId: CLIENT_ID, redirectUri, webUrl: standIn.url, scopes: ['repo'] });
    const back = new URL((await fetch(request.url, { redirect: 'manual' })).headers.get('location') ?? '');
    return { request, code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
  }

  it('exchanges the code, with the secret and the verifier, for the token', async () => {
    const standIn = await web();
    const { request, code, state } = await signIn(standIn);
    const token = await exchangeCode({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, code, state, expectedState: request.state, codeVerifier: request.codeVerifier, redirectUri: 'https://example.com/callback', webUrl: standIn.url });
    expect(standIn.loginOf(token.token)).toBe('octocat');
    expect(token.scopes).toEqual(['repo']);
    expect(standIn.requests.at(-1)).toMatchObject({ path: '/login/oauth/access_token', members: ['client_id', 'client_secret', 'code', 'code_verifier', 'redirect_uri'], authorized: false });
  });

  it('refuses a state other than the one the URL was made with, before anything is sent', async () => {
    const standIn = await web();
    const { request, code } = await signIn(standIn);
    const sent = standIn.requests.length;
    const error = await rejection(exchangeCode({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, code, state: 'forged', expectedState: request.state, webUrl: standIn.url }), ValidationError);
    expect(error.parameter).toBe('state');
    expect(error.message).toBe('state: is not the state the authorization URL was made with: the answer may be forged, and nothing was sent');
    expect((await rejection(exchangeCode({ clientId: CLIENT_ID, code, state: request.state, expectedState: '', webUrl: standIn.url }), ValidationError)).parameter).toBe('expectedState');
    expect(standIn.requests).toHaveLength(sent);
  });

  it('names each documented refusal, with no secret, code or verifier in the error', async () => {
    const standIn = await web();
    const first = await signIn(standIn);
    const base = { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, state: first.state, expectedState: first.request.state, webUrl: standIn.url };
    const codeOf = async (options: object) => (await rejection(exchangeCode({ ...base, code: first.code, ...options }), OAuthError)).code;
    expect(await codeOf({ clientSecret: 'x'.repeat(40) })).toBe('incorrect_client_credentials');
    expect(await codeOf({ codeVerifier: 'not-the-verifier-0123456789-0123456789-0123' })).toBe('bad_verification_code');
    expect(await codeOf({ codeVerifier: first.request.codeVerifier, redirectUri: 'https://example.com/elsewhere' })).toBe('redirect_uri_mismatch');
    await exchangeCode({ ...base, code: first.code, codeVerifier: first.request.codeVerifier });
    // A code is good once.
    const reused = await rejection(exchangeCode({ ...base, code: first.code, codeVerifier: first.request.codeVerifier }), OAuthError);
    expect(reused.code).toBe('bad_verification_code');
    for (const secret of [CLIENT_SECRET, first.code, first.request.codeVerifier]) expect(`${reused.message} ${String(reused.stack)}`).not.toContain(secret);
  });

  it('names an error the stand-in does not make (unverified_user_email) as the service words it', async () => {
    const server = await loopback((_, response) => json(response, 200, { error: 'unverified_user_email', error_description: 'The user must have a verified primary email.', error_uri: 'https://docs.github.com/apps/oauth-apps/maintaining-oauth-apps/troubleshooting-oauth-app-access-token-request-errors' }));
    const error = await rejection(exchangeCode({ clientId: CLIENT_ID, code: 'code-1234', state: 's', expectedState: 's', webUrl: server.url }), OAuthError);
    expect(error).toMatchObject({ code: 'unverified_user_email', status: 200, method: 'POST', url: `${server.url}/login/oauth/access_token` });
    expect(error.message).toBe(`POST ${server.url}/login/oauth/access_token: The user must have a verified primary email. (unverified_user_email)`);
  });

  it('never follows a redirect with the form: the other origin gets nothing', async () => {
    const elsewhere = await loopback((_, response) => json(response, 200, { access_token: 'stolen' }));
    const server = await loopback((_, response) => void (response.writeHead(307, { location: `${elsewhere.url}/login/oauth/access_token` }), response.end()));
    const error = await rejection(exchangeCode({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, code: 'code-1234', state: 's', expectedState: 's', webUrl: server.url }), RedirectRefused);
    expect(error.location).toBe(`${elsewhere.url}/login/oauth/access_token`);
    expect(elsewhere.requests).toHaveLength(0);
    expect(server.requests[0]?.body).toContain('client_secret=');
  });
});

describe('a hostile sign-in origin', () => {
  const exchange = (webUrl: string, timeout?: number) => exchangeCode({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, code: 'code-1234', state: 's', expectedState: 's', webUrl, timeout });

  it('cannot make the client read an endless answer, wait forever, or smuggle a header through a token', async () => {
    const huge = await loopback((_, response) => json(response, 200, { access_token: 'x'.repeat(100_000) }));
    expect((await rejection(exchange(huge.url), TransportError)).reason).toBe('too-large');

    const silent = await loopback(() => undefined);
    const timedOut = await rejection(exchange(silent.url, 200), TransportError);
    expect(timedOut.reason).toBe('timeout');

    const smuggling = await loopback((_, response) => json(response, 200, { access_token: 'ghu_x\r\nx-injected: 1', token_type: 'bearer' }));
    expect((await rejection(exchange(smuggling.url), UnprocessableResponseBody)).path).toBe('access_token');

    const html = await loopback((_, response) => void (response.writeHead(200, { 'content-type': 'text/html' }), response.end('<html>sign in</html>')));
    const unreadable = await rejection(exchange(html.url), UnprocessableResponseBody);
    expect(unreadable.message).toBe(`POST ${html.url}/login/oauth/access_token: the answer is not a JSON object`);

    // An answer that quotes what it was sent: the secret and the code are not in the error.
    const echo = await loopback((request, response) => json(response, 200, { error: 'incorrect_client_credentials', error_description: `refused ${request.body}` }));
    const echoed = await rejection(exchange(echo.url), OAuthError);
    expect(echoed.message).not.toContain(CLIENT_SECRET);
    expect(echoed.message).not.toContain('code-1234');
    expect(echoed.message).toContain('client_id=Iv1.0123456789abcdef');
  });
});
