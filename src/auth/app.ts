import { checkSession, positive } from '../core/codec.js';
import type { CredentialProvider, Session, SessionOptions, Store } from '../core/types.js';
import { composed, operation, path, type Result } from '../core/operation.js';
import { headerValueProblem } from '../core/options.js';
import { PageIterator, type PageOptions } from '../core/page-iterator.js';
import { send } from '../core/request.js';
import { createSession } from '../core/session.js';
import { watch } from '../core/watch.js';
import { ValidationError } from '../errors/validation-error.js';
import { deepFreeze } from '../models/library/freeze.js';
import { unreadable } from '../models/library/model.js';
import { createInstallationAccessTokenMembers } from '../apps/generated/members/create-installation-access-token.js';
import { listInstallationsMembers } from '../apps/generated/members/list-installations.js';
import { importSigningKey, pkcs8Of, sha256Hex, signAppJwt } from './app-jwt.js';
import { narrowingOf, type InstallationTokenPermissions, type Narrowed } from './app-narrowing.js';

/** The options of `createAppSession`: the app's id and key, an installation, and the usual session options. */
export interface AppSessionOptions extends Omit<SessionOptions, 'token' | 'username' | 'login' | 'password' | 'twoFactorCallback' | 'credentials'> {
  /** The app's id (a number), or its client id (`Iv1.…`): the JWT's issuer. */
  appId: number | string;
  /** The app's private key as GitHub gives it: PEM, PKCS#1 (`BEGIN RSA PRIVATE KEY`) or PKCS#8 (`BEGIN PRIVATE KEY`). */
  privateKey: string;
  /** Act as this installation (with its token) rather than as the app (with its JWT). */
  installationId?: number | undefined;
  /**
   * Narrows the installation's token to these repositories, by name without the owner (the
   * installation's account owns them): `['Hello-World']`. At most 500, with `repositoryIds`.
   * Without it (and `repositoryIds`), the token reaches every repository the installation can.
   */
  repositories?: readonly string[] | undefined;
  /** Narrows the installation's token to these repositories, by id. At most 500, with `repositories`. */
  repositoryIds?: readonly number[] | undefined;
  /**
   * Narrows the installation's token to these permissions (`{ contents: 'read', issues: 'write' }`);
   * without it, the token has every permission the app was granted. GitHub refuses (422) a
   * permission the app was not granted.
   */
  permissions?: InstallationTokenPermissions | undefined;
  /** Milliseconds before expiry a token is renewed. Default 5 minutes. */
  renewBefore?: number | undefined;
  /** The time now, in epoch ms (default `Date.now`): for tests. */
  now?: (() => number) | undefined;
}

/** An installation token as a store keeps it. */
interface StoredToken {
  readonly token: string;
  readonly expiresAt: number;
  readonly permissions?: Readonly<Record<string, string>> | null;
}

const APP_OPTIONS = /*#__PURE__*/ new Set(['appId', 'privateKey', 'installationId', 'repositories', 'repositoryIds', 'permissions', 'renewBefore', 'now']);

/** Token fetches under way, per store and key: sessions of one process sharing a store wait for one fetch. */
const fetching = /*#__PURE__*/ new WeakMap<object, Map<string, Promise<StoredToken>>>();

/** The options checked, and the narrowing of the installation's token they ask for (null for none). */
function checkAppOptions(options: AppSessionOptions): Narrowed | null {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) throw new ValidationError('options', 'must be an object with appId and privateKey');
  const { appId, installationId, renewBefore, now } = options;
  const idOk = (typeof appId === 'number' && Number.isSafeInteger(appId) && appId > 0) || (typeof appId === 'string' && /^[\w.-]{1,100}$/.test(appId));
  if (!idOk) throw new ValidationError('appId', 'must be the app id (a positive whole number) or its client id');
  if (installationId !== undefined && !(typeof installationId === 'number' && Number.isSafeInteger(installationId) && installationId > 0)) {
    throw new ValidationError('installationId', 'must be a positive whole number');
  }
  if (renewBefore !== undefined && !(typeof renewBefore === 'number' && renewBefore >= 0 && renewBefore <= 50 * 60_000)) throw new ValidationError('renewBefore', 'must be a number of milliseconds from 0 to 3000000');
  if (now !== undefined && typeof now !== 'function') throw new ValidationError('now', 'must be a function giving epoch milliseconds');
  return narrowingOf(options);
}

/** The app's JWT, signed on first use and again a minute before it expires. */
function jwtProvider(appId: string | number, privateKey: string, clock: () => number): CredentialProvider {
  const pkcs8 = pkcs8Of(privateKey);
  let key: Promise<CryptoKey> | null = null;
  let current: Promise<{ jwt: string; expiresAt: number }> | null = null;
  let expiresAt = 0;
  const provider: CredentialProvider = {
    kind: 'app',
    identity: `app ${appId}`,
    secrets: Object.freeze([privateKey]),
    async authorization() {
      if (!current || expiresAt - 60_000 <= clock()) {
        key ??= importSigningKey(pkcs8);
        const signing = key.then((k) => signAppJwt(k, appId, clock()));
        current = signing;
        signing.then((s) => (expiresAt = s.expiresAt), () => (current = null));
      }
      return `Bearer ${(await current).jwt}`;
    },
    async refused(authorization) {
      const signed = current && (await current.catch(() => null));
      if (signed && `Bearer ${signed.jwt}` === authorization) current = null;
    },
  };
  return Object.freeze(provider);
}

