import { checkSession, codec, invalid, isRecord, segmentText, shown } from '../core/codec.js';
import { composed, operation, path, reads, type Result } from '../core/operation.js';
import { loginOf, repoOf, type AccountRef, type RepoRef } from '../core/refs.js';
import type { Session } from '../core/types.js';
import { resolveUrl } from '../core/url.js';
import { TransportError } from '../errors/transport-error.js';
import { ValidationError } from '../errors/validation-error.js';
import { sha256Hex } from './app-jwt.js';
import { installationOf, type AppInstallation } from './app.js';

/**
 * Where an app may be installed: a repository (`{ repo: 'owner/name' }` or `{ owner, repo }`),
 * an organization (`{ org }`) or a user account (`{ user }`).
 */
export type InstallationTarget =
  | { readonly repo: RepoRef; readonly owner?: undefined }
  | { readonly owner: string; readonly repo: string }
  | { readonly org: AccountRef }
  | { readonly user: AccountRef };

/** The options of `findInstallation`. */
export interface FindInstallationOptions {
  /** Ask GitHub again even when an answer of the last hour is kept; the new answer replaces it. */
  readonly refresh?: boolean | undefined;
  /** Stops waiting for the answer (the request itself goes on for the other callers waiting for it). */
  readonly signal?: AbortSignal | undefined;
}

/** Characters no login or repository name holds, which a server or a log might read as something else. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\x00-\x1f\x7f-\x9f]/;

/** One name of a path: a checked segment without a control character or a slash. */
function oneName(value: unknown, name: string): string {
  const text = segmentText(value, name);
  if (CONTROL.test(text)) throw new ValidationError(name, 'must not hold a control character');
  if (/[/\\]/.test(text)) throw new ValidationError(name, `must be one name, without "/" or "\\": ${shown(text)}`);
  return text;
}

/** A repository an app may be installed on: each part one name. */
const installedRepository = /*#__PURE__*/ codec<RepoRef, { owner: string; repo: string }>('ref', (value, name) => {
  const where = name || 'repository';
  const { owner, repo } = repoOf(value as RepoRef, where);
  return { owner: oneName(owner, `${where}.owner`), repo: oneName(repo, `${where}.repo`) };
}, 'octocat/Hello-World');

/** An organization or a user an app may be installed on. */
const installedAccount = /*#__PURE__*/ codec<AccountRef, string>('ref', (value, name) => oneName(loginOf(value as AccountRef, name || 'login'), name || 'login'), 'octocat');

/** The installation, frozen as received. */
const installation: Result<Promise<AppInstallation>> = /*#__PURE__*/ reads((reply) => installationOf(reply.data, ''));

const repoInstallation = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/installation',
  target: /*#__PURE__*/ path(installedRepository),
  result: installation,
}));

const orgInstallation = /*#__PURE__*/ operation(() => ({
  path: '/orgs/{org}/installation',
  target: /*#__PURE__*/ path(installedAccount, 'org'),
  result: installation,
}));

const userInstallation = /*#__PURE__*/ operation(() => ({
  path: '/users/{username}/installation',
  target: /*#__PURE__*/ path(installedAccount, 'username'),
  result: installation,
}));

/** An answer is kept this long. */
const KEPT_FOR = 3_600_000;
/** At most this many answers are kept in a process; the oldest leaves first. */
const MOST_KEPT = 300;

/** Answers by app and target, oldest first. */
const kept = /*#__PURE__*/ new Map<string, { readonly at: number; readonly installation: AppInstallation }>();
/** Requests under way by app and target: callers asking at once wait for one answer. */
const asking = /*#__PURE__*/ new Map<string, Promise<AppInstallation>>();
/** Each app session's part of the keys: a hash of its API, its identity and its key, so that only the same app shares answers. */
const appKeys = /*#__PURE__*/ new WeakMap<Session, Promise<string>>();

function appKeyOf(session: Session): Promise<string> {
  let key = appKeys.get(session);
  if (!key) {
    const credentials = session.credentials;
    key = sha256Hex(`hubops app-installation ${session.baseUrl} ${credentials?.identity ?? ''} ${(credentials?.secrets ?? []).join('\n')}`);
    appKeys.set(session, key);
  }
  return key;
}

function keep(key: string, found: AppInstallation): void {
  kept.delete(key);
  kept.set(key, { at: Date.now(), installation: found });
  for (const oldest of kept.keys()) {
    if (kept.size <= MOST_KEPT) break;
    kept.delete(oldest);
  }
}

/** The request a target asks for: its key among the kept answers, its URL, and how it is sent. */
interface Ask {
  readonly key: string;
  readonly url: string;
  readonly send: () => Promise<AppInstallation>;
}

const FORMS = "{ repo: 'owner/name' }, { owner, repo }, { org } or { user }";

