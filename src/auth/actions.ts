import { isRecord } from '../core/codec.js';
import { headerValueProblem } from '../core/options.js';
import { graphqlUrl } from '../core/request.js';
import { createSession, DEFAULT_BASE_URL } from '../core/session.js';
import type { Session, SessionOptions } from '../core/types.js';
import { ValidationError } from '../errors/validation-error.js';

/** Environment variables by name, as `process.env` holds them. */
export type Env = Readonly<Record<string, string | undefined>>;

/** What this module asks of Node's `process`, where there is one (not in a browser). */
interface NodeProcess {
  readonly env?: Env;
  getBuiltinModule?(id: string): unknown;
}

export const nodeProcess = (): NodeProcess | undefined => (globalThis as { process?: NodeProcess }).process;

/**
 * The options of `createActionsSession`: the usual session options without credentials (the
 * step's `GITHUB_TOKEN` is the credential), a token to use instead of it, and the environment.
 * @example
 * ```ts
 * import { createActionsSession, type ActionsSessionOptions } from 'hubops/auth';
 *
 * const options: ActionsSessionOptions = { timeout: 10_000, retry: { limit: 4 } };
 * const session = createActionsSession(options);
 * ```
 */
export interface ActionsSessionOptions extends Omit<SessionOptions, 'token' | 'username' | 'login' | 'password' | 'twoFactorCallback' | 'credentials'> {
  /** A token to send instead of `GITHUB_TOKEN` (then `baseUrl` may name another server). */
  token?: string | undefined;
  /** The environment to read (default `process.env`, where there is a `process`). */
  env?: Env | undefined;
}

/** Credentials another session takes: an Actions step has its token. */
const OTHER_CREDENTIALS = ['username', 'login', 'password', 'twoFactorCallback', 'credentials'] as const;

function checkOptions(options: unknown): asserts options is ActionsSessionOptions {
  // A token passed as the options is never quoted.
  if (!isRecord(options)) throw new ValidationError('options', typeof options === 'string' ? 'must be an options object: pass a token as { token }' : 'must be an object of session options (and env), or nothing');
  for (const name of OTHER_CREDENTIALS) {
    if (options[name] !== undefined) throw new ValidationError(name, 'is not an option of createActionsSession: a step signs in with its GITHUB_TOKEN (or pass token)');
  }
  for (const name of ['token', 'baseUrl'] as const) {
    const value = options[name];
    if (value !== undefined && typeof value !== 'string') throw new ValidationError(name, `must be a string, not ${value === null ? 'null' : typeof value}`);
  }
}

export function envOf(given: unknown): Env {
  if (given === undefined) return nodeProcess()?.env ?? {};
  if (!isRecord(given)) throw new ValidationError('env', 'must be an object of environment variables (name → text), such as process.env');
  return given as Env;
}

/** A variable's text, or null when it is not set or empty (a workflow expression that finds nothing gives ''). */
export function variable(env: Env, name: string): string | null {
  const value: unknown = env[name];
  if (value === undefined || value === null || value === '') return null;
  // Never quoted: it may be a secret.
  if (typeof value !== 'string') throw new ValidationError(name, `must be text, not ${typeof value}`);
  return value;
}

