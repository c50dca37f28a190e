import { checkBaseUrl, createSession, DEFAULT_BASE_URL, logOf, tokenKindOf } from '../core/session.js';
import type { CredentialProvider, Session, SessionOptions, Store } from '../core/types.js';
import { OAuthError } from '../errors/oauth-error.js';
import { ValidationError } from '../errors/validation-error.js';
import { clientId as clientIdCodec, clientSecret as clientSecretCodec } from './codecs.js';
import { oauthPost, webOrigin, type WebOptions } from './oauth-exchange.js';
import { readStoredToken, userTokenOf, type StoredUserToken, type UserToken } from './user-token.js';
import { sha256 } from './web-flow.js';

/** The options of `createUserSession`: the app's client id (and secret), the user's token, and the usual session options. */
export interface UserSessionOptions extends Omit<SessionOptions, 'token' | 'username' | 'login' | 'password' | 'twoFactorCallback' | 'credentials'> {
  /** The client id of the app the token was made for. */
  clientId: string;
  /** The app's client secret, which renewing a GitHub App's user token needs: sent to `webUrl` only. */
  clientSecret?: string | undefined;
  /** The user's token, as a sign-in flow gave it or as it was stored (dates as `Date`s, ISO text or epoch ms). */
  token: UserToken | StoredUserToken;
  /** Called with each new token this session takes (renewed here, or by another session sharing the store): store it. */
  onRefresh?: ((token: UserToken) => void | Promise<void>) | undefined;
  /**
   * The web origin renewals go to: by default github.com for api.github.com, and an Enterprise
   * Server's own host for a base URL ending in `/api/v3`; required for any other base URL.
   */
  webUrl?: string | undefined;
  /** Milliseconds before expiry a token is renewed. Default 5 minutes. */
  renewBefore?: number | undefined;
  /** The time now, in epoch ms (default `Date.now`): for tests. */
  now?: (() => number) | undefined;
}

const USER_OPTIONS = /*#__PURE__*/ new Set(['clientId', 'clientSecret', 'token', 'onRefresh', 'webUrl', 'renewBefore', 'now']);

/** Renewals under way, per store and consumed refresh token: sessions of one process sharing a store renew once. */
const renewing = /*#__PURE__*/ new WeakMap<object, Map<string, Promise<UserToken>>>();

const hex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const hash = (text: string): string => hex(sha256(new TextEncoder().encode(text)));

/** The sign-in service of an API base URL: github.com for api.github.com, an Enterprise Server's host for its `/api/v3`. */
function signInOriginOf(baseUrl: string): string {
  if (baseUrl === DEFAULT_BASE_URL) return 'https://github.com';
  if (baseUrl.endsWith('/api/v3')) return baseUrl.slice(0, -'/api/v3'.length);
  throw new ValidationError('webUrl', 'is required with a base URL other than api.github.com or an Enterprise Server’s /api/v3: the client secret and refresh token go to that sign-in service only');
}

/** A token as a store keeps it: plain JSON, dates as epoch ms. */
const storable = (token: UserToken) =>
  Object.freeze({ ...token, expiresAt: token.expiresAt?.getTime() ?? null, refreshTokenExpiresAt: token.refreshTokenExpiresAt?.getTime() ?? null });

function stored(data: unknown): UserToken | null {
  try {
    return data === null || data === undefined ? null : readStoredToken(data);
  } catch {
    return null;
  }
}

function checkUserOptions(options: UserSessionOptions): void {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) throw new ValidationError('options', 'must be an object with clientId and token');
  const { onRefresh, renewBefore, now } = options;
  if (onRefresh !== undefined && typeof onRefresh !== 'function') throw new ValidationError('onRefresh', 'must be a function that stores the new token');
  if (renewBefore !== undefined && !(typeof renewBefore === 'number' && renewBefore >= 0 && renewBefore <= 60 * 60_000)) throw new ValidationError('renewBefore', 'must be a number of milliseconds from 0 to 3600000');
  if (now !== undefined && typeof now !== 'function') throw new ValidationError('now', 'must be a function giving epoch milliseconds');
}

/**
 * A session acting as a user, with the token a sign-in flow gave (`authorizeDevice`,
 * `exchangeCode`). A token that expires (a GitHub App's user token lasts eight hours) is
 * renewed with its refresh token `renewBefore` before it expires, and once when the service
 * refuses it (401); each new token goes to `onRefresh`, to be stored. Sessions sharing a
 * `store` (in this process or, through a shared store, in others) renew once: the one that
 * renews keeps the new token in the store under a hash of the refresh token it used, and the
 * others take it from there instead of spending their refresh token, which GitHub accepts only
 * once. The client secret and refresh token go to `webUrl` only; the user's token goes to the
 * session's API origin only. A failed renewal is an `OAuthError` (`bad_refresh_token` once the
 * refresh token has expired or was spent elsewhere: sign the user in again).
 * `POST /login/oauth/access_token` (on the web origin, to renew)
 * @example
 * ```ts
 * import { readFileSync, writeFileSync } from 'node:fs';
 * import { createUserSession, getAuthenticatedUser } from 'hubops/auth';
 *
 * const session = createUserSession({
 *   clientId: 'Iv1.0123456789abcdef',
 *   clientSecret: process.env.CLIENT_SECRET,
 *   token: JSON.parse(readFileSync('token.json', 'utf8')),
 *   onRefresh: (token) => writeFileSync('token.json', JSON.stringify(token)),
 * });
 * console.log((await getAuthenticatedUser(session)).login);
 * ```
 */
