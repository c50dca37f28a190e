import { createAppSession, listAppInstallations, type AppInstallation, type AppSessionOptions } from '../auth/app.js';
import { invalid, isRecord } from '../core/codec.js';
import { MemoryStore } from '../core/memory-store.js';
import { logging } from '../core/watch.js';
import { isNumberIn } from '../core/options.js';
import { NotFoundError } from '../errors/not-found-error.js';
import { getContents } from '../repos/contents.js';
import type { Logger, Session } from '../core/types.js';
import { listReposAccessibleToInstallation } from '../apps/generated/list-repos-accessible-to-installation.js';
import { listWebhookDeliveries } from '../apps/generated/list-webhook-deliveries.js';
import type { ListReposAccessibleToInstallationItem } from '../models/generated/list-repos-accessible-to-installation-item.js';
import { redeliverWebhookDelivery } from '../apps/generated/redeliver-webhook-delivery.js';
import { readPayload, webhookModels, type WebhookKind, type WebhookPayload } from '../webhooks/delivery.js';
import { MAX_WEBHOOK_BYTES, openDelivery, WebhookError, type WebhookHeaders } from '../webhooks/open.js';
import { fetchReceiver, nodeReceiver, type NodeRequest, type NodeResponse } from '../webhooks/receiver.js';
import { isDeliveryId, KEEP_DONE, memoryLedger, type DeliveryLedger, type FailedDelivery } from './ledger.js';
import type { DeliveryQueue } from './queue.js';
import { merged, numberOf, parsedConfig, repositoryOf } from './payload.js';

/** The delivery a handler runs for. */
export interface AppDelivery {
  /** `X-GitHub-Delivery`: the same for every redelivery of one event. */
  readonly id: string;
  /** `X-GitHub-Event`: `issues`, `push`, … */
  readonly event: string;
  readonly action: string | null;
  /** When this receiver took it. */
  readonly receivedAt: Date;
  /** 1 for the first run, 2 for the first retry, … */
  readonly attempt: number;
}

/**
 * Told of each run of a delivery's handlers (`deliverySpans()` from hubops/tracing makes one): it
 * runs them, so that what they do (their requests) happens inside what it opens.
 */
export interface DeliveryObserver {
  around<T>(run: { readonly delivery: AppDelivery; readonly installation: number | null }, handlers: () => Promise<T>): Promise<T>;
}

/** What a handler gets: the payload typed by its event, the installation's session, and references made from the payload. */
export interface AppContext<K extends string = string> {
  readonly payload: WebhookPayload<K>;
  /** The delivery's installation session (from `payload.installation.id`), or the app's own session for a delivery without one. */
  readonly session: Session;
  readonly delivery: AppDelivery;
  readonly log: Logger;
  /** `{ owner, repo }` of the payload's repository (throws for a payload without one). */
  repo(): { readonly owner: string; readonly repo: string };
  /** `{ owner, repo, number }` of the payload's issue (or pull request: they share numbers). */
  issue(): { readonly owner: string; readonly repo: string; readonly number: number };
  /** `{ owner, repo, number }` of the payload's pull request (or issue). */
  pullRequest(): { readonly owner: string; readonly repo: string; readonly number: number };
  /**
   * The delivery's repository's configuration file `.github/<path>` (JSON, or YAML read by the
   * app's `parseYaml`) at `ref` (default: the default branch), else the one in the owner's
   * `.github` repository, over `defaults` (objects merged member by member); `defaults` alone when
   * neither has one. Read with the installation's session, revalidated by its ETag.
   */
  config<T extends object>(path: string, options?: { defaults?: T; ref?: string }): Promise<T>;
}

export type AppHandler<K extends string = string> = (context: AppContext<K>) => unknown;