/** A URL for a message: without user info, query or fragment, and not at all when it holds a secret. */
function quoted(raw: string, secrets: readonly string[], quote = true): string {
  const bare = raw.replace(/\/\/[^/@]*@/, '//').replace(/[?#][\s\S]*$/, '');
  if (secrets.some((secret) => raw.includes(secret)) || /gh[opsur]_|github_pat_/.test(raw)) return `a ${raw.length}-character text (not shown: it holds a token)`;
  return quote ? JSON.stringify(bare) : bare;
}

/** An http(s) URL without user info, query or fragment, as a session keeps a base URL: origin and path, no trailing slash. */
export function urlOf(raw: string, name: string, secrets: readonly string[] = []): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ValidationError(name, `is not a URL: ${quoted(raw, secrets)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ValidationError(name, `must be an http or https URL, not ${quoted(raw, secrets)}`);
  if (url.username || url.password) throw new ValidationError(name, 'must not carry a user name or password');
  if (url.search || url.hash) throw new ValidationError(name, `must not carry a query or fragment: ${quoted(raw, secrets)}`);
  return url.origin + url.pathname.replace(/\/+$/, '');
}

const PASS_TOKEN = 'give the step the job’s token (`env: GITHUB_TOKEN: ${{ github.token }}`, or `${{ secrets.GITHUB_TOKEN }}`), or pass token';

function tokenOf(own: string | undefined, env: Env): string {
  if (own !== undefined) {
    if (own === '') throw new ValidationError('token', 'is empty');
    return own;
  }
  const value = variable(env, 'GITHUB_TOKEN');
  if (value === null) {
    const why = env.GITHUB_TOKEN === '' ? 'GITHUB_TOKEN is empty: the expression that set it gave nothing (a secret this run cannot read, or a misspelled name)' : 'GITHUB_TOKEN is not set';
    throw new ValidationError('token', `${why}: ${PASS_TOKEN}`);
  }
  const problem = headerValueProblem(value);
  if (problem) throw new ValidationError('token', `GITHUB_TOKEN ${problem}`);
  return value;
}

/**
 * GitHub's GraphQL URL for the job (`GITHUB_GRAPHQL_URL`) must be where the session sends GraphQL
 * with the token (`graphqlUrl`); when they differ, the environment describes another server.
 */
function checkGraphqlUrl(env: Env, session: Session, secrets: readonly string[]): void {
  const raw = variable(env, 'GITHUB_GRAPHQL_URL');
  if (raw === null) return;
  const given = urlOf(raw, 'GITHUB_GRAPHQL_URL', secrets);
  const derived = graphqlUrl(session);
  if (given !== derived) {
    const [shownGiven, shownBase, shownDerived] = [given, session.baseUrl, derived].map((url) => quoted(url, secrets, false));
    throw new ValidationError('GITHUB_GRAPHQL_URL', `is ${shownGiven}, but GraphQL of the API at ${shownBase} (GITHUB_API_URL) is ${shownDerived}: the two name different servers, and the job’s token goes to one only (pass baseUrl and token to choose)`);
  }
}

/**
 * A session for a step of a GitHub Actions workflow, signed in with the job's token: `token`, or
 * else the `GITHUB_TOKEN` environment variable, which a workflow sets for the step itself
 * (`env: GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}`, or `${{ github.token }}`; the runner does not
 * set it). The API is `baseUrl`, or else `GITHUB_API_URL` (a self-hosted server's `<host>/api/v3`),
 * or else api.github.com; `GITHUB_GRAPHQL_URL`, when set, must be the GraphQL URL that API's
 * requests go to. The job's token goes only to that server: with `baseUrl` naming another one, pass
 * `token` too. Any other session option applies as in `createSession`. Throws a `ValidationError`
 * (naming the variable or option, never the token) when the token is missing or unusable, a URL is
 * not one, or the URLs disagree. `session.authKind` is `'token'`. No request.
 * @example
 * ```ts
 * import { actionsContext, createActionsSession } from 'hubops/auth';
 * import { createIssue } from 'hubops/issues';
 *
 * // A step with `env: { GITHUB_TOKEN: ${{ github.token }} }`, in a job given `permissions: { issues: write }`:
 * const session = createActionsSession({ timeout: 10_000 });
 * const { repository, runId, serverUrl } = await actionsContext();
 * await createIssue(session, repository, 'Nightly build failed', { body: `${serverUrl}/${repository.fullName}/actions/runs/${runId}` });
 * ```
 */
export function createActionsSession(options: ActionsSessionOptions = {}): Session {
  checkOptions(options);
  const { env: given, token: own, baseUrl: chosen, ...rest } = options;
  const env = envOf(given);
  const token = tokenOf(own, env);
  // Neither token is quoted in a message, whichever is sent.
  const secrets = [token, env.GITHUB_TOKEN].filter((secret): secret is string => typeof secret === 'string' && secret !== '');
  const envApi = variable(env, 'GITHUB_API_URL');
  const apiUrl = envApi === null ? DEFAULT_BASE_URL : urlOf(envApi, 'GITHUB_API_URL', secrets);
  const baseUrl = chosen === undefined ? apiUrl : urlOf(chosen, 'baseUrl', secrets);
  if (own === undefined && baseUrl !== apiUrl) {
    const shown = `is ${quoted(baseUrl, secrets, false)}, not the job’s API ${quoted(apiUrl, secrets, false)} (GITHUB_API_URL${envApi === null ? ', not set' : ''})`;
    throw new ValidationError('baseUrl', `${shown}: the job’s GITHUB_TOKEN goes only there (pass token for another server)`);
  }
  const session = createSession({ ...rest, token, baseUrl });
  if (baseUrl === apiUrl) checkGraphqlUrl(env, session, secrets);
  return session;
}
