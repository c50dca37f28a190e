import { isRecord, segmentText } from '../core/codec.js';
import { graphqlUrlOf } from '../core/request.js';
import { DEFAULT_BASE_URL } from '../core/session.js';
import { ValidationError } from '../errors/validation-error.js';
import { unreadable } from '../models/library/model.js';
import type { JsonPayload, WebhookEventPayloads, WebhookPayloads } from '../webhooks/generated/payloads.js';
import { envOf, nodeProcess, urlOf, variable, type Env } from './actions.js';

// What a step of a GitHub Actions job is running for. A module of its own, exported by hubops/auth
// and not by the root hubops: the event's payload is read by the webhook models, loaded by a dynamic
// import when there is one to read, and a bundler that meets a dynamic import of a module wraps that
// module and all it imports in lazy initializers, which would weigh on every bundle of the root.

/** The Actions events whose payload is the webhook of the same name. */
type WebhookTriggers =
  | 'branch_protection_rule' | 'check_run' | 'check_suite' | 'create' | 'delete' | 'deployment' | 'deployment_status' | 'discussion' | 'discussion_comment'
  | 'fork' | 'gollum' | 'issue_comment' | 'issues' | 'label' | 'merge_group' | 'milestone' | 'page_build' | 'project' | 'project_card' | 'project_column'
  | 'public' | 'pull_request' | 'pull_request_review' | 'pull_request_review_comment' | 'push' | 'registry_package' | 'release' | 'repository_dispatch'
  | 'status' | 'watch' | 'workflow_dispatch' | 'workflow_run';

/** The actions of an event whose payload is read as JSON (GitHub's description gives it more than one form). */
type JsonActions<E extends string> = { [K in keyof WebhookPayloads]: K extends `${E}.${infer A}` ? (JsonPayload extends WebhookPayloads[K] ? A : never) : never }[keyof WebhookPayloads];

/**
 * A pull request event's payload: as the webhook's, but a payload read as JSON keeps its action's
 * name, so that comparing `action` to an action a model reads leaves the JSON out of the type.
 */
type PullRequestPayload = Exclude<WebhookEventPayloads['pull_request'], JsonPayload> | (JsonPayload & { readonly action: JsonActions<'pull_request'> });

/**
 * The payload of each event a workflow runs on, by `GITHUB_EVENT_NAME`: the webhook's of the same
 * name; `pull_request_target`'s is `pull_request`'s; `schedule` (the cron that started the run, as
 * `schedule`) and `dynamic` (the runs GitHub makes itself, such as Dependabot's) have no webhook:
 * their JSON, deep-frozen.
 * @example
 * ```ts
 * import type { ActionsPayloads } from 'hubops/auth';
 *
 * export const pushedTo = (payload: ActionsPayloads['push']): string => payload.ref;
 * ```
 */
export interface ActionsPayloads extends Pick<WebhookEventPayloads, Exclude<WebhookTriggers, 'pull_request'>> {
  pull_request: PullRequestPayload;
  pull_request_target: PullRequestPayload;
  schedule: JsonPayload;
  dynamic: JsonPayload;
}

/**
 * The events a workflow runs on (GitHub's documented triggers). An event GitHub adds after this
 * version arrives under its own name, its payload its JSON (read by its webhook's model if this
 * version knows one).
 * @example
 * ```ts
 * import type { ActionsEventName } from 'hubops/auth';
 *
 * export const reviewEvents: readonly ActionsEventName[] = ['pull_request', 'pull_request_target', 'pull_request_review'];
 * ```
 */
export type ActionsEventName = keyof ActionsPayloads;

/**
 * The repository a workflow runs in (`GITHUB_REPOSITORY`): a reference every operation on a repository takes.
 * @example
 * ```ts
 * import { actionsContext, createActionsSession, type ActionsRepository } from 'hubops/auth';
 * import { getRepository } from 'hubops/repos';
 *
 * const repository: ActionsRepository = (await actionsContext()).repository;
 * console.log((await getRepository(createActionsSession(), repository)).default_branch);
 * ```
 */
export interface ActionsRepository {
  readonly owner: string;
  readonly repo: string;
  /** `owner/repo`. */
  readonly fullName: string;
}

/**
 * What every step of a run knows about it, from the variables GitHub Actions sets.
 * @example
 * ```ts
 * import type { ActionsRun } from 'hubops/auth';
 *
 * export const runUrl = (run: ActionsRun): string => `${run.serverUrl}/${run.repository.fullName}/actions/runs/${run.runId}/attempts/${run.runAttempt}`;
 * ```
 */