export interface AppOptions extends Omit<AppSessionOptions, 'installationId' | 'repositories' | 'repositoryIds' | 'permissions'> {
  /** The webhook's secret: every delivery's signature is checked with it before anything runs. */
  webhookSecret: string;
  /** Runs of a delivery's handlers before it is kept as failed (default 5): the first, then retries with backoff. */
  attempts?: number;
  /** The first retry's delay in ms (default 1 000), doubled for each later one, at most a minute. */
  retryDelay?: number;
  /** How long a receiver waits for the handlers before answering 202 and finishing in the background, in ms (default 9 000: GitHub gives up after 10 s). */
  answerWithin?: number;
  /** Which deliveries are done, running or failed: in this process by default (`memoryLedger`); shared across processes with `redisLedger` from hubops/redis. */
  ledger?: DeliveryLedger;
  /** The largest delivery read, in bytes (default 25 MB, GitHub's cap). */
  maxBytes?: number;
  /** Told of each run of a delivery's handlers: `deliverySpans()` from hubops/tracing makes a span of each. */
  observe?: DeliveryObserver;
  /** Reads a YAML configuration file for `config` (`parse` of the `yaml` package); without it, `config` reads JSON files only. */
  parseYaml?: (text: string) => unknown;
  /**
   * Where verified deliveries wait for `app.process()`: with one, a receiver answers 202 as soon as
   * the delivery is kept, and workers in any process run the handlers (`redisQueue` from hubops/redis).
   */
  queue?: DeliveryQueue;
  /** Where the app writes a failed delivery no error handler took, and its sessions a line per request, retry and wait (`logging(log)`); `console` fits. */
  log?: Logger;
}

/** What `redeliverFailed` did. */
export interface Sweep {
  /** Deliveries (by id) looked at. */
  readonly checked: number;
  /** Deliveries GitHub was asked to send again. */
  readonly redelivered: number;
  /** Deliveries whose redelivery request failed. */
  readonly failed: number;
}

export interface App {
  /** The app's own session (its JWT): `GET /app`, its installations, its webhook deliveries. */
  readonly session: Session;
  /** Runs `handler` for each delivery of `kind`: an event and action (`'issues.opened'`) or an event (`'issues'`). */
  on<K extends WebhookKind>(kind: K | readonly K[], handler: AppHandler<K>): App;
  /** Runs `handler` for every delivery. */
  onAny(handler: AppHandler): App;
  /** Told of each delivery refused, each handler that failed, and each failure of the app's own. */
  onError(handler: (error: unknown, delivery?: AppDelivery) => unknown): App;
  /** A receiver for a fetch `Request` (Workers, Deno, Bun, Hono): with a worker's `ctx`, the work after the answer goes to `ctx.waitUntil`. */
  fetch(request: Request, env?: unknown, ctx?: { waitUntil(promise: Promise<unknown>): void }): Promise<Response>;
  /** A receiver for `node:http` (and Express). */
  node(request: NodeRequest, response: NodeResponse): Promise<void>;
  /** Runs the handlers for a delivery without a signature (tests, replays): resolves once they ran, rejects with the last attempt's error. */
  receive(delivery: { event: string; payload: Readonly<Record<string, unknown>>; id?: string }): Promise<void>;
  /** An installation's session (its token shared through the app's store); narrowed to some repositories or permissions when asked. */
  installationSession(installationId: number, narrowing?: Pick<AppSessionOptions, 'repositories' | 'repositoryIds' | 'permissions'>): Session;
  /** Every installation of the app, with its session. */
  eachInstallation(): AsyncGenerator<{ readonly installation: AppInstallation; readonly session: Session }>;
  /**
   * Every repository every installation can reach, with its installation's session: `concurrency`
   * installations (default 4) are listed at once, each session paced by its own rules.
   */
  eachRepository(options?: { concurrency?: number }): AsyncGenerator<{ readonly installation: AppInstallation; readonly repository: ListReposAccessibleToInstallationItem; readonly session: Session }>;
  /** The deliveries whose handlers failed every attempt, newest first. */
  failedDeliveries(): Promise<readonly FailedDelivery[]>;
  /**
   * Runs the handlers of the deliveries the app's `queue` keeps, `concurrency` at once (default 4),
   * until `signal` aborts; a delivery already done is skipped. Needs `queue`.
   */
  process(options?: { concurrency?: number; signal?: AbortSignal }): Promise<void>;
  /**
   * Asks GitHub to send again each delivery whose last attempt failed, since `since` (default: the
   * last sweep, else three days ago, as long as GitHub keeps them), walking `GET /app/hook/deliveries`.
   */
  redeliverFailed(options?: { since?: Date }): Promise<Sweep>;
}

