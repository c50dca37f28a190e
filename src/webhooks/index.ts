export { verifyWebhookSignature, signWebhook, type RawBody } from './verify.js';
export { WebhookError, MAX_WEBHOOK_BYTES, type WebhookHeaders, type WebhookRefusal, type ReadWebhookOptions } from './open.js';
export { readWebhook, isWebhook, webhookModels, type WebhookDelivery, type WebhookKind, type WebhookPayload, type WebhookModels } from './delivery.js';
export { webhookEvent, onAnyWebhook, type WebhookEvent, type WebhookHandler } from './events.js';
export { WEBHOOK_ACTIONS, type WebhookPayloads, type WebhookEventPayloads, type WebhookEventName, type JsonPayload } from './generated/payloads.js';
export * from './generated/events.js';
export { webhookFetchHandler, webhookNodeHandler, type WebhookHandlers, type WebhookReceiverOptions, type NodeRequest, type NodeResponse } from './receiver.js';