export interface ActionsRun {
  readonly repository: ActionsRepository;
  /** The branch or tag ref that triggered the run (`GITHUB_REF`), or null when the event has none. */
  readonly ref: string | null;
  /** The commit of the run (`GITHUB_SHA`). */
  readonly sha: string;
  /** `GITHUB_RUN_ID`: the run's id in the REST API. */
  readonly runId: number;
  /** `GITHUB_RUN_ATTEMPT`: 1, and one more each time the run is re-run. */
  readonly runAttempt: number;
  /** `GITHUB_RUN_NUMBER`: the run's number among its workflow's runs. */
  readonly runNumber: number;
  /** `GITHUB_ACTOR`: who triggered the run. */
  readonly actor: string;
  /** `GITHUB_WORKFLOW`: the workflow's name (or its file's path when it has none). */
  readonly workflow: string;
  /** `GITHUB_JOB`: the job's id. */
  readonly job: string;
  /** `GITHUB_SERVER_URL`: the web origin (https://github.com by default). */
  readonly serverUrl: string;
  /** `GITHUB_API_URL`: the REST API (https://api.github.com by default). */
  readonly apiUrl: string;
  /** `GITHUB_GRAPHQL_URL`, or the GraphQL URL of `apiUrl`. */
  readonly graphqlUrl: string;
}

/**
 * The context of a run of one event: its name, and its payload typed by it (null without `GITHUB_EVENT_PATH`).
 * @example
 * ```ts
 * import type { ActionsEvent } from 'hubops/auth';
 *
 * export const openedHead = (event: ActionsEvent<'pull_request_target'>): string | null => (event.payload?.action === 'opened' ? event.payload.pull_request.head.sha : null);
 * ```
 */
export interface ActionsEvent<E extends ActionsEventName> extends ActionsRun {
  /** `GITHUB_EVENT_NAME`. */
  readonly eventName: E;
  /** The event's payload (the file at `GITHUB_EVENT_PATH`), read by its webhook's model; null when the variable is not set. */
  readonly payload: ActionsPayloads[E] | null;
}

/**
 * A run's context, one member per event: comparing `eventName` narrows `payload`.
 * @example
 * ```ts
 * import { actionsContext, type ActionsContext } from 'hubops/auth';
 *
 * const context: ActionsContext = await actionsContext();
 * if (context.eventName === 'push') console.log(context.payload?.head_commit?.message);
 * ```
 */
export type ActionsContext = { [E in ActionsEventName]: ActionsEvent<E> }[ActionsEventName];

/**
 * The options of `actionsContext`.
 * @example
 * ```ts
 * import { readFileSync } from 'node:fs';
 * import { actionsContext, type ActionsContextOptions } from 'hubops/auth';
 *
 * const options: ActionsContextOptions = { env: process.env, readFile: (path) => readFileSync(path, 'utf8') };
 * console.log((await actionsContext(options)).eventName);
 * ```
 */
export interface ActionsContextOptions {
  /** The environment to read (default `process.env`, where there is a `process`). */
  env?: Env | undefined;
  /** Reads the event file as text (default: `node:fs`, reached through `process.getBuiltinModule`, Node 20.16 or later). */
  readFile?: ((path: string) => string) | undefined;
}

const IN_A_STEP = 'actionsContext reads the environment GitHub Actions gives a step (pass env to read another)';

function required(env: Env, name: string): string {
  const value = variable(env, name);
  if (value === null) throw new ValidationError(name, `is not set: ${IN_A_STEP}`);
  return value;
}

function countOf(env: Env, name: string, fallback?: number): number {
  const value = fallback === undefined ? required(env, name) : variable(env, name);
  if (value === null) return fallback as number;
  const count = /^\d{1,16}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(count) || count < 1) throw new ValidationError(name, `must be a whole number ≥ 1, not ${JSON.stringify(value.slice(0, 40))}`);
  return count;
}

function repositoryOf(env: Env): ActionsRepository {
  const fullName = required(env, 'GITHUB_REPOSITORY');
  const match = /^([^/\s]+)\/([^/\s]+)$/.exec(fullName);
  if (!match) throw new ValidationError('GITHUB_REPOSITORY', `must be owner/repo, not ${JSON.stringify(fullName.slice(0, 140))}`);
  const owner = segmentText(match[1], 'GITHUB_REPOSITORY.owner');
  const repo = segmentText(match[2], 'GITHUB_REPOSITORY.repo');
  return Object.freeze({ owner, repo, fullName });
}

/** The runtime's own file reading, where `node:fs` can be reached without importing it (which would keep the module from browsers). */
function nodeReadFile(): ((path: string) => string) | null {
  const fs = nodeProcess()?.getBuiltinModule?.('node:fs') as { readFileSync?: (path: string, encoding: 'utf8') => string } | undefined;
  const read = fs?.readFileSync;
  return typeof read === 'function' ? (path) => read(path, 'utf8') : null;
}

