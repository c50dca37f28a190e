export { verifyWebhookSignature, signWebhook, type RawBody } from './verify.js';
export { readWebhook, isWebhook, WebhookError, MAX_WEBHOOK_BYTES, type WebhookDelivery, type WebhookKind, type WebhookPayload, type WebhookHeaders, type WebhookRefusal, type ReadWebhookOptions } from './delivery.js';
export { WEBHOOK_ACTIONS, type WebhookPayloads, type WebhookEventPayloads, type WebhookEventName, type JsonPayload } from './generated/payloads.js';
export { webhookFetchHandler, webhookNodeHandler, type WebhookHandlers, type WebhookReceiverOptions, type NodeRequest, type NodeResponse } from './receiver.js';
