import { ValidationError } from '../errors/validation-error.js';
import { base64url } from './app-jwt.js';
import { clientId as clientIdCodec, clientSecret as clientSecretCodec, scopes as scopesCodec } from './codecs.js';
import { checkWebOptions, oauthPost, webOrigin, type WebOptions } from './oauth-exchange.js';
import { userTokenOf, type UserToken } from './user-token.js';

/** The options of `authorizationUrl`. */
export interface AuthorizationUrlOptions {
  /** The OAuth app's or GitHub App's client id. */
  clientId: string;
  /** Where GitHub sends the user back (one of the app's callback URLs); default the app's first. */
  redirectUri?: string | undefined;
  /** The scopes asked for (an OAuth app's; a GitHub App ignores them). */
  scopes?: readonly string[] | undefined;
  /** The state to carry through; default 32 random bytes. Keep it, and check it with `exchangeCode`. */
  state?: string | undefined;
  /** Suggests the account to sign in with. */
  login?: string | undefined;
  /** Whether a user without an account is offered to sign up. Default GitHub's (true). */
  allowSignup?: boolean | undefined;
  /** `select_account`: always ask which account. */
  prompt?: 'select_account' | undefined;
  /** The web origin of GitHub: `https://github.com` (the default), or an Enterprise Server's own host. */
  webUrl?: string | undefined;
  /** Allows plain http to a host that is not loopback. Default false. */
  allowInsecureHttp?: boolean | undefined;
}

/** Where to send the user, and what to keep until they come back (both secret to the browser's user alone). */
export interface AuthorizationRequest {
  /** The authorization page: send the user there. */
  readonly url: string;
  /** The state the answer must carry back. */
  readonly state: string;
  /** The PKCE verifier `exchangeCode` sends with the code (the URL carries only its SHA-256). */
  readonly codeVerifier: string;
}

