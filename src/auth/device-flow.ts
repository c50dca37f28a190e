import { OAuthError } from '../errors/oauth-error.js';
import { ServerError } from '../errors/server-error.js';
import { TransportError } from '../errors/transport-error.js';
import { UnprocessableResponseBody } from '../errors/unprocessable-response-body.js';
import { ValidationError } from '../errors/validation-error.js';
import { FrozenDate } from '../models/library/frozen-date.js';
import { clientId as clientIdCodec, scopes as scopesCodec } from './codecs.js';
import { checkWebOptions, oauthPost, webOrigin, type WebOptions } from './oauth-exchange.js';
import { userTokenOf, type UserToken } from './user-token.js';

/** What the user is shown: the code to enter, where, and until when. */
export interface DeviceVerification {
  /** The code the user enters, such as `WDJB-MJHT`. */
  readonly userCode: string;
  /** Where the user enters it: `https://github.com/login/device`. */
  readonly verificationUri: string;
  /** When the code stops working (fifteen minutes after it was given). */
  readonly expiresAt: Date;
}

/** The options of `authorizeDevice`. */
export interface DeviceFlowOptions extends WebOptions {
  /** The OAuth app's or GitHub App's client id (public: the device flow needs no secret). */
  clientId: string;
  /** The scopes asked for (an OAuth app's; a GitHub App ignores them). */
  scopes?: readonly string[] | undefined;
  /** Called once, with the code to show the user. The flow polls once it has returned (or its promise has). */
  onVerification: (verification: DeviceVerification) => void | Promise<void>;
  /** Waits `ms` between polls (default a timer); an abort of `signal` must end it. For tests and custom schedulers. */
  wait?: ((ms: number, signal: AbortSignal | undefined) => Promise<void>) | undefined;
  /** The time now, in epoch ms (default `Date.now`): for tests. */
  now?: (() => number) | undefined;
}

const DEVICE_OPTIONS = { clientId: 'string', onVerification: 'function', wait: 'function', now: 'function' } as const;
const GRANT = 'urn:ietf:params:oauth:grant-type:device_code';
/** The answers that mean "keep polling". */
const PENDING: ReadonlySet<string> = /*#__PURE__*/ new Set(['authorization_pending', 'slow_down']);
/** What RFC 8628 prescribes when the service names no interval, and what `slow_down` adds. */
const FIVE_SECONDS = 5000;

function timer(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const done = () => {
      clearTimeout(id);
      reject(signal?.reason);
    };
    const id = setTimeout(() => {
      signal?.removeEventListener('abort', done);
      resolve();
    }, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

const seconds = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback);

/**
 * Signs a user in with GitHub's device flow, the way a command-line tool does: asks for a
 * device code, calls `onVerification` once with the code the user enters at
 * `verificationUri`, then polls until the user has answered: by the interval the service
 * gives, five seconds more after each `slow_down`, until the code expires. Resolves with the
 * user's token; rejects with an `OAuthError` whose `code` is `access_denied` (the user
 * declined), `expired_token` (nobody answered in time), or what else the service names
 * (`device_flow_disabled`, `incorrect_client_credentials`, …); an abort of `signal` stops polling
 * with a `TransportError` (reason `abort`). A network failure or a 5xx while polling is polled
 * through. Only the client id and the device code are sent, and only to `webUrl`.
 * `POST /login/device/code`, then `POST /login/oauth/access_token` (on the web origin)
 * @example
 * ```ts
 * import { authorizeDevice, createUserSession, getAuthenticatedUser } from 'hubops/auth';
 *
 * const token = await authorizeDevice({
 *   clientId: 'Iv1.0123456789abcdef',
 *   scopes: ['repo'],
 *   onVerification: ({ userCode, verificationUri }) => console.log(`Enter ${userCode} at ${verificationUri}`),
 * });
 * const session = createUserSession({ clientId: 'Iv1.0123456789abcdef', token });
 * console.log((await getAuthenticatedUser(session)).login);
 * ```
 */
export async function authorizeDevice(options: DeviceFlowOptions): Promise<UserToken> {
  checkWebOptions(options, DEVICE_OPTIONS);
  const clientId = clientIdCodec(options.clientId, 'clientId');
  if (typeof options.onVerification !== 'function') throw new ValidationError('onVerification', 'must be a function that shows the user the code to enter');
  const scope = options.scopes === undefined ? undefined : scopesCodec(options.scopes, 'scopes')?.join(' ');
  const now = options.now ?? Date.now;
  const wait = options.wait ?? timer;
  const { signal } = options;
  const tokenUrl = `${webOrigin(options)}/login/oauth/access_token`;

  const started = now();
  const code = await oauthPost(options, '/login/device/code', { client_id: clientId, scope }, []);
  const { device_code: deviceCode, user_code: userCode, verification_uri: verificationUri } = code;
  if (typeof deviceCode !== 'string' || deviceCode === '' || typeof userCode !== 'string' || typeof verificationUri !== 'string') {
    throw new UnprocessableResponseBody({ status: 200, message: `POST ${webOrigin(options)}/login/device/code: the answer lacks a device code, user code or verification URI`, method: 'POST', url: `${webOrigin(options)}/login/device/code`, body: null, path: '' });
  }
  // A code lives fifteen minutes at GitHub; an answer naming longer is held to half an hour.
  const expiresAt = started + Math.min(seconds(code.expires_in, 900), 1800) * 1000;
  let interval = seconds(code.interval, FIVE_SECONDS / 1000) * 1000;
  await options.onVerification(Object.freeze({ userCode, verificationUri, expiresAt: new FrozenDate(expiresAt) }));

  const expired = () => new OAuthError({ code: 'expired_token', message: `POST ${tokenUrl}: the device code expired before the user answered (expired_token)`, method: 'POST', url: tokenUrl });
  for (;;) {
    if (now() + interval >= expiresAt) {
      // The next poll would come after the code expired: wait out what is left and say so.
      await pause(wait, Math.max(0, expiresAt - now()), signal, tokenUrl);
      throw expired();
    }
    await pause(wait, interval, signal, tokenUrl);
    const sentAt = now();
    let answer;
    try {
      answer = await oauthPost(options, '/login/oauth/access_token', { client_id: clientId, device_code: deviceCode, grant_type: GRANT }, [deviceCode], PENDING);
    } catch (error) {
      // Polling is asking again: a lost answer or a failing server is asked through.
      if ((error instanceof TransportError && (error.reason === 'network' || error.reason === 'timeout') && !signal?.aborted) || error instanceof ServerError) {
        // Asked again no faster than once a second, whatever interval the service named.
        interval = Math.max(interval, 1000);
        continue;
      }
      throw error;
    }
    if (answer.error === 'slow_down') interval = Math.max(interval + FIVE_SECONDS, seconds(answer.interval, 0) * 1000);
    if (answer.error !== undefined) continue;
    return userTokenOf(answer, sentAt, tokenUrl);
  }
}

async function pause(wait: NonNullable<DeviceFlowOptions['wait']>, ms: number, signal: AbortSignal | undefined, url: string): Promise<void> {
  try {
    if (signal?.aborted) throw signal.reason;
    await wait(ms, signal);
  } catch (error) {
    if (!signal?.aborted) throw error;
    throw new TransportError({ message: `POST ${url}: the device flow was aborted while waiting for the user`, method: 'POST', url, reason: 'abort' });
  }
}