function eventFile(path: string, readFile: ActionsContextOptions['readFile']): string {
  const read = readFile ?? nodeReadFile();
  if (!read) throw new ValidationError('readFile', 'GITHUB_EVENT_PATH is set, but this runtime has no node:fs to read it (process.getBuiltinModule, Node 20.16 or later): pass readFile, a function giving a file’s text');
  let text: unknown;
  try {
    text = read(path);
  } catch (error) {
    throw new ValidationError('GITHUB_EVENT_PATH', `cannot be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (typeof text !== 'string') throw new ValidationError('readFile', `must give the file’s text (a string), not ${text === null ? 'null' : typeof text}`);
  return text;
}

/**
 * The event's payload, read as `readWebhook` reads a delivery's: by the model of its event (a
 * `pull_request_target` is a `pull_request`) and action; a field of another type throws when read,
 * and every other field reads. An event without a webhook is its JSON, deep-frozen. The webhook
 * models load here, when there is a payload to read, not with this module.
 */
async function payloadOf(env: Env, eventName: string, readFile: ActionsContextOptions['readFile']): Promise<unknown> {
  const path = variable(env, 'GITHUB_EVENT_PATH');
  if (path === null) return null;
  const text = eventFile(path, readFile);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw unreadable('payload', `the event file (GITHUB_EVENT_PATH ${path}) is not JSON`, text);
  }
  if (!isRecord(json)) throw unreadable('payload', `the event file (GITHUB_EVENT_PATH ${path}) is not a JSON object`, json);
  const name = eventName === 'pull_request_target' ? 'pull_request' : eventName;
  const { readPayload, webhookModels } = await import('../webhooks/delivery.js');
  return readPayload(webhookModels.modelFor(name, typeof json.action === 'string' ? json.action : null), json);
}

function checkContextOptions(options: unknown): asserts options is ActionsContextOptions {
  if (!isRecord(options)) throw new ValidationError('options', 'must be an object of env and readFile, or nothing');
  for (const name of Object.keys(options)) if (name !== 'env' && name !== 'readFile') throw new ValidationError(name, 'is not an option of actionsContext (env, readFile)');
  if (options.readFile !== undefined && typeof options.readFile !== 'function') throw new ValidationError('readFile', 'must be a function giving a file’s text');
}

/**
 * The run a GitHub Actions step belongs to, from the variables the runner sets: the repository,
 * event, ref, commit, run, actor, workflow, job and URLs, and the event's payload (the JSON file at
 * `GITHUB_EVENT_PATH`) read by its webhook's model, so that comparing `eventName` narrows its type.
 * It is async: the webhook models that read the payload (a large module) load only when there is
 * a payload to read (`GITHUB_EVENT_PATH` set), not with `hubops` or `hubops/auth`. A variable every
 * step has that is missing, or one that does not read, rejects with a `ValidationError` naming it;
 * an event file that is not a JSON object rejects with `UnprocessableResponseBody`. The file is
 * read with `readFile`, or else `node:fs` (Node 20.16 or later; elsewhere, pass `readFile`). The
 * result is frozen throughout. No request.
 * @example
 * ```ts
 * import { actionsContext, createActionsSession } from 'hubops/auth';
 * import { createIssueComment } from 'hubops/issues';
 *
 * const context = await actionsContext();
 * if (context.eventName === 'pull_request' && context.payload?.action === 'opened') {
 *   const number = context.payload.number;
 *   await createIssueComment(createActionsSession(), { ...context.repository, number }, `Thanks! Run ${context.runId} checks this.`);
 * }
 * ```
 */
export async function actionsContext(options: ActionsContextOptions = {}): Promise<ActionsContext> {
  checkContextOptions(options);
  const env = envOf(options.env);
  const eventName = required(env, 'GITHUB_EVENT_NAME');
  const apiRaw = variable(env, 'GITHUB_API_URL');
  const apiUrl = apiRaw === null ? DEFAULT_BASE_URL : urlOf(apiRaw, 'GITHUB_API_URL');
  const graphqlRaw = variable(env, 'GITHUB_GRAPHQL_URL');
  const serverRaw = variable(env, 'GITHUB_SERVER_URL');
  const context = {
    repository: repositoryOf(env),
    eventName,
    ref: variable(env, 'GITHUB_REF'),
    sha: required(env, 'GITHUB_SHA'),
    runId: countOf(env, 'GITHUB_RUN_ID'),
    runAttempt: countOf(env, 'GITHUB_RUN_ATTEMPT', 1),
    runNumber: countOf(env, 'GITHUB_RUN_NUMBER'),
    actor: required(env, 'GITHUB_ACTOR'),
    workflow: required(env, 'GITHUB_WORKFLOW'),
    job: required(env, 'GITHUB_JOB'),
    serverUrl: serverRaw === null ? 'https://github.com' : urlOf(serverRaw, 'GITHUB_SERVER_URL'),
    apiUrl,
    graphqlUrl: graphqlRaw === null ? graphqlUrlOf(apiUrl) : urlOf(graphqlRaw, 'GITHUB_GRAPHQL_URL'),
    payload: await payloadOf(env, eventName, options.readFile),
  };
  return Object.freeze(context) as ActionsContext;
}

/** The GraphQL URL of an API base URL, by the rule `graphqlUrl` follows for a session. */
