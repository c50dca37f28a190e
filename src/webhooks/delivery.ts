import { freezeAll } from '../models/library/freeze.js';
import type { Model } from '../models/library/model.js';
import { WEBHOOK_ACTIONS, WEBHOOK_MODELS, type JsonPayload, type WebhookEventPayloads, type WebhookPayloads } from './generated/payloads.js';
import { openWebhook, type ReadWebhookOptions, type WebhookHeaders } from './open.js';
import type { RawBody } from './verify.js';

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

/** Every payload model by kind: what a reader of every kind of delivery needs. */
export interface WebhookModels {
  /** The model of a delivery's payload, by its event and action; null: read as JSON. */
  modelFor(name: string, action: string | null): Model<unknown> | null;
}

const MODELS = WEBHOOK_MODELS as unknown as Readonly<Record<string, Model<unknown> | null | undefined>>;

/** The model an own key of the table names (null: read as JSON), or undefined when it names none. */
const modelAt = (key: string): Model<unknown> | null | undefined => (Object.hasOwn(MODELS, key) ? (MODELS[key] ?? null) : undefined);

/**
 * Every payload model of GitHub's webhook description, by kind (all 261: give it to a receiver
 * whose handlers are keyed by name; handlers made per event, such as `onIssuesOpened`, bring
 * only their own). A delivery's model is its event and action's, else the event's only one (an
 * action the description does not name, as a repository dispatch's).
 */
export const webhookModels: WebhookModels = /*#__PURE__*/ Object.freeze({
  modelFor(name: string, action: string | null): Model<unknown> | null {
    const own = (action === null ? undefined : modelAt(`${name}.${action}`)) ?? modelAt(name);
    if (own !== undefined) return own;
    const ofEvent = WEBHOOK_ACTIONS[name];
    return Object.hasOwn(WEBHOOK_ACTIONS, name) && ofEvent?.length === 1 ? (modelAt(`${name}.${ofEvent[0] as string}`) ?? null) : null;
  },
});

/** A payload read with its model, or its JSON deep-frozen. */
export const readPayload = (model: Model<unknown> | null, json: Readonly<Record<string, unknown>>): unknown => (model ? model.wrap(json, 'payload') : freezeAll(json));

/**
 * Verifies a delivery and reads it: the signature (`X-Hub-Signature-256`, else the older
 * `X-Hub-Signature`) must be the body's HMAC under `secret`, then the body must be a JSON object
 * (or a form whose `payload` field is one, as deliveries of content type form send). The payload
 * is read with its event and action's model (every model is in reach: see `webhookModels`).
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
  const { name, action, id, json } = await openWebhook(secret, headers, body, options);
  return Object.freeze({ name, action, id, payload: readPayload(webhookModels.modelFor(name, action), json) as JsonPayload });
}