function askFor(session: Session, target: unknown): Ask {
  if (!isRecord(target)) throw invalid('target', FORMS, target);
  const named = (['repo', 'org', 'user'] as const).filter((member) => target[member] !== undefined);
  if (named.length !== 1) throw new ValidationError('target', `must be one of ${FORMS}: it names ${named.length === 0 ? 'none' : named.join(' and ')}`);
  const allowed: readonly string[] = named[0] === 'repo' ? ['repo', 'owner'] : named;
  const other = Object.keys(target).find((member) => !allowed.includes(member) && target[member] !== undefined);
  if (other !== undefined) throw new ValidationError('target', `must be one of ${FORMS}: ${shown(other)} is not a member of it`);
  const where = (route: string, params: Record<string, string>) => resolveUrl(session.baseUrl, route, params);
  if (named[0] === 'repo') {
    const parts = installedRepository(target.owner === undefined ? target.repo : { owner: target.owner, repo: target.repo }, 'target.repo');
    return { key: `repo ${parts.owner}/${parts.repo}`.toLowerCase(), url: where('/repos/{owner}/{repo}/installation', parts), send: () => repoInstallation(session, parts) };
  }
  if (named[0] === 'org') {
    const org = installedAccount(target.org, 'target.org');
    return { key: `org ${org}`.toLowerCase(), url: where('/orgs/{org}/installation', { org }), send: () => orgInstallation(session, org) };
  }
  const user = installedAccount(target.user, 'target.user');
  return { key: `user ${user}`.toLowerCase(), url: where('/users/{username}/installation', { username: user }), send: () => userInstallation(session, user) };
}

function checkOptions(options: unknown): FindInstallationOptions {
  if (options === undefined) return {};
  if (!isRecord(options)) throw invalid('options', 'an object (or nothing)', options);
  for (const [name, value] of Object.entries(options)) {
    if (value === undefined) continue;
    if (name === 'refresh' && typeof value !== 'boolean') throw invalid('refresh', 'true or false', value);
    else if (name === 'signal' && !(value instanceof AbortSignal)) throw invalid('signal', 'an AbortSignal', value);
    else if (name !== 'refresh' && name !== 'signal') throw new ValidationError(name, 'is not an option of findInstallation (refresh, signal)');
  }
  return options as FindInstallationOptions;
}

/** The shared answer, or this caller's abort: the request goes on for the others (and the next caller). */
function waitFor(answer: Promise<AppInstallation>, signal: AbortSignal | undefined, url: string): Promise<AppInstallation> {
  if (!signal) return answer;
  const aborted = () => new TransportError({ message: `GET ${url}: the request was aborted while waiting for its answer`, method: 'GET', url, reason: 'abort', cause: signal.reason });
  if (signal.aborted) return Promise.reject(aborted());
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(aborted());
    signal.addEventListener('abort', onAbort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * The installation of the app a session made by `createAppSession` (without `installationId`)
 * acts as, on a repository, an organization or a user account, asked for with the app's JWT:
 * its `id` is what `createAppSession` takes as `installationId`. An answer is kept for an hour
 * in the process, shared by every session of the same app (same id, key and API), and callers
 * asking at once wait for one request; a failure (NotFoundError: the app is not installed
 * there) is not kept. `refresh: true` asks again.
 * `GET /repos/{owner}/{repo}/installation`, `GET /orgs/{org}/installation`, `GET /users/{username}/installation`
 * @example
 * ```ts
 * import { readFileSync } from 'node:fs';
 * import { createAppSession, findInstallation } from 'hubops/auth';
 *
 * const privateKey = readFileSync('app.private-key.pem', 'utf8');
 * const app = createAppSession({ appId: 12345, privateKey });
 * const { id } = await findInstallation(app, { repo: 'octocat/Hello-World' });
 * const session = createAppSession({ appId: 12345, privateKey, installationId: id, repositories: ['Hello-World'] });
 * console.log(id, (await findInstallation(app, { org: 'github' })).account?.login, session.authKind);
 * ```
 */
export const findInstallation = /*#__PURE__*/ composed(async function findInstallation(session: Session, target: InstallationTarget, options?: FindInstallationOptions): Promise<AppInstallation> {
  checkSession(session);
  if (session.authKind !== 'app' || !session.credentials) throw new ValidationError('session', 'findInstallation needs a session authenticated as the app (createAppSession without installationId)');
  const ask = askFor(session, target);
  const { refresh = false, signal } = checkOptions(options);
  const key = `${await appKeyOf(session)} ${ask.key}`;
  const hit = kept.get(key);
  if (hit && Date.now() - hit.at < KEPT_FOR && !refresh) return waitFor(Promise.resolve(hit.installation), signal, ask.url);
  let answer = asking.get(key);
  if (!answer) {
    const sent = ask.send();
    answer = sent;
    asking.set(key, sent);
    sent.then((found) => keep(key, found), () => undefined).finally(() => asking.get(key) === sent && asking.delete(key));
  }
  return waitFor(answer, signal, ask.url);
}, repoInstallation, orgInstallation, userInstallation);
