import { randomBytes, createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for github.com's sign-in endpoints, on loopback, for running sign-in code offline:
 * the device flow (`POST /login/device/code`, then `POST /login/oauth/access_token` polled), the
 * web flow (`GET /login/oauth/authorize`, then the code exchanged, with PKCE), and the renewal
 * of expiring user tokens (`grant_type=refresh_token`). It answers as GitHub's documentation
 * ("Authorizing OAuth apps", "Refreshing user access tokens") says GitHub does: JSON asked for
 * with `Accept: application/json`, errors as 200 answers naming `error`, `error_description` and
 * `error_uri`, `slow_down` when polled faster than the interval (which then grows by five
 * seconds), codes and refresh tokens good once. Tokens are random and made up here.
 */
export interface SignInStandInOptions {
  /** The app's client id. Default `Iv1.0123456789abcdef`. */
  clientId?: string;
  /** The app's client secret, checked where GitHub checks it (the code exchange, renewals). Default none checked. */
  clientSecret?: string;
  /** Seconds between polls the device flow asks for. Default 5, as GitHub. */
  interval?: number;
  /** Seconds a device code lives. Default 900, as GitHub. */
  expiresIn?: number;
  /** Whether tokens expire and come with refresh tokens (a GitHub App's user tokens). Default true. */
  expiringTokens?: boolean;
  /** Seconds a token lives when tokens expire. Default 28800 (eight hours), as GitHub. */
  tokenLifetime?: number;
  /** Seconds a refresh token lives. Default 15897600 (six months), as GitHub. */
  refreshTokenLifetime?: number;
  /** Whether the device flow is turned on for the app. Default true. */
  deviceFlow?: boolean;
  /** The time now, in epoch ms (default `Date.now`). */
  now?: () => number;
}

/** A request the stand-in received: the form's member names only, never their values. */
export interface SignInRequest {
  readonly method: string;
  readonly path: string;
  readonly members: readonly string[];
  readonly grantType: string | null;
  /** Whether an `Authorization` header came with it (a sign-in exchange needs none). */
  readonly authorized: boolean;
}

export interface SignInStandIn {
  /** The web origin to give as `webUrl`. */
  readonly url: string;
  /** What it received, in order. */
  readonly requests: readonly SignInRequest[];
  /** The user, at the verification page, enters the code and approves (as `login`). */
  approve(userCode: string, login?: string): void;
  /** The user declines. */
  deny(userCode: string): void;
  /** Whether a token the stand-in issued is still good (issued, not expired, not replaced by a renewal). */
  isLive(token: string): boolean;
  /** The login a live token acts for, or null. */
  loginOf(token: string): string | null;
  /** Ends a token's life now (as if revoked). */
  revoke(token: string): void;
  close(): Promise<void>;
}

interface Device {
  readonly deviceCode: string;
  readonly userCode: string;
  readonly expiresAt: number;
  readonly scope: string;
  interval: number;
  lastPoll: number;
  answer: 'pending' | 'approved' | 'denied' | 'used';
  login: string;
}

interface Grant {
  readonly code: string;
  readonly expiresAt: number;
  readonly redirectUri: string | null;
  readonly challenge: string | null;
  readonly scope: string;
  readonly login: string;
  used: boolean;
}

interface Issued {
  readonly login: string;
  readonly expiresAt: number;
  live: boolean;
}

const DOCS = 'https://docs.github.com/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps';

const ERRORS: Readonly<Record<string, string>> = {
  authorization_pending: 'The authorization request is still pending.',
  slow_down: 'Too many requests have been made in the same timeframe.',
  expired_token: 'The `device_code` has expired.',
  access_denied: 'The authorization request was denied.',
  incorrect_device_code: 'The device_code provided is not valid.',
  unsupported_grant_type: 'The grant type is not supported.',
  incorrect_client_credentials: 'The client_id and/or client_secret passed are incorrect.',
  device_flow_disabled: 'Device Flow must be explicitly enabled for this App',
  bad_verification_code: 'The code passed is incorrect or expired.',
  redirect_uri_mismatch: 'The redirect_uri MUST match the registered callback URL for this application.',
  bad_refresh_token: 'The refresh token passed is incorrect or expired.',
};

const same = (a: string, b: string) => {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
};
const hexToken = (prefix: string) => `${prefix}${randomBytes(18).toString('base64url')}`;

async function formOf(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if ((request.headers['content-type'] ?? '').includes('json')) {
    try {
      const parsed = JSON.parse(text) as Record<string, unknown>;
      return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

/**
 * Starts the sign-in stand-in on a loopback port. Pass its `url` as `webUrl` to
 * `authorizeDevice`, `exchangeCode` and `createUserSession`.
 * @example
 * ```ts
 * import { authorizeDevice } from 'hubops/auth';
 * import { startSignInStandIn } from 'hubops/testing';
 *
 * const web = await startSignInStandIn({ interval: 0 });
 * const token = await authorizeDevice({ clientId: 'Iv1.0123456789abcdef', webUrl: web.url, onVerification: ({ userCode }) => web.approve(userCode) });
 * console.log(web.loginOf(token.token)); // octocat
 * await web.close();
 * ```
 */
export async function startSignInStandIn(options: SignInStandInOptions = {}): Promise<SignInStandIn> {
  const clientId = options.clientId ?? 'Iv1.0123456789abcdef';
  const now = options.now ?? Date.now;
  const interval = options.interval ?? 5;
  const expiring = options.expiringTokens ?? true;
  const devices = new Map<string, Device>();
  const byUserCode = new Map<string, Device>();
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, Issued>();
  const refreshTokens = new Map<string, Issued & { scope: string; token: string }>();
  const requests: SignInRequest[] = [];

  const issue = (login: string, scope: string) => {
    const token = hexToken(expiring ? 'ghu_' : 'gho_');
    const lifetime = options.tokenLifetime ?? 28_800;
    tokens.set(token, { login, expiresAt: expiring ? now() + lifetime * 1000 : Infinity, live: true });
    if (!expiring) return { access_token: token, token_type: 'bearer', scope };
    const refreshToken = hexToken('ghr_');
    const refreshLifetime = options.refreshTokenLifetime ?? 15_897_600;
    refreshTokens.set(refreshToken, { login, expiresAt: now() + refreshLifetime * 1000, live: true, scope, token });
    return { access_token: token, expires_in: lifetime, refresh_token: refreshToken, refresh_token_expires_in: refreshLifetime, token_type: 'bearer', scope };
  };
  const clientOk = (form: Record<string, string>, secretNeeded: boolean) =>
    form.client_id === clientId && (!secretNeeded || options.clientSecret === undefined || same(form.client_secret ?? '', options.clientSecret));

  function tokenAnswer(form: Record<string, string>): Record<string, unknown> | string {
    const grant = form.grant_type ?? null;
    if (grant === 'urn:ietf:params:oauth:grant-type:device_code') {
      if (form.client_id !== clientId) return 'incorrect_client_credentials';
      if (options.deviceFlow === false) return 'device_flow_disabled';
      const device = devices.get(form.device_code ?? '');
      if (!device || device.answer === 'used') return 'incorrect_device_code';
      if (now() >= device.expiresAt) return 'expired_token';
      if (device.answer === 'denied') return 'access_denied';
      const since = now() - device.lastPoll;
      device.lastPoll = now();
      if (since < device.interval * 1000) {
        device.interval += 5;
        return { error: 'slow_down', error_description: ERRORS.slow_down, error_uri: DOCS, interval: device.interval };
      }
      if (device.answer === 'pending') return 'authorization_pending';
      device.answer = 'used';
      return issue(device.login, device.scope);
    }
    if (grant === 'refresh_token') {
      if (!clientOk(form, true)) return 'incorrect_client_credentials';
      const held = refreshTokens.get(form.refresh_token ?? '');
      if (!held || !held.live || now() >= held.expiresAt) return 'bad_refresh_token';
      // A renewal replaces the token it renews, and the refresh token is good once.
      held.live = false;
      const replaced = tokens.get(held.token);
      if (replaced) replaced.live = false;
      return issue(held.login, held.scope);
    }
    if (grant !== null && grant !== 'authorization_code') return 'unsupported_grant_type';
    if (!clientOk(form, true)) return 'incorrect_client_credentials';
    const code = grants.get(form.code ?? '');
    if (!code || code.used || now() >= code.expiresAt) return 'bad_verification_code';
    if (code.redirectUri !== null && form.redirect_uri !== undefined && form.redirect_uri !== code.redirectUri) return 'redirect_uri_mismatch';
    if (code.challenge !== null) {
      const verifier = form.code_verifier ?? '';
      if (createHash('sha256').update(verifier).digest('base64url') !== code.challenge) return 'bad_verification_code';
    }
    code.used = true;
    return issue(code.login, code.scope);
  }

  function handle(request: IncomingMessage, response: ServerResponse, form: Record<string, string>): void {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    requests.push(Object.freeze({ method: request.method ?? 'GET', path: url.pathname, members: Object.freeze(Object.keys(form).sort()), grantType: form.grant_type ?? null, authorized: request.headers.authorization !== undefined }));
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    };
    const error = (code: string) => json(200, { error: code, error_description: ERRORS[code] ?? code, error_uri: DOCS });
    if (request.method === 'POST' && url.pathname === '/login/device/code') {
      if (form.client_id !== clientId) return json(404, { error: 'Not Found' });
      const device: Device = {
        deviceCode: randomBytes(20).toString('hex'),
        userCode: `${randomBytes(2).toString('hex')}-${randomBytes(2).toString('hex')}`.toUpperCase(),
        expiresAt: now() + (options.expiresIn ?? 900) * 1000,
        scope: form.scope ?? '',
        interval,
        lastPoll: -Infinity,
        answer: 'pending',
        login: 'octocat',
      };
      devices.set(device.deviceCode, device);
      byUserCode.set(device.userCode, device);
      return json(200, { device_code: device.deviceCode, user_code: device.userCode, verification_uri: `${server.url}/login/device`, expires_in: options.expiresIn ?? 900, interval });
    }
    if (request.method === 'POST' && url.pathname === '/login/oauth/access_token') {
      const answer = tokenAnswer(form);
      return typeof answer === 'string' ? error(answer) : json(200, answer);
    }
    if (request.method === 'GET' && url.pathname === '/login/oauth/authorize') {
      // The user, signed in as octocat, approves at once: back to the redirect URI with a code and the state.
      const query = url.searchParams;
      if (query.get('client_id') !== clientId) return json(404, { error: 'Not Found' });
      const redirectUri = query.get('redirect_uri');
      if (redirectUri !== null && !URL.canParse(redirectUri)) return json(400, { error: 'redirect_uri_mismatch', error_description: ERRORS.redirect_uri_mismatch, error_uri: DOCS });
      const method = query.get('code_challenge_method');
      const challenge = query.get('code_challenge');
      if (challenge !== null && method !== 'S256') return json(400, { error: 'invalid_request', error_description: 'code_challenge_method must be S256' });
      const grant: Grant = { code: randomBytes(10).toString('hex'), expiresAt: now() + 600_000, redirectUri, challenge, scope: query.get('scope') ?? '', login: query.get('login') ?? 'octocat', used: false };
      grants.set(grant.code, grant);
      const back = new URL(redirectUri ?? `${server.url}/callback`);
      back.searchParams.set('code', grant.code);
      const state = query.get('state');
      if (state !== null) back.searchParams.set('state', state);
      response.writeHead(302, { location: back.toString() });
      return void response.end();
    }
    json(404, { message: 'Not Found', documentation_url: DOCS });
  }

  const http = createServer((request, response) => {
    formOf(request)
      .then((form) => handle(request, response, form))
      .catch(() => (response.headersSent ? response.destroy() : (response.writeHead(500), response.end())));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const server = { url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` };
  const device = (userCode: string) => {
    const found = byUserCode.get(userCode);
    if (!found) throw new Error(`no device code was given with the user code ${userCode}`);
    return found;
  };
  const live = (token: string) => {
    const issued = tokens.get(token);
    return issued !== undefined && issued.live && now() < issued.expiresAt ? issued : null;
  };
  return {
    url: server.url,
    requests,
    approve(userCode, login = 'octocat') {
      const found = device(userCode);
      found.answer = 'approved';
      found.login = login;
    },
    deny(userCode) {
      device(userCode).answer = 'denied';
    },
    isLive: (token) => live(token) !== null,
    loginOf: (token) => live(token)?.login ?? null,
    revoke(token) {
      const issued = tokens.get(token);
      if (issued) issued.live = false;
    },
    close: () => new Promise<void>((resolve) => http.close(() => resolve())),
  };
}
