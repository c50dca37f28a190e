import { invalid, isRecord } from '../core/codec.js';
import { freezeAll } from '../schema/freeze.js';
import type { Model } from '../schema/model.js';
import { WEBHOOK_ACTIONS, WEBHOOK_MODELS, type JsonPayload, type WebhookEventPayloads, type WebhookPayloads } from './generated/payloads.js';
import { checkBody, verifyWebhookSignature, type RawBody } from './verify.js';

/** Why a delivery was not read: its signature, its payload, or its size. */
export type WebhookRefusal = 'signature' | 'payload' | 'too-large';

/** A delivery that cannot be trusted or read. Its message never holds the secret. */
export class WebhookError extends Error {
  readonly reason: WebhookRefusal;
  /** The HTTP status a receiver answers with: 401 for a signature, 400 for a payload, 413 for a size. */
  readonly status: number;

  constructor(reason: WebhookRefusal, message: string) {
    super(message);
    this.name = 'WebhookError';
    this.reason = reason;
    this.status = reason === 'signature' ? 401 : reason === 'too-large' ? 413 : 400;
  }
}

/** A delivery's kind: `event.action` (`issues.opened`), or an event's name for any of its actions (`issues`, `push`). */
export type WebhookKind = keyof WebhookPayloads | keyof WebhookEventPayloads;

/** The payload type of a kind of delivery. */
export type WebhookPayload<K extends string> = K extends keyof WebhookPayloads ? WebhookPayloads[K] : K extends keyof WebhookEventPayloads ? WebhookEventPayloads[K] : JsonPayload;

/** A verified delivery: who sent what. */
export interface WebhookDelivery<K extends string = string> {
  /** The event (`X-GitHub-Event`: `issues`, `push`, `ping`, …). */
  readonly name: K extends `${infer E}.${string}` ? E : string extends K ? string : K;
  /** The payload's `action` (`opened`, `closed`, …), or null for events without one. */
  readonly action: string | null;
  /** The delivery's id (`X-GitHub-Delivery`), or null. */
  readonly id: string | null;
  /**
   * The payload, read with the model GitHub's webhook description gives its event and action
   * (fields under their wire names, absent ones `null`, date-times as `Date`); a field that breaks
   * its type throws `UnprocessableResponseBody` when read, and every other field reads. An event
   * the description does not know is its JSON, deep-frozen.
   */
  readonly payload: WebhookPayload<K>;
}

/**
 * Whether a delivery is of a kind (`'issues.opened'`, or `'issues'` for any action): narrows its payload's type.
 * @example
 * ```ts
 * import { isWebhook, readWebhook } from 'hubops/webhooks';
 *
 * export async function receive(request: Request): Promise<Response> {
 *   const delivery = await readWebhook(process.env.WEBHOOK_SECRET ?? '', request.headers, new Uint8Array(await request.arrayBuffer()));
 *   if (isWebhook(delivery, 'pull_request.opened')) console.log(delivery.payload.pull_request?.title);
 *   return new Response(null, { status: 204 });
 * }
 * ```
 */
export function isWebhook<K extends WebhookKind>(delivery: { readonly name: string; readonly action: string | null }, kind: K): delivery is WebhookDelivery<K> {
  const [name, action] = (kind as string).split(/\.(.*)/);
  return delivery.name === name && (action === undefined || delivery.action === action);
}

const MODELS = WEBHOOK_MODELS as unknown as Readonly<Record<string, Model<unknown> | null | undefined>>;

/** The model an own key of the map names (null: read as JSON), or undefined when it names none. */
const modelAt = (key: string): Model<unknown> | null | undefined => (Object.hasOwn(MODELS, key) ? (MODELS[key] ?? null) : undefined);

/** The model of a delivery's payload: its event and action's, else the event's only one (an action the description does not name, as a repository dispatch's); null: read as JSON. */
function payloadModel(name: string, action: string | null): Model<unknown> | null {
  const own = (action === null ? undefined : modelAt(`${name}.${action}`)) ?? modelAt(name);
  if (own !== undefined) return own;
  const ofEvent = WEBHOOK_ACTIONS[name];
  return Object.hasOwn(WEBHOOK_ACTIONS, name) && ofEvent?.length === 1 ? (modelAt(`${name}.${ofEvent[0] as string}`) ?? null) : null;
}

