import { invalid } from '../core/codec.js';
import type { Model } from '../models/library/model.js';
import type { WebhookDelivery, WebhookKind } from './delivery.js';

/**
 * One handler of a receiver, made by an event's function (`onIssuesOpened(handler)`): which
 * deliveries it takes and the model their payload is read with, so that a receiver brings the
 * models of the events it handles and no other.
 */
export interface WebhookHandler {
  /** `issues.opened`, `issues` (any action), or `*` (every delivery). */
  readonly kind: string;
  /** The model a delivery's payload is read with for this handler, by the delivery's event and action; null: its JSON, deep-frozen. */
  readonly modelFor: (name: string, action: string | null) => Model<unknown> | null;
  readonly handle: (delivery: WebhookDelivery) => unknown;
}

/** An event's handler maker: `onIssuesOpened((delivery) => …)` is a `WebhookHandler` whose delivery has that kind's payload type. */
export type WebhookEvent<K extends WebhookKind> = (handle: (delivery: WebhookDelivery<K>) => unknown) => WebhookHandler;

const isModel = (value: unknown): value is Model<unknown> => typeof (value as Partial<Model<unknown>> | null)?.wrap === 'function';

function checked<T>(handle: T): T {
  if (typeof handle !== 'function') throw invalid('handler', 'a function of the delivery', handle);
  return handle;
}

/**
 * The handler maker of one kind of delivery, read with `models`: one model (or null: JSON) for an
 * `event.action` or an event without actions; by action for an event's every action (an action
 * the description does not name is read with the event's only model, if it has one).
 * `hubops/webhooks` has one per kind of GitHub's description (`onIssuesOpened`, `onIssues`,
 * `onPush`); this makes one for a model of your own.
 * @example
 * ```ts
 * import { webhookEvent, webhookFetchHandler } from 'hubops/webhooks';
 *
 * // A kind whose payload is read as JSON (no model): the delivery's payload is deep-frozen JSON.
 * const onPing = webhookEvent('ping', null);
 * const receive = webhookFetchHandler({ secret: process.env.WEBHOOK_SECRET ?? '', on: [onPing(({ payload }) => console.log(payload.zen))] });
 * ```
 */
export function webhookEvent<K extends WebhookKind>(kind: K, models: Model<unknown> | null | Readonly<Record<string, Model<unknown> | null>>): WebhookEvent<K> {
  const byAction = models === null || isModel(models) ? null : models;
  const only = byAction && Object.keys(byAction).length === 1 ? (Object.values(byAction)[0] ?? null) : null;
  const modelFor = (_name: string, action: string | null): Model<unknown> | null => {
    if (!byAction) return models as Model<unknown> | null;
    return action !== null && Object.hasOwn(byAction, action) ? (byAction[action] ?? null) : only;
  };
  return (handle) => Object.freeze({ kind, modelFor, handle: checked(handle) as unknown as (delivery: WebhookDelivery) => unknown });
}

/**
 * A handler of every delivery, whatever its kind: its payload is the JSON, deep-frozen (no
 * model is brought for it). Runs after the handlers of the delivery's own kind.
 * @example
 * ```ts
 * import { onAnyWebhook, webhookFetchHandler } from 'hubops/webhooks';
 *
 * const receive = webhookFetchHandler({ secret: process.env.WEBHOOK_SECRET ?? '', on: [onAnyWebhook(({ name, action, id }) => console.log(id, name, action))] });
 * ```
 */
export function onAnyWebhook(handle: (delivery: WebhookDelivery) => unknown): WebhookHandler {
  return Object.freeze({ kind: '*', modelFor: () => null, handle: checked(handle) });
}