function readToken(data: unknown, now: number): StoredToken {
  const { token, expires_at: expires, permissions } = (data ?? {}) as { token?: unknown; expires_at?: unknown; permissions?: unknown };
  if (typeof token !== 'string' || token === '' || headerValueProblem(token)) throw new ValidationError('installationToken', 'the service answered without a token a header can carry');
  const at = typeof expires === 'string' ? Date.parse(expires) : NaN;
  // Without a readable expiry, an installation token's documented hour.
  const granted = typeof permissions === 'object' && permissions !== null && !Array.isArray(permissions) ? Object.entries(permissions).filter((e): e is [string, string] => typeof e[1] === 'string') : [];
  return { token, expiresAt: Number.isFinite(at) ? at : now + 3_600_000, permissions: granted.length > 0 ? Object.freeze(Object.fromEntries(granted)) : null };
}

/** The answer as received: the token is read from it by `readToken`. */
const tokenReply: Result<Promise<unknown>> = { run: async (session, spec) => (await send(session, spec)).data };

/** An installation's token, asked for with the app's JWT. */
const createInstallationToken = /*#__PURE__*/ operation(() => ({
  described: createInstallationAccessTokenMembers,
  method: 'POST',
  path: '/app/installations/{installation_id}/access_tokens',
  target: /*#__PURE__*/ path(positive, 'installation_id'),
  result: tokenReply,
}));

const isStoredToken = (value: unknown): value is StoredToken =>
  typeof value === 'object' && value !== null && typeof (value as StoredToken).token === 'string' && typeof (value as StoredToken).expiresAt === 'number';

/** Which installation token a provider holds, and how it keeps it. */
interface TokenSource {
  readonly appId: string | number;
  readonly installationId: number;
  readonly privateKey: string;
  readonly narrowing: Narrowed | null;
  readonly store: Store | undefined;
  readonly clock: () => number;
  readonly renewBefore: number;
}

/**
 * An installation's token: fetched with the app's JWT on first use, kept (in the store when
 * there is one, under a hashed key), and fetched again `renewBefore` before it expires or
 * when the service refuses it. A narrowed token is kept under a key of its own, so that it never
 * stands in for the whole one, nor the whole one for it.
 */
function installationProvider(app: Session, source: TokenSource): CredentialProvider {
  const { appId, installationId, privateKey, narrowing, store, clock, renewBefore } = source;
  let held: StoredToken | null = null;
  const own = {};
  let storeKey: Promise<string> | null = null;
  const narrowed = narrowing ? ` narrowed ${narrowing.key}` : '';
  const keyOf = () => (storeKey ??= sha256Hex(`hubops app-token ${app.baseUrl} ${appId} ${installationId} ${privateKey}${narrowed}`).then((h) => `app-token:${h}`));
  const fresh = (t: StoredToken | null): t is StoredToken => t !== null && t.expiresAt - renewBefore > clock();

  async function fetchToken(): Promise<StoredToken> {
    const key = await keyOf();
    if (store) {
      const entry = await store.get(key);
      if (isStoredToken(entry?.data) && fresh(entry.data)) return entry.data;
    }
    const token = readToken(await createInstallationToken(app, installationId, narrowing?.members ?? {}), clock());
    if (store) await store.set(key, Object.freeze({ etag: null, lastModified: null, link: null, data: Object.freeze({ ...token }) }));
    return token;
  }

  const provider: CredentialProvider = {
    kind: 'installation',
    // A narrowed token reaches less: its cache entries and budget are its own.
    identity: `app ${appId} installation ${installationId}${narrowed}`,
    secrets: Object.freeze([privateKey]),
    async authorization() {
      if (!fresh(held)) {
        const key = await keyOf();
        let under = fetching.get(store ?? own);
        if (!under) fetching.set(store ?? own, (under = new Map()));
        let pending = under.get(key);
        if (!pending) {
          pending = fetchToken();
          under.set(key, pending);
          const done = () => under.delete(key);
          pending.then(done, done);
        }
        held = await pending;
      }
      return `token ${held.token}`;
    },
    permissions: () => held?.permissions ?? null,
    async refused(authorization) {
      if (!held || `token ${held.token}` !== authorization) return;
      const refused = held.token;
      held = null;
      if (!store) return;
      // Dropped for the sessions sharing the store too, unless one has already put a newer one there.
      const key = await keyOf();
      const entry = await store.get(key);
      if (isStoredToken(entry?.data) && entry.data.token === refused) await store.set(key, Object.freeze({ etag: null, lastModified: null, link: null, data: null }));
    },
  };
  return Object.freeze(provider);
}