/** Headers as a fetch `Headers`, or an object of names (any case) and values, as Node gives them. */
export type WebhookHeaders = Headers | Readonly<Record<string, string | readonly string[] | undefined>>;

function header(headers: WebhookHeaders, name: string): string | null {
  if (headers instanceof Headers) return headers.get(name);
  const found = Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  return Array.isArray(found) ? (found[0] ?? null) : typeof found === 'string' ? found : null;
}

/** GitHub caps a delivery's payload at 25 MB. */
export const MAX_WEBHOOK_BYTES = 25 * 1024 * 1024;

export interface ReadWebhookOptions {
  /** The largest body read, in bytes; default 25 MB (GitHub's cap). */
  maxBytes?: number;
}

/**
 * Verifies a delivery and reads it: the signature (`X-Hub-Signature-256`, else the older
 * `X-Hub-Signature`) must be the body's HMAC under `secret`, then the body must be a JSON object
 * (or a form whose `payload` field is one, as deliveries of content type form send).
 * Throws a `WebhookError` otherwise (`reason`: `signature`, `payload` or `too-large`).
 * @example
 * ```ts
 * import { isWebhook, readWebhook } from 'hubops/webhooks';
 *
 * export async function receive(request: Request): Promise<Response> {
 *   const delivery = await readWebhook(process.env.WEBHOOK_SECRET ?? '', request.headers, new Uint8Array(await request.arrayBuffer()));
 *   if (isWebhook(delivery, 'issues.opened')) console.log(delivery.payload.issue?.title);
 *   return new Response(null, { status: 204 });
 * }
 * ```
 */
export async function readWebhook(secret: string, headers: WebhookHeaders, body: RawBody, options: ReadWebhookOptions = {}): Promise<WebhookDelivery> {
  if (!(headers instanceof Headers) && !isRecord(headers)) throw invalid('headers', 'the delivery’s headers', headers);
  checkBody(body);
  if (!isRecord(options)) throw invalid('options', 'an object (or nothing)', options);
  const maxBytes: unknown = (options as ReadWebhookOptions).maxBytes ?? MAX_WEBHOOK_BYTES;
  if (typeof maxBytes !== 'number' || !Number.isSafeInteger(maxBytes) || maxBytes < 1) throw invalid('maxBytes', 'a whole number of bytes ≥ 1', maxBytes);
  const size = typeof body === 'string' ? new TextEncoder().encode(body).byteLength : body.byteLength;
  if (size > maxBytes) throw new WebhookError('too-large', `the delivery is larger than ${maxBytes} bytes`);
  const signature = header(headers, 'x-hub-signature-256') ?? header(headers, 'x-hub-signature');
  if (!signature) throw new WebhookError('signature', 'the delivery has no X-Hub-Signature-256 (or X-Hub-Signature) header');
  if (!(await verifyWebhookSignature(secret, body, signature))) throw new WebhookError('signature', 'the delivery’s signature does not match its body under the secret');
  const text = typeof body === 'string' ? body : new TextDecoder().decode(body);
  const contentType = header(headers, 'content-type') ?? '';
  let payload: unknown;
  try {
    payload = JSON.parse(/^application\/x-www-form-urlencoded\b/i.test(contentType) ? (new URLSearchParams(text).get('payload') ?? '') : text);
  } catch {
    throw new WebhookError('payload', 'the delivery’s payload is not JSON');
  }
  if (!isRecord(payload)) throw new WebhookError('payload', 'the delivery’s payload is not a JSON object');
  const name = header(headers, 'x-github-event');
  if (!name) throw new WebhookError('payload', 'the delivery has no X-GitHub-Event header');
  const action = typeof payload.action === 'string' ? payload.action : null;
  const model = payloadModel(name, action);
  const read = model ? model.wrap(payload, 'payload') : freezeAll(payload);
  return Object.freeze({ name, action, id: header(headers, 'x-github-delivery'), payload: read as JsonPayload });
}
