import { readUpTo } from '../core/chunks.js';
import { invalid, isRecord } from '../core/codec.js';
import type { Model } from '../models/library/model.js';
import { readPayload, type WebhookDelivery, type WebhookKind, type WebhookModels } from './delivery.js';
import type { WebhookHandler } from './events.js';
import { MAX_WEBHOOK_BYTES, openDelivery, WebhookError, type WebhookHeaders } from './open.js';

/**
 * Handlers keyed by kind: by event and action (`'issues.opened'`), by event (`'issues'`) or for
 * every delivery (`'*'`), most specific first; each handler's delivery has its kind's payload
 * type. A receiver given these needs `models: webhookModels` (every payload model).
 */
export type WebhookHandlers = { readonly [K in WebhookKind]?: (delivery: WebhookDelivery<K>) => unknown } & { readonly '*'?: (delivery: WebhookDelivery) => unknown };

export interface WebhookReceiverOptions {
  /** The webhook's secret. */
  secret: string;
  /**
   * The handlers: made per event (`[onIssuesOpened(handler), onPush(handler)]`), which bring the
   * payload models of their events only; or keyed by kind (`{ 'issues.opened': handler }`), with
   * `models: webhookModels`.
   */
  on: readonly WebhookHandler[] | WebhookHandlers;
  /** Every payload model (`webhookModels`), for handlers keyed by kind. */
  models?: WebhookModels;
  /** The largest body read, in bytes; default 25 MB (GitHub's cap). */
  maxBytes?: number;
  /** Told of each refused delivery or failed handler (the error never holds the secret). */
  onError?: (error: unknown) => void;
}

const isHandler = (value: unknown): value is WebhookHandler => isRecord(value) && typeof value.kind === 'string' && typeof value.modelFor === 'function' && typeof value.handle === 'function';

/** The receiver's handlers, checked: those given per event as they are, those keyed by kind read with the table of every model. */
function handlersOf(options: unknown): readonly WebhookHandler[] {
  if (!isRecord(options)) throw invalid('options', '{ secret, on }', options);
  if (typeof options.secret !== 'string' || options.secret === '') throw invalid('secret', 'the webhook secret (non-empty text)', '[secret]');
  if (options.maxBytes !== undefined && (!Number.isSafeInteger(options.maxBytes) || (options.maxBytes as number) < 1)) throw invalid('maxBytes', 'a whole number of bytes ≥ 1', options.maxBytes);
  if (options.onError !== undefined && typeof options.onError !== 'function') throw invalid('onError', 'a function', options.onError);
  const { on, models } = options;
  if (Array.isArray(on)) {
    if (!on.every(isHandler)) throw invalid('on', 'handlers made per event ([onIssuesOpened((delivery) => …)])', on);
    return on;
  }
  if (!isRecord(on) || !Object.values(on).every((fn) => typeof fn === 'function')) throw invalid('on', 'handlers made per event ([onIssuesOpened((delivery) => …)]), or by event name ({ "issues.opened": (delivery) => … })', on);
  if (!isRecord(models) || typeof models.modelFor !== 'function') {
    throw invalid('models', 'webhookModels (from hubops/webhooks) when handlers are keyed by name: or make them per event, as [onIssuesOpened(handler)], which brings only their models', models);
  }
  const table = models as unknown as WebhookModels;
  const modelFor = (name: string, action: string | null) => table.modelFor(name, action);
  return Object.entries(on).map(([kind, handle]) => ({ kind, modelFor, handle: handle as (delivery: WebhookDelivery) => unknown }));
}

/** Reads, verifies and dispatches one delivery: the status to answer with. */
async function receive(options: WebhookReceiverOptions, handlers: readonly WebhookHandler[], headers: WebhookHeaders, body: Uint8Array): Promise<number> {
  let opened: Awaited<ReturnType<typeof openDelivery>>;
  try {
    // The options were checked when the receiver was made, and the body was read within `maxBytes`.
    opened = await openDelivery(options.secret, headers, body);
  } catch (error) {
    options.onError?.(error);
    return error instanceof WebhookError ? error.status : 400;
  }
  const { name, action, id, json } = opened;
  // Most specific first: the event and action's, the event's, then every delivery's.
  const kinds = [...(action === null ? [] : [`${name}.${action}`]), name, '*'];
  const taking = kinds.flatMap((kind) => handlers.filter((handler) => handler.kind === kind));
  // Each payload read once per model, however many handlers take it, and before any handler runs:
  // a payload that cannot be read is an unreadable delivery (400), not a failed handler.
  const read = new Map<Model<unknown> | null, unknown>();
  const deliveries: WebhookDelivery[] = [];
  try {
    for (const handler of taking) {
      const model = handler.modelFor(name, action);
      if (!read.has(model)) read.set(model, readPayload(model, json));
      deliveries.push(Object.freeze({ name, action, id, payload: read.get(model) }) as WebhookDelivery);
    }
  } catch (error) {
    options.onError?.(error);
    return 400;
  }
  try {
    for (const [i, handler] of taking.entries()) await handler.handle(deliveries[i] as WebhookDelivery);
  } catch (error) {
    options.onError?.(error);
    return 500;
  }
  return 204;
}

