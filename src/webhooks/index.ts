export { verifyWebhookSignature, signWebhook, type RawBody } from './verify.js';
export { readWebhook, WebhookError, MAX_WEBHOOK_BYTES, type WebhookDelivery, type WebhookHeaders, type WebhookRefusal, type ReadWebhookOptions } from './delivery.js';
export { webhookFetchHandler, webhookNodeHandler, type WebhookHandlers, type WebhookReceiverOptions, type NodeRequest, type NodeResponse } from './receiver.js';