export function createUserSession(options: UserSessionOptions): Session {
  checkUserOptions(options);
  const clientId = clientIdCodec(options.clientId, 'clientId');
  const clientSecret = options.clientSecret === undefined ? undefined : clientSecretCodec(options.clientSecret, 'clientSecret');
  const first = readStoredToken(options.token);
  const { onRefresh, renewBefore = 5 * 60_000, now = Date.now } = options;
  const webUrl = options.webUrl ?? signInOriginOf(checkBaseUrl(options.baseUrl ?? DEFAULT_BASE_URL));
  const sessionOptions = Object.fromEntries(Object.entries(options).filter(([name]) => !USER_OPTIONS.has(name))) as SessionOptions;
  const web: WebOptions = { webUrl, timeout: typeof sessionOptions.timeout === 'number' ? sessionOptions.timeout : undefined, fetch: sessionOptions.fetch, userAgent: sessionOptions.userAgent, allowInsecureHttp: sessionOptions.allowInsecureHttp };
  const origin = webOrigin(web);
  const store: Store | undefined = sessionOptions.store;
  const own = {};
  const keyOf = (refreshToken: string) => `user-token:${hash(`hubops user-token ${origin} ${clientId} ${refreshToken}`)}`;
  let held = first;
  let refusedRenewal: string | null = null;
  const due = (token: UserToken) => token.refreshToken !== null && token.expiresAt !== null && token.expiresAt.getTime() - renewBefore <= now();

  /** What the store says `token`'s refresh token became (following renewals made elsewhere), or null. */
  async function successor(token: UserToken): Promise<UserToken | null> {
    if (!store || token.refreshToken === null) return null;
    let found: UserToken | null = null;
    for (let hops = 0, at = token; hops < 16 && at.refreshToken !== null; hops++) {
      const next = stored((await store.get(keyOf(at.refreshToken)))?.data);
      if (!next) break;
      found = at = next;
    }
    return found;
  }

  async function renew(token: UserToken): Promise<UserToken> {
    const later = await successor(token);
    if (later && !due(later)) return later;
    const from = later ?? token;
    if (from.refreshToken === null) return from;
    const sentAt = now();
    let answer;
    try {
      answer = await oauthPost(web, '/login/oauth/access_token', { client_id: clientId, client_secret: clientSecret, grant_type: 'refresh_token', refresh_token: from.refreshToken }, []);
    } catch (error) {
      // Another process may have spent the same refresh token a moment ago: its token is in the store.
      if (error instanceof OAuthError && error.code === 'bad_refresh_token') {
        const elsewhere = await successor(from);
        if (elsewhere) return elsewhere;
      }
      throw error;
    }
    const next = userTokenOf(answer, sentAt, `${origin}/login/oauth/access_token`);
    if (store) await store.set(keyOf(from.refreshToken), Object.freeze({ etag: null, lastModified: null, link: null, data: storable(next) }));
    return next;
  }

  /** Renews `token` once for every session of this process sharing the store, and takes the result. */
  async function take(token: UserToken): Promise<void> {
    const key = keyOf(token.refreshToken as string);
    let under = renewing.get(store ?? own);
    if (!under) renewing.set(store ?? own, (under = new Map()));
    let pending = under.get(key);
    if (!pending) {
      pending = renew(token);
      under.set(key, pending);
      const done = () => under.delete(key);
      pending.then(done, done);
    }
    const next = await pending;
    if (next !== held && next.token !== held.token) {
      held = next;
      await onRefresh?.(next);
    }
  }

  const provider: CredentialProvider = {
    kind: 'user',
    tokenKind: tokenKindOf(first.token),
    identity: `user of ${clientId} ${hash(first.token)}`,
    secrets: Object.freeze([...(clientSecret ? [clientSecret] : []), ...(first.refreshToken ? [first.refreshToken] : [])]),
    async authorization() {
      // A renewal refused while the token still works is not asked again until the token expires.
      const expired = held.expiresAt !== null && held.expiresAt.getTime() <= now();
      if (due(held) && (held.refreshToken !== refusedRenewal || expired)) {
        try {
          await take(held);
        } catch (error) {
          if (held.expiresAt === null || held.expiresAt.getTime() <= now()) throw error;
          refusedRenewal = held.refreshToken;
          logOf(sessionOptions.stages)?.warn?.(`renewing the user token failed (${error instanceof Error ? error.message : String(error)}): using it until it expires at ${held.expiresAt.toISOString()}`);
        }
      }
      return `token ${held.token}`;
    },
    async refused(authorization) {
      // Refused before it expired (revoked, or renewed elsewhere): renewed once, if it can be.
      if (authorization === `token ${held.token}` && held.refreshToken !== null) await take(held);
    },
  };
  return createSession({ ...sessionOptions, credentials: Object.freeze(provider) });
}