const TEXT = { 'content-type': 'text/plain; charset=utf-8' };
const REASONS: Record<number, string> = { 202: 'accepted', 204: '', 400: 'unreadable delivery', 401: 'signature refused', 405: 'POST only', 413: 'delivery too large', 500: 'handler failed', 503: 'unavailable' };

/** What a receiver does with a delivery's body (null: past the limit): the status to answer, and any work going on after it. */
export type TakeDelivery = (headers: WebhookHeaders, body: Uint8Array | null) => Promise<{ status: number; rest?: Promise<void> }>;

/**
 * The fetch side of every receiver: anything but a POST is 405; the body is read no further than
 * `limit` (a declared length past it is not read at all); the status is answered with a short
 * reason. Work going on after the answer goes to a worker's `ctx.waitUntil` when one is given.
 */
export function fetchReceiver(limit: number, take: TakeDelivery): (request: Request, ctx?: { waitUntil(promise: Promise<unknown>): void }) => Promise<Response> {
  return async (request, ctx) => {
    if (request.method !== 'POST') return new Response(REASONS[405], { status: 405, headers: { ...TEXT, allow: 'POST' } });
    const declared = Number(request.headers.get('content-length') ?? Number.NaN);
    // A body without a declared length is read as it arrives, and no further than the limit either.
    const body = declared > limit ? null : request.body ? await readUpTo(request.body, limit) : new Uint8Array(0);
    const { status, rest } = await take(request.headers, body);
    if (rest) ctx?.waitUntil(rest);
    return new Response(status === 204 ? null : REASONS[status], { status, headers: status === 204 ? {} : TEXT });
  };
}

/** The `node:http` side of every receiver: the same answers as `fetchReceiver`. */
export function nodeReceiver(limit: number, take: TakeDelivery): (request: NodeRequest, response: NodeResponse) => Promise<void> {
  const answer = (response: NodeResponse, status: number) => {
    response.writeHead(status, status === 204 ? {} : { ...TEXT, ...(status === 405 ? { allow: 'POST' } : {}) });
    response.end(REASONS[status]);
  };
  return async (request, response) => {
    if (request.method !== 'POST') return answer(response, 405);
    answer(response, (await take(request.headers, await readUpTo(request, limit))).status);
  };
}

/** What the Node receiver reads of a request and writes of a response (`node:http`'s). */
export interface NodeRequest extends AsyncIterable<Uint8Array | string> {
  readonly method?: string | undefined;
  readonly headers: Readonly<Record<string, string | readonly string[] | undefined>>;
}
export interface NodeResponse {
  writeHead(status: number, headers?: Record<string, string>): unknown;
  end(body?: string): unknown;
}

/** A delivery of the per-event handlers: too large, or verified, read and dispatched. */
function taking(options: WebhookReceiverOptions, handlers: readonly WebhookHandler[], limit: number): TakeDelivery {
  return async (headers, body) => {
    if (!body) {
      options.onError?.(new WebhookError('too-large', `the delivery is larger than ${limit} bytes`));
      return { status: 413 };
    }
    return { status: await receive(options, handlers, headers, body) };
  };
}

/**
 * A receiver for a fetch `Request` (Deno, Bun, workers, any fetch server): 204 once the handlers
 * ran, 401 for a missing or wrong signature, 400 for an unreadable payload, 413 past `maxBytes`,
 * 405 for anything but a POST, 500 when a handler throws (without its message).
 * @example
 * ```ts
 * import { onIssuesOpened, webhookFetchHandler } from 'hubops/webhooks';
 *
 * const receive = webhookFetchHandler({
 *   secret: process.env.WEBHOOK_SECRET ?? '',
 *   on: [onIssuesOpened(({ payload }) => console.log('opened', payload.issue.title))],
 * });
 * // Deno.serve(receive); Bun.serve({ fetch: receive }); export default { fetch: receive };
 * ```
 */
export function webhookFetchHandler(options: WebhookReceiverOptions): (request: Request) => Promise<Response> {
  const handlers = handlersOf(options);
  const limit = options.maxBytes ?? MAX_WEBHOOK_BYTES;
  return fetchReceiver(limit, taking(options, handlers, limit));
}

/**
 * A receiver for a Node `http` server (or anything with its request and response): the same
 * answers as `webhookFetchHandler`; the body is read as it arrives, and no further than `maxBytes`.
 * @example
 * ```ts
 * import { createServer } from 'node:http';
 * import { onPush, webhookNodeHandler } from 'hubops/webhooks';
 *
 * createServer(webhookNodeHandler({ secret: process.env.WEBHOOK_SECRET ?? '', on: [onPush(({ payload }) => console.log(payload.ref))] })).listen(3000);
 * ```
 */
export function webhookNodeHandler(options: WebhookReceiverOptions): (request: NodeRequest, response: NodeResponse) => Promise<void> {
  const handlers = handlersOf(options);
  const limit = options.maxBytes ?? MAX_WEBHOOK_BYTES;
  return nodeReceiver(limit, taking(options, handlers, limit));
}