const SWEPT = 'hubops:app:swept';
const MAX_RETRY_DELAY = 60_000;
const APP_OPTIONS = /*#__PURE__*/ new Set(['webhookSecret', 'attempts', 'retryDelay', 'answerWithin', 'ledger', 'maxBytes', 'queue', 'parseYaml', 'observe', 'log']);
/** A queued delivery's claim: kept while it waits for a worker, whoever takes it. */
const QUEUED_TTL = 24 * 60 * 60_000;

const quiet: Logger = { debug: () => undefined, warn: () => undefined };

function wholeIn(name: string, value: unknown, low: number, high: number, fallback: number): number {
  if (value === undefined) return fallback;
  if (!isNumberIn(value, low, high, true)) throw invalid(name, `a whole number from ${low} to ${high}`, value);
  return value as number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A GitHub App in one place: its deliveries verified, run once each by their id, each with its
 * installation's session, answered within GitHub's 10 seconds, retried with backoff when a
 * handler fails, and kept as failed after the last attempt; `redeliverFailed` asks GitHub for a
 * new attempt of what its own records show as failed.
 * @example
 * ```ts
 * import { createApp } from 'hubops/app';
 * import { createIssueComment } from 'hubops/issues';
 *
 * const app = createApp({ appId: 12345, privateKey: process.env.APP_PRIVATE_KEY ?? '', webhookSecret: process.env.WEBHOOK_SECRET ?? '' });
 * app.on('issues.opened', async ({ session, issue, payload }) => {
 *   await createIssueComment(session, issue(), `Thanks for opening “${payload.issue.title}”!`);
 * });
 * // node:http: createServer((req, res) => app.node(req, res)).listen(3000)
 * // Workers, Deno, Bun: export default { fetch: (request, env, ctx) => app.fetch(request, env, ctx) };
 * ```
 */
export function createApp(options: AppOptions): App {
  if (!isRecord(options)) throw invalid('options', '{ appId, privateKey, webhookSecret }', options);
  const { webhookSecret, ledger: givenLedger } = options;
  if (typeof webhookSecret !== 'string' || webhookSecret === '') throw invalid('webhookSecret', 'the webhook secret (non-empty text)', '[secret]');
  const attempts = wholeIn('attempts', options.attempts, 1, 100, 5);
  const retryDelay = wholeIn('retryDelay', options.retryDelay, 0, MAX_RETRY_DELAY, 1000);
  const answerWithin = wholeIn('answerWithin', options.answerWithin, 0, 60_000, 9000);
  const maxBytes = wholeIn('maxBytes', options.maxBytes, 1, Number.MAX_SAFE_INTEGER, MAX_WEBHOOK_BYTES);
  const ledger = givenLedger ?? memoryLedger();
  const { queue, observe } = options;
  if (observe !== undefined && (!isRecord(observe) || typeof observe.around !== 'function')) throw invalid('observe', 'a delivery observer (deliverySpans() from hubops/tracing)', observe);
  if (queue !== undefined && (!isRecord(queue) || typeof queue.add !== 'function' || typeof queue.consume !== 'function')) throw invalid('queue', 'a delivery queue (redisQueue(client) from hubops/redis)', queue);
  if (!isRecord(ledger) || !['claim', 'state', 'done', 'failed', 'failures', 'read', 'write'].every((m) => typeof (ledger as unknown as Record<string, unknown>)[m] === 'function')) {
    throw invalid('ledger', 'a delivery ledger (memoryLedger() from hubops/app, or redisLedger(client) from hubops/redis)', ledger);
  }
  // Installation tokens are shared through a store: one per installation and hour, whichever session asks.
  const sessionOptions = { ...Object.fromEntries(Object.entries(options).filter(([name]) => !APP_OPTIONS.has(name))), store: options.store ?? new MemoryStore(), ...(options.log ? { stages: [...(options.stages ?? []), logging(options.log)] } : {}) } as AppSessionOptions;
  const session = createAppSession(sessionOptions);
  const log = options.log ?? quiet;
  const handlers: { kinds: readonly string[]; handle: AppHandler<never> }[] = [];
  const errorHandlers: ((error: unknown, delivery?: AppDelivery) => unknown)[] = [];
  const sessions = new Map<string, Session>();

  const report = (error: unknown, delivery?: AppDelivery) => {
    if (errorHandlers.length === 0) log.warn?.(`${delivery ? `delivery ${delivery.id} (${delivery.event}): ` : ''}${error instanceof Error ? error.message : String(error)}`);
    for (const handler of errorHandlers) {
      try {
        void Promise.resolve(handler(error, delivery)).catch(() => undefined);
      } catch {
        // An error handler's own failure is not reported again.
      }
    }
  };

  const installationSession = (installationId: number, narrowing: Pick<AppSessionOptions, 'repositories' | 'repositoryIds' | 'permissions'> = {}): Session => {
    if (!Number.isSafeInteger(installationId) || installationId < 1) throw invalid('installationId', 'an installation id (a whole number ≥ 1)', installationId);
    if (!isRecord(narrowing)) throw invalid('narrowing', '{ repositories, repositoryIds, permissions } or nothing', narrowing);
    const key = `${installationId}:${JSON.stringify([narrowing.repositories ?? null, narrowing.repositoryIds ?? null, narrowing.permissions ?? null])}`;
    let made = sessions.get(key);
    if (!made) {
      made = createAppSession({ ...sessionOptions, installationId, ...narrowing });
      sessions.set(key, made);
      if (sessions.size > 10_000) sessions.delete(sessions.keys().next().value as string);
    }
    return made;
  };

  /** A repository's configuration file (see `AppContext.config`). */
  const configOf = async (reader: Session, where: { owner: string; repo: string }, path: string, configOptions: { defaults?: object; ref?: string } = {}): Promise<unknown> => {
    if (typeof path !== 'string' || !/^[\w.-]+(?:\/[\w.-]+)*$/.test(path) || path.split('/').some((part) => part === '.' || part === '..')) throw invalid('path', "a file name under .github/ ('bot.yml', 'bots/thanks.json')", path);
    if (!isRecord(configOptions)) throw invalid('options', '{ defaults, ref } or nothing', configOptions);
    const { defaults = {}, ref } = configOptions;
    const file = `.github/${path}`;
    for (const repo of where.repo === '.github' ? [where] : [where, { owner: where.owner, repo: '.github' }]) {
      try {
        const contents = await getContents(reader, repo, file, repo === where && ref !== undefined ? { ref } : {});
        if (contents.type !== 'file' || contents.text === null) continue;
        return Object.freeze(merged(defaults, parsedConfig(path, contents.text, options.parseYaml)));
      } catch (error) {
        if (!(error instanceof NotFoundError)) throw error;
      }
    }
    return defaults;
  };

  /** Runs the handlers of one delivery once, in order: the event and action's, the event's, then every delivery's. */
  const runOnce = async (delivery: AppDelivery, payload: unknown) => {
    const installation = isRecord(payload) && isRecord(payload.installation) ? payload.installation.id : undefined;
    const context: AppContext = Object.freeze({
      payload: payload as WebhookPayload<string>,
      session: typeof installation === 'number' ? installationSession(installation) : session,
      delivery,
      log,
      repo: () => Object.freeze(repositoryOf(payload)),
      issue: () => Object.freeze({ ...repositoryOf(payload), number: numberOf(payload) }),
      pullRequest: () => Object.freeze({ ...repositoryOf(payload), number: numberOf(payload) }),
      config: (path: string, configOptions?: { defaults?: object; ref?: string }) => configOf(typeof installation === 'number' ? installationSession(installation) : session, repositoryOf(payload), path, configOptions) as never,
    });
    const kinds = [...(delivery.action === null ? [] : [`${delivery.event}.${delivery.action}`]), delivery.event];
    const all = async () => {
      for (const kind of [...kinds, '*']) {
        for (const handler of handlers) if (handler.kinds.includes(kind)) await handler.handle(context as never);
      }
    };
    await (options.observe ? options.observe.around({ delivery, installation: typeof installation === 'number' ? installation : null }, all) : all());
  };

  /**
   * Runs a claimed delivery to its end: attempts with backoff, then done or failed in the ledger.
   * `first` is told how the first attempt ended, for the receiver's answer.
   */
  const runAll = async (base: Omit<AppDelivery, 'attempt'>, payload: unknown, first?: (ok: boolean) => void, from = 1): Promise<void> => {
    let lastError: unknown;
    for (let attempt = Math.min(from, attempts); attempt <= attempts; attempt++) {
      const delivery = Object.freeze({ ...base, attempt });
      let ran = false;
      try {
        await runOnce(delivery, payload);
        ran = true;
      } catch (error) {
        lastError = error;
        if (attempt === from) first?.(false);
        report(error, delivery);
        if (attempt < attempts) await sleep(Math.min(retryDelay * 2 ** (attempt - 1), MAX_RETRY_DELAY));
      }
      if (ran) {
        first?.(true);
        // The handlers ran: a ledger that cannot record it is reported, never a reason to run them again.
        await Promise.resolve()
          .then(() => ledger.done(base.id, KEEP_DONE))
          .catch((error: unknown) => report(error, delivery));
        return;
      }
    }
    await ledger.failed(base.id, Object.freeze({ id: base.id, event: base.event, action: base.action, attempts, error: lastError, failedAt: new Date() }));
    throw lastError;
  };

  /** Takes a verified delivery: the status to answer with, and the work still running after the answer. */
  const take = async (event: string, action: string | null, id: string, json: Readonly<Record<string, unknown>>): Promise<{ status: number; rest?: Promise<void> }> => {
    if (queue) return enqueue(event, action, id, json);
    let payload: unknown;
    try {
      payload = readPayload(webhookModels.modelFor(event, action), json);
    } catch (error) {
      report(error);
      return { status: 400 };
    }
    // Long enough for every attempt and its backoff: a claim outliving a dead receiver is given up by then.
    let claim: Awaited<ReturnType<DeliveryLedger['claim']>>;
    try {
      claim = await ledger.claim(id, attempts * (answerWithin + MAX_RETRY_DELAY) + 60_000);
    } catch (error) {
      // Without the ledger nothing can say it runs once: GitHub is told it failed, and a sweep sends it again.
      report(error);
      return { status: 503 };
    }
    if (claim !== 'run') return { status: claim === 'done' ? 204 : 202 };
    const base = { id, event, action, receivedAt: new Date() };
    let firstEnded: (ok: boolean) => void = () => undefined;
    const firstOutcome = new Promise<boolean>((resolve) => (firstEnded = resolve));
    const all = runAll(base, payload, firstEnded).catch(() => undefined);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), answerWithin)));
    const outcome = await Promise.race([firstOutcome, late]);
    clearTimeout(timer);
    // Done: 204. The first attempt failed: 500, so that GitHub's records show it failed (the retries go on here). Still running: 202.
    return { status: outcome === 'late' ? 202 : outcome ? 204 : 500, rest: all };
  };

  /** With a queue: the delivery claimed and kept for the workers, answered at once. */
  const enqueue = async (event: string, action: string | null, id: string, json: Readonly<Record<string, unknown>>): Promise<{ status: number }> => {
    try {
      const claim = await ledger.claim(id, QUEUED_TTL);
      if (claim !== 'run') return { status: claim === 'done' ? 204 : 202 };
    } catch (error) {
      report(error);
      return { status: 503 };
    }
    try {
      await (queue as DeliveryQueue).add(Object.freeze({ id, event, action, json: JSON.stringify(json), receivedAt: Date.now() }));
      return { status: 202 };
    } catch (error) {
      // Not kept: GitHub is told it failed (a sweep sends it again), and the claim is given up.
      report(error);
      await Promise.resolve()
        .then(() => ledger.failed(id, Object.freeze({ id, event, action, attempts: 0, error, failedAt: new Date() })))
        .catch(() => undefined);
      return { status: 503 };
    }
  };

  /** Verifies and takes a delivery's body. */
  const receiveBody = async (headers: WebhookHeaders, body: Uint8Array | null): Promise<{ status: number; rest?: Promise<void> }> => {
    if (!body) {
      report(new WebhookError('too-large', `the delivery is larger than ${maxBytes} bytes`));
      return { status: 413 };
    }
    let opened: Awaited<ReturnType<typeof openDelivery>>;
    try {
      // The body was read within maxBytes, checked with the app's options.
      opened = await openDelivery(webhookSecret, headers, body);
    } catch (error) {
      report(error);
      return { status: error instanceof WebhookError ? error.status : 400 };
    }
    const { name, action, id, json } = opened;
    // Event and action names go into handlers' kinds, logs and spans: GitHub's are lowercase words.
    if (!/^[a-z_]{1,64}$/.test(name) || (action !== null && !/^[a-z_]{1,64}$/.test(action))) {
      report(new WebhookError('payload', 'the delivery names an event or action GitHub does not write'));
      return { status: 400 };
    }
    if (!isDeliveryId(id)) {
      report(new WebhookError('payload', 'the delivery has no X-GitHub-Delivery id a ledger can keep'));
      return { status: 400 };
    }
    return take(name, action, id, json);
  };

  const answerFetch = fetchReceiver(maxBytes, receiveBody);
  const answerNode = nodeReceiver(maxBytes, receiveBody);

  const app: App = {
    session,
    on(kind, handler) {
      const kinds = typeof kind === 'string' ? [kind] : kind;
      if (!Array.isArray(kinds) || kinds.length === 0 || !kinds.every((k) => typeof k === 'string' && /^[a-z_]+(\.[a-z_]+)?$/.test(k))) throw invalid('kind', "an event ('issues') or event and action ('issues.opened'), or a list of them", kind);
      if (typeof handler !== 'function') throw invalid('handler', 'a function', handler);
      handlers.push({ kinds, handle: handler as AppHandler<never> });
      return app;
    },
    onAny(handler) {
      if (typeof handler !== 'function') throw invalid('handler', 'a function', handler);
      handlers.push({ kinds: ['*'], handle: handler as AppHandler<never> });
      return app;
    },
    onError(handler) {
      if (typeof handler !== 'function') throw invalid('handler', 'a function', handler);
      errorHandlers.push(handler);
      return app;
    },
    fetch: (request, _env, ctx) => answerFetch(request, ctx),
    node: (request, response) => answerNode(request, response),
    async receive(delivery) {
      if (!isRecord(delivery) || typeof delivery.event !== 'string' || !/^[a-z_]{1,100}$/.test(delivery.event)) throw invalid('delivery', '{ event, payload, id? }', delivery);
      if (!isRecord(delivery.payload)) throw invalid('delivery.payload', 'the payload (a JSON object)', delivery.payload);
      const id = delivery.id ?? crypto.randomUUID();
      if (!isDeliveryId(id)) throw invalid('delivery.id', 'a delivery id (letters, digits and dashes)', id);
      const { payload, event } = delivery;
      const action = typeof payload.action === 'string' ? payload.action : null;
      const read = readPayload(webhookModels.modelFor(event, action), payload);
      const claim = await ledger.claim(id, attempts * (answerWithin + MAX_RETRY_DELAY) + 60_000);
      if (claim !== 'run') return;
      await runAll({ id, event, action, receivedAt: new Date() }, read);
    },
    installationSession,
    async *eachInstallation() {
      for await (const installation of listAppInstallations(session)) yield Object.freeze({ installation, session: installationSession(installation.id) });
    },
    async *eachRepository(eachOptions = {}) {
      if (!isRecord(eachOptions)) throw invalid('options', '{ concurrency } or nothing', eachOptions);
      const concurrency = wholeIn('concurrency', eachOptions.concurrency, 1, 100, 4);
      const listed = async (installation: AppInstallation) => {
        const installed = installationSession(installation.id);
        return (await listReposAccessibleToInstallation(installed).toArray()).map((repository) => Object.freeze({ installation, repository, session: installed }));
      };
      // Up to `concurrency` installations listed at once; their repositories come in the installations' order.
      const pending: Promise<Awaited<ReturnType<typeof listed>>>[] = [];
      for await (const { installation } of app.eachInstallation()) {
        const listing = listed(installation);
        // Its failure is thrown where its turn comes, not reported early as unhandled.
        listing.catch(() => undefined);
        pending.push(listing);
        if (pending.length >= concurrency) yield* (await pending.shift()) ?? [];
      }
      while (pending.length) yield* (await pending.shift()) ?? [];
    },
    failedDeliveries: async () => ledger.failures(),
    async process(processOptions = {}) {
      if (!queue) throw invalid('queue', 'a delivery queue given to createApp (redisQueue(client) from hubops/redis)', undefined);
      if (!isRecord(processOptions)) throw invalid('options', '{ concurrency, signal } or nothing', processOptions);
      const concurrency = wholeIn('concurrency', processOptions.concurrency, 1, 1000, 4);
      const signal = processOptions.signal ?? new AbortController().signal;
      await queue.consume(
        async (job, taken) => {
          // A delivery done (a copy of it, or one whose worker died after finishing) is not run again.
          if ((await ledger.state(job.id)) === 'done') return;
          let payload: unknown;
          try {
            const json = JSON.parse(job.json) as Readonly<Record<string, unknown>>;
            payload = readPayload(webhookModels.modelFor(job.event, job.action), json);
          } catch (error) {
            report(error);
            await ledger.failed(job.id, Object.freeze({ id: job.id, event: job.event, action: job.action, attempts: 0, error, failedAt: new Date() }));
            return;
          }
          await runAll({ id: job.id, event: job.event, action: job.action, receivedAt: new Date(job.receivedAt) }, payload, undefined, taken).catch(() => undefined);
        },
        { concurrency, signal },
      );
    },
    async redeliverFailed(sweepOptions = {}) {
      if (!isRecord(sweepOptions) || (sweepOptions.since !== undefined && !(sweepOptions.since instanceof Date && !Number.isNaN(sweepOptions.since.getTime())))) throw invalid('options', '{ since: Date } or nothing', sweepOptions);
      const started = new Date();
      const stored = await ledger.read(SWEPT);
      const since = sweepOptions.since ?? (stored && !Number.isNaN(Date.parse(stored)) ? new Date(stored) : new Date(started.getTime() - KEEP_DONE));
      // Newest first: the first attempt seen of each delivery is its last one.
      const latest = new Map<string, { id: number; ok: boolean }>();
      for await (const item of listWebhookDeliveries(session, { perPage: 100 })) {
        if (item.delivered_at && item.delivered_at.getTime() < since.getTime()) break;
        const { guid, status_code } = item;
        if (!guid || latest.has(guid)) continue;
        latest.set(guid, { id: item.id, ok: typeof status_code === 'number' && status_code >= 200 && status_code < 300 });
      }
      let redelivered = 0;
      let failed = 0;
      for (const [guid, last] of latest) {
        if (last.ok) continue;
        try {
          await redeliverWebhookDelivery(session, last.id);
          redelivered++;
        } catch (error) {
          failed++;
          report(error, { id: guid, event: '', action: null, receivedAt: started, attempt: 0 });
        }
      }
      await ledger.write(SWEPT, started.toISOString());
      return Object.freeze({ checked: latest.size, redelivered, failed });
    },
  };
  return app;
}
