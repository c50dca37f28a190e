import { headerValueProblem } from '../core/options.js';
import { UnprocessableResponseBody } from '../errors/unprocessable-response-body.js';
import { ValidationError } from '../errors/validation-error.js';
import { FrozenDate } from '../models/library/frozen-date.js';
import type { OAuthAnswer } from './oauth-exchange.js';

/**
 * A user's token, as the device flow, the web flow or a renewal gives it (frozen). A token that
 * does not expire (an OAuth app's, or a GitHub App's with expiring tokens turned off) has null
 * `expiresAt`, `refreshToken` and `refreshTokenExpiresAt`. Stored as JSON, it reads back as is:
 * `createUserSession` takes the dates as `Date`s or their ISO text.
 */
export interface UserToken {
  /** The access token: sent to the API's origin only. */
  readonly token: string;
  /** As the service names it: `bearer`. */
  readonly tokenType: string;
  /** The scopes granted (an OAuth app's; a GitHub App's user token has none: its reach is the app's permissions). */
  readonly scopes: readonly string[];
  /** When the token expires (a GitHub App's user token: eight hours), or null. */
  readonly expiresAt: Date | null;
  /** The refresh token: sent to the web origin only, once (each renewal gives a new one). */
  readonly refreshToken: string | null;
  /** When the refresh token expires (six months), or null. */
  readonly refreshTokenExpiresAt: Date | null;
}

/** A `UserToken` as a program may have stored it: the dates as `Date`s, ISO text or epoch milliseconds. */
export interface StoredUserToken {
  readonly token: string;
  readonly tokenType?: string | undefined;
  readonly scopes?: readonly string[] | undefined;
  readonly expiresAt?: Date | string | number | null | undefined;
  readonly refreshToken?: string | null | undefined;
  readonly refreshTokenExpiresAt?: Date | string | number | null | undefined;
}

function seconds(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
}

function dateOf(value: unknown, name: string): Date | null {
  if (value === null || value === undefined) return null;
  const ms = value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : typeof value === 'number' ? value : NaN;
  // A Date holds at most 8.64e15 ms either side of 1970: beyond it, an Invalid Date.
  if (!Number.isFinite(ms) || Math.abs(ms) > 8.64e15) throw new ValidationError(name, 'must be a Date, its ISO text or epoch milliseconds, or null');
  return new FrozenDate(ms);
}

/** Reads the token of an exchange's answer; `now` is when the exchange was sent (a token's life counts from then). */
export function userTokenOf(answer: OAuthAnswer, now: number, url: string): UserToken {
  const { access_token: token, token_type: tokenType, scope, expires_in: expiresIn, refresh_token: refreshToken, refresh_token_expires_in: refreshExpiresIn } = answer;
  if (typeof token !== 'string' || token === '' || headerValueProblem(token)) {
    throw new UnprocessableResponseBody({ status: 200, message: `POST ${url}: the answer holds no access token a header can carry`, method: 'POST', url, body: null, path: 'access_token' });
  }
  const life = seconds(expiresIn);
  const refreshLife = seconds(refreshExpiresIn);
  const renewable = typeof refreshToken === 'string' && refreshToken !== '';
  return Object.freeze({
    token,
    tokenType: typeof tokenType === 'string' && tokenType !== '' ? tokenType : 'bearer',
    scopes: Object.freeze(typeof scope === 'string' ? scope.split(/[\s,]+/).filter(Boolean) : []),
    expiresAt: life === null ? null : new FrozenDate(now + life * 1000),
    refreshToken: renewable ? refreshToken : null,
    refreshTokenExpiresAt: renewable && refreshLife !== null ? new FrozenDate(now + refreshLife * 1000) : null,
  });
}

/** A stored token read back and checked; nothing in a message shows it. */
export function readStoredToken(value: unknown, name = 'token'): UserToken {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ValidationError(name, 'must be a UserToken (an object with its token), as a sign-in flow gives it');
  const stored = value as StoredUserToken;
  if (typeof stored.token !== 'string' || stored.token === '' || headerValueProblem(stored.token)) throw new ValidationError(`${name}.token`, 'must be the access token: non-empty text a header can carry');
  const { refreshToken, scopes } = stored;
  if (refreshToken !== undefined && refreshToken !== null && (typeof refreshToken !== 'string' || refreshToken === '')) throw new ValidationError(`${name}.refreshToken`, 'must be the refresh token, or null');
  if (scopes !== undefined && !(Array.isArray(scopes) && scopes.every((s) => typeof s === 'string'))) throw new ValidationError(`${name}.scopes`, 'must be a list of scope names');
  if (stored.tokenType !== undefined && typeof stored.tokenType !== 'string') throw new ValidationError(`${name}.tokenType`, 'must be a text');
  return Object.freeze({
    token: stored.token,
    tokenType: stored.tokenType ?? 'bearer',
    scopes: Object.freeze([...(scopes ?? [])]),
    expiresAt: dateOf(stored.expiresAt, `${name}.expiresAt`),
    refreshToken: refreshToken ?? null,
    refreshTokenExpiresAt: dateOf(stored.refreshTokenExpiresAt, `${name}.refreshTokenExpiresAt`),
  });
}