const K = /*#__PURE__*/ Uint32Array.from([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

/**
 * SHA-256 of bytes, at once: the authorization URL is made without waiting, and WebCrypto's
 * digest only answers later.
 */
export function sha256(bytes: Uint8Array): Uint8Array {
  const length = bytes.length;
  const blocks = Math.ceil((length + 9) / 64);
  const data = new Uint8Array(blocks * 64);
  data.set(bytes);
  data[length] = 0x80;
  const view = new DataView(data.buffer);
  view.setUint32(data.length - 8, Math.floor(length / 0x20000000));
  view.setUint32(data.length - 4, (length * 8) >>> 0);
  const h = Uint32Array.from([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
  const w = new Uint32Array(64);
  const rotate = (x: number, n: number) => (x >>> n) | (x << (32 - n));
  for (let block = 0; block < blocks; block++) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(block * 64 + i * 4);
    for (let i = 16; i < 64; i++) {
      const a = w[i - 15] as number;
      const b = w[i - 2] as number;
      w[i] = ((w[i - 16] as number) + (rotate(a, 7) ^ rotate(a, 18) ^ (a >>> 3)) + (w[i - 7] as number) + (rotate(b, 17) ^ rotate(b, 19) ^ (b >>> 10))) >>> 0;
    }
    let [a, b, c, d, e, f, g, hh] = h as unknown as [number, number, number, number, number, number, number, number];
    for (let i = 0; i < 64; i++) {
      const t1 = (hh + (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) + ((e & f) ^ (~e & g)) + (K[i] as number) + (w[i] as number)) >>> 0;
      const t2 = ((rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    [a, b, c, d, e, f, g, hh].forEach((v, i) => (h[i] = ((h[i] as number) + v) >>> 0));
  }
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  h.forEach((v, i) => outView.setUint32(i * 4, v));
  return out;
}

const randomText = (): string => base64url(crypto.getRandomValues(new Uint8Array(32)));

function nonEmptyText(value: unknown, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value === '' || value.length > 2048) throw new ValidationError(name, 'must be non-empty text');
  return value;
}

function redirectUriOf(value: unknown): string | undefined {
  const uri = nonEmptyText(value, 'redirectUri');
  if (uri === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(uri);
  } catch {
    throw new ValidationError('redirectUri', 'is not an absolute URL');
  }
  if (parsed.hash) throw new ValidationError('redirectUri', 'must not carry a fragment');
  return uri;
}

/**
 * The authorization page of GitHub's web flow, with a fresh `state` and a PKCE challenge
 * (S256): send the user to `url`, keep `state` and `codeVerifier` (in the user's server-side
 * session), and when GitHub sends the user back with `code` and `state`, call `exchangeCode`.
 * Nothing is sent.
 * @example
 * ```ts
 * import { authorizationUrl } from 'hubops/auth';
 *
 * const { url, state, codeVerifier } = authorizationUrl({ clientId: 'Iv1.0123456789abcdef', redirectUri: 'https://example.com/callback', scopes: ['repo'] });
 * console.log(url); // https://github.com/login/oauth/authorize?client_id=…&state=…&code_challenge=…
 * console.log(state.length, codeVerifier.length); // 43 43
 * ```
 */
export function authorizationUrl(options: AuthorizationUrlOptions): AuthorizationRequest {
  checkWebOptions(options, { clientId: 'string', redirectUri: 'string', state: 'string', login: 'string', allowSignup: 'boolean', prompt: 'string' });
  const clientId = clientIdCodec(options.clientId, 'clientId');
  if (options.prompt !== undefined && options.prompt !== 'select_account') throw new ValidationError('prompt', "must be 'select_account'");
  const redirectUri = redirectUriOf(options.redirectUri);
  const scope = options.scopes === undefined ? undefined : scopesCodec(options.scopes, 'scopes')?.join(' ');
  const state = nonEmptyText(options.state, 'state') ?? randomText();
  const login = nonEmptyText(options.login, 'login');
  const codeVerifier = randomText();
  const query = new URLSearchParams({ client_id: clientId });
  if (redirectUri) query.set('redirect_uri', redirectUri);
  if (scope) query.set('scope', scope);
  query.set('state', state);
  if (login) query.set('login', login);
  if (options.allowSignup !== undefined) query.set('allow_signup', String(options.allowSignup));
  if (options.prompt) query.set('prompt', options.prompt);
  query.set('code_challenge', base64url(sha256(new TextEncoder().encode(codeVerifier))));
  query.set('code_challenge_method', 'S256');
  return Object.freeze({ url: `${webOrigin(options)}/login/oauth/authorize?${query}`, state, codeVerifier });
}

/** The options of `exchangeCode`. */
export interface ExchangeCodeOptions extends WebOptions {
  /** The OAuth app's or GitHub App's client id. */
  clientId: string;
  /** The app's client secret: sent to `webUrl` only. */
  clientSecret?: string | undefined;
  /** The `code` GitHub sent the user back with. */
  code: string;
  /** The verifier `authorizationUrl` gave. */
  codeVerifier?: string | undefined;
  /** The `state` GitHub sent the user back with. */
  state: string;
  /** The `state` `authorizationUrl` gave: a different one is refused before anything is sent. */
  expectedState: string;
  /** The redirect URI the authorization URL named, if it named one. */
  redirectUri?: string | undefined;
  /** The time now, in epoch ms (default `Date.now`): for tests. */
  now?: (() => number) | undefined;
}

/** Equal texts, compared in time that does not depend on where they first differ. */
function sameText(a: string, b: string): boolean {
  let differ = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) differ |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return differ === 0;
}

/**
 * Exchanges the `code` of GitHub's web flow for the user's token. The `state` the user came
 * back with must be the one `authorizationUrl` gave: otherwise nothing is sent and a
 * `ValidationError` says so (the answer may be forged). The client secret, code and verifier go
 * to `webUrl` only. Rejects with an `OAuthError` naming `bad_verification_code` (used, expired
 * or unknown), `incorrect_client_credentials`, `redirect_uri_mismatch` or
 * `unverified_user_email`. `POST /login/oauth/access_token` (on the web origin)
 * @example
 * ```ts
 * import { createUserSession, exchangeCode } from 'hubops/auth';
 *
 * // In the callback handler, with what authorizationUrl gave kept in the user's session:
 * const kept = { state: 'kept-state', codeVerifier: 'kept-verifier' };
 * const back = new URL('https://example.com/callback?code=abc&state=kept-state');
 * const token = await exchangeCode({
 *   clientId: 'Iv1.0123456789abcdef',
 *   clientSecret: process.env.CLIENT_SECRET,
 *   code: back.searchParams.get('code') ?? '',
 *   state: back.searchParams.get('state') ?? '',
 *   expectedState: kept.state,
 *   codeVerifier: kept.codeVerifier,
 * });
 * const session = createUserSession({ clientId: 'Iv1.0123456789abcdef', clientSecret: process.env.CLIENT_SECRET, token });
 * ```
 */
export async function exchangeCode(options: ExchangeCodeOptions): Promise<UserToken> {
  checkWebOptions(options, { clientId: 'string', clientSecret: 'string', code: 'string', codeVerifier: 'string', state: 'string', expectedState: 'string', redirectUri: 'string', now: 'function' });
  const clientId = clientIdCodec(options.clientId, 'clientId');
  const clientSecret = options.clientSecret === undefined ? undefined : clientSecretCodec(options.clientSecret, 'clientSecret');
  const expectedState = nonEmptyText(options.expectedState, 'expectedState');
  if (expectedState === undefined) throw new ValidationError('expectedState', 'is required: the state authorizationUrl gave');
  if (typeof options.state !== 'string' || !sameText(options.state, expectedState)) throw new ValidationError('state', 'is not the state the authorization URL was made with: the answer may be forged, and nothing was sent');
  const code = nonEmptyText(options.code, 'code');
  if (code === undefined) throw new ValidationError('code', 'is required: the code GitHub sent the user back with');
  const codeVerifier = nonEmptyText(options.codeVerifier, 'codeVerifier');
  const redirectUri = redirectUriOf(options.redirectUri);
  const sentAt = (options.now ?? Date.now)();
  const answer = await oauthPost(options, '/login/oauth/access_token', { client_id: clientId, client_secret: clientSecret, code, code_verifier: codeVerifier, redirect_uri: redirectUri }, [code]);
  return userTokenOf(answer, sentAt, `${webOrigin(options)}/login/oauth/access_token`);
}