/**
 * A session authenticated as a GitHub App: with its JWT (RS256, signed with WebCrypto,
 * renewed before it expires), or, given `installationId`, with that installation's token,
 * fetched on first use, kept in the session's `store` when one is given (so that sessions
 * sharing it fetch it once), renewed 5 minutes before it expires, and renewed once when the
 * service refuses it. The key and every token stay out of errors, logs and hooks.
 * `repositories`, `repositoryIds` and `permissions` narrow the installation's token to less than
 * the installation can reach: checked before anything is sent, sent in the token request, and
 * kept apart from the whole token's in a shared store; the permissions GitHub granted are in
 * `session.state.permissions` once the token is fetched.
 * `POST /app/installations/{installation_id}/access_tokens` (for an installation, on first use)
 * @example
 * ```ts
 * import { readFileSync } from 'node:fs';
 * import { getRepository } from 'hubops/repos';
 * import { createAppSession } from 'hubops/auth';
 *
 * const privateKey = readFileSync('app.private-key.pem', 'utf8');
 * const session = createAppSession({ appId: 12345, privateKey, installationId: 42 });
 * console.log((await getRepository(session, 'octocat/Hello-World')).full_name);
 *
 * // A token that reads one repository's contents, and nothing else the installation may.
 * const reader = createAppSession({ appId: 12345, privateKey, installationId: 42, repositories: ['Hello-World'], permissions: { contents: 'read' } });
 * console.log((await getRepository(reader, 'octocat/Hello-World')).full_name, reader.state.permissions);
 * ```
 */
export const createAppSession = /*#__PURE__*/ composed(function createAppSession(options: AppSessionOptions): Session {
  const narrowing = checkAppOptions(options);
  const { appId, privateKey, installationId, renewBefore = 5 * 60_000, now = Date.now, ...rest } = options;
  const sessionOptions = Object.fromEntries(Object.entries(rest).filter(([name]) => !APP_OPTIONS.has(name))) as SessionOptions;
  const clock = () => now();
  const credentials = jwtProvider(appId, privateKey, clock);
  if (installationId === undefined) return createSession({ ...sessionOptions, credentials });
  // The token exchange's failure reaches `beforeError` once, as the installation session's.
  const { stages } = sessionOptions;
  const app = createSession({ ...sessionOptions, credentials, ...(stages ? { stages: stages.map((stage) => (stage.hooks?.beforeError ? watch({ ...stage.hooks, beforeError: undefined }) : stage)) } : {}) });
  return createSession({ ...sessionOptions, credentials: installationProvider(app, { appId, installationId, privateKey, narrowing, store: sessionOptions.store, clock, renewBefore }) });
}, createInstallationToken);

/** An installation of a GitHub App, as `GET /app/installations` gives it (frozen). */
export interface AppInstallation {
  readonly id: number;
  readonly account: { readonly login: string; readonly id: number; readonly type?: string } | null;
  readonly app_id: number;
  readonly target_type: string;
  readonly repository_selection?: string;
  readonly permissions: Readonly<Record<string, string>>;
  readonly [field: string]: unknown;
}

/** The installations, each read by `installationOf`, paged lazily. */
const installations: Result<PageIterator<AppInstallation>, Omit<PageOptions, 'signal' | 'headers'>> = {
  sync: true,
  run: (session, spec, options) => new PageIterator(session, { path: spec.path, params: spec.params, query: spec.query, item: installationOf }, options),
};

const listInstallations = /*#__PURE__*/ operation(() => ({
  described: listInstallationsMembers,
  path: '/app/installations',
  result: installations,
}));

/**
 * The installations of the app a session made by `createAppSession` (without `installationId`)
 * acts as, every page of them (frozen, as received). `GET /app/installations`
 * @example
 * ```ts
 * import { readFileSync } from 'node:fs';
 * import { createAppSession, listAppInstallations } from 'hubops/auth';
 *
 * const app = createAppSession({ appId: 12345, privateKey: readFileSync('app.private-key.pem', 'utf8') });
 * for await (const installation of listAppInstallations(app)) console.log(installation.id, installation.account?.login);
 * ```
 */
export const listAppInstallations = /*#__PURE__*/ composed(function listAppInstallations(session: Session, options: PageOptions = {}): PageIterator<AppInstallation> {
  checkSession(session);
  if (session.authKind !== 'app') throw new ValidationError('session', 'listAppInstallations needs a session authenticated as the app (createAppSession without installationId)');
  return listInstallations(session, options);
}, listInstallations);

/** An installation as received, frozen; an answer without its id is unreadable. */
export function installationOf(raw: unknown, path: string): AppInstallation {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || typeof (raw as { id?: unknown }).id !== 'number') throw unreadable(path, 'expected an installation with its id', raw);
  return deepFreeze(raw) as AppInstallation;
}
